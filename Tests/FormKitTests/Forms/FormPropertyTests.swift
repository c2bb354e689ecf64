import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// Randomized: property changes of every kind, value changes that flip declarative and closure
/// conditions, and reloads at every level, interleaved; after each step the screen must read the
/// same as a form freshly built from the same model.
@MainActor
@Suite struct FormPropertyTests {
    struct Row {
        var title: String
        var value: String
        var isEnabled = true
        var isHidden = false
        /// 0: none; 1: hidden when flag A (declarative); 2: hidden unless flag B (closure);
        /// 3: disabled when flag A (declarative).
        var condition = 0
    }

    struct Model {
        var flagA = false
        var flagB = true
        var sectionTitles: [String]
        /// Per section, per bunch, its rows; and whether the bunch hides when flag B is off.
        var bunches: [[(hidesWithoutB: Bool, rows: [Row])]]
    }

    static func build(_ model: Model, width: Int) -> (AdapterManager, [[[TextItem]]], [BoolItem]) {
        let manager = makeManager(width: width)
        let flags = [BoolItem("Flag A", key: "a", value: model.flagA), BoolItem("Flag B", key: "b", value: model.flagB)]
        let top = Section(header: "Flags")
        top.addItemBunch(ItemBunch(items: flags))
        manager.addSection(top)
        var items: [[[TextItem]]] = []
        for (sectionIndex, bunches) in model.bunches.enumerated() {
            let section = Section(header: model.sectionTitles[sectionIndex])
            var sectionItems: [[TextItem]] = []
            for bunchModel in bunches {
                let bunchItems = bunchModel.rows.enumerated().map { index, row in
                    let item = TextItem(row.title, key: "k\(sectionIndex).\(sectionItems.count).\(index)", value: row.value)
                    item.isEnabled = row.isEnabled
                    item.isHidden = row.isHidden
                    switch row.condition {
                    case 1: item.hidden(when: .value("a", is: true))
                    case 2: item.hidden(when: { $0["b"] == .bool(false) })
                    case 3: item.disabled(when: .value("a", is: true))
                    default: break
                    }
                    return item
                }
                let bunch = ItemBunch(items: bunchItems)
                if bunchModel.hidesWithoutB { bunch.hidden(when: .value("b", is: false)) }
                section.addItemBunch(bunch)
                sectionItems.append(bunchItems)
            }
            manager.addSection(section)
            items.append(sectionItems)
        }
        manager.reload()
        return (manager, items, flags)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func theScreenAlwaysMatchesAFreshlyBuiltForm(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let width = [18, 30, 44][Int(seed % 3)]
        var model = Model(sectionTitles: ["One", "Two", "Three"], bunches: (0..<3).map { section in
            (0..<Int.random(in: 1...3, using: &rng)).map { bunch in
                (hidesWithoutB: Int.random(in: 0..<4, using: &rng) == 0,
                 rows: (0..<Int.random(in: 1...4, using: &rng)).map { row in
                     Row(title: "T\(section)\(bunch)\(row)", value: "v\(row)", condition: Int.random(in: 0..<6, using: &rng) % 4)
                 })
            }
        })
        let (live, items, flags) = Self.build(model, width: width)
        for step in 0..<80 {
            let s = Int.random(in: 0..<items.count, using: &rng)
            let b = Int.random(in: 0..<items[s].count, using: &rng)
            let r = Int.random(in: 0..<items[s][b].count, using: &rng)
            let item = items[s][b][r]
            let change = {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0:
                    model.bunches[s][b].rows[r].title += "x"
                    item.title = model.bunches[s][b].rows[r].title
                case 1:
                    model.bunches[s][b].rows[r].value = "w\(step)"
                    item.value = "w\(step)"
                case 2 where model.bunches[s][b].rows[r].condition != 3:
                    model.bunches[s][b].rows[r].isEnabled.toggle()
                    item.isEnabled = model.bunches[s][b].rows[r].isEnabled
                case 3 where model.bunches[s][b].rows[r].condition == 0 || model.bunches[s][b].rows[r].condition == 3:
                    model.bunches[s][b].rows[r].isHidden.toggle()
                    item.isHidden = model.bunches[s][b].rows[r].isHidden
                case 4:
                    model.flagA.toggle()
                    flags[0].value = model.flagA
                case 5:
                    model.flagB.toggle()
                    flags[1].value = model.flagB
                case 6: item.reload()
                case 7: live.sections[s + 1].itemBunches[b].reload()
                case 8: live.sections[s + 1].reload()
                default: live.reload()
                }
            }
            if Int.random(in: 0..<4, using: &rng) == 0 {
                live.performBatchUpdates { change(); change() }
            } else {
                change()
            }
            live._checkInvariants()
            let (fresh, _, _) = Self.build(model, width: width)
            #expect(live.text == fresh.text, "seed \(seed), step \(step)")
            if live.text != fresh.text { return }
        }
    }
}
