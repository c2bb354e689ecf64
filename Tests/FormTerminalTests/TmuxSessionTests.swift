import Foundation
import Testing

/// The tmux harness, exercised with plain shell commands so that it is known to work before it
/// drives a form. tmux must be installed (`.ci/run` installs it): without it these tests fail
/// with a message saying so.
@Suite(.timeLimit(.minutes(1)))
struct TmuxSessionTests {
    @Test func typedLinesReachTheCommandAndItsExitStatusIsRead() throws {
        let session = try TmuxSession(command: "cat", width: 40, height: 10)
        try session.sendLiteral("hello, wörld")
        try session.sendKeys("Enter")
        // The terminal echoes the line, then cat prints it.
        let screen = try session.waitUntil { $0.filter { $0 == "hello, wörld" }.count == 2 }
        #expect(screen.count == 10)
        try session.sendKeys("C-d")
        #expect(try session.waitForExit() == 0)
    }

    @Test func anExitStatusAndAnInterruptAreReported() throws {
        let failing = try TmuxSession(command: "sh -c 'exit 7'")
        #expect(try failing.waitForExit() == 7)
        let interrupted = try TmuxSession(command: "cat")
        try interrupted.sendLiteral("x")
        try interrupted.sendKeys("Enter")
        try interrupted.waitUntil { $0.filter { $0 == "x" }.count == 2 }  // cat is running
        try interrupted.sendKeys("C-c")
        #expect(try interrupted.waitForExit() == 130)
    }

    @Test func theTerminalSettingsBeforeAndAfterCanBeCompared() throws {
        let session = try TmuxSession(command: "stty -g > before; stty raw -echo; stty -g > during; stty \"$(cat before)\"; stty -g > after")
        #expect(try session.waitForExit() == 0)
        let read = { (name: String) in try String(contentsOf: session.directory.appendingPathComponent(name), encoding: .utf8) }
        #expect(try read("before") == read("after"))
        #expect(try read("before") != read("during"))
    }

    @Test func resizingTheWindowSignalsTheCommand() throws {
        let session = try TmuxSession(
            command: "trap 'echo resized to $(stty size)' WINCH; echo ready; while :; do sleep 0.05; done",
            width: 80, height: 24)
        try session.waitUntil(screenContains: "ready")
        try session.resize(width: 100, height: 30)
        try session.waitUntil(screenContains: "resized to 30 100")
        #expect(try session.capturePane().count == 30)
    }

    @Test func aWaitThatIsNeverSatisfiedFailsInTime() throws {
        let session = try TmuxSession(command: "sleep 30")
        let start = ContinuousClock.now
        #expect(throws: TmuxSession.Failure.self) { try session.waitUntil(screenContains: "never", timeout: .milliseconds(300)) }
        #expect(throws: TmuxSession.Failure.self) { _ = try session.waitForExit(timeout: .milliseconds(300)) }
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func sessionsRunningAtOnceDoNotShareAServer() throws {
        let first = try TmuxSession(command: "echo first; sleep 30")
        let second = try TmuxSession(command: "echo second; sleep 30")
        #expect(first.socket != second.socket)
        try first.waitUntil(screenContains: "first")
        try second.waitUntil(screenContains: "second")
        #expect(!(try first.capturePane()).contains("second"))
        first.kill()
        #expect(throws: TmuxSession.Failure.self) { _ = try first.capturePane() }
        #expect(try second.capturePane().contains("second"))
    }
}
