import Foundation
import FormKit
import FormSchema
import ListKit

/// Forms a server describes: importing and showing documents of 500 to 2,000 fields (linear
/// growth), headless validation of a 100-field value, compiled validation of a 50-field order
/// and reading a 1,000-field document, and a rule flip hiding 100 of 1,000 rows.
@MainActor
struct SchemaBenchmark {
    let runs: Int
    /// Fewer values for the compiled validation (10,000 instead of 100,000).
    var quick = false

    /// A document of `count` properties of mixed types; the first is a switch, and `hidden` of the
    /// others (spread evenly) show only while it is on.
    static func document(fields count: Int, hidden: Int = 0) -> (schema: String, ui: JSONValue) {
        var properties = JSONObject()
        properties["details"] = ["type": "boolean", "title": "Show details", "default": true]
        var elements: [JSONValue] = [["type": "Control", "scope": "#/properties/details"]]
        let every = hidden > 0 ? max(1, (count - 1) / hidden) : Int.max
        var hiddenSoFar = 0
        for index in 1..<count {
            let name = "field\(index)"
            let property: JSONValue = switch index % 6 {
            case 0: ["type": "string", "title": .string("Name \(index)"), "minLength": 1, "maxLength": 40]
            case 1: ["type": "string", "format": "email", "title": .string("Email \(index)")]
            case 2: ["type": "integer", "minimum": 0, "maximum": 120, "title": .string("Age \(index)")]
            case 3: ["enum": ["S", "M", "L"], "title": .string("Size \(index)")]
            case 4: ["type": "string", "format": "date", "title": .string("Date \(index)")]
            default: ["type": "string", "pattern": "^[A-Z]{2}-[0-9]{4}$", "title": .string("Code \(index)")]
            }
            properties[name] = property
            var control: JSONObject = ["type": "Control", "scope": .string("#/properties/\(name)")]
            if index % every == 0, hiddenSoFar < hidden {
                hiddenSoFar += 1
                control["rule"] = ["effect": "SHOW", "condition": ["scope": "#/properties/details", "schema": ["const": true]]]
            }
            elements.append(.object(control))
        }
        let schema: JSONValue = ["type": "object", "properties": .object(properties)]
        return ((try? schema.jsonString()) ?? "{}", ["type": "VerticalLayout", "elements": .array(elements)])
    }

    static let options = SchemaOptions(limits: SchemaLimits(maximumFields: 10_000))

    /// What reached `view` since its log was cleared: one batch's deletes, inserts, reloads
    /// (with their index paths when `showingReloads`), moves and section changes.
    static func describeBatches(_ view: CollectionView, showingReloads: Bool = false) -> String {
        let log = view.appliedUpdates
        guard log.count == 1, case .batch(let update) = log[0] else { return "unexpected: \(log.count) updates" }
        let reloads = showingReloads ? " " + update.reloadedItems.map { "[\($0.section), \($0.item)]" }.joined(separator: " ") : ""
        return "\(log.count) batch: \(update.deletedItems.count) deleted, \(update.insertedItems.count) inserted, "
            + "\(update.reloadedItems.count) reloaded\(reloads), \(update.movedItems.count) moved, "
            + "\(update.deletedSections.count + update.insertedSections.count + update.reloadedSections.count) section changes"
    }

    /// `text` read and made a form on a new 60×40 collection view; `nil` when it is refused.
    static func makeForm(_ text: String, _ ui: JSONValue) -> (form: SchemaForm, view: CollectionView)? {
        let view = CollectionView(width: 60, height: 40)
        let adapter = ListAdapter()
        adapter.collectionView = view
        guard let document = try? SchemaDocument(parsing: text, options: options),
              let form = try? SchemaForm(document: document, uiSchema: ui, adapter: adapter) else { return nil }
        return (form, view)
    }

    /// How long reading `text`, building its form and rendering a 60×40 viewport takes, in µs.
    static func importAndShow(_ text: String, _ ui: JSONValue) -> Double {
        microseconds(ContinuousClock().measure {
            guard let (form, view) = makeForm(text, ui) else {
                print("  the document was refused")
                return
            }
            _ = view.renderViewport()
            _ = form
        })
    }

