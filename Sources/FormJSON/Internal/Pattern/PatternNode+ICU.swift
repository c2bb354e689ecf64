/// A parsed pattern written for ICU (Foundation's `NSRegularExpression`), with ECMA-262's meaning
/// kept where ICU's differs: for tests that cross-check the package's engine with an independent
/// one, never on a validation path.
extension PatternNode {
    /// The pattern in ICU's syntax; `nil` when ICU cannot mean the same (a backreference, whose
    /// group that took no part ICU fails where ECMA-262 matches the empty string).
    var icuSource: String? {
        switch self {
        case .empty:
            return "(?:)"
        case .set(let set):
            guard !set.ranges.isEmpty else { return "(?!)" }
            return "[" + set.ranges.map { range in
                range.lowerBound == range.upperBound ? Self.icuLiteral(range.lowerBound)
                    : Self.icuLiteral(range.lowerBound) + "-" + Self.icuLiteral(range.upperBound)
            }.joined() + "]"
        case .sequence(let parts):
            var text = ""
            for part in parts {
                guard let source = part.icuSource else { return nil }
                if case .alternation = part { text += "(?:" + source + ")" } else { text += source }
            }
            return text
        case .alternation(let parts):
            var sources: [String] = []
            for part in parts {
                guard let source = part.icuSource else { return nil }
                sources.append(source)
            }
            return sources.joined(separator: "|")
        case .repetition(let node, let minimum, let maximum, let greedy):
            guard let source = node.icuSource else { return nil }
            let atom: String
            switch node {
            case .set, .capture: atom = source
            default: atom = "(?:" + source + ")"
            }
            let quantifier = maximum.map { $0 == minimum ? "{\(minimum)}" : "{\(minimum),\($0)}" } ?? "{\(minimum),}"
            return atom + quantifier + (greedy ? "" : "?")
        case .capture(let node, _):
            return node.icuSource.map { "(" + $0 + ")" }
        case .start:
            return #"\A"#
        case .end:
            return #"\z"#
        case .wordBoundary(let negated):
            // ECMA-262's \b is ASCII; ICU's is Unicode-wide.
            let word = "[a-zA-Z0-9_]"
            return negated ? "(?:(?<=\(word))(?=\(word))|(?<!\(word))(?!\(word)))"
                : "(?:(?<=\(word))(?!\(word))|(?<!\(word))(?=\(word)))"
        case .look(let node, let behind, let negated):
            return node.icuSource.map { "(?" + (behind ? "<" : "") + (negated ? "!" : "=") + $0 + ")" }
        case .backreference:
            return nil
        }
    }

    /// A code point as ICU reads it literally, in a class or out of one.
    static func icuLiteral(_ value: UInt32) -> String {
        "\\x{" + String(value, radix: 16, uppercase: true) + "}"
    }
}

extension Unicode.Scalar {
    /// The value of a hex digit.
    var hexValue: UInt32? {
        switch self {
        case "0"..."9": value - 48
        case "a"..."f": value - 87
        case "A"..."F": value - 55
        default: nil
        }
    }
}
