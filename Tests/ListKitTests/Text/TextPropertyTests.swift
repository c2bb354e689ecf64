import ListDiffKit
import Testing

import ListKit

/// Invariants of the text layer on thousands of random strings (see `RandomText`), from fixed seeds.
@Suite struct TextPropertyTests {
    static let seeds: [UInt64] = [1, 0x5EED, 0xC0FFEE, 20_250_601]
    static let stringsPerSeed = 1_000

    @Test(arguments: seeds)
    func sanitizedTextHasNoControlCharacters(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<Self.stringsPerSeed {
            let text = RandomText.string(using: &generator)
            for keepsNewlines in [false, true] {
                let sanitized = TextLayout.sanitized(text, keepsNewlines: keepsNewlines)
                let bad = sanitized.unicodeScalars.first { scalar in
                    (scalar.value < 0x20 && !(keepsNewlines && scalar == "\n"))
                        || (0x7F...0x9F).contains(scalar.value)
                        || [0x61C, 0x200E, 0x200F].contains(scalar.value)
                        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                }
                #expect(bad == nil, "seed \(seed): \(text.debugDescription) → \(sanitized.debugDescription)")
                #expect(TextLayout.sanitized(sanitized, keepsNewlines: keepsNewlines) == sanitized, "seed \(seed)")
            }
        }
    }

    @Test(arguments: seeds)
    func padAndFitGiveExactlyTheRequestedWidth(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<Self.stringsPerSeed {
            let raw = RandomText.string(using: &generator)
            let width = Int.random(in: 0...30, using: &generator)
            let alignment = [TextAlignment.left, .center, .right].randomElement(using: &generator)!
            let ambiguous = Bool.random(using: &generator) ? AmbiguousWidth.narrow : .wide
            for text in [TextLayout.sanitized(raw), raw] {
                let padded = TextLayout.pad(text, width: width, alignment: alignment, ambiguous: ambiguous)
                let fitted = TextLayout.fit(text, width: width, alignment: alignment, ambiguous: ambiguous)
                let truncated = TextLayout.truncate(text, width: width, ambiguous: ambiguous)
                let context = "seed \(seed): \(text.debugDescription) width \(width) \(alignment) \(ambiguous)"
                #expect(padded.displayWidth(ambiguous: ambiguous) == width, "\(context) → \(padded.debugDescription)")
                #expect(fitted.displayWidth(ambiguous: ambiguous) == width, "\(context) → \(fitted.debugDescription)")
                #expect(truncated.displayWidth(ambiguous: ambiguous) <= width, "\(context) → \(truncated.debugDescription)")
                #expect(truncated.displayWidth(ambiguous: ambiguous) >= min(width, text.displayWidth(ambiguous: ambiguous)) - 1, "\(context)")
            }
        }
    }

    @Test(arguments: seeds)
    func wrappedLinesFitAndKeepEveryClusterInOrder(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<Self.stringsPerSeed {
            let text = TextLayout.sanitized(RandomText.string(using: &generator, maximumPieces: 40), keepsNewlines: true)
            let width = Int.random(in: 1...16, using: &generator)
            let ambiguous = Bool.random(using: &generator) ? AmbiguousWidth.narrow : .wide
            let lines = TextLayout.wrap(text, width: width, ambiguous: ambiguous)
            let context = "seed \(seed): \(text.debugDescription) width \(width) \(ambiguous) → \(lines)"
            for line in lines {
                #expect(line.displayWidth(ambiguous: ambiguous) <= width || line.count == 1, "\(context)")
                #expect(!line.contains("\n") && !line.contains("\r\n"), "\(context)")
                #expect(line.last != " ", "\(context)")
            }
            let isBreakOrSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\r\n" }
            #expect(lines.joined().filter { !isBreakOrSpace($0) } == text.filter { !isBreakOrSpace($0) }, "\(context)")
            #expect(lines.count >= text.filter { $0 == "\n" }.count + 1, "\(context)")
        }
    }
}
