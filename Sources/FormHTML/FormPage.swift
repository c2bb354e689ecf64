import FormKit
import FormLocale
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
///   on, or a submit. A submission that passes `AdapterManager/submit(_:)` calls ``onSubmit``
///   and answers `303 See Other` to ``FormPageOptions/successLocation`` (post/redirect/get); one
///   that fails answers `422` with the page re-rendered, errors beside their fields and in the
///   summary, and everything typed kept — except secrets, which are never written into a page.
///   Row and step actions answer `303` back to the form, whose next page focuses the row the
///   action touched (`autofocus` on the new or moved row's first field, or on what takes the
///   place of a removed row), as a terminal moves its focus.
///
/// **Where the state lives.** In this version, between requests the form's state is the
/// `AdapterManager` the caller holds (one per visitor, kept as long as the caller keeps it): the
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
public final class FormPage: FormSessionSized {
    /// The form.
    public let manager: AdapterManager
    /// How the page renders and checks posts.
    public var options: FormPageOptions
    /// Called with the form's values (`AdapterManager/submit(_:)`'s result) when a submission
    /// passes, before the `303` is returned.
    public var onSubmit: ((JSONObject) -> Void)?
    /// How many changes posts have applied to the form: each bound full post and each applied
    /// live update adds one. The page carries it (`data-revision`) and live replies name it, so
    /// the script drops a reply older than the newest it applied, and a live post made from an
    /// out-of-date page is refused as stale (see ``handle(_:)``).
    public private(set) var revision = 0
    /// The item whose control the next page focuses (`autofocus`): the row a row action, an undo
    /// or a redo touched. Taken by the next render.
    var pendingFocus: Item?
    /// What the history's status message says on the next page, when the last action was an
    /// undo or a redo (else it describes the edit Undo would revert).
    var historyMessage: String?
    /// Which marker the page's fields carry (see `FormRenderer.marksOptional`), with the number
    /// of items it was counted over: counted again only when that changes (rows added or
    /// removed), not for every live update.
    var markerMajority: (itemCount: Int, marksOptional: Bool)?
    /// The catalogs' languages the manager's localizer was last made with.
    private var spokenCatalogs: [LanguageTag] = []

    /// Creates a page for `manager`; with a language in `options`, the manager's
    /// `AdapterManager/localizer` is set to it at once.
    public init(manager: AdapterManager, options: FormPageOptions) {
        self.manager = manager
        self.options = options
        if let language = options.language { speak(Localizer(language: language, catalogs: options.catalogs)) }
    }

    /// The language the page is in now: its manager's `AdapterManager/localizer`, which
    /// ``handle(_:)`` sets from ``FormPageOptions/language`` or the request's `Accept-Language`.
    public var localizer: Localizer { manager.localizer }

    /// The language a request is answered in: the options' language, else the visitor's
    /// (`Accept-Language`, at most `LanguagePreference/maximumHeaderLength` bytes of it read)
    /// among the options' catalogs.
    public func language(for request: FormHTTPRequest) -> Localizer {
        if let language = options.language { return Localizer(language: language, catalogs: options.catalogs) }
        return Localizer(preference: LanguagePreference(acceptLanguage: request.header("Accept-Language")), catalogs: options.catalogs)
    }

    /// Sets the manager's language when it differs from the one it has (so a request in the same
    /// language reloads no row).
    func speak(_ localizer: Localizer) {
        let current = manager.localizer
        guard current.locale != localizer.locale || current.language != localizer.language || spokenCatalogs != options.catalogs.languages else {
            return
        }
        spokenCatalogs = options.catalogs.languages
        manager.localizer = localizer
    }

