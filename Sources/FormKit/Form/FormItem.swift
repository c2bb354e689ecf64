import Foundation
import FormLocale
import ListKit

/// The base of form items: a typed `value`, a title, a key, enabled and hidden state, `onChange`,
/// validators, and a default cell that shows a ``FormRow``.
///
/// **One rule per item, on every path.** Each item type states which values it can hold in
/// ``problem(with:)`` (a ``TextItem`` holds one line, a ``PickerItem`` one option per component),
/// and every way in keeps it: typed input (``apply(input:)``) and data (``setJSONValue(_:)``,
/// ``AdapterManager/setValues(_:)``) are refused with a typed error, and code that sets ``value``
/// directly — a programmer's promise — traps with the rule's message, as an out-of-range index
/// does.
///
/// **What the screen shows follows the model.** Setting ``value`` to a different value, or any
/// other property the row shows (``title``, `isEnabled`, a placeholder, options …), marks the
/// item and reloads its row at once when it is on screen — inside
/// ``AdapterManager/performBatchUpdates(_:completion:)`` all such reloads join one batch. A value
/// change also calls `onChange` once, re-validates when ``validationTrigger`` asks for it (or when
/// errors are showing, so they clear as soon as the value is valid), and re-evaluates the
/// conditions that read this item's key.
@MainActor
open class FormItem<Value: Equatable>: Item, FormField, ErrorShowing, @MainActor CustomStringConvertible {
    /// The title: the catalog's words for ``titleKey`` in the form's language when it has them
    /// (see ``AdapterManager/localizer``), else the title set.
    public var title: String {
        get { localizer.words(for: titleKey, else: storedTitle) }
        set {
            guard newValue != storedTitle else { return }
            storedTitle = newValue
            setNeedsReload()
        }
    }
    private var storedTitle: String
    /// A catalog key for the title (a document's JSON Forms `i18n` key with `.label`, `name.label`):
    /// the title shows its translation in the form's language, and the title set when there is
    /// none. Default: `nil`.
    public var titleKey: String? {
        didSet { if titleKey != oldValue { setNeedsReload() } }
    }
    /// Called once for every real change of `value`, with the item. The DSL's ``onChange(_:)``
    /// gives the handler the item typed as its own class.
    public var onChange: ((FormItem<Value>) -> Void)?
    /// The checks ``validate()`` runs, in order.
    public var validators: [Validator] = []
    /// What ``validators`` check, as typed data (each validator's ``Validator/constraints``, in
    /// order).
    public var constraints: [Validator.Constraint] { validators.flatMap(\.constraints) }
    /// When validation runs. Default: on demand (``AdapterManager/validate()``); errors that are
    /// showing are re-checked on every change either way.
    public var validationTrigger = ValidationTrigger.onDemand
    /// The errors showing: the last validation's, then those a check outside the item found
    /// (``showErrors(_:)``), then the form's rules' (see ``FieldRule``).
    public private(set) var errors: [ValidationError] = []
    /// The validators' errors of the last validation.
    private var validatorErrors: [ValidationError] = []
    /// Errors a check outside the item showed, until the next validation.
    private var outsideErrors: [ValidationError] = []
    /// The rules' errors beside the item, by rule (see ``AdapterManager/addRule(_:)``).
    private var ruleErrors: [(rule: RuleInstance, errors: [ValidationError])] = []

    private var storedValue: Value
    /// Whether the value was ever set after the item was made — by a person, by input, by
    /// ``setJSONValue(_:)`` or in code — even to the value it had: `false` while the item shows
    /// the value it was made with. A schema form leaves an untouched switch or stepper whose
    /// property has no default out of its values (nobody chose it).
    public private(set) var isTouched = false

