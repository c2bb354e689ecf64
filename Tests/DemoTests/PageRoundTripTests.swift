import Foundation
import FormHTML
import FormKit
import FormSchema
import ListKit
import Testing
@testable import Demo

/// What a page renders, its server accepts; what the form refuses, its page refuses — for every
/// schema document in Samples/. Each page is posted back as a browser sends it (its successful
/// controls, HTML §4.10.21.4), untouched.
@MainActor
@Suite struct PageRoundTripTests {
    /// The sample documents and the browser tests' documents, each with its values file when
    /// there is one.
    static let documents: [(document: String, values: String?)] = {
        let samples = URL(fileURLWithPath: SchemaCommandTests.sample(""))
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Browser/fixtures")
        let files = [samples, fixtures].flatMap { folder in
            (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []).map(\.path)
        }.filter { $0.hasSuffix(".json") && !$0.hasSuffix("-values.json") && !$0.hasSuffix("-invalid.json") }.sorted()
        return files.map { path in
            let stem = path.replacingOccurrences(of: ".schema.json", with: "").replacingOccurrences(of: ".json", with: "")
            let values = stem + "-values.json"
            return (path, FileManager.default.fileExists(atPath: values) ? values : nil)
        }
    }()

    static let secret = Array("0123456789abcdef0123456789abcdef".utf8)

    /// A fresh form of `path` and a page for it.
    static func page(_ path: String) throws -> (FormPage, SchemaForm) {
        let served = try #require(try? ServeCommand.schemaPage(path, uiPath: nil).get(), "\(path) makes a form")
        let made = try #require(served.make(), "\(path) makes a form")
        let schemaForm = try #require(made.owner as? SchemaForm)
        let page = FormPage(manager: made.manager, options: FormPageOptions(title: served.title, path: "/schema", successLocation: "/done",
                                                                            csrfSecret: secret))
        return (page, schemaForm)
    }

    /// `pairs` posted to `page` from its own origin, with its token and `action`.
    static func post(_ pairs: [(String, String)], action: String, to page: FormPage) -> FormHTTPResponse {
        let all = pairs.filter { $0.0 != "_action" && $0.0 != "_csrf" } + [("_csrf", page.csrfToken), ("_action", action)]
        let body = all.map { formEncoded($0.0) + "=" + formEncoded($0.1) }.joined(separator: "&")
        return page.handle(FormHTTPRequest(method: "POST", path: "/schema", headers: [
            "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin",
        ], body: Data(body.utf8)))
    }

    @Test func everyValueAPageRendersIsOneItsServerAccepts() throws {
        #expect(Self.documents.count >= 10, "the samples and the browser tests' documents are found")
        for (path, valuesPath) in Self.documents {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let (page, form) = try Self.page(path)
            if let valuesPath {
                let values = try #require(try JSONValue(parsing: String(contentsOfFile: valuesPath, encoding: .utf8)).objectValue)
                try form.setValues(values)
            }
            let pairs = BrowserForm.successfulControls(of: page.render())
            #expect(!pairs.isEmpty, "\(name): the page has controls")
            let response = Self.post(pairs, action: "refresh", to: page)
            #expect(response.status == 303, "\(name): the page's own post is refused: \(BrowserForm.errors(in: response))")
        }
    }

    @Test func aFilledInPageSubmitsWhatTheDocumentAccepts() throws {
        for (path, valuesPath) in Self.documents {
            guard let valuesPath else { continue }
            let name = URL(fileURLWithPath: path).lastPathComponent
            let values = try #require(try JSONValue(parsing: String(contentsOfFile: valuesPath, encoding: .utf8)).objectValue)
            let (filled, filledForm) = try Self.page(path)
            try filledForm.setValues(values)
            // Secrets are never written into a page: a form with one is checked by refresh above.
            guard !filledForm.fields.contains(where: { ($0.item as? FormField)?.isSecret == true }) else { continue }
            let expected = try filledForm.submit()
            let pairs = BrowserForm.successfulControls(of: filled.render())
            var sent: JSONObject?
            filled.onSubmit = { sent = $0 }
            var response = Self.post(pairs, action: "submit", to: filled)
            // A form of steps goes on a step at a time: each step's page is posted as it comes.
            for _ in filledForm.steps where sent == nil && response.status == 303 {
                response = Self.post(BrowserForm.successfulControls(of: filled.render()), action: "submit", to: filled)
            }
            #expect(response.status == 303, "\(name): \(BrowserForm.errors(in: response))")
            #expect(sent == expected, "\(name): the page sends what the form sends: \(String(describing: sent)) against \(expected)")
        }
    }

