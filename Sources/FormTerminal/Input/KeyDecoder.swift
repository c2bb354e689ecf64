// KeyDecoder: the bytes a terminal sends for keys and pastes, turned into `InputEvent`s.
//
// A byte-at-a-time state machine, so a sequence split across reads decodes as if it had arrived in
// one piece. Its pending state is bounded: at most 4 bytes of UTF-8, `maximumSequenceBytes` of an
// escape sequence, and `maximumPasteBytes` of a bracketed paste.

/// Turns the bytes a terminal sends in raw mode into key presses and pastes.
///
/// Feed it whatever a read returned; it keeps an incomplete sequence until the rest arrives. When
/// no more bytes arrive within a short time (25–50 ms), call ``flush()``: a pending lone `ESC` is
/// then the Esc key, `ESC [` is Alt+`[`, and a truncated UTF-8 sequence is U+FFFD.
///
/// What it understands:
/// - **Text**: UTF-8, grouped into grapheme clusters. The scalars of one read form one run, so a
///   combining mark or an emoji ZWJ sequence that arrives in the same read as its base is one
///   `.character`; one split across two reads gives one `.character` per read (terminals send a
///   key's text in one write, so this only happens to text typed faster than it is read).
///   Invalid UTF-8 is U+FFFD, one per maximal invalid subpart (as Swift's own decoder does); C1
///   controls encoded in UTF-8 (U+0080–009F) are dropped.
/// - **Controls**: 0x0D and 0x0A are Enter, 0x09 Tab, 0x7F and 0x08 Backspace, 0x00 Ctrl+Space,
///   the other bytes 0x01–0x1A Ctrl+letter (`"a"` … `"z"`), 0x1C–0x1F Ctrl+`\`, `]`, `^`, `_`.
/// - **Alt**: `ESC` before a character or a control is that key with ``KeyModifiers/alt``;
///   `ESC` before a CSI or SS3 key adds Alt to it (`ESC ESC [ A` is Alt+↑).
/// - **CSI keys** (`ESC [` parameters, intermediates, final byte, per ECMA-48): arrows `A B C D`,
///   Home `H` / `1~` / `7~`, End `F` / `4~` / `8~`, Insert `2~`, Delete `3~`, PgUp `5~`, PgDn `6~`,
///   F1–F4 `P Q R S`, F1–F12 `11~` … `24~`, Shift-Tab `Z`, the Linux console's F1–F5 `ESC [ [ A`…`E`;
///   the xterm modifier parameter (`ESC [ 1 ; 5 C` is Ctrl+→: 1 + Shift 1, Alt 2, Ctrl 4, Meta 8
///   read as Alt); xterm's `ESC [ 27 ; m ; code ~` and the `ESC [ code ; m u` form.
/// - **SS3 keys** (`ESC O`): arrows, Home, End, F1–F4, keypad Enter (`M`).
/// - **Bracketed paste**: everything between `ESC [ 200 ~` and `ESC [ 201 ~` is one `.paste`,
///   however many feeds it spans. Inside it, `\n` and `\t` are kept, `\r\n` and `\r` become `\n`,
///   other C0 and C1 controls are dropped, and escape sequences are dropped whole. An empty paste
///   produces no event. A paste keeps at most ``maximumPasteBytes`` bytes of UTF-8: what comes
///   after is dropped, so a paste that never ends cannot grow memory without bound.
/// - **Everything else** is swallowed whole and never becomes text: unknown CSI sequences (cursor
///   reports, mouse reports, private-marker replies), unknown SS3 keys, OSC / DCS / SOS / PM / APC
///   strings up to their terminator (BEL, `ESC \`, or CAN / SUB, which abort), and a CSI longer
///   than ``maximumSequenceBytes`` up to its final byte. A control byte or a non-ASCII byte inside
///   a CSI or SS3 sequence ends it as malformed: the sequence is dropped and the byte is read anew.
///
/// - Note: ``flush()`` leaves an open bracketed paste open (its end may still be on the way);
///   ``finish()`` ends it, for the end of the input.
public struct KeyDecoder: Sendable {
    /// The default cap on a paste: 1 MiB of UTF-8.
    public static let defaultMaximumPasteBytes = 1 << 20