    /// Answers one request: `GET` / `HEAD` render, `POST` binds (see the type's documentation), a
    /// `POST` with the header `X-Form-Live: 1` is a live update (below), `GET` of ``scriptPath``
    /// serves the live script; another path is `404`, another method `405`.
    ///
    /// **Live updates.** The page loads a small script (``scriptURL``; the page's
    /// `Content-Security-Policy` allows scripts from its own origin only, and connections to it)
    /// that posts one field when it changes: `_csrf`, `_revision` (the page's ``revision``),
    /// `_field` (the control's name) and the field's values, urlencoded. The field is bound through
    /// its item's input rule, exactly as in a full post, then validated as a terminal validates a
    /// field it leaves; the answer is `application/json`:
    /// `{"revision": N, "fragments": [{"kind": "insert" | "delete" | "move" | "reload", "id": …,
    /// "after": …, "before": …, "html": …}]}` — one fragment per row that the collection view's
    /// batches inserted, deleted, moved or reloaded, each row rendered as in the full page in a
    /// wrapper whose id is `id`; `after` / `before` name the row an inserted or moved row goes
    /// next to. When a row cannot be placed that way (it sits in a group the page does not show
    /// yet) or the collection view reloaded whole, the reply is `"reload": true` and no fragments,
    /// and the script posts the whole form with the page's hidden Refresh button (`_action=refresh`:
    /// everything bound, nothing validated, `303` back to the page). The error summary is not updated live: a full post
    /// shows it. A bad token is `403`; a missing `_revision` is `400`; a `_revision` other than
    /// ``revision`` binds nothing and answers `409` with `"stale": true` and the current revision
    /// (the page still holds what was typed, and a full post sends it); a hidden, disabled or
    /// unknown `_field` binds nothing and answers no fragments.
    /// - Parameter request: the request; its path is compared without its query.
    /// - Returns: the response; never throws — every refusal is a status.
    /// - Complexity: O(*n*) for a form of *n* items and a body of *n* bytes, plus the validators.
    public func handle(_ request: FormHTTPRequest) -> FormHTTPResponse {
        if request.pathWithoutQuery == scriptPath { return asset(request, LiveScript.bytes, type: "text/javascript; charset=utf-8") }
        if request.pathWithoutQuery == stylesheetPath { return asset(request, FormStylesheet.bytes, type: "text/css; charset=utf-8") }
        guard request.pathWithoutQuery == options.path else { return Self.plain(404, "Not found") }
        speak(language(for: request))
        switch request.method.uppercased() {
        case "GET":
            return htmlResponse(200, render())
        case "HEAD":
            var response = htmlResponse(200, render())
            response.body = Data()
            return response
        case "POST":
            return request.header("X-Form-Live") == "1" ? livePost(request) : post(request)
        default:
            var response = Self.plain(405, "Method not allowed")
            response.headers.append(.init("Allow", "GET, HEAD, POST"))
            return response
        }
    }

    /// The page as it is now: the whole HTML document.
    /// - Complexity: O(*n*) for *n* items and options.
    public func render() -> String {
        defer { pendingFocus = nil }
        return FormRenderer(page: self, state: BindState()).document()
    }

    /// The form alone, for a team's own layout to wrap: the notices and the error summary, the
    /// form, and the live status region — no `<html>`, `<head>` or page heading. Put
    /// ``headTags`` in the layout's `<head>`, serve ``handle(_:)`` at ``FormPageOptions/path``
    /// (it serves the stylesheet and the script too), and send the page with
    /// ``contentSecurityPolicy`` (or one at least as strict).
    /// - Complexity: O(*n*) for *n* items and options.
    public func renderFragment() -> String {
        defer { pendingFocus = nil }
        return FormRenderer(page: self, state: BindState()).fragment()
    }

