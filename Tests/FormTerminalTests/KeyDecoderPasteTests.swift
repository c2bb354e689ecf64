import Testing
@testable import FormTerminal

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
