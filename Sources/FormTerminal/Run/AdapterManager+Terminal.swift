#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FormKit

extension TerminalFormOptions {
    /// The mode a run takes: ``Mode/interactive`` or ``Mode/lines`` as asked; for
    /// ``Mode/automatic``, interactive only when the input and the output are both terminals,
    /// `TERM` is not `dumb` and `ACCESSIBLE` is unset, empty or `0` — line mode otherwise.
    /// - Parameters:
    ///   - inputIsTerminal: whether ``input`` is a terminal.
    ///   - outputIsTerminal: whether ``output`` is a terminal.
    /// - Returns: ``Mode/interactive`` or ``Mode/lines``, never ``Mode/automatic``.
    /// - Complexity: O(1).
    public func resolvedMode(inputIsTerminal: Bool, outputIsTerminal: Bool) -> Mode {
        switch mode {
        case .interactive, .lines:
            return mode
        case .automatic:
            let accessible = environment["ACCESSIBLE"] ?? ""
            let wantsLines = !(accessible.isEmpty || accessible == "0") || environment["TERM"] == "dumb"
            return inputIsTerminal && outputIsTerminal && !wantsLines ? .interactive : .lines
        }
    }
}

extension AdapterManager {
    /// Runs the form in this process's terminal until it is submitted, cancelled or interrupted.
    ///
    /// The mode comes from ``TerminalFormOptions/resolvedMode(inputIsTerminal:outputIsTerminal:)``:
    /// the interactive form on the terminal (``runInteractive(on:options:)``), or line mode
    /// (``runLines(input:output:options:)``) on the options' file descriptors — so a piped input,
    /// `TERM=dumb` or `ACCESSIBLE=1` gets prompts one line at a time instead of a hang or screen
    /// garbage. Drawing and prompts go to ``TerminalFormOptions/output`` (standard error by
    /// default); standard output is left for the result.
    ///
    /// ```swift
    /// let outcome = try manager.runInTerminal()
    /// if outcome.status == .submitted { print(try outcome.values.jsonString()) }
    /// exit(outcome.exitStatus)
    /// ```
    /// - Parameter options: the mode, the descriptors, the environment read.
    /// - Returns: how the run ended, with the values entered (also left in ``values``).
    /// - Throws: ``TerminalFormError``: the input ended before the form was complete (line mode),
    ///   the form cannot be completed, or the terminal failed.
    public func runInTerminal(_ options: TerminalFormOptions = TerminalFormOptions()) throws(TerminalFormError) -> FormOutcome {
        let mode = options.resolvedMode(inputIsTerminal: isatty(options.input) == 1, outputIsTerminal: isatty(options.output) == 1)
        if mode == .interactive {
            let host: TerminalHost
            do {
                host = try makeSystemTerminal(input: options.input, output: options.output)
            } catch {
                throw .terminal(error)
            }
            return try runInteractive(on: host, options: options)
        }
        return try runLines(input: FileLineInput(descriptor: options.input), output: FileLineOutput(descriptor: options.output),
                            options: options)
    }
}
