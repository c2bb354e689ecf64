import Foundation
import Glibc
import Testing

/// A `Demo serve` subprocess on a free port, for raw-socket tests: started, its address read from
/// the first line of its standard output, killed by ``stop()`` (call it in a `defer`).
final class ServeProcess {
    let process = Process()
    /// The port it announced.
    private(set) var port: UInt16 = 0

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `Demo serve --port 0 arguments` and waits (at most 20 s) for its address.
    init(_ arguments: [String] = []) throws {
        guard let executable = DemoProcess.executable else { throw Failure(description: "no built Demo") }
        if let newer = DemoProcess.newerObject(than: executable) {
            throw Failure(description: "\(executable.path) is older than \(newer): run `swift build` first")
        }
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let descriptor = output.fileHandleForReading.fileDescriptor
        var line = [UInt8]()
        let deadline = Date().addingTimeInterval(20)
        while !line.contains(UInt8(ascii: "\n")) {
            var ready = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard left > 0, poll(&ready, 1, left) > 0 else { break }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { break }
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("Serving on http://127.0.0.1:"),
              let port = UInt16(text.dropFirst("Serving on http://127.0.0.1:".count).prefix { $0.isNumber }) else {
            stop()
            throw Failure(description: "Demo serve did not announce its address; it printed \(text.debugDescription)")
        }
        self.port = port
        #expect(text == "Serving on http://127.0.0.1:\(port)/ — a preview server: loopback only, not for production\n")
    }

    /// The `Host` header a browser sends to it.
    var host: String { "127.0.0.1:\(port)" }

    /// Kills the process (SIGKILL) if it still runs, and reaps it.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Sends `signal` and waits at most `timeout` seconds for the exit; the exit status, or `nil`
    /// (and the process killed) when it did not exit in time or was killed by a signal.
    func stop(with signal: Int32, timeout: TimeInterval = 10) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            stop()
            return nil
        }
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }
}

/// What came back on a raw connection.
struct RawResponse {
    /// Every byte received until the server closed (or the time ran out).
    var bytes: [UInt8]

    var text: String { String(decoding: bytes, as: UTF8.self) }
    /// The status code of the status line, or `nil` when nothing valid came.
    var status: Int? {
        guard text.hasPrefix("HTTP/1.1 "), text.count >= 12 else { return nil }
        return Int(text.dropFirst(9).prefix(3))
    }

    /// The value of header `name` (without case).
    func header(_ name: String) -> String? {
        let head = text.components(separatedBy: "\r\n\r\n").first ?? ""
        for line in head.components(separatedBy: "\r\n").dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == name.lowercased() { return parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }

    var body: String { text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n") }
}

/// A socket connected to `127.0.0.1:port` (the caller closes it).
func connectedSocket(port: UInt16) throws -> Int32 {
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socketFD >= 0 else { throw ServeProcess.Failure(description: "socket failed") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else {
        close(socketFD)
        throw ServeProcess.Failure(description: "connect to port \(port): errno \(errno)")
    }
    return socketFD
}

/// A raw TCP client: connects to `127.0.0.1:port`, sends `request` (as much as the server takes,
/// after `pause` seconds between `request` and `then`), reads until the server closes; every
/// wait bounded by `timeout` seconds in all.
func exchange(port: UInt16, _ request: [UInt8], then later: [UInt8] = [], pause: TimeInterval = 0,
              timeout: TimeInterval = 10) throws -> RawResponse {
    let socketFD = try connectedSocket(port: port)
    defer { close(socketFD) }
    _ = fcntl(socketFD, F_SETFL, fcntl(socketFD, F_GETFL) | O_NONBLOCK)
    let deadline = Date().addingTimeInterval(timeout)
    var pending = request[...]
    var later = later
    let laterAt = Date().addingTimeInterval(pause)
    var received = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var canSend = true
    while true {
        if pending.isEmpty, !later.isEmpty, Date() >= laterAt {
            pending = later[...]
            later = []
        }
        let left = deadline.timeIntervalSinceNow
        guard left > 0 else { throw ServeProcess.Failure(description: "no end of the answer within \(timeout) s: \(received.count) bytes") }
        let wantsOut = canSend && !pending.isEmpty
        var ready = [pollfd(fd: socketFD, events: Int16(POLLIN) | (wantsOut ? Int16(POLLOUT) : 0), revents: 0)]
        let waitMilliseconds = !later.isEmpty && pending.isEmpty ? max(1, min(left, laterAt.timeIntervalSinceNow) * 1000) : left * 1000
        guard poll(&ready, 1, Int32(waitMilliseconds)) >= 0 || errno == EINTR else { throw ServeProcess.Failure(description: "poll failed") }
        if ready[0].revents & Int16(POLLOUT) != 0 && wantsOut {
            let count = pending.withUnsafeBytes { send(socketFD, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
            if count > 0 { pending = pending.dropFirst(count) } else if errno != EAGAIN && errno != EINTR { canSend = false }
        }
        if ready[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            let count = read(socketFD, &buffer, buffer.count)
            if count > 0 {
                received += buffer[0..<count]
            } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                return RawResponse(bytes: received)
            }
        }
    }
}

/// `exchange` with text.
func exchange(port: UInt16, _ request: String, then later: String = "", pause: TimeInterval = 0) throws -> RawResponse {
    try exchange(port: port, Array(request.utf8), then: Array(later.utf8), pause: pause)
}