    /// The value. Setting a different one marks the item, calls `onChange`, re-validates as
    /// configured, re-evaluates the conditions that read the item's key, and reloads its row.
    ///
    /// - Precondition: the item can hold the value (``problem(with:)`` returns `nil`). Data from
    ///   outside goes through ``setJSONValue(_:)`` or ``apply(input:)``, which throw instead.
    public var value: Value {
        get { storedValue }
        set { setValue(newValue) }
    }

    /// Creates an item.
    /// - Precondition: the item can hold `value` (see ``problem(with:)``; a subclass's properties
    ///   that the rule reads, such as options, are set before this initializer runs).
    public init(_ title: String, key: String? = nil, value: Value) {
        storedTitle = title
        storedValue = value
        super.init(key: key)
        if let problem = problem(with: value) {
            preconditionFailure("\(type(of: self)) \(title.debugDescription): the value \(describe(value)) \(problem)")
        }
    }

    /// The default cell: ``FormRowCell``.
    open override class var defaultCellType: ItemCell.Type { FormRowCell.self }

    /// Whether the item takes focus in navigation. Default: `true`.
    open var isFocusable: Bool { true }

    /// Whether a person can change the value through input (see ``FormField/isEditable``).
    /// Default: `true`.
    open var isEditable: Bool { true }

    /// Whether the value is secret. Default: `false`.
    open var isSecret: Bool { false }

    // MARK: - The item's rule

    /// Why the item cannot hold `value`, as a message that completes a sentence ("must be a single
    /// line"), or `nil` when it can. Default: `nil`. Every way of setting the value checks it.
    open func problem(with value: Value) -> String? { nil }

    /// Sets the value; when it differs from the current one, marks the item, calls `onChange` (if
    /// `notify`), re-validates as configured, re-evaluates the conditions that read its key, and
    /// reloads the item's row.
    /// - Returns: whether the value changed.
    /// - Precondition: the item can hold `newValue` (see ``problem(with:)``).
    @discardableResult
    public func setValue(_ newValue: Value, notify: Bool = true) -> Bool {
        if let problem = problem(with: newValue) {
            preconditionFailure("\(type(of: self)) \(title.debugDescription): the value \(describe(newValue)) \(problem); "
                + "set data from outside with setJSONValue(_:) or apply(input:), which throw instead")
        }
        isTouched = true
        guard newValue != storedValue else { return false }
        storedValue = newValue
        refusedInput = nil
        let manager = self.manager
        let change = {
            if self.validationTrigger != .onDemand || !self.errors.isEmpty { self.runValidators() }
            self.setNeedsReload()
            self.valueDidChange()
            if notify { self.onChange?(self) }
            manager?.valueDidChange(self)
        }
        performUpdates(in: manager, change)
        return true
    }

    /// Told inside the batch of every real change of the value, before `onChange`: an item that
    /// drives a shape (the choice of ``FieldAlternatives``) follows it here.
    func valueDidChange() {}

    /// Sets a value parsed from input, refusing it with the item's rule.
    public func setValue(_ newValue: Value, fromInput input: String) throws(InputError) {
        if let problem = localizedProblem(with: newValue) { throw inputError(input, problem) }
        value = newValue
    }

    /// ``problem(with:)`` with its catalog key, so that a surface shows it in the person's
    /// language: the package's items key their own rules' messages; a reason a subclass words
    /// itself has none (it reads in English).
    public func localizedProblem(with value: Value) -> ValidationMessage? {
        guard let text = problem(with: value) else { return nil }
        if let keyed = keyedProblem(with: value), keyed.text == text { return keyed }
        return ValidationMessage(text)
    }

    /// The package's own rule's message for `value`, with its key; `nil` for none (overridden by
    /// the items whose rule has one). ``localizedProblem(with:)`` uses it only while it says what
    /// ``problem(with:)`` says, so a subclass that words its rule itself is never misreported.
    func keyedProblem(with value: Value) -> ValidationMessage? { nil }

    /// `text` (locale-free: `3.5`) with the item's language's decimal separator (`3,5`), no
    /// grouping: what a field shows and reads back.
    func shownNumber(_ text: String) -> String { LocaleNumber.format(text, language: localizer.locale, grouping: false) }

