import ListDiffKit
import Testing
@testable import FormTerminal

@Suite struct KeyDecoderRandomizedTests {
    /// Pieces of input that exercise every state: whole and partial sequences, markers, strings.
    static let fragments: [[UInt8]] = [
        "\u{1B}", "\u{1B}[", "\u{1B}O", "\u{1B}[1;5", "A", "~", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}]0;t",
        "\u{07}", "\u{1B}\\", "\u{1B}P", "\r", "\n", "\r\n", "\t", "\u{7F}", "\u{03}", "é", "e\u{301}",
        "中", "👨‍👩‍👧", "🇫🇷", "abc", "\u{1B}[3~", "\u{1B}OP", "\u{1B}[[", "\u{18}", "\u{85}", "[", "1;", ";",
    ].map { Array($0.utf8) } + [[0xE2], [0x82], [0xAC], [0xF0, 0x9F], [0xFF], [0xC0]]

    static func soup(_ random: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...120, using: &random) {
            if Int.random(in: 0..<4, using: &random) == 0 {
                bytes.append(UInt8.random(in: 0...255, using: &random))
            } else {
                bytes += fragments.randomElement(using: &random)!
            }
        }
        return bytes
    }

    /// Random bytes fed in random chunks give the same events as fed whole, up to how text is
    /// grouped into grapheme clusters (which happens per read). This must hold wherever a chunk
    /// boundary falls — inside an escape sequence, a UTF-8 scalar, a paste or its markers — as
    /// long as no pause (flush) comes between the chunks; a pause changes the meaning of a
    /// pending `ESC` on purpose.
    @Test func randomBytesInRandomChunksDecodeAsWhole() {
        for seed in UInt64(1)...400 {
            var random = SplitMix64(seed: seed)
            let bytes = Self.soup(&random)
            var whole = KeyDecoder(maximumPasteBytes: 64)
            let expected = whole.feed(bytes) + whole.finish()

            var chunked = KeyDecoder(maximumPasteBytes: 64)
            var events: [InputEvent] = []
            var index = 0
            while index < bytes.count {
                let size = Int.random(in: 1...9, using: &random)
                events += chunked.feed(bytes[index..<min(index + size, bytes.count)])
                index += size
            }
            events += chunked.finish()
            #expect(normalized(events) == normalized(expected), "seed \(seed)")
            #expect(!chunked.needsFlush && !chunked.isInPaste, "seed \(seed)")
            for event in events {
                if case .paste(let text) = event {
                    #expect(text.utf8.count <= 64, "seed \(seed)")
                    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "seed \(seed)")
                }
            }
        }
    }

    /// No escape sequence is ever typed as text: whatever the soup, a character event never holds
    /// ESC or another control.
    @Test func randomBytesNeverTypeAControlCharacter() {
        for seed in UInt64(1)...400 {
            var random = SplitMix64(seed: seed)
            for event in decode(Self.soup(&random)) {
                guard case .key(let keyEvent) = event, case .character(let character) = keyEvent.key else { continue }
                #expect(!character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                        "seed \(seed): \(keyEvent)")
            }
        }
    }

    static let sampleCharacters: [Character] = [
        "a", "z", "A", "0", " ", "~", "[", "O", "P", "]", "é", "e\u{301}", "ß", "中", "😀", "👨‍👩‍👧", "🇫🇷", "👍🏽",
    ]
    static let sampleKeys: [Key] = [
        .enter, .tab, .backspace, .delete, .escape, .up, .down, .left, .right, .home, .end, .pageUp,
        .pageDown, .insert, .function(1), .function(4), .function(5), .function(12),
    ]

    static func randomKeyEvent(_ random: inout SplitMix64) -> KeyEvent {
        let modifiers = KeyModifiers(rawValue: UInt8.random(in: 0...7, using: &random))
        if Bool.random(using: &random) {
            return KeyEvent(.character(sampleCharacters.randomElement(using: &random)!), modifiers: modifiers)
        }
        return KeyEvent(sampleKeys.randomElement(using: &random)!, modifiers: modifiers)
    }

    /// Random key presses, encoded as an xterm sends them and decoded, come back the same; the
    /// bytes of all the presses are fed in one piece, with a pause only after a key whose bytes
    /// are the start of a longer sequence (Esc, Alt+`[` …).
    @Test func encodedKeysDecodeToThemselves() {
        for seed in UInt64(1)...300 {
            var random = SplitMix64(seed: seed)
            var decoder = KeyDecoder()
            var expected: [InputEvent] = []
            var decoded: [InputEvent] = []
            var pending: [UInt8] = []
            var count = 0
            while count < 30 {
                let event = Self.randomKeyEvent(&random)
                guard let bytes = KeyEncoding.bytes(for: event, useSS3: Bool.random(using: &random)) else { continue }
                count += 1
                expected.append(.key(event))
                pending += bytes
                if KeyEncoding.needsFlush(event) {
                    decoded += decoder.feed(pending) + decoder.flush()
                    pending = []
                }
            }
            decoded += decoder.feed(pending) + decoder.flush()
            #expect(decoded == expected, "seed \(seed)")
        }
    }
}

/// Consecutive unmodified characters joined into one string of scalars: the form in which chunked
/// and whole decoding must agree (grapheme clusters are formed within one read only).
private func normalized(_ events: [InputEvent]) -> [String] {
    var result: [String] = []
    var run = ""
    for event in events {
        if case .key(let keyEvent) = event, keyEvent.modifiers.isEmpty, case .character(let character) = keyEvent.key {
            run.unicodeScalars.append(contentsOf: character.unicodeScalars)
            continue
        }
        if !run.isEmpty {
            result.append("text " + run.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            run = ""
        }
        result.append(String(describing: event))
    }
    if !run.isEmpty { result.append("text " + run.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")) }
    return result
}
