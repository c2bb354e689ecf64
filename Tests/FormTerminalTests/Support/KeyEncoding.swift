@testable import FormTerminal

/// How a terminal sends a key, for tests: the bytes of an xterm-compatible terminal in raw mode.
/// Not every `KeyEvent` has bytes (Shift+a is just "A"; Ctrl+é has none): those return `nil`.
enum KeyEncoding {
    /// The bytes for `event`, or `nil` when a terminal has no way to send it.
    ///
    /// - Parameter useSS3: arrows, Home, End and F1–F4 without modifiers as `ESC O x` instead of
    ///   `ESC [ x`.
    static func bytes(for event: KeyEvent, useSS3: Bool = false) -> [UInt8]? {
        let modifiers = event.modifiers
        let parameter = 1 + (modifiers.contains(.shift) ? 1 : 0) + (modifiers.contains(.alt) ? 2 : 0)
            + (modifiers.contains(.control) ? 4 : 0)
        let escape: UInt8 = 0x1B
        func csi(_ text: String) -> [UInt8] { [escape, 0x5B] + Array(text.utf8) }
        func letter(_ final: String) -> [UInt8] {
            if parameter == 1 { return useSS3 ? [escape, 0x4F] + Array(final.utf8) : csi(final) }
            return csi("1;\(parameter)" + final)
        }
        func tilde(_ number: Int) -> [UInt8] {
            csi(parameter == 1 ? "\(number)~" : "\(number);\(parameter)~")
        }
        /// A C0 or DEL key: the byte, Alt as an ESC prefix, other modifiers as modifyOtherKeys.
        func plain(_ byte: UInt8, code: Int) -> [UInt8] {
            if modifiers.isEmpty { return [byte] }
            if modifiers == .alt && byte != escape { return [escape, byte] }
            return csi("27;\(parameter);\(code)~")
        }
        switch event.key {
        case .up: return letter("A")
        case .down: return letter("B")
        case .right: return letter("C")
        case .left: return letter("D")
        case .home: return letter("H")
        case .end: return letter("F")
        case .function(let number) where (1...4).contains(number):
            return letter(["P", "Q", "R", "S"][number - 1])
        case .function(let number) where (5...12).contains(number):
            return tilde([15, 17, 18, 19, 20, 21, 23, 24][number - 5])
        case .function:
            return nil
        case .insert: return tilde(2)
        case .delete: return tilde(3)
        case .pageUp: return tilde(5)
        case .pageDown: return tilde(6)
        case .enter: return plain(0x0D, code: 13)
        case .backspace: return plain(0x7F, code: 127)
        case .escape: return plain(escape, code: 27)
        case .tab:
            if modifiers == .shift { return csi("Z") }
            return plain(0x09, code: 9)
        case .character(let character):
            let scalars = Array(character.unicodeScalars)
            if modifiers.isEmpty {
                guard !scalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else { return nil }
                return Array(String(character).utf8)
            }
            guard !modifiers.contains(.shift), scalars.count == 1 else { return nil }
            let scalar = scalars[0]
            var byte: [UInt8]
            if modifiers.contains(.control) {
                switch scalar {
                case " ": byte = [0x00]
                case "a"..."z" where !"hijm".unicodeScalars.contains(scalar):
                    byte = [UInt8(scalar.value) - 0x60]
                case "\\", "]", "^", "_": byte = [UInt8(scalar.value) - 0x40]
                default: return nil
                }
            } else {
                guard scalar.value >= 0x20, !(0x7F...0x9F).contains(scalar.value) else { return nil }
                byte = Array(String(scalar).utf8)
            }
            return modifiers.contains(.alt) ? [escape] + byte : byte
        }
    }

    /// Whether a terminal's bytes for `event` are also the start of a longer sequence, so that a
    /// decoder must wait (and flush) before it can tell: Esc, and Alt with `[`, `O`, `]`, `P`, `X`,
    /// `^` or `_`.
    static func needsFlush(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .escape: return event.modifiers.isEmpty
        case .character(let character):
            return event.modifiers == .alt && "[O]PX^_".contains(character)
        default: return false
        }
    }
}
