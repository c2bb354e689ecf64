import Testing

import ListKit

@Suite struct SanitizingTests {
    /// Control sequences from data (a colour, a window title, a screen clear, a bidi override) and
    /// plain text, each escaped as the table on `TextLayout.sanitized(_:keepsNewlines:)` says.
    @Test(arguments: [
        ("a\u{1B}[31mb", "a^[[31mb"),
        ("\u{1B}]0;pwned\u{7}ok", "^[]0;pwned^Gok"),
        ("x\u{7}", "x^G"),
        ("abc\rX", "abc^MX"),
        ("ab\u{8}c", "ab^Hc"),
        ("a\u{7F}b", "a^?b"),
        ("a\u{0}b", "a^@b"),
        ("a\u{9B}31mb", "a<9b>31mb"),
        ("file\u{202E}gnp.exe", "file<U+202E>gnp.exe"),
        ("中文\u{1B}[2J", "中文^[[2J"),
        ("naïve 👍🏽 \u{4E2D}", "naïve 👍🏽 \u{4E2D}"),
    ])
    func controlSequencesFromDataAreEscapedExactly(input: String, rendered: String) {
        #expect(TextLayout.sanitized(input) == rendered)
    }

    @Test(arguments: [
        ("\t", "^I"), ("\n", "^J"), ("\r\n", "^M^J"), ("\u{1F}", "^_"), ("\u{1A}", "^Z"),
        ("\u{80}", "<80>"), ("\u{85}", "<85>"), ("\u{9F}", "<9f>"),
        ("\u{61C}", "<U+061C>"), ("\u{200E}", "<U+200E>"), ("\u{200F}", "<U+200F>"),
        ("\u{202A}", "<U+202A>"), ("\u{2066}", "<U+2066>"), ("\u{2069}", "<U+2069>"),
    ])
    func eachEscapeHasItsVisibleForm(input: String, rendered: String) {
        #expect(TextLayout.sanitized(input) == rendered)
    }

    @Test(arguments: [
        ("a\nb", "a\nb"), ("a\r\nb", "a\nb"), ("a\rb", "a^Mb"), ("a\n\r", "a\n^M"),
        ("\r\n\r\n", "\n\n"), ("a\tb\n", "a^Ib\n"), ("\u{1B}\n", "^[\n"),
    ])
    func keepingNewlinesKeepsLineBreaksOnly(input: String, rendered: String) {
        #expect(TextLayout.sanitized(input, keepsNewlines: true) == rendered)
    }

    @Test(arguments: [
        "", "plain ASCII text", "中文 한국어 日本語", "e\u{301} \u{1F468}\u{200D}\u{1F469}", "🇫🇷 ❤️ ©︎",
        "\u{200B}\u{200D}\u{FEFF}\u{AD}", "\u{A0}…─α", "\u{2028}",
    ])
    func printableTextIsUnchanged(text: String) {
        #expect(TextLayout.sanitized(text) == text)
        #expect(TextLayout.sanitized(text, keepsNewlines: true) == text)
    }

    @Test func escapesArePrintableASCIIOfTheirOwnWidth() {
        for value in Array(UInt32(0)...0x9F) + [0x61C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069] {
            let text = String(Character(Unicode.Scalar(value)!))
            let escaped = TextLayout.sanitized(text)
            #expect(escaped.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F })
            #expect(escaped.displayWidth() == escaped.unicodeScalars.count)
        }
    }

    @Test func sanitizingTwiceChangesNothingMore() {
        let once = TextLayout.sanitized("\u{1B}[1mbold\u{9B}\u{202E}\r\n")
        #expect(TextLayout.sanitized(once) == once)
    }

    @Test func sanitizedTextMeasuresItsEscapes() {
        #expect(TextLayout.sanitized("中文\u{1B}[2J").displayWidth() == 9)
        #expect(TextLayout.sanitized("a\tb").displayWidth() == 4)
    }
}
