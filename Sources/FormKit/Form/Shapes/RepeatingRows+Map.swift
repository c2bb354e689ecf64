import Foundation

/// How the rows of a map are read: which field of a row names its member, and which holds its
/// value (see ``RepeatingRows/map``).
public struct MapEntries: Sendable, Hashable {
    /// The key of the field in each row whose text is the member's name.
    public let nameField: String
    /// The key of the field in each row that holds the member's value; `nil`: the value is an
    /// object of the row's other fields.
    public let valueField: String?

    /// Creates the description.
    public init(nameField: String, valueField: String?) {
        self.nameField = nameField
        self.valueField = valueField
    }
}

extension RepeatingRows {
    /// The name a row gives its member (its name field's text, as typed), or `nil` when the row
    /// has no such field.
    func entryName(of row: RepeatingRow, in map: MapEntries) -> String? {
        guard let field = row.fields.first(where: { $0.key == map.nameField && ($0 as? Item)?.fieldContainer === row }) else { return nil }
        return field.jsonValue?.stringValue ?? ""
    }

    /// The value a row gives its member: its value field's, or an object of its other fields.
    func entryValue(of row: RepeatingRow, in map: MapEntries, includingHidden: Bool, redactingSecrets: Bool) -> JSONValue {
        var object = row.objectValue(includingHidden: includingHidden, redactingSecrets: redactingSecrets)
        object[map.nameField] = nil
        guard let valueField = map.valueField else { return .object(object) }
        return object[valueField] ?? .null
    }

    /// The map's object: each row's member by its name, in order; a row without a name or with a
    /// name an earlier row has is left out of the values and is an error of the rows
    /// (``mapProblem(_:)``), so nothing typed is dropped unseen.
    func mapValue(_ map: MapEntries, includingHidden: Bool, redactingSecrets: Bool) -> JSONValue {
        var object = JSONObject()
        for row in rows {
            guard let name = entryName(of: row, in: map), !name.isEmpty, !object.contains(key: name) else { continue }
            object[name] = entryValue(of: row, in: map, includingHidden: includingHidden, redactingSecrets: redactingSecrets)
        }
        return .object(object)
    }

    /// What is wrong with a map's names: a row with a value and no name, or a name twice.
    func mapProblem(_ map: MapEntries) -> String? {
        var seen: [String: Int] = [:]
        for (index, row) in rows.enumerated() {
            let name = entryName(of: row, in: map) ?? ""
            if name.isEmpty {
                let value = entryValue(of: row, in: map, includingHidden: false, redactingSecrets: false)
                if !value.isEmptyValue { return "row \(index + 1) has a value but no name" }
                continue
            }
            if let first = seen[name] { return "rows \(first + 1) and \(index + 1) have the same name \(name.debugDescription)" }
            seen[name] = index
        }
        return nil
    }

    /// A member as a row's value: `{nameField: name, valueField: value}`, or the member's object
    /// with the name beside it.
    func rowValue(name: String, member: JSONValue, in map: MapEntries) -> JSONValue {
        var object = JSONObject()
        object[map.nameField] = .string(name)
        if let valueField = map.valueField {
            object[valueField] = member
        } else if let members = member.objectValue {
            for (key, value) in members where key != map.nameField { object[key] = value }
        }
        return .object(object)
    }

    /// An object set on a map as the rows' array it stands for.
    func mapRowsValue(_ value: JSONValue, in map: MapEntries) -> JSONValue {
        guard case .object(let object) = value else { return value }
        return .array(object.map { rowValue(name: $0.0, member: $0.1, in: map) })
    }
}
