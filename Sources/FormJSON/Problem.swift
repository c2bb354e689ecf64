import Foundation

/// One thing wrong with a value or a document, named by where it is: the one shape of every
/// problem this package reports in a list (values refused, a submission, a schema document, a UI
/// schema).
///
/// ```swift
/// do {
///     try manager.submit(["email": "not an address"])
/// } catch {
///     for problem in error.problems { print(problem) }   // email: Email is not a valid email address
/// }
/// ```
public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where, as a JSON Pointer (RFC 6901): `/name`, `/addresses/2/city`, `/properties/age`;
    /// `""` for the whole value or document.
    public let pointer: String
    /// What is wrong, as a sentence or its end: "no field has this key", "Name is required".
    public let message: String

    /// A problem at `pointer`.
    public init(pointer: String, message: String) {
        self.pointer = pointer
        self.message = message
    }

    /// A problem with the member `key` of the top-level object (at `/key`).
    public init(key: String, message: String) {
        self.init(pointer: JSONPointer.appending(key, to: ""), message: message)
    }

    /// The member's key when the pointer names a member of the top-level object (`/name` →
    /// `name`); otherwise the whole pointer (`/addresses/2/city`, or `""`).
    /// - Complexity: O(*n*) in the pointer's length.
    public var key: String {
        guard let tokens = JSONPointer.tokens(pointer), tokens.count == 1 else { return pointer }
        return tokens[0]
    }

    /// `key: message` for a top-level member, `pointer: message` deeper, `(root): message` for the
    /// whole value.
    public var description: String {
        "\(pointer.isEmpty ? "(root)" : key): \(message)"
    }
}

/// An error that lists problems, each with its place (``Problem``): every such error of this
/// package adopts it, so one `catch` reads them all the same way.
public protocol ProblemReporting: Error {
    /// The problems, in the order they were found.
    var problems: [Problem] { get }
}

extension Problem: ProblemReporting {
    /// This problem alone.
    public var problems: [Problem] { [self] }
}
