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
        print("CollDiff = CollectionDifference of the identifier arrays, in the same rounds when one run of it")
        print("takes under 50 ms, else alone (at most 3 runs)")
        print("")
        let header = ["scenario", "ListDiff", "+sets", "paths", "floor", "heckel", "CollDiff",
                      "LD/floor", "LD/heckel", "CD/LD", "moves", "heckel moves"]
        let widths = [48, 9, 8, 8, 8, 8, 10, 9, 10, 8, 7, 12]
        print(row(header, widths))
        for input in Scenario.modelInputs(quick: quick) { measure(input, widths) }
        for input in Scenario.stringInputs(quick: quick) { measure(input, widths) }
        for input in Scenario.uuidInputs(quick: quick) { measure(input, widths) }
        print("")
        print("CD/LD: CollectionDifference's time over ListDiff's (above 1×: ListDiff is faster); n/a where")
        print("only contents changed, which CollectionDifference on the identifiers does not see")
        print("")
        MemoryBenchmark(quick: quick).run()
        if sink == 42 { print("") }
    }

    func measure<Element: ListDiffable>(_ scenario: DiffInput<Element>, _ widths: [Int]) {
        // Rounds run every contender once, in turn, so a burst of noise on the machine hits them
        // all alike; each column is the median over the rounds. CollectionDifference joins the
        // rounds where one run of it is quick (under 50 ms); else it runs alone, at most 3 times.
        let oldIdentifiers = scenario.old.map(\.diffIdentifier)
        let newIdentifiers = scenario.new.map(\.diffIdentifier)
        let runCollectionDifference = { sink &+= newIdentifiers.difference(from: oldIdentifiers).count }
        var interleavesCollectionDifference = false
        if scenario.runsCollectionDifference {
            interleavesCollectionDifference = milliseconds(ContinuousClock().measure(runCollectionDifference)) < 50
        }
        var bodies: [() -> Void] = [
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
        ]
        if interleavesCollectionDifference { bodies.append(runCollectionDifference) }
        let medians = interleavedMedians(bodies)
        let (diff, withSets, paths, floor, heckel) = (medians[0], medians[1], medians[2], medians[3], medians[4])
        var collectionDifference: Double?
        if interleavesCollectionDifference {
            collectionDifference = medians[5]
        } else if scenario.runsCollectionDifference {
            collectionDifference = median(runs: min(runs, 3), runCollectionDifference)
        }
        let result = ListDiff(oldArray: scenario.old, newArray: scenario.new, option: .equality)
        let heckelResult = ListDiff(oldArray: scenario.old, newArray: scenario.new, option: .equality, moveStrategy: .heckel)
        let speedup: String
        if let collectionDifference {
            speedup = scenario.contentOnly ? "n/a" : ratio(collectionDifference / diff)
        } else {
            speedup = "–"
        }
        print(row([
            scenario.name, format(diff), format(withSets), format(paths), format(floor), format(heckel),
            collectionDifference.map(format) ?? "skipped",
            String(format: "%.2f×", diff / floor), String(format: "%.2f×", diff / heckel), speedup,
            "\(result.moves.count)", "\(heckelResult.moves.count)",
        ], widths))
    }

    /// Two decimals below 10×, none above.
    func ratio(_ value: Double) -> String {
        String(format: value < 10 ? "%.2f×" : "%.0f×", value)
    }

    /// The least work a hashing diff does: index the old identifiers, look up every new one.
    func floorBaseline<Element: ListDiffable>(old: [Element], new: [Element]) -> Int {
        var table = [Element.DiffIdentifier: Int](minimumCapacity: old.count)
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

/// Peak extra memory of one diff of 1M elements, against the floor's, measured in the same run.
///
/// Linux only: the peak resident size (VmHWM in /proc/self/status, reset before each run by
/// writing 5 to /proc/self/clear_refs) minus the resident size just before the run. glibc's mmap
/// threshold is fixed at 128 KiB and `malloc_trim` runs before each measurement, so that large
/// buffers come from and go back to the system and memory freed earlier neither hides nor
/// inflates the peak.
struct MemoryBenchmark {
    /// Quick mode measures the 100k edit instead of the 1M one.
    var quick = false

    func run() {
        #if os(Linux)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return print("peak memory: mallopt not found") }
        let mmapThreshold: Int32 = -3 // M_MMAP_THRESHOLD in malloc.h
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 128 * 1024)
        print("peak extra memory of one diff (MiB; median of 3): VmHWM minus VmRSS before it")
        let widths = [48, 9, 8, 9]
        print(row(["input", "ListDiff", "floor", "LD/floor"], widths))
        let size = quick ? " 100k: 10k" : " 1M"
        if let model = Scenario.modelInputs(quick: quick).first(where: { $0.name.contains(size) }) { measure(model, widths) }
        if let string = Scenario.stringInputs(quick: quick).first(where: { $0.name.contains(size) }) { measure(string, widths) }
        if let uuid = Scenario.uuidInputs(quick: quick).first(where: { $0.name.contains(size) }) { measure(uuid, widths) }
        #else
        print("peak memory: measured on Linux only")
        #endif
    }

    #if os(Linux)
    func measure<Element: ListDiffable>(_ input: DiffInput<Element>, _ widths: [Int]) {
        let diff = median { sink &+= ListDiff(oldArray: input.old, newArray: input.new, option: .equality).changeCount }
        let floor = median { sink &+= DiffBenchmark(runs: 1, quick: true).floorBaseline(old: input.old, new: input.new) }
        print(row([input.name, String(format: "%.1f", diff), String(format: "%.1f", floor),
                   String(format: "%.2f×", diff / floor)], widths))
    }

    /// The median over three runs of the peak extra resident memory of `body`, in MiB.
    func median(_ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<3 {
            trimHeap()
            resetPeak()
            let before = status("VmRSS")
            body()
            samples.append(Double(status("VmHWM") - before) / 1024)
        }
        return samples.sorted()[1]
    }

    func trimHeap() {
        typealias MallocTrim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: MallocTrim.self)(0) }
    }

    func resetPeak() {
        let file = open("/proc/self/clear_refs", O_WRONLY)
        guard file >= 0 else { return }
        _ = write(file, "5", 1)
        close(file)
    }

    /// A size in KiB from /proc/self/status.
    func status(_ key: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    #endif

    func row(_ cells: [String], _ widths: [Int]) -> String {
        DiffBenchmark(runs: 1, quick: true).row(cells, widths)
    }
}
