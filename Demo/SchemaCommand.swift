import Foundation
import FormKit
import FormLocale
import FormSchema
import FormTerminal
import ListKit

/// `Demo schema DOC.json [--ui UI.json] [options]`: shows the form a document describes, fills it
/// in (`--interactive`, `--plain`, with `--draft` and `--resume`), or validates values against it
/// as a server would (`--values FILE`, `-` for standard input).
///
/// Exit status: 0 the form was shown, submitted, or the values are valid (the value sent on
/// standard output); 1 the values are invalid (the errors on standard output, each naming its JSON
/// Pointer) or a fill-in did not finish; 2 a bad document, UI schema, values file or command line
/// (the message on standard error); 3 cancelled; 130 interrupted.
enum SchemaCommand {
    /// What a run prints and how it exits.
    struct Outcome: Equatable {
        var status: Int32
        var standardOutput = ""
        var standardError = ""
    }

    static let usage = """
    usage: swift run Demo schema DOC.json [--ui UI.json] [options]
           swift run Demo schema --export signup

    Shows the form a JSON Schema document describes (with a JSON Forms UI schema, or
    every property in order), fills it in, or validates values as a server would.
    DOC.json is a schema, or a wrapper of one: {"schema", "uischema", "data"}
    (JSON Forms' examples) or {"schema", "uiSchema", "formData"} (rjsf's samples),
    the form starting from the data. A schema naming no $schema that uses
    draft-07's syntax is read as draft-07 (a warning says so).

    options:
      --ui UI.json       the UI schema: layouts, groups, controls, rules
      --ref-base P=DIR   read $refs whose URI starts with P from DIR (sibling
                         files of DOC.json are read anyway; nothing is fetched)
      --strict           refuse keywords this library does not enforce
      --output basic     with --values: print JSON Schema's "basic" output
                         ({"valid": …, "errors": [{keywordLocation, …}]})
      --export signup    print the signup demo's form as one object holding
                         "schema" and "uischema" (what cannot be written: on stderr)
      --width N          lay the form out in N columns (at least 10)
      --height N         show an N-line viewport of the form (N at least 1), not all
      --offset N         scroll that viewport down N lines (needs --height)
      --color, --no-color
      -h, --help         show this help

    filling it in, as the demo forms are filled in:
      --interactive      on a terminal the whole form at once; one question per
                         line when the input is piped, TERM=dumb or ACCESSIBLE=1;
                         the values are checked against the document as a server
                         would before they are sent
      --plain            one question per line, even on a terminal
      --values FILE      validate the values in FILE (- for standard input): the
                         value sent (hidden fields left out) and exit 0, or the
                         errors by JSON Pointer and exit 1; nothing is asked
      --draft FILE       if the fill-in ends unsubmitted (cancelled, interrupted,
                         the input ended, the check failed), keep the values so far
                         in FILE, secrets left out (with --interactive or --plain)
      --resume FILE      start from the values in FILE, such as a draft
      --translations FILE the document's words in other languages, by the
                         controls' i18n keys (JSON Forms): {"de": {"name.label":
                         "Name", "age.error.minimum": "…"}, "fr": {…}}
      --language TAG     the language of the form and of the errors (en, de, fr,
                         es, zh, ja, ar …); with --values each error's "message"
                         is in it and its "messageKey" beside it; default:
                         LC_ALL, LC_MESSAGES, LANG for a fill-in, English for --values

    Warnings about the document go to standard error before the form is shown.

    exit status: 0 shown, submitted or valid, 1 invalid values or an unfinished
    fill-in, 2 a bad document or usage, 3 cancelled, 130 interrupted
    """