    func run() {
        print("Schema benchmark: medians of \(runs) runs")
        print("")
        let clock = ContinuousClock()

        // Import and show: parse + read the document, build the form, render the first screen.
        print("import a document and show it (parse, read, build the form, render a 60×40 viewport)")
        print("  fields   JSON parse alone (µs)   import + show (µs)   per field (µs)   × parse")
        var perField: [Int: Double] = [:]
        for count in [500, 1_000, 2_000] {
            let (text, ui) = Self.document(fields: count)
            var parseTimes: [Double] = [], importTimes: [Double] = []
            for _ in 0..<runs {
                parseTimes.append(microseconds(clock.measure { _ = try? JSONValue(parsing: text) }))
                importTimes.append(Self.importAndShow(text, ui))
            }
            let parse = median(parseTimes), total = median(importTimes)
            perField[count] = total / Double(count)
            print(String(format: "  %6d   %21.0f   %18.0f   %14.2f   %7.1f", count, parse, total, total / Double(count), total / parse))
        }
        print(String(format: "  growth: 1,000 vs 500 fields ×%.2f, 2,000 vs 1,000 ×%.2f (time per field; 1.00 is linear)",
                     perField[1_000]! / perField[500]!, perField[2_000]! / perField[1_000]!))
        print("")

        // Headless validation of a 100-field value.
        let (text100, _) = Self.document(fields: 100)
        guard let document = try? SchemaDocument(parsing: text100) else { return print("refused") }
        var value = JSONObject()
        value["details"] = true
        for index in 1..<100 {
            value["field\(index)"] = switch index % 6 {
            case 0: .string("Name \(index)")
            case 1: .string("user\(index)@example.com")
            case 2: .integer(index % 120)
            case 3: "M"
            case 4: "2024-05-31"
            default: "AB-1234"
            }
        }
        let instance = JSONValue.object(value)
        let valueText = (try? instance.jsonString()) ?? ""
        let batch = 1_000
        var validateTimes: [Double] = [], parseTimes: [Double] = []
        var errorCount = 0
        for _ in 0..<runs {
            validateTimes.append(microseconds(clock.measure {
                for _ in 0..<batch { errorCount += document.validate(instance).count }
            }))
            parseTimes.append(microseconds(clock.measure {
                for _ in 0..<batch { _ = try? JSONValue(parsing: valueText) }
            }))
        }
        let validate = median(validateTimes), parse = median(parseTimes)
        print("headless validation of a 100-field value (\(errorCount) errors in all runs)")
        print(String(format: "  %.0f values/s (%.1f µs each); parsing the same value's JSON: %.1f µs; validation × parse %.1f",
                     Double(batch) / validate * 1e6, validate / Double(batch), parse / Double(batch), validate / parse))
        print("")

        runCompiled(quick: quick)
        runAlternatives()
        print("")

        // A rule flip: 100 of 1,000 rows hide.
        let (text1000, ui1000) = Self.document(fields: 1_000, hidden: 100)
        var flipTimes: [Double] = [], backTimes: [Double] = []
        var batchText = ""
        for _ in 0..<runs {
            guard let (form, view) = Self.makeForm(text1000, ui1000),
                  let toggle = form.manager.item(forKey: "details", as: BoolItem.self) else { return print("refused") }
            _ = view.renderViewport()
            view.clearAppliedUpdates()
            flipTimes.append(microseconds(clock.measure { toggle.value = false }))
            batchText = Self.describeBatches(view, showingReloads: true)
            backTimes.append(microseconds(clock.measure { toggle.value = true }))
            _ = form
        }
        print("an edit flipping a rule that hides 100 of 1,000 rows")
        print(String(format: "  hide: %.0f µs; show again: %.0f µs", median(flipTimes), median(backTimes)))
        print("  what reached the collection view: \(batchText)")
    }
}
