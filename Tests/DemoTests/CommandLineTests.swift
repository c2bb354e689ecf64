import Foundation
import ListKit
import Synchronization
import Testing
@testable import Demo

@MainActor
@Suite struct DemoNarrationTests {
    nonisolated static let narrowWidths = [10, 13, 20, 27, 40]

    @Test(arguments: narrowWidths)
    func everyLineOfEveryDemoFitsANarrowWidth(width: Int) {
        let context = DemoContext(width: width, height: nil, offset: 0, styler: .plain)
        for entry in DemoCatalog.all {
            for line in DemoCatalog.output(of: entry, in: context).split(separator: "\n") {
                #expect(line.displayWidth() <= width, "\(entry.name) at \(width): \(line)")
            }
        }
        for line in DemoCatalog.overview(context).split(separator: "\n") {
            #expect(line.displayWidth() <= width, "overview at \(width): \(line)")
        }
    }

    @Test func aWrappedStepContinuesUnderItsText() {
        let context = DemoContext(width: 24, height: nil, offset: 0, styler: .plain)
        #expect(context.step("manager.validate(): 1 error(s), shown under their rows")
            == "-- manager.validate(): 1\n   error(s), shown under\n   their rows")
    }

    @Test func styledNarrationIsStyledLineByLineAndFits() {
        let context = DemoContext(width: 20, height: nil, offset: 0, styler: TextStyler(isEnabled: true))
        let lines = context.step("select the weather row of the feed").split(separator: "\n")
        #expect(lines.count == 3)
        for line in lines {
            #expect(line.hasPrefix("\u{1B}[2m") && line.hasSuffix("\u{1B}[0m"), "\(line)")
            #expect(DemoText.withoutStyling(line).displayWidth() <= 20)
        }
    }

    @Test func aLongLogEntryWrapsUnderTheTextAfterApplied() {
        let lines = DemoText.wrap("applied: deleted item 1 of section 1; reloaded item 0 of section 1",
                                  width: 40, hangingIndent: 9)
        #expect(lines == ["applied: deleted item 1 of section 1;", "         reloaded item 0 of section 1"])
    }

    @Test(arguments: [
        ("short", 10, ["short"]),
        ("   email: Email is required", 16, ["   email: Email", "     is required"]),
        ("abcdefghijklmnop", 10, ["abcdefghij", "  klmnop"]),
        ("-- 土豆长得很好土豆长得很好", 12, ["--", "  土豆长得很", "  好土豆长得", "  很好"]),
    ])
    func wrappingKeepsEveryLineWithinTheWidth(line: String, width: Int, expected: [String]) {
        let lines = DemoText.wrap(line, width: width, hangingIndent: 2)
        #expect(lines == expected)
        for wrapped in lines { #expect(wrapped.displayWidth() <= width) }
    }

    @Test func fittingLeavesLinesThatFitAlone() {
        let text = "\u{1B}[1mOrder #1042\u{1B}[0m\nplain line that is far too wide\n"
        #expect(DemoText.fitted(text, width: 12)
            == "\u{1B}[1mOrder #1042\u{1B}[0m\nplain line\n  that is\n  far too\n  wide\n")
    }
}

@MainActor
@Suite struct UpdateLogTests {
    @Test func oneReloadedItemReadsAsOneItemOfItsSection() {
        let output = ReloadDemo.run(DemoContext(width: 80, height: nil, offset: 0, styler: .plain))
        #expect(output.contains("\napplied: reloaded item 2 of section 0\n"))
        #expect(!output.contains("[0, 2]"))
    }

