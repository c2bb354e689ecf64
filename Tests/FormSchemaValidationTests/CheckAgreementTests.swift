import FormJSON
import FormSchemaValidation
import Testing

/// `isValid` walks its own plan of the compiled schema (no errors recorded); `validate` evaluates
/// and records every error. Whatever the value, both must give the same verdict.
@Suite struct CheckAgreementTests {
    /// SplitMix64, as ListDiffKit's, which this leaf's tests may not import (`.ci/run` keeps
    /// FormSchemaValidation's tests on FormJSON and FormSchemaValidation alone).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Schemas that use every keyword the plan decodes (type, lengths, required in and out of
    /// `properties`, more than 64 properties) and every applicator it hands on.
    static let schemas: [String] = [
        ##"{"type": "object", "required": ["a", "b", "zz"], "additionalProperties": false, "properties": {"a": {"type": "integer", "minimum": 2}, "b": {"type": ["string", "null"], "minLength": 2, "maxLength": 3}, "c": {"type": "number", "exclusiveMaximum": 5}, "zz": {"enum": [1, "x", null]}}, "patternProperties": {"^p": {"type": "boolean"}}}"##,
        ##"{"anyOf": [{"type": "array", "prefixItems": [{"type": "integer"}], "items": {"type": "string"}}, {"type": "object", "propertyNames": {"maxLength": 1}, "minProperties": 2}], "not": {"const": [1]}}"##,
        ##"{"oneOf": [{"properties": {"a": {"const": 1}}, "required": ["a"]}, {"properties": {"b": {"type": "integer"}}, "required": ["b"]}], "dependentRequired": {"c": ["a"]}, "dependentSchemas": {"d": {"required": ["b"]}}}"##,
        ##"{"if": {"properties": {"a": {"const": 1}}}, "then": {"required": ["b"]}, "else": {"maxProperties": 1}, "contains": {"type": "integer"}, "minContains": 2, "maxContains": 3, "uniqueItems": true}"##,
        ##"{"$defs": {"node": {"type": ["object", "integer"], "properties": {"next": {"$ref": "#/$defs/node"}, "a": {"type": "integer"}}, "required": ["a"]}}, "$ref": "#/$defs/node"}"##,
        ##"{"type": "integer", "multipleOf": 2}"##,
        ##"{"type": "string", "pattern": "^[ab]+$", "format": "email"}"##,
        ##"{"items": false, "prefixItems": [true, {"type": "null"}]}"##,
        // Names a value's keys are guessed against: KELVIN SIGN (not "K" to JSON), one longer than
        // 15 UTF-8 bytes (not held inline), leaves with bounds over elements and members.
        ##"{"properties": {"\u212A": {"type": "integer", "maximum": 3}, "a_rather_long_member_name": {"type": "string", "maxLength": 2}, "K": {"type": "boolean"}, "a": {"type": "integer", "minimum": 2, "maximum": 5.5}}, "additionalProperties": {"type": "null"}, "items": {"type": "integer", "minimum": 0, "exclusiveMaximum": 4.5}}"##,
    ]

    /// A schema with 70 properties, all required: positions past 64 are checked by name.
    static let wide: JSONValue = {
        var properties = JSONObject()
        for index in 0..<70 { properties["p\(index)"] = ["type": "integer"] }
        return ["type": "object", "properties": .object(properties), "required": .array((0..<70).map { .string("p\($0)") })]
    }()

    static func value(_ generator: inout Generator, depth: Int = 0) -> JSONValue {
        let keys = ["a", "b", "c", "d", "zz", "p", "pq", "next", "ü", "K", "\u{212A}", "a_rather_long_member_name"] + (0..<70).map { "p\($0)" }
        switch Int.random(in: 0..<(depth > 3 ? 7 : 9), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .integer(Int.random(in: -3...6, using: &generator))
        case 3: return .number([1.5, 2.0, 4.999, -0.5, 6.0][Int.random(in: 0..<5, using: &generator)])
        case 4: return .decimal(JSONDecimal("2.00")!)
        case 5, 6: return .string(["", "x", "ab", "abc", "abcd", "a@b.co", "ba", "é👍"][Int.random(in: 0..<8, using: &generator)])
        case 7: return .array((0..<Int.random(in: 0..<5, using: &generator)).map { _ in value(&generator, depth: depth + 1) })
        default:
            var object = JSONObject()
            let wide = Int.random(in: 0..<6, using: &generator) == 0
            let count = wide ? 69 : Int.random(in: 0..<5, using: &generator)
            for key in (wide ? Array(keys.dropFirst(12)) : keys).shuffled(using: &generator).prefix(count) {
                object[key] = wide ? .integer(1) : value(&generator, depth: depth + 1)
            }
            return .object(object)
        }
    }

    @Test func isValidAgreesWithValidateOnRandomValues() throws {
        var documents = try Self.schemas.map { try SchemaDocument(parsing: $0) }
        documents.append(try SchemaDocument(json: Self.wide))
        var generator = Generator(state: 20_261_127)
        var disagreements: [String] = []
        for _ in 0..<3_000 {
            let value = Self.value(&generator)
            for (index, document) in documents.enumerated() where document.isValid(value) != document.validate(value).isEmpty {
                disagreements.append("schema \(index): \(value)")
            }
        }
        #expect(disagreements.count == 0, "\(disagreements.prefix(3))")
    }

    @Test func everyRequiredPropertyIsCheckedPastTheSixtyFourth() throws {
        let document = try SchemaDocument(json: Self.wide)
        var all = JSONObject()
        for index in 0..<70 { all["p\(index)"] = 1 }
        #expect(document.isValid(.object(all)))
        all["p69"] = nil
        #expect(!document.isValid(.object(all)))
        all["p69"] = 1
        all["p3"] = nil
        #expect(!document.isValid(.object(all)))
    }

    @Test func membersAreMatchedByTheirScalarsInAnyOrder() throws {
        let document = try SchemaDocument(parsing: ##"""
        {"type": "object", "additionalProperties": false, "required": ["\u212A", "a_rather_long_member_name", "b"],
         "properties": {"\u212A": {"type": "integer"}, "a_rather_long_member_name": {"type": "string"}, "b": {"type": "boolean"}}}
        """##)
        // In the schema's order, in another, and parsed (the keys then have storage of their own).
        let inOrder: JSONValue = ["\u{212A}": 1, "a_rather_long_member_name": "x", "b": true]
        let reversed: JSONValue = ["b": true, "a_rather_long_member_name": "x", "\u{212A}": 1]
        let parsed = try JSONValue(parsing: #"{"\u212A": 1, "a_rather_long_member_name": "x", "b": true}"#)
        for value in [inOrder, reversed, parsed] {
            #expect(document.isValid(value))
            #expect(document.validate(value).isEmpty)
        }
        // "K" is canonically equivalent to KELVIN SIGN, but JSON names compare by scalars.
        let letter: JSONValue = ["K": 1, "a_rather_long_member_name": "x", "b": true]
        #expect(!document.isValid(letter))
        #expect(!document.validate(letter).isEmpty)
        // A member in the guessed place with the wrong value still fails.
        let wrong: JSONValue = ["\u{212A}": 1, "a_rather_long_member_name": 2, "b": true]
        #expect(!document.isValid(wrong))
    }
}
