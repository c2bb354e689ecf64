/// A string compared and hashed by its Unicode scalars, as JSON compares member names and strings
/// (RFC 8259 §8.3; JSON Schema's equality): `"a\u{308}"` and `"ä"` are two keys, where Swift's
/// `String ==` (canonical equivalence) takes them for one. Scalars are equal exactly when the
/// UTF-8 bytes are, so both compare the bytes.
package struct ExactText: Hashable, Sendable {
    /// The string.
    package let text: String

    package init(_ text: String) { self.text = text }

    /// Whether `a` and `b` have the same scalars.
    /// - Complexity: O(*n*); O(1) when the byte counts differ.
    @inline(__always)
    package static func equal(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { left in b.withUTF8 { right in left.count == right.count && left.elementsEqual(right) } }
    }

    package static func == (lhs: ExactText, rhs: ExactText) -> Bool { equal(lhs.text, rhs.text) }

    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
