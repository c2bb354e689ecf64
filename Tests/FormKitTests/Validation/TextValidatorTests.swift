import Foundation
import Testing
@testable import FormKit

@Suite struct LengthValidatorTests {
    @Test func constraintsReadAsTheValidatorsThatMadeThem() {
        let constraints: [Validator.Constraint] = [.required, .length(min: 0, max: 40), .length(min: 8, max: nil),
                                                   .length(min: 2, max: 5), .range(minimum: 1, maximum: 50),
                                                   .range(minimum: 0.5, maximum: nil), .pattern("[0-9]{5}"), .format("email")]
        #expect(constraints.map(\.description) == ["required", "length(max: 40)", "length(min: 8)", "length(min: 2, max: 5)",
                                                   "range(1...50)", "range(0.5...)", "pattern([0-9]{5})", "format(email)"])
    }

    @Test(arguments: [
        ("中文👍🏽", 3, 3, nil), ("中文👍🏽", 0, 2, "must be at most 2 characters"),
        ("中文👍🏽", 4, .max, "must be at least 4 characters"), ("e\u{301}", 1, 1, nil),
        ("👨‍👩‍👧‍👦", 0, 1, nil), ("🇨🇳🇫🇷", 0, 1, "must be at most 1 character"),
        ("ab", 3, 10, "must be at least 3 characters"), ("abcdefghijk", 3, 10, "must be at most 10 characters"),
        ("abc", 3, 10, nil), ("abcdefghij", 3, 10, nil), ("a", 2, .max, "must be at least 2 characters"),
        ("abcde", 6, 6, "must be exactly 6 characters"), ("abcdefg", 6, 6, "must be exactly 6 characters"),
        ("abcdef", 6, 6, nil), ("ab", 1, 1, "must be exactly 1 character"), (" ab ", 0, 3, "must be at most 3 characters"),
    ] as [(String, Int, Int, String?)])
    func countsCharactersAndNamesTheBoundThatFailed(text: String, min: Int, max: Int, message: String?) {
        #expect(Validator.length(min: min, max: max).validate(.string(text)) == message)
    }

    @Test(arguments: [FormValue.null, .string(""), .string("   "), .strings([])])
    func emptyValuesPassEvenWithAMinimum(value: FormValue) {
        #expect(Validator.length(min: 5).validate(value) == nil)
    }

    @Test(arguments: [FormValue.number(12), .bool(true), .strings(["a"]), .date(Date(timeIntervalSince1970: 0))])
    func otherKindsOfValueAreNotText(value: FormValue) {
        #expect(Validator.length(max: 10).validate(value) == "must be text")
    }

    @Test func aHugeTextIsMeasuredOnlyUpToTheMaximum() {
        let huge = String(repeating: "👍🏽", count: 200_000)
        #expect(Validator.length(max: 40).validate(.string(huge)) == "must be at most 40 characters")
        #expect(Validator.length(min: 200_000).validate(.string(huge)) == nil)
    }

    @Test func aMinimumAboveTheMaximumIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            _ = Validator.length(min: 5, max: 4)
        }
    }
}

@Suite struct RangeValidatorTests {
    @Test(arguments: [
        (FormValue.number(18), nil), (.number(120), nil), (.number(17.5), "must be at least 18"),
        (.number(121), "must be at most 120"), (.string("42"), nil), (.string("-1.5e1"), "must be at least 18"),
        (.string("2e2"), "must be at most 120"), (.string("abc"), "must be a number"),
        (.string("0x20"), "must be a number"), (.string("inf"), "must be a number"), (.string("nan"), "must be a number"),
        (.string("1,000"), "must be a number"), (.string(" 42"), "must be a number"), (.string("١٢"), "must be a number"),
        (.number(.nan), "must be a number"), (.number(.infinity), "must be at most 120"), (.bool(true), "must be a number"),
        (.strings(["20"]), "must be a number"), (.null, nil), (.string(""), nil), (.string("  "), nil),
    ] as [(FormValue, String?)])
    func checksNumbersAndNumericText(value: FormValue, message: String?) {
        #expect(Validator.range(18...120).validate(value) == message)
    }

    @Test(arguments: [
        (0.5...1.5, 0.25, "must be at least 0.5"), (0.5...1.5, 2.0, "must be at most 1.5"),
        (5...5, 6.0, "must be 5"), (-10...(-1), 0.0, "must be at most -1"), (0...1e20, 1e21, "must be at most 1e+20"),
    ] as [(ClosedRange<Double>, Double, String)])
    func boundsPrintAsPeopleWriteThem(range: ClosedRange<Double>, number: Double, message: String) {
        #expect(Validator.range(range).validate(.number(number)) == message)
    }
}

