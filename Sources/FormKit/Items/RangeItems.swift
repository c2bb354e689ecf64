import Foundation
import ListKit

/// A value in a range, shown as a slider (RETableViewManager's `REFloatItem`, Eureka's
/// `SliderRow`): `[======----] 0.60`.
@MainActor
open class FloatItem: FormItem<Double> {
    /// The allowed values.
    public let range: ClosedRange<Double>
    /// Digits after the decimal point in the display.
    public var fractionDigits: Int

    /// Creates a slider; `value` is clamped into `range`.
    public init(_ title: String, key: String? = nil, value: Double, range: ClosedRange<Double> = 0...1, fractionDigits: Int = 2) {
        self.range = range
        self.fractionDigits = max(0, fractionDigits)
        super.init(title, key: key, value: min(max(value, range.lowerBound), range.upperBound))
    }

    /// `.number(value)`.
    open override var formValue: FormValue { .number(value) }

    /// Takes a `.number` inside the range.
    open override func setFormValue(_ value: FormValue) throws(FormValueError) {
        try setNumber(from: value, in: range)
    }

    /// Takes a number inside the range.
    open override func apply(input: String) throws(InputError) {
        guard let number = Double(input.trimmingCharacters(in: .whitespaces)) else { throw inputError(input, "is not a number") }
        guard range.contains(number) else { throw inputError(input, "is not between \(format(range.lowerBound)) and \(format(range.upperBound))") }
        value = number
    }

    func format(_ number: Double) -> String { String(format: "%.\(fractionDigits)f", number) }

    /// A ten-step bar and the value.
    open override var displayValue: String? {
        let span = range.upperBound - range.lowerBound
        let filled = span > 0 ? Int(((value - range.lowerBound) / span * 10).rounded()) : 10
        return "[" + String(repeating: "=", count: filled) + String(repeating: "-", count: 10 - filled) + "] " + format(value)
    }
}

/// A number changed in steps (Eureka's `StepperRow`), shown `[-] 3 [+]`.
@MainActor
open class StepperItem: FormItem<Double> {
    /// The allowed values.
    public let range: ClosedRange<Double>
    /// The step of ``increment()`` and ``decrement()``.
    public let step: Double

    /// Creates a stepper; `value` is clamped into `range`.
    public init(_ title: String, key: String? = nil, value: Double = 0, range: ClosedRange<Double> = 0...100, step: Double = 1) {
        self.range = range
        self.step = step > 0 ? step : 1
        super.init(title, key: key, value: min(max(value, range.lowerBound), range.upperBound))
    }

    /// Adds one step, up to the range's end.
    public func increment() { value = min(value + step, range.upperBound) }
    /// Takes one step off, down to the range's start.
    public func decrement() { value = max(value - step, range.lowerBound) }

    /// `.number(value)`.
    open override var formValue: FormValue { .number(value) }

    /// Takes a `.number` inside the range.
    open override func setFormValue(_ value: FormValue) throws(FormValueError) {
        try setNumber(from: value, in: range)
    }

    /// Takes a number inside the range, or `+` / `-` for one step.
    open override func apply(input: String) throws(InputError) {
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        if trimmed == "+" { return increment() }
        if trimmed == "-" { return decrement() }
        guard let number = Double(trimmed) else { throw inputError(input, "is not a number") }
        guard range.contains(number) else { throw inputError(input, "is not between \(Self.text(range.lowerBound)) and \(Self.text(range.upperBound))") }
        value = number
    }

    static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// `[-] value [+]`.
    open override var displayValue: String? { "[-] \(Self.text(value)) [+]" }
}
