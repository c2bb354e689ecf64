import Foundation
import ListDiffKit

// swift run -c release Benchmarks [diff] [--quick] [--runs N]
//
// Prints, for each scenario, the median time of several runs of ListDiff, of a floor baseline
// measured in the same run (a Dictionary built from the old identifiers, then a look-up of every
// new one: the least work any hashing diff does), of ListDiff with IGListKit's move rule, and of
// the standard library's CollectionDifference on the identifier arrays, with their ratios.

var arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
arguments.removeAll { $0 == "--quick" }
var runs = quick ? 1 : 9
if let flag = arguments.firstIndex(of: "--runs") {
    guard flag + 1 < arguments.count, let value = Int(arguments[flag + 1]), value > 0 else {
        print("--runs needs a positive number")
        exit(2)
    }
    runs = value
    arguments.removeSubrange(flag...(flag + 1))
}
let command = arguments.first ?? "diff"

switch command {
case "diff":
    DiffBenchmark(runs: runs, quick: quick).run()
case "profile":
    // ListDiff alone on every scenario (or those whose name starts with the next argument), for a
    // profiler: perf record … Benchmarks profile 100k
    let prefix = arguments.dropFirst().first ?? ""
    for scenario in Scenario.all(quick: false) where scenario.name.hasPrefix(prefix) {
        for _ in 0..<runs {
            sink &+= ListDiff(oldArray: scenario.old, newArray: scenario.new, option: .equality).changeCount
        }
    }
    print("ran ListDiff \(runs) times on each scenario (\(sink))")
case "collectionview":
    try CollectionViewBenchmark(runs: quick ? 3 : max(runs, 101)).run()
case "adapter":
    AdapterBenchmark(runs: quick ? 3 : max(runs, 101)).run()
case "manager":
    ManagerBenchmark(runs: runs, quick: quick, reloadsOnly: arguments.dropFirst().first == "reloads"
                     || arguments.dropFirst().first == "bunches",
                     addsBunches: arguments.dropFirst().first == "bunches").run()
case "forms":
    FormsBenchmark(runs: quick ? 3 : max(runs, 9)).run()
case "terminal":
    if arguments.dropFirst().first == "breakdown" {
        // terminal breakdown [fields]: both sizes, or one (for a profiler).
        let sizes = arguments.dropFirst(2).first.flatMap { Int($0) }.map { [$0] } ?? [10, 10_000]
        for fields in sizes { TerminalBenchmark(runs: 1).breakdown(fields: fields) }
    } else {
        TerminalBenchmark(runs: quick ? 3 : max(runs, 9)).run()
    }
case "rows":
    if arguments.dropFirst().first == "sections" {
        RowsBenchmark(runs: max(runs, 1_000)).profileSectionMoves()
    } else {
        RowsBenchmark(runs: quick ? 3 : max(runs, 21)).run()
    }
case "schema":
    if arguments.dropFirst().first == "validation" {
        // schema validation [DIR]: the compiled validation alone; DIR gets its document and value
        // (order.schema.json, order.value.json) for Scripts/compare-validators.
        let benchmark = SchemaBenchmark(runs: quick ? 1 : max(runs, 9), quick: quick)
        if let folder = arguments.dropFirst(2).first { benchmark.writeOrder(to: folder) }
        benchmark.runCompiled(quick: quick)
    } else {
        SchemaBenchmark(runs: quick ? 1 : max(runs, 9), quick: quick).run()
    }
case "compare":
    // compare write DIR: the documents Scripts/compare-validators measures every validator on;
    // compare round DIR [BUDGET_MS [ONLY]]: this package's times on them, one round (see
    // ComparedRound), or only the cases whose "document value case" contains ONLY;
    // compare alone: both, in a temporary folder.
    let step = arguments.dropFirst().first
    let folder = (step == "write" || step == "round") ? arguments.dropFirst(2).first : nil
    let target = folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("compared-\(ProcessInfo.processInfo.processIdentifier)").path
    do {
        if step != "round" { try ComparedDocument.write(to: target) }
        if step != "write" {
            let budget = (step == "round" ? arguments.dropFirst(3).first.flatMap(Double.init) : nil) ?? (quick ? 2 : 200)
            try ComparedRound(folder: target, budget: budget, only: step == "round" ? arguments.dropFirst(4).first : nil).run()
        }
        if folder == nil { try? FileManager.default.removeItem(atPath: target) }
    } catch {
        print("compare: \(error)")
        exit(1)
    }
case "json":
    if arguments.dropFirst().first == "parse" {
        // json parse [0|1|2]: one document (the 10k-item array unless told) parsed over and over,
        // alone, for a profiler.
        JSONBenchmark.parseAlone(times: max(runs, 100), document: arguments.dropFirst(2).first.flatMap(Int.init) ?? 2)
    } else {
        JSONBenchmark(runs: quick ? 3 : max(runs, 9), quick: quick).run()
    }
case "html":
    if arguments.dropFirst().first == "render" {
        // html render [fields] | live | bind: GETs of one page, live updates of one field, or full
        // posts, alone, for a profiler.
        HTMLBenchmark(runs: runs).profileRender(fields: arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1_000)
    } else if arguments.dropFirst().first == "live" {
        HTMLBenchmark(runs: runs).profileLive()
    } else if arguments.dropFirst().first == "rows" {
        // html rows: posts naming rows a fresh form lacks, 10 KB to 1 MB.
        HTMLBenchmark(runs: max(runs, 3), quick: quick).rowsPosts()
    } else if arguments.dropFirst().first == "sessions" {
        // html sessions: the memory of 100 served pages per field, against the sessions' estimate.
        HTMLBenchmark(runs: 1, quick: quick).sessionMemory(pages: quick ? 5 : 100)
    } else if arguments.dropFirst().first == "bind" {
        HTMLBenchmark(runs: runs).profileBind()
    } else {
        HTMLBenchmark(runs: quick ? 3 : max(runs, 9), quick: quick).run()
    }
case "patterns":
    PatternBenchmark(runs: quick ? 1 : max(runs, 9), quick: quick).run()
case "rules":
    RulesBenchmark(runs: quick ? 3 : max(runs, 15)).run()
case "language":
    LanguageBenchmark(runs: quick ? 3 : max(runs, 15), quick: quick).run()
case "help", "--help", "-h":
    print("usage: swift run -c release Benchmarks [diff | collectionview | adapter | manager | forms | terminal | rows [sections] | schema [validation [DIR]] | json | patterns | language | rules | html [render [fields] | live | bind | rows | sessions] | profile [scenario prefix]] [--quick] [--runs N]")
default:
    print("unknown benchmark '\(command)'; usage: swift run -c release Benchmarks [diff | collectionview | adapter | manager | forms | terminal | rows [sections] | schema | json | patterns | language | rules | html | profile [scenario prefix]] [--quick] [--runs N]")
    exit(2)
}
