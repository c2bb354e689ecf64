import Foundation

/// The name–value pairs of a posted form, in the order the browser sent them — repeated names
/// included (a `<select multiple>` or a group of checkboxes sends one pair per choice), and a value
/// never split on `,` or anything else.
///
/// Parse a body with ``parse(_:contentType:limits:)``, or with ``urlEncoded(_:limits:)`` and
/// ``multipart(_:boundary:limits:)`` directly; both are this package's own parsers, following the
/// WHATWG and RFC rules cited on each.
///
/// ```swift
/// let data = try FormData.urlEncoded(Data("topic=a%2Cb&topic=c&name=Ada+L".utf8))
/// data.values(for: "topic")   // ["a,b", "c"]
/// data.values(for: "name")    // ["Ada L"]
/// ```
public struct FormData: Sendable, Hashable {
    /// One name–value pair.
    public struct Entry: Sendable, Hashable {
        /// The control's name.
        public var name: String
        /// The value, as sent (a file part's content decoded as UTF-8).
        public var value: String
        /// A multipart file part's file name; `nil` for a plain value.
        public var filename: String?

        /// Creates an entry.
        public init(name: String, value: String, filename: String? = nil) {
            self.name = name
            self.value = value
            self.filename = filename
        }
    }

    /// The pairs, in order.
    public var entries: [Entry]

    /// Creates form data of `entries`.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The values sent under `name`, in order; file parts left out.
    /// - Complexity: O(*n*) for *n* entries.
    public func values(for name: String) -> [String] {
        entries.compactMap { $0.name == name && $0.filename == nil ? $0.value : nil }
    }

    /// The values of every name (file parts left out), each list in order.
    /// - Complexity: O(*n*) for *n* entries.
    public var valuesByName: [String: [String]] {
        var values: [String: [String]] = [:]
        for entry in entries where entry.filename == nil { values[entry.name, default: []].append(entry.value) }
        return values
    }

    /// Parses a body by its `Content-Type`: `application/x-www-form-urlencoded` or
    /// `multipart/form-data` with its `boundary` parameter (type and parameter names compared
    /// without case, RFC 9110 §8.3.1).
    /// - Parameters:
    ///   - body: the body's bytes.
    ///   - contentType: the request's `Content-Type` header value.
    ///   - limits: the bounds to keep; the body size is checked before anything else.
    /// - Throws: ``FormDataError``.
    /// - Complexity: O(*n*) in the body's length.
    public static func parse(_ body: Data, contentType: String?, limits: FormDataLimits = FormDataLimits()) throws(FormDataError) -> FormData {
        guard body.count <= limits.maxBodyBytes else { throw .bodyTooLarge(limit: limits.maxBodyBytes) }
        guard let contentType else { throw .unsupportedContentType(nil) }
        let parameters = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let type = parameters.first?.lowercased() ?? ""
        switch type {
        case "application/x-www-form-urlencoded":
            return try urlEncoded(body, limits: limits)
        case "multipart/form-data":
            var boundary: String?
            for parameter in parameters.dropFirst() {
                guard let equals = parameter.firstIndex(of: "=") else { continue }
                if parameter[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" {
                    var value = parameter[parameter.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                    if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
                    boundary = value
                }
            }
            guard let boundary else { throw .malformedMultipart("the content type has no boundary") }
            return try multipart(body, boundary: boundary, limits: limits)
        default:
            throw .unsupportedContentType(contentType)
        }
    }
}
