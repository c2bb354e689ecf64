import Foundation
import FormKit
import ListKit
import Testing
@testable import Demo

/// `Demo schema`: the built executable on the sample documents.
@Suite struct SchemaCommandTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/schema")

    static func sample(_ name: String) -> String { samples.appendingPathComponent(name).path }

    static func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func validValuesPrintTheValueSentAndExitZero() throws {
        let outcome = try DemoProcess.run(["schema", Self.sample("signup.json"), "--values", Self.sample("signup-values.json")])
        #expect(outcome.status == 0)
        let sent = try JSONValue(parsing: outcome.standardOutput)
        #expect(sent == ["name": "Jane Appleseed", "email": "jane@example.com", "password": "correct horse", "plan": "pro",
                         "newsletter": false], "team and topics are hidden by rules, so they are not sent")
    }

    @Test func aDescribedFormIsFilledInLineByLineAndCheckedAsAServerWould() throws {
        let answers = "Zed\nzed@example.com\ncorrect horse\n" + String(repeating: "\n", count: 8)
        let outcome = try DemoProcess.run(["schema", Self.sample("signup.json"), "--interactive"], standardInput: Data(answers.utf8))
        #expect(outcome.status == 0)
        #expect(try JSONValue(parsing: outcome.standardOutput)
            == ["name": "Zed", "email": "zed@example.com", "password": "correct horse", "plan": "free", "newsletter": true])
        let ended = try DemoProcess.run(["schema", Self.sample("signup.json"), "--interactive"], standardInput: Data("Zed\n".utf8))
        #expect(ended.status == 1)
        #expect(ended.standardOutput.isEmpty)
        #expect(ended.standardError.contains("the input ended before the form was complete"))
        let both = try DemoProcess.run(["schema", Self.sample("signup.json"), "--interactive", "--values", Self.sample("signup-values.json")])
        #expect(both.status == 2)
    }

    @Test func invalidValuesPrintEachErrorByPointerAndExitOne() throws {
        let outcome = try DemoProcess.run(["schema", Self.sample("order.schema.json"), "--values", Self.sample("order-invalid.json")])
        #expect(outcome.status == 1)
        let report = try JSONValue(parsing: outcome.standardOutput)
        let paths = report["errors"]?.arrayValue?.compactMap { $0["instancePath"]?.stringValue }
        #expect(paths == ["/customer", "/quantity", "/price", "/delivery", "/items/0/sku", "/address/city", "/address/zip"])
    }

    @Test func theBasicOutputNamesEachKeywordAndValueLocation() throws {
        let outcome = try DemoProcess.run(["schema", Self.sample("order.schema.json"), "--values", Self.sample("order-invalid.json"),
                                           "--output", "basic"])
        #expect(outcome.status == 1)
        let output = try JSONValue(parsing: outcome.standardOutput)
        #expect(output["valid"] == false)
        let first = try #require(output["errors"]?[0])
        #expect(first["instanceLocation"] == "/customer")
        #expect(first["keywordLocation"]?.stringValue?.isEmpty == false)
        // The document has no `$id`: the file it was read from is its base URI.
        let fileURI = URL(fileURLWithPath: Self.sample("order.schema.json")).standardizedFileURL.absoluteString
        #expect(first["absoluteKeywordLocation"]?.stringValue?.hasPrefix(fileURI + "#/") == true)
        #expect(first["error"] != nil)
        let valid = try DemoProcess.run(["schema", Self.sample("order.schema.json"), "--values", Self.sample("order-values.json"),
                                         "--output", "basic"])
        #expect(valid.status == 0)
        #expect(try JSONValue(parsing: valid.standardOutput) == ["valid": true])
    }

    @Test func aDocumentThatIsNoFormStillValidatesValues() throws {
        let path = try Self.temporaryFile(#"{"type": "array", "items": {"type": "integer"}}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let valuesPath = try Self.temporaryFile(#"[1, "two"]"#)
        defer { try? FileManager.default.removeItem(atPath: valuesPath) }
        let outcome = try DemoProcess.run(["schema", path, "--values", valuesPath])
        #expect(outcome.status == 1)
        let report = try JSONValue(parsing: outcome.standardOutput)
        #expect(report["errors"]?.arrayValue?.compactMap { $0["instancePath"]?.stringValue } == ["/1"])
    }

    @Test func aBadDocumentExitsTwoWithItsPosition() throws {
        let path = try Self.temporaryFile("{\"type\": \"object\",\n \"properties\": {]}")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try DemoProcess.run(["schema", path])
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("line 2, column 17"), "\(outcome.standardError)")
    }

    @Test func aKeywordOfTheWrongTypeExitsTwoNamingItsPointer() throws {
        let path = try Self.temporaryFile(#"{"type": "object", "properties": {"age": {"minimum": "18"}}}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try DemoProcess.run(["schema", path, "--values", Self.sample("signup-values.json")])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("/properties/age/minimum: expected a number, found a string"))
    }

    @Test(arguments: [10, 40, 80])
    func theFormRendersWithinTheWidth(width: Int) throws {
        let outcome = try DemoProcess.run(["schema", Self.sample("order.schema.json"), "--width", "\(width)", "--no-color"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("Ship to"))
        for line in outcome.standardOutput.split(separator: "\n") {
            #expect(line.displayWidth() <= width, "\(line)")
        }
    }

    @MainActor
    @Test func theSignupSampleRendersWithoutDiagnostics() {
        let outcome = SchemaCommand.run([Self.sample("signup.json"), "--no-color"], environment: [:], isTerminal: false, terminalColumns: nil)
        #expect(outcome.status == 0 && outcome.standardError.isEmpty)
        #expect(outcome.standardOutput.hasPrefix("Sign up\n  Name"))
    }

    @MainActor
    @Test(arguments: [(["--width", "5"], "--width must be a number of at least 10 columns, not '5'"), (["--bogus"], "unknown option '--bogus'"),
                      ([], "which document? (swift run Demo schema DOC.json)")])
    func aBadCommandLineExitsTwo(arguments: [String], message: String) {
        let outcome = SchemaCommand.run(arguments, environment: [:], isTerminal: false, terminalColumns: nil)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "Demo schema: \(message)\nRun 'Demo schema --help' for usage.\n")
    }

    /// `Demo schema` takes the demo forms' options: `--plain`, `--draft`, `--resume`, `--values -`,
    /// `--height`, and sends only what was filled in.
    /// rjsf's `ifThenElse` playground sample, as the browser tests serve it: what an animal eats
    /// depends on the animal.
    static let animalsDocument: String = {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Browser/fixtures/animals.schema.json")
        return (try? String(contentsOf: fixture, encoding: .utf8)) ?? ""
    }()

    static let numberDocument = #"{"type": "object", "properties": {"n": {"type": "number"}}}"#

    @Test func anOptionalNumberLeftEmptyIsLeftOutOnEveryPath() throws {
        let path = try Self.temporaryFile(Self.numberDocument)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for mode in ["--plain", "--interactive"] {
            let outcome = try DemoProcess.run(["schema", path, mode], standardInput: Data("\n".utf8))
            #expect(outcome.status == 0, "\(mode): \(outcome.standardError)")
            #expect(outcome.standardOutput == "{}\n", "\(mode)")
        }
        let given = try DemoProcess.run(["schema", path, "--values", "-"], standardInput: Data("{}".utf8))
        #expect(given.status == 0)
        #expect(try JSONValue(parsing: given.standardOutput) == [:])
    }

    @Test func valuesComeFromStandardInputWithADash() throws {
        let outcome = try DemoProcess.run(["schema", Self.sample("signup.json"), "--values", "-"],
                                          standardInput: try Data(contentsOf: URL(fileURLWithPath: Self.sample("signup-values.json"))))
        #expect(outcome.status == 0)
        #expect(try JSONValue(parsing: outcome.standardOutput)["email"] == "jane@example.com")
    }

    @Test func theDocumentsCheckIsAskedAgainAndTheDraftIsWrittenBeforeFailing() throws {
        let document = try Self.temporaryFile(#"{"type": "object", "properties": {"n": {"type": "integer", "not": {"const": 3}}}}"#)
        let folder = try TemporaryFolder()
        let draft = try folder.path("draft.json")
        defer { try? FileManager.default.removeItem(atPath: document) }
        let outcome = try DemoProcess.run(["schema", document, "--plain", "--draft", draft], standardInput: Data("3\n\n".utf8))
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("1 problem is left:\n  n must not match the schema at /properties/n/not\n"))
        #expect(outcome.standardError.contains("n (a whole number) [3]: "), "asked again, with what was typed")
        #expect(outcome.standardError.hasSuffix("  the values so far are in \(draft) (secrets left out)\n"))
        #expect(objectInFile(draft) == ["n": 3])
        let resumed = try DemoProcess.run(["schema", document, "--plain", "--resume", draft], standardInput: Data("4\n".utf8))
        #expect(resumed.status == 0, "\(resumed.standardError)")
        #expect(resumed.standardOutput == "{\"n\":4}\n")
        #expect(resumed.standardError.contains("n (a whole number) [3]: "))
    }

    @Test func aDraftLeavesTheSecretsOutAndResumesTheRest() throws {
        let folder = try TemporaryFolder()
        let draft = try folder.path("draft.json")
        let ended = try DemoProcess.run(["schema", Self.sample("signup.json"), "--plain", "--draft", draft],
                                        standardInput: Data("Zed\nzed@example.com\ncorrect horse\n".utf8))
        #expect(ended.status == 1)
        let kept = try #require(objectInFile(draft))
        #expect(kept["name"] == "Zed" && kept["email"] == "zed@example.com")
        #expect(kept["password"] == nil)
    }

    @Test func warningsComeBeforeTheFirstQuestion() throws {
        let path = try Self.temporaryFile(#"{"type": "object", "properties": {"n": {"type": "number", "colour": "red"}}}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try DemoProcess.run(["schema", path, "--plain"], standardInput: Data("\n".utf8))
        #expect(outcome.status == 0)
        let warning = try #require(outcome.standardError.range(of: "Warning: /properties/n/colour: unknown keyword \"colour\""))
        let question = try #require(outcome.standardError.range(of: "n (a number): "))
        #expect(warning.lowerBound < question.lowerBound)
        #expect(outcome.standardError.components(separatedBy: "colour").count == 3, "once, before the form")
    }

    @Test func aViewportOfTheFormIsShownWithHeightAndOffset() throws {
        let outcome = try DemoProcess.run(["schema", Self.sample("order.schema.json"), "--width", "40", "--height", "3", "--offset", "1",
                                           "--no-color"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
        #expect(outcome.standardOutput.hasPrefix("  Customer\n"))
    }

    @MainActor
    @Test(arguments: [(["doc.json", "--offset", "2"], "--offset needs --height: it scrolls the viewport --height makes"),
                      (["doc.json", "--draft", "d.json"], "--draft keeps what was typed: it needs --interactive or --plain"),
                      (["doc.json", "--plain", "--values", "v.json"], "--plain asks for the values; --values reads them: choose one"),
                      (["doc.json", "--resume", "r.json"], "--resume starts a fill-in: it needs --interactive, --plain or --values"),
                      (["doc.json", "--output", "basic"], "--output basic prints how values validate: it needs --values"),
                      (["doc.json", "--output", "detailed"], "--output takes 'basic', not 'detailed'"),
                      (["--export", "signup", "doc.json"], "--export takes no document")])
    func fillInOptionsThatCannotWorkAreUsageErrors(arguments: [String], message: String) {
        let outcome = SchemaCommand.run(arguments, environment: [:], isTerminal: false, terminalColumns: nil)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "Demo schema: \(message)\nRun 'Demo schema --help' for usage.\n")
    }
}
