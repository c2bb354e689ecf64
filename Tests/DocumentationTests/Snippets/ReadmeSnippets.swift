// The README's Swift blocks, compiled and run as written; each region is the block's text.
// snippet: readme-form
import Foundation
import FormHTML       // FormPage: the form as a web page
import FormKit        // the form: items, sections, values, rules (and FormJSON's JSONValue)
import FormSchema     // forms from JSON Schema, and back
import FormTerminal   // runInTerminal()
import ListKit        // ListAdapter, the headless CollectionView

struct Signup: Decodable {
    var name: String
    var email: String
    var plan: String
    var seats: Int?
}

// The form types are @MainActor: a function that builds a form says so (top-level code is already).
@MainActor
func makeSignupForm(adapter: ListAdapter = ListAdapter()) -> AdapterManager {
    let manager = AdapterManager(adapter: adapter) {
        Section(header: "Sign up", footer: "We never share your email.") {
            TextItem("Name", key: "name", placeholder: "Ada Lovelace").validated(by: .required, .length(max: 40))
            TextItem("Email", key: "email").validated(by: .required, .email)
            TextItem("Password", key: "password", isSecure: true).validated(by: .required, .length(min: 8))
            TextItem("Repeat password", key: "confirm", isSecure: true)
            DateTimeItem("Birthday", key: "birthday", mode: .date, timeZone: .gmt)   // a day: its zone is required
            SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
            StepperItem("Seats", key: "seats", value: 2, range: 2...50)
                .hidden(when: .value("plan", isNot: "Team"))       // shown only while Plan is Team
        }
    }
    manager.addRule(.sameAs("confirm", as: "password"))            // a rule across two fields
    return manager
}
// snippet end

import Testing

@MainActor
@Suite struct ReadmeSnippets: PrintingSnippets {
    let printed = Printed()

    @Test func theFormPrints() {
        // snippet: readme-printed
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 48)   // headless: lays the form out as text
        let manager = makeSignupForm(adapter: adapter)
        manager.reload()
        print(adapter.collectionView!.renderText())
        // snippet end
        expectShownOutput(of: "readme-printed", printed)
    }

    @Test func valuesGoInAndComeOutAsJSON() throws {
        let manager = makeSignupForm()
        // snippet: readme-values
        // JSON text in (JSONValue(parsing:) is FormJSON's strict parser), the form's own rules, values out.
        let posted = try JSONValue(parsing: #"{"name": "Ada", "email": "ada@example", "password": "analytical", "confirm": "analytic"}"#)
        do {
            _ = try manager.submit(posted.objectValue)
        } catch {
            for problem in error.problems { print(problem) }     // SubmissionError: a JSON Pointer and a message each
        }
        let fixed = try JSONValue(parsing: #"""
            {"name": "Ada", "email": "ada@example.com", "password": "analytical", "confirm": "analytical",
             "birthday": "1815-12-10", "plan": "Team", "seats": 3}
            """#)
        let values = try manager.submit(fixed.objectValue)           // JSONObject: ordered, integers kept apart
        print(try values.jsonString())
        let signup = try manager.values(as: Signup.self)             // or your own Decodable
        print(signup.plan, signup.seats ?? 0)
        // snippet end
        expectShownOutput(of: "readme-values", printed)
    }

    @Test func theWebPageAnswersAGet() {
        // snippet: readme-web
        // The CSRF tokens' key: 32 random bytes, made once per process (or stored, to outlive restarts).
        let secret = FormPageOptions.randomSecret()
        let page = FormPage(manager: makeSignupForm(), options: FormPageOptions(
            title: "Sign up", path: "/signup", successLocation: "/welcome", csrfSecret: secret))
        page.onSubmit = { values in print("saved", values["email"] ?? "") }
        // Any server's handler, on the main actor: a request in, a response out.
        let response = page.handle(FormHTTPRequest(method: "GET", path: "/signup",
                                                   headers: ["Accept-Language": "de-DE,de;q=0.9"]))
        print(response.status, response.headers.first { $0.name == "Content-Language" }?.value ?? "")
        // snippet end
        expectShownOutput(of: "readme-web", printed)
    }

    // Compiled, not run here: it needs a terminal (the terminal tests drive it in tmux).
    // snippet: readme-terminal
    @MainActor
    func fillInAtTheTerminal() throws -> Int32 {
        let outcome = try makeSignupForm().runInTerminal()    // draws on standard error
        if outcome.status == .submitted { print(try outcome.values.jsonString()) }
        return outcome.exitStatus                             // 0 submitted, 3 cancelled, 130 interrupted
    }
    // snippet end

    @Test func aSchemaDocumentIsCheckedAndFilledIn() throws {
        // snippet: readme-schema
        let document = try SchemaDocument(parsing: #"""
            {"type": "object", "required": ["email"], "properties": {
               "email": {"type": "string", "format": "email", "title": "Email"},
               "age": {"type": "integer", "minimum": 18, "title": "Age"}}}
            """#)
        // A server with no form at all: the value checked against the document.
        for error in document.validate(["email": "ada@example.com", "age": 17]) { print(error) }
        // The same document as a form: everything above works on form.manager.
        let form = try SchemaForm(document: document, adapter: ListAdapter())
        print(try form.submit(["email": "ada@example.com", "age": 21]).jsonString())
        // And a form built in code, written back as a document.
        let export = SchemaExport(manager: makeSignupForm())
        print(try (export.schema["required"] ?? []).jsonString())
        // snippet end
        expectShownOutput(of: "readme-schema", printed)
    }
}
