import Foundation
import FormKit
import FormSchema
import FormTerminal
import ListKit

/// `Demo schema DOC.json [--ui UI.json] [--values V.json]`: shows the form a document describes,
/// or validates values against it as a server would.
///
/// Exit status: 0 the form was shown or the values are valid (the value sent on standard output);
/// 1 the values are invalid (the errors on standard output, each naming its JSON Pointer); 2 a bad
/// document, UI schema, values file or command line (the message on standard error).
enum SchemaCommand {
    /// What a run prints and how it exits.
    struct Outcome: Equatable {
        var status: Int32
        var standardOutput = ""
        var standardError = ""
    }

    static let usage = """
    usage: swift run Demo schema DOC.json [--ui UI.json] [--values V.json] [options]
           swift run Demo schema --export signup

    Shows the form a JSON Schema document describes (with a JSON Forms UI schema, or
    every property in order), or validates values as a server would. DOC.json is a
    schema, or one object holding "schema" and "uischema".

    options:
      --ui UI.json       the UI schema: layouts, groups, controls, rules
      --values V.json    validate V.json: the value sent (hidden fields left out) and
                         exit 0, or the errors by JSON Pointer and exit 1
      --interactive      fill the form in (line mode when the input is piped); the
                         values are checked against the document as a server would
      --strict           refuse assertions this library does not enforce
      --export signup    print the signup demo's form as one object holding
                         "schema" and "uischema" (what cannot be written: on stderr)
      --width N          lay the form out in N columns (at least 10)
      --color, --no-color
      -h, --help         show this help

    exit status: 0 shown or valid, 1 invalid values, 2 a bad document or usage
    """

    /// Runs `Demo schema` with `arguments` (after `schema`).
    @MainActor
    static func run(_ arguments: [String], environment: [String: String], isTerminal: Bool, terminalColumns: Int?) -> Outcome {
        var documentPath: String?, uiPath: String?, valuesPath: String?, exportName: String?
        var isStrict = false, color: Bool?, isInteractive = false
        var width = DemoCommand.defaultWidth(environment: environment, terminalColumns: terminalColumns)
        var remaining = arguments[...]
        func usageError(_ message: String) -> Outcome {
            Outcome(status: 2, standardError: "Demo schema: \(message)\nRun 'Demo schema --help' for usage.\n")
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": return Outcome(status: 0, standardOutput: usage + "\n")
            case "--strict": isStrict = true
            case "--interactive": isInteractive = true
            case "--color": color = true
            case "--no-color": color = false
            case "--ui", "--values", "--export", "--width":
                guard let value = remaining.popFirst() else { return usageError("\(argument) needs a value") }
                switch argument {
                case "--ui": uiPath = value
                case "--values": valuesPath = value
                case "--export": exportName = value
                default:
                    guard let number = Int(value), number >= DemoOptions.minimumWidth else {
                        return usageError("--width must be a number of at least \(DemoOptions.minimumWidth) columns, not '\(value)'")
                    }
                    width = number
                }
            default:
                if argument.hasPrefix("-") { return usageError("unknown option '\(argument)'") }
                guard documentPath == nil else { return usageError("one document at a time") }
                documentPath = argument
            }
        }
        if let exportName {
            guard documentPath == nil, uiPath == nil, valuesPath == nil else { return usageError("--export takes no document") }
            guard exportName == "signup" else { return usageError("no form named '\(exportName)' to export (the forms: signup)") }
            let export = SchemaExport(manager: signupForm(), title: "Sign up")
            let text = (try? export.combined.jsonString(prettyPrinted: true)) ?? ""
            return Outcome(status: 0, standardOutput: text + "\n",
                           standardError: export.unexportable.map { "Demo schema: not exported: \($0)\n" }.joined())
        }
        guard let documentPath else { return usageError("which document? (swift run Demo schema DOC.json)") }
        if isInteractive && valuesPath != nil { return usageError("--interactive asks for the values; --values reads them: choose one") }

