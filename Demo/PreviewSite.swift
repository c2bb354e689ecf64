import FormHTML
import ListKit
import FormKit
import Foundation

/// What `Demo serve` serves, apart from the sockets: an index at `/`, one ``FormPage`` per form at
/// `/<name>`, and each form's success page at `/<name>/done` showing the last values submitted as
/// JSON (post/redirect/get: a valid post answers `303` to it).
///
/// Each visitor has forms of their own, kept in a ``FormSessionStore`` (a cookie): at most 1,000
/// visitors and 256 MiB by the pages' estimates, each kept for an hour unused; each page's CSRF
/// token is bound to its visitor's session. A visitor whose
/// session is gone keeps what the page holds: its next full post carries it into new forms.
@MainActor
final class PreviewSite {
    /// One form served.
    struct Form {
        /// The path segment: `signup` is served at `/signup`.
        var name: String
        /// The page's title.
        var title: String
        /// One line for the index.
        var summary: String
        /// The page's look.
        var theme: FormTheme = .default
        /// Builds the form for one visitor, the first time the visitor asks for it: its manager,
        /// and what the form needs kept while it is served (a ``SchemaForm`` owning its
        /// manager's rules); `nil` when it cannot be made.
        var make: @MainActor () -> (manager: AdapterManager, owner: AnyObject?)?
    }

    /// Where the Bootstrap theme's pages load Bootstrap's stylesheet from.
    static let bootstrapPath = "/assets/bootstrap.min.css"
    /// Debian's `libjs-bootstrap5` file, which the site serves at ``bootstrapPath``.
    static let bootstrapFile = "/usr/share/javascript/bootstrap5/css/bootstrap.min.css"

    /// A form's page and what it last received.
    private final class Served {
        let form: Form
        let page: FormPage
        let manager: AdapterManager
        /// What the form needs kept while it is served.
        let owner: AnyObject?
        var submitted: JSONObject?

        init(form: Form, page: FormPage, manager: AdapterManager, owner: AnyObject?) {
            self.form = form
            self.page = page
            self.manager = manager
            self.owner = owner
        }
    }

    /// One visitor's forms, in index order, each made the first time the visitor asks for it
    /// (a visitor of one form does not pay for the others).
    private final class Visitor: FormSessionSized {
        let forms: [Form]
        let csrfSecret: [UInt8]
        let session: String
        private var served: [Served?]

        init(forms: [Form], csrfSecret: [UInt8], session: String) {
            self.forms = forms
            self.csrfSecret = csrfSecret
            self.session = session
            served = Array(repeating: nil, count: forms.count)
        }

        var estimatedBytes: Int { served.reduce(0) { $0 + ($1?.page.estimatedBytes ?? 0) } }

        /// The visitor's form at `position`, made now if it was not yet; `nil` when it cannot be.
        func entry(at position: Int) -> Served? {
            if let made = served[position] { return made }
            guard let made = PreviewSite.serve(forms[position], csrfSecret: csrfSecret, session: session) else { return nil }
            served[position] = made
            return made
        }
    }

    /// How long and how many visitors' forms are kept: an hour unused, a thousand visitors, and
    /// 256 MiB by their estimate.
    private static let sessionOptions = FormSessionStore<Visitor>.Options(capacity: 1_000, lifetime: .seconds(3_600),
                                                                          cookieName: "demo_session", maximumBytes: 256 << 20)

    /// Name, title and summary of each form, in index order.
    private let listing: [(name: String, title: String, summary: String)]
    private let sessions: FormSessionStore<Visitor>
    /// Pages that serve each form's stylesheet and script to anyone: those files are the same for
    /// every visitor, so fetching them makes no session.
    private let assets: [FormPage]
    /// The stylesheet the site's own pages (the index, the success pages) use: the forms'.
    private let stylesheetURL: String
    /// Bootstrap's stylesheet, read once from Debian's package; `nil` when it is not installed.
    private let bootstrap: Data?

    /// Creates the site.
    /// - Parameters:
    ///   - forms: the forms, each at `/<name>` (names distinct), made for each visitor when the
    ///     visitor first asks for one.
    ///   - csrfSecret: the key of every page's CSRF tokens (random, at least 32 bytes).
    ///   - now: the sessions' clock (tests pass their own).
    init(forms: [Form], csrfSecret: [UInt8], now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        precondition(Set(forms.map(\.name)).count == forms.count, "each form needs its own name")
        listing = forms.map { ($0.name, $0.title, $0.summary) }
        assets = forms.map { form in
            FormPage(manager: AdapterManager(adapter: ListAdapter()),
                     options: FormPageOptions(title: form.title, path: "/" + form.name, csrfSecret: csrfSecret))
        }
        stylesheetURL = assets.first?.stylesheetURL ?? ""
        bootstrap = FileManager.default.contents(atPath: Self.bootstrapFile)
        sessions = FormSessionStore(options: Self.sessionOptions, now: now) { id in
            Visitor(forms: forms, csrfSecret: csrfSecret, session: id)
        }
    }