    /// What the form needs in the page's `<head>`: its stylesheet (``stylesheetURL``), the team's
    /// own (``FormPageOptions/stylesheets``) after it, and the live script (``scriptURL``).
    public var headTags: String {
        var w = HTMLWriter()
        FormRenderer.writeHeadTags(self, into: &w)
        return w.output
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

    /// About how many bytes the page and its form hold: ``bytesPerItem`` for each item of a form
    /// built in code, ``bytesPerItemWithOrigin`` for each item of a form with an origin (a schema
    /// form, whose fields hold its document's rules), rows added included. ``FormSessionStore``
    /// bounds its sessions by this estimate.
    /// - Complexity: O(1) amortized (the form's index of items).
    public var estimatedBytes: Int {
        4_096 + manager.allItems.count * (manager.origin == nil ? Self.bytesPerItem : Self.bytesPerItemWithOrigin)
    }

    /// The memory one item of a served form built in code is taken to hold: the item, its
    /// validators, its row in the headless collection view and the page's state for it.
    /// `swift run -c release Benchmarks html sessions` measures 1,257–1,259 bytes per field
    /// (resident memory of 100 rendered pages of a 1,000-field guest list, 2026-11-27).
    public static let bytesPerItem = 2_048

    /// The memory one item of a served form with an origin (a schema form) is taken to hold: the
    /// same benchmark measures 6,943 bytes per item for 100 rendered pages of a 1,000-field schema
    /// form (the document itself shared).
    public static let bytesPerItemWithOrigin = 7_168

    // MARK: - Responses

    /// Where the live script is served: the form's path with `/live.js`.
    public var scriptPath: String {
        options.path.hasSuffix("/") ? options.path + "live.js" : options.path + "/live.js"
    }

    /// The address the page loads the live script from: ``scriptPath`` with the script's version
    /// (a hash of its text), so it can be cached for ever.
    public var scriptURL: String { scriptPath + "?v=" + LiveScript.version }

    /// Where the form's stylesheet is served: the form's path with `/form.css`.
    public var stylesheetPath: String {
        options.path.hasSuffix("/") ? options.path + "form.css" : options.path + "/form.css"
    }

    /// The address the page loads its stylesheet from: ``stylesheetPath`` with the stylesheet's
    /// version (a hash of its text), so it can be cached for ever.
    public var stylesheetURL: String { stylesheetPath + "?v=" + FormStylesheet.version }

    /// A file the page loads (the script, the stylesheet), cached for a year: its address changes
    /// with its text.
    private func asset(_ request: FormHTTPRequest, _ bytes: [UInt8], type: String) -> FormHTTPResponse {
        let method = request.method.uppercased()
        guard method == "GET" || method == "HEAD" else {
            var response = Self.plain(405, "Method not allowed")
            response.headers.append(.init("Allow", "GET, HEAD"))
            return response
        }
        return FormHTTPResponse(status: 200, headers: [
            .init("Content-Type", type),
            .init("Cache-Control", "public, max-age=31536000, immutable"),
            .init("X-Content-Type-Options", "nosniff"),
        ], body: method == "HEAD" ? Data() : Data(bytes))
    }

    /// The page's `Content-Security-Policy`: scripts, stylesheets and connections from its own
    /// origin only (the live script, the stylesheet, a team's own stylesheet, the posts), no
    /// inline style or script, nothing else. A layout that wraps ``renderFragment()`` sends it
    /// (or a stricter one).
    public static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    /// Counts one applied change.
    func bumpRevision() { revision += 1 }

    /// A `text/html` response with the headers every page carries: no caching (the page holds a
    /// token and values), no sniffing, no framing, and a policy that allows only the live script.
    func htmlResponse(_ status: Int, _ html: String) -> FormHTTPResponse {
        var headers: [FormHTTPResponse.Header] = [
            .init("Content-Type", "text/html; charset=utf-8"),
            .init("Content-Language", localizer.contentLanguage.identifier),
            .init("Cache-Control", "no-store"),
            .init("X-Content-Type-Options", "nosniff"),
            .init("Content-Security-Policy", Self.contentSecurityPolicy),
            .init("Referrer-Policy", "same-origin"),
        ]
        // The page depends on the visitor's languages unless the options fix one (RFC 9110 §12.5.5).
        if options.language == nil { headers.append(.init("Vary", "Accept-Language")) }
        return FormHTTPResponse(status: status, headers: headers, body: Data(html.utf8))
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
