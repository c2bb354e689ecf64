// The FormHTML catalog's Swift blocks, compiled and run as written; the framework handlers run
// against stand-ins of the frameworks' types (Support/FrameworkStandIns.swift).
import Foundation
import FormHTML
import FormKit
import ListKit
import FormJSON
import Testing

// snippet: web-store
@MainActor let secret = FormPageOptions.randomSecret()       // once per process
@MainActor let store = FormSessionStore(options: .init(capacity: 10_000, lifetime: .seconds(1_800))) { id in
    FormPage(manager: makeSignupForm(), options: FormPageOptions(title: "Sign up", path: "/signup",
                                                                 csrfSecret: secret, csrfBinding: id))
}
// snippet end

// snippet: web-vapor
// A sketch for Vapor 4: one handler for both methods.
func mountSignup(on app: Vapor.Application) {
    app.on(.GET, "signup") { try await serve($0) }
    app.on(.POST, "signup", body: .collect(maxSize: "64kb")) { try await serve($0) }
}

func serve(_ request: Vapor.Request) async throws -> Vapor.Response {
    var headers: [String: String] = [:]  // repeated fields joined: Cookie with "; ", others with ", "
    for (name, value) in request.headers {
        let key = name.lowercased()
        headers[key] = headers[key].map { $0 + (key == "cookie" ? "; " : ", ") + value } ?? value
    }
    let body = request.body.data.map { Data($0.readableBytesView) } ?? Data()
    let form = FormHTTPRequest(method: request.method.rawValue, path: request.url.string, headers: headers, body: body)
    let answer = await MainActor.run { store.handle(form) { page in page.handle(form) } }
    return Vapor.Response(status: .init(statusCode: answer.status),
                          headers: HTTPHeaders(answer.headers.map { ($0.name, $0.value) }),
                          body: .init(data: answer.body))
}
// snippet end

// snippet: web-hummingbird
// A sketch for Hummingbird 2: the same, with swift-http-types' fields.
func mountSignup(on router: Hummingbird.Router) {
    router.on("signup", method: .get) { request, _ in try await serve(request) }
    router.on("signup", method: .post) { request, _ in try await serve(request) }
}

func serve(_ request: Hummingbird.Request) async throws -> Hummingbird.Response {
    var headers: [String: String] = [:]
    for field in request.headers {
        let key = field.name.rawName.lowercased()
        headers[key] = headers[key].map { $0 + (key == "cookie" ? "; " : ", ") + field.value } ?? field.value
    }
    let body = Data(buffer: try await request.body.collect(upTo: 64 * 1024))
    let form = FormHTTPRequest(method: request.method.rawValue, path: request.uri.string, headers: headers, body: body)
    let answer = await MainActor.run { store.handle(form) { page in page.handle(form) } }
    var fields = HTTPFields()
    for header in answer.headers {
        if let name = HTTPField.Name(header.name) { fields.append(HTTPField(name: name, value: header.value)) }
    }
    return Hummingbird.Response(status: .init(code: answer.status), headers: fields,
                                body: .init(byteBuffer: ByteBuffer(bytes: answer.body)))
}
// snippet end

@MainActor
@Suite struct WebSnippets: PrintingSnippets {
    let printed = Printed()

    @Test func theLandingPage() {
        let manager = makeSignupForm()
        // snippet: html-landing
        let page = FormPage(manager: manager, options: FormPageOptions(title: "Sign up", path: "/signup",
                                                                        csrfSecret: FormPageOptions.randomSecret()))
        let response = page.handle(FormHTTPRequest(method: "GET", path: "/signup"))
        print(response.status, response.headers.first { $0.name == "Content-Type" }?.value ?? "")
        // snippet end
        expectShownOutput(of: "html-landing", printed)
    }

