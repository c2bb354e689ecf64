import Testing

import ListKit

@Suite struct WrappingTests {
    @Test(arguments: [
        ("The quick brown fox jumps over the lazy dog", 10, ["The quick", "brown fox", "jumps over", "the lazy", "dog"]),
        ("The quick brown fox", 19, ["The quick brown fox"]),
        ("The quick brown fox", 18, ["The quick brown", "fox"]),
        ("a  b", 10, ["a  b"]),  // Spaces inside a line are kept.
        ("aaa    bbb", 5, ["aaa", "bbb"]),  // Spaces at a break are dropped.
        ("  ab cd", 5, ["  ab", "cd"]),  // A paragraph's indentation is kept.
        ("abc   ", 10, ["abc"]),
        ("abc   ", 2, ["ab", "c"]),
    ])
    func latinTextBreaksAtSpaces(text: String, width: Int, lines: [String]) {
        #expect(TextLayout.wrap(text, width: width) == lines)
    }

    @Test(arguments: [
        ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
        ("ab abcdefgh", 5, ["ab", "abcde", "fgh"]),  // A long word starts on its own line.
        ("https://example.com/a", 8, ["https://", "example.", "com/a"]),
        ("e\u{301}e\u{301}e\u{301}", 2, ["e\u{301}e\u{301}", "e\u{301}"]),  // Marks stay on their letter.
        ("👨‍👩‍👧👨‍👩‍👧🇫🇷", 3, ["👨‍👩‍👧", "👨‍👩‍👧", "🇫🇷"]),  // Clusters are never split.
    ])
    func longWordsBreakBetweenClusters(text: String, width: Int, lines: [String]) {
        #expect(TextLayout.wrap(text, width: width) == lines)
    }

    @Test(arguments: [
        ("Swift 是一种编程语言 for everyone", 20, ["Swift 是一种编程语言", "for everyone"]),
        ("Swift 是一种编程语言 for everyone", 10, ["Swift 是一", "种编程语言", "for", "everyone"]),
        ("Swift 是一种编程语言 for everyone", 6, ["Swift", "是一种", "编程语", "言 for", "everyo", "ne"]),
        ("日本語のテキスト", 6, ["日本語", "のテキ", "スト"]),
        ("日本語のテキスト", 5, ["日本", "語の", "テキ", "スト"]),
        ("中文abc中文", 5, ["中文", "abc中", "文"]),  // Latin next to CJK can break.
        ("你好，世界！Hello", 4, ["你", "好，", "世", "界！", "Hell", "o"]),  // No break before ，！
        ("你好，世界！Hello", 6, ["你好，", "世界！", "Hello"]),
        ("「引用」です", 4, ["「引", "用」", "です"]),  // No break after 「 or before 」.
        ("한국어 텍스트", 6, ["한국어", "텍스트"]),
        ("한국어텍스트", 4, ["한국", "어텍", "스트"]),
        ("ＡＢＣ", 4, ["ＡＢ", "Ｃ"]),
    ])
    func mixedCJKAndLatinTextWrapsAtExactLines(text: String, width: Int, lines: [String]) {
        #expect(TextLayout.wrap(text, width: width) == lines)
    }

    @Test(arguments: [
        ("", [""]), ("   ", [""]), ("\n", ["", ""]), ("a\n\nb", ["a", "", "b"]), ("a\r\nb", ["a", "b"]),
        ("abc   \ndef", ["abc", "def"]), ("one two three\nfour", ["one two", "three", "four"]),
    ])
    func newlinesForceBreaks(text: String, lines: [String]) {
        #expect(TextLayout.wrap(text, width: 8) == lines)
    }

    @Test func widthBelowOneIsTreatedAsOne() {
        #expect(TextLayout.wrap("ab", width: 0) == ["a", "b"])
        #expect(TextLayout.wrap("ab", width: -5) == ["a", "b"])
    }

    @Test func clusterWiderThanTheWidthGoesOnItsOwnLine() {
        #expect(TextLayout.wrap("中a文", width: 1) == ["中", "a", "文"])
        #expect(TextLayout.wrap("a 👍 b", width: 1) == ["a", "👍", "b"])
    }

    @Test func zeroWidthSpaceIsABreakOpportunity() {
        #expect(TextLayout.wrap("abc\u{200B}def", width: 4) == ["abc\u{200B}", "def"])
    }

    @Test func ambiguousWidthChangesTheBreaks() {
        #expect(TextLayout.wrap("…… ……", width: 5) == ["…… ……"])
        #expect(TextLayout.wrap("…… ……", width: 5, ambiguous: .wide) == ["……", "……"])
    }
}

@Suite struct FirstLineWrappingTests {
    @Test(arguments: [
        ("Receive the newsletter", 10, 8, ["Receive", "the", "newsletter"]),
        ("Newsletter", 10, 4, ["", "Newsletter"]),  // Too wide for the first line only: not broken.
        ("Name is required", 10, 6, ["Name", "is", "required"]),
        ("ab cd ef", 5, 2, ["ab", "cd ef"]),
        ("abcdefghijkl", 5, 3, ["abc", "defgh", "ijkl"]),  // Wider than any line: broken from the start.
        ("short", 10, 8, ["short"]),
        ("one\ntwo words", 6, 3, ["one", "two", "words"]),
    ])
    func theFirstLineHasItsOwnWidth(text: String, width: Int, firstLineWidth: Int, lines: [String]) {
        #expect(TextLayout.wrap(text, width: width, firstLineWidth: firstLineWidth) == lines)
    }

    @Test func equalWidthsWrapAsTheOneWidthWrap() {
        for text in ["The quick brown fox jumps", "日本語のテキスト", "  ab cd", "abcdefghij"] {
            for width in 1...12 {
                #expect(TextLayout.wrap(text, width: width, firstLineWidth: width) == TextLayout.wrap(text, width: width))
            }
        }
    }

    @Test(arguments: [
        ("Jane Appleseed", 9), ("", 0), ("中文abc", 3), ("a  bb\nccc", 3), ("日本語", 2),
    ])
    func theWidestWordIsWhatWrappingKeepsWhole(text: String, widest: Int) {
        #expect(TextLayout.widestWordWidth(text) == widest)
        if widest > 0 {
            #expect(TextLayout.wrap(text, width: widest).allSatisfy { $0.displayWidth() <= widest })
        }
    }
}