extension RangeValidatorTests {
    /// Text is read exactly as written: a bound a Double cannot tell from the value no longer
    /// lets it through (10^19 + 1 and 10^19 are one Double).
    @Test func numericTextIsComparedExactly() {
        #expect(Validator.range(0...1e19).validate(.string("10000000000000000001")) == "must be at most 1e+19")
        #expect(Validator.range(0...1e19).validate(.string("10000000000000000000")) == nil)
        #expect(Validator.range(0.1...1).validate(.string("0.0999999999999999999999")) == "must be at least 0.1")
    }
}

@Suite struct PatternValidatorTests {
    @Test(arguments: [
        ("ABC", nil), ("ABCD", "has an invalid format"), ("xABC", "has an invalid format"),
        ("ABC\n", "has an invalid format"), ("abc", "has an invalid format"),
    ] as [(String, String?)])
    func theWholeTextMustMatch(text: String, message: String?) {
        #expect(Validator.pattern("[A-Z]{3}").validate(.string(text)) == message)
    }

    @Test func alternativesMatchTheWholeText() {
        let validator = Validator.pattern("a|ab")
        #expect(validator.validate(.string("ab")) == nil)
        #expect(validator.validate(.string("abc")) == "has an invalid format")
    }

    @Test func itSaysTheGivenMessageAlsoForValuesThatAreNotText() {
        let zip = Validator.pattern(#"\d{6}"#, message: "must be a 6-digit postcode")
        #expect(zip.name == "pattern")
        #expect(zip.validate(.string("10005")) == "must be a 6-digit postcode")
        #expect(zip.validate(.number(100_050)) == "must be a 6-digit postcode")
        #expect(zip.validate(.string("100050")) == nil)
        #expect(zip.validate(.null) == nil)
    }

    @MainActor @Test func builtInValidatorsStateWhatTheyCheckAsTypedConstraints() {
        #expect(Validator.pattern(#"\d{6}"#).constraints == [.pattern(#"\d{6}"#)])
        #expect(Validator.phone(pattern: "[0-9]{7}").constraints == [.format("phone"), .pattern("[0-9]{7}")])
        #expect(Validator.phone().constraints == [.format("phone"), .pattern(#"^\+?[0-9][0-9 ()-]{5,18}[0-9]$"#)])
        #expect(Validator.length(max: 3).constraints == [.length(min: 0, max: 3)])
        #expect(Validator.length(min: 2).constraints == [.length(min: 2, max: nil)])
        #expect(Validator.range(1...5).constraints == [.range(minimum: 1, maximum: 5)])
        #expect(Validator.required.constraints == [.required])
        #expect(Validator.email.constraints == [.format("email")])
        #expect(Validator.url.constraints == [.format("uri")])
        #expect(Validator.custom("even") { _ in nil }.constraints.isEmpty, "a custom check states nothing")
        // A validator a schema keyword describes states the bounds among its keywords.
        #expect(Validator.custom("n") { _ in nil }.describing(["maxLength": 4]).constraints == [.length(min: 0, max: 4)])
        let item = TextItem("Zip", key: "zip").validated(by: .required, .length(max: 5))
        #expect(item.constraints == [.required, .length(min: 0, max: 5)], "a field states its validators' constraints in order")
    }

    @Test func anInvalidPatternIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            _ = Validator.pattern("[a-")
        }
    }
}

@Suite struct PhoneValidatorTests {
    @Test(arguments: [
        ("+86 138 0013 8000", true), ("+1 (555) 010-4477", true), ("555-010-4477", true), ("1234567", true),
        ("12345", false), ("(555) 010-4477", false), ("555-010-447a", false), ("+", false), ("++8613800138000", false),
        ("123456789012345678901", false), ("13800138000 ", false), ("555-010-4477-", false),
    ])
    func theDefaultPatternTakesCommonWritings(text: String, isValid: Bool) {
        #expect(Validator.phone().validate(.string(text)) == (isValid ? nil : "is not a valid phone number"))
    }

    @Test func aCustomPatternReplacesTheDefault() {
        let mainlandMobile = Validator.phone(pattern: #"1[3-9]\d{9}"#)
        #expect(mainlandMobile.validate(.string("13800138000")) == nil)
        #expect(mainlandMobile.validate(.string("12800138000")) == "is not a valid phone number")
        #expect(mainlandMobile.validate(.number(13_800_138_000)) == "is not a valid phone number")
        #expect(mainlandMobile.name == "phone")
    }
}

@Suite struct EmailValidatorTests {
    @Test(arguments: [
        "a@b.co", "first.last+tag@example.com", "o'brien@sub.example.org", "x_y-z@xn--fiqs8s.cn",
        "1234@example.com", "a@b-c.io", String(repeating: "a", count: 64) + "@example.com",
        "\"a b\"@c.com", "\"a@b\"@example.com",
    ])
    func acceptsEverydayAddresses(text: String) {
        #expect(Validator.email.validate(.string(text)) == nil)
    }

