import Testing

@testable import ListKit

@Suite struct EastAsianWidthTableTests {
    @Test func tablesAreSortedAndDisjoint() {
        for table in [EastAsianWidthTable.wide, EastAsianWidthTable.ambiguous] {
            for (range, next) in zip(table, table.dropFirst()) {
                #expect(range.upperBound < next.lowerBound)
            }
        }
        #expect(EastAsianWidthTable.wide.count == 123)
        #expect(EastAsianWidthTable.ambiguous.count == 179)
    }

    @Test func tableMatchesTheStandardLibrarysUnicodeVersion() throws {
        // The newest character the stdlib knows must be in the table, or segmentation and widths
        // come from different Unicode versions.
        let newest = try #require(Unicode.Scalar(0x1FAC8))
        #expect(newest.properties.age?.major == 17)
        #expect(EastAsianWidthTable.unicodeVersion.hasPrefix("17."))
        #expect(EastAsianWidth.isWide(newest.value))
    }

    @Test func everyEmojiPresentationCharacterOutsideFlagsIsWide() {
        var missing: [UInt32] = []
        for value in UInt32(0x80)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation,
                !(0x1F1E6...0x1F1FF).contains(value)  // Regional indicators are N.
            else { continue }
            if !EastAsianWidth.isWide(value) {
                missing.append(value)
            }
        }
        #expect(missing.isEmpty, "Emoji_Presentation but not W: \(missing.map { String($0, radix: 16) })")
    }

    @Test(arguments: [
        (UInt32(0x41), false, false), (0x1100, true, false), (0x115F, true, false), (0x1160, false, false),
        (0x3000, true, false), (0x4E00, true, false), (0xFF21, true, false), (0xFF61, false, false),
        (0x20000, true, false), (0x2A6E0, true, false), (0x3FFFD, true, false),
        (0xA1, false, true), (0x2026, false, true), (0x2500, false, true), (0x3B1, false, true),
        (0xE000, false, true), (0xFFFD, false, true), (0x10FFFD, false, true), (0x10FFFF, false, false),
    ])
    func lookUpFindsTheRightClass(value: UInt32, isWide: Bool, isAmbiguous: Bool) {
        #expect(EastAsianWidth.isWide(value) == isWide)
        #expect(EastAsianWidth.isAmbiguous(value) == isAmbiguous)
    }
}
