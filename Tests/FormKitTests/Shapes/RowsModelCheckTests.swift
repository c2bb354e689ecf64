import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// A seeded model check of row edits: random adds, inserts, deletes, moves, duplicates, undos,
/// redos, nested rows, edits inside rows and rows whose field a condition hides. After every step
/// the screen and the values equal those of a form built fresh from the model, the rows keep their
/// identities, and the batch the step sent is the minimal one for the edit.
@MainActor
@Suite struct RowsModelCheckTests {
    /// A row of the model: a reference, as a form's row is, so undo moves it with its values.
    final class ModelRow {
        let id: RowID
        var street = ""
        var isPrivate = false
        var phones: ModelList

        init(id: RowID, street: String = "", isPrivate: Bool = false, phones: [ModelRow] = []) {
            self.id = id
            self.street = street
            self.isPrivate = isPrivate
            self.phones = ModelList(rows: phones)
        }
    }

    /// A list of model rows (the addresses, or one address's phones).
    final class ModelList {
        var rows: [ModelRow]
        init(rows: [ModelRow]) { self.rows = rows }
    }

    /// A structural edit of a model list, as the history records it.
    enum ModelEdit {
        case insert(ModelList, ModelRow, Int)
        case remove(ModelList, ModelRow, Int)
        case move(ModelList, Int, Int)

        func apply() {
            switch self {
            case .insert(let list, let row, let index): list.rows.insert(row, at: index)
            case .remove(let list, _, let index): list.rows.remove(at: index)
            case .move(let list, let from, let to): list.rows.insert(list.rows.remove(at: from), at: to)
            }
        }

        var inverse: ModelEdit {
            switch self {
            case .insert(let list, let row, let index): .remove(list, row, index)
            case .remove(let list, let row, let index): .insert(list, row, index)
            case .move(let list, let from, let to): .move(list, to, from)
            }
        }
    }

