import Foundation

// What every benchmark measures with: durations in the unit it prints, and the median of its runs.

/// The median of `values`: the middle one once sorted (the upper middle for an even count); NaN
/// when there are none.
func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }

/// `duration` in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

/// `duration` in microseconds.
func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}
