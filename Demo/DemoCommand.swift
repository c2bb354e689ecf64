import Foundation
import ListKit

/// One run of the command line, apart from the writing: the text for standard output, or the
/// message for a command line it refuses.
enum DemoCommand {
    /// The exit status for a refused command line.
    static let usageErrorStatus: Int32 = 2

    /// The line under every usage error.
    static let usageHint = "Run 'Demo --help' for usage."

    /// What to print for `arguments` (without the program name): the help, one demo, or the
    /// overview; every demo line within the width.
    ///
    /// - Parameters:
    ///   - environment: `COLUMNS` sets the default width; `NO_COLOR` and `TERM` the styling.
    ///   - isTerminal: whether standard output is a terminal (styling is on by default there).
    ///   - terminalColumns: the terminal's width, when it has one.
    @MainActor
    static func output(for arguments: [String], environment: [String: String], isTerminal: Bool,
                       terminalColumns: Int?) throws(DemoOptions.UsageError) -> String {
        let options = try DemoOptions.parse(arguments, defaultWidth: defaultWidth(environment: environment,
                                                                                 terminalColumns: terminalColumns))
        if options.showsHelp { return DemoOptions.usage }
        let context = DemoContext(width: options.width, height: options.height, offset: options.offset,
                                  styler: options.styler(isTerminal: isTerminal, environment: environment))
        guard let entry = options.demo.flatMap(DemoCatalog.demo(named:)) else { return DemoCatalog.overview(context) }
        return DemoCatalog.output(of: entry, in: context)
    }

    /// The width without `--width`: `COLUMNS`, else the terminal's, else 80 (each only when it is
    /// at least the minimum width).
    static func defaultWidth(environment: [String: String], terminalColumns: Int?) -> Int {
        let candidates = [environment["COLUMNS"].flatMap(Int.init), terminalColumns]
        return candidates.lazy.compactMap { $0 }.first { $0 >= DemoOptions.minimumWidth } ?? 80
    }

    /// What standard error gets for a refused command line: `Demo: <what is wrong>` and the hint,
    /// one line each.
    static func message(for error: DemoOptions.UsageError) -> String {
        "Demo: \(error.message)\n\(usageHint)\n"
    }
}
