import Foundation

extension FormatScanner {
    // MARK: Internationalized host names (IDNA2008: RFC 5890, 5891, 5892)

    /// The label separators IDNA recognises: `.`, `。`, `．`, `｡`.
    static let labelSeparators: Set<UInt32> = [0x2E, 0x3002, 0xFF0E, 0xFF61]

    /// Labels separated by any of ``labelSeparators``, each an LDH label, an A-label (`xn--…`
    /// that decodes to a valid U-label) or a valid U-label; 253 bytes at most in A-label form.
    ///
    /// A U-label is in NFC, starts with no combining mark, has no `--` in its 3rd and 4th
    /// places and no hyphen at either end, holds only characters IDNA2008 allows (letters and
    /// digits that case folding and compatibility mapping leave alone, and RFC 5892's
    /// exceptions), meets the contextual rules for the middle dot, the Greek keraia, the Hebrew
    /// geresh and gershayim, the katakana middle dot, Arabic-Indic digits and the zero-width
    /// joiners, and is 63 bytes at most as an A-label. Not checked: RFC 5893's rule on
    /// right-to-left labels (Swift exposes no bidirectional classes); a zero-width non-joiner
    /// is judged by the scripts around it rather than by joining types.
    static func isIDNHostName(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty, scalars.count <= 253 else { return false }
        var totalLength = 0
        var labels: [ArraySlice<Unicode.Scalar>] = []
        var start = 0
        for index in 0...scalars.count where index == scalars.count || labelSeparators.contains(scalars[index].value) {
            labels.append(scalars[start..<index])
            start = index + 1
        }
        for label in labels {
            guard let length = aLabelLength(label) else { return false }
            totalLength += length + 1
        }
        return totalLength - 1 <= 253
    }

    /// The length of `label` as an A-label (or an LDH label), or `nil` when it is not a valid label.
    static func aLabelLength(_ label: ArraySlice<Unicode.Scalar>) -> Int? {
        guard !label.isEmpty else { return nil }
        if label.allSatisfy(\.isASCII) {
            let bytes = label.map { UInt8($0.value) }
            guard isHostName(bytes[...]) else { return nil }
            // An A-label is read in lowercase (RFC 5891 §5.3); so is every LDH label.
            let lowered = bytes.map { isAlpha($0) ? $0 | 0x20 : $0 }
            if lowered.starts(with: Array("xn--".utf8)) {
                guard bytes.last != UInt8(ascii: "-"), let decoded = Punycode.decode(lowered.dropFirst(4)),
                      !decoded.allSatisfy(\.isASCII), isULabel(decoded[...]),
                      Punycode.encode(decoded.map(\.value)).map({ $0 == Array(lowered.dropFirst(4)) }) == true
                else { return nil }
            } else if bytes.count >= 4, bytes[2] == UInt8(ascii: "-"), bytes[3] == UInt8(ascii: "-") {
                return nil   // a reserved LDH label ("ab--…") that is no A-label
            }
            return bytes.count
        }
        // An A-label is "xn--" and at least one byte per non-ASCII character: check the bound
        // before encoding.
        guard label.count <= 59, isULabel(label), let encoded = Punycode.encode(label.map(\.value)),
              encoded.count + 4 <= 63
        else { return nil }
        return encoded.count + 4
    }

