import Foundation
import Testing
@testable import FormKit

@Suite struct RequiredValidatorTests {
    @Test(arguments: [
        (FormValue.null, "is required"), (.string(""), "is required"), (.string("  \n"), "is required"),
        (.strings([]), "is required"), (.string("a"), nil), (.strings(["a"]), nil), (.number(0), nil),
        (.bool(false), nil), (.date(Date(timeIntervalSince1970: 0)), nil),
    ] as [(FormValue, String?)])
    func failsExactlyOnEmptyValues(value: FormValue, message: String?) {
        #expect(Validator.required.validate(value) == message)
        #expect(Validator.required.name == "required")
    }
}

@Suite struct CustomValidatorTests {
    @Test func customRunsItsCheckUnderItsName() {
        let accepted = Validator.custom("accepted") { $0 == .bool(true) ? nil : "must be accepted" }
        #expect(accepted.name == "accepted")
        #expect(accepted.validate(.bool(true)) == nil)
        #expect(accepted.validate(.bool(false)) == "must be accepted")
        let initialized = Validator(name: "even") { ($0.numberValue ?? 1).truncatingRemainder(dividingBy: 2) == 0 ? nil : "must be even" }
        #expect(initialized.name == "even")
        #expect(initialized.validate(.number(4)) == nil && initialized.validate(.number(3)) == "must be even")
    }
}