    /// The longest CSI or SS3 sequence kept (parameter and intermediate bytes); a longer one is
    /// dropped up to its final byte.
    public static let maximumSequenceBytes = 32

    /// Bytes of UTF-8 a paste keeps; the rest of a longer paste is dropped.
    public let maximumPasteBytes: Int

    private enum State: Equatable, Sendable {
        /// Nothing pending (a UTF-8 sequence may be, see `utf8Needed`).
        case ground
        /// After `ESC`.
        case escape
        /// After `ESC ESC`: Alt plus a CSI or SS3 key may follow.
        case escapeEscape
        /// Inside `ESC [`; `sequence` holds the parameter and intermediate bytes.
        case csi
        /// After `ESC [ [` (the Linux console's F1–F5).
        case linuxFunction
        /// Inside `ESC O`; `sequence` holds parameter bytes.
        case ss3
        /// Inside an OSC, DCS, SOS, PM or APC string, being dropped.
        case controlString(sawEscape: Bool)
    }

    private var state = State.ground
    /// The sequence being parsed was preceded by an extra `ESC` (Alt).
    private var altPrefix = false
    private var sequence: [UInt8] = []
    private var sequenceOverflowed = false
    /// The byte after `ESC` that opened the control string being dropped.
    private var controlStringIntroducer: UInt8 = 0
    private var controlStringHasContent = false

    private var utf8Bytes: [UInt8] = []
    private var utf8Needed = 0
    private var utf8Lower: UInt8 = 0x80
    private var utf8Upper: UInt8 = 0xBF
    /// The scalar being decoded was preceded by `ESC` (Alt).
    private var utf8Alt = false

    /// Text of the current feed not yet emitted, grouped into characters when emitted.
    private var text = String.UnicodeScalarView()

    private var pasting = false
    private var pasteText = ""
    private var pasteSawCarriageReturn = false
    /// The paste reached `maximumPasteBytes`: the rest of it is dropped.
    private var pasteIsFull = false

    /// Creates a decoder.
    ///
    /// - Parameter maximumPasteBytes: how many bytes of UTF-8 one paste keeps; the rest is
    ///   dropped. At least 0; ``defaultMaximumPasteBytes`` by default.
    public init(maximumPasteBytes: Int = KeyDecoder.defaultMaximumPasteBytes) {
        precondition(maximumPasteBytes >= 0, "maximumPasteBytes must not be negative")
        self.maximumPasteBytes = maximumPasteBytes
    }

    /// Whether bytes are pending that ``flush()`` would resolve: a lone `ESC`, an unfinished escape
    /// sequence or UTF-8 sequence. `false` inside a bracketed paste, which only its end marker (or
    /// ``finish()``) closes.
    ///
    /// - Complexity: O(1).
    public var needsFlush: Bool {
        !pasting && (state != .ground || utf8Needed > 0)
    }

    /// Whether a bracketed paste is open (its start marker arrived, its end marker not yet).
    public var isInPaste: Bool { pasting }

