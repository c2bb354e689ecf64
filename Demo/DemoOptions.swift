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

    /// Why a command line was refused (exit status 2).
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Parses `arguments` (without the program name). `defaultWidth` is the terminal's width.
    static func parse(_ arguments: [String], defaultWidth: Int) throws(UsageError) -> DemoOptions {
        var options = DemoOptions(width: defaultWidth)
        var remaining = arguments[...]
        func number(after flag: String) throws(UsageError) -> Int {
            guard let text = remaining.popFirst() else { throw UsageError(message: "\(flag) needs a number") }
            guard let value = Int(text), value >= 0 else { throw UsageError(message: "\(flag) needs a number, not '\(text)'") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": options.showsHelp = true
            case "--width":
                options.width = try number(after: argument)
                if options.width < 10 { throw UsageError(message: "--width must be at least 10") }
            case "--height": options.height = try number(after: argument)
            case "--offset": options.offset = try number(after: argument)
            case "--color": options.color = true
            case "--no-color": options.color = false
            default:
                if argument.hasPrefix("-") { throw UsageError(message: "unknown option '\(argument)'") }
                guard options.demo == nil else { throw UsageError(message: "one demo at a time ('\(options.demo!)' and '\(argument)')") }
                guard DemoCatalog.demo(named: argument) != nil else {
                    throw UsageError(message: "unknown demo '\(argument)'")
                }
                options.demo = argument
            }
        }
        return options
    }

    /// The styler: `--color` and `--no-color` win; otherwise color on a terminal without `NO_COLOR`.
    func styler(isTerminal: Bool, environment: [String: String]) -> TextStyler {
        if let color { return TextStyler(isEnabled: color) }
        return TextStyler.forOutput(isTerminal: isTerminal, environment: environment)
    }

    static var usage: String {
        """
        usage: swift run Demo [demo] [--width N] [--height N [--offset N]] [--color | --no-color] [--help]

        demos:
        \(DemoCatalog.all.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

        --width N    columns (default: the terminal's width, else 80)
        --height N   show an N-line viewport instead of everything; --offset N scrolls it
        --color      ANSI styling (bold headers, dim footers, inverse selection); --no-color turns it off
                     (default: on for a terminal, off when NO_COLOR is set or output is piped)
        """
    }
}
