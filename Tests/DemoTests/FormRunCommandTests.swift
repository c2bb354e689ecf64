import Foundation
import FormKit
import Synchronization
import Testing
@testable import Demo

/// A temporary folder for one test's files, removed afterwards.
final class TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("demo-tests-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path in the folder, with `text` written to it when given.
    func path(_ name: String, text: String? = nil) throws -> String {
        let file = url.appendingPathComponent(name)
        if let text { try text.write(to: file, atomically: true, encoding: .utf8) }
        return file.path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The JSON object a run printed, or `nil`.
func printedObject(_ outcome: DemoProcess.Outcome) -> JSONObject? {
    guard outcome.standardOutput.hasSuffix("\n"), outcome.standardOutput.filter({ $0 == "\n" }).count == 1 else { return nil }
    return (try? JSONValue(parsing: outcome.standardOutput))?.objectValue
}

/// A JSON object from a file, or `nil`.
func objectInFile(_ path: String) -> JSONObject? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return (try? JSONValue(parsing: data))?.objectValue
}

@Suite struct FormRunEndToEndTests {
    /// Answers for the signup form: name, email, password, plan Team, team name, then Enter for
    /// seats, newsletter and topics.
    static let signupAnswers = "Zed\nzed@example.com\ncorrect horse\n3\nAcme\n\n\n\n"

    @Test func aPipedInteractiveRunAsksOneQuestionPerLineAndPrintsTheValues() throws {
        let outcome = try DemoProcess.run(["signup", "--interactive"], standardInput: Data(Self.signupAnswers.utf8))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(printedObject(outcome) == [
            "name": "Zed", "email": "zed@example.com", "password": "correct horse", "plan": "Team", "team": "Acme", "seats": 5,
            "newsletter": true, "topics": ["Releases"],
        ])
        #expect(outcome.standardError.contains("Name (required; e.g. Jane Appleseed): \n"))
        #expect(outcome.standardError.contains("Team name: \n"))
        #expect(!outcome.standardError.contains("correct horse"))
        #expect(!outcome.standardOutput.contains("Name ("))
    }

    @Test func plainAsksLineByLineAndEnterKeepsEveryDefaultOfTheControls() async throws {
        let expected = try #require(await MainActor.run { FormRunCommand.makeForm(demo: "controls", width: 80)?.values })
        // Enter everywhere but for the email, which is required and empty.
        let answers = "\njane@example.com" + String(repeating: "\n", count: 40)
        let outcome = try DemoProcess.run(["controls", "--plain"], standardInput: Data(answers.utf8))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        var withEmail = expected
        withEmail["email"] = "jane@example.com"
        #expect(printedObject(outcome) == withEmail)
        #expect(expected["name"] == "Jane Appleseed" && expected["guests"] == 3)
        #expect(outcome.standardError.contains("Guests (1 to 10; + or - steps by 1) [3]: \n"))
        #expect(!outcome.standardError.contains("Billing ID"))   // disabled: not asked
    }

    @Test func emptyInputIsAClearFailureNotAHangNorASubmission() throws {
        let outcome = try DemoProcess.run(["signup", "--interactive"], timeout: 10)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasSuffix(
            "Demo: the input ended before the form was complete (at name); nothing was submitted\n"))
    }

    @Test func invalidAnswersAreAskedAgainAndThenTheInputEnds() throws {
        let outcome = try DemoProcess.run(["signup", "--plain"], standardInput: Data("Zed\nnot an address\n".utf8))
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("Error: Email is not a valid email address\n"))
        #expect(outcome.standardError.hasSuffix("(at email); nothing was submitted\n"))
    }

    @Test func theDraftKeepsTheValuesSoFarWithoutSecretsWhenTheInputEnds() throws {
        let folder = try TemporaryFolder()
        let draft = try folder.path("draft.json")
        let outcome = try DemoProcess.run(["signup", "--plain", "--draft", draft],
                                          standardInput: Data("Zed\nzed@example.com\nsecret words\n3\n".utf8))
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasSuffix("""
            Demo: the input ended before the form was complete (at team); nothing was submitted
              the values so far are in \(draft) (secrets left out)

            """))
        #expect(objectInFile(draft) == [
            "name": "Zed", "email": "zed@example.com", "plan": "Team", "seats": 5, "newsletter": true,
            "topics": ["Releases"],
        ])
        let permissions = try FileManager.default.attributesOfItem(atPath: draft)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["draft.json"])
    }

    @Test func resumeStartsFromADraftAndEnterKeepsItsValues() throws {
        let folder = try TemporaryFolder()
        let draft = try folder.path("draft.json", text: #"{"name": "Zed", "email": "zed@example.com", "plan": "Pro"}"#)
        let outcome = try DemoProcess.run(["signup", "--plain", "--resume", draft],
                                          standardInput: Data("\n\ncorrect horse\n\n\n\n".utf8))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(printedObject(outcome) == [
            "name": "Zed", "email": "zed@example.com", "password": "correct horse", "plan": "Pro", "newsletter": true,
            "topics": ["Releases"],
        ])
        #expect(outcome.standardError.contains("Name (required) [Zed]: \n"))
    }

    @Test func aResumeFileWithValuesTheFormRefusesIsAFailure() throws {
        let folder = try TemporaryFolder()
        let draft = try folder.path("draft.json", text: #"{"plan": "Gold", "age": 3}"#)
        let outcome = try DemoProcess.run(["signup", "--plain", "--resume", draft], standardInput: Data("\n".utf8))
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == """
            Demo: --resume \(draft): these values were refused:
              plan: must be one of Free, Pro, Team
              age: no field has this key

            """)
    }

    @Test func goodValuesArePrintedAsOneJSONObject() throws {
        let folder = try TemporaryFolder()
        let values = try folder.path("good.json", text: """
            {"name": "Zed", "email": "zed@example.com", "password": "correct horse", "plan": "Team", "seats": 9}
            """)
        let outcome = try DemoProcess.run(["signup", "--values", values])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.standardOutput == """
            {"name":"Zed","email":"zed@example.com","password":"correct horse","plan":"Team","seats":9,\
            "newsletter":true,"topics":["Releases"]}

            """)
    }

    @Test func invalidValuesListEveryProblemByKeyAndExitOne() throws {
        let folder = try TemporaryFolder()
        let values = try folder.path("bad.json", text: #"{"email": "nope", "password": "short"}"#)
        let outcome = try DemoProcess.run(["signup", "--values", values])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == """
            Demo: the values are invalid:
              name: Name is required
              email: Email is not a valid email address
              password: Password must be at least 8 characters

            """)
    }

    @Test func valuesOfTheWrongKindAreRefusedByKey() throws {
        let outcome = try DemoProcess.run(["controls", "--values", "-"],
                                          standardInput: Data(#"{"guests": "many", "planet": "Mars", "size": "XL"}"#.utf8))
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == """
            Demo: the values were refused:
              guests: expected a number, got a string ("many")
              planet: no field has this key
              size: must be one of S, M, L

            """)
    }

    @Test(arguments: [
        ("[1, 2]", "Demo: --values -: expected a JSON object of values by key, got an array\n"),
        ("{\"name\": ", "Demo: --values -: not JSON: line 1, column 10: the text ends before the JSON value does\n"),
        ("", "Demo: --values -: not JSON: line 1, column 1: the text ends before the JSON value does\n"),
    ])
    func valuesThatAreNoJSONObjectAreAFailure(input: String, message: String) throws {
        let outcome = try DemoProcess.run(["signup", "--values", "-"], standardInput: Data(input.utf8))
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == message)
    }

    @Test func aValuesFileThatCannotBeReadIsAFailure() throws {
        let outcome = try DemoProcess.run(["signup", "--values", "/nonexistent/values.json"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("Demo: --values /nonexistent/values.json: cannot be read: "))
    }

    @Test func anInterruptWhileWaitingKeepsTheDraftAndExits130() throws {
        let folder = try TemporaryFolder()
        let draft = try folder.path("draft.json")
        let run = try RunningDemo(["signup", "--plain", "--draft", draft])
        defer { run.stop() }
        run.type("Zed\n")
        #expect(run.waitForStandardError(containing: "Email (required"))
        run.interrupt()
        let status = run.waitForExit()
        #expect(status == 130)
        #expect(run.standardError.hasSuffix("Demo: interrupted; nothing was submitted\n  the values so far are in \(draft) (secrets left out)\n"))
        #expect(objectInFile(draft)?["name"] == "Zed")
    }
}

