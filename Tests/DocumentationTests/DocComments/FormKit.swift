// The Swift blocks of FormKit's doc comments (shown on its symbols' pages), compiled and run;
// the results their comments state are checked after each.
import Foundation
import FormKit
import ListKit
import Testing

/// An item of one's own, for the cell and property-wrapper examples.
final class RatingItem: Item {
    var stars = 3
}

// snippet: doc-FormFieldCell-11
final class RatingCell: FormFieldCell<RatingItem> {
    override class func value(for item: RatingItem) -> String? { String(repeating: "*", count: item.stars) }
}
// snippet end

// snippet: doc-Observed-12
final class ScoreItem: Item {
    @Observed var score = 0
}
// snippet end


@MainActor
@Suite struct FormKitDocComments: PrintingSnippets {
    let printed = Printed()
    let adapter: ListAdapter = {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 50)
        return adapter
    }()

    func signupForm() -> AdapterManager {
        let manager = AdapterManager(adapter: adapter) {
            Section {
                TextItem("Name", key: "name", value: "Ada").validated(by: .required)
                TextItem("Email", key: "email").validated(by: .required, .email)
                StepperItem("Seats", key: "seats", value: 5, range: 1...50)
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Team")
                MultipleChoiceItem("Extras", key: "extras", options: ["Wifi", "Parking"], value: ["Wifi"])
            }
        }
        manager.reload()
        return manager
    }

    @Test func anItemByKeyAndType() {
        let manager = signupForm()
        // snippet: doc-AdapterManagerFields-11
        let name = manager.item(forKey: "name", as: TextItem.self)
        // snippet end
        #expect(name?.value == "Ada")
    }

    @Test func submitOrItsProblems() {
        let manager = signupForm()
        // snippet: doc-AdapterManagerSubmit-10
        do {
            let values = try manager.submit(["name": "Zed", "email": "zed@example"])
            print(values)
        } catch {
            for problem in error.problems { print("\(problem.key): \(problem.message)") }   // email: Email is not a valid email address
        }
        // snippet end
        #expect(printed.text == "email: Email is not a valid email address")
    }

    @Test func valuesAsJSON() throws {
        let manager = signupForm()
        let results = try shown {
            // snippet: doc-AdapterManagerValues-16
            try manager.values.jsonString()   // {"name":"Ada","seats":5,"plan":"Team","extras":["Wifi"]}
            // snippet end
        }
        #expect(results.first as? String == #"{"name":"Ada","seats":5,"plan":"Team","extras":["Wifi"]}"#)
    }

    @Test func valuesDecoded() throws {
        let manager = signupForm()
        // snippet: doc-AdapterManagerValues-34
        struct Signup: Decodable { var name: String; var seats: Int; var plan: String? }
        let signup = try manager.values(as: Signup.self)
        // snippet end
        #expect(signup.seats == 5 && signup.plan == "Team")
    }

    @Test func aFormInTheBuilder() {
        // snippet: doc-AdapterManagerBuilding-12
        let manager = AdapterManager(adapter: adapter, diagnosticHandler: { print($0) }) {
            Section(header: "Profile") {
                TextItem("Name", key: "name").validated(by: .required)
                BoolItem("Newsletter", key: "newsletter", value: true)
            }
        }
        // snippet end
        #expect(manager.values == ["name": "", "newsletter": true] || manager.values == ["newsletter": true])
    }

    @Test func aCellOfOnesOwn() {
        let manager = AdapterManager(adapter: adapter)
        manager.addSection(Section(header: "Review") { RatingItem() })
        // snippet: doc-FormFieldCell-register
        manager.register(RatingItem.self, cell: RatingCell.self)
        // snippet end
        manager.reload()
        #expect(adapter.collectionView!.renderText().contains("***"))
    }

    @Test func aFieldsModifiers() {
        let manager = AdapterManager(adapter: adapter) {
            Section {
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
                // snippet: doc-FormItemDSL-6
                TextItem("Team name", key: "team")
                    .validated(by: .required)
                    .validationTrigger(.onChange)
                    .hidden(when: .value("plan", isNot: "Team"))
                    .onChange { item in print(item.value) }   // item: TextItem
                // snippet end
            }
        }
        manager.reload()
        #expect(manager.item(forKey: "team")?.isHidden == true)
    }

    @Test func aFieldByPointer() throws {
        let manager = AdapterManager(adapter: adapter) {
            Section {
                RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", count: 2) {
                    TextItem("Street", key: "street")
                    RepeatingRows("Phones", key: "phones", rowTitle: "Phone", count: 1) { TextItem("Number") }
                }
            }
        }
        manager.reload()
        // snippet: doc-AdapterManagerPointers-9
        try manager.field(at: "/addresses/1/phones/0")?.apply(input: "555-0100")
        // snippet end
        #expect(manager.values == ["addresses": [["phones": [""]], ["phones": ["555-0100"]]]])     // empty text is left out
    }

    @Test func alternatives() throws {
        let manager = AdapterManager(adapter: adapter) {
            Section {
                // snippet: doc-FieldAlternatives-23
                FieldAlternatives("Pay by", key: "payment") {
                    FieldBranch("Card") {
                        TextItem("Number", key: "number").validated(by: .required)
                        TextItem("Expiry", key: "expiry")
                    }
                    FieldBranch("Bank transfer") { TextItem("IBAN", key: "iban") }
                }
                // values: {"payment":{"number":"4242 4242 4242 4242","expiry":"12/29"}}
                // snippet end
            }
        }
        manager.reload()
        try manager.setValues(["payment": ["number": "4242 4242 4242 4242", "expiry": "12/29"]])
        #expect(try manager.values.jsonString() == #"{"payment":{"number":"4242 4242 4242 4242","expiry":"12/29"}}"#)
    }

    @Test func groups() {
        let manager = AdapterManager(adapter: adapter) {
            // snippet: doc-FieldGroup-17
            Section(header: "Shipping") {
                FieldGroup("Address", key: "address") {
                    TextItem("Street", key: "street").validated(by: .required)
                    TextItem("City", key: "city").validated(by: .required)
                }
            }
            // snippet end
        }
        manager.reload()
        #expect(manager.validate().map(\.pointer) == ["/address/street", "/address/city"])
    }

    @Test func rows() throws {
        let manager = AdapterManager(adapter: adapter) {
            // snippet: doc-RepeatingRows-22
            Section(header: "Addresses") {
                RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", minimumCount: 1, maximumCount: 3) {
                    TextItem("Street", key: "street").validated(by: .required)
                    TextItem("City", key: "city")
                    RepeatingRows("Phones", key: "phones", rowTitle: "Phone") { TextItem("Number") }
                }
            }
            // values: {"addresses":[{"street":"1 Main St","city":"Springfield","phones":["555-0100"]}]}
            // snippet end
        }
        manager.reload()
        try manager.setValues(["addresses": [["street": "1 Main St", "city": "Springfield", "phones": ["555-0100"]]]])
        #expect(try manager.values.jsonString() == #"{"addresses":[{"street":"1 Main St","city":"Springfield","phones":["555-0100"]}]}"#)
    }

    @Test func steps() {
        let results = shown {
            // snippet: doc-FormStep-14
            AdapterManager(adapter: adapter) {
                FormStep("Account") { Section { TextItem("Email", key: "email").validated(by: .required, .email) } }
                FormStep("Shipping") { Section(header: "Address") { TextItem("City", key: "city") } }
            }
            // snippet end
        }
        let manager = results.first as! AdapterManager
        #expect(manager.steps.map(\.title) == ["Account", "Shipping"])
    }

    @Test func theTreeByHand() {
        // snippet: doc-AdapterManager-16
        let manager = AdapterManager(adapter: adapter)
        let section = Section(header: "Profile")
        section.addItemBunch(ItemBunch(items: [LabelItem("Name", detail: "Jane")]))
        manager.addSection(section)
        manager.reload()
        // snippet end
        #expect(adapter.collectionView!.renderText().contains("Jane"))
    }

    @Test func aChangeListener() throws {
        let manager = signupForm()
        // snippet: doc-FormChanges-add
        let repainter = Repainter()
        manager.addChangeListener(repainter)     // held weakly: keep your own reference
        // snippet end
        try manager.setValues(["name": "Zed"])
        #expect(repainter.lines == ["draw again: /name"])
    }

    @Test func hiddenAndDisabled() {
        let manager = AdapterManager(adapter: adapter) {
            Section {
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
                BoolItem("Invoice", key: "invoice")
                // snippet: doc-HidableDisableable-11
                TextItem("Company", key: "company").hidden(when: .value("plan", isNot: "Team"))
                // snippet end
            }
            // snippet: doc-HidableDisableable-section
            Section(header: "Invoice") { TextItem("VAT number", key: "vat") }
                .hidden(when: { $0["invoice"] != .bool(true) })
            // snippet end
        }
        manager.reload()
        #expect(manager.item(forKey: "company")?.isHidden == true && manager.item(forKey: "vat")?.isEffectivelyHidden == true)
    }

    @Test func anObservedProperty() {
        let manager = AdapterManager(adapter: adapter)
        let item = ScoreItem()
        manager.addSection(Section { item })
        manager.reload()
        adapter.collectionView!.clearAppliedUpdates()
        item.score = 3
        item.associatedBunch?.reload()
        #expect(adapter.collectionView!.appliedUpdates.map(\.description) == ["reloaded items [0, 0]"])
    }

    @Test func aRuleAcrossFields() {
        // snippet: doc-FieldRule-15
        let manager = AdapterManager(adapter: adapter) {
            Section {
                TextItem("Password", key: "password", isSecure: true)
                TextItem("Repeat password", key: "confirm", isSecure: true)
            }
        }
        manager.addRule(.sameAs("confirm", as: "password"))
        // snippet end
        manager.reload()
        #expect(manager.validate().isEmpty)
    }

    @Test func validatorsAreValues() {
        let results = shown {
            // snippet: doc-Validator-13
            let checks: [Validator] = [.required, .length(max: 40)]
            checks.compactMap { $0.validate(.string("")) }   // ["is required"]
            // snippet end
        }
        #expect(results.first as? [String] == ["is required"])
    }
}
