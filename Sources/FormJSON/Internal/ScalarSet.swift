/// A set of Unicode scalar values, for the simple pattern matcher: ASCII in a bitmap, the rest
/// as sorted, disjoint ranges.
struct ScalarSet: Sendable, Hashable {
    /// Bits 0–63 and 64–127 of ASCII.
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// Every range, sorted and disjoint (ASCII included, for set arithmetic).
    private(set) var ranges: [ClosedRange<UInt32>] = []
    /// The ranges above ASCII, for look-ups.
    private var upper: [ClosedRange<UInt32>] = []

    static let maximum: UInt32 = 0x10FFFF

    init(_ ranges: [ClosedRange<UInt32>]) {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
        for range in merged {
            if range.lowerBound < 128 {
                for value in range.lowerBound...min(range.upperBound, 127) {
                    if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
                }
            }
            if range.upperBound >= 128 { upper.append(max(range.lowerBound, 128)...range.upperBound) }
        }
    }

    init(scalar value: UInt32) { self.init([value...value]) }

    /// Every scalar not in the set.
    var inverted: ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= Self.maximum { result.append(next...Self.maximum) }
        return ScalarSet(result)
    }

    /// The scalars of both sets.
    func union(_ other: ScalarSet) -> ScalarSet { ScalarSet(ranges + other.ranges) }

    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        if value < 64 { return low & (1 << UInt64(value)) != 0 }
        if value < 128 { return high & (1 << UInt64(value - 64)) != 0 }
        for range in upper {
            if value < range.lowerBound { return false }
            if value <= range.upperBound { return true }
        }
        return false
    }

    // MARK: ECMA-262's classes

    /// `\d`.
    static let digits = ScalarSet([0x30...0x39])
    /// `\w`: ASCII letters, digits and `_`.
    static let word = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// `\s`: ECMA-262's white space and line terminators.
    static let space = ScalarSet([0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
                                  0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF])
    /// `.`: anything but a line terminator.
    static let dot = ScalarSet([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029]).inverted
    /// `[^]`.
    static let all = ScalarSet([0...maximum])
}