    @Test(arguments: [
        (CollectionViewUpdate.reloadData, "reloadData (everything)"),
        (.batch(CollectionViewBatchUpdate()), "an empty batch"),
        (.batch(batch { $0.reloadItems(at: [IndexPath(item: 2, section: 0)]) }), "reloaded item 2 of section 0"),
        (.batch(batch { $0.insertItems(at: [IndexPath(item: 2, section: 1), IndexPath(item: 1, section: 1)]) }),
         "inserted items 1 and 2 of section 1"),
        (.batch(batch {
            $0.deleteItems(at: [IndexPath(item: 0, section: 3), IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 3),
                                IndexPath(item: 4, section: 3)])
        }), "deleted item 1 of section 1, items 0, 2 and 4 of section 3"),
        (.batch(batch {
            $0.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 1))
            $0.moveItem(at: IndexPath(item: 3, section: 1), to: IndexPath(item: 0, section: 2))
        }), "moved item 0 to 2 of section 1, item 3 of section 1 to item 0 of section 2"),
        (.batch(batch {
            $0.deleteSections([4])
            $0.insertSections([1, 2])
            $0.reloadSections([0, 3, 5])
            $0.moveSection(6, toSection: 7)
            $0.reloadItems(at: [IndexPath(item: 0, section: 1)])
        }), "deleted section 4; inserted sections 1 and 2; reloaded sections 0, 3 and 5; moved section 6 to 7; "
            + "reloaded item 0 of section 1"),
    ])
    func updatesReadAsItemsOfSections(update: CollectionViewUpdate, text: String) {
        #expect(UpdateLog.describe(update) == text)
    }

    nonisolated static func batch(_ build: (inout CollectionViewBatchUpdate) -> Void) -> CollectionViewBatchUpdate {
        var batch = CollectionViewBatchUpdate()
        build(&batch)
        return batch
    }
}

@Suite struct DemoOptionRangeTests {
    @Test(arguments: [
        (["--offset", "3"], "--offset needs --height: it scrolls the viewport --height makes"),
        (["reload", "--offset", "0"], "--offset needs --height: it scrolls the viewport --height makes"),
        (["--height", "0"], "--height must be at least 1 line, not 0"),
        (["--height", "-2"], "--height must be at least 1 line, not -2"),
        (["--height", "3", "--offset", "-1"], "--offset must be at least 0, not -1"),
        (["--width", "-5"], "--width must be at least 10 columns, not -5"),
        (["--width", "9"], "--width must be at least 10 columns, not 9"),
        (["--width", "wide"], "--width needs a number, not 'wide'"),
        (["--height"], "--height needs a number"),
    ])
    func numbersOutOfRangeAreRefusedWithTheRule(arguments: [String], message: String) {
        #expect(throws: DemoOptions.UsageError(message: message)) { try DemoOptions.parse(arguments, defaultWidth: 80) }
    }

    @Test func theSmallestValuesAreAccepted() throws {
        let options = try DemoOptions.parse(["--offset", "0", "--width", "10", "--height", "1"], defaultWidth: 80)
        #expect(options == DemoOptions(width: 10, height: 1, offset: 0))
    }
}

@Suite struct DemoHelpTests {
    @Test func everyHelpLineFitsEightyColumns() {
        for line in DemoOptions.usage.split(separator: "\n") {
            #expect(line.displayWidth() <= 80, "\(line.displayWidth()) columns: \(line)")
        }
    }

    @Test func theHelpNamesTheMinimumWidthAndWhatOffsetNeeds() {
        #expect(DemoOptions.usage.contains("at least \(DemoOptions.minimumWidth)"))
        #expect(DemoOptions.usage.contains("needs --height"))
    }
}

