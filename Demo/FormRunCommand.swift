import Foundation
import FormKit
import FormLocale
import FormTerminal
import ListKit

/// Fills a demo's form in and reports the outcome: the values as one JSON object on standard
/// output, everything else on standard error, and the exit status.
///
/// | status | when |
/// | --- | --- |
/// | 0 | submitted: the values are on standard output |
/// | 1 | `--values` refused or invalid, the input ended before the form was complete, a file could not be read or written |
/// | 2 | a usage error (reported by the caller) |
/// | 3 | cancelled |
/// | 130 | interrupted (Ctrl-C, SIGTERM, SIGHUP) |
@MainActor
enum FormRunCommand {
    /// The status for invalid values, an input that ended early, or a file that failed.
    static let failureStatus: Int32 = 1

    /// Runs the fill-in when `arguments` ask for one; `nil` otherwise (and for a command line
    /// that does not parse: the caller reports it).
    static func runIfAsked(_ arguments: [String], environment: [String: String], standardOutput: OutputFile = .standardOutput,
                           standardError: OutputFile = .standardError) -> Int32? {
        guard let options = try? DemoOptions.parse(arguments, defaultWidth: 80), !options.showsHelp, options.form.isRequested,
              let demo = options.demo else { return nil }
        let run = FormRun(demo: demo, options: options, environment: environment, standardOutput: standardOutput,
                          standardError: standardError)
        unblockTerminationSignals()
        return run.run()
    }

    /// Lets Ctrl-C, SIGTERM and SIGHUP reach the fill-in even when the parent left them blocked (a
    /// process spawned from a thread that blocks signals inherits its mask), so an interrupt ends
    /// the run with its draft instead of being held until the process exits.
    static func unblockTerminationSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        sigprocmask(SIG_UNBLOCK, &signals, nil)
    }

    /// The demo's form, empty but for its defaults, on a collection view of `width` columns.
    static func makeForm(demo: String, width: Int) -> AdapterManager? {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: width)
        switch demo {
        case "signup": return SignupDemo.makeForm(adapter: adapter)
        case "controls": return ControlsDemo.makeForm(adapter: adapter)
        case "checkout": return CheckoutDemo.makeForm(adapter: adapter)
        case "jobs": return JobsDemo.makeForm(adapter: adapter)
        default: return nil
        }
    }

    /// What a draft keeps: every value entered, hidden fields' and rows' too, but no secret — a
    /// draft is a file left on disk — and the current step (``FormDraft``).
    static func draft(of manager: AdapterManager) -> JSONObject {
        FormDraft(of: manager).object
    }
}

/// One fill-in of a demo's form.
@MainActor
private struct FormRun {
    let demo: String
    let options: DemoOptions
    let environment: [String: String]
    let standardOutput: OutputFile
    let standardError: OutputFile

    /// A failure already reported on standard error.
    struct Reported: Error {}

    func run() -> Int32 {
        guard let manager = FormRunCommand.makeForm(demo: demo, width: options.width) else { return FormRunCommand.failureStatus }
        do {
            if let path = options.form.resumePath {
                let (values, step) = FormDraft.split(try readValues(path, flag: "--resume"))
                do {
                    try manager.setValues(values)
                } catch {
                    try report("--resume \(path): these values were refused:", error.problems.map(\.description))
                }
                if let problem = FormDraft.restoreStep(step, in: manager) {
                    try report("--resume \(path): \(problem)")
                }
            }
            if let path = options.form.valuesPath { return try submit(manager, valuesFrom: path) }
            return try fillIn(manager)
        } catch {
            return FormRunCommand.failureStatus
        }
    }

    /// `--values`: set, validate, print.
    private func submit(_ manager: AdapterManager, valuesFrom path: String) throws(Reported) -> Int32 {
        let values = try readValues(path, flag: "--values")
        if let language = options.form.language { manager.localizer = Localizer(language: language) }
        let submitted: JSONObject
        do {
            submitted = try manager.submit(values)
        } catch {
            let what = if case .refused = error { "were refused" } else { "are invalid" }
            try report("the values \(what):", error.problems(in: manager.localizer).map(\.description))
        }
        return try printResult(submitted)
    }

    /// `--interactive` / `--plain`: ask, then print the values or keep a draft.
    private func fillIn(_ manager: AdapterManager) throws(Reported) -> Int32 {
        var terminalOptions = TerminalFormOptions(mode: options.form.isPlain ? .lines : .automatic, color: options.color,
                                                  environment: environment)
        terminalOptions.language = options.form.language
        let outcome: FormOutcome
        do {
            outcome = try manager.runInTerminal(terminalOptions)
        } catch {
            let kept = try keepDraft(manager)
            switch error {
            case .endOfInput(let field):
                try report("the input ended before the form was complete (at \(field)); nothing was submitted", kept)
            case .invalid(let errors):
                try report("the form cannot be completed:", errors.map { "\($0.key ?? $0.title): \($0)" } + kept)
            case .refused(let problems):
                try report("the form's check refused the values:", problems.map(\.description) + kept)
            case .terminal(let failure):
                try report("the terminal failed: \(failure)", kept)
            }
        }
        switch outcome.status {
        case .submitted:
            return try printResult(outcome.values)
        case .cancelled, .interrupted:
            let kept = try keepDraft(manager)
            try? standardError.write("Demo: \(outcome.status == .cancelled ? "cancelled" : "interrupted"); nothing was submitted\n"
                + kept.map { $0 + "\n" }.joined())
            return outcome.exitStatus
        }
    }

    /// Writes the values so far to `--draft`, if given: the lines saying so (none without it).
    private func keepDraft(_ manager: AdapterManager) throws(Reported) -> [String] {
        guard let path = options.form.draftPath else { return [] }
        do {
            let text = try FormRunCommand.draft(of: manager).jsonString(prettyPrinted: true) + "\n"
            try DraftFile.write(text, to: path)
        } catch {
            try report("--draft \(path): cannot be written: \(error)")
        }
        return ["  the values so far are in \(path) (secrets left out)"]
    }

    /// The values as one JSON object on standard output.
    private func printResult(_ values: JSONObject) throws(Reported) -> Int32 {
        do {
            try standardOutput.write(try values.jsonString() + "\n")
        } catch {
            try report("cannot write the values: \(error)")
        }
        return 0
    }

    /// A JSON object read from `path` (`-`: standard input).
    private func readValues(_ path: String, flag: String) throws(Reported) -> JSONObject {
        let data: Data
        do {
            data = path == "-" ? try FileHandle.standardInput.readToEnd() ?? Data() : try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            try report("\(flag) \(path): cannot be read: \((error as NSError).localizedDescription)")
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: data)
        } catch {
            try report("\(flag) \(path): not JSON: \(error)")
        }
        guard let object = json.objectValue else {
            try report("\(flag) \(path): expected a JSON object of values by key, got \(json.typeName == "array" ? "an" : "a") \(json.typeName)")
        }
        return object
    }

    /// Writes `Demo: message` and the detail lines (indented) to standard error, and stops.
    private func report(_ message: String, _ details: [String] = []) throws(Reported) -> Never {
        let lines = ["Demo: " + message] + details.map { $0.hasPrefix("  ") ? $0 : "  " + $0 }
        try? standardError.write(lines.joined(separator: "\n") + "\n")
        throw Reported()
    }
}