/// The Demo running with its standard input open, to type into it and signal it while it waits.
final class RunningDemo {
    /// Bytes a pipe's handler collects on its own thread.
    final class Collected: Sendable {
        let data = Mutex(Data())
    }

    private let process = Process()
    private let input = Pipe()
    private let errors = Collected()
    private let exited = DispatchSemaphore(value: 0)

    init(_ arguments: [String]) throws {
        guard let executable = DemoProcess.executable else { throw DemoProcess.Failure(description: "no built Demo") }
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let errorPipe = Pipe()
        process.standardError = errorPipe
        errorPipe.fileHandleForReading.readabilityHandler = { [errors] handle in
            let data = handle.availableData
            errors.data.withLock { $0.append(data) }
        }
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
    }

    /// Everything written to standard error so far.
    var standardError: String { errors.data.withLock { String(decoding: $0, as: UTF8.self) } }

    func type(_ text: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Waits up to 10 s for `text` on standard error.
    func waitForStandardError(containing text: String) -> Bool {
        for _ in 0..<1000 {
            if standardError.contains(text) { return true }
            usleep(10_000)
        }
        return false
    }

    func interrupt() {
        kill(process.processIdentifier, SIGINT)
    }

    /// The exit status, or `nil` when it still runs after 10 s (then it is killed).
    func waitForExit() -> Int32? {
        guard exited.wait(timeout: .now() + .seconds(10)) == .success else {
            stop()
            return nil
        }
        usleep(50_000)   // the last of standard error
        return process.terminationStatus
    }

    /// Kills it if it still runs.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? input.fileHandleForWriting.close()
    }
}