        // The document, and the UI schema it may hold.
        let documentJSON: JSONValue
        switch readJSON(documentPath) {
        case .success(let json): documentJSON = json
        case .failure(let message): return Outcome(status: 2, standardError: "Demo schema: \(message)\n")
        }
        var schemaJSON = documentJSON
        var uiSchema: JSONValue?
        if let object = documentJSON.objectValue, object["schema"] != nil, object.keys.allSatisfy({ $0 == "schema" || $0 == "uischema" }) {
            schemaJSON = object["schema"]!
            uiSchema = object["uischema"]
        }
        if let uiPath {
            guard uiSchema == nil else { return usageError("\(documentPath) already holds a uischema; drop --ui") }
            switch readJSON(uiPath) {
            case .success(let json): uiSchema = json
            case .failure(let message): return Outcome(status: 2, standardError: "Demo schema: \(message)\n")
            }
        }
        let document: SchemaDocument
        do {
            let text = try schemaJSON.jsonData()
            document = try SchemaDocument(parsing: text, options: SchemaOptions(isStrict: isStrict))
        } catch let error as SchemaDocumentError {
            return Outcome(status: 2, standardError: error.errors.map { "Demo schema: \(documentPath): \($0)\n" }.joined())
        } catch {
            return Outcome(status: 2, standardError: "Demo schema: \(documentPath): \(error)\n")
        }
        var warnings = document.warnings.map { "Demo schema: warning: \($0)\n" }.joined()

        if let valuesPath {
            let values: JSONValue
            switch readJSON(valuesPath) {
            case .success(let json): values = json
            case .failure(let message): return Outcome(status: 2, standardError: warnings + "Demo schema: \(message)\n")
            }
            let errors = document.validate(values)
            guard errors.isEmpty else {
                let report: JSONValue = ["valid": false, "errors": .array(errors.map(\.jsonValue))]
                return Outcome(status: 1, standardOutput: ((try? report.jsonString(prettyPrinted: true)) ?? "") + "\n",
                               standardError: warnings)
            }
            var sent = values
            if let object = values.objectValue, let layout = try? SchemaLayout(document: document, uiSchema: uiSchema) {
                sent = .object(layout.output(for: object))
            }
            return Outcome(status: 0, standardOutput: ((try? sent.jsonString(prettyPrinted: true)) ?? "") + "\n", standardError: warnings)
        }

        let view = CollectionView(width: width)
        view.textStyler = color.map { TextStyler(isEnabled: $0) } ?? TextStyler.forOutput(isTerminal: isTerminal, environment: environment)
        let adapter = ListAdapter()
        adapter.collectionView = view
        let form: SchemaForm
        do {
            form = try SchemaForm(document: document, uiSchema: uiSchema, adapter: adapter)
        } catch {
            return Outcome(status: 2, standardError: warnings + error.errors.map { "Demo schema: \($0)\n" }.joined())
        }
        warnings += form.diagnostics.map { "Demo schema: warning: \($0)\n" }.joined()
        if isInteractive { return fillIn(form, warnings: warnings) }
        return Outcome(status: 0, standardOutput: DemoText.fitted(view.renderText(), width: width) + "\n", standardError: warnings)
    }

    /// Fills the described form in at the terminal (line mode when the input is piped), then
    /// checks the values against the document as the server will: the value sent on stdout and
    /// exit 0; cancelled 3, interrupted 130; the server's errors (by JSON Pointer) and exit 1.
    @MainActor
    static func fillIn(_ form: SchemaForm, warnings: String) -> Outcome {
        FormRunCommand.unblockTerminationSignals()
        let outcome: FormOutcome
        do {
            outcome = try form.manager.runInTerminal()
        } catch {
            return Outcome(status: 1, standardError: warnings + "Demo schema: \(error); nothing was submitted\n")
        }
        guard outcome.status == .submitted else {
            return Outcome(status: outcome.exitStatus, standardError: warnings + "Demo schema: not submitted (\(outcome.status))\n")
        }
        let errors = form.document.validate(.object(outcome.values))
        guard errors.isEmpty else {
            let report: JSONValue = ["valid": false, "errors": .array(errors.map(\.jsonValue))]
            return Outcome(status: 1, standardOutput: ((try? report.jsonString(prettyPrinted: true)) ?? "") + "\n", standardError: warnings)
        }
        return Outcome(status: 0, standardOutput: ((try? outcome.values.jsonString()) ?? "") + "\n", standardError: warnings)
    }

    /// The signup demo's form (``SignupDemo/makeForm(adapter:diagnosticHandler:)``).
    @MainActor
    static func signupForm() -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 80)
        return SignupDemo.makeForm(adapter: adapter)
    }

    /// A file's JSON, or a message naming the file and, for bad JSON, the line and column.
    static func readJSON(_ path: String) -> Result<JSONValue, ReadFailure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ReadFailure(message: "cannot read \(path)"))
        }
        do {
            return .success(try JSONValue(parsing: data))
        } catch {
            return .failure(ReadFailure(message: "\(path): not JSON: \(error)"))
        }
    }

    struct ReadFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

