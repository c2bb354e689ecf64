import Foundation
import ListKit

/// The command line, parsed: which demo, and how to render it.
struct DemoOptions: Equatable {
    var demo: String?
    var width = 80
    var height: Int?
    var offset = 0
    var color: Bool?
    var showsHelp = false
    /// Filling the form in instead of narrating it (FormRunCommand.swift).
    var form = FormRunOptions()

    /// Why a command line was refused (exit status 2).
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The narrowest `--width` the demos lay out in.
    static let minimumWidth = 10

    /// Parses `arguments` (without the program name). `defaultWidth` is the terminal's width.
    ///
    /// Refuses a number out of range (`--width` below ``minimumWidth``, `--height` below 1,
    /// `--offset` below 0) and an `--offset` without a `--height` (it scrolls the viewport that
    /// `--height` makes).
    static func parse(_ arguments: [String], defaultWidth: Int) throws(UsageError) -> DemoOptions {
        var options = DemoOptions(width: defaultWidth)
        var remaining = arguments[...]
        var offset: Int?
        func number(after flag: String, atLeast minimum: Int, unit: String = "") throws(UsageError) -> Int {
            guard let text = remaining.popFirst() else { throw UsageError(message: "\(flag) needs a number") }
            guard let value = Int(text) else { throw UsageError(message: "\(flag) needs a number, not '\(text)'") }
            guard value >= minimum else {
                throw UsageError(message: "\(flag) must be at least \(minimum)\(unit), not \(value)")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": options.showsHelp = true
            case "--width": options.width = try number(after: argument, atLeast: minimumWidth, unit: " columns")
            case "--height": options.height = try number(after: argument, atLeast: 1, unit: " line")
            case "--offset": offset = try number(after: argument, atLeast: 0)
            case "--color": options.color = true
            case "--no-color": options.color = false
            case let flag where FormRunOptions.flags.contains(flag): try options.form.take(flag, from: &remaining)
            default:
                if argument.hasPrefix("-") { throw UsageError(message: "unknown option '\(argument)'") }
                guard options.demo == nil else { throw UsageError(message: "one demo at a time ('\(options.demo!)' and '\(argument)')") }
                guard DemoCatalog.demo(named: argument) != nil else {
                    let names = (DemoCatalog.all.map(\.name) + ["schema", "serve"]).joined(separator: ", ")
                    throw UsageError(message: "unknown demo '\(argument)' (the demos: \(names))")
                }
                options.demo = argument
            }
        }
        if let offset {
            guard options.height != nil else {
                throw UsageError(message: "--offset needs --height: it scrolls the viewport --height makes")
            }
            options.offset = offset
        }
        try options.form.check(demo: options.demo)
        return options
    }

    /// The styler: `--color` and `--no-color` win; otherwise color on a terminal without `NO_COLOR`.
    func styler(isTerminal: Bool, environment: [String: String]) -> TextStyler {
        if let color { return TextStyler(isEnabled: color) }
        return TextStyler.forOutput(isTerminal: isTerminal, environment: environment)
    }

    /// The widest line of `--help`.
    static let helpWidth = 80

    /// What `--help` prints: every line at most ``helpWidth`` columns.
    static var usage: String {
        let demos = DemoCatalog.all.flatMap { entry in
            TextLayout.wrap(entry.summary, width: helpWidth - 12).enumerated().map { index, line in
                "  " + (index == 0 ? entry.name : "").padding(toLength: 10, withPad: " ", startingAt: 0) + line
            }
        }
        return """
        usage: swift run Demo [demo] [options]

        Renders ListKit's demo lists and forms as text. Without a demo: the list of
        demos, then the controls demo.

        demos:
        \(demos.joined(separator: "\n"))
          schema    a form a JSON Schema document describes: shown, checked or
                    filled in (see Demo schema --help)
          serve     the signup, controls and checkout forms (and any schema
                    document) as HTML pages on a loopback preview server (see
                    Demo serve --help)

        options:
          --width N    lay out in N columns, at least \(minimumWidth) (default: $COLUMNS, else
                       the terminal's width, else 80)
          --height N   show an N-line viewport of each form (N at least 1), not all
          --offset N   scroll that viewport down N lines (needs --height; default 0)
          --color      ANSI styling: bold headers, dim footers, inverse selection
          --no-color   plain text (default: styled on a terminal; plain when NO_COLOR
                       is set or the output is piped)
          -h, --help   show this help

        filling a form in (signup, controls, checkout), instead of the narration:
          --interactive  fill it in: on a terminal the whole form at once; one
                         question per line on standard error when the input is
                         piped, TERM=dumb or ACCESSIBLE=1
          --plain        one question per line, even on a terminal
          --values FILE  take the values from the JSON object in FILE (- for
                         standard input) and validate them; nothing is asked
          --draft FILE   if the fill-in ends unsubmitted (cancelled, interrupted,
                         the input ended), keep the values so far in FILE as JSON,
                         secrets left out (with --interactive or --plain)
          --resume FILE  start from the values in FILE, such as a draft
          --language TAG the form's language (en, de, fr, es, zh, ja, ar …): its
                         words, and numbers and dates as it writes them (3,5 and
                         27.11.2026 in German); default: LC_ALL, LC_MESSAGES, LANG
          The values go to standard output as one JSON object. A draft is the values
          so far as one JSON object (rows as arrays; a form of steps adds "$step":
          the key of the step the fill-in was on).

        exit status: 0 done, 1 the output could not be written, the values are
        invalid or the input ended before the form was complete, 2 a usage error,
        3 cancelled, 130 interrupted
        """
    }
}
