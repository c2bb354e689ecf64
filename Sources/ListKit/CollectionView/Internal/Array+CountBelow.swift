extension Array where Element: Comparable {
    /// How many elements of this ascending array are below `value`: the index of the first that is
    /// not. O(log n), a binary search.
    func countBelow(_ value: Element) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
