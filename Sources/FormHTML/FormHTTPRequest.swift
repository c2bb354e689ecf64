import Foundation

/// An HTTP request as a ``FormPage`` needs it: method, path, headers and body, in Foundation types
/// only, so that any server (Vapor, Hummingbird, a socket loop) can build one from its own.
public struct FormHTTPRequest: Sendable, Hashable {
    /// The method, such as `GET` or `POST` (compared without case).
    public var method: String
    /// The request target's path, with or without a query (`/signup?x=1`).
    public var path: String
    /// The header fields; names are compared without case (RFC 9110 §5.1).
    public var headers: [String: String]
    /// The body's bytes, as received (not decoded).
    public var body: Data

    /// Creates a request.
    public init(method: String, path: String, headers: [String: String] = [:], body: Data = Data()) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name`, compared without case.
    /// - Complexity: O(*h*) for *h* headers.
    public func header(_ name: String) -> String? {
        if let value = headers[name] { return value }
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }

    /// The path without its query.
    var pathWithoutQuery: String {
        String(path.prefix { $0 != "?" && $0 != "#" })
    }
}
