/// Why a posted body was refused before any of it reached a form: each limit of
/// ``FormDataLimits`` has its own case, so a server can answer each one as it should (413 for a
/// body too large, 400 for the others, 415 for a content type that is not a form's).
public enum FormDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The body has more bytes than ``FormDataLimits/maxBodyBytes``.
    case bodyTooLarge(limit: Int)
    /// The body has more name–value pairs than ``FormDataLimits/maxPairs``.
    case tooManyPairs(limit: Int)
    /// A decoded name has more bytes than ``FormDataLimits/maxKeyBytes``.
    case keyTooLong(limit: Int)
    /// The content type is neither `application/x-www-form-urlencoded` nor `multipart/form-data`
    /// (the header's value, or `nil` when there was none).
    case unsupportedContentType(String?)
    /// A `multipart/form-data` body that does not follow RFC 7578 / RFC 2046, with the reason.
    case malformedMultipart(String)

    /// The HTTP status that answers the error: 413, 415 or 400.
    public var httpStatus: Int {
        switch self {
        case .bodyTooLarge: 413
        case .unsupportedContentType: 415
        case .tooManyPairs, .keyTooLong, .malformedMultipart: 400
        }
    }

    /// A sentence for a log or a plain-text answer.
    public var description: String {
        switch self {
        case .bodyTooLarge(let limit): "the body is larger than \(limit) bytes"
        case .tooManyPairs(let limit): "the body has more than \(limit) fields"
        case .keyTooLong(let limit): "a field name is longer than \(limit) bytes"
        case .unsupportedContentType(let type): "the content type \(type.map { "\"\($0)\"" } ?? "(none)") is not a form's"
        case .malformedMultipart(let reason): "malformed multipart/form-data: \(reason)"
        }
    }
}
