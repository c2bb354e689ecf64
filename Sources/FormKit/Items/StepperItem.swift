import Foundation
import FormLocale
import ListKit

/// A number changed in steps (Eureka's `StepperRow`), shown `[-] 3 [+]`.
///
/// Value on the wire: an integer when the step and the range's bounds are whole numbers (seats,
/// nights), otherwise a number. Rule: a finite number inside ``range``.
@MainActor
open class StepperItem: FormItem<Double> {
    /// The allowed values.
    public let range: ClosedRange<Double>
    /// The step of ``increment()`` and ``decrement()``.
    public let step: Double

    /// Creates a stepper.
    /// - Precondition: `value` is inside `range`, `range` is finite and `step` is positive.
    public init(_ title: String, key: String? = nil, value: Double = 0, range: ClosedRange<Double> = 0...100, step: Double = 1) {
        precondition(range.lowerBound.isFinite && range.upperBound.isFinite, "StepperItem \(title.debugDescription): the range \(range) must be finite")
        precondition(step > 0 && step.isFinite, "StepperItem \(title.debugDescription): the step \(step) must be a positive number")
        self.range = range
        self.step = step
        super.init(title, key: key, value: value)
    }

    /// Whether the stepper counts whole numbers: its step and bounds are whole, so its value is a
    /// JSON integer.
    public var isInteger: Bool {
        [step, range.lowerBound, range.upperBound].allSatisfy { $0 == $0.rounded() && abs($0) < 9e15 }
    }

    /// "must be between …" when `value` is outside the range (or not finite); "must be a whole
    /// number" for a whole-number stepper.
    open override func problem(with value: Double) -> String? { keyedProblem(with: value)?.text }

    override func keyedProblem(with value: Double) -> ValidationMessage? {
        if let problem = keyedRangeProblem(value, range) { return problem }
        return isInteger && value != value.rounded() ? ValidationMessage("must be a whole number", key: "number.whole") : nil
    }

    /// Adds one step, up to the range's end.
    public func increment() { value = min(value + step, range.upperBound) }
    /// Takes one step off, down to the range's start.
    public func decrement() { value = max(value - step, range.lowerBound) }

    /// `.number(value)`.
    open override var formValue: FormValue { .number(value) }

    /// An integer when ``isInteger``, otherwise a number.
    open override func jsonValue(for value: Double) -> JSONValue? {
        isInteger ? .integer(Int(value)) : .number(value)
    }

    /// A number (an integer is one too).
    open override func value(forJSON json: JSONValue) throws(Problem) -> Double { try number(forJSON: json) }

    /// Takes a number inside the range, or `+` / `-` for one step.
    open override func apply(input: String) throws(InputError) {
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        if trimmed == "+" { return increment() }
        if trimmed == "-" { return decrement() }
        guard let number = typedNumber(trimmed) else { throw inputError(input, ValidationMessage("is not a number", key: "input.notANumber")) }
        try setValue(number, fromInput: input)
    }

    /// `[-] value [+]`.
    open override var displayValue: String? { "[-] \(shownNumber(NumberText.format(value))) [+]" }
}
