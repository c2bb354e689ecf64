import Foundation
import FormKit
import ListKit
import Testing
@testable import FormSchema

/// One case of the conformance suite: a JSON file under `Conformance/` holding a document (or its
/// raw text), optional options, a value, and what must come out.
struct ConformanceCase: CustomTestStringConvertible, Sendable {
    let name: String
    let json: JSONObject

    var testDescription: String { name }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Conformance")

    static let all: [ConformanceCase] = {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }.map { url in
            let name = url.deletingPathExtension().lastPathComponent
            guard let data = try? Data(contentsOf: url), let value = try? JSONValue(parsing: data), let object = value.objectValue else {
                return ConformanceCase(name: name, json: ["unreadable": true])
            }
            return ConformanceCase(name: name, json: object)
        }
    }()

    var options: SchemaOptions {
        var limits = SchemaLimits()
        if let given = json["limits"]?.objectValue {
            for (key, value) in given {
                let number = value.intValue ?? -1
                switch key {
                case "maximumDocumentBytes": limits.maximumDocumentBytes = number
                case "maximumDepth": limits.maximumDepth = number
                case "maximumFields": limits.maximumFields = number
                case "maximumOptions": limits.maximumOptions = number
                case "maximumPatternLength": limits.maximumPatternLength = number
                case "maximumPatternInputLength": limits.maximumPatternInputLength = number
                default: Issue.record("\(name): unknown limit \(key)")
                }
            }
        }
        return SchemaOptions(isStrict: json["strict"]?.boolValue ?? false, limits: limits)
    }

    /// The document's text: `schemaText` as written, else `schema` written compactly.
    var documentText: String {
        if let text = json["schemaText"]?.stringValue { return text }
        return (try? json["schema"]?.jsonString()) ?? ""
    }

    func load() throws(SchemaDocumentError) -> SchemaDocument {
        try SchemaDocument(parsing: documentText, options: options)
    }

    /// `[{pointer, kind}]` of an array of objects.
    func pairs(_ key: String, _ first: String, _ second: String) -> [[String]]? {
        json[key]?.arrayValue?.map { [$0[first]?.stringValue ?? "?", $0[second]?.stringValue ?? "?"] }
    }
}

@MainActor
@Suite struct ConformanceTests {
    @Test func theSuiteHasAtLeastFortyReadableCases() {
        #expect(ConformanceCase.all.count >= 40)
        #expect(ConformanceCase.all.allSatisfy { $0.json["unreadable"] == nil })
    }

    @Test(arguments: ConformanceCase.all)
    func documentsAndValuesGiveTheExpectedErrors(_ conformance: ConformanceCase) throws {
        if let expected = conformance.pairs("documentErrors", "pointer", "kind") {
            do {
                _ = try conformance.load()
                Issue.record("\(conformance.name): the document was accepted")
            } catch {
                #expect(error.errors.map { [$0.pointer, $0.kind] } == expected, "\(error)")
            }
            return
        }
        let document = try conformance.load()
        let warnings = conformance.pairs("warnings", "pointer", "kind") ?? []
        #expect(document.warnings.map { [$0.pointer, $0.kind.rawValue] } == warnings, "\(document.warnings)")
        let data = try #require(conformance.json["data"])
        let errors = document.validate(data)
        let expected = try #require(conformance.pairs("errors", "instancePath", "keyword"))
        #expect(errors.map { [$0.instancePath, $0.keyword] } == expected, "\(errors)")
        #expect(SchemaValidator(document: document).isValid(data) == expected.isEmpty)
        if conformance.json["visible"] != nil || conformance.json["output"] != nil {
            try checkImport(conformance, document: document, data: data)
        }
    }

    /// The imported form, with `data` set: its visible and disabled keys, its output, its submit
    /// errors and diagnostics; and the headless output, which must agree.
    func checkImport(_ conformance: ConformanceCase, document: SchemaDocument, data: JSONValue) throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60)
        let form = try SchemaForm(document: document, uiSchema: conformance.json["uischema"], adapter: adapter)
        let object = try #require(data.objectValue)
        let expectedRefusals = conformance.json["setValuesErrors"]?.arrayValue?.compactMap(\.stringValue) ?? []
        do {
            try form.setValues(object)
            #expect(expectedRefusals.isEmpty, "setValues accepted \(object)")
        } catch {
            #expect(error.problems.map(\.pointer) == expectedRefusals, "\(error)")
        }
        let strings = { (key: String) in conformance.json[key]?.arrayValue?.compactMap(\.stringValue) }
        if let visible = strings("visible") { #expect(form.visibleKeys == visible) }
        if let disabled = strings("disabled") {
            #expect(form.fields.filter { !$0.item.isEffectivelyEnabled && !$0.isPlaceholder }.map(\.key) == disabled)
        }
        if let output = conformance.json["output"] {
            #expect(JSONValue.object(form.values) == output, "form output \(form.values)")
            let layout = try SchemaLayout(document: document, uiSchema: conformance.json["uischema"])
            let serverOutput = conformance.json["serverOutput"] ?? output
            #expect(JSONValue.object(layout.output(for: object)) == serverOutput, "the headless output")
        }
        var submissionErrors: [ValidationError] = []
        do { try form.submit() } catch { submissionErrors = error.errors }
        let submitErrors = conformance.pairs("submitErrors", "instancePath", "keyword") ?? []
        #expect(submissionErrors.map { [$0.pointer ?? "", $0.validator] } == submitErrors, "\(submissionErrors)")
        if let diagnostics = strings("diagnostics") { #expect(form.diagnostics.map(\.pointer) == diagnostics, "\(form.diagnostics)") }
    }
}
