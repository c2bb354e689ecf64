import FormKit
import Foundation

/// Alternatives and maps written back: an `anyOf` of titled branches, `additionalProperties`.
extension SchemaExport {
    /// Alternatives with a key as a property whose `anyOf` holds each branch's schema, titled (an
    /// `anyOf`, not a `oneOf`: a branch's value may satisfy another branch too, as `{}` does two
    /// branches of optional fields). Alternatives without a key are reported: their branches add
    /// properties to the object around them, which needs the object's own `anyOf`.
    mutating func exportAlternatives(_ alternatives: FieldAlternatives, path: String) -> (String, JSONObject, JSONObject, Bool)? {
        guard let key = alternatives.key else {
            report(path + alternatives.title, "alternatives without a key (their fields are the object's own) are not exported")
            return nil
        }
        var branches: [JSONValue] = []
        for branch in alternatives.branches {
            if let field = branch.scalarField as? Item {
                guard let (_, property, _, _) = exportItem(field, path: path, allowsRules: false, key: key) else { continue }
                var titled = property
                titled["title"] = .string(branch.title)
                branches.append(.object(titled))
            } else {
                var parts = ObjectParts()
                exportContent(branch.content, path: path + key + "/", into: &parts)
                branches.append(.object(parts.schema(title: branch.title)))
            }
        }
        var property: JSONObject = [:]
        if !alternatives.title.isEmpty { property["title"] = .string(alternatives.title) }
        property["anyOf"] = .array(branches)
        let control: JSONObject = ["type": "Control", "scope": .string("#/properties/" + JSONPointer.escape(key))]
        let isRequired = alternatives.choiceItem.constraints.contains(.required)
        return (key, property, control, isRequired)
    }

    /// Rows of a map as an `object` property whose `additionalProperties` is the value field's
    /// schema (an object of the other fields when the rows have no value field).
    mutating func exportMap(_ rows: RepeatingRows, _ map: MapEntries, path: String) -> (String, JSONObject, JSONObject, Bool)? {
        var parts = ObjectParts()
        exportContent(rows.makeTemplateContent(), path: path + rows.key + "/-/", into: &parts)
        let values: JSONValue
        if let valueField = map.valueField {
            guard let schema = parts.properties[valueField] else {
                report(path + rows.key, "a map whose rows have no field \(valueField.debugDescription)")
                return nil
            }
            values = schema
        } else {
            parts.properties[map.nameField] = nil
            parts.required.removeAll { $0.stringValue == map.nameField }
            values = .object(parts.schema(title: nil))
        }
        var property: JSONObject = ["type": "object"]
        if !rows.title.isEmpty { property["title"] = .string(rows.title) }
        if let notes = rows.titleItem.detail.nilIfEmpty { property["description"] = .string(notes) }
        property["additionalProperties"] = values
        if rows.minimumCount > 0 { property["minProperties"] = .integer(rows.minimumCount) }
        if let maximum = rows.maximumCount { property["maxProperties"] = .integer(maximum) }
        let control: JSONObject = ["type": "Control", "scope": .string("#/properties/" + JSONPointer.escape(rows.key))]
        return (rows.key, property, control, !rows.allowsNone)
    }
}
