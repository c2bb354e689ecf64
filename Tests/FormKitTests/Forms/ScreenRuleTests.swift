import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// What the screen shows follows the model; an item can be found on screen; the DSL says
/// everything inline.
@MainActor
@Suite struct ScreenRuleTests {
    func form() -> (AdapterManager, [TextItem]) {
        let manager = makeManager(width: 30)
        let items = ["a", "b", "c"].map { TextItem($0.uppercased(), key: $0, value: $0) }
        let section = Section(header: "S")
        section.addItemBunch(ItemBunch(items: items))
        manager.addSection(section)
        manager.reload()
        _ = manager.takeLog()
        return (manager, items)
    }

    @Test func titleEnabledAndHiddenShowAtOnceLikeTheValue() {
        let (manager, items) = form()
        items[0].title = "Alpha"
        #expect(manager.takeLog() == ["reloaded items [0, 0]"])
        #expect(manager.text.contains("Alpha"))
        items[1].isEnabled = false
        #expect(manager.takeLog() == ["reloaded items [0, 1]"])
        #expect(manager.text.contains("B (disabled)") || manager.text.contains("- B"))
        items[2].isHidden = true
        #expect(manager.takeLog() == ["deleted items [0, 2]"])
        #expect(!manager.text.contains("C"))
        items[2].isHidden = false
        #expect(manager.takeLog() == ["inserted items [0, 2]"])
        manager.sections[0].isHidden = true
        #expect(manager.takeLog() == ["deleted sections [0]"])
        manager.sections[0].isHidden = false
        #expect(manager.takeLog() == ["inserted sections [0]"])
        #expect(manager.text.hasPrefix("S\n"))
    }

    @Test func theShownIndexPathSkipsHiddenItemsAndSelectDoesWhatATapDoes() {
        let manager = makeManager(width: 30)
        let hidden = TextItem("Hidden", key: "h")
        hidden.isHidden = true
        let toggle = BoolItem("Toggle", key: "t")
        var pressed = 0
        let button = ButtonItem("Go") { _ in pressed += 1 }
        let section = Section()
        section.addItemBunch(ItemBunch(items: [hidden, toggle, button]))
        manager.addSection(section)
        #expect(toggle.indexPath == nil, "not shown yet")
        manager.reload()
        #expect(toggle.index == 1 && toggle.indexPath == IndexPath(item: 0, section: 0))
        #expect(hidden.indexPath == nil)
        #expect(toggle.select() && toggle.value)
        #expect(button.select() && pressed == 1)
        button.isEnabled = false
        _ = button.select()
        #expect(pressed == 1, "a disabled button does not act")
        #expect(!hidden.select())
    }

    @Test func aSectionMovedToASecondManagerWorksThere() {
        let (first, items) = form()
        let second = makeManager(width: 30)
        second.addSection(first.sections[0])
        second.reload()
        #expect(second.text == "S\n  A                          a\n  B                          b\n  C                          c")
        items[1].value = "bee"
        #expect(second.text.contains("bee"))
        #expect(second.takeLog().last == "reloaded items [0, 1]")
        #expect(first.text.isEmpty, "the first screen no longer shows it")
    }

    @Test func theDSLSaysEverythingInline() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 40)
        var seen: [String] = []
        let manager = AdapterManager(adapter: adapter) {
            Section {
                TextItem("Email", key: "email")
                    .validated(by: .email)
                    .validationTrigger(.onChange)
                    .onChange { (item: TextItem) in seen.append(item.value) }
                    .onChange { item in seen.append("second: \(item.placeholder ?? "-")") }
                StepperItem("Seats", key: "seats", value: 1, range: 1...9).disabled()
            }
        }
        let email = try #require(manager.item(forKey: "email", as: TextItem.self))
        #expect(manager.item(forKey: "email", as: BoolItem.self) == nil)
        email.value = "nope"
        #expect(seen == ["nope", "second: -"])
        #expect(email.errors.map(\.description) == ["Email is not a valid email address"])
        #expect(manager.item(forKey: "seats")!.isEnabled == false)
    }

    @Test func fieldsAllItemsAndLookUpsFollowStructuralEdits() {
        let (manager, items) = form()
        #expect(manager.allItems.count == 3 && manager.item(forKey: "b") === items[1])
        let extra = TextItem("D", key: "d")
        manager.sections[0].itemBunches[0].insertItem(extra, at: 0)
        #expect(manager.fields.first as? TextItem === extra && manager.item(forKey: "d") === extra)
        items[1].key = "bee"
        #expect(manager.item(forKey: "b") == nil && manager.item(forKey: "bee") === items[1])
        manager.sections[0].itemBunches[0].removeItem(items[0])
        #expect(manager.item(forKey: "a") == nil && manager.allItems.count == 3)
        #expect(manager.nextField(after: extra) === items[1])
    }
}
