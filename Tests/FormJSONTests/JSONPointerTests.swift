import FormJSON
import Testing

/// JSON Pointers (RFC 6901): escaping, reading tokens back, and resolving a pointer in a value.
@Suite struct JSONPointerTests {
    @Test func pointersEscapeTildeAndSlashAndResolve() {
        #expect(JSONPointer.appending("a/b~c", to: "/x") == "/x/a~1b~0c")
        #expect(JSONPointer.tokens("/x/a~1b~0c") == ["x", "a/b~c"])
        #expect(JSONPointer.tokens("/a~2") == nil)
        let value: JSONValue = ["a/b": [10, 20]]
        #expect(JSONPointer.resolve("/a~1b/1", in: value) == 20)
        #expect(JSONPointer.resolve("/a~1b/01", in: value) == nil)
    }

    @Test(arguments: [
        ("plain", "plain"), ("", ""), ("a/b", "a~1b"), ("~", "~0"), ("~1", "~01"), ("/~", "~1~0"), ("中/文", "中~1文"),
        // A combining mark after `~` or `/` makes one character of the two, not one code point.
        ("~\u{301}", "~0\u{301}"), ("a/\u{301}", "a~1\u{301}"),
    ])
    func escapingReplacesTildeFirstThenSlash(token: String, escaped: String) {
        #expect(JSONPointer.escape(token) == escaped)
        #expect(JSONPointer.tokens("/" + escaped) == [token], "reading the token back")
    }

    @Test func tokensAreSplitAtEverySlashWhateverFollowsIt() {
        let tokens = JSONPointer.tokens("/a/\u{301}b")
        #expect(tokens?.count == 2 && tokens?.last.map { Array($0.unicodeScalars) } == ["\u{301}", "b"])
    }

    @Test func appendingAddsOneEscapedTokenOrAnIndex() {
        #expect(JSONPointer.appending("a/b", to: "") == "/a~1b")
        #expect(JSONPointer.appending(3, to: "/tags") == "/tags/3")
        #expect(JSONPointer.appending("", to: "/x") == "/x/")
    }

    @Test(arguments: [
        ("", [String]()), ("/", [""]), ("//x", ["", "x"]), ("/a~1b/~0", ["a/b", "~"]), ("/~01", ["~1"]), ("/0/-", ["0", "-"]),
    ])
    func tokensAreUnescapedAndMayBeEmpty(pointer: String, tokens: [String]) {
        #expect(JSONPointer.tokens(pointer) == tokens)
    }

    @Test(arguments: ["a", "#/a", "/~", "/~2", "/a~", "/a~b"])
    func aMalformedPointerHasNoTokensAndResolvesToNothing(pointer: String) {
        #expect(JSONPointer.tokens(pointer) == nil)
        #expect(JSONPointer.resolve(pointer, in: ["a": 1, "~": 2]) == nil)
    }

    static let document: JSONValue = ["a/b": [10, 20], "": ["x": 1], "~": true, "list": [["id": "first"]]]

    @Test(arguments: [
        ("", document), ("/a~1b/0", 10), ("//x", 1), ("/~0", true), ("/list/0/id", "first"),
    ] as [(String, JSONValue)])
    func aPointerResolvesToTheValueItNames(pointer: String, value: JSONValue) {
        #expect(JSONPointer.resolve(pointer, in: Self.document) == value)
    }

    @Test(arguments: ["/missing", "/a~1b/2", "/a~1b/01", "/a~1b/-1", "/a~1b/-", "/a~1b/+1", "/~0/x", "/list/0/id/0"])
    func aPointerToNothingResolvesToNil(pointer: String) {
        #expect(JSONPointer.resolve(pointer, in: Self.document) == nil)
    }
}
