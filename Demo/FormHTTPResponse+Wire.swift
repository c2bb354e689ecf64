import FormHTML
import Foundation

extension FormHTTPResponse {
    /// The response as HTTP/1.1 bytes: the status line, the headers (any `Connection`,
    /// `Content-Length` or `Transfer-Encoding` of the response's own replaced), `Content-Length`
    /// and `Connection: close` — one request per connection — then the body. A CR or LF inside a
    /// header is dropped, so no value can start a header of its own.
    /// - Complexity: O(*n*) in the response's size.
    var wireBytes: Data {
        let framing: Set<String> = ["connection", "content-length", "transfer-encoding"]
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        for header in headers where !framing.contains(header.name.lowercased()) {
            head += Self.oneLine(header.name) + ": " + Self.oneLine(header.value) + "\r\n"
        }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    /// A plain-text answer to a refused request; a 405 says which methods are allowed (`Allow`).
    static func refusal(_ refusal: HTTPRequestReader.Refusal) -> FormHTTPResponse {
        var headers = [Header("Content-Type", "text/plain; charset=utf-8"), Header("Cache-Control", "no-store"),
                       Header("X-Content-Type-Options", "nosniff")]
        if refusal.status == 405 { headers.append(Header("Allow", HTTPRequestReader.allowedMethods.joined(separator: ", "))) }
        return FormHTTPResponse(status: refusal.status, headers: headers,
                                body: Data("\(refusal.status) \(reasonPhrase(refusal.status)): \(refusal.reason)\n".utf8))
    }

    /// The reason phrase of `status` (RFC 9110 §15), for the status line.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 303: "See Other"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 421: "Misdirected Request"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }

    private static func oneLine(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" && $0 != "\0" })
    }
}