    /// Runs `Demo schema` with `arguments` (after `schema`).
    @MainActor
    static func run(_ arguments: [String], environment: [String: String], isTerminal: Bool, terminalColumns: Int?) -> Outcome {
        let line: SchemaCommandLine
        do {
            line = try SchemaCommandLine.parse(arguments, defaultWidth: DemoCommand.defaultWidth(environment: environment,
                                                                                                 terminalColumns: terminalColumns))
        } catch {
            return usageError(error.message)
        }
        if line.showsHelp { return Outcome(status: 0, standardOutput: usage + "\n") }
        if let exportName = line.exportName {
            guard exportName == "signup" else { return usageError("no form named '\(exportName)' to export (the forms: signup)") }
            let export = SchemaExport(manager: signupForm(), title: "Sign up")
            let text = (try? export.combined.jsonString(prettyPrinted: true)) ?? ""
            return Outcome(status: 0, standardOutput: text + "\n",
                           standardError: export.unexportable.map { "Demo schema: not exported: \($0)\n" }.joined())
        }
        guard let documentPath = line.documentPath else { return usageError("which document? (swift run Demo schema DOC.json)") }

        let document: SchemaDocument, uiSchema: JSONValue?, startingValues: JSONObject?
        switch loadDocument(documentPath, uiPath: line.uiPath, isStrict: line.isStrict, referenceFolders: line.referenceFolders) {
        case .success(let loaded): (document, uiSchema, startingValues) = (loaded.document, loaded.uiSchema, loaded.startingValues)
        case .failure(let failure): return failure.outcome
        }
        var warnings = document.warnings.map { "\($0)" }

        if let valuesPath = line.form.valuesPath {
            return check(valuesPath, resumePath: line.form.resumePath, against: document, uiSchema: uiSchema,
                         warnings: warnings.map { "Demo schema: warning: \($0)\n" }.joined(), basicOutput: line.outputsBasic,
                         language: line.form.language)
        }

        let view = CollectionView(width: line.width)
        view.textStyler = line.color.map { TextStyler(isEnabled: $0) } ?? TextStyler.forOutput(isTerminal: isTerminal, environment: environment)
        let adapter = ListAdapter()
        adapter.collectionView = view
        let form: SchemaForm
        do {
            form = try SchemaForm(document: document, uiSchema: uiSchema, adapter: adapter)
        } catch {
            return Outcome(status: 2, standardError: warnings.map { "Demo schema: warning: \($0)\n" }.joined()
                + error.errors.map { "Demo schema: \($0)\n" }.joined())
        }
        warnings += form.diagnostics.map { "\($0)" }
        if let startingValues {
            do {
                try form.setValues(startingValues)
            } catch {
                return Outcome(status: 2, standardError: warnings.map { "Demo schema: warning: \($0)\n" }.joined()
                    + "Demo schema: \(documentPath): the wrapper's values were refused:\n"
                    + error.problems.map { "  \($0)\n" }.joined())
            }
            form.manager.history.clear()
        }
        if line.form.asks {
            return SchemaFillIn(form: form, line: line, environment: environment, warnings: warnings).run()
        }
        let text: String
        if let height = line.height {
            view.height = height
            view.scroll(to: line.offset)
            text = view.renderViewport()
        } else {
            text = view.renderText()
        }
        return Outcome(status: 0, standardOutput: DemoText.fitted(text, width: line.width) + "\n",
                       standardError: warnings.map { "Demo schema: warning: \($0)\n" }.joined())
    }

    /// A document read and parsed, with the UI schema it holds or `uiPath` names.
    struct LoadedDocument {
        var document: SchemaDocument
        var uiSchema: JSONValue?
        /// The values the form starts from: a wrapper's `formData` (react-jsonschema-form's
        /// samples) or `data` (JSON Forms' examples).
        var startingValues: JSONObject?
        /// The schema's `title`, if it has one.
        var title: String?
    }

    /// Why a document could not be loaded: what `Demo schema` prints and how it exits (2).
    struct LoadFailure: Error {
        var outcome: Outcome
    }

