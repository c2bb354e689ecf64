import FormHTML
import Foundation

/// Reads one HTTP/1.1 request (RFC 9112) from a connection's bytes as they arrive, and refuses it
/// as early as a limit or a rule is broken — before the rest is read.
///
/// The preview server's rules: a request line of at most ``Limits/requestLineBytes`` (else 414),
/// headers of at most ``Limits/headerBytes`` and ``Limits/headerFields`` (else 431), `GET` and
/// `POST` only (else 405), a `Host` naming this server (else 421; missing or repeated: 400), no
/// `Transfer-Encoding` (501), a `POST` with a `Content-Length` (else 411) of at most
/// ``Limits/bodyBytes`` (else 413). Anything malformed — a request line not of three parts, a
/// control character in a field, a header folded over two lines — is 400. Bytes after the body are
/// ignored: one request per connection. No socket here, so tests feed it bytes directly.
struct HTTPRequestReader {
    /// The bounds of one request.
    struct Limits: Sendable, Equatable {
        /// The most bytes of the request line, without its line end.
        var requestLineBytes = 8 * 1024
        /// The most bytes of the header section, line ends included.
        var headerBytes = 16 * 1024
        /// The most header fields.
        var headerFields = 64
        /// The most bytes of a body.
        var bodyBytes = 64 * 1024
    }

    /// A request read whole.
    struct Request: Sendable, Equatable {
        /// `GET` or `POST`.
        var method: String
        /// The origin-form target: a path, maybe with a query.
        var target: String
        /// `HTTP/1.1` or `HTTP/1.0`.
        var version: String
        /// The header fields in order, names as sent.
        var fields: [(name: String, value: String)]
        /// The body: exactly `Content-Length` bytes.
        var body: Data

        static func == (lhs: Request, rhs: Request) -> Bool {
            lhs.method == rhs.method && lhs.target == rhs.target && lhs.version == rhs.version && lhs.body == rhs.body
                && lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
        }

        /// The value of field `name` (without case); repeated fields joined with `, ` (RFC 9110 §5.3).
        func field(_ name: String) -> String? {
            let values = fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
            return values.isEmpty ? nil : values.joined(separator: ", ")
        }

        /// The request as a ``FormHTTPRequest``, for a ``FormPage``.
        var formRequest: FormHTTPRequest {
            var headers: [String: String] = [:]
            for (name, _) in fields where headers[name.lowercased()] == nil {
                headers[name.lowercased()] = field(name)
            }
            return FormHTTPRequest(method: method, path: target, headers: headers, body: body)
        }
    }

    /// Why a request is refused: the status to answer and a short reason for the body.
    struct Refusal: Error, Sendable, Equatable {
        /// 400, 405, 408, 411, 413, 414, 421, 431, 501 or 505.
        var status: Int
        /// Why, in a few words.
        var reason: String
    }

    /// Where reading stands after some bytes.
    enum Progress: Equatable {
        /// More bytes are needed.
        case needsMore
        /// The request is complete.
        case complete(Request)
        /// The request is refused; answer and close.
        case refused(Refusal)
    }

    /// The methods served.
    static let allowedMethods = ["GET", "POST"]

