import FormJSON
import FormKit
import FormSchema
import Testing

/// FormKit's validators and the schema keywords that mean the same thing share one
/// implementation (FormJSON's `TextLength`, `NumberBound`, `TextPattern`); where the rules
/// differ, both behaviours are kept.
@Suite struct SharedRuleTests {
    @Test func aFormLengthCountsCharactersWhereMaxLengthCountsScalars() {
        #expect(Validator.length(max: 1).validate(.string("👍🏽")) == nil)
        #expect(SchemaRule.maxLength(1).message(for: "👍🏽") == "must have at most 1 character")
        #expect(Validator.length(max: 2).validate(.string("👍🏽!")) == nil)
        #expect(SchemaRule.maxLength(2).message(for: "ab") == nil)
    }

    @Test func aFormPatternMatchesTheWholeTextWherePatternMatchesAnywhere() throws {
        #expect(Validator.pattern("[A-Z]{3}").validate(.string("xABC")) == "has an invalid format")
        #expect(SchemaRule.pattern(try SchemaPattern("[A-Z]{3}"), inputLimit: 100).message(for: "xABC") == nil)
        #expect(Validator.pattern("^[A-Z]{3}$").validate(.string("ABC")) == nil, "anchors are allowed, and change nothing")
    }

    @Test func aFormPatternIsECMA262() {
        // ECMA-262's \d is ASCII (ICU's would take Arabic-Indic digits), as JSON Schema's and HTML's are.
        #expect(Validator.pattern(#"\d{3}"#).validate(.string("١٢٣")) == "has an invalid format")
        #expect(Validator.pattern(#"\d{3}"#).validate(.string("123")) == nil)
    }

    @Test func aFormRangeReadsTextWhereMinimumLetsItPass() {
        #expect(Validator.range(18...120).validate(.string("17")) == "must be at least 18")
        #expect(SchemaRule.minimum(18).message(for: "17") == nil)
        #expect(Validator.range(18...120).validate(.number(17)) == "must be at least 18")
        #expect(SchemaRule.minimum(18).message(for: 17) == "must be at least 18")
        #expect(SchemaRule.maximum(120).message(for: 121.5) == "must be at most 120")
    }
}

extension SharedRuleTests {
    @Test func aFormPatternDescribesItselfAsAnAnchoredPatternKeyword() throws {
        let validator = Validator.pattern("[A-Z]{3}|x")
        #expect(validator.keywords == ["pattern": "^(?:[A-Z]{3}|x)$"])
        let keyword = try SchemaPattern("^(?:[A-Z]{3}|x)$")
        for text in ["ABC", "x", "xABC", "ABCx", ""] where !text.isEmpty {
            #expect((validator.validate(.string(text)) == nil) == keyword.matches(text), "\(text)")
        }
    }
}