    /// The value as text for messages: redacted for a secret item.
    func describe(_ value: Value) -> String {
        isSecret ? Redaction.mask : String(describing: value).debugDescription
    }

    // MARK: - Validation

    /// Attaches validators (after those already there) and returns the item, for chaining.
    /// ``validate()`` runs them.
    @discardableResult
    public func validated(by validators: Validator...) -> Self {
        self.validators += validators
        return self
    }


    /// Runs the validators; the row shows the errors at once (its reload joins the current batch).
    /// - Returns: the errors, in validator order; none for a disabled item.
    /// - Complexity: that of the validators.
    @discardableResult
    public func validate() -> [ValidationError] {
        runValidators()
        return errors
    }

    /// Runs the validators and stores the errors (reloading the row when they changed). Disabled
    /// items have none.
    /// - Returns: whether the errors changed.
    @discardableResult
    func runValidators() -> Bool {
        // An optional group left wholly empty is left out, and nothing inside it is checked.
        let applies = !validators.isEmpty && isEffectivelyEnabled && !isInOmittedGroup
        var found: [ValidationError] = []
        if applies {
            let value = formValue
            // What the item sends, for the checks that read it, and where it is, for an error:
            // each worked out once, and only when needed (a form that passes needs neither).
            var json: JSONValue??
            var place: (path: FormPath?, pointer: String?)?
            func sent() -> JSONValue? {
                if json == nil { json = .some(jsonValue) }
                return json!
            }
            for validator in validators {
                guard let failure = validator.failure(value, json: sent()) else { continue }
                let (path, pointer) = place ?? (formPath, valuePointer)
                place = (path, pointer)
                found.append(ValidationError(key: key, title: title, validator: validator.name, message: failure.text,
                                             path: path, pointer: pointer, localized: failure.localized))
            }
        }
        guard found != validatorErrors || !outsideErrors.isEmpty else { return false }
        validatorErrors = found
        outsideErrors = []
        return rebuildErrors()
    }

    /// ``errors`` from its parts, each sentence once; reloads the row when they changed.
    /// - Returns: whether they changed.
    @discardableResult
    private func rebuildErrors() -> Bool {
        var merged = validatorErrors
        // The same sentence once, whichever check found it.
        for error in outsideErrors + ruleErrors.flatMap(\.errors) where !merged.contains(where: { $0.description == error.description }) {
            merged.append(error)
        }
        guard merged != errors else { return false }
        let appeared = merged.count > errors.count
        errors = merged
        if appeared { errorsDidAppear() }
        setNeedsReload()
        return true
    }

    /// Shows `found` as the errors of the rule `rule` beside the item (none: the rule passes).
    func setRuleErrors(_ found: [ValidationError], of rule: RuleInstance) {
        if let index = ruleErrors.firstIndex(where: { $0.rule == rule }) {
            guard ruleErrors[index].errors != found else { return }
            if found.isEmpty { ruleErrors.remove(at: index) } else { ruleErrors[index].errors = found }
        } else {
            guard !found.isEmpty else { return }
            ruleErrors.append((rule, found))
        }
        rebuildErrors()
    }

    /// Shows errors that a check outside the item found (a rule of the whole form, a schema
    /// document's condition), after the item's own: the row shows them until the item is validated
    /// again (its next change while errors show, or the next ``validate()``).
    /// - Parameter found: the errors, each naming the item as the form reports it.
    public func showErrors(_ found: [ValidationError]) {
        outsideErrors += found
        rebuildErrors()
    }

    /// Gives the errors showing the item's pointer as it is now (its row moved): the text the row
    /// shows is the same, so nothing reloads.
    func repointErrors() {
        guard let first = errors.first, let pointer = valuePointer, first.pointer != pointer else { return }
        let path = formPath
        func moved(_ errors: [ValidationError]) -> [ValidationError] { errors.map { $0.moved(to: path, pointer: pointer) } }
        errors = moved(errors)
        validatorErrors = moved(validatorErrors)
        outsideErrors = moved(outsideErrors)
        ruleErrors = ruleErrors.map { ($0.rule, moved($0.errors)) }
    }

