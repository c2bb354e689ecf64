import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// The README's FormKit examples, run as written, with what the README says they do.
@MainActor
@Suite struct ReadmeExamplesTests {
    @Test func theManagerExampleReloadsOnlyThePhoto() {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 40)
        let manager = AdapterManager(adapter: adapter)
        let section = Section(header: "2017-01-22 12:23:44")
        let bunch = ItemBunch(items: [LabelItem("@ryan", detail: "user"), LabelItem("[photo]")])
        section.addItemBunch(bunch)
        manager.addSection(section)
        manager.reload()

        let photo = bunch.items[1]
        photo.selectBlock = { item in
            item.cellSize = ListSize(width: 40, height: 3)
            item.associatedBunch?.reload()
        }
        adapter.collectionView!.clearAppliedUpdates()
        adapter.collectionView!.performUserSelection(at: IndexPath(item: 1, section: 0))
        #expect(adapter.collectionView!.appliedUpdates.map(\.description) == ["reloaded items [0, 1]"])
        #expect(adapter.collectionView!.frameForItem(at: IndexPath(item: 1, section: 0))?.height == 3)
    }

    @Test func theFormsExampleDoesWhatItSays() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 40)
        let manager = AdapterManager(adapter: adapter) {
            Section(header: "Sign up", footer: "We never share your email.") {
                TextItem("Name", key: "name", placeholder: "Jane Appleseed").validated(by: .required, .length(max: 40))
                TextItem("Email", key: "email").validated(by: .required, .email)
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
                TextItem("Team name", key: "team").hidden(when: { $0["plan"] != .string("Team") })
            }
        }
        try manager.setValues(["name": "Jane"])
        let errors = manager.validate()
        #expect(errors.map(\.description) == ["Email is required"])
        #expect(manager.values["name"] == "Jane")
        #expect(!adapter.collectionView!.renderText().contains("Team name"))
        manager.item(forKey: "plan", as: SegmentedItem.self)?.value = "Team"
        #expect(adapter.collectionView!.renderText().contains("Team name"))
    }
}