    /// Whether `label`, non-empty, meets IDNA2008's rules for a U-label (see ``isIDNHostName(_:)``).
    static func isULabel(_ label: ArraySlice<Unicode.Scalar>) -> Bool {
        let text = String(String.UnicodeScalarView(label))
        guard let first = label.first, let last = label.last,
              text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(label),
              !isMark(first), first != "-", last != "-"
        else { return false }
        if label.count >= 4, label[label.startIndex + 2] == "-", label[label.startIndex + 3] == "-" { return false }
        let values = label.map(\.value)
        for (offset, scalar) in label.enumerated() {
            let before = offset > 0 ? values[offset - 1] : nil
            let after = offset + 1 < values.count ? values[offset + 1] : nil
            switch scalar.value {
            case 0xB7:   // MIDDLE DOT: only in "l·l" (Catalan).
                guard before == 0x6C, after == 0x6C else { return false }
            case 0x375:   // GREEK LOWER NUMERAL SIGN (KERAIA): before a Greek character.
                guard let after, isGreek(after) else { return false }
            case 0x5F3, 0x5F4:   // HEBREW GERESH and GERSHAYIM: after a Hebrew character.
                guard let before, isHebrew(before) else { return false }
            case 0x30FB:   // KATAKANA MIDDLE DOT: in a label with Hiragana, Katakana or Han.
                guard values.contains(where: { $0 != 0x30FB && (isKana($0) || isHan($0)) }) else { return false }
            case 0x660...0x669:   // ARABIC-INDIC DIGITS: not mixed with the extended ones.
                guard !values.contains(where: { (0x6F0...0x6F9).contains($0) }) else { return false }
            case 0x6F0...0x6F9:
                guard !values.contains(where: { (0x660...0x669).contains($0) }) else { return false }
            case 0x200D:   // ZERO WIDTH JOINER: after a virama.
                guard offset > 0, label[label.startIndex + offset - 1].properties.canonicalCombiningClass == .virama else { return false }
            case 0x200C:   // ZERO WIDTH NON-JOINER: after a virama, or between joining (Arabic-script) letters.
                guard offset > 0 else { return false }
                if label[label.startIndex + offset - 1].properties.canonicalCombiningClass == .virama { continue }
                let isTransparent = { (value: UInt32) in Unicode.Scalar(value).map(isMark) ?? false }
                let previous = values[..<offset].last(where: { !isTransparent($0) })
                let next = values[(offset + 1)...].first(where: { !isTransparent($0) })
                guard let previous, let next, isJoiningLetter(previous), isJoiningLetter(next) else { return false }
            default:
                guard isProtocolValid(scalar) else { return false }
            }
        }
        return true
    }

    /// RFC 5892's PVALID, approximated from the properties Swift exposes: lowercase ASCII letters,
    /// digits and `-`; the listed exceptions; and letters, marks and decimal digits that NFKC case
    /// folding leaves alone, outside the ignorable code points and old Hangul jamo.
    static func isProtocolValid(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if scalar.isASCII {
            return (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) || value == 0x2D
        }
        switch value {
        case 0xDF, 0x3C2, 0x6FD, 0x6FE, 0xF0B, 0x3007: return true
        case 0x640, 0x7FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B: return false
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: return false   // old Hangul jamo
        case 0x20D0...0x20FF, 0x1D100...0x1D1FF, 0x1D200...0x1D24F: return false   // ignorable blocks
        default: break
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .otherLetter, .modifierLetter, .decimalNumber,
             .nonspacingMark, .spacingMark:
            // Unstable (RFC 5892 §2.2) when NFKC or case folding changes it.
            let alone = String(scalar)
            return !properties.changesWhenCaseFolded && alone.precomposedStringWithCompatibilityMapping == alone
                && !properties.isDefaultIgnorableCodePoint && !properties.isNoncharacterCodePoint
        default:
            return false
        }
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    static func isGreek(_ value: UInt32) -> Bool { (0x370...0x3FF).contains(value) || (0x1F00...0x1FFF).contains(value) }
    static func isHebrew(_ value: UInt32) -> Bool { (0x591...0x5F4).contains(value) || (0xFB1D...0xFB4F).contains(value) }
    static func isKana(_ value: UInt32) -> Bool {
        (0x3041...0x30FF).contains(value) || (0x31F0...0x31FF).contains(value) || (0xFF66...0xFF9D).contains(value)
            || (0x1B000...0x1B16F).contains(value)
    }
    static func isHan(_ value: UInt32) -> Bool {
        (0x2E80...0x2FDF).contains(value) || value == 0x3005 || value == 0x3007 || (0x3021...0x3029).contains(value)
            || (0x3038...0x303B).contains(value) || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0x20000...0x3FFFF).contains(value)
    }
    /// Letters of the Arabic, Syriac and N'Ko blocks: the scripts whose letters join.
    static func isJoiningLetter(_ value: UInt32) -> Bool {
        guard (0x620...0x6FF).contains(value) || (0x700...0x7FF).contains(value) || (0x860...0x8FF).contains(value),
              let scalar = Unicode.Scalar(value)
        else { return false }
        return scalar.properties.generalCategory == .otherLetter
    }
}

