import FormKit

/// How a form run in a terminal ended, with the values entered: nothing typed is lost, whatever
/// the ending.
public struct FormOutcome: Hashable, Sendable {
    /// How the run ended.
    public enum Status: Hashable, Sendable {
        /// The person submitted, and every validator passed.
        case submitted
        /// The person cancelled (Esc, confirmed).
        case cancelled
        /// The run was interrupted: Ctrl-C, SIGTERM or SIGHUP.
        case interrupted
    }

    /// How the run ended.
    public let status: Status
    /// The values: submitted ones, or those entered so far (`AdapterManager/values`, hidden
    /// fields left out).
    public let values: JSONObject

    /// Creates an outcome.
    public init(status: Status, values: JSONObject) {
        self.status = status
        self.values = values
    }

    /// The conventional exit status: 0 submitted, 3 cancelled, 130 interrupted.
    public var exitStatus: Int32 {
        switch status {
        case .submitted: 0
        case .cancelled: 3
        case .interrupted: 130
        }
    }
}
