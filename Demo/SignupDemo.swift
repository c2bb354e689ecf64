import Foundation
import FormKit
import ListKit

/// A form built with the result-builder DSL: conditional rows, validation, values as JSON.
enum SignupDemo {
    /// What the form's values decode into: the user's own type.
    struct Signup: Decodable {
        var name: String
        var email: String
        var plan: String
        var seats: Int?
        var newsletter: Bool
    }

    /// The signup form, empty but for its defaults.
    @MainActor
    static func makeForm(adapter: ListAdapter, diagnosticHandler: ((FormDiagnostic) -> Void)? = nil) -> AdapterManager {
        let plans = ["Free", "Pro", "Team"]
        return AdapterManager(adapter: adapter, diagnosticHandler: diagnosticHandler) {
            Section(header: "Sign up", footer: "We never share your email.") {
                TextItem("Name", key: "name", placeholder: "Jane Appleseed").validated(by: .required, .length(max: 40))
                TextItem("Email", key: "email", placeholder: "jane@example.com").validated(by: .required, .email)
                TextItem("Password", key: "password", isSecure: true).validated(by: .required, .length(min: 8))
            }
            Section(header: "Plan") {
                SegmentedItem("Plan", key: "plan", options: plans, value: "Free")
                TextItem("Team name", key: "team").hidden(when: .value("plan", isNot: "Team"))
                StepperItem("Seats", key: "seats", value: 5, range: 2...50).hidden(when: .value("plan", isNot: "Team"))
            }
            Section(header: "Preferences") {
                BoolItem("Newsletter", key: "newsletter", value: true)
                MultipleChoiceItem("Topics", key: "topics", options: ["Releases", "Tutorials", "Events"], value: ["Releases"])
                    .hidden(when: .value("newsletter", is: false))
                ButtonItem("Create account").disabled(when: .isEmpty("email"))
            }
        }
    }

    @MainActor
    static func run(_ context: DemoContext) -> String {
        let (adapter, view) = context.makeAdapter()
        var diagnostics: [String] = []
        let manager = makeForm(adapter: adapter, diagnosticHandler: { diagnostics.append("\($0)") })
        var lines = [context.heading("signup: built with the DSL; conditions as values; values as JSON"), "",
                     context.step("the form"), context.render(view), ""]
        view.clearAppliedUpdates()

        do {
            try manager.setValues(["name": "Jane Appleseed", "email": "jane@example.com", "password": "correct horse"])
        } catch {
            lines.append("setValues refused: \(error)")
        }
        manager.item(forKey: "plan", as: SegmentedItem.self)?.value = "Team"
        lines.append(context.step("values set, then plan = \"Team\": the team rows appear, the button is enabled"))
        lines += DemoCatalog.takeLog(view)
        manager.item(forKey: "newsletter", as: BoolItem.self)?.value = false
        lines.append(context.step("newsletter = false: the topics row disappears"))
        lines += DemoCatalog.takeLog(view)
        lines += ["", context.step("the form"), context.render(view), "",
                  context.step("manager.values(includingHidden: false, redactingSecrets: true)")]
        lines.append((try? manager.values(includingHidden: false, redactingSecrets: true).jsonString(prettyPrinted: true)) ?? "{}")
        lines.append(context.step("try manager.values(as: Signup.self)"))
        do {
            let signup = try manager.values(as: Signup.self)
            lines.append("Signup(name: \(signup.name.debugDescription), plan: \(signup.plan.debugDescription), "
                + "seats: \(signup.seats.map(String.init) ?? "nil"), newsletter: \(signup.newsletter))")
        } catch {
            lines.append("refused: \(error)")
        }
        lines += diagnostics.map { "diagnostic: \($0)" }
        return lines.joined(separator: "\n")
    }
}
