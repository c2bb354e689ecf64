import FormKit
import Testing
@testable import FormTerminal

@Suite struct FormOutcomeTests {
    @Test func exitStatusesFollowTheConvention() {
        #expect(FormOutcome(status: .submitted, values: [:]).exitStatus == 0)
        #expect(FormOutcome(status: .cancelled, values: [:]).exitStatus == 3)
        #expect(FormOutcome(status: .interrupted, values: [:]).exitStatus == 130)
    }

    @Test func keysReadAsPeopleWriteThem() {
        #expect(KeyEvent.control("c").description == "Ctrl+C")
        #expect(KeyEvent(.tab, modifiers: .shift).description == "Shift+Tab")
        #expect(KeyEvent(.character(" ")).description == "Space")
    }
}