/// The built `Demo` executable, run as a subprocess through pipes, killed when it outlives its
/// time limit.
struct DemoProcess {
    /// What a run left behind.
    struct Outcome {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The executable next to the test bundle (`.build/<configuration>/Demo`), else the package's
    /// `.build/debug/Demo`.
    static let executable: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
                       Bundle.main.executableURL?.deletingLastPathComponent(),
                       packageRoot.appendingPathComponent(".build/debug")]
        return folders.compactMap { $0?.appendingPathComponent("Demo") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `Demo arguments` with `COLUMNS` unset (plus `environment`), standard output into a
    /// pipe unless `standardOutput` is given, standard input from `standardInput` through a pipe
    /// (`nil`: /dev/null); kills it and throws after `timeout` seconds.
    static func run(_ arguments: [String], environment: [String: String] = [:], standardOutput: FileHandle? = nil,
                    standardInput: Data? = nil, timeout: Int = 20) throws -> Outcome {
        guard let executable else {
            throw Failure(description: "no built Demo next to \(Bundle.main.bundleURL.path) nor in .build/debug")
        }
        if let newer = newerObject(than: executable) {
            throw Failure(description: "\(executable.path) is older than its object file \(newer): "
                + "`swift test` does not relink it; run `swift build` first")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["COLUMNS"] = nil
        // English unless the test names a language.
        variables["LANG"] = "C.UTF-8"
        for name in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { variables[name] = nil }
        process.environment = variables.merging(environment) { $1 }
        let outputPipe = Pipe(), errorPipe = Pipe()
        process.standardOutput = standardOutput ?? outputPipe
        process.standardError = errorPipe
        let inputPipe = Pipe()
        process.standardInput = standardInput == nil ? FileHandle.nullDevice : inputPipe
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if let standardInput {
            signal(SIGPIPE, SIG_IGN)   // a Demo that exits before reading it all must not kill the tests
            let writer = inputPipe.fileHandleForWriting
            DispatchQueue.global().async {
                try? writer.write(contentsOf: standardInput)
                try? writer.close()
            }
        }
        let output = PipeReader(standardOutput == nil ? outputPipe.fileHandleForReading : nil)
        let errors = PipeReader(errorPipe.fileHandleForReading)
        let deadline = DispatchTime.now() + .seconds(timeout)
        guard exited.wait(timeout: deadline) == .success else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw Failure(description: "Demo \(arguments.joined(separator: " ")) still ran after \(timeout) s; killed")
        }
        guard let outputData = output.wait(until: deadline), let errorData = errors.wait(until: deadline) else {
            throw Failure(description: "Demo \(arguments.joined(separator: " ")) exited but its pipes stayed open")
        }
        return Outcome(status: process.terminationStatus,
                       standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData, as: UTF8.self))
    }
    /// An object file of the Demo target compiled after `executable` was linked, if any: `swift test`
    /// recompiles the Demo module for the tests but does not relink the executable.
    static func newerObject(than executable: URL) -> String? {
        let objects = executable.deletingLastPathComponent().appendingPathComponent("Demo.build")
        func modified(_ url: URL) -> Date? { try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate }
        guard let linked = modified(executable),
              let files = try? FileManager.default.contentsOfDirectory(at: objects, includingPropertiesForKeys: nil)
        else { return nil }
        return files.first { $0.pathExtension == "o" && (modified($0) ?? .distantPast) > linked }?.lastPathComponent
    }
}

/// A pipe read to its end on a dispatch thread, so that neither pipe fills while the process runs.
final class PipeReader: Sendable {
    private let bytes = Mutex(Data())
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading `handle`; with `nil`, there is nothing to read.
    init(_ handle: FileHandle?) {
        guard let handle else {
            finished.signal()
            return
        }
        DispatchQueue.global().async { [self] in
            let data = handle.readDataToEndOfFile()
            bytes.withLock { $0 = data }
            finished.signal()
        }
    }

    /// Everything read, or `nil` when the pipe is still open at `deadline`.
    func wait(until deadline: DispatchTime) -> Data? {
        finished.wait(timeout: deadline) == .success ? bytes.withLock { $0 } : nil
    }
}

