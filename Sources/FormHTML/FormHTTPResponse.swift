import Foundation

/// An HTTP response from a ``FormPage``: status, header fields in order, and the body's bytes.
public struct FormHTTPResponse: Sendable, Hashable {
    /// One header field.
    public struct Header: Sendable, Hashable {
        /// The field name.
        public var name: String
        /// The field value.
        public var value: String

        /// Creates a header field.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The status code: 200, 303, 403, 404, 405, 413, 415, 422 or 400.
    public var status: Int
    /// The header fields, in order.
    public var headers: [Header]
    /// The body's bytes.
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: [Header] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name` (compared without case), or `nil`.
    /// - Complexity: O(*h*) for *h* headers.
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name.lowercased() == lowered }?.value
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}
