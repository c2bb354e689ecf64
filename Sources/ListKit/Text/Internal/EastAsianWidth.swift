/// Look-ups in the generated East_Asian_Width tables (`EastAsianWidthTable`).
enum EastAsianWidth {
    /// Whether `value`'s East_Asian_Width is W (wide) or F (fullwidth): 2 columns.
    ///
    /// - Complexity: O(log *r*), *r* being the number of wide ranges (123); O(1) below U+1100.
    static func isWide(_ value: UInt32) -> Bool {
        value >= 0x1100 && contains(value, in: EastAsianWidthTable.wide)
    }

    /// Whether `value`'s East_Asian_Width is A (ambiguous).
    ///
    /// - Complexity: O(log *r*), *r* being the number of ambiguous ranges (179); O(1) below U+00A1.
    static func isAmbiguous(_ value: UInt32) -> Bool {
        value >= 0xA1 && contains(value, in: EastAsianWidthTable.ambiguous)
    }

    /// Binary search of `value` in sorted, disjoint `ranges`.
    private static func contains(_ value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if range.upperBound < value {
                low = middle + 1
            } else if range.lowerBound > value {
                high = middle
            } else {
                return true
            }
        }
        return false
    }
}
