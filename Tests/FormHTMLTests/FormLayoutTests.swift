import FormKit
import Testing
@testable import FormHTML

/// The layout shows exactly the items that are not effectively hidden, in order, for the current
/// step's sections.
@MainActor @Suite struct FormLayoutTests {
    private func shownItems(_ layout: FormLayout) -> [String] {
        layout.nodes.compactMap { node in
            if case .item(let item) = node { return item.key }
            return nil
        }
    }

    @Test func itShowsTheItemsThatAreNotEffectivelyHiddenInOrder() {
        let hiddenBunch = ItemBunch(items: [TextItem("C", key: "c"), TextItem("D", key: "d")])
        let hiddenSection = Section(header: "Hidden") { TextItem("E", key: "e") }
        let toggled = TextItem("B", key: "b")
        let manager = makeManager {
            Section(header: "One") {
                TextItem("A", key: "a")
                toggled
                hiddenBunch
                ItemBunch(items: [TextItem("F", key: "f")])
            }
            hiddenSection
            Section(header: "Two") { TextItem("G", key: "g") }
        }
        toggled.isHidden = true
        hiddenBunch.isHidden = true
        hiddenSection.isHidden = true
        let expected = manager.sections.flatMap(\.itemBunches).flatMap(\.items).filter { !$0.isEffectivelyHidden }.compactMap(\.key)
        #expect(expected == ["a", "f", "g"])
        #expect(shownItems(FormLayout(manager)) == expected)
        toggled.isHidden = false
        hiddenBunch.isHidden = false
        #expect(shownItems(FormLayout(manager)) == ["a", "b", "c", "d", "f", "g"])
    }

    @Test func itShowsOnlyTheCurrentStep() {
        let manager = makeManager {
            FormStep("Account") { Section { TextItem("Email", key: "email") } }
            FormStep("Shipping") { Section { TextItem("City", key: "city") } }
        }
        #expect(shownItems(FormLayout(manager)) == ["email"])
        #expect(manager.nextStep())
        #expect(shownItems(FormLayout(manager)) == ["city"])
    }
}