    /// The limits.
    let limits: Limits
    /// The `Host` values accepted, lowercased (`127.0.0.1:8080`, `localhost:8080`); empty: any.
    let allowedHosts: Set<String>

    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`.
    private var lineStart = 0
    /// Where the search for the next line end resumes.
    private var scanned = 0
    private var stage = Stage.requestLine
    private var method = "", target = "", version = ""
    private var fields: [(name: String, value: String)] = []
    private var headerStart = 0

    private enum Stage: Equatable {
        case requestLine, headers, body(start: Int, length: Int), finished
    }

    /// Creates a reader for one connection.
    /// - Parameters:
    ///   - limits: the bounds of the request.
    ///   - allowedHosts: the accepted `Host` values (compared without case); empty accepts any.
    init(limits: Limits = Limits(), allowedHosts: Set<String> = []) {
        self.limits = limits
        self.allowedHosts = Set(allowedHosts.map { $0.lowercased() })
    }

    /// The host names a server on loopback `port` answers to: `127.0.0.1:PORT` and
    /// `localhost:PORT` (against DNS rebinding, a name that resolves elsewhere is refused).
    static func loopbackHosts(port: UInt16) -> Set<String> {
        ["127.0.0.1:\(port)", "localhost:\(port)"]
    }

    /// How many received bytes the reader holds now.
    var bufferedByteCount: Int { buffer.count }

    /// Whether any byte arrived (a connection that timed out after some bytes gets 408).
    private(set) var hasReceivedBytes = false

    /// Takes the bytes that arrived and says where the request stands. After `.complete` or
    /// `.refused`, further bytes are ignored (`.needsMore`): one request per connection.
    /// - Complexity: amortized O(*n*) in the bytes received.
    mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Progress {
        if case .finished = stage { return .needsMore }
        if !bytes.isEmpty { hasReceivedBytes = true }
        buffer.append(contentsOf: bytes)
        do {
            return try advance()
        } catch {
            stage = .finished
            return .refused(error)
        }
    }

    private mutating func advance() throws(Refusal) -> Progress {
        while true {
            switch stage {
            case .requestLine:
                guard let line = try nextLine(limit: limits.requestLineBytes, refusal: Refusal(status: 414, reason: "request line too long"))
                else { return .needsMore }
                if line.isEmpty {
                    // RFC 9112 §2.2: an empty line before the request line is ignored — and not
                    // kept: a client sending them for ever holds no memory.
                    buffer.removeFirst(lineStart)
                    lineStart = 0
                    scanned = 0
                    continue
                }
                try parseRequestLine(line)
                headerStart = lineStart
                stage = .headers
            case .headers:
                // What is left of the header section's bytes, less the line end of this field.
                let remaining = limits.headerBytes - (lineStart - headerStart)
                let tooLarge = Refusal(status: 431, reason: "header fields too large")
                guard let line = try nextLine(limit: max(0, remaining - 2), refusal: tooLarge) else { return .needsMore }
                if line.isEmpty {
                    let length = try bodyLength()
                    stage = .body(start: lineStart, length: length)
                    continue
                }
                try parseField(line)
            case .body(let start, let length):
                guard buffer.count - start >= length else { return .needsMore }
                stage = .finished
                return .complete(Request(method: method, target: target, version: version, fields: fields,
                                         body: Data(buffer[start..<(start + length)])))
            case .finished:
                return .needsMore
            }
        }
    }

    /// The next line without its `LF` or `CRLF`, or `nil` when it has not all arrived; throws
    /// `refusal` once it is longer than `limit` bytes, and 400 for a bare CR.
    private mutating func nextLine(limit: Int, refusal: Refusal) throws(Refusal) -> ArraySlice<UInt8>? {
        guard let end = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
            scanned = buffer.count
            if buffer.count - lineStart > limit + 1 { throw refusal }   // + 1: a CR may still end it
            return nil
        }
        var line = buffer[lineStart..<end]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        if line.count > limit { throw refusal }
        if line.contains(UInt8(ascii: "\r")) { throw Refusal(status: 400, reason: "a bare CR in a line") }
        lineStart = end + 1
        scanned = lineStart
        return line
    }

    private mutating func parseRequestLine(_ line: ArraySlice<UInt8>) throws(Refusal) {
        let malformed = Refusal(status: 400, reason: "malformed request line")
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte) else { throw malformed }
        guard parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { throw malformed }
        let versionText = String(decoding: parts[2], as: UTF8.self)
        guard versionText.hasPrefix("HTTP/"), versionText.count == 8 else { throw malformed }
        guard versionText == "HTTP/1.1" || versionText == "HTTP/1.0" else {
            throw Refusal(status: 505, reason: "HTTP version not supported")
        }
        method = String(decoding: parts[0], as: UTF8.self)
        target = String(decoding: parts[1], as: UTF8.self)
        version = versionText
        guard Self.allowedMethods.contains(method) else { throw Refusal(status: 405, reason: "method not allowed") }
    }

    private mutating func parseField(_ line: ArraySlice<UInt8>) throws(Refusal) {
        guard line.first != UInt8(ascii: " "), line.first != UInt8(ascii: "\t") else {
            throw Refusal(status: 400, reason: "obsolete line folding")
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
              line[..<colon].allSatisfy(Self.isTokenByte) else { throw Refusal(status: 400, reason: "malformed header field") }
        let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
        let trimmed = value.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
        guard trimmed.allSatisfy({ $0 >= 0x20 && $0 != 0x7F || $0 == 0x09 }) else {
            throw Refusal(status: 400, reason: "a control character in a header field")
        }
        guard fields.count < limits.headerFields else { throw Refusal(status: 431, reason: "too many header fields") }
        fields.append((String(decoding: line[..<colon], as: UTF8.self), String(decoding: trimmed, as: UTF8.self)))
    }

    /// Checks the header section as a whole and returns the body's length.
    private func bodyLength() throws(Refusal) -> Int {
        func values(_ name: String) -> [String] { fields.filter { $0.name.lowercased() == name }.map(\.value) }
        let hosts = values("host")
        if version == "HTTP/1.1" || !hosts.isEmpty {
            guard hosts.count == 1, !hosts[0].isEmpty else { throw Refusal(status: 400, reason: "exactly one Host header is required") }
            guard allowedHosts.isEmpty || allowedHosts.contains(hosts[0].lowercased()) else {
                throw Refusal(status: 421, reason: "this server answers only to \(allowedHosts.sorted().joined(separator: " or "))")
            }
        }
        if !values("transfer-encoding").isEmpty {
            throw Refusal(status: 501, reason: "Transfer-Encoding (chunked bodies) is not supported")
        }
        let lengths = Set(values("content-length").flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) })
        guard let text = lengths.first else {
            if method == "POST" { throw Refusal(status: 411, reason: "Content-Length required") }
            return 0
        }
        guard lengths.count == 1, !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { throw Refusal(status: 400, reason: "invalid Content-Length") }
        guard text.count <= 18, let length = Int(text), length <= limits.bodyBytes else {
            throw Refusal(status: 413, reason: "body larger than \(limits.bodyBytes) bytes")
        }
        return length
    }

    /// `tchar` of RFC 9110 §5.6.2.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
