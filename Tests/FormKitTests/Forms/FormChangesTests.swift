import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// The form's change listener (``FormChanges``): what it hears takes the rows shown before each
/// change to the rows shown after, whatever the change — values, conditions, rows, sections.
@MainActor
@Suite struct FormChangesTests {
    final class Listener: FormChangeListener {
        var heard = FormChanges()
        var count = 0
        func form(_ manager: AdapterManager, didChange changes: FormChanges) {
            heard.append(changes)
            count += 1
        }
        func take() -> FormChanges {
            defer { heard = FormChanges() }
            return heard
        }
    }

    /// The items the adapter's sections show, in order.
    static func shown(_ manager: AdapterManager) -> [Item] {
        var items: [Item] = []
        var section = 0
        while let controller = manager.adapter.sectionController(forSection: section) {
            items += (controller as? ItemBunch)?.shownItems ?? []
            section += 1
        }
        return items
    }

    static func makeForm() -> (AdapterManager, RepeatingRows) {
        let manager = makeManager()
        let rows = RepeatingRows("Jobs", key: "jobs", rowTitle: "Job", count: 1) {
            TextItem("Employer", key: "employer")
            BoolItem("Current job", key: "current")
            TextItem("End date", key: "end").hidden(when: .value("current", is: true))
        }
        manager.addSection(Section(header: "About") {
            SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
            TextItem("Team name", key: "team").hidden(when: .value("plan", isNot: "Team"))
            TextItem("Name", key: "name")
        })
        let jobs = Section(header: "Work")
        jobs.add(rows)
        manager.addSection(jobs)
        manager.addSection(Section(header: "Extra") { LabelItem("Note") }.hidden(when: .value("plan", is: "Free")))
        manager.reload()
        return (manager, rows)
    }

    @Test(arguments: [1, 2, 3, 4])
    func heardChangesTakeTheRowsShownBeforeToTheRowsShownAfter(seed: UInt64) {
        let (manager, rows) = Self.makeForm()
        let listener = Listener()
        manager.addChangeListener(listener)
        var rng = SplitMix64(seed: seed)
        for step in 0..<120 {
            let before = Self.shown(manager)
            switch Int.random(in: 0..<7, using: &rng) {
            case 0: try? manager.setValues(["plan": Bool.random(using: &rng) ? "Team" : "Free"])
            case 1: try? manager.setValues(["name": .string("n\(step)")])
            case 2: rows.addRow(at: Int.random(in: 0...rows.rows.count, using: &rng))
            case 3: if let row = rows.rows.randomElement(using: &rng) { rows.deleteRow(row) }
            case 4: if rows.rows.count > 1, let row = rows.rows.randomElement(using: &rng) {
                rows.moveRow(row, to: Int.random(in: 0..<rows.rows.count, using: &rng))
            }
            case 5: if let row = rows.rows.randomElement(using: &rng), let current = manager.field(at: (row.pointer ?? "") + "/current") {
                try? current.setJSONValue(.bool(Bool.random(using: &rng)))
            }
            default: if Bool.random(using: &rng) { manager.undo() } else { manager.redo() }
            }
            let after = Self.shown(manager)
            let changes = listener.take()
            let old = Set(before.map(ObjectIdentifier.init)), new = Set(after.map(ObjectIdentifier.init))
            let deleted = Set(changes.deleted.map(ObjectIdentifier.init)), inserted = Set(changes.inserted.map(ObjectIdentifier.init))
            #expect(old.subtracting(deleted).union(inserted) == new, "seed \(seed), step \(step): the rows that came and went")
            #expect(changes.reloaded.allSatisfy { old.contains(ObjectIdentifier($0)) }, "seed \(seed), step \(step): reloads name rows shown before")
            #expect(changes.moved.allSatisfy { new.contains(ObjectIdentifier($0)) }, "seed \(seed), step \(step): moved rows are shown")
            if before.map(ObjectIdentifier.init) != after.map(ObjectIdentifier.init) {
                #expect(changes.isStructural, "seed \(seed), step \(step): a change of rows is structural")
            }
        }
    }

    @Test func aConditionInsideARowIsHeardAsThatRowsDelete() throws {
        let (manager, rows) = Self.makeForm()
        let listener = Listener()
        manager.addChangeListener(listener)
        let pointer = try #require(rows.rows.first?.pointer)
        let end = try #require(manager.field(at: pointer + "/end") as? Item)
        try manager.field(at: pointer + "/current")?.setJSONValue(true)
        let changes = listener.take()
        #expect(changes.deleted.contains { $0 === end }, "the row's End date left")
        #expect(!changes.isFullReload)
    }

    @Test func listenersAreHeldWeaklyAndTheLastRemovedStopsTheNoting() {
        let (manager, _) = Self.makeForm()
        weak var gone: Listener?
        do {
            let listener = Listener()
            gone = listener
            manager.addChangeListener(listener)
        }
        #expect(gone == nil)
        try? manager.setValues(["plan": "Team"])
        let kept = Listener()
        manager.addChangeListener(kept)
        manager.addChangeListener(kept)
        try? manager.setValues(["plan": "Free"])
        #expect(kept.count == 1, "added twice, told once")
        manager.removeChangeListener(kept)
        try? manager.setValues(["plan": "Team"])
        #expect(kept.count == 1)
        #expect(manager.changeRelay == nil)
    }

    final class Repainter: FormChangeListener {
        var heard = FormChanges()
        func form(_ manager: AdapterManager, didChange changes: FormChanges) { heard.append(changes) }
        var readsRemovedRows: Bool { false }
    }

    /// A listener that only repaints keeps the form from noting its rows: it hears what reloaded
    /// and whether rows moved, never which rows left.
    @Test func aRepainterHearsReloadsAndStructureWithoutTheRowsThatLeft() throws {
        let (manager, rows) = Self.makeForm()
        let repainter = Repainter()
        manager.addChangeListener(repainter)
        try manager.setValues(["name": "Ada"])
        let name = try #require(manager.item(forKey: "name"))
        #expect(repainter.heard.reloaded.contains { $0 === name })
        #expect(!repainter.heard.isStructural)
        repainter.heard = FormChanges()
        _ = rows.addRow()
        #expect(repainter.heard.isStructural && repainter.heard.deleted.isEmpty)
        repainter.heard = FormChanges()
        try manager.setValues(["plan": "Team"])
        #expect(repainter.heard.isStructural, "Team name appeared")
    }
}

