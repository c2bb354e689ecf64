import Foundation
import FormKit
import Testing
@testable import Demo

/// Alternatives filled in through pipes, as a person at a dumb terminal or a script does: the
/// choice is a question, the picked branch's fields follow it; a resumed value comes back
/// unchanged from an untouched fill-in; `--values` agrees.
@Suite struct SchemaAlternativesRunTests {
    /// An rjsf sample: payment branches titled in `definitions` (draft-07, no `$schema`).
    static let sample = #"""
    {"schema": {"definitions": {
       "card": {"title": "Card", "type": "object", "required": ["number"],
                "properties": {"number": {"type": "string", "pattern": "^[0-9]{12,19}$"}}},
       "bank": {"title": "Bank transfer", "type": "object", "required": ["iban"],
                "properties": {"iban": {"type": "string", "minLength": 15}}}},
     "type": "object", "required": ["name", "payment"], "properties": {
       "name": {"type": "string"},
       "payment": {"title": "Pay by", "oneOf": [{"$ref": "#/definitions/card"}, {"$ref": "#/definitions/bank"}]},
       "trial_end": {"anyOf": [{"type": "string", "enum": ["now"]}, {"type": "integer", "format": "unix-time"}]}}},
     "uiSchema": {}, "formData": {}}
    """#

    @Test func aBranchIsPickedAndOnlyItsFieldsAreAskedAndSent() throws {
        let path = try SchemaCommandTests.temporaryFile(Self.sample)
        // name, the branch (by title), its one field, then trial_end's branch (by number), its value.
        let filled = try DemoProcess.run(["schema", path, "--plain"],
                                         standardInput: Data("Ada\nBank transfer\nDE89370400440532013000\n2\n1767225600\n".utf8))
        #expect(filled.status == 0, "\(filled.standardError)")
        #expect(try JSONValue(parsing: filled.standardOutput)
                == ["name": "Ada", "payment": ["iban": "DE89370400440532013000"], "trial_end": 1767225600])
        #expect(!filled.standardError.contains("number (required)"), "the card's field is never asked")
    }

    @Test func aResumedValueComesBackFromAnUntouchedFillIn() throws {
        let path = try SchemaCommandTests.temporaryFile(Self.sample)
        let value = #"{"name":"Ada","payment":{"iban":"DE89370400440532013000"},"trial_end":"now"}"#
        let resume = try SchemaCommandTests.temporaryFile(value)
        let kept = try DemoProcess.run(["schema", path, "--plain", "--resume", resume], standardInput: Data("\n\n\n\n\n".utf8))
        #expect(kept.status == 0, "\(kept.standardError)")
        #expect(try JSONValue(parsing: kept.standardOutput) == JSONValue(parsing: value))
        let checked = try DemoProcess.run(["schema", path, "--values", "-"], standardInput: Data(value.utf8))
        #expect(checked.status == 0, "\(checked.standardOutput)")
        let refused = try DemoProcess.run(["schema", path, "--values", "-"], standardInput: Data(#"{"name":"Ada","payment":{"iban":"short"}}"#.utf8))
        #expect(refused.status == 1)
    }

    /// dependabot's shape: `cronjob` exists only under `if interval is cron`; line mode asks for it
    /// exactly then (before, `interval: cron` could never be submitted).
    @Test func aFieldTheDocumentsIfAddsIsAskedOnlyWhenItHolds() throws {
        let path = try SchemaCommandTests.temporaryFile(#"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "required": ["interval"],
         "properties": {"interval": {"enum": ["daily", "weekly", "cron"]}},
         "allOf": [{"if": {"properties": {"interval": {"const": "cron"}}, "required": ["interval"]},
                    "then": {"properties": {"cronjob": {"type": "string", "title": "Cron job"}}, "required": ["cronjob"]}}]}
        """#)
        let cron = try DemoProcess.run(["schema", path, "--plain"], standardInput: Data("cron\n0 9 * * 1\n".utf8))
        #expect(cron.status == 0, "\(cron.standardError)")
        #expect(try JSONValue(parsing: cron.standardOutput) == ["interval": "cron", "cronjob": "0 9 * * 1"])
        let weekly = try DemoProcess.run(["schema", path, "--plain"], standardInput: Data("weekly\n".utf8))
        #expect(weekly.status == 0, "\(weekly.standardError)")
        #expect(!weekly.standardError.contains("Cron job"), "never asked")
        #expect(try JSONValue(parsing: weekly.standardOutput) == ["interval": "weekly"])
    }

    /// A map, an optional part and an array of arrays: a resumed value comes back unchanged from
    /// a fill-in where every answer is Enter, and `--values` takes it.
    @Test func mapsOptionalPartsAndArraysOfArraysSurviveAnUntouchedFillIn() throws {
        let path = try SchemaCommandTests.temporaryFile(#"""
        {"type": "object", "properties": {
          "metadata": {"type": "object", "additionalProperties": {"type": "string"}},
          "invoice": {"type": "object", "properties": {"street": {"type": "string"}}},
          "matrix": {"type": "array", "items": {"type": "array", "items": {"type": "integer"}}}}}
        """#)
        let value = #"{"metadata":{"plan":"pro","ref":"A-1"},"invoice":{"street":"1 Main St"},"matrix":[[1,2],[3]]}"#
        let resume = try SchemaCommandTests.temporaryFile(value)
        let kept = try DemoProcess.run(["schema", path, "--plain", "--resume", resume], standardInput: Data(String(repeating: "\n", count: 40).utf8))
        #expect(kept.status == 0, "\(kept.standardError)")
        #expect(try JSONValue(parsing: kept.standardOutput) == JSONValue(parsing: value))
        #expect(kept.standardError.contains("Include invoice [Y/n]"))
        let checked = try DemoProcess.run(["schema", path, "--values", "-"], standardInput: Data(value.utf8))
        #expect(checked.status == 0, "\(checked.standardOutput)")
    }
}
