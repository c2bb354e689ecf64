import Foundation
import FormKit
import FormSchema
import ListKit

extension SchemaBenchmark {
    /// ``document(fields:hidden:)`` with `alternatives` runs of three properties (spread evenly)
    /// replaced by one `oneOf` of two object branches ("Post": street and city; "Pickup": store):
    /// as many fields in all, 300 of them in alternatives.
    static func document(fields count: Int, alternatives: Int) -> (schema: String, ui: JSONValue) {
        let (text, ui) = document(fields: count)
        guard var schema = (try? JSONValue(parsing: text))?.objectValue, var properties = schema["properties"]?.objectValue else { return (text, ui) }
        let every = max(1, (count - 1) / max(alternatives, 1))
        var made = 0
        for index in stride(from: every, to: count, by: every) where made < alternatives {
            made += 1
            properties["field\(index + 1)"] = nil
            properties["field\(index + 2)"] = nil
            properties["field\(index)"] = ["title": .string("Delivery \(index)"), "oneOf": [
                ["title": "Post", "type": "object", "required": ["street"],
                 "properties": ["street": ["type": "string"], "city": ["type": "string"]]],
                ["title": "Pickup", "type": "object", "properties": ["store": ["enum": ["Soho", "Mitte"]]]],
            ]]
        }
        schema["properties"] = .object(properties)
        schema["required"] = .array(properties.keys.filter { (properties[$0]?["oneOf"]) != nil }.map(JSONValue.string))
        let kept = (ui["elements"]?.arrayValue ?? []).filter { element in
            guard let scope = element["scope"]?.stringValue, let name = scope.split(separator: "/").last else { return true }
            return properties[String(name)] != nil
        }
        return ((try? JSONValue.object(schema).jsonString()) ?? "{}", ["type": "VerticalLayout", "elements": .array(kept)])
    }

    /// Import time per field of a 1,000-field document with 100 alternatives against the same
    /// document without them (same run), and what a switch of one alternative sends.
    func runAlternatives() {
        let clock = ContinuousClock()
        print("alternatives: 1,000 fields, 300 of them in 100 oneOf properties (branches Post: street, city; Pickup: store)")
        let (plainText, plainUI) = Self.document(fields: 1_000)
        let (text, ui) = Self.document(fields: 1_000, alternatives: 100)
        var plainTimes: [Double] = [], alternativeTimes: [Double] = []
        for _ in 0..<runs {
            plainTimes.append(Self.importAndShow(plainText, plainUI))
            alternativeTimes.append(Self.importAndShow(text, ui))
        }
        let plain = median(plainTimes), alternatives = median(alternativeTimes)
        print(String(format: "  import + show: %.0f µs without alternatives (%.2f µs per field), %.0f µs with (%.2f µs per field): ×%.2f",
                     plain, plain / 1_000, alternatives, alternatives / 1_000, alternatives / plain))

        // A switch of the 50th alternatives, Post → Pickup: what reaches the collection view.
        var switchTimes: [Double] = []
        var batchText = ""
        for _ in 0..<runs {
            guard let (form, view) = Self.makeForm(text, ui) else { return print("refused") }
            let all = form.fields.compactMap { $0.container as? FieldAlternatives }
            guard all.count == 100 else { return print("  expected 100 alternatives, found \(all.count)") }
            _ = view.renderViewport()
            view.clearAppliedUpdates()
            switchTimes.append(microseconds(clock.measure { all[49].select(1) }))
            batchText = Self.describeBatches(view)
        }
        print(String(format: "  a switch of one alternative (Post → Pickup): %.0f µs", median(switchTimes)))
        print("  what reached the collection view: \(batchText) (Street and City leave, Store comes, the choice shows its pick)")
    }
}
