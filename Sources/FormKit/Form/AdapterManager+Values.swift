import Foundation
import ListKit

extension AdapterManager {
    // MARK: - Values

    /// The form's values as one plain JSON object, in form order: each field with a key and a
    /// value (not buttons or labels), shaped by its item — strings, integers, numbers, booleans,
    /// arrays, dates as RFC 3339 text; each ``FieldGroup`` as an object and each
    /// ``RepeatingRows`` as an array, by their keys. **What nobody filled in is left out**: a field
    /// whose value is empty (`null`, `""`, `[]`) is not sent, never as `""` or `null` (a row of
    /// rows keeps its place, as `{}` or its field's value). Hidden fields are left out; when fields
    /// share a key, the first one shown wins. Secrets are included: this is the explicit call that
    /// returns them.
    ///
    /// ```swift
    /// try manager.values.jsonString()   // {"name":"Ada","seats":5,"plan":"Team","extras":["Wifi"]}
    /// ```
    /// - Complexity: O(n) for n items.
    public var values: JSONObject { values(includingHidden: false) }

    /// The form's values, like ``values``.
    /// - Parameters:
    ///   - includingHidden: also the values of hidden fields (hiding keeps a value).
    ///   - redactingSecrets: secrets (a secure text, a card) redacted as ``Redaction`` shows them —
    ///     for logs and printouts.
    /// - Complexity: O(n) for n items.
    public func values(includingHidden: Bool, redactingSecrets: Bool = false) -> JSONObject {
        collectValues(of: formIndex.items, in: nil, includingHidden: includingHidden, redactingSecrets: redactingSecrets)
    }

    /// Decodes the form's values into your own type, in one call.
    ///
    /// ```swift
    /// struct Signup: Decodable { var name: String; var seats: Int; var plan: String? }
    /// let signup = try manager.values(as: Signup.self)
    /// ```
    /// Dates decode from the items' RFC 3339 text into `Date` (a day as its start in the item's
    /// time zone); a field that is empty gives `null`, which an optional property takes.
    /// - Throws: `Problem` naming the key (a dotted path for nested types) and what was
    ///   wrong.
    /// - Complexity: O(n) for n fields, plus decoding.
    public func values<T: Decodable>(as type: T.Type, includingHidden: Bool = false) throws(Problem) -> T {
        let data: Data
        do {
            data = try JSONValue.object(values(includingHidden: includingHidden)).jsonData()
        } catch {
            throw Problem(key: error.pointer, message: "cannot be written as JSON: \(error)")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { [weak self] decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            let key = decoder.codingPath.last?.stringValue
            let date: Date? = MainActor.assumeIsolated {
                if let key, let item = self?.item(forKey: key) as? DateTimeItem {
                    return (try? item.value(forJSON: .string(text))) ?? nil
                }
                return ISO8601Timestamp.date(from: text) ?? ISO8601Timestamp.calendarDate(from: text).map {
                    ISO8601Timestamp.date(days: ISO8601Timestamp.daysFromCivil(year: $0.year, month: $0.month, day: $0.day), seconds: 0)
                }
            }
            guard let date else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a date like 2024-05-31T12:30:00Z, got \(text.debugDescription)")
            }
            return date
        }
        do {
            return try decoder.decode(T.self, from: data)
        } catch let error as DecodingError {
            throw valueError(error)
        } catch {
            throw Problem(key: "", message: "\(error)")
        }
    }

    /// A decoding error as a ``Problem`` that names the key.
    func valueError(_ error: DecodingError) -> Problem {
        func path(_ context: DecodingError.Context, adding key: CodingKey? = nil) -> String {
            (context.codingPath + (key.map { [$0] } ?? [])).map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            // A shown field with the key was left empty, and an empty field is not sent.
            if context.codingPath.isEmpty, let item = item(forKey: key.stringValue), item is FormField, !item.isEffectivelyHidden {
                return Problem(key: key.stringValue, message: "is empty (nothing filled in), but the property needs a value: make it optional or the field required")
            }
            return Problem(key: path(context, adding: key), message: "no value: no shown field has this key")
        case .valueNotFound(let type, let context):
            return Problem(key: path(context), message: "is empty (null), but \(type) needs a value: make the property optional or the field required")
        case .typeMismatch(let type, let context):
            return Problem(key: path(context), message: "does not fit \(type): \(context.debugDescription)")
        case .dataCorrupted(let context):
            return Problem(key: path(context), message: context.debugDescription)
        @unknown default:
            return Problem(key: "", message: "\(error)")
        }
    }

