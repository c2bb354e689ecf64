import Testing
@testable import FormTerminal

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
