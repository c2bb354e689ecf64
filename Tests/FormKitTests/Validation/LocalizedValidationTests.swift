import Foundation
import FormKit
import FormLocale
import ListKit
import Testing

/// The built-in validators' messages have catalog keys: English reads exactly as before, and the
/// other shipped languages put the whole sentence, title included, in their own words.
@MainActor
@Suite struct LocalizedValidationTests {
    /// Every built-in validator with a value it refuses.
    static let failures: [(Validator, FormValue)] = [
        (.required, .string("")),
        (.length(min: 3), .string("ab")),
        (.length(min: 1, max: 1), .string("ab")),
        (.length(max: 1), .string("ab")),
        (.length(max: 3), .number(3)),
        (.pattern("[0-9]+"), .string("x")),
        (.phone(), .string("call me")),
        (.email, .string("nobody")),
        (.url, .string("no url")),
        (.range(18...120), .string("7")),
        (.range(18...120), .string("121")),
        (.range(5...5), .string("4")),
        (.range(0...1_234.5), .string("2000")),
        (.range(0...10), .string("ten")),
        (.creditCardNumber, .string("4111 1111 1111 1112")),
        (.creditCardExpiry(), .string("2029")),
        (.creditCardExpiry(), .string("13/29")),
        (.creditCardExpiry(now: { Date(timeIntervalSince1970: 1_800_000_000) }), .string("01/24")),
        (.chineseResidentID, .string("123")),
        (.chineseResidentID, .string("110105194913310021")),
        (.chineseResidentID, .string("110105194912310021")),
    ]

    static func error(_ validator: Validator, _ value: FormValue, title: String = "Field") throws -> ValidationError {
        let failure = try #require(validator.failure(value), "\(validator.name) refuses \(value)")
        return ValidationError(key: "k", title: title, validator: validator.name, message: failure.text, path: nil, localized: failure.localized)
    }

    @Test func everyBuiltInMessageHasAKeyAndReadsInEnglishAsBefore() throws {
        for (validator, value) in Self.failures {
            let error = try Self.error(validator, value)
            #expect(error.localized != nil, "\(validator.name): \(error.message) has a key")
            // One difference: the catalog groups digits as CLDR's English does.
            guard !error.message.contains("1234") else { continue }
            #expect(error.description(in: .english) == error.description, "\(validator.name): \(error.description)")
        }
        #expect(try Self.error(.range(0...1_234.5), .string("2000")).description(in: .english) == "Field must be at most 1,234.5")
    }

    @Test func everyShippedLanguageWritesEveryBuiltInMessageWithTheTitle() throws {
        for language in MessageCatalogs.builtIn.languages where language != .english {
            let localizer = Localizer(language: language)
            for (validator, value) in Self.failures {
                let error = try Self.error(validator, value, title: "«T»")
                let sentence = error.description(in: localizer)
                #expect(sentence.contains("«T»") && sentence != error.description && !sentence.contains("{"),
                        "\(language) \(validator.name): \(sentence)")
            }
        }
    }

    @Test func numbersAndCountsTakeTheLanguagesFormsAndSeparators() throws {
        let german = Localizer(language: LanguageTag("de")!)
        #expect(try Self.error(.range(0...1_234.5), .string("2000"), title: "Betrag").description(in: german) == "Betrag darf höchstens 1.234,5 sein")
        #expect(try Self.error(.length(min: 1, max: 1), .string("ab"), title: "Code").description(in: german) == "Code muss genau 1 Zeichen lang sein")
        let arabic = Localizer(language: LanguageTag("ar")!)
        #expect(try Self.error(.length(min: 3), .string("ab"), title: "الاسم").description(in: arabic)
                == "يجب أن يحتوي حقل الاسم على 3 أحرف على الأقل")
    }

    @Test func aFormsErrorsCarryTheirKeysFromTheItem() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 40)
        let manager = AdapterManager(adapter: adapter) {
            Section {
                TextItem("Name", key: "name").validated(by: .required, .length(max: 40))
                TextItem("Email", key: "email").validated(by: .required, .email)
            }
        }
        try manager.setValues(["email": "nobody"])
        let errors = manager.validate()
        #expect(errors.map(\.description) == ["Name is required", "Email is not a valid email address"])
        let french = Localizer(language: LanguageTag("fr")!)
        #expect(errors.map { $0.description(in: french) } == ["Le champ Name est obligatoire", "Le champ Email n’est pas une adresse e-mail valide"])
    }

    @Test func aCustomValidatorMayGiveAKeyOrWordsAlone() throws {
        let keyed = Validator(name: "later", keyedCheck: { _ in ValidationMessage("must be later", key: "app.later") })
        let catalog = try MessageCatalog(language: LanguageTag("de")!, json: #"{"app.later": "{title} muss später sein"}"#)
        let english = try MessageCatalog(language: .english, json: #"{"app.later": "{title} must be later"}"#)
        let german = Localizer(language: LanguageTag("de")!, catalogs: MessageCatalogs.builtIn.adding(catalog).adding(english))
        #expect(try Self.error(keyed, .string("x"), title: "Ende").description(in: german) == "Ende muss später sein")
        let words = Validator.custom("accepted") { _ in "must be accepted" }
        let error = try Self.error(words, .string("x"), title: "Terms")
        #expect(error.localized == nil)
        #expect(error.description(in: german) == "Terms must be accepted", "words alone stay as written")
    }

    @Test func aMovedErrorKeepsItsKey() throws {
        let error = try Self.error(.required, .string(""), title: "Name")
        let moved = error.moved(to: nil, pointer: "/rows/1/name")
        #expect(moved.pointer == "/rows/1/name")
        #expect(moved.description(in: Localizer(language: LanguageTag("de")!)) == "Name ist ein Pflichtfeld")
    }
}