    /// One form made for a visitor, its tokens bound to the visitor's session (`session`, its
    /// id); `nil` when the form cannot be made.
    private static func serve(_ form: Form, csrfSecret: [UInt8], session: String) -> Served? {
        guard let (manager, owner) = form.make() else { return nil }
        let page = FormPage(manager: manager, options: FormPageOptions(
            title: form.title, path: "/" + form.name, successLocation: "/\(form.name)/done", csrfSecret: csrfSecret,
            csrfBinding: session))
        page.options.theme = form.theme
        // A form's own button that does nothing but submit (signup's "Create account", which the
        // terminal presses) is the page's one submit button: its title on the primary button,
        // itself not shown twice.
        let bare = manager.allItems.compactMap { $0 as? ButtonItem }.filter { $0.action == nil && $0.container == nil }
        if bare.count == 1, let button = bare.first {
            page.options.submitTitle = button.title
            button.isHidden = true
        }
        let entry = Served(form: form, page: page, manager: manager, owner: owner)
        // What the success page shows: the values without secrets (a page never shows one).
        page.onSubmit = { [unowned entry] _ in
            entry.submitted = entry.manager.values(includingHidden: false, redactingSecrets: true)
        }
        return entry
    }

    /// The demo forms — signup, controls, checkout, jobs — and the schema form, if any, each also
    /// in the Bootstrap 5 theme at `/bootstrap/<name>`, and the signup with a team's own markup
    /// for one control at `/custom/signup`.
    static func demoForms(schema: Form?) -> [Form] {
        let names: [(String, String)] = [("signup", "Sign up"), ("controls", "Every control"), ("checkout", "Checkout"), ("jobs", "Job application")]
        let forms = names.map { name, title in
            Form(name: name, title: title, summary: DemoCatalog.demo(named: name)?.summary ?? (name == "jobs" ? JobsDemo.summary : ""),
                 make: { FormRunCommand.makeForm(demo: name, width: 80).map { ($0, nil) } })
        } + (schema.map { [$0] } ?? [])
        let bootstrap = forms.map { form in
            var themed = form
            themed.name = "bootstrap/" + form.name
            themed.theme = .bootstrap5(stylesheet: bootstrapPath)
            return themed
        }
        // The signup form with a team's own markup for one control (FormTheme.controlMarkup).
        let custom = forms.filter { $0.name == "signup" }.map { form in
            var themed = form
            themed.name = "custom/signup"
            themed.theme.controlMarkup = { parts, markup in customEmailMarkup(parts, &markup) }
            return themed
        }
        return forms + bootstrap + custom
    }

    /// A team's markup for the signup's email field: its own hint, its label's words, an
    /// `inputmode` — and the id, name, errors and describedby a control keeps.
    static func customEmailMarkup(_ parts: ControlParts, _ markup: inout HTMLMarkup) -> Bool {
        guard parts.name == "/email" else { return false }
        markup.open(.div, [.attr(.class, parts.errors.isEmpty ? "field" : "field field-error"), .data("custom", "email")])
        markup.element(.label, [.attr(.for, parts.id)], text: "Your email address" + (parts.marker.map { " " + $0 } ?? ""))
        markup.element(.p, [.attr(.class, "hint"), .attr(.id, parts.hintID)], text: "We'll send your receipt here.")
        for error in parts.errors { markup.element(.p, [.attr(.class, "error-message"), .attr(.id, parts.errorID)], text: error) }
        var input: [HTMLMarkup.Attribute] = [.attr(.type, "email"), .attr(.id, parts.id), .attr(.value, parts.value),
                                             .attr(.autocomplete, "email"), .attr(.inputmode, "email"),
                                             .attr(.ariaDescribedby, parts.hintID + (parts.errors.isEmpty ? "" : " " + parts.errorID))]
        if let name = parts.name { input.append(.attr(.name, name)) }
        if parts.isRequired { input.append(.flag(.required)) }
        if !parts.errors.isEmpty { input.append(.attr(.ariaInvalid, "true")) }
        markup.void(.input, input)
        markup.close(.div)
        return true
    }

    /// The paths served, in index order.
    var paths: [String] { ["/"] + listing.map { "/" + $0.name } }

