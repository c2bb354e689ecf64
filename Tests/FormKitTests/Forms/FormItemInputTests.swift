import Foundation
import ListDiffKit
import ListKit
import FormLocale
import Testing
@testable import FormKit

/// Typed input becomes values, bad input is refused with a clear error, and a change reloads only
/// its item.
@MainActor
@Suite struct FormItemInputTests {
    @Test func aValueChangeFiresOnChangeOnceAndReloadsOnlyItsItem() throws {
        let manager = makeManager()
        let name = TextItem("Name", key: "name")
        let other = TextItem("Other")
        var changes: [String] = []
        name.onChange = { changes.append(($0 as! TextItem).value) }
        let section = Section()
        section.addItemBunch(ItemBunch(items: [other, name]))
        manager.addSection(section)
        manager.reload()
        _ = manager.takeLog()
        try name.apply(input: "Jane")
        name.value = "Jane"             // the same value: no change, no call, no reload
        #expect(changes == ["Jane"])
        #expect(manager.takeLog() == ["reloaded items [0, 1]"])
        #expect(manager.text.contains("Name") && manager.text.contains("Jane"))
        name.setValue("Quiet", notify: false)
        #expect(changes == ["Jane"])
    }

    @Test(arguments: [
        ("555-123-4567", "5551234567", true), ("(555) 123 4567", "5551234567", true),
        ("555-ABC", "", false), ("12345678901", "", false),
    ])
    func patternedNumbersTakeDigitsOnly(input: String, digits: String, isValid: Bool) {
        let item = NumberItem("Phone", pattern: "(XXX) XXX-XXXX")
        do {
            try item.apply(input: input)
            #expect(isValid && item.value == digits)
        } catch {
            #expect(!isValid, "\(error)")
        }
    }

    @Test func plainNumbersMustBeNumbers() throws {
        let item = NumberItem("Amount")
        try item.apply(input: " -12.5 ")
        #expect(item.numberValue == -12.5 && item.formValue == .number(-12.5))
        #expect(throws: InputError(key: nil, title: "Amount", input: "12abc", message: "must be a number",
                                   localized: LocalizedMessage("number.notANumber"))) {
            try item.apply(input: "12abc")
        }
    }

    @Test func boolsTakeYesAndNo() throws {
        let item = BoolItem("Agree")
        try item.apply(input: "Yes")
        #expect(item.value)
        try item.apply(input: "off")
        #expect(!item.value)
        #expect(throws: InputError.self) { try item.apply(input: "maybe") }
        item.selectBlock?(item)
        #expect(item.value, "selecting the row toggles it")
    }

    @Test func rangesRefuseValuesOutsideThem() throws {
        let volume = FloatItem("Volume", value: 0.5, range: 0...1)
        #expect(throws: InputError(key: nil, title: "Volume", input: "2", message: "must be between 0 and 1",
                                   localized: LocalizedMessage("number.between", ["minimum": .decimal("0"), "maximum": .decimal("1")]))) {
            try volume.apply(input: "2")
        }
        let guests = StepperItem("Guests", value: 9, range: 0...10, step: 2)
        try guests.apply(input: "+")
        #expect(guests.value == 10)
        guests.decrement()
        #expect(guests.value == 8)
        #expect(throws: InputError.self) { try guests.apply(input: "11") }
    }

    @Test func choicesTakeTitlesOrNumbers() throws {
        let size = SegmentedItem("Size", options: ["Small", "Large"])
        try size.apply(input: "large")
        #expect(size.value == "Large")
        try size.apply(input: "1")
        #expect(size.value == "Small")
        #expect(throws: InputError.self) { try size.apply(input: "huge") }
        let topics = MultipleChoiceItem("Topics", options: ["A", "B", "C"])
        try topics.apply(input: "c, a")
        #expect(topics.value == ["A", "C"], "kept in option order")
        topics.toggle("B")
        #expect(topics.value == ["A", "B", "C"])
        let picker = PickerItem("Fruit", components: [["Apple", "Pear"], ["S", "L"]])
        try picker.apply(input: "pear / l")
        #expect(picker.value == ["Pear", "L"])
        #expect(throws: InputError.self) { try picker.apply(input: "Pear") }
    }

    @Test func datesAreReadInTheirTimeZoneAndFormat() throws {
        let item = DateTimeItem("Day", mode: .date, timeZone: TimeZone(identifier: "Asia/Shanghai")!)
        try item.apply(input: "2024-02-29")
        #expect(item.value == Date(timeIntervalSince1970: 1_709_136_000))   // 2024-02-28 16:00 UTC
        #expect(throws: InputError.self) { try item.apply(input: "2023-02-29") }
        #expect(throws: InputError.self) { try item.apply(input: "29/02/2024") }
        try item.apply(input: "")
        #expect(item.value == nil)
    }

    @Test func creditCardsTakeNumberExpiryAndCVV() throws {
        let card = CreditCardItem("Card")
        try card.apply(input: "4111 1111 1111 1111")
        try card.apply(expiry: "3/2031")
        try card.apply(cvv: "123")
        #expect(card.value == .init(number: "4111111111111111", expiry: "03/31", cvv: "123"))
        #expect(card.value.brand == .visa)
        #expect(throws: InputError.self) { try card.apply(expiry: "13/30") }
        #expect(throws: InputError.self) { try card.apply(cvv: "12a") }
        #expect(throws: InputError.self) { try card.apply(input: "4111") }
    }

    @Test func aOneLineFieldRefusesLineBreaks() {
        let item = TextItem("Name")
        #expect(throws: InputError.self) { try item.apply(input: "a\nb") }
        let notes = LongTextItem("Notes")
        #expect(throws: Never.self) { try notes.apply(input: "a\nb") }
    }
}
