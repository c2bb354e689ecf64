import Foundation
import FormKit
import FormSchema

extension SchemaBenchmark {
    /// A realistic 50-field order document: strings with patterns and formats, bounded numbers,
    /// choices, a nested address, an array of line objects through `$ref`, and an `if`/`then`.
    static let orderDocument: JSONValue = {
        var properties = JSONObject()
        for index in 0..<40 {
            properties["field\(index)"] = switch index % 8 {
            case 0: ["type": "string", "minLength": 1, "maxLength": 40]
            case 1: ["type": "string", "format": "email"]
            case 2: ["type": "integer", "minimum": 0, "maximum": 120]
            case 3: ["enum": ["S", "M", "L", "XL"]]
            case 4: ["type": "string", "format": "date"]
            case 5: ["type": "string", "pattern": "^[A-Z]{2}-[0-9]{4}$"]
            case 6: ["type": "number", "exclusiveMinimum": 0, "multipleOf": 0.25]
            default: ["type": "boolean"]
            }
        }
        properties["address"] = ["type": "object", "required": ["street", "city", "zip"], "additionalProperties": false,
                                 "properties": ["street": ["type": "string"], "city": ["type": "string"],
                                                "zip": ["type": "string", "pattern": "^[0-9]{5}$"], "country": ["const": "DE"]]]
        properties["lines"] = ["type": "array", "minItems": 1, "maxItems": 100, "items": ["$ref": "#/$defs/line"]]
        properties["tags"] = ["type": "array", "items": ["type": "string"], "uniqueItems": true]
        properties["delivery"] = ["enum": ["standard", "express"]]
        properties["express"] = ["type": "object", "properties": ["slot": ["type": "string"]]]
        for index in 0..<5 { properties["note\(index)"] = ["type": "string", "maxLength": 200] }
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object", "required": ["field0", "field1", "address", "lines"],
            "properties": .object(properties),
            "$defs": ["line": ["type": "object", "required": ["sku", "quantity"], "additionalProperties": false,
                               "properties": ["sku": ["type": "string", "pattern": "^[A-Z]{3}[0-9]{3}$"],
                                              "quantity": ["type": "integer", "minimum": 1],
                                              "price": ["type": "number", "minimum": 0]]]],
            "if": ["properties": ["delivery": ["const": "express"]], "required": ["delivery"]],
            "then": ["required": ["express"]],
        ]
    }()

    /// A valid value of ``orderDocument`` with `lines` lines.
    static func orderValue(lines: Int) -> JSONValue {
        var value = JSONObject()
        for index in 0..<40 {
            value["field\(index)"] = switch index % 8 {
            case 0: .string("Name \(index)")
            case 1: .string("user\(index)@example.com")
            case 2: .integer(index)
            case 3: "M"
            case 4: "2024-05-31"
            case 5: "AB-1234"
            case 6: 19.75
            default: true
            }
        }
        value["address"] = ["street": "Hauptstr. 1", "city": "Berlin", "zip": "10115", "country": "DE"]
        value["lines"] = .array((0..<lines).map { ["sku": .string("ABC\(100 + $0 % 900)"), "quantity": .integer(1 + $0 % 5), "price": 9.5] })
        value["tags"] = ["gift", "fragile"]
        value["delivery"] = "express"
        value["express"] = ["slot": "morning"]
        for index in 0..<5 { value["note\(index)"] = .string("note \(index)") }
        return .object(value)
    }

    /// Writes the order document and its value as JSON files into `folder`, for other validators
    /// to be measured on the same input.
    func writeOrder(to folder: String) {
        let url = URL(fileURLWithPath: folder)
        try? Self.orderDocument.jsonData(prettyPrinted: true).write(to: url.appendingPathComponent("order.schema.json"))
        try? Self.orderValue(lines: 10).jsonData(prettyPrinted: true).write(to: url.appendingPathComponent("order.value.json"))
    }

    /// Compiled validation: values of a 50-field document per second, and reading (compiling) a
    /// 1,000-field document.
    func runCompiled(quick: Bool) {
        let clock = ContinuousClock()
        guard let document = try? SchemaDocument(json: Self.orderDocument) else { return print("refused") }
        let value = Self.orderValue(lines: 10)
        let count = quick ? 10_000 : 100_000
        var errors = 0, valid = 0
        let validate = microseconds(clock.measure { for _ in 0..<count { errors += document.validate(value).count } })
        let check = microseconds(clock.measure { for _ in 0..<count where document.isValid(value) { valid += 1 } })
        let text = (try? value.jsonString()) ?? ""
        let parse = microseconds(clock.measure { for _ in 0..<1_000 { _ = try? JSONValue(parsing: text) } }) / 1_000
        print("compiled validation of a 50-field order with 10 lines (\(count) values, \(errors) errors, \(valid) valid)")
        print(String(format: "  validate (every error): %.0f values/s (%.1f µs each); isValid: %.0f values/s (%.1f µs); parsing its JSON: %.1f µs",
                     Double(count) / validate * 1e6, validate / Double(count), Double(count) / check * 1e6, check / Double(count), parse))

        let (text1000, _) = Self.document(fields: 1_000)
        var readTimes: [Double] = [], parseTimes: [Double] = []
        for _ in 0..<max(runs, 3) {
            parseTimes.append(microseconds(clock.measure { _ = try? JSONValue(parsing: text1000) }))
            readTimes.append(microseconds(clock.measure { _ = try? SchemaDocument(parsing: text1000, options: Self.options) }))
        }
        print(String(format: "reading (parsing, checking, compiling) a 1,000-field document: %.0f µs; parsing alone: %.0f µs",
                     median(readTimes), median(parseTimes)))
        print("")
    }
}
