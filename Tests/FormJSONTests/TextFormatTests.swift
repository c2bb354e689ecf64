import FormJSON
import Testing

/// ``TextFormat``: each format's edges, as a specification; the official suite's cases run in
/// FormSchemaValidationTests' `FormatSuiteTests`.
@Suite struct TextFormatTests {
    @Test(arguments: [
        ("ada@example.com", true), ("ada@example", true), ("a@b", true), ("first.last+tag@sub.example.org", true),
        ("\"ada lovelace\"@example.com", true), ("\"a\\\"b\"@example.com", true), ("\"a@b\"@example.com", true),
        ("ada@[127.0.0.1]", true), ("ada@[IPv6:2001:db8::1]", true), ("ada@example.123", true),
        (String(repeating: "a", count: 64) + "@example.com", true),
        ("", false), ("ada", false), ("@example.com", false), ("ada@", false), ("a..b@example.com", false),
        (".a@example.com", false), ("a.@example.com", false), ("a b@example.com", false), ("ada@-example.com", false),
        ("ada@example..com", false), ("ada@example.com.", false), ("ada@exa_mple.com", false), ("ada@[127.0.0.300]", false),
        ("ada@[IPv6:12345::]", false), ("ada@[127.0.0.1", false), ("\"a\"b\"@example.com", false), ("用户@例子.中国", false),
        (String(repeating: "a", count: 65) + "@example.com", false), ("a@" + String(repeating: "b.", count: 126) + "com", false),
    ])
    func emailIsAnRFC5321Mailbox(text: String, isValid: Bool) {
        #expect(TextFormat.email.matches(text) == isValid, "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("example.com", true), ("localhost", true), ("1host", true), ("a-b.c-d", true), ("xn--4gbwdl.xn--wgbh1c", true),
        (String(repeating: "a", count: 63) + ".com", true),
        ("", false), (".", false), ("example.com.", false), ("-a.com", false), ("a-.com", false), ("a_b.com", false),
        ("a..b", false), ("例子.com", false), (String(repeating: "a", count: 64) + ".com", false),
        (String(repeating: "abc.", count: 64) + "com", false),
    ])
    func hostnameIsDotSeparatedLettersDigitsAndInnerHyphens(text: String, isValid: Bool) {
        #expect(TextFormat.hostname.matches(text) == isValid, "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("bücher.example", true), ("xn--bcher-kva.example", true), ("XN--BCHER-KVA.example", true), ("실례.테스트", true),
        ("a。b", true), ("a．b", true), ("例子.中国", true), ("example.com", true), ("l·l", true), ("क्‍ष", true),
        ("", false), ("。", false), ("a..b", false), ("a.", false), ("Bücher.example", false), ("xn--X", false), ("xn--", false),
        ("xn--bcher-kvb.example", false), ("ab--cd", false), ("-bücher", false), ("bücher-", false), ("\u{300}hello", false),
        ("a·l", false), ("bü cher", false), ("bücher!", false), ("ᄀ가", false), (String(repeating: "ü", count: 60), false),
        ("u\u{308}ber", false),   // not in NFC: "über" written with a combining diaeresis
    ])
    func idnHostnameIsIDNA2008Labels(text: String, isValid: Bool) {
        #expect(TextFormat.idnHostname.matches(text) == isValid, "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("0.0.0.0", true), ("192.168.0.1", true), ("255.255.255.255", true),
        ("256.0.0.1", false), ("087.10.0.1", false), ("1.2.3", false), ("1.2.3.4.5", false), ("1.2.3.", false),
        ("0x7f.0.0.1", false), ("2130706433", false), ("1.2.3.4/24", false), (" 1.2.3.4", false), ("1.2.3.٤", false),
    ])
    func ipv4IsFourDecimalOctetsWithoutLeadingZeros(text: String, isValid: Bool) {
        #expect(TextFormat.ipv4.matches(text) == isValid, "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("::", true), ("::1", true), ("1::", true), ("1:2:3:4:5:6:7:8", true), ("2001:DB8::8a2e:370:7334", true),
        ("::ffff:192.168.0.1", true), ("1:2:3:4:5:6:1.2.3.4", true),
        ("1:2:3:4:5:6:7", false), ("1:2:3:4:5:6:7:8:9", false), ("1::2::3", false), (":1:2:3:4:5:6:7", false),
        ("1:2:3:4:5:6:7:", false), ("1:::2", false), ("12345::", false), ("::g", false), ("fe80::1%eth0", false),
        ("::1/128", false), ("::1.2.3", false), ("1.2.3.4", false), ("1:2:3:4:5:6:7:1.2.3.4", false),
    ])
    func ipv6IsEightGroupsOrFewerAroundOneGap(text: String, isValid: Bool) {
        #expect(TextFormat.ipv6.matches(text) == isValid, "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("https://example.com/a?b=c#d", true), ("mailto:ada@example.com", true), ("urn:isbn:0451450523", true),
        ("http://[::1]:8080/", true), ("http://[v1.fe]/", true), ("ftp://user:pass@host:21/f%20g", true), ("a+b.c-d:x", true),
        ("//example.com/a", false), ("/a", false), ("a", false), ("1a:b", false), ("http://exa mple.com", false),
        ("http://example.com/%zz", false), ("http://example.com/a#b#c", false), ("http://[::1/", false),
        ("https://example.com/中文", false), ("http://example.com/a\\b", false), ("http://example.com:8a", false),
    ])
    func uriIsAnAbsoluteRFC3986URI(text: String, isValid: Bool) {
        #expect(TextFormat.uri.matches(text) == isValid, "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("https://example.com/straße", TextFormat.iri, true), ("https://例子.中国/?q=π#ü", .iri, true),
        ("http://[::1]/ü", .iri, true), ("https://example.com/?\u{E000}", .iri, true), ("mailto:ada@例子.中国", .iri, true),
        ("/straße", .iri, false), ("https://example.com/a b", .iri, false), ("https://example.com/\u{E000}", .iri, false),
        ("https://example.com/\u{85}", .iri, false), ("https://example.com/" + String(Unicode.Scalar(UInt32(0xFDD0))!), .iri, false), ("http://a:b:c/", .iri, false),
        ("/straße", .iriReference, true), ("straße", .iriReference, true), ("#ƒrägmênt", .iriReference, true),
        ("//例子.中国/a", .iriReference, true), ("#ƒräg\\mênt", .iriReference, false), ("\\\\server\\ßhare", .iriReference, false),
        ("https://example.com/straße", .uri, false), ("/straße", .uriReference, false),
    ])
    func iriIsAURIThatMayHoldUnicodeCharacters(text: String, format: TextFormat, isValid: Bool) {
        #expect(format.matches(text) == isValid, "\(format) \(text.debugDescription)")
    }

    @Test(arguments: [
        ("실례@실례.테스트", true), ("用户@例子.中国", true), ("ada@example.com", true), ("\"ü b\"@example.com", true),
        ("üser@xn--bcher-kva.example", true), ("ada", false), ("a..ü@example.com", false), ("ada@bü cher.example", false),
        ("ada@Bücher.example", false), ("ada@[127.0.0.300]", false),
    ])
    func idnEmailIsAnEmailWithUnicodeInBothParts(text: String, isValid: Bool) {
        #expect(TextFormat.idnEmail.matches(text) == isValid, "\(text.debugDescription)")
        if isValid, text.utf8.allSatisfy({ $0 < 0x80 }) { #expect(TextFormat.email.matches(text), "ASCII: an email too") }
        if text.utf8.contains(where: { $0 >= 0x80 }) { #expect(!TextFormat.email.matches(text), "email is ASCII only") }
    }

    @Test(arguments: [
        ("https://example.com/a", true), ("//example.com/a", true), ("/a/b?c", true), ("a/b", true), ("", true),
        ("#top", true), ("?q", true), ("./a:b", true), (".", true),
        ("a:b:c/d", true),   // a URI whose scheme is "a"
        ("1a:b", false),     // not a scheme, and a first segment with ":" would read as one
        ("\\\\server\\share", false), ("#a\\b", false), ("a b", false), ("//[::1/", false), ("é", false),
    ])
    func uriReferenceIsAURIOrARelativeReference(text: String, isValid: Bool) {
        #expect(TextFormat.uriReference.matches(text) == isValid, "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("2024-02-29", TextFormat.date, true), ("2023-02-29", .date, false), ("2100-02-29", .date, false),
        ("2024-1-05", .date, false), ("2024-01-05T", .date, false), ("١٩٦٣-06-19", .date, false),
        ("14:30:00Z", .time, true), ("14:30:00.5+02:00", .time, true), ("14:30:00z", .time, true),
        ("23:59:60Z", .time, true), ("00:59:60+01:00", .time, true), ("23:59:60+01:00", .time, false),
        ("14:30:00", .time, false), ("14:30Z", .time, false), ("24:00:00Z", .time, false), ("14:30:00.Z", .time, false),
        ("14:30:00+24:00", .time, false), ("14:30:00Z+01:00", .time, false),
        ("2024-05-31T14:30:00Z", .dateTime, true), ("2024-05-31t14:30:00.123-08:00", .dateTime, true),
        ("1998-12-31T23:59:60Z", .dateTime, true), ("2024-05-31T14:30:00", .dateTime, false),
        ("2024-05-31 14:30:00Z", .dateTime, false), ("2024-02-30T14:30:00Z", .dateTime, false), ("2024-05-31T", .dateTime, false),
    ])
    func datesAndTimesAreRFC3339(text: String, format: TextFormat, isValid: Bool) {
        #expect(format.matches(text) == isValid, "\(format) \(text.debugDescription)")
    }

    @Test(arguments: [
        ("P1Y", true), ("P1Y2M3D", true), ("P1Y3D", true), ("PT1H", true), ("PT1H30M5S", true), ("PT1H5S", true),
        ("P4DT12H30M5S", true), ("P2W", true), ("P0D", true), ("PT0S", true), ("P12345678901234567890Y", true),
        ("", false), ("P", false), ("PT", false), ("P1YT", false), ("1Y", false), ("P1", false), ("P1D2H", false),
        ("PT1D", false), ("P2D1Y", false), ("P1Y2W", false), ("P2WT1H", false), ("P1.5Y", false), ("p1y", false), ("P1Y ", false),
    ])
    func durationIsISO8601UnitsInOrder(text: String, isValid: Bool) {
        #expect(TextFormat.duration.matches(text) == isValid, "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("2eb8aa08-aa98-11ea-b4aa-73b441d16380", true), ("2EB8AA08-AA98-11EA-B4AA-73B441D16380", true),
        ("00000000-0000-0000-0000-000000000000", true),
        ("2eb8aa08aa9811eab4aa73b441d16380", false), ("{2eb8aa08-aa98-11ea-b4aa-73b441d16380}", false),
        ("urn:uuid:2eb8aa08-aa98-11ea-b4aa-73b441d16380", false), ("2eb8aa08-aa98-11ea-b4aa-73b441d1638g", false),
        ("2eb8aa0-8aa98-11ea-b4aa-73b441d16380", false),
    ])
    func uuidIsHyphenatedHexInGroupsOf8_4_4_4_12(text: String, isValid: Bool) {
        #expect(TextFormat.uuid.matches(text) == isValid, "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("", true), ("/", true), ("/a~0b/c~1d/0", true), ("//", true), ("/中文/~1", true), ("/a b/%", true),
        ("a", false), ("#/a", false), ("/~", false), ("/~2", false), ("/a~", false), ("/~\u{301}", false),
    ])
    func jsonPointerEscapesEveryTilde(text: String, isValid: Bool) {
        #expect(TextFormat.jsonPointer.matches(text) == isValid, "\(text.debugDescription)")
    }

    @Test(arguments: [
        ("0", true), ("1/a", true), ("0#", true), ("120/a/b", true), ("1-1/a", true), ("0+2#", true), ("2/", true),
        ("", false), ("/a", false), ("-1/a", false), ("+1/a", false), ("01/a", false), ("0##", false), ("1a", false),
        ("1-/a", false), ("1-01", false), ("٣/a", false),
    ])
    func relativeJSONPointerIsALevelCountThenHashOrAPointer(text: String, isValid: Bool) {
        #expect(TextFormat.relativeJSONPointer.matches(text) == isValid, "\(text.debugDescription)")
    }

    @Test(arguments: TextFormat.allCases)
    func hugeOrStrangeTextIsRefusedWithoutATrap(format: TextFormat) {
        let strange = [
            String(repeating: "a", count: 200_000), String(repeating: ":", count: 100_000), String(repeating: "1", count: 100_000),
            String(repeating: "é", count: 10_000), "\u{0}", "\u{FFFD}", "🏳️‍🌈", "\u{301}", String(repeating: "%", count: 3),
        ]
        for text in strange {
            _ = format.matches(text)   // must return, whatever it answers
        }
        if format != .iriReference {   // "ééé…" is a relative IRI reference
            #expect(!format.matches(String(repeating: "é", count: 10_000)), "non-ASCII or too long: refused")
        }
    }

    @Test func everyFormatIsNamedAsJSONSchemaNamesItAndSaysWhatItExpects() {
        #expect(TextFormat.allCases.map(\.rawValue) == [
            "email", "idn-email", "hostname", "idn-hostname", "ipv4", "ipv6", "uri", "uri-reference", "iri", "iri-reference",
            "date", "date-time", "time", "duration", "uuid", "json-pointer", "relative-json-pointer",
        ])
        #expect(TextFormat.allCases.allSatisfy { !$0.expectation.isEmpty })
    }
}
