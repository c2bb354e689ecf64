import Testing
@testable import FormTerminal

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