    /// Decodes `bytes`, keeping an incomplete sequence at their end for the next feed.
    ///
    /// - Parameter bytes: what the terminal sent, in any chunking.
    /// - Returns: the events completed by these bytes, in order.
    /// - Complexity: O(*n*) for *n* bytes.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        for byte in bytes {
            process(byte, into: &events)
        }
        emitText(into: &events)
        return events
    }

    /// Resolves what is pending because no more bytes came: a lone `ESC` is Esc, `ESC ESC` two of
    /// them, `ESC [`, `ESC O` and an `ESC` that opened a control string are Alt+`[`, Alt+`O`, Alt+…,
    /// a truncated UTF-8 sequence is U+FFFD, and an unfinished escape sequence is dropped. An open
    /// bracketed paste stays open.
    ///
    /// - Returns: the events resolved.
    /// - Complexity: O(1).
    public mutating func flush() -> [InputEvent] {
        guard !pasting else { return [] }
        var events: [InputEvent] = []
        if utf8Needed > 0 {
            resetUTF8()
            emitScalar("\u{FFFD}", into: &events)
        }
        switch state {
        case .ground:
            break
        case .escape:
            emitKey(KeyEvent(.escape), into: &events)
        case .escapeEscape:
            emitKey(KeyEvent(.escape), into: &events)
            emitKey(KeyEvent(.escape), into: &events)
        case .csi, .ss3:
            if sequence.isEmpty && !sequenceOverflowed {
                if altPrefix { emitKey(KeyEvent(.escape), into: &events) }
                emitKey(KeyEvent(.character(state == .csi ? "[" : "O"), modifiers: .alt), into: &events)
            }
        case .linuxFunction:
            break
        case .controlString(let sawEscape):
            if !controlStringHasContent && !sawEscape {
                emitKey(KeyEvent(.character(Character(Unicode.Scalar(controlStringIntroducer))), modifiers: .alt),
                        into: &events)
            }
        }
        resetSequence()
        state = .ground
        emitText(into: &events)
        return events
    }

    /// Resolves everything at the end of the input: what ``flush()`` resolves, and an open paste
    /// ends with what it collected.
    ///
    /// - Returns: the events resolved.
    /// - Complexity: O(*p*) for a paste of *p* bytes.
    public mutating func finish() -> [InputEvent] {
        guard pasting else { return flush() }
        if utf8Needed > 0 {
            resetUTF8()
            appendToPaste("\u{FFFD}")
        }
        resetSequence()
        state = .ground
        var events: [InputEvent] = []
        endPaste(into: &events)
        return events
    }

    // MARK: - The state machine

    private mutating func process(_ byte: UInt8, into events: inout [InputEvent]) {
        // A byte is read anew after it ended something as malformed; each re-read happens in a state
        // nearer the ground state (UTF-8 → ESC ESC → ESC → ground), so this loop runs at most four
        // times, and the ground state consumes every byte.
        var consumed = false
        while !consumed {
            consumed = step(byte, into: &events)
        }
    }

    /// Handles one byte in the current state; `false` means: read it again in the new state.
    private mutating func step(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        if utf8Needed > 0 {
            if byte >= utf8Lower && byte <= utf8Upper {
                utf8Bytes.append(byte)
                utf8Lower = 0x80
                utf8Upper = 0xBF
                utf8Needed -= 1
                if utf8Needed == 0 {
                    let scalar = Self.decodeScalar(utf8Bytes)
                    resetUTF8(keepingAlt: true)
                    emitScalar(scalar, into: &events)
                }
                return true
            }
            resetUTF8(keepingAlt: true)
            emitScalar("\u{FFFD}", into: &events)
            return false
        }
        switch state {
        case .ground:
            return ground(byte, into: &events)
        case .escape:
            return afterEscape(byte, into: &events)
        case .escapeEscape:
            if byte == 0x5B || byte == 0x4F {  // [ or O
                altPrefix = true
                state = byte == 0x5B ? .csi : .ss3
                return true
            }
            if !pasting { emitKey(KeyEvent(.escape), into: &events) }
            state = .escape
            return false
        case .csi:
            if sequence.isEmpty && !sequenceOverflowed && byte == 0x5B && !pasting {
                state = .linuxFunction
                return true
            }
            if (0x20...0x3F).contains(byte) {
                appendToSequence(byte)
                return true
            }
            if (0x40...0x7E).contains(byte) {
                finishCSI(final: byte, into: &events)
                return true
            }
            resetSequence()
            state = .ground
            return false
        case .linuxFunction:
            state = .ground
            if (0x41...0x45).contains(byte) {  // A … E
                emitKey(KeyEvent(.function(Int(byte) - 0x40), modifiers: altPrefix ? .alt : []), into: &events)
                resetSequence()
                return true
            }
            resetSequence()
            return (0x20...0x7E).contains(byte)  // a printable byte ends the malformed sequence
        case .ss3:
            if (0x30...0x3F).contains(byte) {
                appendToSequence(byte)
                return true
            }
            if (0x40...0x7E).contains(byte) {
                if !pasting, !sequenceOverflowed, var key = Self.ss3Key(parameters: sequence, final: byte) {
                    if altPrefix { key.modifiers.insert(.alt) }
                    emitKey(key, into: &events)
                }
                resetSequence()
                state = .ground
                return true
            }
            resetSequence()
            state = .ground
            return false
        case .controlString(let sawEscape):
            if sawEscape {
                if byte == 0x5C {  // ESC \ (ST)
                    state = .ground
                    return true
                }
                // An ESC ends the string and starts a sequence of its own.
                state = .escape
                return false
            }
            switch byte {
            case 0x07, 0x18, 0x1A:  // BEL ends an OSC; CAN and SUB abort any string
                state = .ground
            case 0x1B:
                state = .controlString(sawEscape: true)
            default:
                controlStringHasContent = true
            }
            return true
        }
    }

    private mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        switch byte {
        case 0x1B:
            state = .escape
        case 0x00..<0x20, 0x7F:
            control(byte, alt: false, into: &events)
        case 0x20..<0x7F:
            emitScalar(Unicode.Scalar(byte), into: &events)
        default:
            startUTF8(byte, into: &events)
        }
        return true
    }

    private mutating func afterEscape(_ byte: UInt8, into events: inout [InputEvent]) -> Bool {
        switch byte {
        case 0x5B:  // [
            state = .csi
        case 0x4F:  // O
            state = .ss3
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _: OSC, DCS, SOS, PM, APC
            controlStringIntroducer = byte
            controlStringHasContent = false
            state = .controlString(sawEscape: false)
        case 0x1B:
            state = pasting ? .escape : .escapeEscape
        case 0x00..<0x20, 0x7F:
            state = .ground
            if pasting { return false }  // keep the control's meaning (a line break) in a paste
            control(byte, alt: true, into: &events)
        case 0x20..<0x7F:
            state = .ground
            if !pasting { emitKey(KeyEvent(.character(Character(Unicode.Scalar(byte))), modifiers: .alt), into: &events) }
        default:
            state = .ground
            if !pasting { utf8Alt = true }
            return false
        }
        return true
    }

    private mutating func control(_ byte: UInt8, alt: Bool, into events: inout [InputEvent]) {
        if pasting {
            switch byte {
            case 0x09: appendToPaste("\t")
            case 0x0D:
                appendToPaste("\n")
                pasteSawCarriageReturn = true
            case 0x0A:
                if pasteSawCarriageReturn {
                    pasteSawCarriageReturn = false
                } else {
                    appendToPaste("\n")
                }
            default:
                break
            }
            return
        }
        var key: KeyEvent
        switch byte {
        case 0x0D, 0x0A: key = KeyEvent(.enter)
        case 0x09: key = KeyEvent(.tab)
        case 0x7F, 0x08: key = KeyEvent(.backspace)
        case 0x00: key = KeyEvent(.character(" "), modifiers: .control)
        case 0x01...0x1A: key = KeyEvent.control(Character(Unicode.Scalar(byte + 0x60)))
        default: key = KeyEvent.control(Character(Unicode.Scalar(byte + 0x40)))  // 0x1C–0x1F: \ ] ^ _
        }
        if alt { key.modifiers.insert(.alt) }
        emitKey(key, into: &events)
    }

    // MARK: UTF-8

    private mutating func startUTF8(_ byte: UInt8, into events: inout [InputEvent]) {
        // The well-formed lead bytes (Unicode Table 3-7): how many continuation bytes follow, and
        // the range the first of them must fall in.
        switch byte {
        case 0xC2...0xDF: begin(byte, needing: 1, lower: 0x80, upper: 0xBF)
        case 0xE0: begin(byte, needing: 2, lower: 0xA0, upper: 0xBF)
        case 0xED: begin(byte, needing: 2, lower: 0x80, upper: 0x9F)
        case 0xE1...0xEF: begin(byte, needing: 2, lower: 0x80, upper: 0xBF)
        case 0xF0: begin(byte, needing: 3, lower: 0x90, upper: 0xBF)
        case 0xF1...0xF3: begin(byte, needing: 3, lower: 0x80, upper: 0xBF)
        case 0xF4: begin(byte, needing: 3, lower: 0x80, upper: 0x8F)
        default:  // a continuation byte without a lead, C0, C1, F5–FF
            emitScalar("\u{FFFD}", into: &events)
            utf8Alt = false
        }
    }

    private mutating func begin(_ byte: UInt8, needing count: Int, lower: UInt8, upper: UInt8) {
        utf8Bytes = [byte]
        utf8Needed = count
        utf8Lower = lower
        utf8Upper = upper
    }

    private mutating func resetUTF8(keepingAlt: Bool = false) {
        utf8Bytes.removeAll(keepingCapacity: true)
        utf8Needed = 0
        utf8Lower = 0x80
        utf8Upper = 0xBF
        if !keepingAlt { utf8Alt = false }
    }

    /// The scalar of a complete, well-formed UTF-8 sequence of 2 to 4 bytes.
    private static func decodeScalar(_ bytes: [UInt8]) -> Unicode.Scalar {
        var value: UInt32
        switch bytes.count {
        case 2: value = UInt32(bytes[0] & 0x1F)
        case 3: value = UInt32(bytes[0] & 0x0F)
        default: value = UInt32(bytes[0] & 0x07)
        }
        for byte in bytes.dropFirst() {
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // The lead-byte ranges above exclude overlongs, surrogates and values past U+10FFFF.
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    // MARK: Sequences

    private mutating func appendToSequence(_ byte: UInt8) {
        if sequence.count < Self.maximumSequenceBytes {
            sequence.append(byte)
        } else {
            sequenceOverflowed = true
        }
    }

    private mutating func resetSequence() {
        sequence.removeAll(keepingCapacity: true)
        sequenceOverflowed = false
        altPrefix = false
    }

    private mutating func finishCSI(final: UInt8, into events: inout [InputEvent]) {
        defer {
            resetSequence()
            state = .ground
        }
        guard !sequenceOverflowed else { return }
        let isTilde = final == 0x7E
        if pasting {
            if isTilde && sequence == Array("201".utf8) { endPaste(into: &events) }
            return
        }
        if isTilde && sequence == Array("200".utf8) {
            emitText(into: &events)
            pasting = true
            pasteText = ""
            pasteSawCarriageReturn = false
            pasteIsFull = false
            return
        }
        if var key = Self.csiKey(parameters: sequence, final: final) {
            if altPrefix { key.modifiers.insert(.alt) }
            emitKey(key, into: &events)
        }
    }

    /// The numbers of a parameter string such as `1;5`; `nil` for a missing number; `nil` overall
    /// when the string holds anything but digits and semicolons (private markers, sub-parameters,
    /// intermediates) or a number past 1,114,111.
    private static func numbers(_ parameters: [UInt8]) -> [Int?]? {
        if parameters.isEmpty { return [] }
        var result: [Int?] = []
        var current: Int?
        for byte in parameters {
            switch byte {
            case 0x30...0x39:
                current = (current ?? 0) * 10 + Int(byte - 0x30)
                if current! > 0x10FFFF { return nil }
            case 0x3B:
                result.append(current)
                current = nil
            default:
                return nil
            }
        }
        result.append(current)
        return result
    }

    /// The modifiers of an xterm modifier parameter: 1 + (Shift 1 | Alt 2 | Ctrl 4 | Meta 8).
    private static func modifiers(_ parameter: Int?) -> KeyModifiers {
        guard let parameter, parameter >= 2 else { return [] }
        let bits = parameter - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The key of a letter-final key sequence (CSI or SS3): arrows, Home, End, F1–F4.
    private static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x50: .function(1)
        case 0x51: .function(2)
        case 0x52: .function(3)
        case 0x53: .function(4)
        default: nil
        }
    }

    private static func csiKey(parameters: [UInt8], final: UInt8) -> KeyEvent? {
        guard let numbers = numbers(parameters) else { return nil }
        let first = numbers.first ?? nil
        let second = numbers.count > 1 ? numbers[1] : nil
        switch final {
        case 0x7E:  // ~
            guard let first else { return nil }
            if first == 27, numbers.count == 3, let code = numbers[2] {
                return codePointKey(code, modifiers: modifiers(second))
            }
            guard numbers.count <= 2, let key = tildeKey(first) else { return nil }
            return KeyEvent(key, modifiers: modifiers(second))
        case 0x5A:  // Z: Shift-Tab
            guard numbers.count <= 2 else { return nil }
            return KeyEvent(.tab, modifiers: modifiers(second).union(.shift))
        case 0x75:  // u
            guard let first, numbers.count <= 2 else { return nil }
            return codePointKey(first, modifiers: modifiers(second))
        case 0x52:  // R: F3, unless it is a cursor position report (row;column)
            guard numbers.isEmpty || (numbers.count == 2 && (first == nil || first == 1)) else { return nil }
            return KeyEvent(.function(3), modifiers: modifiers(second))
        default:
            guard numbers.count <= 2, let key = letterKey(final) else { return nil }
            return KeyEvent(key, modifiers: modifiers(second))
        }
    }

    private static func ss3Key(parameters: [UInt8], final: UInt8) -> KeyEvent? {
        var modifier: Int?
        if !parameters.isEmpty {
            guard let numbers = numbers(parameters), numbers.count == 1, let number = numbers[0] else { return nil }
            modifier = number
        }
        if final == 0x4D { return KeyEvent(.enter, modifiers: modifiers(modifier)) }  // keypad Enter
        guard let key = letterKey(final) else { return nil }
        return KeyEvent(key, modifiers: modifiers(modifier))
    }

    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23, 24: .function(number - 12)
        default: nil
        }
    }

    /// A key given as a Unicode code point with modifiers (xterm's modifyOtherKeys, `CSI u`).
    private static func codePointKey(_ code: Int, modifiers: KeyModifiers) -> KeyEvent? {
        switch code {
        case 9: return KeyEvent(.tab, modifiers: modifiers)
        case 13: return KeyEvent(.enter, modifiers: modifiers)
        case 27: return KeyEvent(.escape, modifiers: modifiers)
        case 8, 127: return KeyEvent(.backspace, modifiers: modifiers)
        default:
            guard code >= 0x20, !(0x7F...0x9F).contains(code), let scalar = Unicode.Scalar(code) else { return nil }
            return KeyEvent(.character(Character(scalar)), modifiers: modifiers)
        }
    }

    // MARK: Output

    private mutating func emitScalar(_ scalar: Unicode.Scalar, into events: inout [InputEvent]) {
        let isC1 = (0x80...0x9F).contains(scalar.value)
        if pasting {
            if !isC1 { appendToPaste(scalar) }
            return
        }
        if utf8Alt {
            utf8Alt = false
            if !isC1 { emitKey(KeyEvent(.character(Character(scalar)), modifiers: .alt), into: &events) }
            return
        }
        if !isC1 { text.append(scalar) }
    }

    private mutating func emitKey(_ key: KeyEvent, into events: inout [InputEvent]) {
        emitText(into: &events)
        events.append(.key(key))
    }

    private mutating func emitText(into events: inout [InputEvent]) {
        guard !text.isEmpty else { return }
        for character in String(text) {
            events.append(.key(KeyEvent(.character(character))))
        }
        text.removeAll(keepingCapacity: true)
    }

    private mutating func appendToPaste(_ scalar: Unicode.Scalar) {
        pasteSawCarriageReturn = false
        guard !pasteIsFull else { return }
        guard pasteText.utf8.count + scalar.utf8.count <= maximumPasteBytes else {
            pasteIsFull = true
            return
        }
        pasteText.unicodeScalars.append(scalar)
    }

    private mutating func endPaste(into events: inout [InputEvent]) {
        pasting = false
        pasteSawCarriageReturn = false
        if !pasteText.isEmpty { events.append(.paste(pasteText)) }
        pasteText = ""
    }
}
