// The FormKit catalog's Swift blocks, compiled and run as written.
import Foundation
import FormKit
import FormSchema
import ListKit
import Testing

// snippet: surface-listener
final class Repainter: FormChangeListener {
    var lines: [String] = []
    func form(_ manager: AdapterManager, didChange changes: FormChanges) {
        for item in changes.reloaded { lines.append("draw again: \(item.valuePointer ?? "")") }
        if changes.isStructural { lines.append("rows came, went or moved") }
    }
}
// snippet end

@MainActor
@Suite struct FormKitSnippets: PrintingSnippets {
    let printed = Printed()
    let adapter: ListAdapter = {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 48)
        return adapter
    }()

    @Test func theLandingPageForm() throws {
        // snippet: formkit-landing
        let manager = AdapterManager(adapter: adapter) {
            Section(header: "Sign up") {
                TextItem("Name", key: "name").validated(by: .required)
                TextItem("Email", key: "email").validated(by: .required, .email)
            }
        }
        manager.reload()
        let values = try manager.submit(["name": "Ada", "email": "ada@example.com"])
        print(try values.jsonString())
        // snippet end
        expectShownOutput(of: "formkit-landing", printed)
    }

    @Test func theTreeReloadsOnlyWhatChanged() {
        // snippet: tree-photo
        let manager = AdapterManager(adapter: adapter)       // keep it: the adapter holds it weakly
        let section = Section(header: "2017-01-22 12:23:44")
        let bunch = ItemBunch(items: [LabelItem("@ryan", detail: "user"), LabelItem("[photo]")])
        section.addItemBunch(bunch)
        manager.addSection(section)
        manager.reload()

        let photo = bunch.items[1]
        photo.selectBlock = { item in
            item.cellSize = ListSize(width: 40, height: 3)    // a shown property: reloads its row
            item.associatedBunch?.reload()                    // and the bunch: still one batch
        }
        adapter.collectionView!.performUserSelection(at: IndexPath(item: 1, section: 0))   // a tap
        print(adapter.collectionView!.appliedUpdates.last!)
        // snippet end
        expectShownOutput(of: "tree-photo", printed)
    }

    @Test func aSignupForm() throws {
        // snippet: forms-signup
        struct Signup: Decodable { var name: String; var plan: String; var seats: Int }

        let manager = AdapterManager(adapter: adapter, diagnosticHandler: { print($0) }) {
            Section(header: "Sign up", footer: "We never share your email.") {
                TextItem("Name", key: "name", placeholder: "Jane Appleseed").validated(by: .required, .length(max: 40))
                TextItem("Email", key: "email").validated(by: .required, .email)
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
                TextItem("Team name", key: "team").hidden(when: .value("plan", isNot: "Team"))
                StepperItem("Seats", key: "seats", value: 2, range: 1...50)
                    .disabled(when: .value("plan", is: "Free"))
                    .onChange { item in print("seats:", item.value) }      // item: StepperItem
            }
        }
        try manager.setValues(["name": "Jane"])          // all or nothing; a ValuesError names each key
        print(manager.validate())                         // each error names its item by key, title and path
        print(try manager.values.jsonString())
        let signup = try manager.values(as: Signup.self)  // your own Decodable; a Problem names the key
        print(signup.seats)
        manager.item(forKey: "plan", as: SegmentedItem.self)?.value = "Team"   // Team name appears, Seats enabled
        manager.item(forKey: "seats", as: StepperItem.self)?.increment()
        // snippet end
        expectShownOutput(of: "forms-signup", printed)
    }

    @Test func aCustomValidator() {
        // snippet: forms-custom-validator
        let noSpaces = Validator.custom("noSpaces") { value in            // (FormValue) -> String?
            (value.stringValue ?? "").contains(" ") ? "must not contain spaces" : nil
        }
        let username = TextItem("Username", key: "user", value: "ada lovelace").validated(by: .required, noSpaces)
        print(username.validate())
        // snippet end
        expectShownOutput(of: "forms-custom-validator", printed)
    }

    @Test func rowsAndSteps() throws {
        // snippet: rows-addresses
        let addresses = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", minimumCount: 1, maximumCount: 3) {
            TextItem("Street", key: "street").validated(by: .required)
            TextItem("City", key: "city")
            RepeatingRows("Phones", key: "phones", rowTitle: "Phone") { TextItem("Number") }   // rows nest
        }
        let manager = AdapterManager(adapter: adapter) {
            FormStep("Account") {
                Section { TextItem("Email", key: "email").validated(by: .required, .email) }
            }
            FormStep("Shipping") {
                Section(header: "Where to") { addresses }
            }
        }
        print(manager.nextStep())                          // "Account" is checked, and its email is required
        try manager.setValues(["email": "ada@example.com",
                               "addresses": [["street": "1 Main St", "phones": ["555-0100"]], ["street": "2 Side St"]]])
        print(manager.nextStep(), manager.progressText ?? "")
        let view = adapter.collectionView!
        addresses.moveRow(addresses.rows[1], to: 0)        // one move, and the two rows' numbered titles
        print(view.appliedUpdates.last!)
        addresses.deleteRow(addresses.rows[1])             // 1 Main St leaves the values
        print(view.appliedUpdates.last!)
        manager.undo()                                     // the same row comes back, phone and all
        print(view.appliedUpdates.last!)
        print(try manager.values.jsonString())
        // snippet end
        expectShownOutput(of: "rows-addresses", printed)
    }

    @Test func alternatives() throws {
        let manager = AdapterManager(adapter: adapter)
        // snippet: rows-alternatives
        let payment = FieldAlternatives("Pay by", key: "payment") {
            FieldBranch("Card") { TextItem("Number", key: "number").validated(by: .required) }
            FieldBranch("Bank transfer") { TextItem("IBAN", key: "iban").validated(by: .required) }
        }
        manager.addSection(Section { payment })
        manager.reload()
        try manager.setValues(["payment": ["number": "4242 4242 4242 4242"]])
        payment.select(titled: "Bank transfer")     // Number leaves, IBAN comes: one batch, nothing else reloads
        print(adapter.collectionView!.appliedUpdates.last!)
        manager.undo()                              // back to Card, the number as it was typed
        print(try manager.values.jsonString())
        // snippet end
        expectShownOutput(of: "rows-alternatives", printed)
    }

    @Test func conditions() throws {
        // snippet: conditions-shown
        let manager = AdapterManager(adapter: adapter) {
            Section {
                SegmentedItem("Contact by", key: "by", options: ["Email", "Phone"], value: "Email")
                TextItem("Email", key: "email").hidden(when: .value("by", isNot: "Email"))
                TextItem("Phone", key: "phone").hidden(when: .value("by", isNot: "Phone"))
                NumberItem("Age", key: "age", isInteger: true)
                BoolItem("Parent agrees", key: "parent")
                    .hidden(when: .isEmpty("age") || .value("age", isAtLeast: 18))
            }
        }
        manager.reload()
        try manager.setValues(["by": "Phone", "age": 15])
        print(adapter.collectionView!.renderText())
        print(try manager.values.jsonString())           // hidden fields are not sent
        // snippet end
        expectShownOutput(of: "conditions-shown", printed)
    }

    @Test func rules() throws {
        // snippet: rules-everyday
        let manager = AdapterManager(adapter: adapter) {
            Section {
                TextItem("Password", key: "password", isSecure: true)
                TextItem("Repeat password", key: "confirm", isSecure: true)
                NumberItem("Seats", key: "seats", isInteger: true)
                RepeatingRows("Jobs", key: "jobs", rowTitle: "Job") {
                    DateTimeItem("Start", key: "start", timeZone: .gmt)
                    DateTimeItem("End", key: "end", timeZone: .gmt)
                }.checkingEachRow(.after("end", "start"))             // each row checks its own dates
                FieldGroup("Contact", key: "contact") {
                    TextItem("Phone", key: "phone")
                    TextItem("Email", key: "email")
                }.checking(.atLeastOne(of: ["phone", "email"]))       // the error goes under the group's title
            }
        }
        manager.addRule(.sameAs("confirm", as: "password"))
        manager.addRule(FieldRule("even", reading: ["seats"]) { values in   // your own
            (values["seats"].numberValue ?? 0).truncatingRemainder(dividingBy: 2) == 0 ? []
                : [.init(field: "seats", message: ValidationMessage("must be even"))]
        })
        try manager.setValues(["password": "analytical", "confirm": "analytic", "seats": 3,
                               "jobs": [["start": "2024-05-01", "end": "2023-01-31"]]])
        for error in manager.validate() { print(error.pointer ?? "", error) }
        // snippet end
        expectShownOutput(of: "rules-everyday", printed)
    }

    @Test func theSeam() throws {
        let animalsSchema = try String(contentsOf: DocumentSnippets.root.appendingPathComponent(
            "Tests/Browser/fixtures/animals.schema.json"), encoding: .utf8)
        // snippet: surface-seam
        // A schema form installs its document's checks; every surface's submit is the manager's,
        // so a page refuses what `Demo schema DOC --values` refuses.
        let document = try SchemaDocument(parsing: animalsSchema)   // rjsf's "a cat eats meat, grass or fish"
        let form = try SchemaForm(document: document, adapter: ListAdapter())
        do { try form.manager.submit(["animal": "Cat", "food": "worms"]) } catch {
            print(error.errors.map { $0.pointer ?? "" })          // shown beside Food too
        }
        print(form.manager.formErrors)                            // errors about the whole value (a root oneOf)

        // What is shown, as data: constraints, choices as (value, label), editability.
        let zip = TextItem("Zip", key: "zip").validated(by: .required, .pattern("[0-9]{5}"))
        print(zip.constraints)
        let plan = SegmentedItem("Plan", key: "plan", options: ["Free", "Pro"])
        print(plan.choices.map(\.text))                           // what a page posts: the values
        try plan.choose(texts: ["Pro"])
        print(zip.isEditable)                                     // a schema's read-only value row: false

        // What changed, as items: a listener, held weakly.
        let repainter = Repainter()
        form.manager.addChangeListener(repainter)
        try form.manager.setValues(["animal": "Cat", "food": "fish"])
        print(repainter.lines)
        // snippet end
        expectShownOutput(of: "surface-seam", printed)
    }
}
