import Testing

import ListKit

@Suite struct TruncationTests {
    @Test(arguments: [
        ("Hello, world", 8, "Hello, …"),
        ("Hello", 5, "Hello"),
        ("Hello", 9, "Hello"),
        ("Hello", 4, "Hel…"),
        ("Hello", 1, "…"),
        ("Hello", 0, ""),
        ("Hello", -3, ""),
        ("中文字符", 5, "中文…"),
        ("中文字符", 4, "中…"),  // 文 would straddle: one column short.
        ("👨‍👩‍👧👨‍👩‍👧", 3, "👨‍👩‍👧…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
    ])
    func longTextEndsWithAnEllipsis(text: String, width: Int, truncated: String) {
        #expect(TextLayout.truncate(text, width: width) == truncated)
    }

    @Test func customEllipsisWidthCounts() {
        #expect(TextLayout.truncate("Hello, world", width: 8, ellipsis: "...") == "Hello...")
        #expect(TextLayout.truncate("Hello, world", width: 8, ellipsis: "") == "Hello, w")
    }

    @Test func ellipsisThatDoesNotFitIsLeftOut() {
        #expect(TextLayout.truncate("Hello", width: 2, ellipsis: "...") == "He")
        #expect(TextLayout.truncate("Hello", width: 1, ambiguous: .wide) == "H")
    }

    @Test func wideAmbiguousEllipsisTakesTwoColumns() {
        #expect(TextLayout.truncate("abcdef", width: 4, ambiguous: .wide) == "ab…")
        #expect(TextLayout.truncate("α─αβ", width: 6, ambiguous: .wide) == "α─…")
    }
}

@Suite struct PaddingTests {
    @Test(arguments: [
        ("ab", TextAlignment.left, "ab   "), ("ab", .center, " ab  "), ("ab", .right, "   ab"),
        ("中", .left, "中   "), ("中", .center, " 中  "), ("中", .right, "   中"),
        ("", .center, "     "), ("abcde", .right, "abcde"),
    ])
    func shortTextIsPaddedByAlignment(text: String, alignment: TextAlignment, padded: String) {
        #expect(TextLayout.pad(text, width: 5, alignment: alignment) == padded)
    }

    @Test(arguments: [TextAlignment.left, .center, .right])
    func longTextIsClippedFromTheEndWithoutAnEllipsis(alignment: TextAlignment) {
        #expect(TextLayout.pad("abcdef", width: 4, alignment: alignment) == "abcd")
    }

    @Test(arguments: [("ab中", 3, "ab "), ("中文", 3, "中 "), ("中文", 1, " "), ("👍x", 1, " ")])
    func wideClusterStraddlingTheEdgeBecomesASpace(text: String, width: Int, padded: String) {
        #expect(TextLayout.pad(text, width: width) == padded)
        #expect(padded.displayWidth() == width)
    }

    @Test func widthZeroOrLessGivesEmptyText() {
        #expect(TextLayout.pad("abc", width: 0).isEmpty)
        #expect(TextLayout.pad("abc", width: -1, alignment: .right).isEmpty)
    }

    @Test func ambiguousSettingChangesThePadding() {
        #expect(TextLayout.pad("─", width: 3) == "─  ")
        #expect(TextLayout.pad("─", width: 3, ambiguous: .wide) == "─ ")
    }

    @Test(arguments: ["\u{301}x", "\u{1F3FD}x", "\u{200D}x"])
    func textStartingWithAJoiningClusterIsStillExact(text: String) {
        for alignment in [TextAlignment.left, .center, .right] {
            #expect(TextLayout.pad(text, width: 6, alignment: alignment).displayWidth() == 6)
        }
    }
}

@Suite struct FittingTests {
    @Test(arguments: [
        ("Hello, world", 8, TextAlignment.left, "Hello, …"),
        ("Hello", 8, .left, "Hello   "),
        ("Hello", 8, .right, "   Hello"),
        ("中文", 6, .center, " 中文 "),
        ("中文字符", 5, .right, "中文…"),
        ("中文字符", 4, .right, " 中…"),
        ("中文字符", 4, .left, "中… "),
        ("Hello", 0, .left, ""),
    ])
    func textIsTruncatedThenPadded(text: String, width: Int, alignment: TextAlignment, fitted: String) {
        #expect(TextLayout.fit(text, width: width, alignment: alignment) == fitted)
    }

    @Test func customEllipsisIsUsed() {
        #expect(TextLayout.fit("Hello, world", width: 9, ellipsis: "..") == "Hello, ..")
    }
}
