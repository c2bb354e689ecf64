import Foundation
import FormKit
import ListDiffKit
import ListKit

/// FormKit's manager: an item reload in a small and a huge form, a manager reload after one item
/// was added to a form of 10k bunches, and building a 100k-item form.
@MainActor
struct ManagerBenchmark {
    let runs: Int
    let quick: Bool
    /// Runs only part 2 (manager reloads), many times: for a profiler.
    var reloadsOnly = false
    /// With `reloadsOnly`: add a bunch before each reload instead of an item.
    var addsBunches = false

    /// A form of `bunches` bunches of `itemsPerBunch` label items, in sections of 100 bunches.
    static func makeForm(bunches: Int, itemsPerBunch: Int) -> (AdapterManager, [ItemBunch]) {
        let all = (0..<bunches).map { index in
            ItemBunch(items: (0..<itemsPerBunch).map { LabelItem("Item \(index).\($0)", detail: "value") })
        }
        return (.showing(Section.hundreds(of: all), width: 60, height: 40), all)
    }

    func run() {
        print("AdapterManager benchmark: medians, microseconds unless marked")
        print("")
        let clock = ContinuousClock()

        if reloadsOnly {
            let (manager, bunches) = Self.makeForm(bunches: 10_000, itemsPerBunch: 10)
            var times: [Double] = []
            for round in 0..<runs {
                if addsBunches {
                    manager.sections[(round * 31) % manager.sections.count].addItemBunch(ItemBunch(item: LabelItem("b \(round)")))
                } else {
                    bunches[(round * 7919) % bunches.count].addItem(LabelItem("added \(round)"))
                }
                times.append(microseconds(clock.measure { manager.reload() }))
            }
            print("manager.reload() after adding one item, 10k bunches \(format(median(times)))")
            return
        }

        // 1. item.reload() in forms of 100 and 100k items (10 items per bunch), and in the same loop
        //    a bare CollectionView.reloadItems of the same index path (the floor: a fresh size and
        //    cell, and the visible cells laid out again).
        let small = Self.makeForm(bunches: 10, itemsPerBunch: 10)
        let large = Self.makeForm(bunches: 10_000, itemsPerBunch: 10)
        var smallTimes: [Double] = []
        var largeTimes: [Double] = []
        var bareTimes: [Double] = []
        let reloadRuns = quick ? 5 : max(runs, 201)
        for run in 0..<reloadRuns {
            for (form, times) in [(small, 0), (large, 1)] {
                // An item in the middle of the form, on screen or not.
                let bunch = form.1[form.1.count / 2]
                let item = bunch.items[run % bunch.items.count] as! LabelItem
                item.detail = "v\(run)"
                var reported = false
                let elapsed = microseconds(clock.measure { item.reload { reported = $0 } })
                sink &+= reported ? 1 : 0
                if times == 0 { smallTimes.append(elapsed) } else { largeTimes.append(elapsed) }
                if times == 1, let path = item.indexPath, let view = form.0.adapter.collectionView {
                    bareTimes.append(microseconds(clock.measure {
                        do { try view.reloadItems(at: [path]) } catch { sink &+= 1 }
                    }))
                }
            }
        }
        let itemSmall = median(smallTimes), itemLarge = median(largeTimes), bare = median(bareTimes)
        print("item.reload(), form of 100 items                    \(format(itemSmall))")
        print("item.reload(), form of 100k items                   \(format(itemLarge))")
        print("CollectionView.reloadItems of that item (bare)      \(format(bare))")
        print("  ratio 100k / 100: \(String(format: "%.2f", itemLarge / itemSmall))×  (goal ≤ 2: constant time)")
        print("  ratio item.reload() / bare reloadItems (100k): \(String(format: "%.2f", itemLarge / bare))×  (goal ≤ 1.5)")

        // 2. manager.reload() when nothing changed, in forms of 100, 1k and 10k bunches, interleaved.
        let hundred = Self.makeForm(bunches: 100, itemsPerBunch: 10)
        let thousand = Self.makeForm(bunches: 1_000, itemsPerBunch: 10)
        var unchangedTimes = [[Double]](repeating: [], count: 3)
        let unchangedRounds = quick ? 5 : max(runs, 101)
        for _ in 0..<unchangedRounds {
            for (index, form) in [hundred, thousand, large].enumerated() {
                var reported = false
                unchangedTimes[index].append(microseconds(clock.measure { form.0.reload { reported = $0 } }))
                sink &+= reported ? 1 : 0
            }
        }
        let unchanged = unchangedTimes.map(median)
        print("manager.reload(), nothing changed, 100 bunches      \(format(unchanged[0]))")
        print("manager.reload(), nothing changed, 1k bunches       \(format(unchanged[1]))")
        print("manager.reload(), nothing changed, 10k bunches      \(format(unchanged[2]))")
        print("  ratio 10k / 100: \(String(format: "%.2f", unchanged[2] / unchanged[0]))×  (goal ≤ 2: proportional to what changed)")

        // 3. manager.reload() after one item was added, in a form of 10k bunches, and after one bunch
        //    was added; each against a typed ListDiff of the bunch array before and after the
        //    change, measured in the same loop.
        let (manager, bunches) = large
        let reloadRounds = quick ? 3 : max(runs / 4, 31)
        /// The medians of manager.reload() after `change(round)`, and of a typed ListDiff of the
        /// bunch arrays before and after it, measured in the same loop.
        func reloadAgainstDiff(after change: (_ round: Int) -> Void) -> (reload: Double, diff: Double) {
            var reloadTimes: [Double] = []
            var diffTimes: [Double] = []
            for round in 0..<reloadRounds {
                let before = manager.sections.flatMap(\.itemBunches)
                change(round)
                let after = manager.sections.flatMap(\.itemBunches)
                reloadTimes.append(microseconds(clock.measure { manager.reload() }))
                diffTimes.append(microseconds(clock.measure {
                    sink &+= ListDiff(oldArray: before, newArray: after, option: .equality).changeCount
                }))
            }
            return (median(reloadTimes), median(diffTimes))
        }
        let (managerMedian, diffMedian) = reloadAgainstDiff { round in
            bunches[(round * 7919) % bunches.count].addItem(LabelItem("added \(round)"))
        }
        print("manager.reload() after adding one item, 10k bunches \(format(managerMedian))")
        print("ListDiff of the 10k-bunch array (typed)             \(format(diffMedian))")
        print("  ratio: \(String(format: "%.2f", managerMedian / diffMedian))×  (goal ≤ 3)")
        let (structural, structuralDiff) = reloadAgainstDiff { round in
            manager.sections[(round * 31) % manager.sections.count].addItemBunch(ItemBunch(item: LabelItem("bunch \(round)")))
        }
        print("manager.reload() after adding one bunch, 10k bunches\(format(structural))")
        print("ListDiff of the bunch arrays before and after (typed)\(format(structuralDiff))")
        print("  ratio: \(String(format: "%.2f", structural / structuralDiff))×  (goal ≤ 3)")

        // 4. Building a 100k-item form: time and memory per item.
        let before = peakResidentKilobytes()
        let start = clock.now
        let built = Self.makeForm(bunches: 10_000, itemsPerBunch: 10)
        let buildTime = start.duration(to: clock.now)
        let after = peakResidentKilobytes()
        print("build + first reload of a 100k-item form            \(String(format: "%.0f", milliseconds(buildTime))) ms"
              + "  (\(String(format: "%.2f", microseconds(buildTime) / 100_000)) µs per item)")
        if let before, let after {
            print("peak RSS growth                                     \(after - before) KiB"
                  + "  (\(String(format: "%.0f", Double(after - before) * 1024 / 100_000)) bytes per item; the first form of"
                  + " the same size was already resident, so this is an upper bound for one more form)")
        }
        withExtendedLifetime((small, built, hundred, thousand)) {}
        if sink == 42 { print("") }
    }

    /// The process's peak resident set size (VmHWM), in KiB, on Linux.
    func peakResidentKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        }
        return nil
    }

    func format(_ value: Double) -> String { String(format: "%10.1f", value) }
}
