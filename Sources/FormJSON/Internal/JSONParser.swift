/// A recursive-descent JSON parser over UTF-8 bytes.
struct JSONParser {
    let bytes: [UInt8]
    let maximumDepth: Int
    var position = 0
    var depth = 0

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = max(1, maximumDepth)
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if let invalid = Self.firstInvalidUTF8(bytes) { throw error(.invalidUTF8, at: invalid) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else { throw error(.trailingCharacters, at: position) }
        return value
    }

    // MARK: Values

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard position < bytes.count else { throw error(.unexpectedEnd, at: position) }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw unexpected(expected: "a JSON value")
        }
    }

    mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        position += 1
        var object = JSONObject()
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            position += 1
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw unexpected(expected: "a key in double quotes") }
            let keyStart = position
            let key = try parseString()
            guard !object.contains(key: key) else { throw error(.duplicateKey(key), at: keyStart) }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw unexpected(expected: "':' after a key") }
            position += 1
            skipWhitespace()
            object[key] = try parseValue()
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
                continue
            }
            guard peek(UInt8(ascii: "}")) else { throw unexpected(expected: "',' or '}' after a member") }
            position += 1
            depth -= 1
            return .object(object)
        }
    }

    mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
                continue
            }
            guard peek(UInt8(ascii: "]")) else { throw unexpected(expected: "',' or ']' after an element") }
            position += 1
            depth -= 1
            return .array(elements)
        }
    }

    mutating func enterContainer() throws(JSONParseError) {
        depth += 1
        if depth > maximumDepth { throw error(.tooDeep(limit: maximumDepth), at: position) }
    }

    mutating func expectWord(_ word: String) throws(JSONParseError) {
        let start = position
        for byte in word.utf8 {
            guard position < bytes.count else { throw error(.unexpectedEnd, at: position) }
            guard bytes[position] == byte else { throw error(.unexpectedCharacter(found: found(at: start), expected: "a JSON value"), at: start) }
            position += 1
        }
    }

    // MARK: Numbers

    mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = position
        var isInteger = true
        if peek(UInt8(ascii: "-")) { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else { throw error(.invalidNumber, at: start) }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) { throw error(.invalidNumber, at: start) }
        } else {
            skipDigits()
        }
        if peek(UInt8(ascii: ".")) {
            isInteger = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else { throw error(.invalidNumber, at: start) }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            isInteger = false
            position += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else { throw error(.invalidNumber, at: start) }
            skipDigits()
        }
        let lexeme = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let integer = Int(lexeme) { return .integer(integer) }
        // A Double holds every number of at most 15 significant digits (and a modest exponent) as
        // its text wrote it; longer ones are checked, and kept exact when it does not.
        if position - start <= 16, let number = Double(lexeme), number.isFinite, abs(number) < 1e300,
           abs(number) > 1e-300 || (number == 0 && !hasNonZeroDigit(bytes[start..<position])) {
            return .number(number)
        }
        guard let decimal = JSONDecimal(lexeme) else { throw error(.numberOutOfRange, at: start) }
        return JSONValue.number(exactly: decimal)
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Whether a number's significand (before any exponent) has a digit other than 0: `1e-400`
    /// is no zero, though a Double rounds it to one.
    func hasNonZeroDigit(_ lexeme: ArraySlice<UInt8>) -> Bool {
        for byte in lexeme {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return true }
        }
        return false
    }

    mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }

    // MARK: Strings

    /// Reads a string starting at its opening quote.
    mutating func parseString() throws(JSONParseError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flush(_ end: Int) {
            if end > runStart { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
        }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                flush(position)
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(position)
                scalars.append(try parseEscape())
                runStart = position
            case 0x00..<0x20:
                throw error(.controlCharacterInString, at: position)
            default:
                position += 1
            }
        }
        throw error(.unexpectedEnd, at: position)
    }

    /// Reads one escape sequence starting at its backslash.
    mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        let start = position
        position += 1
        guard position < bytes.count else { throw error(.unexpectedEnd, at: position) }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexQuad(escapeStart: start)
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw error(.invalidEscape, at: start)
                }
                position += 2
                let low = try hexQuad(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else { throw error(.invalidEscape, at: start) }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(UInt32(unit)) else { throw error(.invalidEscape, at: start) }
            return scalar
        default:
            throw error(.invalidEscape, at: start)
        }
    }

    mutating func hexQuad(escapeStart: Int) throws(JSONParseError) -> UInt16 {
        guard position + 4 <= bytes.count else { throw error(.invalidEscape, at: escapeStart) }
        var value: UInt16 = 0
        for byte in bytes[position..<(position + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(.invalidEscape, at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
        }
        position += 4
        return value
    }

    // MARK: Helpers

    func peek(_ byte: UInt8) -> Bool { position < bytes.count && bytes[position] == byte }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }

    /// The character at `offset`, quoted, for a message.
    func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the text" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        return character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
            ? "'\(character)'" : character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined()
    }

    func unexpected(expected: String) -> JSONParseError {
        position >= bytes.count ? error(.unexpectedEnd, at: position)
            : error(.unexpectedCharacter(found: found(at: position), expected: expected), at: position)
    }

    func error(_ reason: JSONParseError.Reason, at offset: Int) -> JSONParseError {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let prefix = bytes[lineStart..<min(offset, bytes.count)]
        // Columns count characters; count lead bytes when the prefix is not valid UTF-8.
        let column = (String(validating: prefix, as: UTF8.self)?.count ?? prefix.filter { $0 & 0xC0 != 0x80 }.count) + 1
        return JSONParseError(reason: reason, offset: offset, line: line, column: column)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var lowest: UInt32 = 0
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2; lowest = 0x80
            case 0xE0...0xEF: length = 3; lowest = 0x800
            case 0xF0...0xF4: length = 4; lowest = 0x10000
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return index }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            guard value >= lowest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return index }
            index += length
        }
        return nil
    }
}
