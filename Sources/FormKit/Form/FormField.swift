import Foundation
import ListKit

/// What every form item offers the manager, whatever its value type: its value in memory
/// (``formValue``) and on the wire (``jsonValue``), validation, input and focus.
@MainActor
public protocol FormField: FormRowProviding {
    /// The item's key: it names the value in ``AdapterManager/values``.
    var key: String? { get }
    /// The item's title.
    var title: String { get }
    /// Whether the item itself is enabled (see ``Item/isEffectivelyEnabled`` for its bunch and
    /// section too).
    var isEnabled: Bool { get }
    /// Whether the item takes keyboard focus in next/previous navigation.
    var isFocusable: Bool { get }
    /// Whether a person can change the value through input — typing, choosing — when the item is
    /// enabled: `false` for a row that only shows a value set from data (a schema form's read-only
    /// value), which a surface shows as text and never offers as a control, never posts and never
    /// binds.
    var isEditable: Bool { get }
    /// Whether the value was ever set after the item was made (see ``FormItem/isTouched``).
    var isTouched: Bool { get }
    /// Whether the value is secret: it is redacted wherever it is described or logged.
    var isSecret: Bool { get }
    /// The value as a ``FormValue``, for validators and closure conditions.
    var formValue: FormValue { get }
    /// The value as plain JSON for ``AdapterManager/values``; `nil` for an item that has no value
    /// (a button, a label).
    var jsonValue: JSONValue? { get }
    /// ``jsonValue`` with a secret redacted (see ``Redaction``); the same for other items.
    var redactedJSONValue: JSONValue? { get }
    /// Checks that the item can take `value`, without setting it.
    /// - Throws: `Problem` naming the key, when the value has the wrong type or breaks the
    ///   item's rule.
    func checkJSONValue(_ value: JSONValue) throws(Problem)
    /// Sets the value from plain JSON.
    /// - Throws: `Problem` naming the key; nothing is set then.
    func setJSONValue(_ value: JSONValue) throws(Problem)
    /// The value as the row shows it, or `nil` when the row shows the placeholder.
    var displayValue: String? { get }
    /// What the row shows when there is no value.
    var placeholderText: String? { get }
    /// Sets the value from text a person typed, with the item's rule.
    /// - Throws: ``InputError`` with the reason; the value is unchanged then.
    func apply(input: String) throws(InputError)
    /// What the item's validators check, as typed data a surface can state to its client (HTML's
    /// `required`, `minlength`, `pattern` …), in validator order; see ``Validator/constraints``.
    var constraints: [Validator.Constraint] { get }
    /// Text a person typed that the item refused, shown in its row in place of the value (see
    /// ``FormItem/refusedInput``); `nil` when the row shows the value.
    var refusedInput: String? { get set }
    /// Runs the validators: stores and returns the errors (the row shows them).
    @discardableResult func validate() -> [ValidationError]
    /// The errors of the last validation.
    var errors: [ValidationError] { get }
}

extension FormField {
    /// `true`: a field takes input unless it says otherwise.
    public var isEditable: Bool { true }

    /// `true`: a field that is no ``FormItem`` does not tell a value it was made with from one set.
    public var isTouched: Bool { true }

    /// None: a field that is no ``FormItem`` states no constraints unless it says so.
    public var constraints: [Validator.Constraint] { [] }
}
