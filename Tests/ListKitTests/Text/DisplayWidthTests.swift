import Testing

import ListKit

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0), ("a", 1), ("hello, world!", 13), ("~", 1),
        ("中文", 4), ("日本語", 6), ("ｱｲｳ", 3),  // Halfwidth katakana are narrow.
        ("한국어", 6), ("\u{1100}\u{1161}\u{11A8}", 2),  // Conjoining jamo ᄀ ᅡ ᆨ make one syllable.
        ("\u{1161}", 0), ("\u{D7B0}", 0),  // Medial jamo on their own.
        ("ㄱ", 2),  // Compatibility jamo are wide.
        ("e\u{301}", 1), ("é", 1), ("n\u{303}a\u{308}", 2),
        ("Ａ", 2), ("ＡＢＣ", 6), ("　", 2),  // Fullwidth forms, ideographic space.
        ("\u{200B}", 0), ("a\u{200B}b", 2), ("\u{2060}", 0), ("\u{FEFF}", 0), ("\u{AD}", 0),
        ("क्ष", 2), ("खा", 2),  // Indic clusters with a virama conjunct or a spacing mark.
        ("✓", 1), ("❯", 1), ("›", 1),
    ])
    func textHasItsColumnWidth(text: String, width: Int) {
        #expect(text.displayWidth() == width)
        #expect(text[...].displayWidth() == width)
    }

    @Test(arguments: [
        ("👨‍👩‍👧", 2), ("🧑‍🌾", 2), ("👩🏽‍💻", 2), ("❤️‍🔥", 2), ("🏳️‍🌈", 2),  // ZWJ sequences.
        ("🇫🇷", 2), ("🇺🇸🇯🇵", 4), ("🇫", 2),  // Flags; a lone regional indicator.
        ("😀", 2), ("👍", 2), ("👍🏽", 2), ("☝🏽", 2),  // Emoji presentation, modifiers.
        ("❤️", 2), ("❤", 1), ("✔️", 2), ("#️⃣", 2), ("1️⃣", 2),  // VS16 widens a text emoji.
        ("#", 1), ("1", 1), ("*", 1), ("x\u{FE0F}", 1),  // VS16 after a non-emoji changes nothing.
        ("©", 1), ("©︎", 1), ("©️", 2), ("⌚", 2), ("⌚︎", 1), ("😀︎", 1),  // VS15 text presentation.
        ("〰︎", 2),  // A wide base stays wide as text.
        ("🫈", 2),  // U+1FAC8, new in Unicode 17.
    ])
    func emojiClustersHaveTheirColumnWidth(text: String, width: Int) {
        #expect(text.displayWidth() == width)
    }

    @Test(arguments: ["…", "─", "α", "•", "→", "①", "┃", "·"])
    func ambiguousCharactersFollowTheSetting(text: String) {
        #expect(text.displayWidth() == 1)
        #expect(text.displayWidth(ambiguous: .narrow) == 1)
        #expect(text.displayWidth(ambiguous: .wide) == 2)
        #expect(Character(text).displayWidth(ambiguous: .wide) == 2)
    }

    @Test func ambiguousSettingDoesNotChangeOtherCharacters() {
        for text in ["a", "中", "✓", "❯", "›", "😀", "e\u{0301}", "\u{0301}"] {
            #expect(text.displayWidth(ambiguous: .wide) == text.displayWidth(ambiguous: .narrow))
        }
        #expect("a─b…".displayWidth(ambiguous: .wide) == 6)
    }

    @Test(arguments: ["\u{0}", "\u{7}", "\u{1B}", "\t", "\n", "\r", "\r\n", "\u{7F}", "\u{80}", "\u{9B}"])
    func controlCharactersCountZero(text: String) {
        #expect(text.count == 1)
        #expect(Character(text).displayWidth() == 0)
        #expect(("a" + text + "b").displayWidth() == 2)
    }

    @Test func clusterWidthsAreCappedAtTwo() {
        #expect(Character("\u{1100}\u{1100}").displayWidth() == 2)  // Two leading jamo: one cluster.
        #expect(Character("a\u{0301}\u{0302}\u{0303}").displayWidth() == 1)
        for character in "中\u{20DD}👍🏽ａ\u{0903}" {
            #expect((0...2).contains(character.displayWidth()))
        }
    }

    @Test func stringWidthIsTheSumOfItsCharacters() {
        let text = "Swift 是 🇫🇷 e\u{301} ❤️ …"
        #expect(text.displayWidth() == text.reduce(0) { $0 + $1.displayWidth() })
        #expect(text.displayWidth() == 18)
    }

    @Test func substringsAreMeasuredLikeStrings() {
        let text = "abc中文def"
        let middle = text.dropFirst(2).dropLast(2)
        #expect(middle.displayWidth() == 6)
    }
}
