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