    /// Sets the values of the fields with these keys — every field that has the key — from plain
    /// JSON, in one batch that reloads only the rows whose value changed.
    ///
    /// All or nothing: every value is checked first (a key no field has, a value of the wrong
    /// type, a value the item's rule refuses), and if any is refused nothing is set.
    /// - Throws: ``ValuesError`` with one error per refused key, in the object's order.
    /// - Complexity: O(k) for k keys (plus the O(n) index after a change of the tree), plus the
    ///   conditions that read the keys and the batch.
    public func setValues(_ values: JSONObject) throws(ValuesError) {
        // Alternatives without a key at the top take the branches the values' keys belong to
        // first (put back if anything is refused), so those keys name fields.
        var picked: [(FieldAlternatives, Int?)] = []
        for _ in 0..<4 {
            let merged = formIndex.mergedAlternatives
            guard !merged.isEmpty, values.keys.contains(where: { formIndex.fieldsByKey[$0] == nil && formIndex.containersByKey[$0] == nil }) else { break }
            var changed = false
            for alternatives in merged {
                guard let branch = alternatives.branchIndex(forMembersOf: values), branch != alternatives.selectedIndex else { continue }
                picked.append((alternatives, alternatives.selectedIndex))
                alternatives.apply(branch)
                changed = true
            }
            if !changed { break }
        }
        do throws(ValuesError) {
            try setValuesByKey(values)
        } catch {
            if error.problems.contains(where: { $0.message == Self.noFieldMessage }) {
                for (alternatives, index) in picked.reversed() { alternatives.apply(index) }
            }
            throw error
        }
    }

    private static let noFieldMessage = "no field has this key"

    private func setValuesByKey(_ values: JSONObject) throws(ValuesError) {
        let index = formIndex
        var errors: [Problem] = []
        var targets: [(FormField, JSONValue)] = []
        var containers: [(any ContentContainer, String, JSONValue)] = []
        for (key, value) in values {
            if let container = index.containersByKey[key] {
                let pointer = "/" + JSONPointer.escape(key)
                if let group = container as? FieldGroup { group.check(value, pointer: pointer, into: &errors) }
                if let rows = container as? RepeatingRows { rows.check(value, pointer: pointer, into: &errors) }
                if let alternatives = container as? FieldAlternatives { alternatives.check(value, pointer: pointer, into: &errors) }
                containers.append((container, pointer, value))
                continue
            }
            guard let fields = index.fieldsByKey[key] else {
                let message = index.itemsByKey[key] == nil ? Self.noFieldMessage : "this item has no value to set (a button or a label)"
                errors.append(Problem(key: key, message: message))
                continue
            }
            var refused = false
            for field in fields {
                do throws(Problem) { try field.checkJSONValue(value) } catch {
                    errors.append(error)
                    refused = true
                    break
                }
            }
            if !refused { targets += fields.map { ($0, value) } }
        }
        guard errors.isEmpty else { throw ValuesError(problems: errors) }
        performBatchUpdates {
            for (field, value) in targets {
                // Checked above; a handler that changed another item's rule meanwhile is reported.
                do throws(Problem) { try field.setJSONValue(value) } catch { errors.append(error) }
            }
            for (container, pointer, value) in containers {
                do throws(ValuesError) {
                    if let group = container as? FieldGroup { try group.setValue(value, pointer: pointer) }
                    if let rows = container as? RepeatingRows { try rows.setValue(value, pointer: pointer) }
                    if let alternatives = container as? FieldAlternatives { try alternatives.setValue(value, pointer: pointer) }
                } catch {
                    errors += error.problems
                }
            }
        }
        if !errors.isEmpty { throw ValuesError(problems: errors) }
    }

    /// Sets the values from your own `Encodable` type, as ``setValues(_:)`` does: each property
    /// names a key (`nil` optionals are left alone), dates are written as RFC 3339 text.
    /// - Throws: ``ValuesError``; nothing is set then.
    public func setValues<T: Encodable>(from value: T) throws(ValuesError) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISO8601Timestamp.string(from: date) ?? "")
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: encoder.encode(value))
        } catch {
            throw ValuesError(problems: [Problem(key: "", message: "cannot be encoded: \(error)")])
        }
        guard let object = json.objectValue else {
            throw ValuesError(problems: [Problem(key: "", message: "expected an object of values, got \(json.typeName)")])
        }
        try setValues(object)
    }
}
