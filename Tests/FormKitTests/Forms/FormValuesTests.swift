import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// Values in the shape every server expects: one plain JSON object, each value shaped by its item,
/// in and out of the user's own Codable types.
@MainActor
@Suite struct FormValuesTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    /// One field of every kind that has a value, plus a button and a label that have none.
    func everyItem(_ manager: AdapterManager) -> Section {
        Section(header: "All") {
            TextItem("Name", key: "name", value: "Ada")
            LongTextItem("Bio", key: "bio", value: "Line one\nLine two")
            TextItem("Password", key: "password", value: "hunter22", isSecure: true)
            NumberItem("Phone", key: "phone", value: "5551234567", pattern: "(XXX) XXX-XXXX")
            NumberItem("Age", key: "age", value: "36", isInteger: true)
            NumberItem("Weight", key: "weight", value: "61.5")
            BoolItem("Newsletter", key: "newsletter", value: true)
            FloatItem("Volume", key: "volume", value: 0.25)
            StepperItem("Seats", key: "seats", value: 5, range: 1...50)
            StepperItem("Dose", key: "dose", value: 1.5, range: 0...5, step: 0.5)
            SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Team")
            RadioItem("Size", key: "size", options: ["S", "M"])
            MultipleChoiceItem("Topics", key: "topics", options: ["Swift", "Rust", "Go"], value: ["Swift", "Go"])
            PickerItem("Country", key: "country", components: [["Japan", "France"]], value: ["Japan"])
            PickerItem("Shirt", key: "shirt", components: [["S", "M"], ["Red", "Blue"]], value: ["M", "Red"])
            DateTimeItem("Birthday", key: "birthday", value: Date(timeIntervalSince1970: 649_461_600), mode: .date, timeZone: Self.berlin)
            DateTimeItem("Alarm", key: "alarm", value: Date(timeIntervalSince1970: 946_715_400), mode: .time, timeZone: Self.berlin)
            DateTimeItem("Meeting", key: "meeting", value: Date(timeIntervalSince1970: 1_714_566_600.123_456), mode: .dateAndTime, timeZone: Self.berlin)
            CreditCardItem("Card", key: "card", value: .init(number: "4111111111111111", expiry: "12/27", cvv: "123"))
            ButtonItem("Go", key: "go")
            LabelItem("Version", detail: "1.0", key: "version")
        }
    }

    struct Everything: Codable, Equatable {
        struct Card: Codable, Equatable { var number: String; var expiry: String; var cvv: String }
        var name: String
        var bio: String
        var password: String
        var phone: String
        var age: Int
        var weight: Double
        var newsletter: Bool
        var volume: Double
        var seats: Int
        var dose: Double
        var plan: String?
        var size: String?
        var topics: [String]
        var country: String
        var shirt: [String]
        var birthday: Date
        var alarm: Date
        var meeting: Date
        var card: Card?
    }

    func form() -> AdapterManager {
        let manager = makeManager(width: 40)
        manager.addSection(everyItem(manager))
        manager.reload()
        return manager
    }

    @Test func everyItemGivesItsPlainShape() throws {
        let manager = form()
        #expect(try manager.values.jsonString() == """
            {"name":"Ada","bio":"Line one\\nLine two","password":"hunter22","phone":"5551234567","age":36,"weight":61.5,\
            "newsletter":true,"volume":0.25,"seats":5,"dose":1.5,"plan":"Team","topics":["Swift","Go"],\
            "country":"Japan","shirt":["M","Red"],"birthday":"1990-08-01","alarm":"09:30:00+01:00",\
            "meeting":"2024-05-01T12:30:00.123456Z","card":{"number":"4111111111111111","expiry":"12/27","cvv":"123"}}
            """)
    }

    @Test func everyValueRoundTripsThroughJSONText() throws {
        let manager = form()
        let text = try manager.values.jsonString()
        let other = form()
        for field in other.fields { if let item = field as? TextItem { item.value = "" } }
        try other.setValues(JSONValue(parsing: text).objectValue!)
        #expect(other.values == manager.values)
        #expect(try other.values.jsonString() == text)
    }

    @Test func everyValueRoundTripsThroughTheUsersCodableType() throws {
        let manager = form()
        let decoded = try manager.values(as: Everything.self)
        #expect(decoded.age == 36 && decoded.seats == 5 && decoded.country == "Japan" && decoded.size == nil)
        #expect(decoded.meeting == Date(timeIntervalSince1970: 1_714_566_600.123_456))
        #expect(decoded.birthday == Date(timeIntervalSince1970: 649_461_600), "a day decodes as its start in the item's zone")
        #expect(decoded.card?.cvv == "123")
        let other = form()
        try other.setValues(["name": "", "seats": 1, "topics": []])
        try other.setValues(from: decoded)
        #expect(other.values == manager.values)
        #expect(try other.values(as: Everything.self) == decoded)
    }

    @Test func aDateSetToNowSurvivesEncodeAndDecodeExactly() throws {
        let manager = form()
        let now = Date()
        manager.item(forKey: "meeting", as: DateTimeItem.self)!.value = now
        let decoded = try manager.values(as: Everything.self)
        #expect(decoded.meeting == now)
        let text = try manager.values.jsonString()
        let other = form()
        try other.setValues(JSONValue(parsing: text).objectValue!)
        #expect(other.item(forKey: "meeting", as: DateTimeItem.self)!.value == now)
    }

    @Test func buttonsAndLabelsHaveNoValueAndHiddenFieldsAreLeftOutUnlessAsked() throws {
        let manager = form()
        #expect(manager.values["go"] == nil && manager.values["version"] == nil)
        manager.item(forKey: "bio")!.isHidden = true
        #expect(manager.values["bio"] == nil)
        #expect(manager.values(includingHidden: true)["bio"] == "Line one\nLine two")
        #expect(manager.values(includingHidden: true).keys.count == 18, "every field but the empty size")
    }

    @Test func redactedValuesShowNoSecret() throws {
        let manager = form()
        let redacted = try manager.values(includingHidden: false, redactingSecrets: true).jsonString()
        #expect(!redacted.contains("hunter22") && !redacted.contains("4111111111111111") && !redacted.contains("123\""))
        #expect(redacted.contains(#""password":"••••••••""#))
        #expect(redacted.contains(#""card":{"number":"•••• 1111","expiry":"••/••","cvv":"•••"}"#))
    }

    @Test func setValuesNamesEveryRefusedKeyAndSetsNothing() throws {
        let manager = form()
        let before = manager.values
        #expect {
            try manager.setValues(["name": 5, "seats": 2.5, "plan": "Gold", "shirt": ["M"], "country": ["Japan", "France"],
                                   "age": "x", "birthday": "1990-02-30", "nobody": 1, "go": true, "bio": "ok"])
        } throws: { error in
            let error = error as! ValuesError
            return error.keys == ["name", "seats", "plan", "shirt", "country", "age", "birthday", "nobody", "go"]
                && error.problems[0].message == "expected a string, got an integer (5)"
                && error.problems[1].message == "must be a whole number"
                && error.problems[2].message == "must be one of Free, Team"
                && error.problems[8].message == "this item has no value to set (a button or a label)"
        }
        #expect(manager.values == before, "nothing is half-applied")
    }

    @Test func decodingNamesTheKeyThatDoesNotFit() {
        struct Wrong: Decodable { var seats: String }
        struct Missing: Decodable { var nickname: String }
        struct NotNull: Decodable { var size: String }
        let manager = form()
        #expect(throws: Problem.self) { try manager.values(as: Wrong.self) }
        do { _ = try manager.values(as: Wrong.self) } catch { #expect(error.key == "seats") }
        do { _ = try manager.values(as: Missing.self) } catch { #expect(error.key == "nickname") }
        do { _ = try manager.values(as: NotNull.self) } catch {
            #expect(error.key == "size" && error.message.hasPrefix("is empty (nothing filled in)"))
        }
    }

    @Test func twoFieldsWithOneKeyAreReportedAndTheFirstShownWins() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 30)
        var reported: [FormDiagnostic] = []
        let manager = AdapterManager(adapter: adapter, diagnosticHandler: { reported.append($0) }) {
            Section {
                TextItem("A", key: "dup", value: "first")
                TextItem("B", key: "dup", value: "second")
            }
        }
        #expect(manager.values["dup"] == "first")
        #expect(reported == [.duplicateKey("dup")])
        try manager.setValues(["dup": "both"])
        #expect(manager.fields.map { ($0 as! TextItem).value } == ["both", "both"])
        manager.fields.first.map { ($0 as! Item).isHidden = true }
        #expect(manager.values["dup"] == "both")
    }
}

/// One rule per item, on every path: what input refuses, data refuses, and code may not set.
@MainActor
@Suite struct ItemRuleTests {
    @Test func aOneLineTextRefusesALineBreakFromInputAndData() {
        let item = TextItem("Name", key: "name")
        #expect(throws: InputError.self) { try item.apply(input: "x\ny") }
        #expect(throws: Problem(key: "name", message: "must be a single line")) { try item.setJSONValue("x\ny") }
        #expect(item.value == "")
        #expect(item.problem(with: "x\ny") == "must be a single line")
    }

    @Test func aTwoColumnPickerRefusesAThirdComponent() throws {
        let item = PickerItem("Shirt", components: [["S", "M"], ["Red", "Blue"]])
        #expect(throws: InputError.self) { try item.apply(input: "M / Red / Extra") }
        #expect(throws: Problem.self) { try item.setJSONValue(["M", "Red", "Extra"]) }
        #expect(item.problem(with: ["M", "Red", "Extra"]) == "must be one option for each of 2 columns")
        try item.apply(input: "m / blue")
        #expect(item.value == ["M", "Blue"])
    }

    @Test func optionsThatDropTheChosenValueClearItAndSayItChanged() {
        let plan = SegmentedItem("Plan", options: ["Free", "Team"], value: "Team")
        var changes: [String?] = []
        plan.onChange { changes.append($0.value) }
        plan.options = ["Free", "Pro"]
        #expect(plan.value == nil && changes == [nil])
        let topics = MultipleChoiceItem("Topics", options: ["A", "B"], value: ["A", "B"])
        topics.options = ["B", "C"]
        #expect(topics.value == ["B"])
    }

    @Test func secretsAreRedactedInDescriptionsAndErrors() {
        let password = TextItem("Password", key: "pw", value: "hunter22", isSecure: true)
        #expect(!password.description.contains("hunter22"))
        let card = CreditCardItem("Card", value: .init(number: "4111111111111111", expiry: "12/27", cvv: "123"))
        #expect(card.description == #"CreditCardItem "Card" = {"number":"•••• 1111","expiry":"••/••","cvv":"•••"}"#)
        #expect("\(card.value)" == #"Card(number: "•••• 1111", expiry: "••/••", cvv: "•••")"#)
        var dumped = ""
        dump(card.value, to: &dumped)
        #expect(!dumped.contains("4111") && !dumped.contains("123"))
        do {
            try card.apply(input: "4111 1111 1111 11x1")
            Issue.record("a letter in a card number is refused")
        } catch {
            #expect(error.input == Redaction.mask && !error.description.contains("4111"))
        }
    }
}

/// Blank text is empty for every rule: `required` refuses it, the other rules let it pass as
/// empty, and the values leave it out — a lone space is never sent as `" "`.
@MainActor
@Suite struct BlankTextTests {
    @Test func aBlankFieldIsLeftOutAsEveryRuleCallsItEmpty() throws {
        let manager = makeManager()
        let phone = TextItem("Phone", key: "phone").validated(by: .phone())
        let name = TextItem("Name", key: "name").validated(by: .required)
        manager.addSection(Section { phone; name })
        manager.reload()
        try phone.apply(input: " ")
        try name.apply(input: "  ")
        #expect(phone.validate().isEmpty, "the phone rule calls it empty")
        #expect(name.validate().map(\.message) == ["is required"], "required calls it empty")
        #expect(manager.values["phone"] == nil, "and the values leave it out")
        try name.apply(input: "Ada")
        #expect(try manager.submit() == ["name": "Ada"])
    }
}
