import Foundation
import FormKit

/// Rules across fields at scale: 1,000 job rows, each with an end-after-start rule
/// (``RepeatingRows/rowRules``). After a validation (which runs every row's rule), a change typed
/// in row 500 runs that row's rule alone: the benchmark counts the rules that ran, and times a
/// change against the same change in the same form without rules (alternating runs, ratio per
/// run), and a whole validation with rules against one without.
@MainActor
struct RulesBenchmark {
    let runs: Int

    static let utc = TimeZone(identifier: "UTC")!

    func makeForm(rows count: Int, rules: Bool) -> (AdapterManager, RepeatingRows) {
        let rows = RepeatingRows("Jobs", key: "jobs", rowTitle: "Job", count: count) {
            DateTimeItem("Start", key: "start", timeZone: Self.utc)
            DateTimeItem("End", key: "end", timeZone: Self.utc)
        }
        if rules { rows.checkingEachRow(.after("end", "start")) }
        let section = Section()
        section.add(rows)
        let manager = AdapterManager.showing([section], width: 60, height: 40)
        let start = Date(timeIntervalSince1970: 1_577_836_800), end = start.addingTimeInterval(86_400 * 365)
        for row in rows.rows {
            (row.fields[0] as? DateTimeItem)?.value = start
            (row.fields[1] as? DateTimeItem)?.value = end
        }
        return (manager, rows)
    }

    func run() {
        print("Rules benchmark: 1,000 rows, each with an end-after-start rule (medians of \(runs); ratio per run)")
        let (ruled, ruledRows) = makeForm(rows: 1_000, rules: true)
        let (plain, plainRows) = makeForm(rows: 1_000, rules: false)
        var validate: (ruled: [Double], plain: [Double]) = ([], [])
        for run in 0..<runs {
            for which in run.isMultiple(of: 2) ? [true, false] : [false, true] {
                let manager = which ? ruled : plain
                let time = milliseconds(ContinuousClock().measure { _ = manager.validate() })
                if which { validate.ruled.append(time) } else { validate.plain.append(time) }
            }
        }
        print(HTMLBenchmark.label("validate (1,000 rules ran)") + String(format: "%8.2f ms   without rules %8.2f ms   %.2f×",
              median(validate.ruled), median(validate.plain), HTMLBenchmark.ratio(validate.ruled, validate.plain)))
        // A change in row 500, after the validation: one rule runs.
        var change: (ruled: [Double], plain: [Double]) = ([], [])
        var ranPerChange: [Int] = []
        for run in 0..<max(runs, 200) {
            let day = Date(timeIntervalSince1970: 1_577_836_800 + Double(86_400 * (run % 300 + 1)))
            for which in run.isMultiple(of: 2) ? [true, false] : [false, true] {
                let rows = which ? ruledRows : plainRows
                let item = rows.rows[500].fields[0] as? DateTimeItem
                let before = ruled.ruleRunCount
                let time = microseconds(ContinuousClock().measure { item?.value = day })
                if which {
                    change.ruled.append(time)
                    ranPerChange.append(ruled.ruleRunCount - before)
                } else {
                    change.plain.append(time)
                }
            }
        }
        let ran = Set(ranPerChange)
        print(HTMLBenchmark.label("a change in row 500: rules run per change") + (ran == [1] ? "1 (every change)" : "\(ran.sorted()) — not 1"))
        print(HTMLBenchmark.label("a change in row 500") + String(format: "%8.1f µs   without rules %8.1f µs   %.2f×",
              median(change.ruled), median(change.plain), HTMLBenchmark.ratio(change.ruled, change.plain)))
        if ran != [1] { exit(1) }
    }
}