/// RFC 3492's Punycode, the encoding of an A-label's part after `xn--`.
enum Punycode {
    static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700, initialBias = 72, initialN = 128

    static func adapt(_ delta: Int, points: Int, isFirst: Bool) -> Int {
        var delta = isFirst ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    static func threshold(_ k: Int, bias: Int) -> Int {
        k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
    }

    /// The code points `input` encodes; `nil` for bad digits, overflow, or a code point that is
    /// no scalar.
    static func decode(_ input: ArraySlice<UInt8>) -> [Unicode.Scalar]? {
        var output: [UInt32] = []
        var encoded = input
        if let dash = input.lastIndex(of: UInt8(ascii: "-")) {
            output = input[..<dash].map(UInt32.init)
            encoded = input[(dash + 1)...]
        }
        guard !encoded.isEmpty else { return nil }
        var n = initialN, i = 0, bias = initialBias
        while !encoded.isEmpty {
            let oldI = i
            var weight = 1, k = base
            while true {
                guard let byte = encoded.popFirst(), let digit = digitValue(byte) else { return nil }
                let (product, productOverflow) = digit.multipliedReportingOverflow(by: weight)
                let (sum, sumOverflow) = i.addingReportingOverflow(product)
                guard !productOverflow, !sumOverflow else { return nil }
                i = sum
                let t = threshold(k, bias: bias)
                if digit < t { break }
                let (nextWeight, weightOverflow) = weight.multipliedReportingOverflow(by: base - t)
                guard !weightOverflow else { return nil }
                weight = nextWeight
                k += base
            }
            let points = output.count + 1
            bias = adapt(i - oldI, points: points, isFirst: oldI == 0)
            n += i / points
            i %= points
            guard n <= 0x10FFFF else { return nil }
            output.insert(UInt32(n), at: i)
            i += 1
        }
        var scalars: [Unicode.Scalar] = []
        for value in output {
            guard let scalar = Unicode.Scalar(value) else { return nil }
            scalars.append(scalar)
        }
        return scalars
    }

    /// The Punycode of `values` (lowercase); `nil` only if a delta overflows.
    /// - Complexity: O(*n*²) in the number of code points; callers bound *n*.
    static func encode(_ values: [UInt32]) -> [UInt8]? {
        var output = values.filter { $0 < 0x80 }.map { UInt8($0) }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }
        var n = initialN, delta = 0, bias = initialBias
        while handled < values.count {
            guard let next = values.filter({ Int($0) >= n }).min() else { return nil }
            delta += (Int(next) - n) * (handled + 1)
            n = Int(next)
            for value in values {
                if Int(value) < n { delta += 1 }
                if Int(value) == n {
                    var q = delta, k = base
                    while true {
                        let t = threshold(k, bias: bias)
                        if q < t { break }
                        output.append(digitByte(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digitByte(q))
                    bias = adapt(delta, points: handled + 1, isFirst: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return output
    }

    static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }

    static func digitByte(_ digit: Int) -> UInt8 {
        digit < 26 ? UInt8(ascii: "a") + UInt8(digit) : UInt8(ascii: "0") + UInt8(digit - 26)
    }
}
