import Foundation
import FormKit
import Testing
@testable import FormTerminal

/// Which rows line mode asks, and in which order, as answers show and hide them.
@MainActor
@Suite struct LineModeRowTests {
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

    @Test func aFormWithNothingToAskIsSubmittedWhenValid() throws {
        let manager = makeForm { Section { LabelItem("Total", detail: "€24") } }
        #expect(try #require(LineTranscript(manager, answers: "").submitted) == [:])
    }
}

/// Line mode's commands on every question: `<` goes back one question, `-` empties the value,
/// `-row` removes the row the question is in — before, none of these could be done.
@MainActor
@Suite struct LineModeCommandTests {
    @Test func aValueCanBeEmptiedAndAQuestionAskedAgainByGoingBack() throws {
        let manager = makeForm {
            Section {
                TextItem("Name", key: "name", value: "Ada")
                TextItem("Nickname", key: "nick", value: "Countess")
                TextItem("City", key: "city")
            }
        }
        // Enter keeps Ada; "-" empties the nickname; "<" at City goes back to the nickname,
        // which is answered again; then City.
        let run = LineTranscript(manager, answers: "\n-\n<\nAL\nLondon\n")
        #expect(run.submitted == ["name": "Ada", "nick": "AL", "city": "London"])
        #expect(run.body == "Name [Ada]: \nNickname [Countess]: -\nCity: <\nNickname: AL\nCity: London\n", "\(run.body)")
    }

    @Test func aRowAddedByMistakeIsRemoved() throws {
        let rows = RepeatingRows("Phones", key: "phones", rowTitle: "Phone") { TextItem("Phone", key: "n") }
        let section = Section(header: "Contact")
        section.add(rows)
        let manager = makeForm { section }
        // y adds a phone; "-row" at its question removes it; n adds no other.
        let run = LineTranscript(manager, answers: "y\n-row\nn\n")
        #expect(run.submitted == ["phones": []], "\(run.text)")
        #expect(run.text.contains("Removed Phone 1."))
    }

    @Test func aRowAtItsMinimumStaysAndSaysWhy() throws {
        let rows = RepeatingRows("Phones", key: "phones", rowTitle: "Phone", minimumCount: 1) { TextItem("Phone", key: "n") }
        let section = Section(header: "Contact")
        section.add(rows)
        let manager = makeForm { section }
        let run = LineTranscript(manager, answers: "-row\n555-0100\nn\n")
        #expect(run.submitted == ["phones": ["555-0100"]])
        #expect(run.text.contains("Phones needs at least 1 row: Phone 1 stays."), "\(run.text)")
    }

    @Test func theHelpNamesTheCommands() {
        let manager = makeForm { Section { TextItem("Name", key: "name") } }
        let run = LineTranscript(manager, answers: "?\nAda\n")
        #expect(run.text.contains("< goes back one question; - empties the value (on a stepper it steps down); -row removes the row the question is in."))
    }
}
