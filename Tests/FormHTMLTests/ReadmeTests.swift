import Foundation
import FormHTML
import FormKit
import ListKit
import Testing

/// The web article's page example (FormHTML.docc/FormsOnTheWeb.md), with what the article says it does.
@MainActor @Suite struct ReadmeTests {
    /// The web article's session-store example, with what the article says it does.
    @Test func theReadmeStoreSnippetGivesEachVisitorAFormAndACookie() {
        let secret = Array("a secret of at least 32 random bytes!".utf8)
        func makeSignupForm() -> AdapterManager { makeManager { Section { TextItem("Email", key: "email") } } }
        let request = FormHTTPRequest(method: "GET", path: "/signup")

        // --- as in the article ---
        let store = FormSessionStore(options: .init(capacity: 10_000, lifetime: .seconds(1_800))) { id in
            FormPage(manager: makeSignupForm(), options: FormPageOptions(title: "Sign up", path: "/signup",
                                                                         csrfSecret: secret, csrfBinding: id))
        }
        let response = store.handle(request) { page in page.handle(request) }  // sets the cookie when new
        // ---

        #expect(response.status == 200 && response.header("Set-Cookie")?.hasPrefix("form_session=") == true)
        #expect(store.count == 1)
        let other = store.handle(request) { page in page.handle(request) }
        #expect(other.header("Set-Cookie") != response.header("Set-Cookie") && store.count == 2)
    }

    /// The Demo's signup form (Demo/SignupDemo.swift), rebuilt here: its conditions work through
    /// posts without JavaScript.
    @Test func theDemoSignupFormShowsTheTeamRowsAfterAPostChoosingTeam() {
        let manager = makeManager {
            Section(header: "Sign up", footer: "We never share your email.") {
                TextItem("Name", key: "name", placeholder: "Jane Appleseed").validated(by: .required, .length(max: 40))
                TextItem("Email", key: "email", placeholder: "jane@example.com").validated(by: .required, .email)
                TextItem("Password", key: "password", isSecure: true).validated(by: .required, .length(min: 8))
            }
            Section(header: "Plan") {
                SegmentedItem("Plan", key: "plan", options: ["Free", "Pro", "Team"], value: "Free")
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
        let page = makePage(manager)
        #expect(!page.render().contains("f-seats"))
        #expect(page.render().contains(#"value="press:i-2-0-2" id="i-2-0-2" disabled>Create account</button>"#))
        let response = page.post([("/name", "Jane"), ("/email", "jane@example.com"), ("/password", "correct horse"), ("/plan", "Team"),
                                  ("/newsletter", "on"), ("/topics", "Events")])
        // Choosing Team without the live script reveals Team name and Seats: never submitted
        // unseen, the page comes back showing them.
        #expect(response.status == 200)
        #expect(response.text.contains("(Team name, Seats)"))
        let html = page.get()
        #expect(html.contains(#"<input type="number" id="f-seats" name="/seats" value="5" min="2" max="50" step="1">"#))
        #expect(html.contains(#"value="press:i-2-0-2" id="i-2-0-2">Create account</button>"#))
        #expect(manager.values["topics"] == .array(["Events"]))
    }
}
