import Foundation
import Testing
@testable import FormHTML

private func pairs(_ data: FormData) -> [[String]] { data.entries.map { [$0.name, $0.value] } }

@Suite struct URLEncodedParsingTests {
    /// WHATWG URL §5.1 vectors, and the web reference's (`a+b=c%2B`, `x=1&x=2`, `flag`, `%zz`,
    /// `x=a,b`).
    @Test(arguments: [
        ("a+b=c%2B", [["a b", "c+"]]),
        ("x=1&x=2", [["x", "1"], ["x", "2"]]),
        ("flag", [["flag", ""]]),
        ("a=%zz&b=%4", [["a", "%zz"], ["b", "%4"]]),
        ("x=a,b", [["x", "a,b"]]),
        ("x=a%2Cb", [["x", "a,b"]]),
        ("&&a=1&&", [["a", "1"]]),
        ("a==b=c", [["a", "=b=c"]]),
        ("=v", [["", "v"]]),
        ("a=", [["a", ""]]),
        ("%E4%B8%AD=%F0%9F%91%8D", [["中", "👍"]]),
        ("a=%FF", [["a", "\u{FFFD}"]]),
        ("a%2Bb=1", [["a+b", "1"]]),
        ("a=%00b&%00=c", [["a", "\u{0}b"], ["\u{0}", "c"]]),
        ("", []),
    ] as [(String, [[String]])])
    func parsesAsTheWHATWGParserDoes(body: String, expected: [[String]]) throws {
        #expect(pairs(try FormData.urlEncoded(Data(body.utf8))) == expected)
    }

    @Test func literalNULBytesArePartOfNamesAndValues() throws {
        let body = Data([0x61, 0x00, 0x3D, 0x00, 0x62])   // "a\0=\0b"
        #expect(pairs(try FormData.urlEncoded(body)) == [["a\u{0}", "\u{0}b"]])
    }

    @Test func repeatedKeysKeepTheirOrder() throws {
        let data = try FormData.urlEncoded(Data("t=b&u=1&t=a&t=c".utf8))
        #expect(data.values(for: "t") == ["b", "a", "c"])
        #expect(data.valuesByName["u"] == ["1"])
    }

    @Test func aBodyOverTheLimitIsRefusedBeforeParsing() {
        let limits = FormDataLimits(maxBodyBytes: 10)
        #expect(throws: FormDataError.bodyTooLarge(limit: 10)) { try FormData.urlEncoded(Data("a=12345678901".utf8), limits: limits) }
        #expect(throws: Never.self) { try FormData.urlEncoded(Data("a=12345678".utf8), limits: limits) }
    }

    @Test func aOneMebibyteKeyGetsTheKeyLengthError() {
        let body = Data(String(repeating: "k", count: 1 << 20).utf8) + Data("=1".utf8)
        #expect(throws: FormDataError.keyTooLong(limit: 256)) {
            try FormData.urlEncoded(body, limits: FormDataLimits(maxBodyBytes: 2 << 20))
        }
        // Under the default limits the body itself is too large first.
        #expect(throws: FormDataError.bodyTooLarge(limit: 64 * 1024)) { try FormData.urlEncoded(body) }
    }

    @Test func tooManyPairsGetTheirOwnError() {
        let body = Data(Array(repeating: "a=1", count: 11).joined(separator: "&").utf8)
        #expect(throws: FormDataError.tooManyPairs(limit: 10)) { try FormData.urlEncoded(body, limits: FormDataLimits(maxPairs: 10)) }
        #expect(throws: Never.self) { try FormData.urlEncoded(body, limits: FormDataLimits(maxPairs: 11)) }
    }

    @Test func eachErrorHasItsStatus() {
        #expect(FormDataError.bodyTooLarge(limit: 1).httpStatus == 413)
        #expect(FormDataError.unsupportedContentType("text/plain").httpStatus == 415)
        #expect(FormDataError.keyTooLong(limit: 1).httpStatus == 400)
        #expect(FormDataError.tooManyPairs(limit: 1).httpStatus == 400)
    }

    @Test func theContentTypeChoosesTheParser() throws {
        #expect(pairs(try FormData.parse(Data("a=1".utf8), contentType: "Application/X-WWW-Form-Urlencoded; charset=UTF-8")) == [["a", "1"]])
        #expect(throws: FormDataError.unsupportedContentType("text/plain")) { try FormData.parse(Data(), contentType: "text/plain") }
        #expect(throws: FormDataError.unsupportedContentType(nil)) { try FormData.parse(Data(), contentType: nil) }
    }
}

