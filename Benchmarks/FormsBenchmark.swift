import Foundation
import FormKit
import ListDiffKit
import ListKit

/// Forms at scale: validating a 10k-item form; a value change whose condition hides 1k of its items.
@MainActor
struct FormsBenchmark {
    let runs: Int

    static func makeForm() -> (AdapterManager, BoolItem) {
        let toggle = BoolItem("Show details", key: "details", value: true)
        let first = Section(header: "Switch")
        first.addItemBunch(ItemBunch(item: toggle))
        let sections = (0..<10).map { sectionIndex in
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
            return section
        }
        return (.showing([first] + sections, width: 60, height: 40), toggle)
    }

    func run() {
        print("Forms benchmark: 10k text items with validators, medians in milliseconds")
        print("")
        let clock = ContinuousClock()
        let (manager, toggle) = Self.makeForm()

        var validateTimes: [Double] = []
        var errorCount = 0
        for _ in 0..<max(3, runs / 3) {
            validateTimes.append(milliseconds(clock.measure { errorCount = manager.validate().count }))
        }
        print(String(format: "manager.validate() on 10k items (%d errors)      %8.2f", errorCount, median(validateTimes)))

        var hideTimes: [Double] = []
        var showTimes: [Double] = []
        var hideBatch = ""
        for _ in 0..<max(3, runs / 3) {
            manager.collectionView.clearAppliedUpdates()
            hideTimes.append(milliseconds(clock.measure { toggle.value = false }))
            let log = manager.collectionView.appliedUpdates
            if case .batch(let batch)? = log.last, log.count == 1 {
                hideBatch = "\(batch.deletedItems.count) deleted, \(batch.insertedItems.count) inserted, "
                    + "\(batch.reloadedItems.count) reloaded (the switch), \(batch.movedItems.count) moved, "
                    + "\(batch.deletedSections.count + batch.insertedSections.count) section changes"
            } else {
                hideBatch = "unexpected: \(log.count) updates"
            }
            showTimes.append(milliseconds(clock.measure { toggle.value = true }))
        }
        print(String(format: "a value change hiding 1k of 10k items             %8.2f", median(hideTimes)))
        print("  its batch: \(hideBatch)")
        print(String(format: "the change back, showing them again               %8.2f", median(showTimes)))
        print("")
        conditionCost()
        print("")
        tabbing()
    }

    /// A form of `count` text fields keyed `f0`…; with `conditions`, that many fields each get a
    /// declarative condition reading another field (`f1` for the first, so one reads the key the
    /// benchmark changes).
    static func plainForm(count: Int, conditions: Int) -> AdapterManager {
        let section = Section(header: "Fields")
        var bunch = ItemBunch()
        for index in 0..<count {
            if index % 100 == 0 {
                bunch = ItemBunch()
                section.addItemBunch(bunch)
            }
            let item = TextItem("Field \(index)", key: "f\(index)", value: "value \(index)")
            if index >= count - conditions {
                // Reads f1 for the first such field, other fields for the rest; never holds here.
                let read = index == count - conditions ? 1 : (index % (count - conditions)) + 2
                item.hidden(when: .value("f\(read)", is: "never"))
            }
            bunch.addItem(item)
        }
        return .showing([section], width: 60, height: 40)
    }

    /// A value change in a 10k-field form with 1k conditions (one reading the changed key), against
    /// the same change with no conditions: the conditions that do not read the key cost nothing.
    func conditionCost() {
        let clock = ContinuousClock()
        let plain = Self.plainForm(count: 10_000, conditions: 0)
        let conditional = Self.plainForm(count: 10_000, conditions: 1_000)
        func changes(in manager: AdapterManager) -> Double {
            let item = manager.item(forKey: "f1") as! TextItem
            var times: [Double] = []
            for round in 0..<max(5, runs * 3) {
                times.append(milliseconds(clock.measure {
                    for step in 0..<100 { item.value = "changed \(round) \(step)" }
                }) / 100)
            }
            return median(times)
        }
        _ = changes(in: plain)
        _ = changes(in: conditional)
        let baseline = changes(in: plain)
        let withConditions = changes(in: conditional)
        print("A value change in a 10k-field form (TextItem), milliseconds per change")
        print(String(format: "no conditions (baseline)                          %8.4f", baseline))
        print(String(format: "1k declarative conditions, one reading the key    %8.4f", withConditions))
        print(String(format: "ratio (goal: at most 2)                           %8.2fx", withConditions / baseline))
    }

    /// Tabbing through every field with nextField(after:): 1k fields against 10k.
    func tabbing() {
        let clock = ContinuousClock()
        func walk(_ manager: AdapterManager) -> Double {
            var times: [Double] = []
            for _ in 0..<max(3, runs) {
                times.append(milliseconds(clock.measure {
                    var field = manager.nextField(after: nil)
                    var count = 0
                    while let current = field {
                        count += 1
                        field = manager.nextField(after: current)
                    }
                    precondition(count == manager.fields.count, "tabbing visits every field")
                }))
            }
            return median(times)
        }
        let small = Self.plainForm(count: 1_000, conditions: 0)
        let large = Self.plainForm(count: 10_000, conditions: 0)
        _ = walk(small)
        let smallTime = walk(small)
        let largeTime = walk(large)
        print("Tabbing through every field with nextField(after:) (TextItem), milliseconds")
        print(String(format: "1k fields                                         %8.3f", smallTime))
        print(String(format: "10k fields                                        %8.3f", largeTime))
        print(String(format: "ratio (linear: about 10)                          %8.2fx", largeTime / smallTime))
    }
}
