import Foundation
import FormKit
import Testing
@testable import FormTerminal

/// What line mode writes: the prompts, the help, section headers, and nothing a terminal would act on.
@MainActor
@Suite struct LineModePromptTests {
    @Test func eachPromptShowsWhatItTakes() {
        let run = LineTranscript(makeEveryLineModeItemForm(), answers: "")
        #expect(run.body == "\nText\nName: \n")
        let prompts = LinePrompt.prompts(for:)
        let manager = makeEveryLineModeItemForm()
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

    @Test func aQuestionMarkExplainsTheQuestionAndAsksAgain() throws {
        let manager = makeForm { Section { StepperItem("Guests", key: "guests", value: 3, range: 1...10) } }
        let run = LineTranscript(manager, answers: "?\n4\n")
        #expect(try #require(run.submitted) == ["guests": 4])
        #expect(run.body == """
            Guests (1 to 10; + or - steps by 1) [3]: ?
            Guests: type a number from 1 to 10, or + or - to step by 1.
            Enter alone keeps the value in brackets; ? shows this help.
            < goes back one question; - empties the value (on a stepper it steps down); -row removes the row the question is in.
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
