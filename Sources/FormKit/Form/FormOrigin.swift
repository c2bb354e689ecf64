import Foundation

/// What a form's origin adds to the form — the shape of the values it sends and the checks it
/// makes on submit — installed into the form (``AdapterManager/origin``), so that every surface
/// that submits the form gets them without knowing where the form came from.
///
/// A form built in code has no origin: its values are ``AdapterManager/values`` and its checks
/// are its fields' validators. A schema form (FormSchema's `SchemaForm`) installs one that nests
/// the values as its document describes and runs the document's own checks (`if`/`then`/`else`,
/// `oneOf`, `not`, …) on them, so a web page, a terminal and a headless submit that call
/// ``AdapterManager/submit(_:)`` refuse the same values with the same JSON Pointers.
///
/// The manager holds its origin strongly: an origin must not hold the manager (it is handed the
/// manager in each call).
@MainActor
public protocol FormOrigin: AnyObject {
    /// The value the form sends now, built from its fields, in the origin's shape.
    /// - Parameter manager: the form.
    func values(of manager: AdapterManager) -> JSONObject

    /// Sets the form's fields from a value in the origin's shape, all or nothing, in one batch.
    /// - Throws: ``ValuesError`` naming each value that could not be set; nothing is set then.
    func setValues(_ values: JSONObject, in manager: AdapterManager) throws(ValuesError)

    /// Every error of a submission, in the order to report them.
    ///
    /// Called by ``AdapterManager/submit(_:)`` after every shown field validated. The result
    /// replaces `fieldErrors`: an origin keeps those it does not report itself, and names each
    /// error's place by ``ValidationError/pointer``. Errors that are not among `fieldErrors` are
    /// shown beside the field at their pointer (or under the group or rows there; else with the
    /// form's own errors, ``AdapterManager/formErrors``).
    /// - Parameters:
    ///   - fieldErrors: the fields' own errors, in form order.
    ///   - values: what ``values(of:)`` returned.
    ///   - manager: the form.
    func submissionErrors(fieldErrors: [ValidationError], values: JSONObject, in manager: AdapterManager) -> [ValidationError]
}
