import ListDiffKit
import Testing
@testable import FormTerminal

/// Decodes `bytes` fed in one piece, then flushed (as after the input pauses).
private func decode(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
}

private func decode(_ text: String) -> [InputEvent] { decode(Array(text.utf8)) }

/// Decodes `bytes` fed one byte at a time, then flushed.
private func decodeBytewise(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = KeyDecoder()
    var events: [InputEvent] = []
    for byte in bytes { events += decoder.feed([byte]) }
    return events + decoder.flush()
}

private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyEvent(key, modifiers: modifiers)) }
private func characters(_ text: String) -> [InputEvent] { text.map { key(.character($0)) } }
private let esc = "\u{1B}"

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

@Suite struct KeyDecoderControlTests {
    @Test(arguments: [
        (0x0D, KeyEvent(.enter)), (0x0A, KeyEvent(.enter)), (0x09, KeyEvent(.tab)),
        (0x7F, KeyEvent(.backspace)), (0x08, KeyEvent(.backspace)),
        (0x00, KeyEvent(.character(" "), modifiers: .control)),
        (0x01, KeyEvent.control("a")), (0x03, KeyEvent.control("c")), (0x13, KeyEvent.control("s")),
        (0x17, KeyEvent.control("w")), (0x1A, KeyEvent.control("z")),
        (0x1C, KeyEvent.control("\\")), (0x1D, KeyEvent.control("]")), (0x1E, KeyEvent.control("^")),
        (0x1F, KeyEvent.control("_")),
    ] as [(UInt8, KeyEvent)])
    func controlBytesAreKeys(byte: UInt8, expected: KeyEvent) {
        #expect(decode([byte]) == [.key(expected)])
    }

    @Test func everyControlByteIsAKeyNeverText() {
        for byte in UInt8(0x00)...0x1F where byte != 0x1B {
            let events = decode([byte])
            #expect(events.count == 1)
            if case .key(let event) = events.first, case .character = event.key {
                #expect(event.modifiers.contains(.control), "byte \(byte)")
            }
        }
    }

    @Test func loneEscapeWaitsForAPause() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.needsFlush)
        #expect(decoder.flush() == [key(.escape)])
        #expect(!decoder.needsFlush)
        #expect(decoder.flush().isEmpty)
    }

    @Test func twoEscapesAreTwoEscapes() {
        #expect(decode(esc + esc) == [key(.escape), key(.escape)])
        #expect(decode(esc + esc + "a") == [key(.escape), key(.character("a"), .alt)])
    }

    @Test(arguments: [
        ("a", KeyEvent(.character("a"), modifiers: .alt)),
        ("B", KeyEvent(.character("B"), modifiers: .alt)),
        (" ", KeyEvent(.character(" "), modifiers: .alt)),
        ("é", KeyEvent(.character("é"), modifiers: .alt)),
        ("\r", KeyEvent(.enter, modifiers: .alt)),
        ("\u{7F}", KeyEvent(.backspace, modifiers: .alt)),
        ("\t", KeyEvent(.tab, modifiers: .alt)),
        ("\u{01}", KeyEvent(.character("a"), modifiers: [.control, .alt])),
        ("\u{00}", KeyEvent(.character(" "), modifiers: [.control, .alt])),
        ("\u{1B}[A", KeyEvent(.up, modifiers: .alt)),
        ("\u{1B}OB", KeyEvent(.down, modifiers: .alt)),
    ])
    func escapePrefixIsAlt(suffix: String, expected: KeyEvent) {
        #expect(decode(esc + suffix) == [.key(expected)])
        #expect(decodeBytewise(Array((esc + suffix).utf8)) == [.key(expected)])
    }
}

