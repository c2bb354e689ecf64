import Foundation
import Testing
@testable import FormHTML

/// The writer's escaping appends to what it wrote before, keeps every scalar it does not replace,
/// and takes time in proportion to the text: a page is written by many small appends.
@Suite struct HTMLWriterTests {
    @Test func escapingAppendsToWhatTheOutputHolds() {
        var output = "<p>"
        HTMLWriter.escape("Tom & Jerry", into: &output)
        HTMLWriter.escape("", into: &output)
        HTMLWriter.escape("\"x\"", into: &output)
        #expect(output == "<p>Tom &amp; Jerry&quot;x&quot;")
    }

    @Test(arguments: ["&\u{301}", "<\u{301}>", "\u{1}\u{301}", "a\u{301}&e\u{301}", "👍🏽<👍🏽", "\u{7F}\u{308}"])
    func aCombiningMarkAfterAnEscapedCharacterIsKept(text: String) {
        var output = ""
        HTMLWriter.escape(text, into: &output)
        let unescaped = tokenizeHTML(output).map { token -> String in
            if case .text(let text) = token { return text }
            return "?"
        }.joined()
        #expect(Array(unescaped.unicodeScalars) == Array(text.unicodeScalars),
                "\(text.debugDescription) escaped as \(output.debugDescription)")
    }

    /// Many small escaped appends build the whole text. (Their cost is linear: `Benchmarks html`
    /// prints the growth per field from 1,000 to 10,000 fields — appending to the output's scalar
    /// view had rebuilt the whole output on every call, 15.8–19.6× per field.)
    @Test func manySmallEscapedAppendsBuildTheWholeText() {
        var output = ""
        for index in 0..<20_000 { HTMLWriter.escape(index.isMultiple(of: 2) ? "a<b" : "c&d", into: &output) }
        #expect(output.utf8.count == 10_000 * ("a&lt;b".utf8.count + "c&amp;d".utf8.count))
        #expect(output.hasPrefix("a&lt;bc&amp;da&lt;b") && output.hasSuffix("a&lt;bc&amp;d"))
    }
}
