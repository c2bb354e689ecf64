import Foundation
import FormLocale
import ListKit
import Testing
@testable import FormKit

/// A form in the person's language: the manager's localizer is the one seam every surface reads —
/// rows show errors in it, items read and show numbers and dates the way it writes them, and the
/// values stay locale-free.
@MainActor
@Suite struct FormLanguageTests {
    static let german = Localizer(language: LanguageTag("de")!)
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    func section(_ items: Item...) -> Section {
        let section = Section()
        section.addItemBunch(ItemBunch(items: items))
        return section
    }

    func germanForm() -> (AdapterManager, NumberItem, DateTimeItem, StepperItem, FloatItem) {
        let manager = makeManager(width: 60)
        let amount = NumberItem("Betrag", key: "amount")
        let day = DateTimeItem("Datum", key: "day", timeZone: Self.berlin)
        let nights = StepperItem("Nächte", key: "nights", value: 1, range: 0...10, step: 0.5)
        let share = FloatItem("Anteil", key: "share", value: 0.5, range: 0...1)
        manager.addSection(section(amount, day, nights, share))
        manager.localizer = Self.german
        manager.reload()
        return (manager, amount, day, nights, share)
    }

    @Test func aGermanPersonTypesCommaDecimalsAndDottedDatesAndTheValuesStayLocaleFree() throws {
        let (manager, amount, day, nights, share) = germanForm()
        try amount.apply(input: "3,5")
        try day.apply(input: "27.11.2026")
        try nights.apply(input: "2,5")
        try share.apply(input: "0,6")
        #expect(manager.values["amount"] == .decimal(JSONDecimal("3.5")!) || manager.values["amount"]?.doubleValue == 3.5)
        #expect(manager.values["day"] == "2026-11-27")
        #expect(manager.values["nights"]?.doubleValue == 2.5)
        #expect(manager.values["share"]?.doubleValue == 0.6)
        #expect(amount.displayValue == "3,5")
        #expect(day.displayValue == "27.11.2026")
        #expect(nights.displayValue == "[-] 2,5 [+]")
        #expect(share.displayValue?.hasSuffix(" 0,60") == true)
        #expect(manager.text.contains("27.11.2026") && manager.text.contains("3,5"))
    }

    @Test func theISOFormsAreReadInEveryLanguageAndGroupingIsRead() throws {
        let (manager, amount, day, _, _) = germanForm()
        try amount.apply(input: "1.234,5")
        #expect(manager.values["amount"]?.doubleValue == 1234.5)
        try amount.apply(input: "3.5")
        #expect(manager.values["amount"]?.doubleValue == 3.5)
        try day.apply(input: "2026-11-27")
        #expect(manager.values["day"] == "2026-11-27")
        try day.apply(input: "1.2.26")
        #expect(manager.values["day"] == "2026-02-01")
    }

    @Test func refusedInputSaysWhyInTheLanguageAndKeepsTheValue() throws {
        let (manager, amount, day, nights, _) = germanForm()
        defer { withExtendedLifetime(manager) {} }
        try day.apply(input: "27.11.2026")
        #expect(throws: InputError.self) { try day.apply(input: "31.04.2026") }
        do {
            try day.apply(input: "31.04.2026")
        } catch {
            #expect(error.sentence(in: Self.german) == "Datum ist kein Datum wie 31.05.2024")
            #expect(error.sentence(in: .english) == "Datum is not a date like 31.05.2024")
        }
        #expect(day.displayValue == "27.11.2026")
        do {
            try amount.apply(input: "3,5x")
        } catch {
            #expect(error.sentence(in: Self.german) == "Betrag muss eine Zahl sein")
        }
        do {
            try nights.apply(input: "11")
        } catch {
            #expect(error.sentence(in: Self.german) == "Nächte muss zwischen 0 und 10 liegen")
        }
    }

