/// Numbers as people read them in messages: shared by a condition's description here and by
/// FormKit's values, validators and items.
package enum NumberText {
    /// `42` rather than `42.0` for whole numbers that a `Double` holds exactly; otherwise Swift's
    /// shortest round-tripping text (`0.1`, `1e+20`, `inf`).
    package static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}
