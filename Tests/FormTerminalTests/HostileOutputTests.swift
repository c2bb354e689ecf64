import Foundation
import Testing

/// Text from a document — a property name carrying an escape sequence that retitles the terminal,
/// a C1 control (U+009B, a one-character CSI) and a bidi override — reaches the terminal through
/// every output path of `Demo schema` (the printed form, its warnings, `--values` errors and the
/// value sent) as visible text or JSON escapes, never as a control: in a real terminal (tmux) the
/// pane keeps its title.
@Suite(.serialized) struct HostileOutputTests {
    static let name = "x\u{1B}]0;pwned\u{07}\u{9B}31m\u{202E}"

    func write(_ value: Any, to url: URL) throws {
        try JSONSerialization.data(withJSONObject: value).write(to: url)
    }

    @Test(.timeLimit(.minutes(1))) func aHostilePropertyNameNeverActsOnTheTerminal() throws {
        let demo = try #require(InteractiveDemoTests.demo, "no built Demo executable")
        let document: [String: Any] = ["type": "object", "required": [Self.name],
                                       "properties": [Self.name: ["type": "string", "minLength": 3, "x-unknown": 1, "title": Self.name],
                                                      "note": ["type": "string"]]]
        let command = ["schema doc.json", "schema doc.json --values bad.json", "schema doc.json --values good.json"]
            .map { "\(TmuxSession.quoted(demo)) \($0) >> out.txt 2>> err.txt; " }.joined() + "cat out.txt err.txt; sleep 30"
        // The pane waits for the documents, written once the session (and its folder) exists.
        let waiting = "while [ ! -f go ]; do sleep 0.05; done; " + command
        let session = try TmuxSession(command: waiting, width: 100, height: 60)
        try write(document, to: session.directory.appendingPathComponent("doc.json"))
        try write([Self.name: "a", "note": "n\u{9B}\u{202E}"], to: session.directory.appendingPathComponent("bad.json"))
        try write([Self.name: "abc\u{1B}[2J", "note": "n"], to: session.directory.appendingPathComponent("good.json"))
        let before = try session.paneTitle()
        _ = FileManager.default.createFile(atPath: session.directory.appendingPathComponent("go").path, contents: Data())
        let screen = try session.waitUntil(screenContains: "unknown keyword")
        #expect(screen.joined().contains("^[]0;pwned^G"), "the warning shows the escape as text")
        #expect(try session.paneTitle() == before, "the pane's title is unchanged")
        #expect(!(try session.paneTitle()).contains("pwned"))

        let output = try String(contentsOf: session.directory.appendingPathComponent("out.txt"), encoding: .utf8)
            + (try String(contentsOf: session.directory.appendingPathComponent("err.txt"), encoding: .utf8))
        let controls = output.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
        }
        #expect(controls.isEmpty, "no control reaches the terminal: \(controls.map { String($0.value, radix: 16) })")
        #expect(output.contains(#"\u001B]0;pwned\u0007\u009B31m\u202E"#), "JSON escapes them")
        session.kill()
    }
}