    @Test func rowsShowValidationErrorsInTheLanguageAndSwitchWhenItChanges() {
        let manager = makeManager(width: 60)
        let name = TextItem("Name", key: "name").validated(by: .required)
        manager.addSection(section(name))
        manager.reload()
        manager.validate()
        #expect(manager.text.contains("Name is required"))
        manager.localizer = Self.german
        manager.reload()
        #expect(manager.text.contains("Name ist ein Pflichtfeld"))
        manager.localizer = Localizer(language: LanguageTag("ja")!)
        manager.reload()
        #expect(manager.text.contains("Nameは必須です"))
    }

    @Test func plainEnglishReadsAndShowsAsBefore() throws {
        let manager = makeManager(width: 60)
        let amount = NumberItem("Amount", key: "amount")
        let day = DateTimeItem("Day", key: "day", timeZone: Self.berlin)
        manager.addSection(section(amount, day))
        manager.reload()
        try amount.apply(input: "1234.5")
        try day.apply(input: "2026-11-27")
        #expect(amount.displayValue == "1234.5" && day.displayValue == "2026-11-27")
        #expect(throws: InputError.self) { try amount.apply(input: "3,5") }
        #expect(throws: InputError.self) { try day.apply(input: "27.11.2026") }
        // A region names the order: American English reads and shows month first.
        manager.localizer = Localizer(language: LanguageTag("en-US")!)
        #expect(day.displayValue == "11/27/2026")
        try day.apply(input: "12/1/2026")
        #expect(manager.values["day"] == "2026-12-01")
        #expect(day.formattedValue == "2026-12-01")
    }

    @Test func timesTakeATwelveHourClockAndDatesWithTimesTheLanguagesDay() throws {
        let manager = makeManager(width: 60)
        let alarm = DateTimeItem("Wecker", key: "alarm", mode: .time, timeZone: Self.berlin)
        let start = DateTimeItem("Beginn", key: "start", mode: .dateAndTime, timeZone: Self.berlin)
        manager.addSection(section(alarm, start))
        manager.localizer = Self.german
        manager.reload()
        try alarm.apply(input: "2:30 pm")
        #expect(alarm.displayValue == "14:30")
        try alarm.apply(input: "12:05 a.m.")
        #expect(alarm.displayValue == "00:05")
        #expect(throws: InputError.self) { try alarm.apply(input: "13:00 pm") }
        try start.apply(input: "27.11.2026 14:30")
        #expect(manager.values["start"] == "2026-11-27T13:30:00Z")
        #expect(start.displayValue == "27.11.2026 14:30" && start.placeholderText == "31.05.2024 14:30")
        try start.apply(input: "2026-11-28 9:15 am")
        #expect(manager.values["start"] == "2026-11-28T08:15:00Z")
        #expect(throws: InputError.self) { try start.apply(input: "31.04.2026 14:30") }
    }

    @Test func anAmountIsShownAndReadAsMoneyAndSentAsANumber() throws {
        let manager = makeManager(width: 60)
        let price = NumberItem("Preis", key: "price", currency: "EUR")
        manager.addSection(section(price))
        manager.localizer = Self.german
        manager.reload()
        try price.apply(input: "1.234,5 €")
        #expect(manager.values["price"]?.doubleValue == 1234.5 && price.displayValue == "1.234,50\u{00A0}€")
        manager.localizer = Localizer(language: LanguageTag("en-US")!)
        #expect(price.displayValue == "€1,234.50")
        try price.apply(input: "€3.5")
        #expect(manager.values["price"]?.doubleValue == 3.5)
    }

    @Test func aSubclassThatWordsItsRuleItselfIsNeverGivenTheBuiltInKey() {
        final class EvenItem: NumberItem {
            override func problem(with value: String) -> String? {
                if let number = Int(value), number % 2 != 0 { return "must be even" }
                return super.problem(with: value)
            }
        }
        let item = EvenItem("Seats", isInteger: true)
        #expect(item.localizedProblem(with: "3") == ValidationMessage("must be even"))
        #expect(item.localizedProblem(with: "x")?.localized?.key == "number.whole")
    }
}
