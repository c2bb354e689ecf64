import Foundation

/// Numbers as people read them in messages.
enum NumberText {
    /// `42` rather than `42.0` for whole numbers that a `Double` holds exactly; otherwise Swift's
    /// shortest round-tripping text (`0.1`, `1e+20`, `inf`).
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}
