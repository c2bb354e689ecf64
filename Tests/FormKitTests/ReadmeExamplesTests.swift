import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// The FormKit articles' examples, checked further than their printed output.
@MainActor
@Suite struct ReadmeExamplesTests {
    @Test func theRulesExampleCompilesAndChecksWhatItSays() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60)
        let manager = AdapterManager(adapter: adapter) {
            Section {
                TextItem("Password", key: "password", value: "a")
                TextItem("Repeat password", key: "confirm", value: "b")
                NumberItem("Seats", key: "seats", value: "3", isInteger: true)
                // The rows and group of the rules example.
                RepeatingRows("Jobs", key: "jobs", rowTitle: "Job") {
                    DateTimeItem("Start", key: "start", timeZone: .gmt)
                    DateTimeItem("End", key: "end", timeZone: .gmt)
                }.checkingEachRow(.after("end", "start"))
                FieldGroup("Contact", key: "contact") {
                    TextItem("Phone", key: "phone")
                    TextItem("Email", key: "email")
                }.checking(.atLeastOne(of: ["phone", "email"]))                // under the group's title
            }
        }
        manager.addRule(.sameAs("confirm", as: "password"))            // "Repeat password must match Password"
        manager.addRule(FieldRule("even", reading: ["seats"]) { values in
            (values["seats"].numberValue ?? 0).truncatingRemainder(dividingBy: 2) == 0 ? []
                : [.init(field: "seats", message: ValidationMessage("must be even"))]
        })
        manager.reload()
        let errors = manager.validate().map(\.description)
        #expect(errors.contains("Repeat password must match Password") && errors.contains("Seats must be even")
                && errors.contains("Fill in at least one of Phone or Email"), "\(errors)")
    }

    struct Signup: Decodable { var name: String; var plan: String; var seats: Int }

    @Test func theFormsExampleDoesWhatItSays() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 40)
        var printed: [String] = []
        let manager = AdapterManager(adapter: adapter, diagnosticHandler: { printed.append("\($0)") }) {
            Section(header: "Sign up", footer: "We never share your email.") {
                TextItem("Name", key: "name", placeholder: "Jane Appleseed").validated(by: .required, .length(max: 40))
                TextItem("Email", key: "email").validated(by: .required, .email)
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
                TextItem("Team name", key: "team").hidden(when: .value("plan", isNot: "Team"))
                StepperItem("Seats", key: "seats", value: 2, range: 1...50)
                    .disabled(when: .value("plan", is: "Free"))
                    .onChange { item in printed.append("\(item.value)") }
            }
        }
        try manager.setValues(["name": "Jane"])
        let errors = manager.validate()
        #expect(errors.map(\.description) == ["Email is required"])
        #expect(try manager.values.jsonString() == #"{"name":"Jane","plan":"Free","seats":2}"#)
        let signup = try manager.values(as: Signup.self)
        #expect(signup.name == "Jane" && signup.seats == 2)
        #expect(!adapter.collectionView!.renderText().contains("Team name"))
        #expect(manager.item(forKey: "seats")?.isEnabled == false)
        manager.item(forKey: "plan", as: SegmentedItem.self)?.value = "Team"
        #expect(adapter.collectionView!.renderText().contains("Team name"))
        #expect(manager.item(forKey: "seats")?.isEnabled == true)
        manager.item(forKey: "seats", as: StepperItem.self)?.increment()
        #expect(printed == ["3.0"])
    }
}