    /// Where the item is in its manager's form, when it is in one.
    public var formPath: FormPath? {
        guard let bunch = associatedBunch, let item = index, let section = bunch.associatedSection,
              let bunchIndex = bunch.index, let sectionIndex = section.index else { return nil }
        return FormPath(section: sectionIndex, bunch: bunchIndex, item: item)
    }

    // MARK: - Values

    /// The value as a ``FormValue``. Subclasses override it; the default is `.null`.
    open var formValue: FormValue { .null }

    /// `value` as plain JSON; `nil` when the item has no value. Subclasses override it; the
    /// default is `nil`.
    open func jsonValue(for value: Value) -> JSONValue? { nil }

    /// The value plain JSON stands for, checked against the item's shape. Subclasses override it;
    /// the default refuses (the item has no value).
    /// - Throws: `Problem` naming the key.
    open func value(forJSON json: JSONValue) throws(Problem) -> Value {
        throw Problem(key: key ?? title, message: "\(type(of: self)) has no value to set")
    }

    /// The value as plain JSON; see ``jsonValue(for:)``.
    public var jsonValue: JSONValue? { jsonValue(for: value) }

    /// ``jsonValue``, with the value replaced by ``Redaction/mask`` when the item is secret and its
    /// value not empty. Subclasses with a richer redaction (a card's last four digits) override it.
    open var redactedJSONValue: JSONValue? {
        guard isSecret, let json = jsonValue, !(FormValue(json: json)?.isEmpty ?? false) else { return jsonValue }
        return .string(Redaction.mask)
    }

    /// Checks that the item can take `json`: its shape (``value(forJSON:)``) and its rule
    /// (``problem(with:)``).
    /// - Throws: `Problem` naming the key.
    public func checkJSONValue(_ json: JSONValue) throws(Problem) {
        _ = try checkedValue(forJSON: json)
    }

    /// Sets the value from plain JSON, as ``value`` does.
    /// - Throws: `Problem` naming the key; nothing is set then.
    public func setJSONValue(_ json: JSONValue) throws(Problem) {
        value = try checkedValue(forJSON: json)
    }

    func checkedValue(forJSON json: JSONValue) throws(Problem) -> Value {
        let converted = try value(forJSON: json)
        if let problem = problem(with: converted) { throw Problem(key: key ?? title, message: problem) }
        return converted
    }

    /// Sets the value from what a user typed. Subclasses override it; the default refuses.
    /// - Throws: ``InputError`` with the reason; the value is unchanged then.
    open func apply(input: String) throws(InputError) {
        throw inputError(input, "cannot be typed")
    }

    /// An input error for this item (the input redacted when the item is secret).
    public func inputError(_ input: String, _ message: String) -> InputError {
        InputError(key: key, title: title, input: isSecret ? Redaction.secret(input) : input, message: message)
    }

    /// An input error for this item with a keyed reason (the input redacted when the item is
    /// secret).
    public func inputError(_ input: String, _ message: ValidationMessage) -> InputError {
        InputError(key: key, title: title, input: isSecret ? Redaction.secret(input) : input, message: message.text,
                   localized: message.localized)
    }

    /// A value error for this item: "expected `expected`, got a number (5)" — the value left out
    /// when the item is secret.
    public func valueError(_ json: JSONValue, expected: String) -> Problem {
        let name = json.typeName
        var got = name == "null" ? name : ("aeiou".contains(name.first ?? "x") ? "an " : "a ") + name
        if !isSecret, !json.isNull {
            let text = json.description
            got += " (" + (text.count > 40 ? text.prefix(39) + "…" : text) + ")"
        }
        return Problem(key: key ?? title, message: "expected \(expected), got \(got)")
    }

