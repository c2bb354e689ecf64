import Foundation
import FormKit
import ListKit
import Testing
@testable import FormHTML

/// A manager of `sections` on a headless collection view; diagnostics fail the test.
@MainActor
func makeManager(@SectionBuilder _ sections: () -> [Section]) -> AdapterManager {
    let adapter = ListAdapter()
    adapter.collectionView = CollectionView(width: 60, height: 40)
    return AdapterManager(adapter: adapter, diagnosticHandler: { Issue.record("unexpected form diagnostic: \($0)") }, sections)
}

/// The secret every test page signs its tokens with.
let testSecret = Array("0123456789abcdef0123456789abcdef".utf8)

/// A page for `manager` at `/form`.
@MainActor
func makePage(_ manager: AdapterManager, title: String = "Test") -> FormPage {
    FormPage(manager: manager, options: FormPageOptions(title: title, path: "/form", successLocation: "/done", csrfSecret: testSecret))
}

/// `application/x-www-form-urlencoded` of `pairs`, as a browser encodes them (WHATWG URL
/// "application/x-www-form-urlencoded serializer").
func urlEncoded(_ pairs: [(String, String)]) -> Data {
    func encode(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "): output += "+"
            default: output += String(format: "%%%02X", byte)
            }
        }
        return output
    }
    return Data(pairs.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&").utf8)
}

extension FormPage {
    /// Posts `pairs` (the CSRF token added first unless `token` says otherwise) as a same-origin
    /// browser would.
    func post(_ pairs: [(String, String)], token: String? = nil, headers: [String: String] = [:]) -> FormHTTPResponse {
        var allHeaders = ["Content-Type": "application/x-www-form-urlencoded", "Host": "example.com", "Origin": "https://example.com",
                          "Sec-Fetch-Site": "same-origin"]
        for (name, value) in headers { allHeaders[name] = value }
        let body = urlEncoded([("_csrf", token ?? csrfToken)] + pairs)
        return handle(FormHTTPRequest(method: "POST", path: options.path, headers: allHeaders, body: body))
    }

    /// The page a `GET` returns, as text.
    func get() -> String {
        handle(FormHTTPRequest(method: "GET", path: options.path)).text
    }
}

/// The part of `html` from the first `<form` to `</form>`, without the lines that hold the CSRF
/// token and the default button, and without the form's character-count sentences (`data-count`,
/// tested on their own): what a form's markup test compares.
func formBody(_ html: String) -> String {
    guard let start = html.range(of: "<form"), let end = html.range(of: "</form>") else { return "" }
    return withoutCountSentences(html[start.lowerBound..<end.upperBound].split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("name=\"_csrf\"") && !$0.contains("aria-hidden=\"true\"") }
        .joined(separator: "\n"))
}

/// `html` without the form's `data-count` attribute.
func withoutCountSentences(_ html: String) -> String {
    guard let start = html.range(of: " data-count=\""), let end = html[start.upperBound...].firstIndex(of: "\"") else { return html }
    return String(html[..<start.lowerBound] + html[html.index(after: end)...])
}
