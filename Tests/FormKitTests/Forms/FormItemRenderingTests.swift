import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// Each item's row at two widths (golden text).
@MainActor
@Suite struct FormItemRenderingTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// The text of a form with one bunch of `items` at `width`.
    func render(_ items: [Item], width: Int) -> String {
        let manager = makeManager(width: width)
        let section = Section()
        section.addItemBunch(ItemBunch(items: items))
        manager.addSection(section)
        manager.reload()
        return manager.text
    }

    @Test func textItemsShowValuePlaceholderAndMask() {
        let items: [Item] = [
            TextItem("Name", value: "Jane Appleseed"),
            TextItem("Email", placeholder: "jane@example.com"),
            TextItem("Password", value: "secret", isSecure: true),
        ]
        #expect(render(items, width: 40) == """
              Name                    Jane Appleseed
              Email            e.g. jane@example.com
              Password                        ******
            """)
        #expect(render(items, width: 16) == """
              Name
              Jane Appleseed
              Email
                        e.g.
            jane@example.com
              Password
                      ******
            """)
    }

    @Test func longTextIsWrappedUnderItsTitle() {
        let item = LongTextItem("Notes", value: "A long note that wraps.\nSecond line.")
        #expect(render([item], width: 40) == "  Notes\n    A long note that wraps.\n    Second line.")
        #expect(render([item], width: 14) == "  Notes\n    A long\n    note that\n    wraps.\n    Second\n    line.")
    }

    @Test func numbersFollowTheirPattern() {
        let phone = NumberItem("Phone", value: "5551234567", pattern: "(XXX) XXX-XXXX")
        let partial = NumberItem("Fax", value: "555", pattern: "(XXX) XXX-XXXX")
        let empty = NumberItem("Mobile", pattern: "(XXX) XXX-XXXX")
        #expect(render([phone, partial, empty], width: 40) == """
              Phone                   (555) 123-4567
              Fax                               (555
              Mobile             e.g. (XXX) XXX-XXXX
            """)
    }

    @Test func choicesShowTheirMarks() {
        let items: [Item] = [
            BoolItem("Newsletter", value: true),
            BoolItem("Ads"),
            SegmentedItem("Size", options: ["S", "M", "L"], value: "M"),
            RadioItem("Plan", options: ["Free", "Pro"], value: "Pro"),
            MultipleChoiceItem("Topics", options: ["Swift", "Rust"], value: ["Rust"]),
            PickerItem("Fruit", components: [["Apple", "Pear"], ["Small", "Large"]], value: ["Pear", "Large"]),
        ]
        #expect(render(items, width: 30) == """
              [x] Newsletter
              [ ] Ads
              Size                 S [M] L
              Plan
                ( ) Free
                (*) Pro
              Topics
                [ ] Swift
                [x] Rust
              Fruit           Pear / Large
            """)
    }

    @Test func rangesShowABarOrAStepper() {
        let items: [Item] = [
            FloatItem("Volume", value: 0.6),
            StepperItem("Guests", value: 3, range: 0...10),
        ]
        #expect(render(items, width: 32) == "  Volume       [======----] 0.60\n  Guests               [-] 3 [+]")
        #expect(render(items, width: 20) == "  Volume\n   [======----] 0.60\n  Guests   [-] 3 [+]")
    }

    @Test func datesUseTheirFormatAndTimeZone() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)   // 2023-11-14 22:13:20 UTC
        let items: [Item] = [
            DateTimeItem("Day", value: date, mode: .date, timeZone: Self.utc),
            DateTimeItem("At", value: date, mode: .dateAndTime, timeZone: TimeZone(identifier: "Asia/Shanghai")!),
            DateTimeItem("Alarm", mode: .time, timeZone: Self.utc),
        ]
        #expect(render(items, width: 30) == """
              Day               2023-11-14
              At          2023-11-15 06:13
              Alarm             e.g. 14:30
            """)
    }

    @Test func buttonsAreCenteredAndDisabledRowsSaySo() {
        let button = ButtonItem("Submit")
        let disabled = TextItem("Locked", value: "x")
        disabled.isEnabled = false
        #expect(render([button, disabled], width: 20) == "      [ Submit ]\n  Locked (disabled)\n                   x")
        #expect(render([disabled], width: 24) == "  Locked (disabled)    x")
    }

    @Test func creditCardsShowBrandLastFourAndExpiryOnly() {
        let card = CreditCardItem("Card", value: .init(number: "4111111111111111", expiry: "12/27", cvv: "123"))
        #expect(render([card, CreditCardItem("Other")], width: 32) == """
              Card     VISA **** 1111  12/27
              Other e.g. 1234 5678 9012 3456
            """)
    }

    @Test func wideAndHostileTextStaysInItsColumns() {
        let items: [Item] = [TextItem("名前", value: "山田太郎"), TextItem("Evil", value: "\u{1B}[2Jx")]
        #expect(render(items, width: 20) == "  名前      山田太郎\n  Evil        ^[[2Jx")
    }
}

@MainActor
@Suite struct FormRowPropertyTests {
    @Test func rowsNeverExceedTheirWidthAtAnyWidth() {
        var rng = SplitMix64(seed: 77)
        let words = ["Name", "名前", "👍🏽", "e\u{301}", "a\u{1B}[2J", "longwordwithoutspaces", "", " ", "Ünïcödé", "表单"]
        func phrase() -> String {
            (0..<Int.random(in: 0...4, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
        }
        for _ in 0..<2000 {
            let row = FormRow(title: phrase(), value: Bool.random(using: &rng) ? phrase() : nil,
                              placeholder: Bool.random(using: &rng) ? phrase() : nil,
                              detailLines: (0..<Int.random(in: 0...2, using: &rng)).map { _ in phrase() },
                              isEnabled: Bool.random(using: &rng), errors: Bool.random(using: &rng) ? [phrase()] : [],
                              kind: [.field, .button, .checkbox(isOn: true)].randomElement(using: &rng)!)
            let width = Int.random(in: 1...30, using: &rng)
            let isHighlighted = Bool.random(using: &rng)
            #expect(row.lines(width: width, isHighlighted: isHighlighted)
                    == row.styledLines(width: width, isHighlighted: isHighlighted).map(\.text))
            for line in row.lines(width: width, isHighlighted: isHighlighted) {
                #expect(line.displayWidth() <= width, "\(row) at \(width): \(line.debugDescription)")
                #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(line.debugDescription)")
            }
        }
    }
}
