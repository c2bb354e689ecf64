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
