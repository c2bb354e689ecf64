import FormKit

extension AdapterManager {
    /// Runs the form interactively on `host` until it is submitted, cancelled or interrupted.
    /// (Being built on the `terminal` branch: this placeholder never reaches main.)
    public func runInteractive(on host: TerminalHost, options: TerminalFormOptions = TerminalFormOptions()) throws(TerminalFormError) -> FormOutcome {
        throw .terminal(TerminalError(operation: "interactive", message: "not built yet"))
    }
}
