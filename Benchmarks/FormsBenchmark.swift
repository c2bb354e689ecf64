import Foundation
import FormKit
import ListDiffKit
import ListKit

/// Forms at scale: validating a 10k-item form; a value change whose condition hides 1k of its items.
@MainActor
struct FormsBenchmark {
    let runs: Int

    static func makeForm() -> (AdapterManager, BoolItem) {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60, height: 40)
        let manager = AdapterManager(adapter: adapter)
        let toggle = BoolItem("Show details", key: "details", value: true)
        let first = Section(header: "Switch")
        first.addItemBunch(ItemBunch(item: toggle))
        manager.addSection(first)
        for sectionIndex in 0..<10 {
            let section = Section(header: "Section \(sectionIndex)")
            for bunchIndex in 0..<10 {
                let bunch = ItemBunch()
                for itemIndex in 0..<100 {
                    let number = sectionIndex * 1000 + bunchIndex * 100 + itemIndex
                    let item = TextItem("Field \(number)", key: "field\(number)", value: number % 7 == 0 ? "" : "value \(number)")
                        .validated(by: .required, .length(max: 40))
                    // One item in ten hides with the switch: 1k of 10k.
                    if itemIndex % 10 == 0 { item.hidden(when: { $0["details"] == .bool(false) }) }
                    bunch.addItem(item)
                }
                section.addItemBunch(bunch)
            }
            manager.addSection(section)
        }
        manager.reload()
        return (manager, toggle)
    }

    func run() {
        print("Forms benchmark: 10k text items with validators, medians in milliseconds")
        print("")
        let clock = ContinuousClock()
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        func ms(_ duration: Duration) -> Double {
            Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
        }
        let (manager, toggle) = Self.makeForm()

        var validateTimes: [Double] = []
        var errorCount = 0
        for _ in 0..<max(3, runs / 3) {
            validateTimes.append(ms(clock.measure { errorCount = manager.validate().count }))
        }
        print(String(format: "manager.validate() on 10k items (%d errors)      %8.2f", errorCount, median(validateTimes)))

        var hideTimes: [Double] = []
        var showTimes: [Double] = []
        var hideBatch = ""
        for _ in 0..<max(3, runs / 3) {
            manager.collectionView.clearAppliedUpdates()
            hideTimes.append(ms(clock.measure { toggle.value = false }))
            let log = manager.collectionView.appliedUpdates
            if case .batch(let batch)? = log.last, log.count == 1 {
                hideBatch = "\(batch.deletedItems.count) deleted, \(batch.insertedItems.count) inserted, "
                    + "\(batch.reloadedItems.count) reloaded (the switch), \(batch.movedItems.count) moved, "
                    + "\(batch.deletedSections.count + batch.insertedSections.count) section changes"
            } else {
                hideBatch = "unexpected: \(log.count) updates"
            }
            showTimes.append(ms(clock.measure { toggle.value = true }))
        }
        print(String(format: "a value change hiding 1k of 10k items             %8.2f", median(hideTimes)))
        print("  its batch: \(hideBatch)")
        print(String(format: "the change back, showing them again               %8.2f", median(showTimes)))
    }
}

extension AdapterManager {
    var collectionView: CollectionView { adapter.collectionView! }
}
