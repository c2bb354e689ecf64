import FormHTML
import Foundation
import Testing
@testable import Demo

/// The preview server's request reader, fed bytes without a socket.
@Suite struct HTTPRequestReaderTests {
    static let hosts = HTTPRequestReader.loopbackHosts(port: 8080)

    /// Feeds `text` in one piece.
    static func read(_ text: String, limits: HTTPRequestReader.Limits = .init()) -> HTTPRequestReader.Progress {
        var reader = HTTPRequestReader(limits: limits, allowedHosts: hosts)
        return reader.append(Array(text.utf8))
    }

    static func status(_ progress: HTTPRequestReader.Progress) -> Int? {
        if case .refused(let refusal) = progress { return refusal.status }
        if case .complete = progress { return 200 }
        return nil
    }

    @Test func aGetIsReadWithItsHeaders() {
        guard case .complete(let request) = Self.read("GET /signup?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: text/html\r\n\r\n")
        else { Issue.record("not complete"); return }
        #expect(request.method == "GET" && request.target == "/signup?x=1" && request.version == "HTTP/1.1")
        #expect(request.field("accept") == "text/html")
        #expect(request.body.isEmpty)
        #expect(request.formRequest.header("Host") == "127.0.0.1:8080")
    }

    @Test func aPostIsCompleteOnlyOnceItsBodyHasArrived() {
        var reader = HTTPRequestReader(allowedHosts: Self.hosts)
        let head = "POST /signup HTTP/1.1\r\nHost: localhost:8080\r\nContent-Length: 7\r\n\r\nx=a"
        #expect(reader.append(Array(head.utf8)) == .needsMore)
        guard case .complete(let request) = reader.append(Array(",b&yEXTRA".utf8)) else { Issue.record("not complete"); return }
        #expect(request.body == Data("x=a,b&y".utf8), "exactly Content-Length bytes; what follows is ignored")
    }

    @Test func bytesArrivingOneAtATimeGiveTheSameRequest() {
        let text = "POST /a HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 3\r\n\r\nabc"
        var reader = HTTPRequestReader(allowedHosts: Self.hosts)
        var last = HTTPRequestReader.Progress.needsMore
        for byte in text.utf8 { last = reader.append([byte]) }
        #expect(last == Self.read(text))
        #expect(Self.status(last) == 200)
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: evil.example:8080\r\n\r\n", 421),
        ("GET / HTTP/1.1\r\nHost: 127.0.0.1:9999\r\n\r\n", 421),
        ("GET / HTTP/1.1\r\nHost: LOCALHOST:8080\r\n\r\n", 200),
        ("GET / HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nHost: 127.0.0.1:8080\r\n\r\n", 400),
        ("DELETE / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n", 405),
        ("HEAD / HTTP/1.1\r\n", 405),
        ("GET /\r\n\r\n", 400),
        ("GET  / HTTP/1.1\r\n\r\n", 400),
        ("GET http://127.0.0.1:8080/ HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\n\r\n", 505),
        ("G(T / HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\rHost: x\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
        ("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n", 411),
        ("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 65537\r\n\r\n", 413),
        ("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 99999999999999999999999\r\n\r\n", 413),
        ("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: -1\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
        ("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n folded\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost : 127.0.0.1:8080\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX: a\u{0}b\r\n\r\n", 400),
        ("\r\nGET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n", 200),
        ("GET / HTTP/1.0\r\n\r\n", 200),
    ])
    func eachBrokenRuleHasItsStatus(text: String, status: Int) {
        #expect(Self.status(Self.read(text)) == status, "\(text.debugDescription)")
    }

    @Test func aLongRequestLineIsRefusedBeforeItEnds() {
        var reader = HTTPRequestReader(allowedHosts: Self.hosts)
        #expect(Self.status(reader.append(Array(("GET /" + String(repeating: "a", count: 8 * 1024)).utf8))) == 414)
        let atTheLimit = "GET /" + String(repeating: "a", count: 8 * 1024 - 14) + " HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n"
        #expect(Self.status(Self.read(atTheLimit)) == 200, "a line of exactly 8 KiB is served")
        let overTheLimit = "GET /" + String(repeating: "a", count: 8 * 1024 - 13) + " HTTP/1.1\r\n"
        #expect(Self.status(Self.read(overTheLimit)) == 414)
    }

    @Test func largeHeadersAreRefusedBeforeTheyEnd() {
        var reader = HTTPRequestReader(allowedHosts: Self.hosts)
        #expect(reader.append(Array("GET / HTTP/1.1\r\nX-Big: ".utf8)) == .needsMore)
        #expect(Self.status(reader.append([UInt8](repeating: UInt8(ascii: "a"), count: 16 * 1024))) == 431)
        let manyFields = (0..<65).map { "X-\($0): 1\r\n" }.joined()
        #expect(Self.status(Self.read("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n" + manyFields + "\r\n")) == 431)
    }

    @Test func theLimitsAreTheCallers() {
        let limits = HTTPRequestReader.Limits(requestLineBytes: 20, headerBytes: 64, headerFields: 2, bodyBytes: 3)
        #expect(Self.status(Self.read("GET /aaaaaaaaaaaaaaaaaaaa HTTP/1.1\r\n", limits: limits)) == 414)
        #expect(Self.status(Self.read("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 4\r\n\r\n", limits: limits)) == 413)
        #expect(Self.status(Self.read("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 3\r\n\r\nabc", limits: limits)) == 200)
    }

    @Test func afterAnAnswerFurtherBytesAreIgnored() {
        var reader = HTTPRequestReader(allowedHosts: Self.hosts)
        #expect(Self.status(reader.append(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n".utf8))) == 200)
        #expect(reader.append(Array("GET / HTTP/1.1\r\n\r\n".utf8)) == .needsMore, "one request per connection")
        #expect(reader.hasReceivedBytes)
        #expect(!HTTPRequestReader().hasReceivedBytes)
    }

    @Test func theWireFormOfAResponseClosesTheConnectionAndStripsLineBreaks() {
        let response = FormHTTPResponse(status: 303, headers: [.init("Location", "/done\r\nX-Evil: 1"), .init("Connection", "keep-alive")],
                                        body: Data("ok".utf8))
        let text = String(decoding: response.wireBytes, as: UTF8.self)
        #expect(text == "HTTP/1.1 303 See Other\r\nLocation: /doneX-Evil: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok")
        let refusal = String(decoding: FormHTTPResponse.refusal(.init(status: 405, reason: "no")).wireBytes, as: UTF8.self)
        #expect(refusal.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"))
        #expect(refusal.contains("\r\nAllow: GET, POST\r\n"))
    }

    @Test func emptyLinesBeforeTheRequestLineAreReadAndForgotten() {
        var reader = HTTPRequestReader()
        for _ in 0..<1_000 { #expect(reader.append(Array("\r\n\n".utf8)) == .needsMore) }
        #expect(reader.bufferedByteCount == 0, "3,000 bytes of empty lines held nothing")
        #expect(reader.hasReceivedBytes)
        guard case .complete = reader.append(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8)) else {
            Issue.record("the request after them was not read")
            return
        }
    }
}
