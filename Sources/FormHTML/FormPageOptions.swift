import FormLocale

/// How a ``FormPage`` renders its form and checks the posts it receives.
public struct FormPageOptions: Sendable {
    /// The page's title and `<h1>`; "Error: " (in the page's language) is put before it while the
    /// form shows errors.
    public var title: String
    /// The path the page is served at and posts to (`action`); requests for other paths get 404.
    public var path: String
    /// Where a successful submission redirects to (a `303 See Other`, post/redirect/get).
    public var successLocation: String
    /// The secret the CSRF tokens are derived from (HMAC-SHA256 key): random bytes, at least 32,
    /// kept on the server.
    public var csrfSecret: [UInt8]
    /// What ties a token to one visitor, such as a session id; part of the token's message.
    /// Default: empty (a token per form alone).
    public var csrfBinding: String
    /// The origins allowed to post (`https://example.com`, no trailing slash). Empty (the
    /// default): the origin must name the request's own `Host`, over `http` or `https`.
    public var allowedOrigins: [String]
    /// The limits of a posted body.
    public var limits: FormDataLimits
    /// The text of the submit button; `nil` (the default) says "Submit" in the page's language.
    public var submitTitle: String?
    /// The page's language, whatever the visitor asks for; `nil` (the default) chooses per
    /// request from the `Accept-Language` header among ``catalogs``' languages (RFC 4647 lookup),
    /// English when none matches. The page says it (`<html lang>`, WCAG 3.1.1; `dir="rtl"` for
    /// Arabic and the other right-to-left languages, with a layout that mirrors), its words and
    /// the form's messages are in it, and numbers and dates are read and shown the way it writes
    /// them (see FormKit's `AdapterManager/localizer`).
    public var language: LanguageTag?
    /// The messages the page and its form are put in words with: the package's own catalogs
    /// (English, German, French, Spanish, Simplified Chinese, Japanese, Arabic), or those with a
    /// team's own added — a language of its own, or keys of a shipped one overridden
    /// (`MessageCatalogs/adding(_:)`). Default: `MessageCatalogs/builtIn`.
    public var catalogs: MessageCatalogs = .builtIn
    /// Whether the browser checks the constraint attributes before posting; `false` writes
    /// `novalidate`, leaving every check to the server. Default: `true`.
    public var usesBrowserValidation: Bool
    /// Hints shown under fields' labels (and named by their `aria-describedby`), by the field's
    /// JSON Pointer (`/email`, `/addresses/0/city`) or key.
    public var hints: [String: String]
    /// `autocomplete` tokens by JSON Pointer or key, replacing the ones chosen by item kind.
    public var autocomplete: [String: String]
    /// The team's own stylesheets, loaded after the form's (so their rules win), by URL on the
    /// page's own origin (the page's `Content-Security-Policy` allows `style-src 'self'`).
    /// Default: none.
    public var stylesheets: [String] = []
    /// The page's look: ``FormTheme/default`` (the package's stylesheet) or another, such as
    /// ``FormTheme/bootstrap5(stylesheet:)``. The structure and behaviour are the same in every
    /// theme.
    public var theme: FormTheme = .default

    /// Creates options.
    /// - Parameters:
    ///   - title: the page's title.
    ///   - path: where the page is served and posts to; default `/`.
    ///   - successLocation: where a successful submission goes; default `path` with `?done`.
    ///   - csrfSecret: the key of the CSRF tokens.
    ///   - csrfBinding: ties tokens to a visitor (a session id); default empty.
    ///   - allowedOrigins: the origins allowed to post; default: the request's own host.
    ///   - limits: the limits of a posted body; default `FormDataLimits/init(maxBodyBytes:maxPairs:maxKeyBytes:maxPartHeaderBytes:)`'s.
    ///   - submitTitle: the submit button's text; default "Submit" in the page's language.
    ///   - language: the page's language; default: the visitor's, from `Accept-Language`.
    ///   - usesBrowserValidation: whether the browser checks constraints first; default `true`.
    ///   - hints: hints by JSON Pointer or key.
    ///   - autocomplete: `autocomplete` tokens by JSON Pointer or key.
    public init(title: String, path: String = "/", successLocation: String? = nil, csrfSecret: [UInt8], csrfBinding: String = "",
                allowedOrigins: [String] = [], limits: FormDataLimits = FormDataLimits(), submitTitle: String? = nil,
                language: LanguageTag? = nil, usesBrowserValidation: Bool = true, hints: [String: String] = [:],
                autocomplete: [String: String] = [:]) {
        self.title = title
        self.path = path
        self.successLocation = successLocation ?? path + "?done"
        self.csrfSecret = csrfSecret
        self.csrfBinding = csrfBinding
        self.allowedOrigins = allowedOrigins
        self.limits = limits
        self.submitTitle = submitTitle
        self.language = language
        self.usesBrowserValidation = usesBrowserValidation
        self.hints = hints
        self.autocomplete = autocomplete
    }

    /// A new CSRF secret for ``csrfSecret``: `count` random bytes from the system's generator
    /// (`SystemRandomNumberGenerator`, `getrandom` on Linux).
    ///
    /// Make one when the server starts and give it to every page; tokens made with it stop
    /// working when the process ends. To keep them across restarts, store the bytes where the
    /// server keeps its other secrets (never in the repository) and pass them instead.
    /// - Parameter count: how many bytes; at least 32, the size of HMAC-SHA256's output.
    public static func randomSecret(count: Int = 32) -> [UInt8] {
        precondition(count >= 32, "FormPageOptions.randomSecret(count:): a CSRF secret needs at least 32 bytes, not \(count)")
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
}
