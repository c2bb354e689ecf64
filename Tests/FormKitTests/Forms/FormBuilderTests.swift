import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

@MainActor
@Suite struct FormBuilderTests {
    func adapter() -> ListAdapter {
        let adapter = ListAdapter()
        adapter.diagnosticHandler = { Issue.record("unexpected adapter diagnostic: \($0)") }
        adapter.collectionView = CollectionView(width: 30)
        return adapter
    }

    @Test func aFormReadsLikeItsStructure() {
        let manager = AdapterManager(adapter: adapter()) {
            Section(header: "Profile") {
                ItemBunch {
                    TextItem("Name", key: "name", placeholder: "Jane Appleseed").validated(by: .required)
                    BoolItem("Newsletter", key: "newsletter", value: true)
                }
            }
        }
        #expect(manager.collectionView.renderText() == """
            Profile
              Name     e.g. Jane Appleseed
              [x] Newsletter
            """)
        #expect(manager.sections[0].itemBunches[0].items.count == 2)
    }

    @Test func buildersTakeIfForOptionalAndSwitch() {
        let isPro = true
        let extra: TextItem? = TextItem("Extra")
        let plan = "team"
        let manager = AdapterManager(adapter: adapter()) {
            Section {
                for index in 1...2 { LabelItem("Row \(index)") }
                if isPro { LabelItem("Pro") } else { LabelItem("Free") }
                if let extra { extra }
                switch plan {
                case "team": LabelItem("Team")
                default: LabelItem("Solo")
                }
            }
            if !isPro { Section(header: "Upgrade") { LabelItem("Go pro") } }
            for name in ["A", "B"] { Section(header: name) { ItemBunch { LabelItem("in \(name)") } } }
        }
        #expect(manager.sections.count == 3)
        #expect(manager.sections[0].itemBunches.count == 1, "consecutive items share one implied bunch")
        #expect(manager.collectionView.renderText() == """
            Row 1
            Row 2
            Pro
              Extra
            Team
            A
            in A
            B
            in B
            """)
    }

    @Test func itemsAroundABunchGetBunchesOfTheirOwn() {
        let section = Section {
            LabelItem("a")
            ItemBunch { LabelItem("b") }
            LabelItem("c")
            LabelItem("d")
        }
        #expect(section.itemBunches.map(\.items.count) == [1, 1, 2])
    }

    @Test func theImperativeAPIStillWorksOnBuiltObjects() {
        let manager = AdapterManager(adapter: adapter()) {
            Section(header: "S") { LabelItem("one") }
        }
        manager.sections[0].itemBunches[0].addItem(LabelItem("two"))
        manager.reload()
        #expect(manager.collectionView.renderText() == "S\none\ntwo")
    }
}
