import Foundation
import FormKit
import ListKit
import Testing
@testable import FormTerminal

/// Rules across fields in line mode: a refused submit lists the rule's error and asks again the
/// field it stands beside — or a group's fields, for an error under the group's title.
@MainActor
@Suite struct LineModeRuleTests {
    @Test func aConfirmationThatDoesNotMatchIsAskedAgain() throws {
        let manager = makeForm {
            Section {
                TextItem("Code", key: "code")
                TextItem("Repeat code", key: "again")
            }
        }
        manager.addRule(.sameAs("again", as: "code"))
        let run = LineTranscript(manager, answers: "1234\n1243\n1234\n")
        #expect(try #require(run.submitted) == ["code": "1234", "again": "1234"])
        #expect(run.body == """
            Code: 1234
            Repeat code: 1243

            1 problem is left:
              Repeat code must match Code
            Repeat code [1243]: 1234

            """)
    }

    @Test func aGroupsAtLeastOneAsksItsFieldsAgain() throws {
        let manager = makeForm {
            Section {
                FieldGroup("Contact", key: "contact") {
                    TextItem("Phone", key: "phone")
                    TextItem("Email", key: "email")
                }.checking(.atLeastOne(of: ["phone", "email"]))
            }
        }
        let run = LineTranscript(manager, answers: "\n\n\nada@example.com\n")
        #expect(try #require(run.submitted) == ["contact": ["email": "ada@example.com"]])
        #expect(run.text.contains("Fill in at least one of Phone or Email"))
    }
}
