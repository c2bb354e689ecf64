/// A recursive-descent JSON parser over UTF-8 bytes, in place: one pass over the bytes through a
/// pointer (no `Character` or `String` work per character), strings without escapes made in one
/// copy, numbers scanned without Foundation where a `Double` or an `Int` holds them exactly.
struct JSONParser: ~Copyable {
    let bytes: [UInt8]
    let maximumDepth: Int
    var position = 0
    var depth = 0
    /// The bytes, while ``parseDocument()`` runs (a placeholder before: nothing reads it then).
    private var base: UnsafePointer<UInt8>
    private var count = 0

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = max(1, maximumDepth)
        base = UnsafePointer(bitPattern: 1)!
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if let invalid = Self.firstInvalidUTF8(bytes) { throw error(.invalidUTF8, at: invalid) }
        // The pointer is taken from a second reference to the same storage (no copy is made):
        // the closure mutates `self`, which may not be read for `bytes` at the same time.
        let storage = bytes
        return try storage.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue in
            guard let start = buffer.baseAddress else { throw error(.unexpectedEnd, at: 0) }
            base = start
            count = buffer.count
            if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { position = 3 }
            skipWhitespace()
            let value = try parseValue()
            skipWhitespace()
            guard position == count else { throw error(.trailingCharacters, at: position) }
            return value
        }
    }

    // MARK: Values

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard position < count else { throw error(.unexpectedEnd, at: position) }
        switch base[position] {
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

    /// The members and elements of the containers being read, innermost last: a container's
    /// arrays are made once, at their exact size, when it closes (no growing as members come).
    private var pendingKeys = PendingStack<String>()
    private var pendingValues = PendingStack<JSONValue>()

    mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        position += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            position += 1
            depth -= 1
            return .object(JSONObject())
        }
        let first = pendingKeys.count
        let firstValue = pendingValues.count
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw unexpected(expected: "a key in double quotes") }
            let keyStart = position
            let key = try parseString()
            // Duplicates are refused by the key's scalars (JSON Schema's reading of "the same
            // name"); a small object is scanned, a large one looked up.
            if pendingKeys.count - first < 16 {
                var index = first
                while index < pendingKeys.count {
                    if ExactText.equal(pendingKeys[index], key) { throw error(.duplicateKey(key), at: keyStart) }
                    index += 1
                }
            } else if isDuplicate(key, from: first) {
                throw error(.duplicateKey(key), at: keyStart)
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw unexpected(expected: "':' after a key") }
            position += 1
            skipWhitespace()
            let value = try parseValue()
            pendingKeys.append(key)
            pendingValues.append(value)
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
                continue
            }
            guard peek(UInt8(ascii: "}")) else { throw unexpected(expected: "',' or '}' after a member") }
            position += 1
            depth -= 1
            let keys = pendingKeys.moveOutArray(from: first), values = pendingValues.moveOutArray(from: firstValue)
            let object = if let large = largeObjects.last, large.first == first {
                JSONObject(distinctKeys: keys, values: values, positions: largeObjects.removeLast().positions)
            } else {
                JSONObject(distinctKeys: keys, values: values)
            }
            return .object(object)
        }
    }

    /// The objects being read that have 16 members or more, innermost last: where their pending
    /// keys start, and the keys' positions (handed to the object when it closes).
    private var largeObjects: [(first: Int, positions: KeyPositions)] = []

    /// Whether `key` is among the pending keys from `first` on (the object has 16 members or more);
    /// records it when it is not.
    private mutating func isDuplicate(_ key: String, from first: Int) -> Bool {
        if largeObjects.last?.first != first {
            largeObjects.append((first, pendingKeys.withElements(from: first) { KeyPositions(Array($0)) }))
        }
        return pendingKeys.withElements(from: first) { keys in
            !largeObjects[largeObjects.count - 1].positions.insert(key, at: keys.count, in: keys)
        }
    }

    mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        position += 1
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            position += 1
            depth -= 1
            return .array([])
        }
        let first = pendingValues.count
        while true {
            skipWhitespace()
            let element = try parseValue()
            pendingValues.append(element)
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
                continue
            }
            guard peek(UInt8(ascii: "]")) else { throw unexpected(expected: "',' or ']' after an element") }
            position += 1
            depth -= 1
            return .array(pendingValues.moveOutArray(from: first))
        }
    }

    mutating func enterContainer() throws(JSONParseError) {
        depth += 1
        if depth > maximumDepth { throw error(.tooDeep(limit: maximumDepth), at: position) }
    }

    mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let start = position
        let length = word.utf8CodeUnitCount
        let text = word.utf8Start
        var offset = 0
        while offset < length {
            guard position < count else { throw error(.unexpectedEnd, at: position) }
            guard base[position] == text[offset] else { throw error(.unexpectedCharacter(found: found(at: start), expected: "a JSON value"), at: start) }
            position += 1
            offset += 1
        }
    }

    // MARK: Numbers

    mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = position
        var isInteger = true
        let isNegative = peek(UInt8(ascii: "-"))
        if isNegative { position += 1 }
        guard position < count, isDigit(base[position]) else { throw error(.invalidNumber, at: start) }
        // The significand's digits as an integer while it fits (19 digits), and how many there are.
        var significand: UInt64 = 0
        var digits = 0
        var exponent = 0
        if base[position] == UInt8(ascii: "0") {
            position += 1
            if position < count, isDigit(base[position]) { throw error(.invalidNumber, at: start) }
        } else {
            while position < count, isDigit(base[position]) {
                if digits < 19 { significand = significand &* 10 &+ UInt64(base[position] &- 48) }
                digits += 1
                position += 1
            }
        }
        if peek(UInt8(ascii: ".")) {
            isInteger = false
            position += 1
            guard position < count, isDigit(base[position]) else { throw error(.invalidNumber, at: start) }
            while position < count, isDigit(base[position]) {
                if digits < 19 {
                    significand = significand &* 10 &+ UInt64(base[position] &- 48)
                    exponent -= 1
                    // Leading zeros of a fraction (0.000x) count for nothing.
                    if significand != 0 { digits += 1 }
                } else {
                    digits += 1
                }
                position += 1
            }
        }
        var written = 0
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            isInteger = false
            position += 1
            var negativeExponent = false
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) {
                negativeExponent = base[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < count, isDigit(base[position]) else { throw error(.invalidNumber, at: start) }
            while position < count, isDigit(base[position]) {
                if written < 100_000 { written = written * 10 + Int(base[position] &- 48) }
                position += 1
            }
            exponent += negativeExponent ? -written : written
        }
        if isInteger, digits <= 18 {
            let magnitude = Int(significand)
            return .integer(isNegative ? -magnitude : magnitude)
        }
        // Clinger's fast path: a significand of at most 15 digits (below 2^53) times or over a
        // power of ten a Double holds exactly (10^22 at most) is the correctly rounded number, as
        // its text wrote it.
        if !isInteger, digits <= 15, significand < 1 << 53, exponent >= -22, exponent <= 22 {
            var value = Double(significand)
            value = exponent < 0 ? value / Self.powersOfTen[-exponent] : value * Self.powersOfTen[exponent]
            return .number(isNegative ? -value : value)
        }
        let lexeme = String(decoding: UnsafeBufferPointer(start: base + start, count: position - start), as: UTF8.self)
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

    /// 10^0 … 10^22: every power of ten a Double holds exactly.
    static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
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
        while position < count, isDigit(base[position]) { position += 1 }
    }

    // MARK: Strings

    /// Reads a string starting at its opening quote: a run without escapes is one copy of its
    /// bytes (validated as UTF-8 before parsing); escapes go through a byte buffer.
    mutating func parseString() throws(JSONParseError) -> String {
        position += 1
        let start = position
        while position < count {
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(start: base + start, count: position - start), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            position += 1
        }
        var buffer = [UInt8](UnsafeBufferPointer(start: base + start, count: position - start))
        while position < count {
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let scalar = try parseEscape()
                buffer.append(contentsOf: UTF8.encode(scalar)!)
            case 0x00..<0x20:
                throw error(.controlCharacterInString, at: position)
            default:
                buffer.append(byte)
                position += 1
            }
        }
        throw error(.unexpectedEnd, at: position)
    }

    /// Reads one escape sequence starting at its backslash.
    mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        let start = position
        position += 1
        guard position < count else { throw error(.unexpectedEnd, at: position) }
        let byte = base[position]
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
                guard position + 1 < count, base[position] == UInt8(ascii: "\\"), base[position + 1] == UInt8(ascii: "u") else {
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
        guard position + 4 <= count else { throw error(.invalidEscape, at: escapeStart) }
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = base[position + offset]
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

    func peek(_ byte: UInt8) -> Bool { position < count && base[position] == byte }

    mutating func skipWhitespace() {
        while position < count {
            switch base[position] {
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
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let count = buffer.count
            var index = 0
            while index < count {
                // ASCII eight bytes at a time.
                if index + 8 <= count, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = base[index]
                let length: Int
                var lowest: UInt32 = 0
                switch lead {
                case 0x00...0x7F: index += 1; continue
                case 0xC2...0xDF: length = 2; lowest = 0x80
                case 0xE0...0xEF: length = 3; lowest = 0x800
                case 0xF0...0xF4: length = 4; lowest = 0x10000
                default: return index
                }
                guard index + length <= count else { return index }
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length {
                    let byte = base[index + offset]
                    guard byte & 0xC0 == 0x80 else { return index }
                    value = value << 6 | UInt32(byte & 0x3F)
                }
                guard value >= lowest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return index }
                index += length
            }
            return nil
        }
    }
}
