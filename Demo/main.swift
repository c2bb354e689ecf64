import Foundation

let output = OutputFile.standardOutput
if CommandLine.arguments.dropFirst().first == "serve" {
    exit(MainActor.assumeIsolated { ServeCommand.run(Array(CommandLine.arguments.dropFirst(2))) })
}
if CommandLine.arguments.dropFirst().first == "schema" {
    let outcome = MainActor.assumeIsolated {
        SchemaCommand.run(Array(CommandLine.arguments.dropFirst(2)), environment: ProcessInfo.processInfo.environment,
                          isTerminal: output.isTerminal, terminalColumns: output.terminalColumns)
    }
    try? OutputFile.standardError.write(outcome.standardError)
    do {
        try output.write(outcome.standardOutput)
    } catch {
        try? OutputFile.standardError.write("Demo: cannot write the output: \(error)\n")
        exit(OutputFile.writeErrorStatus)
    }
    exit(outcome.status)
}
if let status = MainActor.assumeIsolated({
    FormRunCommand.runIfAsked(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
}) {
    exit(status)
}
let result = MainActor.assumeIsolated {
    Result { () throws(DemoOptions.UsageError) -> String in
        try DemoCommand.output(for: Array(CommandLine.arguments.dropFirst()),
                               environment: ProcessInfo.processInfo.environment,
                               isTerminal: output.isTerminal, terminalColumns: output.terminalColumns)
    }
}
switch result {
case .success(let text):
    do {
        try output.write(text + "\n")
    } catch {
        try? OutputFile.standardError.write("Demo: cannot write the output: \(error)\n")
        exit(OutputFile.writeErrorStatus)
    }
case .failure(let error):
    try? OutputFile.standardError.write(DemoCommand.message(for: error))
    exit(DemoCommand.usageErrorStatus)
}
