import FormKit
import Foundation

extension FormPage {
    /// Why a post is refused before it is bound, or `nil` when it may be bound.
    ///
    /// Following the OWASP CSRF cheat sheet: a request whose `Sec-Fetch-Site` (Fetch Metadata) is
    /// present and neither `same-origin` nor `none` is refused; an `Origin` header, when present,
    /// must be an allowed origin (``FormPageOptions/allowedOrigins``, or the request's own `Host`),
    /// and the opaque origin `null` never is; and the `_csrf` field must equal ``csrfToken``,
    /// compared in constant time.
    func csrfRefusal(_ request: FormHTTPRequest, _ data: FormData) -> String? {
        if let site = request.header("Sec-Fetch-Site")?.lowercased(), site != "same-origin", site != "none" {
            return "cross-site request"
        }
        if let origin = request.header("Origin") {
            guard isAllowed(origin: origin, host: request.header("Host")) else { return "origin not allowed" }
        }
        guard let token = data.values(for: "_csrf").last,
              constantTimeEquals(Array(token.utf8), Array(csrfToken.utf8)) else { return "missing or invalid CSRF token" }
        return nil
    }

    private func isAllowed(origin: String, host: String?) -> Bool {
        if origin == "null" { return false }
        if !options.allowedOrigins.isEmpty { return options.allowedOrigins.contains(origin) }
        guard let host, !host.isEmpty else { return false }
        return origin == "https://" + host || origin == "http://" + host
    }
}
