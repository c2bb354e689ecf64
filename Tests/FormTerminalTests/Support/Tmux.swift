import Foundation

/// A detached tmux session running one command, for end-to-end tests in a real terminal emulator.
///
/// Each session has its own tmux server on a private socket (`tmux -L`, a unique name), started
/// with no configuration file (`-f /dev/null`), so parallel tests never share a server or a
/// session and a user's `.tmux.conf` changes nothing. Every tmux call runs under a time limit and
/// every wait has one: a hang throws ``TmuxSession/Failure`` instead of blocking the test run.
/// ``kill()`` (also run on deinit) ends the server and removes the session's files.
///
/// The command runs through `sh -c` inside the pane; its exit status is written to a file, which
/// ``waitForExit(timeout:)`` reads — 130 when Ctrl-C (`sendKeys("C-c")`) interrupted it.
final class TmuxSession {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The private server's socket name.
    let socket: String
    /// The session (and target) name.
    let name: String
    /// A directory of this session's own, removed by ``kill()``; a test can put files here.
    let directory: URL
    private let statusFile: URL
    private var isKilled = false

    /// The `tmux` executable, or `nil` when it is not installed.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    private static let counter = Counter()

    /// Starts `command` in a new detached session of `width` × `height` cells.
    ///
    /// - Parameters:
    ///   - command: a shell command line; it runs in ``directory``.
    ///   - environment: variables set for the command (on top of tmux's own, such as `TERM`).
    /// - Throws: ``Failure`` when tmux is missing or the session does not start.
    init(command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
        guard Self.executable != nil else {
            throw Failure(description: "tmux is not installed; install it (apt-get install tmux) to run the end-to-end tests")
        }
        let unique = "formterminal-\(getpid())-\(Self.counter.next())-\(UInt32.random(in: 0...UInt32.max))"
        socket = unique
        name = "test"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(unique, isDirectory: true)
        statusFile = directory.appendingPathComponent("status")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // The language is the test's to choose: C (English) unless it names one.
        let pinned = ["LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""].merging(environment) { $1 }
        let exports = pinned.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.quoted($0.value)); " }.joined()
        // The trap keeps this wrapper alive when Ctrl-C interrupts the command, so the status is
        // still written (a shell killed with its child would not); as a handler, not "ignore", it
        // does not pass on to the command.
        let script = "trap : INT QUIT; cd \(Self.quoted(directory.path)) && \(exports)\(command)\n"
            + "echo $? > \(Self.quoted(statusFile.path)).partial && mv \(Self.quoted(statusFile.path)).partial \(Self.quoted(statusFile.path))"
        do {
            _ = try tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", "sh", "-c", script])
        } catch {
            kill()
            throw error
        }
    }

    deinit { kill() }

    /// A shell word for `text`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The pane's title, as the program in it may have set it (`OSC 0`/`OSC 2`).
    func paneTitle() throws -> String {
        try tmux(["display-message", "-p", "-t", name, "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends keys by tmux name, as `tmux send-keys` reads them: `"Enter"`, `"Tab"`, `"C-c"`,
    /// `"Escape"`, `"Up"`, `"BTab"` (Shift-Tab).
    func sendKeys(_ keys: String...) throws {
        _ = try tmux(["send-keys", "-t", name] + keys)
    }

    /// Types `text` literally (`send-keys -l`): no key names are looked up.
    func sendLiteral(_ text: String) throws {
        _ = try tmux(["send-keys", "-t", name, "-l", "--", text])
    }

    /// Pastes `text` as a terminal does: inside bracketed-paste markers when the program turned
    /// bracketed paste on (`paste-buffer -p`), as plain keys otherwise.
    func pasteBuffer(_ text: String) throws {
        _ = try tmux(["set-buffer", "-b", "test", "--", text])
        _ = try tmux(["paste-buffer", "-p", "-d", "-b", "test", "-t", name])
    }

    /// The visible screen, one string per line, trailing spaces trimmed; with `otherScreen`, the
    /// screen the program's alternate screen hides (what was printed before it took the screen).
    func capturePane(otherScreen: Bool = false) throws -> [String] {
        let text = try tmux(["capture-pane", "-p"] + (otherScreen ? ["-a"] : []) + ["-t", name])
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            while line.last == " " { line.removeLast() }
            return line
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Resizes the window, as a person resizing the terminal does (the command gets SIGWINCH).
    func resize(width: Int, height: Int) throws {
        _ = try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Captures the screen until `condition` holds for it, and returns that screen.
    ///
    /// - Throws: ``Failure`` with the last screen when `timeout` passes first.
    @discardableResult
    func waitUntil(timeout: Duration = .seconds(10), _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = ContinuousClock.now + timeout
        var screen: [String] = []
        while true {
            screen = try capturePane()
            if condition(screen) { return screen }
            if ContinuousClock.now >= deadline {
                throw Failure(description: "timed out after \(timeout); the screen:\n" + screen.joined(separator: "\n"))
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Waits until some line of the screen contains `text`.
    @discardableResult
    func waitUntil(screenContains text: String, timeout: Duration = .seconds(10)) throws -> [String] {
        try waitUntil(timeout: timeout) { screen in screen.contains { $0.contains(text) } }
    }

    /// Waits for the command to end and returns its exit status (128 + n when signal n ended it).
    ///
    /// - Throws: ``Failure`` when it is still running after `timeout`.
    func waitForExit(timeout: Duration = .seconds(10)) throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOf: statusFile, encoding: .utf8),
               let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let screen = (try? capturePane())?.joined(separator: "\n") ?? "(no screen)"
        throw Failure(description: "the command was still running after \(timeout); the screen:\n\(screen)")
    }

    /// Ends the session's server and removes its files. Idempotent.
    func kill() {
        guard !isKilled else { return }
        isKilled = true
        _ = try? tmux(["kill-server"], allowFailure: true)
        try? FileManager.default.removeItem(at: directory)
        let socketDirectory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(socketDirectory)/tmux-\(getuid())/\(socket)")
    }

    /// Runs tmux on this session's server, under a 10 s limit, and returns what it printed.
    @discardableResult
    private func tmux(_ arguments: [String], allowFailure: Bool = false) throws -> String {
        guard let executable = Self.executable else { throw Failure(description: "tmux is not installed") }
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let command = "tmux " + arguments.joined(separator: " ")
        let status = try Self.run([executable, "-L", socket, "-f", "/dev/null"] + arguments, output: outputFile.path,
                                  limit: .seconds(10), name: command)
        let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        if status != 0 && !allowFailure {
            throw Failure(description: "\(command) failed (\(status)): \(text)")
        }
        return text
    }

    /// Runs `arguments` with standard output and error to the file at `output` and standard input
    /// from /dev/null, and returns its exit status. The child starts with no signal blocked and
    /// every signal at its default action — the test runner's threads block all signals, and a
    /// tmux server inheriting that mask could not even be terminated. (Foundation's `Process` does
    /// not reset the mask, and on Linux it notices an exit only through the run loop.)
    private static func run(_ arguments: [String], output: String, limit: Duration, name: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
        guard spawned == 0 else { throw Failure(description: "\(name): posix_spawn failed (\(spawned))") }
        let deadline = ContinuousClock.now + limit
        var status: Int32 = 0
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            if done < 0 && errno != EINTR { throw Failure(description: "\(name): waitpid failed (\(errno))") }
            if ContinuousClock.now >= deadline {
                Glibc.kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw Failure(description: "\(name) took more than \(limit)")
            }
            usleep(2000)
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// A thread-safe counter for unique names.
private final class Counter: @unchecked Sendable {
    // The value is only read and written under `lock`.
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
