import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// A seeded model check of one-field rows: random adds, deletes, moves, undos, redos, value edits,
/// several edits in one batch, titles switched between plain (the rows' fields are the items of one
/// bunch) and numbered (a section per row), and a switch that hides every field. After every step
/// the screen and the values equal those of a form built fresh from the model, and a single edit's
/// batch is exactly that edit.
@MainActor
@Suite struct OneFieldRowsModelCheckTests {

    /// A switch that hides the fields, then rows of one email field.
    static func makeForm(rows count: Int, titles: RowTitles) -> (AdapterManager, RepeatingRows) {
        let rows = RepeatingRows("Emails", key: "emails", rowTitle: "Email", count: count) {
            TextItem("Email").hidden(when: .value("compact", is: true))
        }
        rows.rowTitles = titles
        let manager = makeManager(width: 30)
        manager.addSection(Section(header: "Team") {
            BoolItem("Compact", key: "compact")
            rows
        })
        manager.reload()
        return (manager, rows)
    }

    /// The form's values: the model's rows in order, each with the email typed into it (typing is
    /// not undone).
    static func values(_ model: [RowID], emails: [RowID: String], compact: Bool) -> JSONObject {
        ["compact": .bool(compact), "emails": .array(model.map { .string(emails[$0] ?? "") })]
    }

    @Test(arguments: 1...12)
    func randomRowEditsKeepScreenValuesAndIdentitiesTrueWithExactBatches(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        var titles = RowTitles.plain
        let (live, rows) = Self.makeForm(rows: 3, titles: titles)
        var model = rows.rows.map(\.id)
        var emails: [RowID: String] = [:]
        var undone: [[RowID]] = []
        var done: [[RowID]] = []
        var compact = false
        var counter = 0
        var exactBatches = 0
        _ = live.takeLog()

        /// The batch of one edit: plain titles move, insert or delete the field (section 2); numbered
        /// ones the row's section (row i is section i + 2), with a reload of every row whose number
        /// changed, where it was.
        func expected(insert index: Int? = nil, delete: Int? = nil, move: (Int, Int)? = nil, count: Int) -> [[String]] {
            var batch = CollectionViewBatchUpdate()
            var renumbered: Range<Int> = 0..<0
            if titles.isPlain {
                if let index { batch.insertItems(at: [IndexPath(item: index, section: 2)]) }
                if let delete { batch.deleteItems(at: [IndexPath(item: delete, section: 2)]) }
                if let (from, to) = move { batch.moveItem(at: IndexPath(item: from, section: 2), to: IndexPath(item: to, section: 2)) }
            } else {
                if let index {
                    batch.insertSections([index + 2])
                    renumbered = index..<count
                }
                if let delete {
                    batch.deleteSections([delete + 2])
                    renumbered = delete + 1..<count
                }
                if let (from, to) = move {
                    batch.moveSection(from + 2, toSection: to + 2)
                    renumbered = min(from, to)..<max(from, to) + 1
                }
                batch.reloadItems(at: renumbered.map { IndexPath(item: 0, section: $0 + 2) })
            }
            var texts = [[batch.normalized.description]]
            // Two neighbours swapping is one move either way: the diff keeps the longer run.
            if !titles.isPlain, let (from, to) = move, abs(from - to) == 1 {
                var other = batch
                other.movedSections = [ListMoveIndex(from: to + 2, to: from + 2)]
                texts.append([other.normalized.description])
            }
            return texts
        }
        /// A structural edit: the model's state before it can come back with undo.
        func record(_ before: [RowID]) {
            undone.append(before)
            done.removeAll()
        }

        for step in 0..<60 {
            let context = "seed \(seed), step \(step), \(titles.isPlain ? "plain" : "numbered")"
            var allowed: [[String]]?
            let count = model.count
            // The switch that hides the fields is turned off soon after it is turned on.
            var kind = Int.random(in: 0..<13, using: &rng)
            if kind >= 10 { kind = compact ? 7 : kind - 10 }
            switch kind {
            case 0 where count < 9:
                let index = Int.random(in: 0...count, using: &rng)
                let before = model
                let row = try #require(rows.addRow(at: index))
                model.insert(row.id, at: index)
                record(before)
                allowed = expected(insert: index, count: count)
            case 1 where count > 0:
                let index = Int.random(in: 0..<count, using: &rng)
                let before = model
                #expect(rows.deleteRow(rows.rows[index]))
                model.remove(at: index)
                record(before)
                allowed = expected(delete: index, count: count)
            case 2 where count > 1:
                let from = Int.random(in: 0..<count, using: &rng)
                var to = Int.random(in: 0..<count - 1, using: &rng)
                if to >= from { to += 1 }
                let before = model
                #expect(rows.moveRow(rows.rows[from], to: to))
                model.moveSubrange(from..<from + 1, to: to)
                record(before)
                allowed = expected(move: (from, to), count: count)
            case 3 where !undone.isEmpty:
                #expect(live.undo() != nil, "\(context)")
                done.append(model)
                model = undone.removeLast()
            case 4 where !done.isEmpty:
                #expect(live.redo() != nil, "\(context)")
                undone.append(model)
                model = done.removeLast()
            case 5 where count > 0:
                let index = Int.random(in: 0..<count, using: &rng)
                counter += 1
                (rows.rows[index].scalarField as! TextItem).value = "e\(counter)@example.com"
                emails[model[index]] = "e\(counter)@example.com"
                allowed = [[titles.isPlain ? "reloaded items [2, \(index)]" : "reloaded items [\(index + 2), 0]"]]
            case 6:
                titles = titles.isPlain ? .numbered : .plain
                rows.rowTitles = titles
            case 7:
                compact.toggle()
                (live.item(forKey: "compact") as! BoolItem).value = compact
            case 8 where count > 1 && count < 9:
                // Two edits in one batch: one batch (diffed), two edits to undo.
                let before = model
                var inserted = before
                live.performBatchUpdates {
                    let row = rows.addRow(at: 0)!
                    inserted.insert(row.id, at: 0)
                    #expect(rows.deleteRow(rows.rows[count]))
                }
                model = inserted
                model.remove(at: count)
                record(before)
                undone.append(inserted)
            default:
                continue
            }
            let log = live.takeLog()
            #expect(log.count <= 1, "\(context): \(log)")
            if let allowed, !compact {
                #expect(allowed.contains(log), "\(context): \(log)")
                exactBatches += 1
            }
            live._checkInvariants()
            #expect(rows.rows.map(\.id) == model, "\(context): identities")
            let (fresh, _) = Self.makeForm(rows: 0, titles: titles)
            try fresh.setValues(Self.values(model, emails: emails, compact: compact))
            #expect(live.values == fresh.values, "\(context): values")
            #expect(live.text == fresh.text, "\(context): screen")
            if live.text != fresh.text { return }
        }
        #expect(exactBatches >= 5, "seed \(seed): the steps checked their batches")
    }
}
