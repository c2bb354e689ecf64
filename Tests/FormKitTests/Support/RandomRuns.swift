import Foundation
import ListDiffKit

/// Random runs of a list's children for the known-edit tests: a run to remove, a run and the place
/// to move it to, the child to hide or show.
enum RandomRuns {
    /// A run of 1...`longest` of `count` children (`count` > 0).
    static func run(of count: Int, longest: Int, using rng: inout SplitMix64) -> Range<Int> {
        let lower = Int.random(in: 0..<count, using: &rng)
        return lower..<Int.random(in: lower + 1...min(count, lower + longest), using: &rng)
    }

    /// A run of 1...`longest` of `count` children (`count` > 1), and where it starts after the move
    /// (maybe where it was).
    static func move(of count: Int, longest: Int, using rng: inout SplitMix64) -> (run: Range<Int>, target: Int) {
        let run = run(of: count, longest: longest, using: &rng)
        return (run, Int.random(in: 0...(count - run.count), using: &rng))
    }

    /// The child whose hidden flag a step toggles: mostly a hidden one, which comes back, so that
    /// hidden children do not pile up.
    static func toggled(_ isHidden: [Bool], using rng: inout SplitMix64) -> Int {
        let hidden = isHidden.indices.filter { isHidden[$0] }
        guard hidden.isEmpty || Int.random(in: 0..<4, using: &rng) == 0 else {
            return hidden[Int.random(in: 0..<hidden.count, using: &rng)]
        }
        return Int.random(in: 0..<isHidden.count, using: &rng)
    }
}