    /// Reads `documentPath` (a schema, or a wrapper: see ``unwrap(_:)``) and the UI
    /// schema at `uiPath`, and parses the schema; a failure is the outcome to report (status 2).
    @MainActor
    static func loadDocument(_ documentPath: String, uiPath: String?, isStrict: Bool,
                             referenceFolders: [ReferenceFolder] = []) -> Result<LoadedDocument, LoadFailure> {
        func failure(_ outcome: Outcome) -> Result<LoadedDocument, LoadFailure> { .failure(LoadFailure(outcome: outcome)) }
        // The document, and the UI schema it may hold.
        let documentJSON: JSONValue
        switch readJSON(documentPath) {
        case .success(let json): documentJSON = json
        case .failure(let message): return failure(Outcome(status: 2, standardError: "Demo schema: \(message)\n"))
        }
        var schemaJSON = documentJSON
        var uiSchema: JSONValue?
        var startingValues: JSONObject?
        switch unwrap(documentJSON) {
        case .schema:
            break
        case .wrapper(let schema, let ui, let values):
            (schemaJSON, uiSchema, startingValues) = (schema, ui, values)
        case .refused(let message):
            return failure(Outcome(status: 2, standardError: "Demo schema: \(documentPath): \(message)\n"))
        }
        if let uiPath {
            guard uiSchema == nil else { return failure(usageError("\(documentPath) already holds a uischema; drop --ui")) }
            switch readJSON(uiPath) {
            case .success(let json): uiSchema = json
            case .failure(let message): return failure(Outcome(status: 2, standardError: "Demo schema: \(message)\n"))
            }
        }
        let document: SchemaDocument
        do {
            let text = try schemaJSON.jsonData()
            // The file is where the document was retrieved from: the base of the basic output's
            // absoluteKeywordLocation when the document has no `$id`.
            let baseURI = URL(fileURLWithPath: documentPath).standardizedFileURL.absoluteString
            // Schemas split across files: the `$ref`s to sibling files (and to folders
            // --ref-base maps) are read from disk; nothing is fetched.
            var registry = SchemaRegistry()
            let folders = referenceFolders.map { (prefix: $0.prefix, folder: URL(fileURLWithPath: $0.folder, isDirectory: true)) }
            try registry.registerReferencedFiles(of: schemaJSON, retrievedFrom: baseURI, folders: folders)
            document = try SchemaDocument(parsing: text, options: SchemaOptions(isStrict: isStrict, baseURI: baseURI), registry: registry)
        } catch let error as SchemaFileError {
            return failure(Outcome(status: 2, standardError: "Demo schema: \(documentPath): a referenced file \(error)\n"))
        } catch let error as SchemaDocumentError {
            return failure(Outcome(status: 2, standardError: error.errors.map { "Demo schema: \(documentPath): \($0)\n" }.joined()))
        } catch {
            return failure(Outcome(status: 2, standardError: "Demo schema: \(documentPath): \(error)\n"))
        }
        return .success(LoadedDocument(document: document, uiSchema: uiSchema, startingValues: startingValues,
                                       title: schemaJSON.objectValue?["title"]?.stringValue))
    }

    /// What a document file holds: a schema, or a wrapper of one.
    enum Unwrapped {
        case schema
        case wrapper(schema: JSONValue, uiSchema: JSONValue?, values: JSONObject?)
        case refused(String)
    }

    /// The keywords of JSON Schema 2020-12 and draft-07: a top-level member that is one makes the
    /// object a schema, whatever its `schema` member is.
    static let schemaKeywords: Set<String> = [
        "$schema", "$id", "$ref", "$defs", "definitions", "$anchor", "$dynamicRef", "$dynamicAnchor", "$comment", "$vocabulary",
        "type", "enum", "const", "properties", "patternProperties", "additionalProperties", "required", "dependentRequired",
        "dependentSchemas", "dependencies", "propertyNames", "minProperties", "maxProperties", "items", "prefixItems",
        "additionalItems", "contains", "minContains", "maxContains", "minItems", "maxItems", "uniqueItems", "allOf", "anyOf",
        "oneOf", "not", "if", "then", "else", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
        "minLength", "maxLength", "pattern", "format", "title", "description", "default", "examples", "readOnly", "writeOnly",
        "deprecated", "unevaluatedProperties", "unevaluatedItems", "contentMediaType", "contentEncoding",
    ]

    /// The members a wrapper may have: JSON Forms' `schema`, `uischema` and `data` (its examples),
    /// react-jsonschema-form's `schema`, `uiSchema` and `formData` (its samples).
    static let wrapperMembers: Set<String> = ["schema", "uischema", "uiSchema", "data", "formData"]

