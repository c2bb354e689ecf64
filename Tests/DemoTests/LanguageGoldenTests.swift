import Foundation
import FormHTML
import FormKit
import FormLocale
import FormTerminal
import ListKit
import Testing
@testable import Demo

/// The signup and checkout demos in every shipped language, against golden files checked in
/// under Golden/languages/: line mode's whole transcript (questions, hints, a refused answer, a
/// validation error, the rows' questions and the steps' headers) and the web page after a
/// refused submit (its chrome, summary, errors, `lang`/`dir`). To re-record them on purpose:
/// `RECORD_GOLDEN=1 swift test --filter LanguageGoldenTests`.
@MainActor
@Suite struct LanguageGoldenTests {
    nonisolated static let folder = DemoGoldenTests.goldenFolder.appendingPathComponent("languages")
    nonisolated static let languages = ["en", "de", "fr", "es", "zh-Hans", "ja", "ar"]
    nonisolated static let cases: [(String, String)] = languages.flatMap { language in [("signup", language), ("checkout", language)] }

    /// What a person answers, with one refused answer and one empty required field.
    static let answers = [
        "signup": "\nAda\nada@example.com\nsecret99\n3\nBlue team\n60\n\n\n\n",
        "checkout": "ada@example.com\nAda\n1 Main St\nSpringfield\ny\n555-0100\nn\ny\n2 Elm Rd\nShelbyville\nn\nn\n\nA. Lovelace\n\n",
    ]

    static func makeForm(_ demo: String) -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 80)
        return demo == "signup" ? SignupDemo.makeForm(adapter: adapter) : CheckoutDemo.makeForm(adapter: adapter)
    }

    func compare(_ text: String, to name: String) throws {
        let file = Self.folder.appendingPathComponent(name)
        if DemoGoldenTests.isRecording {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no golden file at \(file.path); record it with RECORD_GOLDEN=1 swift test --filter LanguageGoldenTests")
            return
        }
        #expect(text == golden, "\(name) differs from its golden file")
    }

    @Test(arguments: cases)
    func lineModeReadsAsItsGoldenTranscript(demo: String, language: String) throws {
        let manager = Self.makeForm(demo)
        let output = MemoryLineOutput()
        let input = MemoryLineInput(Self.answers[demo]!, echo: output)
        var options = TerminalFormOptions(environment: [:])
        options.language = LanguageTag(language)
        let outcome = try manager.runLines(input: input, output: output, options: options)
        #expect(outcome.status == .submitted)
        try compare(output.text + (try outcome.values.jsonString()) + "\n", to: "lines-\(demo)-\(language).txt")
    }

    @Test(arguments: cases)
    func aRefusedSubmitPageReadsAsItsGoldenPage(demo: String, language: String) throws {
        let page = FormPage(manager: Self.makeForm(demo), options: FormPageOptions(title: demo == "signup" ? "Sign up" : "Checkout",
                                                                                   path: "/\(demo)", csrfSecret: PageRoundTripTests.secret,
                                                                                   language: LanguageTag(language)))
        let body = "_csrf=\(page.csrfToken)&_action=\(demo == "signup" ? "submit" : "next")"
        let response = page.handle(FormHTTPRequest(method: "POST", path: "/\(demo)", headers: [
            "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin",
        ], body: Data(body.utf8)))
        #expect(response.status == 422)
        // The stylesheet's and script's versions change with them, not with the language.
        let html = response.text.replacingOccurrences(of: #"\?v=[0-9a-f]+"#, with: "?v=…", options: .regularExpression)
        try compare(html, to: "page-\(demo)-\(language).html")
    }
}