    // MARK: - Row

    /// The value as text for the row; `nil` shows the placeholder. Subclasses override it.
    open var displayValue: String? { nil }

    /// Shown when there is no value.
    open var placeholderText: String? { nil }

    /// Lines under the title (options, long text). Default: none.
    open var detailLines: [String] { [] }

    /// Text a person typed that the item's input rule refused: the row shows it in place of the
    /// value (a secret's as a mask), so that what a field shows is what was typed until it is
    /// valid — never an older value it happens to hold. A surface sets it when
    /// ``apply(input:)`` throws and clears it when input is taken; a change of ``value`` clears it.
    public var refusedInput: String? {
        didSet { if refusedInput != oldValue { setNeedsReload() } }
    }

    /// The row as it should look now: errors are whole sentences ("Name is required").
    open func formRow() -> FormRow {
        let shown = refusedInput.map { isSecret ? Redaction.mask : $0 } ?? displayValue
        return FormRow(title: title, value: shown, placeholder: placeholderText, detailLines: detailLines,
                       isEnabled: isEffectivelyEnabled, errors: errors.map { $0.description(in: localizer) })
    }

    // MARK: - Description

    /// `TextItem "Name" (key: name) = "Ada"`; a secret value shows as ``Redaction/mask``.
    public var description: String {
        let keyText = key.map { " (key: \($0))" } ?? ""
        let valueText = redactedJSONValue.map { " = \($0)" } ?? ""
        return "\(type(of: self)) \(title.debugDescription)\(keyText)\(valueText)"
    }
}

extension FormItem where Value == String {
    /// Text from `.string`; `.null` empties it.
    func text(forJSON json: JSONValue) throws(Problem) -> String {
        switch json {
        case .string(let text): return text
        case .null: return ""
        default: throw valueError(json, expected: "a string")
        }
    }
}

extension FormItem where Value == Double {
    /// A number (integer JSON accepted); the range is the rule's to check.
    func number(forJSON json: JSONValue) throws(Problem) -> Double {
        guard let number = json.doubleValue else { throw valueError(json, expected: "a number") }
        return number
    }

    /// Why `value` is not a finite number in `range`, or `nil`.
    func rangeProblem(_ value: Double, _ range: ClosedRange<Double>) -> String? { keyedRangeProblem(value, range)?.text }

    /// ``rangeProblem(_:_:)`` with its key.
    func keyedRangeProblem(_ value: Double, _ range: ClosedRange<Double>) -> ValidationMessage? {
        guard value.isFinite else { return ValidationMessage("must be a finite number", key: "number.notFinite") }
        guard !range.contains(value) else { return nil }
        let (low, high) = (NumberText.format(range.lowerBound), NumberText.format(range.upperBound))
        return ValidationMessage("must be between \(low) and \(high)", key: "number.between",
                                 arguments: ["minimum": .decimal(low), "maximum": .decimal(high)])
    }

    /// A number a person typed in the item's language (`3,5` in German; `3.5` in every language),
    /// or `nil`.
    func typedNumber(_ input: String) -> Double? {
        guard let text = LocaleNumber.parse(input, language: localizer.locale), let number = Double(text), number.isFinite else { return nil }
        return number
    }
}

/// An item that can show errors found outside it (``FormItem/showErrors(_:)``), whatever its value
/// type.
@MainActor
protocol ErrorShowing: AnyObject {
    var formPath: FormPath? { get }
    func showErrors(_ found: [ValidationError])
    func setRuleErrors(_ found: [ValidationError], of rule: RuleInstance)
}

/// An item whose title can come from a catalog (see ``FormItem/titleKey``), whatever its value
/// type.
@MainActor
public protocol TitleKeyed: AnyObject {
    /// A catalog key for the title; `nil` for the title as set.
    var titleKey: String? { get set }
}

extension FormItem: TitleKeyed {}
