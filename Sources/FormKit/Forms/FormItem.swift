import Foundation
import ListKit

/// Why a user's input could not become a value.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The item's key.
    public let key: String?
    /// The item's title.
    public let title: String
    /// What was typed.
    public let input: String
    /// Why it was refused, e.g. "is not a number".
    public let message: String

    /// Creates an error.
    public init(key: String?, title: String, input: String, message: String) {
        self.key = key
        self.title = title
        self.input = input
        self.message = message
    }

    /// `Title: "input" message`.
    public var description: String { "\(title): \"\(input)\" \(message)" }
}

/// Why a ``FormValue`` could not be set on an item (``AdapterManager/setValues(_:)``).
public struct FormValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key the value was given for.
    public let key: String
    /// Why it was refused.
    public let message: String

    /// Creates an error.
    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }

    /// `key: message`.
    public var description: String { "\(key): \(message)" }
}

/// What every form item offers the manager, whatever its value type: its value as a
/// ``FormValue``, validation, input and focus.
@MainActor
public protocol FormField: FormRowProviding {
    /// The item's key.
    var key: String? { get }
    /// The item's title.
    var title: String { get }
    /// Whether the item can be edited (disabled items are skipped by navigation and not validated).
    var isEnabled: Bool { get }
    /// Whether the item takes keyboard focus in next/previous navigation.
    var isFocusable: Bool { get }
    /// The value, as a ``FormValue``.
    var formValue: FormValue { get }
    /// Sets the value from a ``FormValue``; throws when the kind does not fit.
    func setFormValue(_ value: FormValue) throws(FormValueError)
    /// Runs the validators: stores and returns the errors (the row shows them).
    @discardableResult func validate() -> [ValidationError]
    /// The errors of the last validation.
    var errors: [ValidationError] { get }
}

/// The base of form items: a typed `value`, a title, a key, enabled and hidden state, `onChange`,
/// validators, and a default cell that shows a ``FormRow``.
///
/// Setting `value` to a different value marks the item, calls `onChange` once, re-validates when
/// ``validationTrigger`` asks for it (or when errors are showing, so they clear as soon as the value
/// is valid), and reloads only this item's cell.
@MainActor
open class FormItem<Value: Equatable>: Item, FormField {
    /// The title.
    public var title: String {
        didSet { setNeedsReload() }
    }
    /// Whether the item can be edited.
    public var isEnabled = true {
        didSet { setNeedsReload() }
    }
    /// Called once for every real change of `value`, with the item.
    public var onChange: ((FormItem<Value>) -> Void)?
    /// The checks ``validate()`` runs, in order.
    public var validators: [Validator] = []
    /// When validation runs. Default: on demand (``AdapterManager/validate()``); errors that are
    /// showing are re-checked on every change either way.
    public var validationTrigger = ValidationTrigger.onDemand
    /// The errors of the last validation.
    public private(set) var errors: [ValidationError] = []

    private var storedValue: Value

    /// The value. Setting a different one marks the item, calls `onChange`, re-validates as
    /// configured, and reloads this item's cell.
    public var value: Value {
        get { storedValue }
        set { setValue(newValue) }
    }

    /// Creates an item.
    public init(_ title: String, key: String? = nil, value: Value) {
        self.title = title
        storedValue = value
        super.init(key: key)
    }

    /// The default cell: ``FormRowCell``.
    open override class var defaultCellType: ItemCell.Type { FormRowCell.self }

    /// Whether the item takes focus in navigation. Default: `true`.
    open var isFocusable: Bool { true }

    /// Sets the value; when it differs from the current one, marks the item, calls `onChange` (if
    /// `notify`), re-validates as configured, and reloads the item's cell.
    /// - Returns: whether the value changed.
    @discardableResult
    public func setValue(_ newValue: Value, notify: Bool = true) -> Bool {
        guard newValue != storedValue else { return false }
        storedValue = newValue
        setNeedsReload()
        if validationTrigger != .onDemand || !errors.isEmpty { runValidators() }
        if notify { onChange?(self) }
        if let manager = associatedBunch?.associatedSection?.associatedManager {
            // What the new value shows or hides, and this item's reload: one batch.
            manager.performBatchUpdates {
                manager.valueDidChange(self)
                reloadIfShown()
            }
        } else {
            reloadIfShown()
        }
        return true
    }

