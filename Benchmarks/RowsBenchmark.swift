import Foundation
import FormKit
import ListKit

/// Repeating rows: moving one row in forms of 1k, 10k and 100k rows, adding a row and undoing a
/// delete in 10k rows, each against a baseline measured in the same loop.
@MainActor
struct RowsBenchmark {
    let runs: Int

    /// A form of `count` one-field rows (a list of email addresses), shown in a 40-line viewport.
    static func makeForm(rows count: Int) -> (AdapterManager, RepeatingRows) {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60, height: 40)
        let rows = RepeatingRows("Emails", key: "emails", rowTitle: "Email", count: count) { TextItem("Email") }
        rows.rowTitles = .plain
        let manager = AdapterManager(adapter: adapter)
        manager.addSection(Section(header: "Team") { rows })
        manager.reload()
        return (manager, rows)
    }

    func run() {
        print("Repeating rows benchmark: medians of \(runs), microseconds")
        print("")
        let clock = ContinuousClock()
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        func microseconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
        }
        func format(_ value: Double) -> String { String(format: "%9.1f", value) }
        func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

        // 1. Moving one row down by one place and back (a person pressing "move down"), in forms of
        //    1k, 10k and 100k rows; each move sends exactly one move.
        var moveMedians: [Int: Double] = [:]
        var farMedians: [Int: Double] = [:]
        for count in [1_000, 10_000, 100_000] {
            let (manager, rows) = Self.makeForm(rows: count)
            let view = manager.adapter.collectionView!
            var times: [Double] = []
            var far: [Double] = []
            var batchesOK = true
            for run in 0..<runs {
                let row = rows.rows[count / 2 + (run % 2)]
                view.clearAppliedUpdates()
                times.append(microseconds(clock.measure { rows.moveRow(row, to: count / 2 + 1 - (run % 2)) }))
                batchesOK = batchesOK && view.appliedUpdates.count == 1 && view.appliedUpdates[0].description.hasPrefix("moved sections")
                    && !view.appliedUpdates[0].description.contains(";")
                // The first row to the end and back: as far as a row moves.
                let first = rows.rows[0]
                far.append(microseconds(clock.measure { rows.moveRow(first, to: count - 1) }))
                rows.moveRow(first, to: 0)
            }
            moveMedians[count] = median(times)
            farMedians[count] = median(far)
            print("move a row by one place, \(count) rows \(format(median(times)))   first to last \(format(median(far)))"
                  + (batchesOK ? "   one move each" : "   NOT ONE MOVE"))
        }
        if let small = moveMedians[1_000], let large = moveMedians[100_000], let farSmall = farMedians[1_000],
           let farLarge = farMedians[100_000] {
            print("  100k / 1k: \(ratio(large / small)) (goal ≤ 1.5×); first to last: \(ratio(farLarge / farSmall))")
        }
        print("")

        // 2. Adding a row at the end of 10k rows, and undoing a delete, against item.reload() of a
        //    field on screen, in the same loop.
        let (manager, rows) = Self.makeForm(rows: 10_000)
        var adds: [Double] = []
        var undos: [Double] = []
        var reloads: [Double] = []
        for run in 0..<runs {
            adds.append(microseconds(clock.measure { _ = rows.addRow() }))
            rows.deleteRow(rows.rows[rows.rows.count - 1])
            rows.deleteRow(rows.rows[5_000])
            undos.append(microseconds(clock.measure { _ = manager.undo() }))
            let field = rows.rows[run % 20].scalarField as! TextItem
            field.setValue("r\(run)", notify: false)
            reloads.append(microseconds(clock.measure { field.reload() }))
        }
        let reload = median(reloads)
        print("item.reload() of a field on screen, 10k rows \(format(reload))")
        print("add a row at the end, 10k rows           \(format(median(adds)))   \(ratio(median(adds) / reload)) item.reload() (goal ≤ 2×)")
        print("undo a delete of row 5,000, 10k rows     \(format(median(undos)))   \(ratio(median(undos) / reload)) item.reload()")
        _ = manager
    }
}
