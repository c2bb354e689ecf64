// The Swift blocks of FormLocale's doc comments (shown on its symbols' pages), compiled and run;
// the results their comments state are checked after each.
import Foundation
import FormLocale
import Testing

@Suite struct FormLocaleDocComments {
    @Test func languageTags() {
        let results = shown {
            // snippet: doc-LanguageTag-8
            LanguageTag("de_DE.UTF-8")?.identifier   // "de-DE"
            LanguageTag("zh-TW")?.script             // "Hant": the script Taiwan writes
            LanguageTag("ar")?.isRightToLeft         // true
            // snippet end
        }
        #expect(results[0] as? String? == "de-DE" && results[1] as? String? == "Hant" && results[2] as? Bool? == true)
    }

    @Test func aMessageInGerman() {
        let results = shown {
            // snippet: doc-Localizer-29
            let message = LocalizedMessage("text.length.atLeast", ["title": "Name", "count": 2])
            Localizer(language: LanguageTag("de")!).string(message)   // "Name muss mindestens 2 Zeichen lang sein"
            // snippet end
        }
        #expect(results.first as? String == "Name muss mindestens 2 Zeichen lang sein")
    }

    @Test func aTemplatesArguments() throws {
        let results = try shown {
            // snippet: doc-MessageTemplate-13
            let template = try MessageTemplate("{title} must have at least {count, plural, one {# character} other {# characters}}")
            template.arguments          // ["title", "count"]
            // snippet end
        }
        #expect(results.first as? [String] == ["title", "count"])
    }
}
