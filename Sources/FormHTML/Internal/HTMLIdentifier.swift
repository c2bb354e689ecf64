import FormKit

/// Element ids derived from JSON Pointers, stable and unique by construction.
///
/// A pointer's tokens keep ASCII letters, digits and `_`; every other byte of their UTF-8 is
/// written `.XX` (uppercase hex). Tokens are joined with `-` and the result starts with a prefix
/// (`f-` for a field, `g-` for a group or rows). A suffix for a part of a control (an option, the
/// error, the hint) follows a `:`. Since escaped tokens never hold `-` or `:`, two different
/// pointers or parts never share an id, and the same form gives the same ids on every run
/// (HTML §3.2.6.1: an id is unique in its tree and holds no ASCII whitespace).
enum HTMLIdentifier {
    /// The id of the field whose value is at `pointer`: `/addresses/1/city` → `f-addresses-1-city`.
    static func field(_ pointer: String) -> String { "f-" + encode(pointer) }

    /// The id of a group, of repeating rows or of one row: `/addresses/1` → `g-addresses-1`.
    static func group(_ pointer: String) -> String { "g-" + encode(pointer) }

    /// `id:part` — the error, the hint, an option.
    static func part(_ id: String, _ part: String) -> String { id + ":" + part }

    private static func encode(_ pointer: String) -> String {
        let tokens = JSONPointer.tokens(pointer) ?? [pointer]
        let digits = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        for (position, token) in tokens.enumerated() {
            if position > 0 { output.append(UInt8(ascii: "-")) }
            for byte in token.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                    output.append(byte)
                default:
                    output += [UInt8(ascii: "."), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

extension HTMLIdentifier {
    /// The id of an item without a value pointer (no key): `i-0-1-2` from its form path.
    static func item(_ path: FormPath) -> String { "i-\(path.section)-\(path.bunch)-\(path.item)" }
}
