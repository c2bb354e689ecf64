import Foundation
import FormKit
import ListKit
import Testing
@testable import FormTerminal

/// Line mode on rows and steps: each row's fields in turn under its title, "Add another
/// address? [y/N]" after the last, the minimum asked first, nested rows inside their row, steps in
/// order under their progress line, and the form's check asked again.
@MainActor
@Suite struct LineModeShapeTests {
    @Test func eachRowIsAskedInTurnAndAddAnotherAddsOne() throws {
        let (manager, _) = makeAddressForm(rows: 1)
        let run = LineTranscript(manager, answers: "Zed\n1 Main St\nSpringfield\n\ny\n2 Elm Rd\n\nn\nn\nhello\n")
        #expect(try #require(run.submitted) == [
            "name": "Zed",
            "addresses": [["street": "1 Main St", "city": "Springfield", "phones": []], ["street": "2 Elm Rd", "phones": []]],
            "note": "hello",
        ])
        #expect(run.body == """

            Customer
            Name: Zed

            Shipping
            Address 1
            Street (required): 1 Main St
            City: Springfield
            Add a phone? [y/N]: 
            Add another address? [y/N]: y
            Address 2
            Street (required): 2 Elm Rd
            City: 
            Add a phone? [y/N]: n
            Add another address? [y/N]: n
            Note: hello

            """)
    }

    @Test func nestedRowsAreAskedInsideTheirRowAndTheMaximumEndsTheQuestions() throws {
        let (manager, _) = makeAddressForm(rows: 1, maximum: 1)
        let run = LineTranscript(manager, answers: "\n1 Main St\n\ny\n555-0100\nyes\n555-0101\nno\n\n")
        #expect(try #require(run.submitted)["addresses"] == [["street": "1 Main St", "phones": ["555-0100", "555-0101"]]])
        #expect(run.body.contains("""
            Add a phone? [y/N]: y
            Phone 1: 555-0100
            Add another phone? [y/N]: yes
            Phone 2: 555-0101
            Add another phone? [y/N]: no
            Note: 
            """), "no address question: the rows are at their maximum")
    }

    @Test func theMinimumIsAskedFirstWithoutAQuestion() throws {
        let rows = RepeatingRows("Emails", key: "emails", rowTitle: "Email", minimumCount: 2, count: 0, countPolicy: .report) {
            TextItem("Email").validated(by: .required)
        }
        let manager = makeForm { Section { rows } }
        let run = LineTranscript(manager, answers: "a@example.com\nb@example.com\n\n")
        #expect(try #require(run.submitted) == ["emails": ["a@example.com", "b@example.com"]])
        #expect(run.body == """
            Email 1 (required): a@example.com
            Email 2 (required): b@example.com
            Add another email? [y/N]: 

            """)
    }

    @Test func anAnswerOtherThanYesOrNoIsAskedAgainAndTheEndOfInputNamesTheRows() {
        let (manager, _) = makeAddressForm(rows: 1)
        let run = LineTranscript(manager, answers: "\n1 Main St\n\nmaybe\n?\n")
        #expect(run.body.contains("Add a phone? [y/N]: maybe\nError: answer y or n.\nAdd a phone? [y/N]: ?\ny adds a phone and asks its fields; n or Enter goes on.\n"))
        guard case .failure(.endOfInput(let field)) = run.result else {
            Issue.record("expected the end of the input, got \(run.result)")
            return
        }
        #expect(field == "phones")
    }

    @Test func tooManyRowsAskWhichToDelete() throws {
        let rows = RepeatingRows("Emails", key: "emails", rowTitle: "Email", maximumCount: 1, count: 2, countPolicy: .report) {
            TextItem("Email")
        }
        let manager = makeForm { Section { rows } }
        let run = LineTranscript(manager, answers: "a@example.com\nb@example.com\n7\n1\n")
        #expect(try #require(run.submitted) == ["emails": ["b@example.com"]])
        #expect(run.body.hasSuffix("""
            Delete which email? (1 to 2; Enter deletes none): 7
            Error: answer a number from 1 to 2, or Enter.
            Delete which email? (1 to 2; Enter deletes none): 1
            Email 1 deleted.

            """))
    }

    @Test func stepsAreAskedInOrderUnderTheirProgressLine() throws {
        let manager = makeStepForm()
        let run = LineTranscript(manager, answers: "ada@example.com\n\n1 Main St\n\nAda\n")
        #expect(try #require(run.submitted) == ["email": "ada@example.com", "street": "1 Main St", "cardName": "Ada"])
        #expect(run.body == """

            Step 1 of 3: Account
            Email (required): ada@example.com
            Age (a whole number): 

            Step 2 of 3: Shipping
            Street (required): 1 Main St
            City: 

            Step 3 of 3: Payment
            Name on card (required): Ada

            """)
    }

    @Test func anInvalidStepIsMendedBeforeTheNext() throws {
        let rows = RepeatingRows("Emails", key: "emails", rowTitle: "Email", maximumCount: 1, count: 2, countPolicy: .report) {
            TextItem("Email")
        }
        let manager = makeForm {
            FormStep("Contacts", key: "contacts") { Section { rows } }
            FormStep("Note", key: "note") { Section { TextItem("Note", key: "note") } }
        }
        let run = LineTranscript(manager, answers: "a@example.com\nb@example.com\n2\nhi\n")
        #expect(try #require(run.submitted) == ["emails": ["a@example.com"], "note": "hi"])
        #expect(run.body == """

            Step 1 of 2: Contacts
            Email 1: a@example.com
            Email 2: b@example.com

            1 problem is left:
              Emails must have at most 1 row
            Delete which email? (1 to 2; Enter deletes none): 2
            Email 2 deleted.

            Step 2 of 2: Note
            Note: hi

            """)
    }

    @Test func theSubmitLandsOnTheFirstInvalidStepAndAsksItAgain() throws {
        let manager = makeStepForm()
        // The street is required; a step resumed past it left it empty.
        try manager.setValues(["email": "ada@example.com", "cardName": "Ada"])
        #expect(manager.nextStep())
        manager.item(forKey: "street", as: TextItem.self)?.isHidden = true
        #expect(manager.nextStep())
        manager.item(forKey: "street", as: TextItem.self)?.isHidden = false
        let run = LineTranscript(manager, answers: "\n1 Main St\n\n")
        #expect(try #require(run.submitted)["street"] == "1 Main St")
        #expect(run.body == """

            Step 3 of 3: Payment
            Name on card (required) [Ada]: 

            1 problem is left:
              Street is required

            Step 2 of 3: Shipping
            Street (required): 1 Main St
            City: 

            Step 3 of 3: Payment

            """)
    }

    @Test func theChecksProblemsAreAskedAgainAndOnesNoQuestionCanMendFail() throws {
        let manager = makeForm { Section { NumberItem("Quantity", key: "quantity", isInteger: true) } }
        let output = MemoryLineOutput()
        let input = MemoryLineInput("0\n3\n", echo: output)
        var options = TerminalFormOptions(mode: .lines)
        options.check = { values in
            (values["quantity"]?.intValue ?? 0) < 1 ? [Problem(pointer: "/quantity", message: "must be at least 1")] : []
        }
        options.notices = ["warning: unknown keyword \"colour\" at /properties/quantity"]
        let outcome = try manager.runLines(input: input, output: output, options: options)
        #expect(outcome.values == ["quantity": 3])
        #expect(output.text == LineSession.introduction + """
            Warning: warning: unknown keyword "colour" at /properties/quantity
            Quantity (a whole number): 0

            The form's check found 1 problem:
              quantity: must be at least 1
            Quantity (a whole number) [0]: 3

            """)
        options.check = { _ in [Problem(pointer: "", message: "the server is closed")] }
        let closed = Result { () throws(TerminalFormError) -> FormOutcome in
            try manager.runLines(input: MemoryLineInput("\n"), output: MemoryLineOutput(), options: options)
        }
        guard case .failure(.refused(let problems)) = closed else {
            Issue.record("expected the check's refusal, got \(closed)")
            return
        }
        #expect(problems.map(\.message) == ["the server is closed"])
    }
}
