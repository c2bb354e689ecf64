import FormKit
import Foundation

extension FormPage {
    /// Why a post is refused before it is bound.
    enum CSRFRefusal: Equatable {
        /// `Sec-Fetch-Site` says the request came from another site.
        case crossSite
        /// `Origin` is not an allowed origin.
        case originNotAllowed
        /// The `_csrf` field is missing or wrong. `sameOrigin`: the request says it comes from
        /// the page's own origin (`Sec-Fetch-Site: same-origin`, or an allowed `Origin`) — a
        /// page older than the secret (a server restarted with a new one), not a forgery.
        case badToken(sameOrigin: Bool)

        var description: String {
            switch self {
            case .crossSite: "cross-site request"
            case .originNotAllowed: "origin not allowed"
            case .badToken: "missing or invalid CSRF token"
            }
        }
    }

    /// Why a post is refused before it is bound, or `nil` when it may be bound.
    ///
    /// Following the OWASP CSRF cheat sheet: a request whose `Sec-Fetch-Site` (Fetch Metadata) is
    /// present and neither `same-origin` nor `none` is refused; an `Origin` header, when present,
    /// must be an allowed origin (``FormPageOptions/allowedOrigins``, or the request's own `Host`),
    /// and the opaque origin `null` never is; and the `_csrf` field must equal ``csrfToken``,
    /// compared in constant time.
    func csrfRefusal(_ request: FormHTTPRequest, _ data: FormData) -> CSRFRefusal? {
        let site = request.header("Sec-Fetch-Site")?.lowercased()
        if let site, site != "same-origin", site != "none" { return .crossSite }
        let origin = request.header("Origin")
        if let origin, !isAllowed(origin: origin, host: request.header("Host")) { return .originNotAllowed }
        guard let token = data.values(for: "_csrf").last,
              constantTimeEquals(Array(token.utf8), Array(csrfToken.utf8)) else {
            return .badToken(sameOrigin: site == "same-origin" || origin != nil)
        }
        return nil
    }

    private func isAllowed(origin: String, host: String?) -> Bool {
        if origin == "null" { return false }
        if !options.allowedOrigins.isEmpty { return options.allowedOrigins.contains(origin) }
        guard let host, !host.isEmpty else { return false }
        return origin == "https://" + host || origin == "http://" + host
    }
}
