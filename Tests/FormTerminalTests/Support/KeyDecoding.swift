@testable import FormTerminal

// Helpers of the KeyDecoder test suites: decoding in one piece or byte by byte, and the events to
// expect.

/// Decodes `bytes` fed in one piece, then flushed (as after the input pauses).
func decode(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
}

/// Decodes the UTF-8 of `text` fed in one piece, then flushed.
func decode(_ text: String) -> [InputEvent] { decode(Array(text.utf8)) }

/// Decodes `bytes` fed one byte at a time, then flushed.
func decodeBytewise(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = KeyDecoder()
    var events: [InputEvent] = []
    for byte in bytes { events += decoder.feed([byte]) }
    return events + decoder.flush()
}

/// A key event, as the decoder reports it.
func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyEvent(key, modifiers: modifiers)) }
/// One unmodified character key per character of `text`.
func characters(_ text: String) -> [InputEvent] { text.map { key(.character($0)) } }
