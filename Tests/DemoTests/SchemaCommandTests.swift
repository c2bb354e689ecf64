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
}
