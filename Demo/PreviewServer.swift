import FormHTML
import Foundation
import Glibc

/// The sockets of `Demo serve`: a listening socket on `127.0.0.1` and a loop that takes one
/// connection at a time on the main actor, reads one request with ``HTTPRequestReader`` within a
/// time limit, answers it with a ``PreviewSite`` and closes the connection.
///
/// A connection that sends nothing within ``readTimeout`` is closed; one that sent part of a
/// request gets `408` first. The loop ends when the stop pipe (``ServeSignals``) becomes readable;
/// the listening socket is then closed.
@MainActor
final class PreviewServer {
    /// Why the server could not start.
    struct StartError: Error, CustomStringConvertible {
        let operation: String
        let code: Int32
        var description: String { "\(operation): \(String(cString: strerror(code)))" }
    }

    /// The port the server listens on (the OS's choice when asked for port 0).
    let port: UInt16
    /// The limits of one request.
    let limits: HTTPRequestReader.Limits
    /// How long a connection may take to send its request.
    let readTimeout: Duration
    private var listener: Int32
    private let site: PreviewSite

    /// Binds `127.0.0.1:port` (0: a free port) and listens.
    /// - Throws: ``StartError`` naming the system call that failed (a port in use: `bind`).
    init(site: PreviewSite, port: UInt16, limits: HTTPRequestReader.Limits = .init(), readTimeout: Duration = .seconds(10))
        throws(StartError) {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socketFD >= 0 else { throw StartError(operation: "socket", code: errno) }
        var reuse: Int32 = 1
        _ = setsockopt(socketFD, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian   // 127.0.0.1 only
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socketFD, 16) == 0 else {
            let error = StartError(operation: bound == 0 ? "listen" : "bind 127.0.0.1:\(port)", code: errno)
            _ = close(socketFD)
            throw error
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
        }
        self.listener = socketFD
        self.port = UInt16(bigEndian: address.sin_port)
        self.site = site
        self.limits = limits
        self.readTimeout = readTimeout
    }

    /// The address to print: `http://127.0.0.1:PORT/`.
    var url: String { "http://127.0.0.1:\(port)/" }

    /// Serves connections one at a time until `stopPipe` is readable, then closes the listening
    /// socket. `log` gets one line per answered request.
    func run(stopPipe: Int32, log: (String) -> Void) {
        defer { closeListener() }
        while true {
            var descriptors = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: stopPipe, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                log("poll: \(String(cString: strerror(errno)))")
                return
            }
            if descriptors[1].revents != 0 { return }
            guard descriptors[0].revents & Int16(POLLIN) != 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }   // the client left already, or EINTR: back to waiting
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
            let keepsServing = serve(client, stopPipe: stopPipe, log: log)
            if !keepsServing { return }
        }
    }

    /// Closes the listening socket (the loop does it when it ends).
    func closeListener() {
        if listener >= 0 { _ = close(listener) }
        listener = -1
    }

    // MARK: - One connection

    /// Reads one request from `client`, answers, closes. Returns `false` when the stop pipe
    /// became readable meanwhile.
    private func serve(_ client: Int32, stopPipe: Int32, log: (String) -> Void) -> Bool {
        defer { _ = close(client) }
        let clock = ContinuousClock()
        let deadline = clock.now + readTimeout
        var reader = HTTPRequestReader(limits: limits, allowedHosts: HTTPRequestReader.loopbackHosts(port: port))
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var response: FormHTTPResponse
        var what = "-"
        reading: while true {
            switch wait(for: client, events: POLLIN, until: deadline, clock: clock, stopPipe: stopPipe) {
            case .stop:
                return false
            case .timedOut:
                guard reader.hasReceivedBytes else { return true }
                what = "timed out"
                response = .refusal(.init(status: 408, reason: "the request did not arrive within \(readTimeout)"))
                break reading
            case .ready:
                let count = read(client, &buffer, buffer.count)
                if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
                if count <= 0 { return true }   // the client closed or failed: nobody to answer
                switch reader.append(buffer[0..<count]) {
                case .needsMore:
                    continue
                case .refused(let refusal):
                    what = "refused (\(refusal.reason))"
                    response = .refusal(refusal)
                    break reading
                case .complete(let request):
                    what = "\(request.method) \(request.target)"
                    response = site.respond(to: request.formRequest)
                    break reading
                }
            }
        }
        log("\(what) → \(response.status)")
        if !send(response.wireBytes, to: client, until: clock.now + readTimeout, clock: clock, stopPipe: stopPipe) { return true }
        // A lingering close: stop sending, then drain what the client still sends for a moment,
        // so that closing with unread bytes (an RST) does not destroy the answer in flight.
        _ = shutdown(client, Int32(SHUT_WR))
        let lingerDeadline = min(deadline, clock.now + .seconds(1))
        var drained = 0
        while drained < 8 * 1024 * 1024,
              case .ready = wait(for: client, events: POLLIN, until: lingerDeadline, clock: clock, stopPipe: stopPipe) {
            let count = read(client, &buffer, buffer.count)
            if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
            if count <= 0 { break }
            drained += count
        }
        return true
    }

    private enum Wait { case ready, timedOut, stop }

    /// Waits until `client` is ready for `events`, `deadline` passes, or the stop pipe is readable.
    private func wait(for client: Int32, events: Int32, until deadline: ContinuousClock.Instant, clock: ContinuousClock,
                      stopPipe: Int32) -> Wait {
        while true {
            let left = deadline - clock.now
            guard left > .zero else { return .timedOut }
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            var descriptors = [pollfd(fd: client, events: Int16(events), revents: 0),
                               pollfd(fd: stopPipe, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 { return .stop }
            if descriptors[1].revents != 0 { return .stop }
            if descriptors[0].revents != 0 { return .ready }
        }
    }

    /// Writes all of `bytes`; `false` if the client failed, the deadline passed or a stop arrived.
    private func send(_ bytes: Data, to client: Int32, until deadline: ContinuousClock.Instant, clock: ContinuousClock,
                      stopPipe: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            guard case .ready = wait(for: client, events: POLLOUT, until: deadline, clock: clock, stopPipe: stopPipe) else { return false }
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.send(client, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }
}
