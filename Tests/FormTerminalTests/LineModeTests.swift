import Foundation
import FormKit
import ListKit
import Synchronization
import Testing
@testable import FormTerminal

@MainActor
@Suite struct LineModeTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// One field of every type line mode asks, with no values.
    func everyItemForm() -> AdapterManager {
        makeForm {
            Section(header: "Text") {
                TextItem("Name", key: "name")
                TextItem("Password", key: "password", isSecure: true)
                LongTextItem("Bio", key: "bio")
                NumberItem("Phone", key: "phone", pattern: "(XXX) XXX-XXXX")
                NumberItem("Age", key: "age", isInteger: true)
                NumberItem("Weight", key: "weight")
            }
            Section(header: "Choices") {
                BoolItem("Newsletter", key: "newsletter")
                SegmentedItem("Size", key: "size", options: ["S", "M", "L"])
                RadioItem("Plan", key: "plan", options: ["Free", "Pro"])
                MultipleChoiceItem("Topics", key: "topics", options: ["Swift", "Rust", "Go"])
                PickerItem("Fruit", key: "fruit", components: [["Apple", "Pear"]])
                PickerItem("Shirt", key: "shirt", components: [["Red", "Blue"], ["Small", "Large"]])
            }
            Section(header: "Numbers and dates") {
                StepperItem("Guests", key: "guests", value: 1, range: 1...10)
                FloatItem("Volume", key: "volume", value: 0.5)
                DateTimeItem("Birthday", key: "birthday", mode: .date, timeZone: Self.utc)
                DateTimeItem("Alarm", key: "alarm", mode: .time, timeZone: Self.utc)
                DateTimeItem("Meeting", key: "meeting", mode: .dateAndTime, timeZone: Self.utc)
            }
            Section(header: "Payment") {
                CreditCardItem("Card", key: "card")
                LabelItem("Total", detail: "€24")
                ButtonItem("Pay")
            }
        }
    }

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
        let run = LineTranscript(everyItemForm(), answers: answers)
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

    @Test func eachPromptShowsWhatItTakes() {
        let run = LineTranscript(everyItemForm(), answers: "")
        #expect(run.body == "\nText\nName: \n")
        let prompts = LinePrompt.prompts(for:)
        let manager = everyItemForm()
        let lines = manager.fields.filter(\.isFocusable).flatMap { prompts($0).map(\.line) }
        #expect(lines == [
            "Name: ", "Password (hidden): ", "Bio (end with a line holding only .): ", "Phone (digits, as (XXX) XXX-XXXX): ",
            "Age (a whole number): ", "Weight (a number): ", "Newsletter [y/N]: ", "Size (a number or a name): ",
            "Plan (a number or a name): ", "Topics (numbers or names, separated by commas) [none]: ", "Fruit (a number or a name): ",
            "Shirt (one per column, separated by /): ", "Guests (1 to 10; + or - steps by 1) [1]: ", "Volume (0.00 to 1.00) [0.50]: ",
            "Birthday (yyyy-MM-dd, e.g. 2024-05-31): ", "Alarm (HH:mm, e.g. 14:30): ", "Meeting (yyyy-MM-dd HH:mm, e.g. 2024-05-31 14:30): ",
            "Card number (hidden): ", "Card expiry (MM/YY; hidden): ", "Card CVV (3 or 4 digits; hidden): ",
        ])
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
                DateTimeItem("Birthday", key: "birthday", value: Date(timeIntervalSince1970: 649_468_800), mode: .date, timeZone: Self.utc)
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
                DateTimeItem("Birthday", key: "birthday", value: Date(timeIntervalSince1970: 0), timeZone: Self.utc)
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

    @Test func aRefusedAnswerIsAskedAgainWithTheItemsMessage() throws {
        let manager = makeForm {
            Section {
                StepperItem("Seats", key: "seats", value: 5, range: 2...50)
                BoolItem("Newsletter", key: "newsletter")
            }
        }
        let run = LineTranscript(manager, answers: "many\n99\n+\nmaybe\ny\n")
        #expect(try #require(run.submitted) == ["seats": 6, "newsletter": true])
        #expect(run.body == """
            Seats (2 to 50; + or - steps by 1) [5]: many
            Error: Seats: "many" is not a number
            Seats (2 to 50; + or - steps by 1) [5]: 99
            Error: Seats: "99" must be between 2 and 50
            Seats (2 to 50; + or - steps by 1) [5]: +
            Newsletter [y/N]: maybe
            Error: Newsletter: "maybe" is not yes or no
            Newsletter [y/N]: y

            """)
    }

    @Test func aFieldsValidatorsRunWhenItIsAnsweredAndItIsAskedAgain() throws {
        let manager = makeForm {
            Section {
                TextItem("Email", key: "email", placeholder: "jane@example.com").validated(by: .required, .email)
            }
        }
        let run = LineTranscript(manager, answers: "\nnot an address\nzed@example.com\n")
        #expect(try #require(run.submitted) == ["email": "zed@example.com"])
        #expect(run.body == """
            Email (required; e.g. jane@example.com): 
            Error: Email is required
            Email (required; e.g. jane@example.com): not an address
            Error: Email is not a valid email address
            Email (required) [not an address]: zed@example.com

            """)
    }

    @Test func secretsAreNeitherEchoedNorWrittenBack() throws {
        let manager = makeForm {
            Section {
                TextItem("Name", key: "name")
                TextItem("Password", key: "password", isSecure: true).validated(by: .length(min: 8))
                CreditCardItem("Card", key: "card")
            }
        }
        let run = LineTranscript(manager, answers: "Zed\nshh\nhunter2hunter2\n4111 1111 1111 111x\n4111111111111111\n01/30\n999\n")
        let values = try #require(run.submitted)
        #expect(values["password"] == "hunter2hunter2")
        #expect(values["card"] == ["number": "4111111111111111", "expiry": "01/30", "cvv": "999"])
        for secret in ["shh", "hunter2", "4111", "111x", "01/30", "999"] {
            #expect(!run.text.contains(secret), "\(secret) shows in:\n\(run.text)")
        }
        #expect(run.text.contains("Zed"))
        #expect(run.input.secrecy == [false, true, true, true, true, true, true])
        #expect(run.body.contains("Error: Password must be at least 8 characters\n"))
    }

    @Test func aCardAnswerTheCardRefusesIsAskedAgainWithoutTheDigits() throws {
        let manager = makeForm { Section { CreditCardItem("Card", key: "card") } }
        let run = LineTranscript(manager, answers: "4111-x\n4111111111111111\n13/29\n12/29\n12\n123\n")
        #expect(try #require(run.submitted)["card"] == ["number": "4111111111111111", "expiry": "12/29", "cvv": "123"])
        #expect(run.body == """
            Card number (hidden): 
            Error: Card: "••••••••" number must contain only digits
            Card number (hidden): 
            Card expiry (MM/YY; hidden): 
            Error: Card: "••••••••" expiry must be MM/YY
            Card expiry (MM/YY; hidden): 
            Card CVV (3 or 4 digits; hidden): 
            Error: Card: "••••••••" CVV must have 3 to 4 digits
            Card CVV (3 or 4 digits; hidden): 

            """)
    }

    @Test func enterOnAnEmptyCardLeavesItEmptyUnlessItIsRequired() throws {
        let optional = makeForm { Section { CreditCardItem("Card", key: "card") } }
        #expect(try #require(LineTranscript(optional, answers: "\n").submitted) == [:], "an empty card is not sent")
        let required = makeForm { Section { CreditCardItem("Card", key: "card").validated(by: .required) } }
        let run = LineTranscript(required, answers: "\n4111111111111111\n12/29\n123\n")
        #expect(try #require(run.submitted)["card"] == ["number": "4111111111111111", "expiry": "12/29", "cvv": "123"])
        #expect(run.body.hasPrefix("Card number (required; hidden): \nError: Card is required\nCard number (required; hidden): \n"))
    }

    @Test func aRowAnAnswerShowsIsAskedNextAndAHiddenRowIsNot() throws {
        func form() -> AdapterManager {
            makeForm {
                Section {
                    SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
                    TextItem("Team name", key: "team").hidden(when: .value("plan", isNot: "Team"))
                    BoolItem("Newsletter", key: "newsletter")
                }
            }
        }
        let team = LineTranscript(form(), answers: "team\nAcme\ny\n")
        #expect(try #require(team.submitted) == ["plan": "Team", "team": "Acme", "newsletter": true])
        #expect(team.body.contains("Team name: Acme\n"))
        let free = LineTranscript(form(), answers: "\ny\n")
        #expect(try #require(free.submitted) == ["plan": "Free", "newsletter": true])
        #expect(!free.body.contains("Team name"))
    }

    @Test func aRowThatAppearsAboveTheCurrentOneIsAskedAfterTheLast() throws {
        let manager = makeForm {
            Section {
                TextItem("Team name", key: "team").hidden(when: .value("plan", isNot: "Team"))
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
                BoolItem("Newsletter", key: "newsletter")
            }
        }
        let run = LineTranscript(manager, answers: "Team\nn\nAcme\n")
        #expect(try #require(run.submitted) == ["team": "Acme", "plan": "Team", "newsletter": false])
        let order = ["Plan (", "Newsletter [", "Team name: "].map { run.body.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! })
    }

    @Test func hiddenDisabledAndUnfocusableRowsAreNotAsked() throws {
        let manager = makeForm {
            Section {
                TextItem("Name", key: "name")
                TextItem("Billing ID", key: "billing", value: "B-1").disabled()
                TextItem("Secret code", key: "code").hidden(when: .value("city", is: "never") || .value("city", isNot: "never"))
                LabelItem("Total", detail: "€24")
                ButtonItem("Pay")
                TextItem("City", key: "city")
            }
        }
        let run = LineTranscript(manager, answers: "Zed\nParis\n")
        #expect(try #require(run.submitted) == ["name": "Zed", "billing": "B-1", "city": "Paris"])
        #expect(run.body == "Name: Zed\nCity: Paris\n")
    }

    @Test func validationAtTheEndListsTheProblemsAndAsksThoseFieldsAgain() throws {
        let capacity = Mutex(10)
        let manager = makeForm {
            Section {
                StepperItem("Seats", key: "seats", value: 5, range: 1...10).validated(by: .custom("fits") { value in
                    guard case .number(let seats) = value else { return nil }
                    let room = capacity.withLock { $0 }
                    return Int(seats) <= room ? nil : "must fit the room (at most \(room))"
                })
                SegmentedItem("Room", key: "room", options: ["Large", "Small"], value: "Large").onChange { item in
                    capacity.withLock { $0 = item.value == "Small" ? 2 : 10 }
                }
            }
        }
        let run = LineTranscript(manager, answers: "\nsmall\n\n2\n")
        #expect(try #require(run.submitted) == ["seats": 2, "room": "Small"])
        #expect(run.body.hasSuffix("""
            Room (a number or a name) [Large]: small

            1 problem is left:
              Seats must fit the room (at most 2)
            Seats (1 to 10; + or - steps by 1) [5]: 
            Error: Seats must fit the room (at most 2)
            Seats (1 to 10; + or - steps by 1) [5]: 2

            """))
    }

    @Test func endOfInputMidFormThrowsAndTheValuesSoFarStay() {
        let manager = makeForm {
            Section {
                TextItem("Name", key: "name").validated(by: .required)
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"])
                BoolItem("Newsletter", key: "newsletter")
            }
        }
        let run = LineTranscript(manager, answers: "Zed\n")
        #expect(run.result == .failure(.endOfInput(field: "plan")))
        #expect(manager.values == ["name": "Zed", "newsletter": false])
        #expect(run.body.hasSuffix("Plan (a number or a name): \n"))
    }

    @Test(arguments: ["", "\n", "\n\n"])
    func inputThatEndsEarlyIsNeverASubmission(answers: String) {
        let manager = makeForm {
            Section {
                TextItem("Name", key: "name").validated(by: .required)
                TextItem("City", key: "city")
            }
        }
        let run = LineTranscript(manager, answers: answers)
        #expect(run.result == .failure(.endOfInput(field: "name")))
    }

    @Test func endOfInputInsideALongTextNamesTheField() {
        let manager = makeForm { Section { LongTextItem("Bio", key: "bio") } }
        #expect(LineTranscript(manager, answers: "one\ntwo\n").result == .failure(.endOfInput(field: "bio")))
    }

    @Test func aSignalWhileWaitingInterruptsWithTheValuesSoFar() throws {
        let manager = makeForm {
            Section {
                TextItem("Name", key: "name")
                TextItem("City", key: "city")
            }
        }
        let output = MemoryLineOutput()
        let input = MemoryLineInput(events: [.line("Zed"), .terminated(signal: SIGINT)])
        let outcome = try manager.runLines(input: input, output: output)
        #expect(outcome == FormOutcome(status: .interrupted, values: ["name": "Zed"]))
        #expect(outcome.exitStatus == 130)
    }

    @Test func aQuestionMarkExplainsTheQuestionAndAsksAgain() throws {
        let manager = makeForm { Section { StepperItem("Guests", key: "guests", value: 3, range: 1...10) } }
        let run = LineTranscript(manager, answers: "?\n4\n")
        #expect(try #require(run.submitted) == ["guests": 4])
        #expect(run.body == """
            Guests (1 to 10; + or - steps by 1) [3]: ?
            Guests: type a number from 1 to 10, or + or - to step by 1.
            Enter alone keeps the value in brackets; ? shows this help.
            Guests (1 to 10; + or - steps by 1) [3]: 4

            """)
    }

    @Test func withoutAnEchoEveryPromptEndsItsOwnLine() throws {
        let manager = makeForm {
            Section {
                TextItem("Name", key: "name")
                TextItem("City", key: "city")
            }
        }
        let run = LineTranscript(manager, answers: "Zed\nParis\n", echo: false)
        #expect(try #require(run.submitted) == ["name": "Zed", "city": "Paris"])
        #expect(run.body == "Name: \nCity: \n")
    }

    @Test func controlCharactersInTitlesOptionsAndValuesAreShownHarmlessly() throws {
        let manager = makeForm {
            Section(header: "Evil\u{1B}[2J") {
                TextItem("Na\u{1B}]0;pwned\u{07}me", key: "name", value: "x\u{1B}[31my")
                SegmentedItem("Pick", key: "pick", options: ["a\u{1B}[1m", "b"])
            }
        }
        let run = LineTranscript(manager, answers: "\n2\n")
        #expect(try #require(run.submitted) == ["name": "x\u{1B}[31my", "pick": "b"])
        #expect(!run.text.contains("\u{1B}"))
        #expect(!run.text.contains("\u{07}"))
    }

    @Test func errorsOnFieldsNoPromptCanChangeEndTheRun() {
        let manager = makeForm {
            Section {
                TextItem("Name", key: "name")
                LabelItem("Terms", detail: "").validated(by: .required)
            }
        }
        let run = LineTranscript(manager, answers: "Zed\n")
        guard case .failure(.invalid(let errors)) = run.result else {
            Issue.record("expected .invalid, got \(run.result)")
            return
        }
        #expect(errors.map(\.description) == ["Terms is required"])
        #expect(run.body.hasSuffix("1 problem is left:\n  Terms is required\n"))
    }

    @Test func aFormWithNothingToAskIsSubmittedWhenValid() throws {
        let manager = makeForm { Section { LabelItem("Total", detail: "€24") } }
        #expect(try #require(LineTranscript(manager, answers: "").submitted) == [:])
    }

    @Test func sectionHeadersIntroduceTheirFields() {
        let manager = makeForm {
            Section(header: "About you") { TextItem("Name", key: "name") }
            Section { TextItem("City", key: "city") }
            Section(header: "More") { TextItem("Pet", key: "pet") }
        }
        let run = LineTranscript(manager, answers: "a\nb\nc\n")
        #expect(run.body == "\nAbout you\nName: a\nCity: b\n\nMore\nPet: c\n")
    }
}
