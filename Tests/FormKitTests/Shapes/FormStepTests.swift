import Foundation
import ListKit
import Testing
@testable import FormKit

@MainActor
@Suite struct FormStepTests {
    func checkout() -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 50)
        let manager = AdapterManager(adapter: adapter) {
            FormStep("Account") {
                Section { TextItem("Email", key: "email").validated(by: .required, .email) }
            }
            FormStep("Shipping") {
                Section(header: "Address") {
                    TextItem("Street", key: "street").validated(by: .required)
                    TextItem("City", key: "city")
                }
            }
            FormStep("Payment") {
                Section { TextItem("Name on card", key: "cardName") }
            }
        }
        manager.collectionView.clearAppliedUpdates()
        return manager
    }

    @Test func smoke() throws {
        let manager = checkout()
        print(manager.text)
        #expect(!manager.nextStep())
        print(manager.takeLog())
        print(manager.text)
        try manager.setValues(["email": "ada@example.com"])
        _ = manager.takeLog()
        #expect(manager.nextStep())
        print(manager.takeLog())
        print(manager.text)
        #expect(manager.previousStep())
        print(manager.takeLog())
        print(manager.values)
        manager._checkInvariants()
    }
}