    /// Every sample document's page, posted untouched (as a person who presses Submit at once):
    /// refused exactly where the document refuses the same values (`Demo schema DOC --values`), or
    /// accepted when the document accepts them.
    @Test func anUntouchedPageIsRefusedWhereTheDocumentRefusesItsValues() throws {
        for (path, _) in Self.documents {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let (page, form) = try Self.page(path)
            let response = Self.post(BrowserForm.successfulControls(of: page.render()), action: "submit", to: page)
            // For a form of steps the first post may only go on a step: post each step's page.
            var status = response.status
            for _ in form.steps where status == 303 && page.manager.currentStep !== page.manager.visibleSteps.last {
                status = Self.post(BrowserForm.successfulControls(of: page.render()), action: "submit", to: page).status
            }
            let refusedByDocument = Set(form.document.validate(.object(form.values)).map(\.instancePath))
            var pageErrors: [ValidationError] = []
            do { try page.manager.submit() } catch { pageErrors = error.errors }
            let refusedByPage = Set(pageErrors.compactMap(\.pointer))
            #expect(refusedByDocument.isSubset(of: refusedByPage), "\(name): the page refuses everything the document refuses")
            #expect((status == 422) == !refusedByPage.isEmpty, "\(name): \(status), \(refusedByPage.sorted())")
            // The document names a missing property at its object; the page names it at its field too.
            let extra = pageErrors.filter { !refusedByDocument.contains($0.pointer ?? "") }
            #expect(extra.allSatisfy { $0.validator == "required" }, "\(name): \(extra.map { "\($0.pointer ?? "") \($0.validator)" })")
        }
    }

    /// A value `Demo schema DOC --values` refuses is refused by the page, at the same pointers.
    @Test func aValueTheFormRefusesIsRefusedByItsPageAtTheSamePointers() throws {
        let cases: [(String, JSONObject)] = [
            ("signup.json", ["name": "Jane Appleseed", "email": "jane@@example.com", "plan": "pro", "seats": 5]),
            ("order.schema.json", ["customer": "Ada", "reference": "ab-12", "quantity": 2, "price": 3.001, "delivery": "2023-02-28",
                                   "items": [["sku": "x"]], "address": ["zip": "2000"]]),
        ]
        for (file, values) in cases {
            let path = SchemaCommandTests.sample(file)
            let (_, headless) = try Self.page(path)
            var expected: [String] = []
            do { try headless.submit(values) } catch { expected = error.errors.compactMap(\.pointer) }
            #expect(!expected.isEmpty, "\(file): the values are refused")
            let (filled, filledForm) = try Self.page(path)
            try filledForm.setValues(values)
            let response = Self.post(BrowserForm.successfulControls(of: filled.render()), action: "submit", to: filled)
            #expect(response.status == 422, "\(file)")
            var found: [String] = []
            do { try filled.manager.submit() } catch { found = error.errors.compactMap(\.pointer) }
            #expect(Set(found) == Set(expected), "\(file): the page refuses at the same pointers")
        }
    }
}

/// A page's form as a browser submits it: the successful controls of HTML §4.10.21.4, read from
/// the page's markup — enabled, named inputs (checkboxes and radios when checked; no buttons),
/// textareas, and each select's selected option (else its first).
enum BrowserForm {
    static func successfulControls(of html: String) -> [(String, String)] {
        guard let formStart = html.range(of: "<form"), let formEnd = html.range(of: "</form>") else { return [] }
        let form = String(html[formStart.lowerBound..<formEnd.lowerBound])
        var pairs: [(String, String)] = []
        let tag = try! Regex(#"<(input|textarea|select|option|/select)\b([^>]*)>"#)
        var select: (name: String, options: [(String, Bool)])?
        for match in form.matches(of: tag) {
            let element = String(match.output[1].substring ?? "")
            let attributes = Self.attributes(String(match.output[2].substring ?? ""))
            switch element {
            case "input":
                guard let name = attributes["name"], attributes["disabled"] == nil else { continue }
                let type = attributes["type"] ?? "text"
                if ["submit", "button", "reset", "image"].contains(type) { continue }
                if ["checkbox", "radio"].contains(type), attributes["checked"] == nil { continue }
                pairs.append((name, attributes["value"] ?? (type == "checkbox" || type == "radio" ? "on" : "")))
            case "textarea":
                guard let name = attributes["name"], attributes["disabled"] == nil else { continue }
                let rest = form[match.range.upperBound...]
                var text = String(rest[..<(rest.range(of: "</textarea>")?.lowerBound ?? rest.endIndex)])
                if text.hasPrefix("\n") { text.removeFirst() }
                pairs.append((name, unescape(text)))
            case "select":
                select = attributes["disabled"] == nil ? attributes["name"].map { ($0, []) } : nil
            case "option":
                select?.options.append((attributes["value"] ?? "", attributes["selected"] != nil))
            default:
                if let current = select {
                    let chosen = current.options.first { $0.1 } ?? current.options.first
                    if let chosen { pairs.append((current.name, chosen.0)) }
                }
                select = nil
            }
        }
        return pairs
    }

    static func attributes(_ text: String) -> [String: String] {
        var found: [String: String] = [:]
        for match in text.matches(of: try! Regex(#"([\w:-]+)(?:="([^"]*)")?"#)) {
            let name = String(match.output[1].substring ?? "")
            found[name] = unescape(String(match.output[2].substring ?? ""))
        }
        return found
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The error messages of a refused page, for a test's message.
    static func errors(in response: FormHTTPResponse) -> [String] {
        let html = String(decoding: response.body, as: UTF8.self)
        return html.matches(of: try! Regex(#"Error:</span> ([^<]*)"#)).map { String($0.output[1].substring ?? "") }
    }
}

/// `text` as `application/x-www-form-urlencoded` writes it.
func formEncoded(_ text: String) -> String {
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
