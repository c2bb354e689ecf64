// A job application in three steps — you, your work (rows in which "Current job" hides the end
// date, each row checking that its end comes after its start), a cover letter — printed, filled in
// from values as a server would, decoded into a struct, served as a web page, and (with `--fill`)
// filled in at the terminal. Then the same kind of form from a JSON Schema document.
import Foundation
import FormHTML
import FormKit
import FormSchema
import FormTerminal
import ListKit

struct Application: Decodable {
    struct Job: Decodable {
        var employer: String
        var start: String
        var current: Bool
        var end: String?
    }
    var name: String
    var email: String
    var jobs: [Job]
    var letter: String?
}

@MainActor
func makeApplication(adapter: ListAdapter) -> AdapterManager {
    let utc = TimeZone(identifier: "UTC")!
    let jobs = RepeatingRows("Work experience", key: "jobs", rowTitle: "Job", minimumCount: 1, maximumCount: 5) {
        TextItem("Employer", key: "employer").validated(by: .required)
        DateTimeItem("Start date", key: "start", mode: .date, timeZone: utc).validated(by: .required)
        BoolItem("Current job", key: "current")
        DateTimeItem("End date", key: "end", mode: .date, timeZone: utc).validated(by: .required)
            .hidden(when: .value("current", is: true))
    }.checkingEachRow(.after("end", "start"))
    return AdapterManager(adapter: adapter) {
        FormStep("You") {
            Section {
                TextItem("Name", key: "name").validated(by: .required)
                TextItem("Email", key: "email").validated(by: .required, .email)
            }
        }
        FormStep("Work") {
            Section { jobs }
        }
        FormStep("Letter") {
            Section {
                LongTextItem("Cover letter", key: "letter").validated(by: .length(max: 2_000))
            }
        }
    }
}

@MainActor
func main() throws -> Int32 {
    let adapter = ListAdapter()
    adapter.collectionView = CollectionView(width: 60)
    let manager = makeApplication(adapter: adapter)
    manager.reload()
    print(adapter.collectionView!.renderText())

    if CommandLine.arguments.contains("--fill") {
        let outcome = try manager.runInTerminal()
        if outcome.status == .submitted { print(try outcome.values.jsonString()) }
        return outcome.exitStatus
    }

    // A server's way: values in, checked by the form's own rules, the cross-field one included.
    let refused = try JSONValue(parsing: #"""
        {"name": "Ada Lovelace", "email": "ada@example.com",
         "jobs": [{"employer": "Analytical Engines", "start": "1843-01-01", "current": false, "end": "1842-06-30"}]}
        """#)
    do {
        _ = try manager.submit(refused.objectValue)
        print("accepted an end before the start")
        return 1
    } catch {
        print("refused: " + error.problems.map(\.description).joined(separator: "; "))
    }
    let accepted = try JSONValue(parsing: #"""
        {"name": "Ada Lovelace", "email": "ada@example.com",
         "jobs": [{"employer": "Analytical Engines", "start": "1843-01-01", "current": true}],
         "letter": "I write programs for engines that do not exist yet."}
        """#)
    let values = try manager.submit(accepted.objectValue)
    let application = try manager.values(as: Application.self)
    print("accepted: \(application.name), \(application.jobs.count) job, current: \(application.jobs[0].current)")
    print(try values.jsonString())

    // The same form as a page, in German, as a server would answer a GET.
    let secret = FormPageOptions.randomSecret()
    let page = FormPage(manager: makeApplication(adapter: ListAdapter()),
                        options: FormPageOptions(title: "Job application", path: "/apply", csrfSecret: secret))
    let response = page.handle(FormHTTPRequest(method: "GET", path: "/apply", headers: ["Accept-Language": "de-DE"]))
    print("GET /apply: \(response.status), \(response.body.count) bytes, \(response.headers.first { $0.name == "Content-Language" }?.value ?? "?")")

    // A form a server describes: a JSON Schema document and nothing else.
    let document = try SchemaDocument(parsing: #"""
        {"type": "object", "required": ["name"], "properties": {
          "name": {"type": "string", "title": "Referee"},
          "phone": {"type": "string", "title": "Phone"},
          "years": {"type": "integer", "title": "Years known", "minimum": 0}}}
        """#)
    let schemaAdapter = ListAdapter()
    schemaAdapter.collectionView = CollectionView(width: 60)
    let reference = try SchemaForm(document: document, uiSchema: nil, adapter: schemaAdapter)
    reference.manager.reload()
    print(schemaAdapter.collectionView!.renderText())
    let errors = document.validate(["years": -1])
    print("the document refuses: " + errors.map { "\($0.instancePath) \($0.message)" }.joined(separator: "; "))
    return 0
}

exit(try MainActor.assumeIsolated { try main() })