    /// `json` as a schema or a wrapper: an object whose `schema` is a schema and whose other
    /// members are no schema keywords is a wrapper — of known members only; one it does not know
    /// is refused, never read as a schema that accepts anything.
    static func unwrap(_ json: JSONValue) -> Unwrapped {
        guard let object = json.objectValue, let schema = object["schema"], schema.objectValue != nil || schema.boolValue != nil else { return .schema }
        let others = object.keys.filter { $0 != "schema" }
        if others.contains(where: { schemaKeywords.contains($0) }) { return .schema }
        if let unknown = others.first(where: { !wrapperMembers.contains($0) }) {
            return .refused("a wrapper of a schema holds \(wrapperMembers.sorted().map { "\"\($0)\"" }.joined(separator: ", ")); "
                + "\(unknown.debugDescription) is none of them")
        }
        if object["uischema"] != nil && object["uiSchema"] != nil { return .refused("a wrapper holds \"uischema\" or \"uiSchema\", not both") }
        if object["data"] != nil && object["formData"] != nil { return .refused("a wrapper holds \"data\" or \"formData\", not both") }
        let values = object["formData"] ?? object["data"]
        if let values, values.objectValue == nil {
            return .refused("the wrapper's \(object["formData"] != nil ? "formData" : "data") must be an object of values")
        }
        return .wrapper(schema: schema, uiSchema: object["uischema"] ?? object["uiSchema"], values: values?.objectValue)
    }

    /// A usage error: the message, the hint, status 2.
    static func usageError(_ message: String) -> Outcome {
        Outcome(status: 2, standardError: "Demo schema: \(message)\nRun 'Demo schema --help' for usage.\n")
    }

    /// `--values`: the values (over a `--resume` file's, member by member) validated against the
    /// document as a server would: the value sent and 0, or the errors by JSON Pointer and 1;
    /// with `basicOutput`, JSON Schema's "basic" output either way.
    @MainActor
    static func check(_ valuesPath: String, resumePath: String?, against document: SchemaDocument, uiSchema: JSONValue?,
                      warnings: String, basicOutput: Bool = false, language: LanguageTag? = nil) -> Outcome {
        var values: JSONValue
        switch readJSON(valuesPath) {
        case .success(let json): values = json
        case .failure(let message): return Outcome(status: 2, standardError: warnings + "Demo schema: \(message)\n")
        }
        if let resumePath, let given = values.objectValue {
            switch readJSON(resumePath) {
            case .success(let json):
                guard let resumed = json.objectValue else {
                    return Outcome(status: 2, standardError: warnings + "Demo schema: \(resumePath): expected a JSON object of values\n")
                }
                var merged = FormDraft.split(resumed).values
                for (key, value) in given { merged[key] = value }
                values = .object(merged)
            case .failure(let message):
                return Outcome(status: 2, standardError: warnings + "Demo schema: \(message)\n")
            }
        }
        if basicOutput {
            let output = document.basicOutput(values)
            return Outcome(status: output["valid"] == true ? 0 : 1,
                           standardOutput: ((try? output.jsonString(prettyPrinted: true)) ?? "") + "\n", standardError: warnings)
        }
        let errors = document.validate(values)
        guard errors.isEmpty else {
            // In a language, each error's message is in it and its catalog key is beside it.
            let localizer = language.map { Localizer(language: $0) }
            let report: JSONValue = ["valid": false, "errors": .array(errors.map { error in localizer.map { error.jsonValue(in: $0) } ?? error.jsonValue })]
            return Outcome(status: 1, standardOutput: ((try? report.jsonString(prettyPrinted: true)) ?? "") + "\n",
                           standardError: warnings)
        }
        var sent = values
        if let object = values.objectValue, let layout = try? SchemaLayout(document: document, uiSchema: uiSchema) {
            sent = .object(layout.output(for: object))
        }
        return Outcome(status: 0, standardOutput: ((try? sent.jsonString(prettyPrinted: true)) ?? "") + "\n", standardError: warnings)
    }

    /// The signup demo's form (``SignupDemo/makeForm(adapter:diagnosticHandler:)``).
    @MainActor
    static func signupForm() -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 80)
        return SignupDemo.makeForm(adapter: adapter)
    }

    /// A file's JSON (`-`: standard input's), or a message naming the file and, for bad JSON,
    /// the line and column.
    static func readJSON(_ path: String) -> Result<JSONValue, ReadFailure> {
        let contents = path == "-" ? (try? FileHandle.standardInput.readToEnd()) ?? Data() : FileManager.default.contents(atPath: path)
        guard let data = contents else {
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

