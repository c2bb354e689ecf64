import Foundation
import FormKit
import Synchronization
import Testing
@testable import FormTerminal

/// Answers line mode refuses, and validation: the message, then the question again; secrets never shown.
@MainActor
@Suite struct LineModeRefusalTests {
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
}
