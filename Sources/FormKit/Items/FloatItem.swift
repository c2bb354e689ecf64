import Foundation
import FormLocale
import ListKit

/// A value in a range, shown as a slider (RETableViewManager's `REFloatItem`, Eureka's
/// `SliderRow`): `[======----] 0.60`.
///
/// Value on the wire: a number. Rule: a finite number inside ``range``.
@MainActor
open class FloatItem: FormItem<Double> {
    /// The allowed values.
    public let range: ClosedRange<Double>
    /// Digits after the decimal point in the display.
    public var fractionDigits: Int

    /// Creates a slider.
    /// - Precondition: `value` is inside `range`, and `range` is finite.
    public init(_ title: String, key: String? = nil, value: Double, range: ClosedRange<Double> = 0...1, fractionDigits: Int = 2) {
        precondition(range.lowerBound.isFinite && range.upperBound.isFinite, "FloatItem \(title.debugDescription): the range \(range) must be finite")
        self.range = range
        self.fractionDigits = max(0, fractionDigits)
        super.init(title, key: key, value: value)
    }

    /// "must be between …" when `value` is outside the range (or not finite).
    open override func problem(with value: Double) -> String? { rangeProblem(value, range) }

    override func keyedProblem(with value: Double) -> ValidationMessage? { keyedRangeProblem(value, range) }

    /// `.number(value)`.
    open override var formValue: FormValue { .number(value) }

    /// A number.
    open override func jsonValue(for value: Double) -> JSONValue? { .number(value) }

    /// A number (an integer is one too).
    open override func value(forJSON json: JSONValue) throws(Problem) -> Double { try number(forJSON: json) }

    /// Takes a number inside the range, read in the manager's language (`0,6` in German; `0.6`
    /// in every language).
    open override func apply(input: String) throws(InputError) {
        guard let number = typedNumber(input) else { throw inputError(input, ValidationMessage("is not a number", key: "input.notANumber")) }
        try setValue(number, fromInput: input)
    }

    func format(_ number: Double) -> String { String(format: "%.\(fractionDigits)f", number) }

    /// A ten-step bar and the value.
    open override var displayValue: String? {
        let span = range.upperBound - range.lowerBound
        let filled = span > 0 ? Int(((value - range.lowerBound) / span * 10).rounded()) : 10
        return "[" + String(repeating: "=", count: filled) + String(repeating: "-", count: 10 - filled) + "] " + shownNumber(format(value))
    }
}