@Suite struct FormRunOptionsTests {
    @Test(arguments: [
        (["signup", "--values", "v.json", "--interactive"], "--values fills the form without asking: not with --interactive"),
        (["signup", "--plain", "--values", "-"], "--values fills the form without asking: not with --plain"),
        (["reload", "--interactive"], "--interactive fills in a form: use it with the signup, controls or checkout demo"),
        (["--plain"], "--plain fills in a form: use it with the signup, controls or checkout demo"),
        (["signup", "--draft", "d.json"], "--draft keeps what was typed: it needs --interactive or --plain"),
        (["signup", "--values", "v.json", "--draft", "d.json"], "--draft keeps what was typed: it needs --interactive or --plain"),
        (["controls", "--resume", "d.json"], "--resume starts a fill-in: it needs --interactive, --plain or --values"),
        (["signup", "--values"], "--values needs a file (- for standard input)"),
        (["signup", "--interactive", "--draft"], "--draft needs a file"),
        (["signup", "--interactive", "--draft", "--plain"], "--draft needs a file"),
        (["signup", "--interactive", "--draft", "-"], "--draft needs a file, not standard input"),
        (["signup", "--interactive", "--resume", "-"], "--resume needs a file, not standard input"),
        (["signup", "--values", "a.json", "--values", "b.json"], "--values given twice"),
    ])
    func combinationsThatCannotWorkAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: DemoOptions.UsageError(message: message)) { try DemoOptions.parse(arguments, defaultWidth: 80) }
    }

    @Test func theFlagsAreParsed() throws {
        let options = try DemoOptions.parse(["signup", "--interactive", "--draft", "d.json", "--resume", "r.json"], defaultWidth: 80)
        #expect(options.form == FormRunOptions(isInteractive: true, draftPath: "d.json", resumePath: "r.json"))
        #expect(try DemoOptions.parse(["controls", "--values", "-"], defaultWidth: 80).form == FormRunOptions(valuesPath: "-"))
        #expect(try DemoOptions.parse(["signup", "--plain", "--interactive"], defaultWidth: 80).form
            == FormRunOptions(isInteractive: true, isPlain: true))
        #expect(try DemoOptions.parse(["signup", "--values", "v.json", "--resume", "r.json"], defaultWidth: 80).form.isRequested)
    }

    @Test func aUsageErrorOfTheFormFlagsExitsTwo() throws {
        let outcome = try DemoProcess.run(["signup", "--values", "v.json", "--plain"])
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "Demo: --values fills the form without asking: not with --plain\nRun 'Demo --help' for usage.\n")
    }

    @Test func theHelpNamesTheFormFlagsAndTheExitStatuses() {
        for flag in FormRunOptions.flags { #expect(DemoOptions.usage.contains(flag), "\(flag)") }
        #expect(DemoOptions.usage.contains("3 cancelled, 130 interrupted"))
    }

    @MainActor
    @Test func aDraftLeavesSecretsOutAndKeepsHiddenValues() throws {
        let manager = try #require(FormRunCommand.makeForm(demo: "signup", width: 80))
        try manager.setValues(["name": "Zed", "password": "correct horse", "plan": "Team", "team": "Acme"])
        manager.item(forKey: "plan", as: SegmentedItem.self)?.value = "Free"
        let draft = FormRunCommand.draft(of: manager)
        #expect(draft["password"] == nil)
        #expect(draft["team"] == "Acme")
        #expect(draft["name"] == "Zed")
    }
}