    @Test func aPageAnswersGetsAndPosts() {
        // snippet: web-page
        let manager = AdapterManager(adapter: ListAdapter()) {
            Section(header: "Sign up") {
                TextItem("Email", key: "email").validated(by: .required, .email)
                TextItem("Password", key: "password", isSecure: true).validated(by: .required, .length(min: 8))
                BoolItem("Newsletter", key: "newsletter")
            }
        }
        let page = FormPage(manager: manager, options: FormPageOptions(
            title: "Sign up", path: "/signup", successLocation: "/welcome", csrfSecret: secret))
        page.onSubmit = { values in print("saved", (try? values.jsonString()) ?? "") }

        // In any server's route handler, on the main actor:
        func route(method: String, path: String, headers: [String: String], body: Data) -> FormHTTPResponse {
            page.handle(FormHTTPRequest(method: method, path: path, headers: headers, body: body))
        }
        print(route(method: "GET", path: "/signup", headers: [:], body: Data()).status)
        let post = ["Content-Type": "application/x-www-form-urlencoded", "Origin": "https://example.com",
                    "Host": "example.com"]
        let token = page.csrfToken.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        print(route(method: "POST", path: "/signup", headers: post,
                    body: Data("_csrf=\(token)&/email=nope".utf8)).status)                      // the page, with errors
        print(route(method: "POST", path: "/signup", headers: post,
                    body: Data("_csrf=\(token)&/email=ada%40example.com&/password=analytical".utf8)).status)
        print(route(method: "POST", path: "/signup", headers: post, body: Data("/email=x".utf8)).status)  // no token
        // snippet end
        expectShownOutput(of: "web-page", printed)
    }

    @Test func aStoreKeepsEachVisitorsForm() {
        let request = FormHTTPRequest(method: "GET", path: "/signup")
        // snippet: web-store-handle
        let response = store.handle(request) { page in page.handle(request) }  // sets the cookie when new
        print(response.status, response.headers.contains { $0.name == "Set-Cookie" })
        // snippet end
        expectShownOutput(of: "web-store-handle", printed)
    }

    @Test func theFrameworkSketchesServeThePage() async throws {
        let app = Vapor.Application()
        mountSignup(on: app)
        let vapor = try await app.routes["GET /signup"]!(Vapor.Request(method: .GET, url: "/signup",
                                                                       headers: [("Accept-Language", "fr")], body: nil))
        #expect(vapor.status.code == 200)
        #expect(vapor.headers.contains { $0.name == "Set-Cookie" && $0.value.hasPrefix("form_session=") })
        #expect(vapor.headers.contains { $0.name == "Content-Language" && $0.value == "fr" })

        let router = Hummingbird.Router()
        mountSignup(on: router)
        var fields = HTTPFields()
        fields.append(HTTPField(name: .init("Accept-Language")!, value: "de"))
        fields.append(HTTPField(name: .init("Content-Type")!, value: "application/x-www-form-urlencoded"))
        let hummingbird = try await router.routes["POST /signup"]!(
            Hummingbird.Request(method: .post, uri: .init(string: "/signup"), headers: fields, body: .init(bytes: Array("/email=x".utf8))),
            Hummingbird.RequestContext())
        #expect(hummingbird.status.code == 403)                     // no CSRF token
    }
}

@MainActor
@Suite struct SafetySnippets: PrintingSnippets {
    let printed = Printed()

    @Test func theSafeguardsDoWhatTheArticleSays() throws {
        // snippet: safety-tour
        // Patterns: an automaton reads the text once, so no pattern and no text stall a server.
        let hostile = try TextPattern("(a|aa)*b")
        print(hostile.matches(String(repeating: "a", count: 100_000)))       // false, in about 0.3 ms

        // Posts: every limit has its own error and status (413, 400, 415), checked as the body is read.
        var options = FormPageOptions(title: "Sign up", path: "/signup", csrfSecret: FormPageOptions.randomSecret())
        options.limits = FormDataLimits(maxBodyBytes: 16 * 1024, maxPairs: 200)
        let page = FormPage(manager: makeSignupForm(), options: options)
        let flood = Data(repeating: UInt8(ascii: "a"), count: 20_000)
        print(page.handle(FormHTTPRequest(method: "POST", path: "/signup", headers: [
            "Content-Type": "application/x-www-form-urlencoded", "Origin": "https://example.com", "Host": "example.com",
        ], body: flood)).status)

        // Numbers: exact beyond Int and Double.
        let big = try JSONValue(parsing: "[18446744073709551617, 0.1000000000000000000001]")
        print(big)

        // Text from data never drives a terminal: escapes are shown, not sent.
        print(TextLayout.sanitized("Ada\u{1B}]0;pwned\u{07}"))
        // snippet end
        expectShownOutput(of: "safety-tour", printed)
    }
}
