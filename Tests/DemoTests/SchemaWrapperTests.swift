import Foundation
import FormKit
import Testing
@testable import Demo

/// The shapes documents come in: react-jsonschema-form's samples (`schema`, `uiSchema`,
/// `formData`) and JSON Forms' examples (`schema`, `uischema`, `data`) are read as a schema, its
/// UI schema and the values the form starts from; a wrapper with a member nobody knows is refused,
/// never read as a schema that accepts anything.
@Suite struct SchemaWrapperTests {
    static let rjsfSample = #"""
    {"schema": {"title": "A registration form", "type": "object", "required": ["firstName"],
                "properties": {"firstName": {"type": "string", "title": "First name"},
                               "age": {"type": "integer", "title": "Age", "minimum": 0}}},
     "uiSchema": {"age": {"ui:help": "In years"}},
     "formData": {"firstName": "Chuck", "age": 75}}
    """#

    @Test func anRjsfSampleStartsFromItsFormData() throws {
        let path = try SchemaCommandTests.temporaryFile(Self.rjsfSample)
        let printed = try DemoProcess.run(["schema", path, "--width", "60"])
        #expect(printed.status == 0, "\(printed.standardError)")
        #expect(printed.standardOutput.contains("Chuck") && printed.standardOutput.contains("75"))
        // --values checks the schema inside, not an empty schema that accepts anything.
        let refused = try DemoProcess.run(["schema", path, "--values", "-"], standardInput: Data(#"{"age": -1}"#.utf8))
        #expect(refused.status == 1)
        #expect(refused.standardOutput.contains("\"instancePath\" : \"/age\"") || refused.standardOutput.contains("/age"))
        // Filled in line by line, the starting values are kept when Enter keeps them.
        let kept = try DemoProcess.run(["schema", path, "--plain"], standardInput: Data("\n\n".utf8))
        #expect(kept.status == 0, "\(kept.standardError)")
        #expect(try JSONValue(parsing: kept.standardOutput) == ["firstName": "Chuck", "age": 75])
    }

    /// rjsf's `ui:enumDisabled` through pipes: the option is listed as not available, and
    /// choosing it is refused with the question asked again.
    @Test func aDisabledOptionIsListedAndRefusedInLineMode() throws {
        let path = try SchemaCommandTests.temporaryFile(#"""
        {"schema": {"type": "object", "properties": {"size": {"type": "string", "enum": ["S", "M", "L"]}}},
         "uiSchema": {"size": {"ui:enumDisabled": ["L"]}}, "formData": {}}
        """#)
        let outcome = try DemoProcess.run(["schema", path, "--plain"], standardInput: Data("L\nM\n".utf8))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("3. L (not available)"))
        #expect(outcome.standardError.contains("\"L\" is not available"))
        #expect(try JSONValue(parsing: outcome.standardOutput) == ["size": "M"])
    }

    @Test func aJsonFormsExampleStartsFromItsData() throws {
        let path = try SchemaCommandTests.temporaryFile(#"""
        {"schema": {"type": "object", "properties": {"name": {"type": "string"}}},
         "uischema": {"type": "VerticalLayout", "elements": [{"type": "Control", "scope": "#/properties/name"}]},
         "data": {"name": "Ada"}}
        """#)
        let printed = try DemoProcess.run(["schema", path, "--width", "60"])
        #expect(printed.status == 0, "\(printed.standardError)")
        #expect(printed.standardOutput.contains("Ada"))
    }

    @Test(arguments: [
        (#"{"schema": {"type": "object"}, "uiSchema": {}, "extra": 1}"#, "\"extra\" is none of them"),
        (#"{"schema": {"type": "object"}, "uischema": {}, "uiSchema": {}}"#, "not both"),
        (#"{"schema": {"type": "object"}, "formData": [1]}"#, "must be an object of values"),
    ])
    func aWrapperItCannotReadIsRefused(text: String, message: String) throws {
        let path = try SchemaCommandTests.temporaryFile(text)
        for arguments in [["schema", path], ["schema", path, "--values", "-"]] {
            let outcome = try DemoProcess.run(arguments, standardInput: Data("{}".utf8))
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        }
    }

    @Test func aSchemaWithASchemaPropertyIsStillASchema() {
        #expect({ if case .schema = SchemaCommand.unwrap(["type": "object", "schema": ["type": "string"]]) { true } else { false } }())
        #expect({ if case .schema = SchemaCommand.unwrap(["properties": [:]]) { true } else { false } }())
    }
}

/// In line mode, Enter keeps a switch or stepper as it is — untouched, so not sent when its
/// property has no default; an answer sends it, even "no".
@Suite struct UntouchedLineModeTests {
    static let document = #"""
    {"type": "object", "properties": {"newsletter": {"type": "boolean", "title": "Newsletter"},
      "cooldown": {"type": "integer", "title": "Cooldown", "minimum": 1, "maximum": 9}}}
    """#

    @Test func enterLeavesThemOutAndAnAnswerSendsThem() throws {
        let path = try SchemaCommandTests.temporaryFile(Self.document)
        let untouched = try DemoProcess.run(["schema", path, "--plain"], standardInput: Data("\n\n".utf8))
        #expect(untouched.status == 0, "\(untouched.standardError)")
        #expect(try JSONValue(parsing: untouched.standardOutput) == [:])
        let answered = try DemoProcess.run(["schema", path, "--plain"], standardInput: Data("n\n1\n".utf8))
        #expect(answered.status == 0, "\(answered.standardError)")
        #expect(try JSONValue(parsing: answered.standardOutput) == ["newsletter": false, "cooldown": 1])
    }
}