    /// Outer rows of a street, a switch and a note the switch hides, then phone rows.
    static func makeRows(count: Int) -> RepeatingRows {
        let rows = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", count: count) {
            TextItem("Street", key: "street")
            BoolItem("Private", key: "private")
            TextItem("Note", key: "note").hidden(when: .value("private", is: false))
            RepeatingRows("Phones", key: "phones", rowTitle: "Phone") { TextItem("Number") }
        }
        rows.rowTitles = .plain
        rows.allowsDuplicating = true
        return rows
    }

    static func makeForm(_ rows: RepeatingRows) -> AdapterManager {
        let manager = makeManager(width: 36)
        manager.addSection(Section(header: "Customer") {
            TextItem("Name", key: "name")
            rows
        })
        manager.reload()
        return manager
    }

    static func value(of model: ModelList) -> JSONValue {
        .array(model.rows.map { address in
            var object: JSONObject = [:]
            if !address.street.isEmpty { object["street"] = .string(address.street) }
            object["private"] = .bool(address.isPrivate)
            object["phones"] = .array(address.phones.rows.map { .string($0.street) })
            return .object(object)
        })
    }

    /// A form built fresh from the model: its text and values are what the live form must show.
    static func fresh(_ model: ModelList) throws -> AdapterManager {
        let manager = makeForm(makeRows(count: 0))
        try manager.setValues(["addresses": value(of: model)])
        return manager
    }

    @Test(arguments: 1...12)
    func randomRowEditsKeepScreenValuesAndIdentitiesTrueWithMinimalBatches(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        let rows = Self.makeRows(count: 2)
        let live = Self.makeForm(rows)
        let model = ModelList(rows: rows.rows.map { ModelRow(id: $0.id) })
        var undoEdits: [ModelEdit] = []
        var redoEdits: [ModelEdit] = []
        var counter = 0
        func phones(_ index: Int) -> RepeatingRows { rows.rows[index].nestedRows[0] }
        /// A structural edit made on the form: the model makes it too, and records it.
        func record(_ edit: ModelEdit) {
            edit.apply()
            undoEdits.append(edit)
            redoEdits.removeAll()
        }
        _ = live.takeLog()

        for step in 0..<60 {
            let context = "seed \(seed), step \(step)"
            var expected: [[String]]?
            let count = model.rows.count
            switch Int.random(in: 0..<11, using: &rng) {
            case 0 where count < 8:
                let index = Int.random(in: 0...count, using: &rng)
                let row = try #require(rows.addRow(at: index))
                record(.insert(model, ModelRow(id: row.id), index))
                expected = [["inserted sections [\(index + 2)]"]]
            case 1 where count > 0:
                let index = Int.random(in: 0..<count, using: &rng)
                #expect(rows.deleteRow(rows.rows[index]))
                record(.remove(model, model.rows[index], index))
                expected = [["deleted sections [\(index + 2)]"]]
            case 2 where count > 1:
                let from = Int.random(in: 0..<count, using: &rng)
                var to = Int.random(in: 0..<count - 1, using: &rng)
                if to >= from { to += 1 }
                #expect(rows.moveRow(rows.rows[from], to: to))
                record(.move(model, from, to))
                // Two neighbours swapping is one move either way: the diff keeps the longer run.
                expected = [["moved sections \(from + 2)→\(to + 2)"]]
                if abs(from - to) == 1 { expected?.append(["moved sections \(to + 2)→\(from + 2)"]) }
            case 3 where count > 0 && count < 8:
                let index = Int.random(in: 0..<count, using: &rng)
                let copy = try #require(rows.duplicateRow(rows.rows[index]))
                let source = model.rows[index]
                let phoneCopies = zip(source.phones.rows, copy.nestedRows[0].rows).map { ModelRow(id: $1.id, street: $0.street) }
                record(.insert(model, ModelRow(id: copy.id, street: source.street, isPrivate: source.isPrivate, phones: phoneCopies), index + 1))
                expected = [["inserted sections [\(index + 3)]"]]
            case 4 where !undoEdits.isEmpty:
                #expect(live.undo() != nil, "\(context)")
                let edit = undoEdits.removeLast()
                edit.inverse.apply()
                redoEdits.append(edit)
            case 5 where !redoEdits.isEmpty:
                #expect(live.redo() != nil, "\(context)")
                let edit = redoEdits.removeLast()
                edit.apply()
                undoEdits.append(edit)
            case 6 where count > 0:
                let index = Int.random(in: 0..<count, using: &rng)
                counter += 1
                (rows.rows[index].fields[0] as! TextItem).value = "s\(counter)"
                model.rows[index].street = "s\(counter)"
                expected = [["reloaded items [\(index + 2), 1]"]]   // after the row's title line
            case 7 where count > 0:
                let index = Int.random(in: 0..<count, using: &rng)
                (rows.rows[index].fields[1] as! BoolItem).value.toggle()
                model.rows[index].isPrivate.toggle()
                // The switch reloads; the note appears or disappears.
                let change = model.rows[index].isPrivate ? "inserted" : "deleted"
                expected = [["\(change) items [\(index + 2), 3]; reloaded items [\(index + 2), 2]"]]
            case 8 where count > 0:
                let index = Int.random(in: 0..<count, using: &rng)
                let phone = try #require(phones(index).addRow())
                record(.insert(model.rows[index].phones, ModelRow(id: phone.id), model.rows[index].phones.rows.count))
            case 9 where count > 0:
                let index = Int.random(in: 0..<count, using: &rng)
                let list = model.rows[index].phones
                guard !list.rows.isEmpty else { continue }
                let phoneIndex = Int.random(in: 0..<list.rows.count, using: &rng)
                #expect(phones(index).deleteRow(phones(index).rows[phoneIndex]))
                record(.remove(list, list.rows[phoneIndex], phoneIndex))
            case 10 where count > 0:
                let index = Int.random(in: 0..<count, using: &rng)
                let list = model.rows[index].phones
                guard !list.rows.isEmpty else { continue }
                let phoneIndex = Int.random(in: 0..<list.rows.count, using: &rng)
                counter += 1
                (phones(index).rows[phoneIndex].scalarField as! TextItem).value = "p\(counter)"
                list.rows[phoneIndex].street = "p\(counter)"
            default:
                continue
            }
            let log = live.takeLog()
            if let expected { #expect(expected.contains(log), "\(context): \(log)") }
            live._checkInvariants()
            #expect(rows.rows.map(\.id) == model.rows.map(\.id), "\(context): identities")
            #expect(rows.rows.map { $0.nestedRows[0].rows.map(\.id) } == model.rows.map { $0.phones.rows.map(\.id) },
                    "\(context): phone identities")
            #expect(live.values["addresses"] == Self.value(of: model), "\(context): values")
            let fresh = try Self.fresh(model)
            #expect(live.text == fresh.text, "\(context): screen")
            if live.text != fresh.text { return }
        }
    }
}
