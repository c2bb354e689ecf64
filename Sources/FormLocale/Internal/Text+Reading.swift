// What FormLocale's readers of typed text share: ASCII tests, digits of any script, and trimming.

extension Character {
    /// An ASCII letter: `a`–`z`, `A`–`Z`.
    var isASCIILetter: Bool { isASCII && isLetter }
    /// An ASCII digit: `0`–`9`.
    var isASCIIDigit: Bool { isASCII && isNumber }

    /// The value of a decimal digit of any script (`7`, `٧`, `۷`, fullwidth `７`), else `nil`
    /// (`½`, `Ⅻ` and superscripts are numbers but no digits).
    var decimalDigitValue: Int? {
        guard unicodeScalars.count == 1, let scalar = unicodeScalars.first, scalar.properties.numericType == .decimal,
              let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }
}

extension StringProtocol {
    /// The text without white space at either end.
    var trimmingWhitespace: SubSequence {
        var start = startIndex, end = endIndex
        while start < end, self[start].isWhitespace { start = index(after: start) }
        while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[start..<end]
    }
}
