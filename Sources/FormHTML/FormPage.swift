import FormKit
import Foundation

/// A form served as an HTML page: one pure entry point, ``handle(_:)``, takes a request and returns
/// a response, so any server can mount it.
///
/// - `GET` renders the form as semantic, accessible HTML (``render()``): a label for every
///   control, choices in a `fieldset` with a `legend`, ids derived from the values' JSON Pointers,
///   constraint attributes from the items' own validators, `autocomplete` by item kind, and —
///   once validated — `aria-invalid`, `aria-describedby` and an error summary at the top.
/// - `POST` parses the body with this module's own parsers (``FormData``), checks the CSRF token
///   and the request's origin (else `403`), binds every control the page shows through its item's
///   own input rule, then runs the pressed action: a row added, deleted or moved, a step back or
///   on, or a submit. A submission that passes ``AdapterManager/submit(_:)`` calls ``onSubmit``
///   and answers `303 See Other` to ``FormPageOptions/successLocation`` (post/redirect/get); one
///   that fails answers `422` with the page re-rendered, errors beside their fields and in the
///   summary, and everything typed kept — except secrets, which are never written into a page.
///   Row and step actions answer `303` back to the form (a row action's address ends with the id
///   of the new or moved row's first field, or of the rows a row left).
///
/// **Where the state lives.** In this version, between requests the form's state is the
/// ``AdapterManager`` the caller holds (one per visitor, kept as long as the caller keeps it): the
/// page writes no state of its own, and a new page for a new manager starts from the manager's
/// values. Keep one ``FormPage`` per visitor and form, and serve its requests on the main actor.
///
/// ```swift
/// let page = FormPage(manager: manager, options: FormPageOptions(title: "Sign up", path: "/signup",
///                                                                 csrfSecret: secret))
/// page.onSubmit = { values in save(values) }
/// let response = page.handle(FormHTTPRequest(method: "GET", path: "/signup"))
/// ```
@MainActor
public final class FormPage {
    /// The form.
    public let manager: AdapterManager
    /// How the page renders and checks posts.
    public var options: FormPageOptions
    /// Called with the form's values (``AdapterManager/submit(_:)``'s result) when a submission
    /// passes, before the `303` is returned.
    public var onSubmit: ((JSONObject) -> Void)?

    /// Creates a page for `manager`.
    public init(manager: AdapterManager, options: FormPageOptions) {
        self.manager = manager
        self.options = options
    }

    /// Answers one request: `GET` / `HEAD` render, `POST` binds (see the type's documentation);
    /// another path is `404`, another method `405`.
    /// - Parameter request: the request; its path is compared without its query.
    /// - Returns: the response; never throws — every refusal is a status.
    /// - Complexity: O(*n*) for a form of *n* items and a body of *n* bytes, plus the validators.
    public func handle(_ request: FormHTTPRequest) -> FormHTTPResponse {
        guard request.pathWithoutQuery == options.path else { return Self.plain(404, "Not found") }
        switch request.method.uppercased() {
        case "GET":
            return htmlResponse(200, render())
        case "HEAD":
            var response = htmlResponse(200, render())
            response.body = Data()
            return response
        case "POST":
            return post(request)
        default:
            var response = Self.plain(405, "Method not allowed")
            response.headers.append(.init("Allow", "GET, HEAD, POST"))
            return response
        }
    }

    /// The page as it is now: the whole HTML document.
    /// - Complexity: O(*n*) for *n* items and options.
    public func render() -> String {
        FormRenderer(page: self, state: BindState()).document()
    }

    /// The CSRF token of this form (the hidden `_csrf` field): HMAC-SHA256 (RFC 2104, FIPS
    /// 180-4) under ``FormPageOptions/csrfSecret`` of the form's path and
    /// ``FormPageOptions/csrfBinding``, as 64 hexadecimal digits.
    public var csrfToken: String {
        var message = Array("FormHTML CSRF v1".utf8)
        message.append(0)
        message += Array(options.path.utf8)
        message.append(0)
        message += Array(options.csrfBinding.utf8)
        return SHA256.hmac(key: options.csrfSecret, message: message).hexString
    }

    // MARK: - Responses

    /// A `text/html` response with the headers every page carries: no caching (the page holds a
    /// token and values), no sniffing, no framing, and a policy that allows no script.
    func htmlResponse(_ status: Int, _ html: String) -> FormHTTPResponse {
        FormHTTPResponse(status: status, headers: [
            .init("Content-Type", "text/html; charset=utf-8"),
            .init("Cache-Control", "no-store"),
            .init("X-Content-Type-Options", "nosniff"),
            .init("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"),
            .init("Referrer-Policy", "same-origin"),
        ], body: Data(html.utf8))
    }

    /// A `303 See Other` to `location`.
    static func redirect(_ location: String) -> FormHTTPResponse {
        FormHTTPResponse(status: 303, headers: [.init("Location", location), .init("Cache-Control", "no-store")])
    }

    /// A short plain-text answer.
    static func plain(_ status: Int, _ text: String) -> FormHTTPResponse {
        FormHTTPResponse(status: status, headers: [
            .init("Content-Type", "text/plain; charset=utf-8"), .init("Cache-Control", "no-store"),
            .init("X-Content-Type-Options", "nosniff"),
        ], body: Data((text + "\n").utf8))
    }
}
