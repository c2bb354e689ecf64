import Foundation
import FormKit
import Testing
@testable import FormTerminal

/// What each kind of item takes as an answer in line mode, and Enter keeping what is set.
@MainActor
@Suite struct LineModeAnswerTests {
    @Test func everyItemTypeTakesItsAnswer() throws {
        let answers = """
            Ada
            correct horse
            First line
            second line
            .
            555-123 4567
            36
            72.5
            yes
            l
            2
            1, go
            pear
            2/2
            7
            0.75
            1990-08-01
            07:15
            2024-05-31 14:30
            4111 1111 1111 1111
            12/29
            123

            """
        let run = LineTranscript(makeEveryLineModeItemForm(), answers: answers)
        let values = try #require(run.submitted)
        let expected: JSONObject = [
            "name": "Ada", "password": "correct horse", "bio": "First line\nsecond line", "phone": "5551234567", "age": 36,
            "weight": 72.5, "newsletter": true, "size": "L", "plan": "Pro", "topics": ["Swift", "Go"], "fruit": "Pear",
            "shirt": ["Blue", "Large"], "guests": 7, "volume": 0.75, "birthday": "1990-08-01", "alarm": "07:15:00Z",
            "meeting": "2024-05-31T14:30:00Z", "card": ["number": "4111111111111111", "expiry": "12/29", "cvv": "123"],
        ]
        #expect(values == expected)
        #expect(run.input.remaining.isEmpty)
    }

    @Test func enterKeepsEveryDefault() throws {
        let manager = makeForm {
            Section(header: "Defaults") {
                TextItem("Name", key: "name", value: "Jane Appleseed")
                TextItem("Password", key: "password", value: "hunter22", isSecure: true)
                LongTextItem("Bio", key: "bio", value: "Two\nlines")
                NumberItem("Phone", key: "phone", value: "5551234567", pattern: "(XXX) XXX-XXXX")
                BoolItem("Newsletter", key: "newsletter", value: true)
                SegmentedItem("Size", key: "size", options: ["S", "M", "L"], value: "M")
                MultipleChoiceItem("Topics", key: "topics", options: ["Swift", "Rust"], value: ["Rust"])
                PickerItem("Shirt", key: "shirt", components: [["Red", "Blue"], ["Small", "Large"]], value: ["Red", "Large"])
                StepperItem("Guests", key: "guests", value: 3, range: 1...10)
                FloatItem("Volume", key: "volume", value: 0.6)
                DateTimeItem("Birthday", key: "birthday", value: Date(timeIntervalSince1970: 649_468_800), mode: .date, timeZone: .utc)
                CreditCardItem("Card", key: "card", value: .init(number: "4111111111111111", expiry: "12/29", cvv: "123"))
            }
        }
        let before = manager.values
        let run = LineTranscript(manager, answers: String(repeating: "\n", count: 14))
        #expect(try #require(run.submitted) == before)
        #expect(run.input.remaining.isEmpty)
        #expect(run.body == """

            Defaults
            Name [Jane Appleseed]: 
            Password (hidden; Enter keeps the one set): 
            Bio (end with a line holding only .) [Two…]: 
            Phone (digits, as (XXX) XXX-XXXX) [(555) 123-4567]: 
            Newsletter [Y/n]: 
            Size, one of:
              1. S
              2. M (current)
              3. L
            Size (a number or a name) [M]: 
            Topics, any of:
              1. Swift
              2. Rust (chosen)
            Topics (numbers or names, separated by commas) [Rust]: 
            Shirt, one of each column:
              column 1:
                1. Red (current)
                2. Blue
              column 2:
                1. Small
                2. Large (current)
            Shirt (one per column, separated by /) [Red / Large]: 
            Guests (1 to 10; + or - steps by 1) [3]: 
            Volume (0.00 to 1.00) [0.60]: 
            Birthday (yyyy-MM-dd, e.g. 2024-05-31) [1990-08-01]: 
            Card number (hidden; Enter keeps the one set): 
            Card expiry (MM/YY; hidden; Enter keeps the one set): 
            Card CVV (3 or 4 digits; hidden; Enter keeps the one set): 

            """)
    }

    @Test(arguments: ["2", "pro", " PRO ", "Pro"])
    func aSingleChoiceTakesANumberOrANameInAnyCase(answer: String) throws {
        let manager = makeForm { Section { SegmentedItem("Plan", key: "plan", options: ["Free", "Pro", "Team"], value: "Free") } }
        #expect(try #require(LineTranscript(manager, answers: answer + "\n").submitted) == ["plan": "Pro"])
    }

    @Test(arguments: [("1, events", ["Releases", "Events"] as [JSONValue]), ("3,2", ["Tutorials", "Events"]), ("none", []),
                      ("TUTORIALS", ["Tutorials"])])
    func aMultipleChoiceTakesNumbersAndNamesSeparatedByCommas(answer: String, chosen: [JSONValue]) throws {
        let manager = makeForm {
            Section { MultipleChoiceItem("Topics", key: "topics", options: ["Releases", "Tutorials", "Events"], value: ["Releases"]) }
        }
        let expected: JSONObject = chosen.isEmpty ? [:] : ["topics": .array(chosen)]   // no choice is not sent
        #expect(try #require(LineTranscript(manager, answers: answer + "\n").submitted) == expected)
    }

    @Test func noneClearsAChoiceANumberAndADateButNotAnOptionCalledNone() throws {
        let manager = makeForm {
            Section {
                SegmentedItem("Plan", key: "plan", options: ["Free", "Pro"], value: "Pro")
                SegmentedItem("Extras", key: "extras", options: ["None", "Some"], value: "Some")
                NumberItem("Age", key: "age", value: "40")
                DateTimeItem("Birthday", key: "birthday", value: Date(timeIntervalSince1970: 0), timeZone: .utc)
            }
        }
        let values = try #require(LineTranscript(manager, answers: "none\nnone\nNONE\nnone\n").submitted)
        #expect(values == ["extras": "None"], "cleared fields are not sent")
    }

    @Test(arguments: [("y", true), ("yes", true), ("YES", true), ("n", false), ("no", false), ("", true)])
    func aBooleanTakesYesOrNoAndEnterKeepsIt(answer: String, isOn: Bool) throws {
        let manager = makeForm { Section { BoolItem("Newsletter", key: "newsletter", value: true) } }
        let run = LineTranscript(manager, answers: answer + "\n")
        #expect(try #require(run.submitted) == ["newsletter": .bool(isOn)])
        #expect(run.body.hasPrefix("Newsletter [Y/n]: "))
    }
}
