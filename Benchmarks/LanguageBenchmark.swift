import Foundation
import FormHTML
import FormKit
import FormLocale
import FormSchema
import FormSchemaValidation

/// What a language costs: the same work in German and in English, measured in alternating runs,
/// the ratio taken per run (German / English) and its median printed.
///
/// - a 1,000-field page rendered (FormHTML, `GET`), every field showing an error;
/// - the 1,000-field form validated with every message put in words (FormKit), ~300 errors;
/// - the API request body's invalid value (Benchmarks compare's) validated headless with the JSON
///   output in the language (FormSchema, `jsonValue(in:)`), 2,000 times.
@MainActor
struct LanguageBenchmark {
    let runs: Int
    /// Fewer headless validations per run (CI's check that the benchmark runs).
    var quick = false

    func run() {
        print("Language benchmark: German against English, same work, alternating runs (median of \(runs); ratio per run)")
        print("")
        let german = Localizer(language: LanguageTag("de")!)
        let english = Localizer.english

        // The page, with an error beside most fields.
        let pages = [english, german].map { localizer -> FormPage in
            let page = HTMLBenchmark.makePage(fields: 1_000)
            page.options.language = localizer.locale
            page.manager.localizer = localizer
            for item in page.manager.allItems {
                if let text = item as? TextItem, text.key?.hasPrefix("name") == true || text.key?.hasPrefix("city") == true { text.value = "" }
                if let number = item as? NumberItem { try? number.apply(input: "7") }
            }
            page.manager.validate()
            return page
        }
        let request = FormHTTPRequest(method: "GET", path: "/guests")
        let render = measure { index in _ = pages[index].handle(request).body.count }
        report("page of 1,000 fields with errors, rendered", render, unit: "ms")

        // Validation with every message in words.
        let validate = measure { index in
            let manager = pages[index].manager
            let localizer = manager.localizer
            let errors = manager.validate()
            var length = 0
            for error in errors { length += error.description(in: localizer).utf8.count }
            precondition(errors.count > 250 && length > 0, "the form has its errors")
        }
        report("1,000-field form validated, ~300 messages in words", validate, unit: "ms")

        // The headless validator's JSON output.
        let order = ComparedDocument.apiBody()
        guard let document = try? SchemaDocument(json: order.schema) else { fatalError("the API document loads") }
        let localizers = [english, german]
        let headless = measure { index in
            var count = 0
            for _ in 0..<(quick ? 200 : 2_000) {
                for error in document.validate(order.invalid) { if case .object(let object) = error.jsonValue(in: localizers[index]) { count += object.count } }
            }
            precondition(count > 0)
        }
        report("API body, invalid value, 2,000 validations + JSON", headless, unit: "ms")
    }

    /// The times of `body(0)` (English) and `body(1)` (German), alternating which goes first.
    func measure(_ body: (Int) -> Void) -> (english: [Double], german: [Double]) {
        var english: [Double] = [], german: [Double] = []
        body(0); body(1)   // warm-up
        for run in 0..<runs {
            for index in run.isMultiple(of: 2) ? [0, 1] : [1, 0] {
                let time = milliseconds(ContinuousClock().measure { body(index) })
                if index == 0 { english.append(time) } else { german.append(time) }
            }
        }
        return (english, german)
    }

    func report(_ label: String, _ times: (english: [Double], german: [Double]), unit: String) {
        let ratio = HTMLBenchmark.ratio(times.german, times.english)
        print(HTMLBenchmark.label(label) + String(format: "en %8.2f %@   de %8.2f %@   de/en %.2f×  (range %.2f–%.2f×)",
                                                  median(times.english), unit, median(times.german), unit, ratio,
                                                  zip(times.german, times.english).map { $0 / $1 }.min() ?? .nan,
                                                  zip(times.german, times.english).map { $0 / $1 }.max() ?? .nan))
    }
}
