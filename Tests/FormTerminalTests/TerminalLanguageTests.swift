import Foundation
import FormKit
import FormLocale
import ListKit
import Testing
@testable import FormTerminal

/// A form at a terminal in the person's language: chosen from `LC_ALL` / `LC_MESSAGES` / `LANG`
/// or the options, its questions, hints, help and errors in it, numbers and dates typed the way it
/// writes them, and the values locale-free.
@MainActor
@Suite struct TerminalLanguageTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    func orderForm() -> AdapterManager {
        makeForm {
            Section {
                NumberItem("Betrag", key: "amount").validated(by: .required)
                DateTimeItem("Lieferdatum", key: "day", timeZone: Self.berlin)
                BoolItem("Eilig", key: "urgent")
            }
        }
    }

    @Test func aGermanPersonTypesCommaDecimalsAndDottedDatesInLineMode() throws {
        let run = LineTranscript(orderForm(), answers: "abc\n3,5\n31.04.2026\n27.11.2026\nj\n",
                                 options: TerminalFormOptions(environment: ["LANG": "de_DE.UTF-8"]))
        #expect(try #require(run.submitted) == ["amount": 3.5, "day": "2026-11-27", "urgent": true])
        #expect(run.text == """
            Beantworten Sie jede Frage und drücken Sie Enter; Enter allein behält den Wert in eckigen Klammern, ? erklärt.
            Betrag (Pflichtfeld; eine Zahl): abc
            Fehler: Betrag muss eine Zahl sein (Eingabe: „abc“)
            Betrag (Pflichtfeld; eine Zahl): 3,5
            Lieferdatum (TT.MM.JJJJ, z. B. 31.05.2024): 31.04.2026
            Fehler: Lieferdatum ist kein Datum wie 31.05.2024 (Eingabe: „31.04.2026“)
            Lieferdatum (TT.MM.JJJJ, z. B. 31.05.2024): 27.11.2026
            Eilig [j/N]: j

            """)
    }

    @Test func aPickersOptionsAreListedAndReadByTheirTranslatedLabels() throws {
        let mine = try MessageCatalog(language: LanguageTag("de")!, json: #"{"fruit.apple": "Apfel", "fruit.pear": "Birne"}"#)
        let picker = PickerItem("Obst", key: "fruit", components: [["apple", "pear", "plum"]])
        picker.optionKeys = ["apple": "fruit.apple", "pear": "fruit.pear"]
        let manager = makeForm { Section { picker } }
        var options = TerminalFormOptions(environment: ["LANG": "de_DE.UTF-8"])
        options.catalogs = MessageCatalogs.builtIn.adding(mine)
        let run = LineTranscript(manager, answers: "birne\n", options: options)
        #expect(try #require(run.submitted) == ["fruit": "pear"])
        #expect(run.text.contains("1. Apfel") && run.text.contains("2. Birne") && run.text.contains("3. plum"), "\(run.text)")
    }

    @Test func theOptionsLanguageWinsOverTheEnvironmentAndNoLanguageKeepsTheManagers() throws {
        var options = TerminalFormOptions(environment: ["LC_ALL": "de_DE.UTF-8"])
        options.language = LanguageTag("fr")
        let french = LineTranscript(orderForm(), answers: "3,5\n27/11/2026\no\n", options: options)
        #expect(try #require(french.submitted) == ["amount": 3.5, "day": "2026-11-27", "urgent": true])
        #expect(french.text.contains("Lieferdatum (JJ/MM/AAAA, p. ex. 31/05/2024): "))
        // C names no language: the manager's own is kept (here English, the default).
        let plain = LineTranscript(orderForm(), answers: "3.5\n2026-11-27\ny\n", options: TerminalFormOptions(environment: ["LANG": "C.UTF-8"]))
        #expect(try #require(plain.submitted) == ["amount": 3.5, "day": "2026-11-27", "urgent": true])
        #expect(plain.text.contains("Betrag (required; a number): 3.5"))
    }

    @Test func everyPromptHintAndHelpOfEveryItemIsInTheLanguage() throws {
        // `?` on every question prints its help; nothing of it stays English in German.
        let manager = makeEveryLineModeItemForm()
        let answers = String(repeating: "?\n\n", count: 40)
        let run = LineTranscript(manager, answers: answers, options: TerminalFormOptions(environment: ["LANG": "de_DE.UTF-8"]))
        for english in ["required", "hidden", "a number", "type the", "choose", "keeps the value", "goes back", "one of", "e.g."] {
            #expect(!run.text.contains(english), "English left in German line mode: \(english)")
        }
        #expect(run.text.contains("< geht eine Frage zurück"))
    }

    @Test func theKeyHelpAndHintsAreInTheLanguageButTheKeysKeepTheirNames() {
        let japanese = Localizer(language: LanguageTag("ja")!)
        let help = KeyMap.standard.helpLines(in: japanese)
        #expect(help.contains("どこでも"))
        #expect(help.contains { $0.hasPrefix("  Ctrl+S") && $0.hasSuffix("送信：すべてを確認し、最初のエラーへ移動") })
        #expect(FormAction.submit.summary == "submit: validate everything, jump to the first error")
    }
}
