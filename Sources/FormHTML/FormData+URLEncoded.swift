import Foundation

extension FormData {
    /// Parses an `application/x-www-form-urlencoded` body as the WHATWG URL Standard's
    /// "application/x-www-form-urlencoded parser" does (§5.1):
    ///
    /// 1. split the bytes on `&`, skipping empty pieces;
    /// 2. split each piece at its first `=` (a piece without one is a name with an empty value);
    /// 3. replace `+` with a space **in the name and the value**;
    /// 4. percent-decode (URL §1.3: a `%` not followed by two hex digits stays a literal `%`, so
    ///    `%zz` reads `%zz`), then decode UTF-8 without BOM, invalid bytes becoming U+FFFD.
    ///
    /// Repeated names keep every value in order, and a value is never split (`x=a,b` is the one
    /// value `a,b`).
    /// - Parameters:
    ///   - body: the body's bytes.
    ///   - limits: checked as the body is read: its size first, then the pairs and each name.
    /// - Throws: ``FormDataError/bodyTooLarge(limit:)``, ``FormDataError/tooManyPairs(limit:)`` or
    ///   ``FormDataError/keyTooLong(limit:)``.
    /// - Complexity: O(*n*) in the body's length.
    public static func urlEncoded(_ body: Data, limits: FormDataLimits = FormDataLimits()) throws(FormDataError) -> FormData {
        guard body.count <= limits.maxBodyBytes else { throw .bodyTooLarge(limit: limits.maxBodyBytes) }
        let bytes = [UInt8](body)
        var entries: [Entry] = []
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
            if end > start {
                guard entries.count < limits.maxPairs else { throw .tooManyPairs(limit: limits.maxPairs) }
                let piece = bytes[start..<end]
                let equals = piece.firstIndex(of: UInt8(ascii: "="))
                let name = percentDecoded(piece[..<(equals ?? end)], plusAsSpace: true)
                guard name.count <= limits.maxKeyBytes else { throw .keyTooLong(limit: limits.maxKeyBytes) }
                let value = equals.map { percentDecoded(piece[($0 + 1)...], plusAsSpace: true) } ?? []
                entries.append(Entry(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self)))
            }
            start = end + 1
        }
        return FormData(entries: entries)
    }

    /// Percent-decodes `bytes` (WHATWG URL §1.3 "percent-decode"): `%` and two hex digits become
    /// that byte; any other `%` stays. With `plusAsSpace`, `+` becomes a space first.
    static func percentDecoded(_ bytes: ArraySlice<UInt8>, plusAsSpace: Bool) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