    /// Attaches validators (in addition to those already there) and returns the item, for chaining.
    @discardableResult
    public func validate(_ validators: Validator...) -> Self {
        self.validators += validators
        return self
    }

    /// Runs the validators; the row shows the errors after its reload (done here when they change).
    @discardableResult
    public func validate() -> [ValidationError] {
        if runValidators() { reloadIfShown() }
        return errors
    }

    /// Runs the validators and stores the errors. Disabled items have none.
    /// - Returns: whether the errors changed.
    @discardableResult
    func runValidators() -> Bool {
        let value = formValue
        let path = formPath
        let found: [ValidationError] = isEnabled ? validators.compactMap { validator in
            validator.validate(value).map {
                ValidationError(key: key, title: title, validator: validator.name, message: $0, path: path)
            }
        } : []
        guard found != errors else { return false }
        errors = found
        setNeedsReload()
        return true
    }

    /// Where the item is in its manager's form, when it is in one.
    public var formPath: FormPath? {
        guard let bunch = associatedBunch, let item = index, let section = bunch.associatedSection,
              let bunchIndex = bunch.index, let sectionIndex = section.index else { return nil }
        return FormPath(section: sectionIndex, bunch: bunchIndex, item: item)
    }

    /// Reloads the cell when the item is on screen (a value set on an item not shown yet is shown
    /// by its bunch's next reload).
    func reloadIfShown() {
        guard let bunch = associatedBunch, bunch.isShowing(self) else { return }
        reload()
    }

    // MARK: - Values

    /// The value as a ``FormValue``. Subclasses override it.
    open var formValue: FormValue { .null }

    /// Sets the value from a ``FormValue``. Subclasses override it; the default refuses.
    open func setFormValue(_ value: FormValue) throws(FormValueError) {
        throw FormValueError(key: key ?? title, message: "\(type(of: self)) has no settable value")
    }

    /// Sets the value from what a user typed. Subclasses override it; the default refuses.
    open func apply(input: String) throws(InputError) {
        throw inputError(input, "cannot be typed")
    }

    /// An input error for this item.
    public func inputError(_ input: String, _ message: String) -> InputError {
        InputError(key: key, title: title, input: input, message: message)
    }

    /// A value error for this item.
    public func valueError(_ value: FormValue, expected: String) -> FormValueError {
        FormValueError(key: key ?? title, message: "expected \(expected), got \(value)")
    }

    // MARK: - Row

    /// The value as text for the row; `nil` shows the placeholder. Subclasses override it.
    open var displayValue: String? { nil }

    /// Shown when there is no value.
    open var placeholderText: String? { nil }

    /// Lines under the title (options, long text). Default: none.
    open var detailLines: [String] { [] }

    /// The row as it should look now.
    open func formRow() -> FormRow {
        FormRow(title: title, value: displayValue, placeholder: placeholderText, detailLines: detailLines,
                isEnabled: isEnabled, errors: errors.map(\.message))
    }
}

extension FormItem where Value == String {
    /// Sets a text value from `.string` (or `.null`, which empties it).
    func setText(from value: FormValue) throws(FormValueError) {
        switch value {
        case .string(let text): self.value = text
        case .null: self.value = ""
        default: throw valueError(value, expected: "a string")
        }
    }
}

extension FormItem where Value == Double {
    /// Sets a number from a `.number` inside `range`.
    func setNumber(from value: FormValue, in range: ClosedRange<Double>) throws(FormValueError) {
        guard case .number(let number) = value, range.contains(number) else {
            throw valueError(value, expected: "a number in \(range)")
        }
        self.value = number
    }
}
