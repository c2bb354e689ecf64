/// Writes JSON text.
struct JSONWriter {
    let prettyPrinted: Bool
    let sortedKeys: Bool
    let allowsNonFinite: Bool
    var output = ""
    var pointer: [String] = []

    mutating func write(_ value: JSONValue, indent: Int = 0) throws(JSONWriteError) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let integer): output += String(integer)
        case .number(let number): output += try Self.text(of: number, allowsNonFinite: allowsNonFinite, pointer: pointer)
        case .decimal(let decimal): output += decimal.description
        case .string(let text): Self.writeString(text, to: &output)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
                return
            }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                newline(indent + 1)
                pointer.append(String(index))
                try write(element, indent: indent + 1)
                pointer.removeLast()
            }
            newline(indent)
            output += "]"
        case .object(let object):
            if object.isEmpty {
                output += "{}"
                return
            }
            output += "{"
            let keys = sortedKeys ? object.keys.sorted() : object.keys
            for (index, key) in keys.enumerated() {
                if index > 0 { output += "," }
                newline(indent + 1)
                Self.writeString(key, to: &output)
                output += prettyPrinted ? ": " : ":"
                pointer.append(JSONPointer.escape(key))
                try write(object[key]!, indent: indent + 1)
                pointer.removeLast()
            }
            newline(indent)
            output += "}"
        }
    }

    mutating func newline(_ indent: Int) {
        guard prettyPrinted else { return }
        output += "\n" + String(repeating: "  ", count: indent)
    }

    /// A number as JSON: whole numbers below 2^53 without a fraction, others in Swift's shortest
    /// round-tripping form (which JSON's grammar accepts: `0.1`, `1e+20`, `5e-324`).
    static func text(of number: Double, allowsNonFinite: Bool, pointer: [String]) throws(JSONWriteError) -> String {
        guard number.isFinite else {
            guard allowsNonFinite else {
                throw JSONWriteError(pointer: pointer.isEmpty ? "" : "/" + pointer.joined(separator: "/"), number: number)
            }
            return number.isNaN ? "NaN" : number > 0 ? "Infinity" : "-Infinity"
        }
        if number == number.rounded(.towardZero), abs(number) < 9_007_199_254_740_992 {
            return number == 0 && number.sign == .minus ? "-0" : String(Int64(number))
        }
        return number.description
    }

    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{61C}", "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}",
                 "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
                // C0 controls must be escaped (RFC 8259 §7); DEL, the C1 controls (U+009B is a
                // terminal's CSI), the bidi controls ("Trojan Source") and the line separators are
                // escaped too, so that JSON written to a terminal or into a script cannot act on it.
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
