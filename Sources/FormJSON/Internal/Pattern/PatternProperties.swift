import Foundation

/// The scalars of each `\p{…}` property the dialect takes, as sets the engine tests in O(log r).
///
/// Each set is read once from ICU's Unicode data — the scalars matched by the property in a text of
/// every scalar, as ranges — the first time a pattern names the property, and kept for the
/// process (about 30–50 ms per property, once; at most one set per canonical name, so a document
/// naming many aliases of one property pays once). Matching never calls ICU.
enum PatternProperties {
    /// The set of `name` (`L`, `Letter`, `gc=Lu`, `Script=Greek`, `Emoji` …), or `nil` when the
    /// dialect refuses the name (see ``UnicodeProperties``).
    static func set(named name: String) -> ScalarSet? {
        guard let canonical = UnicodeProperties.icuName(for: name) else { return nil }
        return cache.set(for: canonical)
    }

    static let cache = Cache()

    /// The sets read so far, by ICU's name; thread-safe.
    final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var sets: [String: ScalarSet] = [:]
        private var everyScalar: NSString?

        func set(for canonical: String) -> ScalarSet? {
            lock.lock()
            defer { lock.unlock() }
            if let set = sets[canonical] { return set }
            guard let expression = try? NSRegularExpression(pattern: "\\p{" + canonical + "}+") else { return nil }
            let text = everyScalarText()
            var ranges: [ClosedRange<UInt32>] = []
            expression.enumerateMatches(in: text as String, range: NSRange(location: 0, length: text.length)) { match, _, _ in
                guard let range = match?.range, range.length > 0 else { return }
                ranges.append(Self.scalar(atUTF16Offset: range.location)...Self.scalar(atUTF16Offset: range.location + range.length - 1))
            }
            let set = ScalarSet(ranges)
            sets[canonical] = set
            return set
        }

        /// Every scalar, in order (surrogate code points are no scalars), as one text.
        private func everyScalarText() -> NSString {
            if let everyScalar { return everyScalar }
            var scalars = String.UnicodeScalarView()
            for value in UInt32(0)...ScalarSet.maximum where !(0xD800...0xDFFF).contains(value) {
                scalars.append(Unicode.Scalar(value)!)
            }
            let text = NSString(string: String(scalars))
            everyScalar = text
            return text
        }

        /// The scalar at a UTF-16 offset of the text of every scalar: one unit each below U+D800
        /// and from U+E000 to U+FFFF, two each above.
        static func scalar(atUTF16Offset offset: Int) -> UInt32 {
            if offset < 0xD800 { return UInt32(offset) }
            if offset < 0xF800 { return UInt32(offset + 0x800) }
            return UInt32(0x10000 + (offset - 0xF800) / 2)
        }
    }
}
