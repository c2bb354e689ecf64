import Foundation
import FormKit
import ListKit

/// Options whose titles (what a row shows) differ from their values (what is sent): `oneOf` of
/// `{const, title}`, or an `enum` of non-strings.
struct OptionMapping: Sendable, Hashable {
    let titles: [String]
    let values: [JSONValue]

    func value(forTitle title: String) -> JSONValue? { titles.firstIndex(of: title).map { values[$0] } }
    func title(forValue value: JSONValue) -> String? { values.firstIndex(of: value).map { titles[$0] } }

    /// The chosen option's value, or `null` (a single choice's wire value).
    func jsonValue(forChosen title: String?) -> JSONValue { title.flatMap(value(forTitle:)) ?? .null }

    /// The options with the UI schema's titles (rjsf `ui:enumNames`, one per option in the enum's
    /// order) and order (rjsf `ui:enumOrder`: values, `"*"` for the rest in the enum's order).
    func applying(_ hints: SchemaUIHints) -> OptionMapping {
        var titles = self.titles
        if let names = hints.enumNames, names.count == titles.count { titles = names }
        guard let order = hints.enumOrder else { return OptionMapping(titles: titles, values: values) }
        var positions: [Int] = []
        let listed = Set(order.compactMap { values.firstIndex(of: $0) })
        for entry in order {
            if entry == "*" {
                positions += values.indices.filter { !listed.contains($0) && !positions.contains($0) }
            } else if let index = values.firstIndex(of: entry), !positions.contains(index) {
                positions.append(index)
            }
        }
        // What the order does not list, and no "*" placed, comes last (rjsf's rule).
        positions += values.indices.filter { !positions.contains($0) }
        return OptionMapping(titles: positions.map { titles[$0] }, values: positions.map { values[$0] })
    }

    /// The options' values for messages (the first ten): `"a", 2, true`.
    var valueList: String { values.prefix(10).map(\.description).joined(separator: ", ") }

    /// The title of the option whose value is `json` (`nil` for `null`).
    /// - Parameter refusal: the item's error for a value and what was expected.
    func chosenTitle(forJSON json: JSONValue, _ refusal: (JSONValue, String) -> Problem) throws(Problem) -> String? {
        if json.isNull { return nil }
        guard let title = title(forValue: json) else { throw refusal(json, "one of \(valueList)") }
        return title
    }
}
