import Foundation
import ListDiffKit

/// Keeps results alive so the optimizer cannot drop the work that produced them.
nonisolated(unsafe) var sink = 0

struct DiffBenchmark {
    let runs: Int
    let quick: Bool

    func run() {
        #if DEBUG
        print("warning: a debug build; run with -c release for meaningful numbers")
        #endif
        print("ListDiff benchmark: median of \(runs) run(s), milliseconds")
        print("floor = Dictionary from old identifiers + look-up of every new one")
        print("heckel = ListDiff with IGListKit's move rule instead of the fewest moves")
        print("+sets = ListDiff, then reading its three IndexSets (built on first access)")
        print("paths = ListDiffPaths (the same diff as [IndexPath])")
        print("")
        let header = ["scenario", "ListDiff", "+sets", "paths", "floor", "heckel", "CollDiff",
                      "LD/floor", "LD/heckel", "CD/LD", "moves", "heckel moves"]
        let widths = [34, 9, 8, 8, 8, 8, 10, 9, 10, 8, 7, 12]
        print(row(header, widths))
        for scenario in Scenario.all(quick: quick) {
            // Rounds run every contender once, in turn, so a burst of noise on the machine hits them
            // all alike; each column is the median over the rounds.
            let medians = interleavedMedians([
                { sink &+= ListDiff(oldArray: scenario.old, newArray: scenario.new, option: .equality).changeCount },
                {
                    let result = ListDiff(oldArray: scenario.old, newArray: scenario.new, option: .equality)
                    sink &+= result.inserts.count &+ result.deletes.count &+ result.updates.count
                },
                {
                    sink &+= ListDiffPaths(fromSection: 0, toSection: 0, oldArray: scenario.old,
                                           newArray: scenario.new, option: .equality).changeCount
                },
                { sink &+= floorBaseline(old: scenario.old, new: scenario.new) },
                {
                    sink &+= ListDiff(oldArray: scenario.old, newArray: scenario.new, option: .equality,
                                      moveStrategy: .heckel).changeCount
                },
            ])
            let (diff, withSets, paths, floor, heckel) = (medians[0], medians[1], medians[2], medians[3], medians[4])
            var collectionDifference: Double?
            if scenario.runsCollectionDifference {
                let oldIdentifiers = scenario.old.map(\.id)
                let newIdentifiers = scenario.new.map(\.id)
                collectionDifference = median(runs: min(runs, 3)) {
                    sink &+= newIdentifiers.difference(from: oldIdentifiers).count
                }
            }
            let result = ListDiff(oldArray: scenario.old, newArray: scenario.new, option: .equality)
            let heckelResult = ListDiff(oldArray: scenario.old, newArray: scenario.new, option: .equality, moveStrategy: .heckel)
            print(row([
                scenario.name, format(diff), format(withSets), format(paths), format(floor), format(heckel),
                collectionDifference.map(format) ?? "skipped",
                String(format: "%.2f×", diff / floor), String(format: "%.2f×", diff / heckel),
                collectionDifference.map { String(format: "%.0f×", $0 / diff) } ?? "–",
                "\(result.moves.count)", "\(heckelResult.moves.count)",
            ], widths))
        }
        if sink == 42 { print("") }
    }

    /// The least work a hashing diff does: index the old identifiers, look up every new one.
    func floorBaseline(old: [Model], new: [Model]) -> Int {
        var table = [Int: Int](minimumCapacity: old.count)
        for (index, element) in old.enumerated() { table[element.diffIdentifier] = index }
        var found = 0
        for element in new where table[element.diffIdentifier] != nil { found &+= 1 }
        return found
    }

    func interleavedMedians(_ bodies: [() -> Void]) -> [Double] {
        let clock = ContinuousClock()
        var times = [[Double]](repeating: [], count: bodies.count)
        for _ in 0..<runs {
            for (index, body) in bodies.enumerated() {
                times[index].append(milliseconds(clock.measure(body)))
            }
        }
        return times.map { $0.sorted()[$0.count / 2] }
    }

    func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    }

    func median(runs: Int? = nil, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<(runs ?? self.runs) {
            let elapsed = clock.measure(body)
            times.append(milliseconds(elapsed))
        }
        times.sort()
        return times[times.count / 2]
    }

    func format(_ milliseconds: Double) -> String { String(format: "%.2f", milliseconds) }

    func row(_ cells: [String], _ widths: [Int]) -> String {
        zip(cells, widths).enumerated().map { index, pair in
            let (cell, width) = pair
            let padding = String(repeating: " ", count: max(0, width - cell.count))
            return index == 0 ? cell + padding : padding + cell
        }.joined(separator: " ")
    }
}
