import Foundation
import FormKit
import ListKit

/// Repeating rows: moving one row in forms of 1k, 10k and 100k rows (one-field rows, and rows of
/// two fields or with numbered titles, which stay one section per row), adding a row and undoing
/// a delete in 10k rows, each against a baseline measured in the same loop.
@MainActor
struct RowsBenchmark {
    let runs: Int

    /// A form of `count` rows, shown in a 40-line viewport: rows of one field (a list of email
    /// addresses) or of two (addresses: a street and a city), titled `titles`.
    static func makeForm(rows count: Int, fields: Int = 1, titles: RowTitles = .plain) -> (AdapterManager, RepeatingRows) {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60, height: 40)
        let rows = fields == 1
            ? RepeatingRows("Emails", key: "emails", rowTitle: "Email", count: count) { TextItem("Email") }
            : RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", count: count) {
                TextItem("Street", key: "street")
                TextItem("City", key: "city")
            }
        rows.rowTitles = titles
        let manager = AdapterManager(adapter: adapter)
        manager.addSection(Section(header: "Team") { rows })
        manager.reload()
        return (manager, rows)
    }

    /// One form of the move benchmark, and its times.
    @MainActor
    final class MoveCase {
        let name: String
        let count: Int
        let manager: AdapterManager
        let rows: RepeatingRows
        var byOne: [Double] = []
        var far: [Double] = []
        var exact = true

        init(_ name: String, count: Int, fields: Int = 1, titles: RowTitles = .plain) {
            self.name = name
            self.count = count
            (manager, rows) = RowsBenchmark.makeForm(rows: count, fields: fields, titles: titles)
        }

        /// Whether the view's applied updates are one batch that moves one section or one item and
        /// inserts or deletes nothing (numbered titles add reloads of the renumbered rows).
        func isOneMove(_ view: CollectionView) -> Bool {
            guard view.appliedUpdates.count == 1, case .batch(let batch) = view.appliedUpdates[0] else { return false }
            return batch.movedSections.count + batch.movedItems.count == 1 && batch.insertedSections.isEmpty
                && batch.deletedSections.isEmpty && batch.insertedItems.isEmpty && batch.deletedItems.isEmpty
        }
    }

    /// Only moves of one row by one place in 10k rows of two fields (each a section), many
    /// times: for a profiler (`rows sections`).
    func profileSectionMoves() {
        let (manager, rows) = Self.makeForm(rows: 10_000, fields: 2)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for run in 0..<runs { rows.moveRow(rows.rows[5_000 + run % 2], to: 5_001 - run % 2) }
        }
        withExtendedLifetime(manager) {}
        print("\(runs) moves by one place, 10k two-field rows: \(String(format: "%.1f", microseconds(elapsed) / Double(runs))) µs each")
    }

    func run() {
        print("Repeating rows benchmark: medians of \(runs), microseconds")
        print("")
        let clock = ContinuousClock()
        func format(_ value: Double) -> String { String(format: "%9.1f", value) }
        func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

        // 1. Moving one row down by one place and back (a person pressing "move down"), and the
        //    first row to the end and back, in forms of 1k, 10k and 100k rows; the forms take turns
        //    in every run, so that the ratios compare times measured together.
        let cases = [
            MoveCase("one-field rows", count: 1_000), MoveCase("one-field rows", count: 10_000),
            MoveCase("one-field rows", count: 100_000),
            MoveCase("two-field rows", count: 1_000, fields: 2), MoveCase("two-field rows", count: 10_000, fields: 2),
            MoveCase("numbered one-field rows", count: 1_000, titles: .numbered),
            MoveCase("numbered one-field rows", count: 10_000, titles: .numbered),
        ]
        for run in 0..<runs {
            for form in cases {
                let rows = form.rows
                let view = form.manager.adapter.collectionView!
                let row = rows.rows[form.count / 2 + (run % 2)]
                // Once unmeasured, there and back, as a person's second press finds it.
                rows.moveRow(row, to: form.count / 2 + 1 - (run % 2))
                rows.moveRow(row, to: form.count / 2 + (run % 2))
                view.clearAppliedUpdates()
                form.byOne.append(microseconds(clock.measure { rows.moveRow(row, to: form.count / 2 + 1 - (run % 2)) }))
                form.exact = form.exact && form.isOneMove(view)
                let first = rows.rows[0]
                view.clearAppliedUpdates()
                form.far.append(microseconds(clock.measure { rows.moveRow(first, to: form.count - 1) }))
                form.exact = form.exact && form.isOneMove(view)
                rows.moveRow(first, to: 0)
                view.clearAppliedUpdates()
            }
        }
        for form in cases {
            print("move a row by one place, \(form.count) \(form.name)".padding(toLength: 58, withPad: " ", startingAt: 0)
                  + "\(format(median(form.byOne)))   first to last \(format(median(form.far)))"
                  + (form.exact ? "   one move each" : "   NOT ONE MOVE"))
        }
        // The ratios of each run's times (measured together), then their median.
        func runRatios(_ large: MoveCase, _ small: MoveCase, _ times: KeyPath<MoveCase, [Double]>) -> String {
            ratio(median(zip(large[keyPath: times], small[keyPath: times]).map { $0 / $1 }))
        }
        print("  one-field rows, 100k / 1k: \(runRatios(cases[2], cases[0], \.byOne)) (goal ≤ 1.5×);"
              + " 10k / 1k: \(runRatios(cases[1], cases[0], \.byOne)); first to last, 100k / 1k: \(runRatios(cases[2], cases[0], \.far))")
        print("  two-field rows, 10k / 1k: \(runRatios(cases[4], cases[3], \.byOne));"
              + " numbered one-field rows, 10k / 1k: \(runRatios(cases[6], cases[5], \.byOne))")
        print("")

        // 2. Adding a row at the end of 10k rows, and undoing a delete, against item.reload() of a
        //    field on screen, in the same loop; one-field rows and two-field rows take turns.
        let forms = [Self.makeForm(rows: 10_000), Self.makeForm(rows: 10_000, fields: 2)]
        var adds: [[Double]] = [[], []]
        var undos: [[Double]] = [[], []]
        var reloads: [Double] = []
        for run in 0..<runs {
            for (kind, (manager, rows)) in forms.enumerated() {
                adds[kind].append(microseconds(clock.measure { _ = rows.addRow() }))
                rows.deleteRow(rows.rows[rows.rows.count - 1])
                rows.deleteRow(rows.rows[5_000])
                undos[kind].append(microseconds(clock.measure { _ = manager.undo() }))
            }
            let field = forms[0].1.rows[run % 20].scalarField as! TextItem
            field.setValue("r\(run)", notify: false)
            reloads.append(microseconds(clock.measure { field.reload() }))
        }
        let reload = median(reloads)
        print("item.reload() of a field on screen, 10k rows \(format(reload))")
        for (kind, name) in ["one-field", "two-field"].enumerated() {
            print("add a row at the end, 10k \(name) rows       \(format(median(adds[kind])))   "
                  + "\(ratio(median(adds[kind]) / reload)) item.reload()" + (kind == 0 ? " (goal ≤ 2×)" : ""))
            print("undo a delete of row 5,000, 10k \(name) rows \(format(median(undos[kind])))   "
                  + "\(ratio(median(undos[kind]) / reload)) item.reload()")
        }
        withExtendedLifetime(forms) {}
    }
}