@Suite struct KeyDecoderSequenceTests {
    static let sequences: [(String, KeyEvent)] = [
        ("[A", KeyEvent(.up)), ("[B", KeyEvent(.down)), ("[C", KeyEvent(.right)), ("[D", KeyEvent(.left)),
        ("OA", KeyEvent(.up)), ("OB", KeyEvent(.down)), ("OC", KeyEvent(.right)), ("OD", KeyEvent(.left)),
        ("[H", KeyEvent(.home)), ("[F", KeyEvent(.end)), ("[1~", KeyEvent(.home)), ("[4~", KeyEvent(.end)),
        ("[7~", KeyEvent(.home)), ("[8~", KeyEvent(.end)), ("OH", KeyEvent(.home)), ("OF", KeyEvent(.end)),
        ("[5~", KeyEvent(.pageUp)), ("[6~", KeyEvent(.pageDown)), ("[2~", KeyEvent(.insert)),
        ("[3~", KeyEvent(.delete)),
        ("OP", KeyEvent(.function(1))), ("OQ", KeyEvent(.function(2))), ("OR", KeyEvent(.function(3))),
        ("OS", KeyEvent(.function(4))), ("[11~", KeyEvent(.function(1))), ("[12~", KeyEvent(.function(2))),
        ("[13~", KeyEvent(.function(3))), ("[14~", KeyEvent(.function(4))), ("[15~", KeyEvent(.function(5))),
        ("[17~", KeyEvent(.function(6))), ("[18~", KeyEvent(.function(7))), ("[19~", KeyEvent(.function(8))),
        ("[20~", KeyEvent(.function(9))), ("[21~", KeyEvent(.function(10))), ("[23~", KeyEvent(.function(11))),
        ("[24~", KeyEvent(.function(12))), ("[[A", KeyEvent(.function(1))), ("[[E", KeyEvent(.function(5))),
        ("[P", KeyEvent(.function(1))), ("[R", KeyEvent(.function(3))),
        ("[Z", KeyEvent(.tab, modifiers: .shift)), ("OM", KeyEvent(.enter)),
        // The xterm modifier parameter.
        ("[1;2A", KeyEvent(.up, modifiers: .shift)), ("[1;3B", KeyEvent(.down, modifiers: .alt)),
        ("[1;5C", KeyEvent(.right, modifiers: .control)), ("[1;6D", KeyEvent(.left, modifiers: [.control, .shift])),
        ("[1;7H", KeyEvent(.home, modifiers: [.control, .alt])), ("[1;8F", KeyEvent(.end, modifiers: [.control, .alt, .shift])),
        ("[1;9A", KeyEvent(.up, modifiers: .alt)), ("[3;5~", KeyEvent(.delete, modifiers: .control)),
        ("[5;2~", KeyEvent(.pageUp, modifiers: .shift)), ("[1;5P", KeyEvent(.function(1), modifiers: .control)),
        ("[1;2R", KeyEvent(.function(3), modifiers: .shift)), ("[15;2~", KeyEvent(.function(5), modifiers: .shift)),
        ("[24;5~", KeyEvent(.function(12), modifiers: .control)), ("O5C", KeyEvent(.right, modifiers: .control)),
        ("[1;2Z", KeyEvent(.tab, modifiers: .shift)), ("[1;5Z", KeyEvent(.tab, modifiers: [.shift, .control])),
        // xterm's modifyOtherKeys and the CSI u form.
        ("[27;5;13~", KeyEvent(.enter, modifiers: .control)), ("[27;2;9~", KeyEvent(.tab, modifiers: .shift)),
        ("[27;5;97~", KeyEvent.control("a")), ("[97;5u", KeyEvent.control("a")),
        ("[13;3u", KeyEvent(.enter, modifiers: .alt)), ("[127u", KeyEvent(.backspace)), ("[27u", KeyEvent(.escape)),
    ]

    @Test(arguments: sequences)
    func escapeSequenceIsItsKey(sequence: String, expected: KeyEvent) {
        #expect(decode(esc + sequence) == [.key(expected)])
    }

    @Test(arguments: sequences)
    func escapeSequenceSplitAtEveryByteDecodesTheSame(sequence: String, expected: KeyEvent) {
        var decoder = KeyDecoder()
        var events: [InputEvent] = []
        for byte in (esc + sequence).utf8 { events += decoder.feed([byte]) }
        #expect(events == [.key(expected)])
        #expect(!decoder.needsFlush)
    }

