import Foundation

/// One step (page) of a form of several: sections shown together, with a title ("Shipping").
/// Steps sit above sections; the form's values stay one JSON object across all of them.
///
/// The manager shows one step at a time under a progress line ("Step 2 of 4: Shipping").
/// ``AdapterManager/nextStep()`` validates the current step only and stays on it when anything is
/// wrong; ``AdapterManager/previousStep()`` never validates and never discards what was typed;
/// ``AdapterManager/goToStep(_:)`` reaches any step already visited; ``AdapterManager/submit(_:)``
/// validates every step and lands on the first invalid one. A hidden step (``isHidden``, or
/// ``Hidable/hidden(when:)-(Condition)``) is skipped both ways, left out of the count, and its
/// fields' values are left out of the form's.
///
/// ```swift
/// AdapterManager(adapter: adapter) {
///     FormStep("Account") { Section { TextItem("Email", key: "email").validated(by: .required, .email) } }
///     FormStep("Shipping") { Section(header: "Address") { TextItem("City", key: "city") } }
/// }
/// ```
@MainActor
public final class FormStep: Hidable {
    /// The step's title: the catalog's words for ``titleKey`` in the form's language when it has
    /// them, else the title as set.
    public var title: String {
        get { manager?.localizer.words(for: titleKey, else: storedTitle) ?? storedTitle }
        set {
            guard newValue != storedTitle else { return }
            storedTitle = newValue
            manager?.refreshProgress()
        }
    }
    private var storedTitle: String
    /// A catalog key for the title (a JSON Forms `Category`'s `i18n` key with `.label`, or its
    /// label), so that it reads in the form's language; `nil` for the title as set.
    public var titleKey: String? {
        didSet { if titleKey != oldValue { manager?.refreshProgress() } }
    }
    /// A key naming the step (for drafts and links); `nil` when none is needed.
    public let key: String?
    /// The sections of the step, in order.
    public private(set) var sections: [Section] = []
    /// The manager the step is in.
    public internal(set) weak var manager: AdapterManager?
    /// Whether a person has been on the step (the current step is visited).
    public internal(set) var isVisited = false
    /// Whether the step passed its last validation (``validate()``, a ``AdapterManager/nextStep()``
    /// from it, or a submit of the form): what the progress line's ✓ says — never merely that the
    /// step was visited.
    public internal(set) var isValidated = false
    /// Rules across the step's fields, paths from the form's root: see ``FieldRule``. They run
    /// with the step's validation (its Next), and when a field they read changes after that.
    public var rules: [FieldRule] = []

    /// Whether the step is hidden: skipped by next and previous, left out of "Step i of n", its
    /// values left out. With ``Hidable/hidden(when:)-(Condition)``, the condition owns it.
    public var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard setHidden(newValue) else { return }
            manager?.stepVisibilityDidChange()
        }
    }
    var storedIsHidden = false
    var conditions = ConditionSlots()

    /// Creates a step of `sections`.
    public init(_ title: String, key: String? = nil, sections: [Section] = []) {
        storedTitle = title
        self.key = key
        for section in sections { addSection(section) }
    }

    /// Creates a step of the sections `content` builds.
    public convenience init(_ title: String, key: String? = nil, @SectionBuilder _ content: () -> [Section]) {
        self.init(title, key: key, sections: content())
    }

    /// Adds `section` at the end of the step (and, when the step is in a manager, to the manager
    /// right after the step's last section).
    public func addSection(_ section: Section) {
        let last = sections.last
        section.step = self
        // Until a manager holds the step, its sections do: a step built inline in the DSL lives
        // on in the sections the builder returns.
        if manager == nil { section.unadoptedStep = self }
        sections.append(section)
        guard let manager else { return }
        if let last, let index = last.index {
            manager.insertSection(section, at: index + 1)
        } else {
            manager.addSection(section)
        }
    }

    /// The step's position among its manager's steps (hidden ones included), or `nil`.
    public var index: Int? { manager?.steps.firstIndex { $0 === self } }

    /// Every field of the step's sections, in order.
    public var fields: [FormField] {
        var fields: [FormField] = []
        for section in sections {
            for bunch in section.itemBunches {
                for item in bunch.items { if let field = item as? FormField { fields.append(field) } }
            }
        }
        return fields
    }

    /// How many errors its shown fields show now (from their last validation).
    public var errorCount: Int {
        var count = 0
        for field in fields where !((field as? Item)?.isEffectivelyHidden ?? false) { count += field.errors.count }
        return count
    }

    /// Validates the step's shown, enabled fields (each row shows its errors; one batch).
    /// - Returns: the errors, in form order.
    @discardableResult
    public func validate() -> [ValidationError] {
        var errors: [ValidationError] = []
        performUpdates(in: manager) {
            // The rules first: each field's errors then hold its rules' too.
            let onNoField = manager?.runRules(in: self) ?? []
            for section in sections where !section.isHidden { errors += section.validate() }
            errors += onNoField
        }
        isValidated = errors.isEmpty
        return errors
    }

}

extension Item {
    /// The step whose page shows the item (its section's ``Section/step``); `nil` in a form
    /// without steps or out of a form.
    public var formStep: FormStep? { associatedBunch?.associatedSection?.step }
}
