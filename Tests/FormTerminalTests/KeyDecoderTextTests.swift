import ListDiffKit
import Testing
@testable import FormTerminal

@Suite struct KeyDecoderTextTests {
    @Test func printableASCIIIsOneCharacterPerByte() {
        #expect(decode("aZ 9~") == characters("aZ 9~"))
    }

    @Test(arguments: ["é", "ß", "中", "한", "😀", "€"])
    func multiByteUTF8IsOneCharacter(text: String) {
        #expect(decode(text) == characters(text))
        #expect(decodeBytewise(Array(text.utf8)) == characters(text))
    }

    @Test func combiningMarkInOneReadJoinsItsBase() {
        let events = decode("e\u{301}x")
        #expect(events.count == 2)
        #expect(events.first == key(.character("e\u{301}")))
    }

    @Test(arguments: ["👨‍👩‍👧", "👍🏽", "🇫🇷", "❤️", "#️⃣"])
    func emojiSequenceInOneReadIsOneCharacter(text: String) {
        #expect(decode(text) == [key(.character(Character(text)))])
    }

    @Test func clusterSplitAcrossReadsIsOneCharacterPerRead() {
        // Documented: grapheme clusters are formed within one read only.
        var decoder = KeyDecoder()
        let first = decoder.feed(Array("e".utf8))
        let second = decoder.feed(Array("\u{301}".utf8))
        #expect(first == [key(.character("e"))])
        #expect(second == [key(.character("\u{301}"))])
    }

    @Test func utf8SplitInsideAScalarWaitsForTheRest() {
        var decoder = KeyDecoder()
        let bytes = Array("😀".utf8)
        #expect(decoder.feed(bytes[0..<2]).isEmpty)
        #expect(decoder.needsFlush)
        #expect(decoder.feed(bytes[2...]) == [key(.character("😀"))])
        #expect(!decoder.needsFlush)
    }

    @Test(arguments: [
        ([0xFF], 1), ([0x80], 1), ([0xC0, 0xAF], 2), ([0xE0, 0x80, 0x80], 3),
        ([0xED, 0xA0, 0x80], 3), ([0xF4, 0x90, 0x80, 0x80], 4), ([0xF8, 0x88, 0x80, 0x80, 0x80], 5),
        ([0xE2, 0x82, 0x41], 1),
    ] as [([UInt8], Int)])
    func invalidUTF8BecomesReplacementCharacters(bytes: [UInt8], replacements: Int) {
        let events = decode(bytes)
        let replacementCount = events.filter { $0 == key(.character("\u{FFFD}")) }.count
        #expect(replacementCount == replacements)
        #expect(events == decodeBytewise(bytes))
    }

    @Test func truncatedUTF8AtAPauseIsOneReplacementCharacter() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xE2, 0x82]).isEmpty)
        #expect(decoder.flush() == [key(.character("\u{FFFD}"))])
        #expect(decoder.feed(Array("a".utf8)) == characters("a"))
    }

    @Test func textDecodesAsSwiftDecodesUTF8() {
        // Bytes that are printable ASCII or ≥ 0x80: the scalars must be Swift's own decoding,
        // replacement characters included, except that C1 controls (U+0080–009F) are dropped.
        for seed in UInt64(1)...200 {
            var random = SplitMix64(seed: seed)
            let alphabet: [UInt8] = Array(0x20...0x7E) + Array(0x80...0xFF)
            let pieces: [[UInt8]] = ["é", "中", "😀", "a", "\u{85}"].map { Array($0.utf8) }
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                if Bool.random(using: &random) {
                    bytes.append(alphabet.randomElement(using: &random)!)
                } else {
                    bytes += pieces.randomElement(using: &random)!
                }
            }
            let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { !(0x80...0x9F).contains($0.value) }
            var scalars: [Unicode.Scalar] = []
            for event in decode(bytes) {
                guard case .key(let keyEvent) = event, case .character(let character) = keyEvent.key, keyEvent.modifiers.isEmpty else {
                    Issue.record("seed \(seed): unexpected \(event)")
                    continue
                }
                scalars += character.unicodeScalars
            }
            #expect(scalars == Array(expected), "seed \(seed)")
        }
    }
}
