// Stand-ins for the few types of Vapor 4 and Hummingbird 2 (and SwiftNIO, swift-http-types) that
// the web article's handler sketches use, shaped as those libraries declare them, so the
// sketches' calls into this package are compiled. The package depends on neither framework; the
// sketches are marked as sketches where they are shown.
import Foundation

struct ByteBuffer: Sendable {
    var readableBytesView: [UInt8]
    init(bytes: some Sequence<UInt8>) { readableBytesView = Array(bytes) }
}

extension Data {
    init(buffer: ByteBuffer) { self.init(buffer.readableBytesView) }   // NIOFoundationCompat
}

/// SwiftNIO's `HTTPHeaders`: a sequence of (name, value) pairs, names as sent.
struct HTTPHeaders: Sequence, Sendable {
    var pairs: [(String, String)]
    init(_ pairs: [(String, String)]) { self.pairs = pairs }
    func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        pairs.map { (name: $0.0, value: $0.1) }.makeIterator()
    }
}

/// swift-http-types' `HTTPFields`, `HTTPField` and its `Name`.
struct HTTPField: Sendable {
    struct Name: Sendable {
        var rawName: String
        init?(_ name: String) { guard !name.isEmpty else { return nil }; rawName = name }
    }
    var name: Name
    var value: String
    init(name: Name, value: String) { self.name = name; self.value = value }
}

struct HTTPFields: Sequence, Sendable {
    var fields: [HTTPField] = []
    init() {}
    mutating func append(_ field: HTTPField) { fields.append(field) }
    func makeIterator() -> IndexingIterator<[HTTPField]> { fields.makeIterator() }
}

enum Vapor {
    struct HTTPMethod: Sendable { var rawValue: String; static let GET = HTTPMethod(rawValue: "GET"); static let POST = HTTPMethod(rawValue: "POST") }
    struct HTTPResponseStatus: Sendable { var code: Int; init(statusCode: Int) { code = statusCode } }
    struct URI: Sendable { var string: String }
    enum BodyStreamStrategy: Sendable { case collect(maxSize: String?) }

    final class Request: Sendable {
        struct Body: Sendable { let data: ByteBuffer? }
        let method: HTTPMethod
        let url: URI
        let headers: HTTPHeaders
        let body: Body
        init(method: HTTPMethod, url: String, headers: [(String, String)], body: [UInt8]?) {
            self.method = method
            self.url = URI(string: url)
            self.headers = HTTPHeaders(headers)
            self.body = Body(data: body.map { ByteBuffer(bytes: $0) })
        }
    }

    final class Response: Sendable {
        struct Body: Sendable { let data: Data; init(data: Data) { self.data = data } }
        let status: HTTPResponseStatus
        let headers: HTTPHeaders
        let body: Body
        init(status: HTTPResponseStatus, headers: HTTPHeaders, body: Body) {
            self.status = status
            self.headers = headers
            self.body = body
        }
    }

    final class Application: @unchecked Sendable {
        var routes: [String: @Sendable (Request) async throws -> Response] = [:]
        func on(_ method: HTTPMethod, _ path: String, body: BodyStreamStrategy = .collect(maxSize: nil),
                use closure: @escaping @Sendable (Request) async throws -> Response) {
            routes[method.rawValue + " /" + path] = closure
        }
    }
}

enum Hummingbird {
    struct RequestContext: Sendable {}
    struct URI: Sendable { var string: String }

    struct Request: Sendable {
        struct Method: Sendable { var rawValue: String; static let get = Method(rawValue: "GET"); static let post = Method(rawValue: "POST") }
        struct Body: Sendable {
            let bytes: [UInt8]
            func collect(upTo maxSize: Int) async throws -> ByteBuffer {
                guard bytes.count <= maxSize else { throw CancellationError() }
                return ByteBuffer(bytes: bytes)
            }
        }
        let method: Method
        let uri: URI
        let headers: HTTPFields
        let body: Body
    }

    struct Response: Sendable {
        struct Status: Sendable { var code: Int; init(code: Int) { self.code = code } }
        struct Body: Sendable { let byteBuffer: ByteBuffer; init(byteBuffer: ByteBuffer) { self.byteBuffer = byteBuffer } }
        let status: Status
        let headers: HTTPFields
        let body: Body
    }

    final class Router: @unchecked Sendable {
        var routes: [String: @Sendable (Request, RequestContext) async throws -> Response] = [:]
        func on(_ path: String, method: Request.Method,
                use closure: @escaping @Sendable (Request, RequestContext) async throws -> Response) {
            routes[method.rawValue + " /" + path] = closure
        }
    }
}