/// The Demo on a pseudo-terminal: its standard input and standard error are the terminal, as
/// when a person runs it; its standard output is a pipe.
@Suite struct FormRunTerminalTests {
    nonisolated static let hasPseudoTerminals = FileManager.default.fileExists(atPath: "/dev/ptmx")

    @Test(.enabled(if: hasPseudoTerminals, "needs /dev/ptmx"))
    func aPasswordTypedAtATerminalNeverShowsAndTheEchoComesBack() throws {
        // posix_openpt is not imported into Swift; its Linux ioctls are not either:
        // TIOCSPTLCK = _IOW('T', 0x31, int), TIOCGPTN = _IOR('T', 0x30, unsigned int).
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        try #require(master >= 0 && ioctl(master, UInt(0x4004_5431), &unlock) == 0 && ioctl(master, UInt(0x8004_5430), &number) == 0)
        defer { close(master) }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        var screen = ""
        func readScreen() {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                screen += String(decoding: chunk[..<count], as: UTF8.self)
            }
        }
        func waitFor(_ condition: () -> Bool) -> Bool {
            for _ in 0..<1000 {
                readScreen()
                if condition() { return true }
                usleep(10_000)
            }
            return false
        }
        func type(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }
        func echoIsOn() -> Bool {
            var settings = termios()
            tcgetattr(slave, &settings)
            return settings.c_lflag & tcflag_t(ECHO) != 0
        }

        let executable = try #require(DemoProcess.executable)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["signup", "--plain"]
        process.standardInput = terminal
        process.standardError = terminal
        let output = Pipe()
        process.standardOutput = output
        let reader = PipeReader(output.fileHandleForReading)
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        #expect(waitFor { screen.contains("Name (") })
        type("Zed\n")
        #expect(waitFor { screen.contains("Email (") })
        type("zed@example.com\n")
        #expect(waitFor { screen.contains("Password (") && !echoIsOn() })
        type("correct horse\n")
        #expect(waitFor { screen.contains("Plan (") })
        #expect(echoIsOn())
        type("\n\n\n")
        let data = try #require(reader.wait(until: .now() + .seconds(20)))
        process.waitUntilExit()
        readScreen()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self).contains(#""password":"correct horse""#))
        #expect(screen.contains("Zed") && screen.contains("zed@example.com"))
        #expect(!screen.contains("correct horse"))
    }
}