@Suite struct MultipartParsingTests {
    private func body(_ text: String) -> Data { Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8) }

    @Test func partsBecomeEntriesInOrder() throws {
        let data = try FormData.multipart(body("""
        --XyZ
        Content-Disposition: form-data; name="a"

        1
        --XyZ
        content-disposition: form-data; name="t"

        x,y
        --XyZ
        Content-Disposition: form-data; name="a"

        two
        lines
        --XyZ--

        """), boundary: "XyZ")
        #expect(pairs(data) == [["a", "1"], ["t", "x,y"], ["a", "two\r\nlines"]])
    }

    @Test func thePreambleAndEpilogueAreIgnoredAndPaddingAfterTheBoundaryIsAllowed() throws {
        let data = try FormData.multipart(body("preamble --B not a boundary\n--B \t\nContent-Disposition: form-data; name=\"a\"\n\nv\n--B--  epilogue\n--B\n"),
                                          boundary: "B")
        #expect(pairs(data) == [["a", "v"]])
    }

    @Test func theBoundaryInsideContentWithoutItsLineIsContent() throws {
        let data = try FormData.multipart(body("--B\nContent-Disposition: form-data; name=\"a\"\n\nx--B\n--Bogus\n--B--\n"), boundary: "B")
        #expect(pairs(data) == [["a", "x--B\r\n--Bogus"]])
    }

    @Test func emptyContentAndEscapedNamesAndFiles() throws {
        let data = try FormData.multipart(body("""
        --b
        Content-Disposition: form-data; name="e"

        
        --b
        Content-Disposition: form-data; name="q%22uote%0A"

        v
        --b
        Content-Disposition: form-data; name="f"; filename="a.txt"
        Content-Type: text/plain

        file body
        --b--
        """), boundary: "b")
        #expect(data.entries == [FormData.Entry(name: "e", value: ""), FormData.Entry(name: "q\"uote\n", value: "v"),
                                 FormData.Entry(name: "f", value: "file body", filename: "a.txt")])
        #expect(data.values(for: "f") == [])
    }

    @Test func theBoundaryComesFromTheContentType() throws {
        let text = body("--a b\nContent-Disposition: form-data; name=\"x\"\n\n1\n--a b--\n")
        #expect(pairs(try FormData.parse(text, contentType: "multipart/form-data; charset=utf-8; BOUNDARY=\"a b\"")) == [["x", "1"]])
        #expect(throws: FormDataError.malformedMultipart("the content type has no boundary")) {
            try FormData.parse(text, contentType: "multipart/form-data")
        }
    }

    @Test(arguments: [
        ("Content-Disposition: form-data; name=\"x\"\n\n1\n", "the body has no opening boundary"),
        ("--b\nContent-Disposition: form-data; name=\"x\"\n\n1\n", "the body ends before the closing boundary"),
        ("--b\nContent-Type: text/plain\n\n1\n--b--", "a part has no Content-Disposition header"),
        ("--b\nContent-Disposition: form-data\n\n1\n--b--", "a part has no name"),
        ("--b\nContent-Disposition: attachment; name=\"x\"\n\n1\n--b--", "a part's disposition is not form-data"),
    ])
    func malformedBodiesSayWhy(text: String, reason: String) {
        #expect(throws: FormDataError.malformedMultipart(reason)) { try FormData.multipart(body(text), boundary: "b") }
    }

    @Test func limitsApplyToParts() {
        let three = body("--b\nContent-Disposition: form-data; name=\"a\"\n\n1\n--b\nContent-Disposition: form-data; name=\"a\"\n\n2\n--b--")
        #expect(throws: FormDataError.tooManyPairs(limit: 1)) { try FormData.multipart(three, boundary: "b", limits: FormDataLimits(maxPairs: 1)) }
        let longName = body("--b\nContent-Disposition: form-data; name=\"\(String(repeating: "n", count: 300))\"\n\n1\n--b--")
        #expect(throws: FormDataError.keyTooLong(limit: 256)) { try FormData.multipart(longName, boundary: "b") }
        #expect(throws: FormDataError.bodyTooLarge(limit: 8)) { try FormData.multipart(three, boundary: "b", limits: FormDataLimits(maxBodyBytes: 8)) }
        #expect(throws: FormDataError.malformedMultipart("the boundary must have 1 to 70 characters")) {
            try FormData.multipart(three, boundary: String(repeating: "b", count: 71))
        }
    }
}
