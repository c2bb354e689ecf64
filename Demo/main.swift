import Foundation

/// The terminal's width in columns, when standard output is a terminal.
func terminalColumns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
}

let environment = ProcessInfo.processInfo.environment
let result = MainActor.assumeIsolated {
    Result { () throws(DemoOptions.UsageError) -> String in
        try DemoCommand.output(for: Array(CommandLine.arguments.dropFirst()), environment: environment,
                               isTerminal: isatty(STDOUT_FILENO) == 1, terminalColumns: terminalColumns())
    }
}
switch result {
case .success(let output):
    print(output)
case .failure(let error):
    FileHandle.standardError.write(Data(DemoCommand.message(for: error).utf8))
    exit(DemoCommand.usageErrorStatus)
}