    @Test(arguments: [
        "plainaddress", "@example.com", "a@", "a@b", "a@@b.com", "a@b@c.com", "a..b@c.com", ".a@b.com", "a.@b.com",
        "a b@c.com", "a@-b.com", "a@b-.com", "a@b..com", "a@.b.com", "a@b.com.", "a@b.123", "a@b_c.com",
        "用户@例子.中国", " a@b.com", "a@b.com ", "a@[127.0.0.1]", "a@[IPv6:::1]", "\"a b@c.com",
        String(repeating: "a", count: 65) + "@example.com",
        "a@" + String(repeating: "b", count: 64) + ".com",
    ])
    func rejectsMalformedAddresses(text: String) {
        #expect(Validator.email.validate(.string(text)) == "is not a valid email address")
    }

    /// `format: email` is RFC 5321's rule (``TextFormat/email``); the form adds only a dotted
    /// domain whose last label is not all digits.
    @Test(arguments: ["a@b", "a@example.123", "a@[127.0.0.1]", "\"a b\"@c.com", "a@b.co", "a..b@c.com", "a@b@c.com"])
    func theFormRuleIsTheSchemaFormatPlusADottedDomain(text: String) {
        let bytes = Array(text.utf8)
        let domain = bytes.lastIndex(of: UInt8(ascii: "@")).map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) } ?? ""
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        let isDotted = labels.count >= 2 && !domain.hasPrefix("[") && !labels.last!.allSatisfy(\.isNumber)
        #expect((Validator.email.validate(.string(text)) == nil) == (TextFormat.email.matches(text) && isDotted), "\(text)")
    }

    @Test func emptyPassesAndOtherKindsFail() {
        #expect(Validator.email.validate(.null) == nil)
        #expect(Validator.email.validate(.number(1)) == "is not a valid email address")
        #expect(Validator.email.name == "email")
    }
}

@Suite struct URLValidatorTests {
    @Test(arguments: [
        "http://example.com", "https://www.example.com/path?q=1&r=2#frag", "HTTPS://Example.COM",
        "ftp://user:pass@ftp.example.org:21/file.txt", "http://localhost:8080", "http://192.168.0.1/",
        "http://[::1]:443/", "http://[2001:db8::8a2e:370:7334]/x", "http://[::ffff:192.0.2.1]",
        "https://example.com/%E4%B8%AD%E6%96%87", "https://example.com?q", "https://example.com#top", "http://a.b.c.d.example:65535",
    ])
    func acceptsWebAndFTPAddressesWithAHost(text: String) {
        #expect(Validator.url.validate(.string(text)) == nil)
    }

    @Test(arguments: [
        "example.com", "www.example.com/path", "mailto:a@b.com", "file:///etc/passwd", "javascript://example.com",
        "http://", "http:///path", "http://exa mple.com", "http://-bad.com", "http://bad-.com", "http://a..b",
        "http://999.1.1.1", "http://1.2.3", "http://example.com:99999", "http://example.com:", "http://example.com:8a",
        "http://[::1", "http://[1::2::3]", "http://[12345::1]", "http://[1:2:3:4:5:6:7:8:9]", "http://[::1]x",
        "https://example.com/a b", "https://例子.中国", "https://example.com/中文", "http://087.10.0.1/",
        "http://example.com/a|b", "http://[v1.fe]/", "http://example.com\n", "http:/example.com",
    ])
    func rejectsOtherSchemesAndBadHosts(text: String) {
        #expect(Validator.url.validate(.string(text)) == "is not a valid URL")
    }

    /// `format: uri` is RFC 3986's rule (``TextFormat/uri``); the form adds a web scheme, a host
    /// and a port up to 65535.
    @Test(arguments: [
        ("mailto:a@b.com", false), ("http://999.1.1.1/", false), ("http://example.com:99999", false), ("http://a..b/", false),
        ("https://x.org/a#b", true),
    ])
    func theFormRuleIsTheSchemaFormatPlusAWebAddressShape(text: String, isURL: Bool) {
        #expect(TextFormat.uri.matches(text), "an absolute URI: \(text)")
        #expect((Validator.url.validate(.string(text)) == nil) == isURL, "\(text)")
    }

    @Test func emptyPassesAndOtherKindsFail() {
        #expect(Validator.url.validate(.string("")) == nil)
        #expect(Validator.url.validate(.strings(["http://example.com"])) == "is not a valid URL")
        #expect(Validator.url.name == "url")
    }
}
