import Foundation
import ListKit

/// The terminal's width: COLUMNS, else the terminal's own, else 80.
func terminalWidth() -> Int {
    if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns >= DemoOptions.minimumWidth { return columns }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= DemoOptions.minimumWidth { return Int(size.ws_col) }
    return 80
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    let options = try DemoOptions.parse(arguments, defaultWidth: terminalWidth())
    if options.showsHelp {
        print(DemoOptions.usage)
        exit(0)
    }
    let context = DemoContext(width: options.width, height: options.height, offset: options.offset,
                              styler: options.styler(isTerminal: isatty(STDOUT_FILENO) == 1,
                                                     environment: ProcessInfo.processInfo.environment))
    let output = MainActor.assumeIsolated {
        options.demo.flatMap(DemoCatalog.demo(named:)).map { DemoCatalog.output(of: $0, in: context) } ?? DemoCatalog.overview(context)
    }
    print(output)
} catch {
    FileHandle.standardError.write(Data("Demo: \(error)\n\n\(DemoOptions.usage)\n".utf8))
    exit(2)
}