@Suite struct DemoUsageErrorTests {
    @Test(arguments: [
        (["--width", "-5"], "Demo: --width must be at least 10 columns, not -5"),
        (["--offset", "3"], "Demo: --offset needs --height: it scrolls the viewport --height makes"),
        (["--height", "0"], "Demo: --height must be at least 1 line, not 0"),
        (["--wide"], "Demo: unknown option '--wide'"),
        (["nonsense"], "Demo: unknown demo 'nonsense' (the demos: controls, posts, marslink, reload, signup, rows, checkout, schema, serve)"),
    ])
    func aRefusedCommandLinePrintsOneLineAndAHintToStandardError(arguments: [String], firstLine: String) throws {
        let outcome = try DemoProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "\(firstLine)\nRun 'Demo --help' for usage.\n")
    }

    @Test func theMessageIsTheErrorThenTheHint() {
        #expect(DemoCommand.message(for: DemoOptions.UsageError(message: "unknown option '-x'"))
            == "Demo: unknown option '-x'\nRun 'Demo --help' for usage.\n")
    }
}

@Suite struct DemoWriteFailureTests {
    nonisolated static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

    @Test(.enabled(if: hasDevFull, "needs /dev/full"))
    func aFullDeviceExitsOneWithOneLineOnStandardError() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let outcome = try DemoProcess.run(["reload"], standardOutput: full)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "Demo: cannot write the output: \(OutputFile.WriteError(code: ENOSPC))\n")
        #expect(!outcome.standardError.dropLast().contains("\n"))
    }

    @Test(.enabled(if: hasDevFull, "needs /dev/full"))
    func writingToAFullDeviceThrowsItsError() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        #expect(throws: OutputFile.WriteError(code: ENOSPC)) {
            try OutputFile(descriptor: full.fileDescriptor).write("hello\n")
        }
    }

    @Test func everythingWrittenArrivesWhole() throws {
        let pipe = Pipe()
        let text = String(repeating: "0123456789 中文\n", count: 1_000)
        let reader = PipeReader(pipe.fileHandleForReading)
        try OutputFile(descriptor: pipe.fileHandleForWriting.fileDescriptor).write(text)
        try pipe.fileHandleForWriting.close()
        let data = try #require(reader.wait(until: .now() + .seconds(20)))
        #expect(String(decoding: data, as: UTF8.self) == text)
    }
}

@Suite struct DemoEndToEndTests {
    @Test(arguments: [["--help"], ["-h"], ["reload", "--help"]])
    func helpGoesToStandardOutputAndExitsZero(arguments: [String]) throws {
        let outcome = try DemoProcess.run(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.standardOutput == DemoOptions.usage + "\n")
    }

    @Test(arguments: [(["reload", "--width", "40"], 40), (["signup", "--width", "10"], 10), ([], 80), (["posts"], 80)])
    func aDemoPrintsEveryLineWithinItsWidth(arguments: [String], width: Int) throws {
        let outcome = try DemoProcess.run(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.standardOutput.hasPrefix("== "))
        for line in outcome.standardOutput.split(separator: "\n") {
            #expect(line.displayWidth() <= width, "\(arguments): \(line)")
        }
    }

    @Test func columnsSetsTheWidthAndPipedOutputIsPlain() throws {
        let outcome = try DemoProcess.run(["reload"], environment: ["COLUMNS": "30"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("== reload: one item changes,\n   one index path is reloaded\n"))
        #expect(!outcome.standardOutput.contains("\u{1B}"))
    }

    @Test func colorForcesStylingIntoAPipe() throws {
        let outcome = try DemoProcess.run(["reload", "--color"], environment: ["NO_COLOR": "1"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("\u{1B}[1m== reload"))
    }

    @Test func aViewportShowsHeightLinesFromTheOffset() throws {
        let outcome = try DemoProcess.run(["reload", "--width", "40", "--height", "2", "--offset", "1"])
        #expect(outcome.status == 0)
        let before = outcome.standardOutput.components(separatedBy: "-- before\n")[1].components(separatedBy: "\n\n")[0]
        #expect(before == "Espresso beans 1 kg               €24.00\nGrinder                           €89.00")
    }
}