    @Test func keysAroundASequenceKeepTheirOrder() {
        #expect(decode("a" + esc + "[Ab\r") == [key(.character("a")), key(.up), key(.character("b")), key(.enter)])
    }

    @Test(arguments: [
        "[12;40R",  // a cursor position report
        "[?1;2c",  // a device attributes reply
        "[<0;10;5M", "[M",  // mouse reports
        "[99~", "[1;2;3A", "[1:2A", "[ q", "[1$~", "[E", "[200q", "OX", "O1;2A",
        "]11;rgb:0000/0000/0000\u{07}",  // OSC ended by BEL
        "]0;title\u{1B}\\",  // OSC ended by ST
        "P1$r0m\u{1B}\\", "X sos \u{1B}\\", "^ pm \u{1B}\\", "_ apc \u{1B}\\",
        "]8;;http://x\u{18}",  // CAN aborts
    ])
    func unknownSequencesAreSwallowedWhole(sequence: String) {
        #expect(decode(esc + sequence + "z") == characters("z"))
        #expect(decodeBytewise(Array((esc + sequence + "z").utf8)) == characters("z"))
    }

    @Test func aCSILongerThanTheLimitIsDroppedToItsFinalByte() {
        let parameters = String(repeating: "1;", count: 5000)
        #expect(decode(esc + "[" + parameters + "A" + "z") == characters("z"))
        #expect(decode(esc + "[" + parameters + "~" + esc + "[B") == [key(.down)])
    }

    @Test func aCSIPastTheLimitIsDroppedEvenWhenItWouldNameAKey() {
        let padded = String(repeating: "0", count: KeyDecoder.maximumSequenceBytes) + "1;5A"
        #expect(decode(esc + "[" + padded) == [])
        let fits = String(repeating: "0", count: KeyDecoder.maximumSequenceBytes - 4) + "1;5A"
        #expect(decode(esc + "[" + fits) == [key(.up, .control)])
    }

    @Test func aControlByteEndsAMalformedSequenceAndIsReadAnew() {
        #expect(decode(esc + "[1;\u{03}") == [.key(.control("c"))])
        #expect(decode(esc + "O\r") == [key(.enter)])
        #expect(decode(esc + "[12é") == characters("é"))
        #expect(decode(esc + "[1" + esc + "[A") == [key(.up)])
        #expect(decode(esc + "[[\u{7F}") == [key(.backspace)])
    }

    @Test func anEscapeInsideAStringEndsItAndStartsASequence() {
        #expect(decode(esc + "]0;title" + esc + "[A") == [key(.up)])
    }

    @Test(arguments: [
        ("[", [KeyEvent(.character("["), modifiers: .alt)]),
        ("O", [KeyEvent(.character("O"), modifiers: .alt)]),
        ("P", [KeyEvent(.character("P"), modifiers: .alt)]),
        ("]", [KeyEvent(.character("]"), modifiers: .alt)]),
        ("_", [KeyEvent(.character("_"), modifiers: .alt)]),
        (esc + "[", [KeyEvent(.escape), KeyEvent(.character("["), modifiers: .alt)]),
        ("[1;", []), ("[1;5", []), ("O5", []), ("]0;unfinished", []), ("[[", []),
    ] as [(String, [KeyEvent])])
    func aPauseResolvesWhatIsPending(pending: String, expected: [KeyEvent]) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array((esc + pending).utf8)).isEmpty)
        #expect(decoder.needsFlush)
        #expect(decoder.flush() == expected.map { .key($0) })
        #expect(!decoder.needsFlush)
        #expect(decoder.feed(Array("a".utf8)) == characters("a"))
    }
}

@Suite struct KeyDecoderPasteTests {
    let start = "\u{1B}[200~"
    let end = "\u{1B}[201~"

    @Test func pasteIsOneEvent() {
        #expect(decode(start + "hello world" + end) == [.paste("hello world")])
    }

