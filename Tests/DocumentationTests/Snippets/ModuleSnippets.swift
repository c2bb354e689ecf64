// The Swift blocks of the FormJSON, FormLocale, FormSchemaValidation, FormSchema and FormTerminal
// catalogs, compiled and (where they do not need a terminal) run as written.
import Foundation
import FormJSON
import FormKit
import FormLocale
import FormSchema
import FormSchemaValidation
import FormTerminal
import ListKit
import Testing

@MainActor
@Suite struct ModuleSnippets: PrintingSnippets {
    let printed = Printed()

    @Test func formJSON() throws {
        // snippet: formjson-landing
        let value = try JSONValue(parsing: #"{"name": "Ada", "age": 36, "balance": 0.1000000000000000000001}"#)
        print(value["age"] ?? .null)                 // an integer, kept apart from other numbers
        print(value["balance"] ?? .null)             // exact: more digits than a Double holds
        print(try value.jsonString())
        do {
            _ = try JSONValue(parsing: "{\"name\": \"Ada\",\n \"name\": \"Byron\"}")
        } catch {
            print(error)                             // where, and why
        }
        // snippet end
        expectShownOutput(of: "formjson-landing", printed)
    }

    @Test func formLocale() throws {
        // snippet: formlocale-landing
        let german = Localizer(preference: LanguagePreference(acceptLanguage: "de-AT, en;q=0.5"))
        print(german.string(LocalizedMessage("text.length.atLeast", ["title": "Name", "count": 3])))
        print(LocaleNumber.parse("1.234,5", language: LanguageTag("de")!) ?? "refused")
        print(LocaleNumber.parse("3,5abc", language: LanguageTag("de")!) ?? "refused")
        print(LocaleDate.parse("27.11.2026", language: LanguageTag("de")!, referenceYear: 2026) ?? "refused")
        // snippet end
        expectShownOutput(of: "formlocale-landing", printed)
    }

    @Test func choosingALanguage() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 30)
        let manager = AdapterManager(adapter: adapter) {
            Section { NumberItem("Weight", key: "weight").validated(by: .required) }
        }
        manager.reload()
        // snippet: locale-choose
        manager.localizer = Localizer(language: LanguageTag("fr-CA")!)      // the French catalog
        for error in manager.validate() { print(error.description(in: manager.localizer)) }
        try manager.setValues(["weight": 3.5])
        print(adapter.collectionView!.renderText())                        // shown as French writes it
        let chosen = Localizer(preference: LanguagePreference(environment: ["LANG": "de_DE.UTF-8"]))
        print(chosen.language)
        // snippet end
        expectShownOutput(of: "locale-choose", printed)
    }

    @Test func yourOwnWords() throws {
        // snippet: locale-catalog
        let ours = try MessageCatalog(language: LanguageTag("de")!, json: #"{"field.required": "Bitte {title} angeben"}"#)
        let catalogs = MessageCatalogs.builtIn.adding(ours)
        let german = Localizer(language: LanguageTag("de")!, catalogs: catalogs)
        print(german.string(LocalizedMessage("field.required", ["title": "Name"])))
        print(german.string(LocalizedMessage("text.length.atMost", ["title": "Name", "count": 1])))  // still the shipped one
        // snippet end
        expectShownOutput(of: "locale-catalog", printed)
    }

    static let signupSchema = #"""
        {"type": "object", "required": ["email"], "properties": {
           "email": {"type": "string", "format": "email", "title": "Email"},
           "age": {"type": "integer", "minimum": 18, "title": "Age"}}}
        """#

    @Test func headlessValidation() throws {
        let schemaText = Self.signupSchema
        let body = #"{"email": "ada@example.com", "age": 17}"#
        // snippet: validation-landing
        let document = try SchemaDocument(parsing: schemaText)          // read and compiled once
        for error in document.validate(try JSONValue(parsing: body)) {
            print(error.instancePath, error.message)
        }
        print(document.isValid(["email": "ada@example.com"]))
        // snippet end
        expectShownOutput(of: "validation-landing", printed)
    }

    @Test func schemaForms() throws {
        let schemaText = Self.signupSchema
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 40)
        // snippet: schema-form
        let document = try SchemaDocument(parsing: schemaText)           // limits, $ref cycles, typed errors
        print(document.validate(["email": "ada@example.com", "age": 17]))
        let form = try SchemaForm(document: document, adapter: adapter)  // built-in items, validators, rules
        form.manager.reload()
        print(adapter.collectionView!.renderText())
        let export = SchemaExport(manager: form.manager)                 // and back: schema + UI schema
        print(try export.schema.jsonString())
        try form.setValues(["email": "ada@example.com", "age": 21])
        print(try form.submit().jsonString())                           // the document's rules, shared
        // snippet end
        expectShownOutput(of: "schema-form", printed)
    }

    @Test func schemaWithUISchema() throws {
        let document = try SchemaDocument(parsing: Self.signupSchema)
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 40)
        // snippet: schema-landing
        let uiSchema = try JSONValue(parsing: #"{"ui:order": ["age", "email"], "age": {"ui:widget": "updown"}}"#)
        let form = try SchemaForm(document: document, uiSchema: uiSchema, adapter: adapter)
        form.manager.reload()
        print(adapter.collectionView!.renderText())
        // snippet end
        expectShownOutput(of: "schema-landing", printed)
    }

    // Compiled, not run: it needs a terminal (FormTerminalTests drive it in tmux).
    // snippet: terminal-landing
    func fillIn(_ manager: AdapterManager) throws -> Int32 {
        let outcome = try manager.runInTerminal()       // draws on standard error
        if outcome.status == .submitted { print(try outcome.values.jsonString()) }
        return outcome.exitStatus                       // 0 submitted, 3 cancelled, 130 interrupted
    }
    // snippet end
}