    /// How many visitors' forms are kept now.
    var visitorCount: Int { sessions.count }

    /// Answers one request that the reader accepted (its `Host` already checked).
    /// - Complexity: that of ``FormPage/handle(_:)`` for a form's path; O(*f*) for *f* forms otherwise.
    func respond(to request: FormHTTPRequest) -> FormHTTPResponse {
        let path = String(request.path.prefix { $0 != "?" && $0 != "#" })
        if path == "/" {
            guard request.method == "GET" else { return Self.methodNotAllowed(allow: "GET") }
            return html(200, title: "Demo serve", body: index())
        }
        if path == Self.bootstrapPath {
            guard let bootstrap else { return notFound() }
            return FormHTTPResponse(status: 200, headers: [
                .init("Content-Type", "text/css; charset=utf-8"), .init("Cache-Control", "public, max-age=86400"),
                .init("X-Content-Type-Options", "nosniff"),
            ], body: request.method == "HEAD" ? Data() : bootstrap)
        }
        guard let position = listing.firstIndex(where: { path == "/" + $0.name || path.hasPrefix("/" + $0.name + "/") }) else {
            return notFound()
        }
        let assetPage = assets[position]
        if path == assetPage.stylesheetPath || path == assetPage.scriptPath { return assetPage.handle(request) }
        return sessions.handle(request) { visitor in
            guard let entry = visitor.entry(at: position) else { return self.notFound() }
            if path == "/" + entry.form.name { return entry.page.handle(request) }
            if path == "/\(entry.form.name)/done" {
                guard request.method == "GET" else { return Self.methodNotAllowed(allow: "GET") }
                return self.html(200, title: "\(entry.form.title): submitted", body: done(entry))
            }
            return self.notFound()
        }
    }

    private func notFound() -> FormHTTPResponse {
        html(404, title: "Not found", body: "<h1>Not found</h1>\n<p><a href=\"/\">The forms</a></p>")
    }

    private func index() -> String {
        let items = listing.filter { !$0.name.hasPrefix("bootstrap/") && !$0.name.hasPrefix("custom/") }.map { form in
            "<li><a href=\"/\(Self.escape(form.name))\">\(Self.escape(form.title))</a> — \(Self.escape(form.summary)) "
                + "(<a href=\"/bootstrap/\(Self.escape(form.name))\">in Bootstrap 5</a>)</li>"
        }
        let missing = bootstrap == nil
            ? "\n<p>Bootstrap's stylesheet is not installed here (apt-get install libjs-bootstrap5): its pages show unstyled.</p>" : ""
        return """
        <h1>Demo serve</h1>
        <p>A preview server: loopback only, not for production. Each form in the package's own look, and in the Bootstrap 5 theme.</p>\(missing)
        <ul>
        \(items.joined(separator: "\n"))
        </ul>
        <p><a href="/custom/signup">Sign up with a team's own markup for its email field</a> (FormTheme.controlMarkup).</p>
        """
    }

    private func done(_ entry: Served) -> String {
        let values = entry.submitted.flatMap { try? $0.jsonString(prettyPrinted: true) }
        let shown = values.map { "<p>The values sent (secrets redacted):</p>\n<pre id=\"values\">\(Self.escape($0))</pre>" }
            ?? "<p>Nothing submitted yet.</p>"
        return """
        <h1>\(Self.escape(entry.form.title)): submitted</h1>
        \(shown)
        <p><a href="/\(Self.escape(entry.form.name))">Back to the form</a> · <a href="/">The forms</a></p>
        """
    }

    /// A small page with the same protective headers and the same stylesheet as a form's.
    func html(_ status: Int, title: String, body: String) -> FormHTTPResponse {
        let document = """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escape(title))</title><link rel="stylesheet" href="\(Self.escape(stylesheetURL))"></head>
        <body class="form-page">
        <main>
        \(body)
        </main>
        </body>
        </html>

        """
        return FormHTTPResponse(status: status, headers: [
            .init("Content-Type", "text/html; charset=utf-8"), .init("Cache-Control", "no-store"),
            .init("X-Content-Type-Options", "nosniff"),
            .init("Content-Security-Policy", "default-src 'none'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'"),
        ], body: Data(document.utf8))
    }

    private static func methodNotAllowed(allow: String) -> FormHTTPResponse {
        var response = FormHTTPResponse.refusal(.init(status: 405, reason: "method not allowed"))
        response.headers.removeAll { $0.name == "Allow" }
        response.headers.append(.init("Allow", allow))
        return response
    }

    /// `text` escaped for HTML text and double-quoted attribute values.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\0": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