    @Test func pasteKeepsLineBreaksAndTabsAndNormalizesCarriageReturns() {
        #expect(decode(start + "a\r\nb\rc\nd\te\r" + end) == [.paste("a\nb\nc\nd\te\n")])
        #expect(decode(start + "a\r\r\nb" + end) == [.paste("a\n\nb")])
    }

    @Test func pasteDropsControlsAndEscapeSequences() {
        let hostile = "a\u{01}b\u{7F}c\u{1B}[31md\u{1B}[2Je\u{1B}]0;x\u{07}f\u{85}g\u{1B}OAh\u{1B}xi\u{08}\u{00}j"
        #expect(decode(start + hostile + end) == [.paste("abcdefghij")])
    }

    @Test func pasteKeepsUnicodeAndReplacesInvalidUTF8() {
        let bytes = Array(start.utf8) + Array("é👨‍👩‍👧".utf8) + [0xFF, 0x41] + Array(end.utf8)
        #expect(decode(bytes) == [.paste("é👨‍👩‍👧\u{FFFD}A")])
    }

    @Test func pasteSplitAcrossManyFeedsIsStillOneEvent() {
        let bytes = Array((start + "one\r\ntwo\u{1B}[1mthree é 中" + end).utf8)
        #expect(decodeBytewise(bytes) == [.paste("one\ntwothree é 中")])
        for size in 2...7 {
            var decoder = KeyDecoder()
            var events: [InputEvent] = []
            var index = 0
            while index < bytes.count {
                events += decoder.feed(bytes[index..<min(index + size, bytes.count)])
                index += size
            }
            #expect(events == [.paste("one\ntwothree é 中")], "chunks of \(size)")
        }
    }

    @Test func keysAroundAPasteAreKeys() {
        #expect(decode("x" + start + "\r" + end + "\r") == [key(.character("x")), .paste("\n"), key(.enter)])
    }

    @Test func emptyPasteProducesNoEvent() {
        #expect(decode(start + end + "a") == characters("a"))
        #expect(decode(start + "\u{01}\u{1B}[A" + end) == [])
    }

    @Test func aPauseDoesNotEndAPaste() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array((start + "abc").utf8)).isEmpty)
        #expect(decoder.isInPaste)
        #expect(!decoder.needsFlush)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(Array(("def" + end).utf8)) == [.paste("abcdef")])
        #expect(!decoder.isInPaste)
    }

    @Test func aStartMarkerInsideAPasteIsDropped() {
        #expect(decode(start + "a" + start + "b" + end) == [.paste("ab")])
    }

    @Test func pasteStopsGrowingAtItsCap() {
        var decoder = KeyDecoder(maximumPasteBytes: 5)
        #expect(decoder.feed(Array((start + "ab😀cd").utf8)).isEmpty)
        // "ab" (2 bytes) fits, "😀" (4) does not: the rest of the paste is dropped.
        #expect(decoder.feed(Array(("ef" + end + "g").utf8)) == [.paste("ab"), key(.character("g"))])
    }

    @Test func aPasteThatNeverEndsStaysWithinItsCap() {
        var decoder = KeyDecoder(maximumPasteBytes: 1000)
        #expect(decoder.feed(Array(start.utf8)).isEmpty)
        let chunk = [UInt8](repeating: 0x61, count: 4096)
        for _ in 0..<256 {  // 1 MiB that never ends
            #expect(decoder.feed(chunk).isEmpty)
        }
        #expect(decoder.flush().isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.finish() == [.paste(String(repeating: "a", count: 1000))])
        #expect(!decoder.isInPaste)
    }

    @Test func finishEndsAnOpenPasteWithATruncatedScalarReplaced() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array(start.utf8) + [0x78, 0xE2, 0x82]).isEmpty)
        #expect(decoder.finish() == [.paste("x\u{FFFD}")])
    }

    @Test func finishOutsideAPasteIsFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.finish() == [key(.escape)])
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
