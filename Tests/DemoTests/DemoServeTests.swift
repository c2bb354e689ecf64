import Synchronization
import Foundation
import Glibc
import Testing
@testable import Demo

/// `Demo serve` end to end: the built executable on a free port, spoken to over raw sockets.
/// Every exchange has a time limit and every server is killed in a `defer`.
@Suite(.timeLimit(.minutes(1))) struct DemoServeTests {
    /// A request with this server's `Host`, `Connection: close` and any `extra` header lines.
    static func request(_ method: String, _ target: String, host: String, cookie: String? = nil, extra: [String] = [],
                        body: String? = nil) -> String {
        var lines = ["\(method) \(target) HTTP/1.1", "Host: \(host)"] + extra
        if let cookie { lines.append("Cookie: \(cookie)") }
        if let body { lines.append("Content-Length: \(body.utf8.count)") }
        return lines.joined(separator: "\r\n") + "\r\n\r\n" + (body ?? "")
    }

    /// A form post as a browser on the same origin sends it.
    static func post(_ server: ServeProcess, _ path: String, _ body: String, cookie: String? = nil) throws -> RawResponse {
        try exchange(port: server.port, request("POST", path, host: server.host, cookie: cookie, extra: [
            "Content-Type: application/x-www-form-urlencoded", "Origin: http://\(server.host)", "Sec-Fetch-Site: same-origin",
        ], body: body))
    }

    /// The session cookie a response sets, as a `Cookie` header sends it back.
    static func cookie(_ response: RawResponse) -> String? {
        response.header("Set-Cookie").map { String($0.prefix { $0 != ";" }) }
    }

    /// The CSRF token in a page.
    static func token(in page: String) -> String? {
        guard let range = page.range(of: #"name="_csrf" value=""#) else { return nil }
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    @Test func theIndexLinksEveryFormAndEachFormIsAPage() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let index = try exchange(port: server.port, Self.request("GET", "/", host: server.host))
        #expect(index.status == 200)
        #expect(index.header("Connection") == "close")
        for name in ["signup", "controls", "checkout"] {
            #expect(index.body.contains("<a href=\"/\(name)\">"))
            let page = try exchange(port: server.port, Self.request("GET", "/\(name)", host: server.host))
            #expect(page.status == 200)
            #expect(page.body.contains("<form") && Self.token(in: page.body) != nil, "\(name)")
        }
        #expect(try exchange(port: server.port, Self.request("GET", "/nowhere", host: "localhost:\(server.port)")).status == 404)
    }

    /// The index and success pages wear the forms' stylesheet; the stylesheet and the script are
    /// the same for everyone, so fetching them makes no session (no cookie).
    @Test func theIndexIsStyledAndAssetsMakeNoSession() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let index = try exchange(port: server.port, Self.request("GET", "/", host: server.host))
        #expect(index.body.contains(#"<meta name="viewport""#))
        let link = try #require(index.body.range(of: #"<link rel="stylesheet" href=""#))
        let stylesheet = String(index.body[link.upperBound...].prefix { $0 != "\"" })
        #expect(stylesheet.hasPrefix("/signup/form.css?v="))
        #expect(index.header("Content-Security-Policy")?.contains("style-src 'self'") == true)
        for path in [stylesheet, "/checkout/form.css", "/signup/live.js"] {
            let asset = try exchange(port: server.port, Self.request("GET", path, host: server.host))
            #expect(asset.status == 200, "\(path)")
            #expect(asset.header("Set-Cookie") == nil, "\(path) made a session")
            #expect(asset.header("Cache-Control")?.contains("immutable") == true)
        }
    }

    @Test func aPostWithoutATokenIsForbidden() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        #expect(try Self.post(server, "/signup", "/name=Jane&/email=jane%40example.com").status == 403)
        #expect(try Self.post(server, "/signup", "_csrf=0000&/name=Jane").status == 403)
    }

    @Test func aValidPostRedirectsToAPageShowingTheValues() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let page = try exchange(port: server.port, Self.request("GET", "/signup", host: server.host))
        let token = try #require(Self.token(in: page.body))
        let cookie = try #require(Self.cookie(page))
        #expect(page.header("Set-Cookie")?.hasSuffix("; Path=/; HttpOnly; SameSite=Lax") == true)
        let invalid = try Self.post(server, "/signup", "_csrf=\(token)&/name=Jane&/email=nope", cookie: cookie)
        #expect(invalid.status == 422)
        #expect(invalid.header("Set-Cookie") == nil, "the visitor's session is kept")
        let valid = try Self.post(server, "/signup", "_csrf=\(token)&/name=Jane+Appleseed&/email=jane%40example.com&/password=correct+horse",
                                  cookie: cookie)
        #expect(valid.status == 303)
        let location = try #require(valid.header("Location"))
        #expect(location == "/signup/done")
        // Another visitor has forms of their own: nothing submitted.
        let stranger = try exchange(port: server.port, Self.request("GET", location, host: server.host))
        #expect(stranger.body.contains("Nothing submitted yet.") && !stranger.body.contains("Jane"))
        let done = try exchange(port: server.port, Self.request("GET", location, host: server.host, cookie: cookie))
        #expect(done.status == 200)
        #expect(done.body.contains("&quot;name&quot; : &quot;Jane Appleseed&quot;") || done.body.contains("&quot;name&quot;: &quot;Jane Appleseed&quot;"),
                "\(done.body)")
        #expect(done.body.contains("jane@example.com"))
        #expect(!done.body.contains("correct horse"), "a secret is never shown")
    }

    /// The form-data vectors, through the wire: `%zz` stays as typed, `a,b` is one value, a NUL
    /// byte is kept (and escaped in the JSON), a 1 MiB key is over the body limit.
    @Test func theParserVectorsArriveThroughTheWire() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let page = try exchange(port: server.port, Self.request("GET", "/signup", host: server.host))
        let token = try #require(Self.token(in: page.body))
        let cookie = try #require(Self.cookie(page))
        let common = "_csrf=\(token)&/email=jane%40example.com&/password=correct+horse"
        for (typed, shown) in [("%zz", "%zz"), ("a,b", "a,b"), ("a%00b", #"a\u0000b"#), ("a+b%2B", "a b+")] {
            let answer = try Self.post(server, "/signup", common + "&/name=" + typed, cookie: cookie)
            #expect(answer.status == 303, "\(typed): \(answer.text.prefix(300))")
            let done = try exchange(port: server.port, Self.request("GET", "/signup/done", host: server.host, cookie: cookie))
            #expect(done.body.contains("&quot;\(shown)&quot;"), "\(typed) should be shown as \(shown)")
        }
        let bigKey = String(repeating: "k", count: 1024 * 1024)
        #expect(try Self.post(server, "/signup", common + "&" + bigKey + "=1").status == 413)
    }

    /// Steps and rows work by plain posts: Next moves on (303 back to the form), Add Address adds
    /// a row and the redirect points at its first field.
    @Test func checkoutStepsAndRowsWorkThroughPosts() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let first = try exchange(port: server.port, Self.request("GET", "/checkout", host: server.host))
        let token = try #require(Self.token(in: first.body))
        let cookie = try #require(Self.cookie(first))
        #expect(first.body.contains(#"name="/email""#) && !first.body.contains(#"name="/addresses/0/street""#))
        let next = try Self.post(server, "/checkout", "_csrf=\(token)&/email=ada%40example.com&/name=Ada&_action=next", cookie: cookie)
        #expect(next.status == 303 && next.header("Location") == "/checkout")
        let shipping = try exchange(port: server.port, Self.request("GET", "/checkout", host: server.host, cookie: cookie))
        #expect(shipping.body.contains(#"name="/addresses/0/street""#))
        let add = try Self.post(server, "/checkout", "_csrf=\(token)&/addresses/0/street=1+Main+St&_action=add:/addresses", cookie: cookie)
        #expect(add.status == 303)
        #expect(add.header("Location") == "/checkout", "\(add.header("Location") ?? "none")")
        let twoRows = try exchange(port: server.port, Self.request("GET", "/checkout", host: server.host, cookie: cookie))
        #expect(twoRows.body.contains(#"name="/addresses/1/street" autofocus"#), "the new row has the focus")
        #expect(twoRows.body.contains(#"value="1 Main St""#), "what was typed is kept")
    }

    @Test func aForeignOrMissingHostIsRefused() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        #expect(try exchange(port: server.port, Self.request("GET", "/", host: "evil.example:\(server.port)")).status == 421)
        #expect(try exchange(port: server.port, Self.request("GET", "/", host: "127.0.0.1")).status == 421)
        #expect(try exchange(port: server.port, "GET / HTTP/1.1\r\n\r\n").status == 400)
    }

    @Test func oversizedRequestsGetTheirOwnStatus() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let longLine = "GET /" + String(repeating: "a", count: 100 * 1024) + " HTTP/1.1\r\nHost: \(server.host)\r\n\r\n"
        #expect(try exchange(port: server.port, longLine).status == 414)
        let bigHeader = Self.request("GET", "/", host: server.host, extra: ["X-Big: " + String(repeating: "b", count: 1024 * 1024)])
        #expect(try exchange(port: server.port, bigHeader).status == 431)
        let tooLong = Self.request("POST", "/signup", host: server.host, extra: ["Content-Length: 1000000"])
        #expect(try exchange(port: server.port, tooLong).status == 413)
        let chunked = Self.request("POST", "/signup", host: server.host, extra: ["Transfer-Encoding: chunked"]) + "1\r\nx\r\n0\r\n\r\n"
        #expect(try exchange(port: server.port, chunked).status == 501)
    }

    @Test func onlyGetAndPostAreServedAndAMalformedLineIsABadRequest() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let delete = try exchange(port: server.port, Self.request("DELETE", "/signup", host: server.host))
        #expect(delete.status == 405)
        #expect(delete.header("Allow") == "GET, POST")
        #expect(try exchange(port: server.port, "GET /signup\r\n\r\n").status == 400)
        #expect(try exchange(port: server.port, "\u{0}\u{1}garbage\r\n\r\n").status == 400)
    }

    @Test func aSlowClientIsClosedAtTheTimeout() throws {
        let server = try ServeProcess(["--timeout", "1"])
        defer { server.stop() }
        let started = Date()
        let partial = try exchange(port: server.port, "GET / HTTP/1.1\r\nHost: \(server.host)\r\n")
        #expect(partial.status == 408)
        let silent = try exchange(port: server.port, "")
        #expect(silent.bytes.isEmpty, "nothing arrived: closed without an answer")
        #expect(Date().timeIntervalSince(started) < 8)
        // The server is free again for the next visitor.
        #expect(try exchange(port: server.port, Self.request("GET", "/", host: server.host)).status == 200)
    }

    /// Idle sockets, a client dripping a header a byte at a time and one sending empty lines for
    /// ever hold only their own connections: another visitor is answered at once, again and
    /// again, well inside the 10 s those clients may take (before, each of them blocked everyone
    /// for its whole time limit, one after the other).
    @Test(.timeLimit(.minutes(1))) func idleDrippingAndFloodingClientsDelayNobodyElse() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        var held: [Int32] = []
        defer { for descriptor in held { close(descriptor) } }
        for _ in 0..<5 { held.append(try connectedSocket(port: server.port)) }
        let dripping = try connectedSocket(port: server.port)
        let flooding = try connectedSocket(port: server.port)
        held += [dripping, flooding]
        let header = Array("GET / HTTP/1.1\r\nHost: \(server.host)\r\n".utf8)
        let emptyLines = [UInt8](repeating: UInt8(ascii: "\n"), count: 64 * 1024)
        for round in 0..<10 {
            _ = send(dripping, [header[round % header.count]], 1, Int32(MSG_NOSIGNAL))
            _ = emptyLines.withUnsafeBytes { send(flooding, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            let started = Date()
            let answer = try exchange(port: server.port, Self.request("GET", "/", host: server.host))
            #expect(answer.status == 200)
            #expect(Date().timeIntervalSince(started) < 2, "answered while the others wait (round \(round))")
        }
    }

    @Test(.timeLimit(.minutes(1))) func manyClientsAtOnceAreEachAnswered() throws {
        let server = try ServeProcess()
        defer { server.stop() }
        let statuses = Mutex([Int]())
        let port = server.port, request = Self.request("GET", "/signup", host: server.host)
        DispatchQueue.concurrentPerform(iterations: 40) { _ in
            let status = (try? exchange(port: port, request).status) ?? -1
            statuses.withLock { $0.append(status) }
        }
        #expect(statuses.withLock { $0 } == Array(repeating: 200, count: 40))
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aStopSignalClosesTheListenerAndExitsZero(signal: Int32) throws {
        let server = try ServeProcess()
        defer { server.stop() }
        #expect(try exchange(port: server.port, Self.request("GET", "/", host: server.host)).status == 200)
        #expect(server.stop(with: signal) == 0)
        #expect(throws: ServeProcess.Failure.self) { try exchange(port: server.port, "GET / HTTP/1.1\r\n\r\n") }
    }

    @Test func aSchemaDocumentIsServedAtSchema() throws {
        let server = try ServeProcess(["--schema", SchemaCommandTests.sample("signup.json")])
        defer { server.stop() }
        let page = try exchange(port: server.port, Self.request("GET", "/schema", host: server.host))
        #expect(page.status == 200)
        #expect(page.body.contains("<form") && page.body.contains(#"name="/email""#))
        #expect(try exchange(port: server.port, Self.request("GET", "/", host: server.host)).body.contains(#"<a href="/schema">"#))
    }

    /// The page's submit is the form's: a value the document refuses (rjsf's "a cat eats meat,
    /// grass or fish", an `if`/`then` under `allOf`) gets `422` with the error beside its field,
    /// as `Demo schema DOC --values` refuses it — before, the page answered `303`.
    @Test func aValueTheDocumentRefusesIsRefusedByItsPage() throws {
        let document = try SchemaCommandTests.temporaryFile(SchemaCommandTests.animalsDocument)
        defer { try? FileManager.default.removeItem(atPath: document) }
        let checked = try DemoProcess.run(["schema", document, "--values", "-"], standardInput: Data(#"{"animal":"Cat","food":"worms"}"#.utf8))
        #expect(checked.status == 1)
        #expect(checked.standardOutput.contains("/food"), "\(checked.standardOutput)")
        let server = try ServeProcess(["--schema", document])
        defer { server.stop() }
        let page = try exchange(port: server.port, Self.request("GET", "/schema", host: server.host))
        let token = try #require(Self.token(in: page.body))
        let cookie = try #require(Self.cookie(page))
        let refused = try Self.post(server, "/schema", "_csrf=\(token)&/animal=Cat&/food=worms", cookie: cookie)
        #expect(refused.status == 422)
        let food = try #require(refused.body.range(of: #"<input type="text" id="f-food""#), "\(refused.body)")
        let errorBefore = refused.body[..<food.lowerBound].suffix(400)
        #expect(errorBefore.contains(#"<span class="visually-hidden">Error:</span> food must be one of"#), "the error sits by Food: \(errorBefore)")
        let accepted = try Self.post(server, "/schema", "_csrf=\(token)&/animal=Cat&/food=fish", cookie: cookie)
        #expect(accepted.status == 303)
    }
}

/// `Demo serve`'s command line, without a server.
@Suite struct ServeCommandTests {
    @Test func theOptionsParse() throws {
        #expect(try ServeCommand.parse([]) == ServeCommand.Options())
        let options = try ServeCommand.parse(["--port", "8080", "--schema", "a.json", "--ui", "b.json", "--timeout", "3"])
        #expect(options == ServeCommand.Options(port: 8080, schemaPath: "a.json", uiPath: "b.json", timeoutSeconds: 3))
    }

    @Test(arguments: [
        (["--port", "70000"], "--port needs a number from 0 to 65535, not '70000'"),
        (["--port"], "--port needs a value"),
        (["--timeout", "0"], "--timeout needs a number of seconds from 1 to 600, not '0'"),
        (["--ui", "b.json"], "--ui needs --schema: it is the schema document's UI schema"),
        (["signup"], "serve: unexpected argument 'signup'"),
    ])
    func aBadCommandLineIsNamed(arguments: [String], message: String) {
        #expect(throws: DemoOptions.UsageError(message: message)) { try ServeCommand.parse(arguments) }
    }

    @Test func theHelpSaysWhatItRefusesAndTheDemoListMentionsIt() throws {
        let help = try DemoProcess.run(["serve", "--help"])
        #expect(help.status == 0)
        for phrase in ["loopback only", "(414)", "(431)", "(413)", "(501)", "(405)", "(421)", "(408)", "--port N"] {
            #expect(help.standardOutput.contains(phrase), "\(phrase)")
        }
        #expect(DemoOptions.usage.contains("serve     "))
        let bogus = try DemoProcess.run(["bogus"])
        #expect(bogus.status == 2)
        #expect(bogus.standardError.contains("schema, serve)"))
        let badDocument = try DemoProcess.run(["serve", "--schema", "/nonexistent/doc.json"])
        #expect(badDocument.status == 2)
        #expect(badDocument.standardError.contains("cannot read /nonexistent/doc.json"))
        let badPort = try DemoProcess.run(["serve", "--port", "x"])
        #expect(badPort.status == 2)
        #expect(badPort.standardError == "Demo: --port needs a number from 0 to 65535, not 'x'\nRun 'Demo serve --help' for usage.\n")
    }
}
