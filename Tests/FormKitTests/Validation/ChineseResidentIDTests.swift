import Foundation
import ListDiffKit
import Testing
@testable import FormKit

/// Appends the check character to 17 digits, computed here from the standard's weights and
/// check characters rather than with the code under test.
private func residentID(_ first17: String) -> String {
    let weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    let sum = zip(first17, weights).reduce(0) { $0 + $1.0.wholeNumberValue! * $1.1 }
    return first17 + String(Array("10X98765432")[sum % 11])
}

@Suite struct ChineseIDCheckDigitTests {
    @Test(arguments: ["11010519491231002", "44030419900101123", "31011520001229456", "00000000000000000",
                      "99999999999999999", "51010820240229731"])
    func matchesTheWeightedSumModulo11(first17: String) {
        #expect(Validator.chineseIDCheckDigit(first17).map { first17 + String($0) } == residentID(first17))
    }

    @Test func theCommonlyCitedSampleEndsInX() {
        #expect(Validator.chineseIDCheckDigit("11010519491231002") == "X")
    }

    @Test func everyCheckCharacterComesOut() {
        var generator = SplitMix64(seed: 0x1D_CA4D)
        var seen = Set<Character>()
        for _ in 0..<2_000 where seen.count < 11 {
            let first17 = String((0..<17).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            let check = Validator.chineseIDCheckDigit(first17)
            #expect(check.map { first17 + String($0) } == residentID(first17), "seed 0x1DCA4D, \(first17)")
            check.map { _ = seen.insert($0) }
        }
        #expect(seen == Set("0123456789X"))
    }

    @Test(arguments: ["", "1101051949123100", "110105194912310021", "1101051949123100a", "１１０１０５１９４９１２３１００２"])
    func isNilUnlessGiven17ASCIIDigits(text: String) {
        #expect(Validator.chineseIDCheckDigit(text) == nil)
    }
}

@Suite struct ChineseResidentIDValidatorTests {
    /// 2024-05-01T00:00:00+08:00, the first moment of 1 May 2024 in China.
    static let mayDayInChina = Date(timeIntervalSince1970: 1_714_492_800)
    static let validator = Validator.chineseResidentID(now: { mayDayInChina })

    @Test(arguments: [
        "11010519491231002X", "11010519491231002x", residentID("44030419900101123"), residentID("31011520000229456"),
        residentID("51010818000101731"), residentID("51010820240501731"),
    ])
    func acceptsNumbersWithARealBirthDateAndTheRightCheckCharacter(text: String) {
        #expect(Self.validator.validate(.string(text)) == nil)
    }

    @Test func wrongCheckCharactersAreRejected() {
        let valid = residentID("44030419900101123")
        for check in "0123456789X" where check != valid.last {
            #expect(Self.validator.validate(.string(String(valid.dropLast()) + String(check))) == "has an invalid check digit")
        }
        #expect(Self.validator.validate(.string("110105194912310021")) == "has an invalid check digit")
    }

    @Test(arguments: [
        "19490230", "19490229", "19001329", "19000001", "19491232", "17991231", "00000101", "20240502", "20991231",
    ])
    func impossibleAndFutureBirthDatesAreRejected(birthDate: String) {
        let id = residentID("110105" + birthDate + "002")
        #expect(Self.validator.validate(.string(id)) == "has an invalid birth date")
    }

    @Test func todayIsTodayInChina() {
        let born = residentID("110105" + "20240501" + "002")
        let lastSecondOfAprilInChina = Date(timeIntervalSince1970: 1_714_492_799)
        #expect(Validator.chineseResidentID(now: { lastSecondOfAprilInChina }).validate(.string(born)) == "has an invalid birth date")
        #expect(Self.validator.validate(.string(born)) == nil)
    }

    @Test(arguments: [
        "11010519491231002", "11010519491231002X1", "11010519491231002Y", "1101051949123100XX", "11010519491231002 ",
        " 11010519491231002X", "１１０１０５１９４９１２３１００２X", "110105-1949-1231-002X",
    ])
    func otherShapesAreNotResidentIDNumbers(text: String) {
        #expect(Self.validator.validate(.string(text)) == "is not a valid resident ID number")
    }

    @Test func theSharedValidatorUsesTheClock() {
        #expect(Validator.chineseResidentID.validate(.string("11010519491231002X")) == nil)
        #expect(Validator.chineseResidentID.validate(.string(residentID("11010530000101002"))) == "has an invalid birth date")
        #expect(Validator.chineseResidentID.name == "chineseResidentID")
    }

    @Test func emptyPassesAndNumbersAreNotText() {
        #expect(Self.validator.validate(.string(" ")) == nil)
        #expect(Self.validator.validate(.number(110_105)) == "is not a valid resident ID number")
    }
}
