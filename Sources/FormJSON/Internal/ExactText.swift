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
        if StringWords.same(a, b) { return true }
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { left in b.withUTF8 { right in left.elementsEqual(right) } }
    }

    package static func == (lhs: ExactText, rhs: ExactText) -> Bool { equal(lhs.text, rhs.text) }

    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// Two `String`s compared by their words, to tell in one comparison that they are the same: equal
/// words are the same inline bytes (a string of at most 15 UTF-8 bytes is held in its words) or the
/// same storage. `false` says nothing — equal texts may be held apart — and is all it says where a
/// `String` is not two 64-bit words (32-bit platforms).
@usableFromInline
package enum StringWords {
    /// Whether `a` and `b` are the same string by their words (see above). Inlinable: a call across
    /// modules would cost more than the comparison.
    @inlinable @inline(__always)
    package static func same(_ a: String, _ b: String) -> Bool {
        #if _pointerBitWidth(_64)
        let first = unsafeBitCast(a, to: (UInt64, UInt64).self), second = unsafeBitCast(b, to: (UInt64, UInt64).self)
        return first.0 == second.0 && first.1 == second.1
        #else
        return false
        #endif
    }
}
