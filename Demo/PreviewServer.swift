import FormHTML
import Foundation
import Glibc

/// The sockets of `Demo serve`: a listening socket on `127.0.0.1` and one event loop (`poll`) on
/// the main actor that serves up to ``maximumConnections`` connections at once: each reads one
/// request with ``HTTPRequestReader`` within its own time limit, is answered by a ``PreviewSite``
/// and closed. A slow, idle or dripping client holds only its own connection: the others are read,
/// answered and written in between.
///
/// A connection that sends nothing within ``readTimeout`` is closed; one that sent part of a
/// request gets `408` first. Beyond ``maximumConnections``, new connections wait in the listening
/// socket's queue until one ends. The loop ends when the stop pipe (``ServeSignals``) becomes
/// readable; every socket is then closed.
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
    /// How long a connection may take to send its request (and, after that, to take the answer).
    let readTimeout: Duration
    /// The most connections served at once.
    let maximumConnections: Int
    private var listener: Int32
    private let site: PreviewSite
    private let clock = ContinuousClock()

    /// Binds `127.0.0.1:port` (0: a free port) and listens.
    /// - Throws: ``StartError`` naming the system call that failed (a port in use: `bind`).
    init(site: PreviewSite, port: UInt16, limits: HTTPRequestReader.Limits = .init(), readTimeout: Duration = .seconds(10),
         maximumConnections: Int = 64) throws(StartError) {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
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
        guard bound == 0, listen(socketFD, 128) == 0 else {
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
        self.maximumConnections = max(1, maximumConnections)
    }

    /// The address to print: `http://127.0.0.1:PORT/`.
    var url: String { "http://127.0.0.1:\(port)/" }

    /// One connection and where it stands.
    private final class Connection {
        enum Phase { case reading, writing, lingering }

        let descriptor: Int32
        var reader: HTTPRequestReader
        var phase = Phase.reading
        /// When the current phase must end.
        var deadline: ContinuousClock.Instant
        var output = Data()
        var sent = 0
        var drained = 0

        init(descriptor: Int32, reader: HTTPRequestReader, deadline: ContinuousClock.Instant) {
            self.descriptor = descriptor
            self.reader = reader
            self.deadline = deadline
        }
    }

    private var connections: [Int32: Connection] = [:]
    private var buffer = [UInt8](repeating: 0, count: 16 * 1024)

    /// Serves connections until `stopPipe` is readable, then closes every socket. `log` gets one
    /// line per answered request.
    func run(stopPipe: Int32, log: (String) -> Void) {
        defer {
            for connection in connections.values { _ = close(connection.descriptor) }
            connections = [:]
            closeListener()
        }
        while true {
            let accepting = connections.count < maximumConnections
            let open = Array(connections.values)
            var descriptors = [pollfd(fd: stopPipe, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: accepting ? listener : -1, events: Int16(POLLIN), revents: 0)]
            for connection in open {
                descriptors.append(pollfd(fd: connection.descriptor, events: Int16(connection.phase == .writing ? POLLOUT : POLLIN), revents: 0))
            }
            var timeout: Int32 = -1
            if let next = open.map(\.deadline).min() {
                let left = next - clock.now
                timeout = left <= .zero ? 0 : Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                log("poll: \(String(cString: strerror(errno)))")
                return
            }
            if descriptors[0].revents != 0 { return }
            if accepting, descriptors[1].revents & Int16(POLLIN) != 0 { acceptWaiting() }
            for (offset, connection) in open.enumerated() where descriptors[offset + 2].revents != 0 {
                service(connection, log: log)
            }
            let now = clock.now
            for connection in connections.values where connection.deadline <= now { expire(connection, log: log) }
        }
    }

    /// Closes the listening socket (the loop does it when it ends).
    func closeListener() {
        if listener >= 0 { _ = close(listener) }
        listener = -1
    }

    // MARK: - Connections

    /// Takes the connections waiting in the listening socket's queue, up to the maximum.
    private func acceptWaiting() {
        while connections.count < maximumConnections {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }   // none left (EAGAIN), or one that left already
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
            let reader = HTTPRequestReader(limits: limits, allowedHosts: HTTPRequestReader.loopbackHosts(port: port))
            connections[client] = Connection(descriptor: client, reader: reader, deadline: clock.now + readTimeout)
        }
    }

    /// Does what `connection` is ready for: reads its request (answering once it is whole or
    /// refused), writes its answer, or drains it before closing.
    private func service(_ connection: Connection, log: (String) -> Void) {
        switch connection.phase {
        case .reading:
            let count = read(connection.descriptor, &buffer, buffer.count)
            if count < 0 && (errno == EAGAIN || errno == EINTR) { return }
            guard count > 0 else { return finish(connection) }   // the client closed or failed: nobody to answer
            switch connection.reader.append(buffer[0..<count]) {
            case .needsMore:
                return
            case .refused(let refusal):
                log("refused (\(refusal.reason)) → \(refusal.status)")
                answer(connection, .refusal(refusal))
            case .complete(let request):
                let response = site.respond(to: request.formRequest)
                log("\(request.method) \(request.target) → \(response.status)")
                answer(connection, response)
            }
        case .writing:
            let count = connection.output.withUnsafeBytes { bytes in
                Glibc.send(connection.descriptor, bytes.baseAddress! + connection.sent, bytes.count - connection.sent, Int32(MSG_NOSIGNAL))
            }
            if count < 0 && (errno == EAGAIN || errno == EINTR) { return }
            guard count > 0 else { return finish(connection) }
            connection.sent += count
            guard connection.sent == connection.output.count else { return }
            // A lingering close: stop sending, then drain what the client still sends for a
            // moment, so that closing with unread bytes (an RST) does not destroy the answer.
            _ = shutdown(connection.descriptor, Int32(SHUT_WR))
            connection.phase = .lingering
            connection.output = Data()
            connection.deadline = clock.now + .seconds(1)
        case .lingering:
            let count = read(connection.descriptor, &buffer, buffer.count)
            if count < 0 && (errno == EAGAIN || errno == EINTR) { return }
            connection.drained += max(0, count)
            if count <= 0 || connection.drained > 8 * 1024 * 1024 { finish(connection) }
        }
    }

    /// Starts writing `response` to `connection`, with a time limit of its own.
    private func answer(_ connection: Connection, _ response: FormHTTPResponse) {
        connection.output = response.wireBytes
        connection.sent = 0
        connection.phase = .writing
        connection.deadline = clock.now + readTimeout
    }

    /// A connection's time is up: a request begun gets `408`; anything else is closed.
    private func expire(_ connection: Connection, log: (String) -> Void) {
        guard connection.phase == .reading, connection.reader.hasReceivedBytes else { return finish(connection) }
        log("timed out → 408")
        answer(connection, .refusal(.init(status: 408, reason: "the request did not arrive within \(readTimeout)")))
    }

    private func finish(_ connection: Connection) {
        _ = close(connection.descriptor)
        connections[connection.descriptor] = nil
    }
}
