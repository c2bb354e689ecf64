import Foundation
import FormKit
import ListKit

/// A form built with the result-builder DSL: conditional rows, validation, values as JSON.
enum SignupDemo {
    @MainActor
    static func run(_ context: DemoContext) -> String {
        let (adapter, view) = context.makeAdapter()
        let plans = ["Free", "Pro", "Team"]
        let manager = AdapterManager(adapter: adapter) {
            Section(header: "Sign up", footer: "We never share your email.") {
                TextItem("Name", key: "name", placeholder: "Jane Appleseed").validate(.required, .length(max: 40))
                TextItem("Email", key: "email", placeholder: "jane@example.com").validate(.required, .email)
                TextItem("Password", key: "password", isSecure: true).validate(.required, .length(min: 8))
            }
            Section(header: "Plan") {
                SegmentedItem("Plan", key: "plan", options: plans, value: "Free")
                TextItem("Team name", key: "team").hidden(when: { $0["plan"] != .string("Team") })
                StepperItem("Seats", key: "seats", value: 5, range: 2...50)
                    .hidden(when: { $0["plan"] != .string("Team") })
            }
            Section(header: "Preferences") {
                BoolItem("Newsletter", key: "newsletter", value: true)
                MultipleChoiceItem("Topics", key: "topics", options: ["Releases", "Tutorials", "Events"], value: ["Releases"])
                    .hidden(when: { $0["newsletter"] == .bool(false) })
                ButtonItem("Create account")
            }
        }
        var lines = [context.heading("signup: built with the DSL; conditional rows; values as JSON"), "",
                     context.step("the form"), context.render(view), ""]
        view.clearAppliedUpdates()

        manager.setValues(["name": .string("Jane Appleseed"), "email": .string("jane@example.com"),
                           "password": .string("correct horse")])
        (manager.item(forKey: "plan") as! SegmentedItem).value = "Team"
        lines.append(context.step("values set, then plan = \"Team\": the team rows appear"))
        lines += DemoCatalog.takeLog(view)
        (manager.item(forKey: "newsletter") as! BoolItem).value = false
        lines.append(context.step("newsletter = false: the topics row disappears"))
        lines += DemoCatalog.takeLog(view)
        lines += ["", context.step("the form"), context.render(view), "", context.step("manager.values as JSON")]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = (try? encoder.encode(manager.values)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
        lines.append(json)
        return lines.joined(separator: "\n")
    }
}
