import Foundation
import FormKit
import FormLocale
import ListKit
import Testing
@testable import FormHTML

/// The page in the visitor's language: chosen from `Accept-Language` or fixed by the options, said
/// in `lang`, `dir` and `Content-Language`, its words and the form's messages in it, numbers and
/// dates read and shown the way it writes them, and the values locale-free.
@MainActor
@Suite struct FormPageLanguageTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    func orderForm() -> AdapterManager {
        makeManager {
            Section {
                TextItem("Name", key: "name").validated(by: .required)
                NumberItem("Betrag", key: "amount").validated(by: .required)
                DateTimeItem("Lieferdatum", key: "day", timeZone: Self.berlin)
                LongTextItem("Notiz", key: "note").validated(by: .length(max: 200))
            }
        }
    }

    func get(_ page: FormPage, language: String?) -> FormHTTPResponse {
        page.handle(FormHTTPRequest(method: "GET", path: page.options.path, headers: language.map { ["Accept-Language": $0] } ?? [:]))
    }

    @Test func theVisitorsLanguageIsChosenFromAcceptLanguageAndSaid() {
        let page = makePage(orderForm())
        let response = get(page, language: "de-DE,de;q=0.9,en;q=0.8")
        let html = response.text
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"de-DE\"><head>"))
        #expect(response.headers.contains(.init("Content-Language", "de-DE")))
        #expect(response.headers.contains(.init("Vary", "Accept-Language")))
        #expect(html.contains(">Absenden</button>"))
        // Without the header, or with a language the catalogs lack: English.
        #expect(get(page, language: nil).text.contains("<html lang=\"en\">"))
        #expect(get(page, language: "ru-RU, pl;q=0.5").text.contains("<html lang=\"en\">"))
        #expect(get(page, language: nil).text.contains(">Submit</button>"))
    }

    @Test func aPickersOptionsShowTheirTranslationsAndPostTheirValues() throws {
        let mine = try MessageCatalog(language: LanguageTag("de")!, json: #"{"fruit.apple": "Apfel", "fruit.pear": "Birne"}"#)
        let manager = makeManager {
            Section { PickerItem("Obst", key: "fruit", components: [["apple", "pear", "plum"]]) }
        }
        let picker = try #require(manager.item(forKey: "fruit") as? PickerItem)
        picker.optionKeys = ["apple": "fruit.apple", "pear": "fruit.pear"]
        var options = FormPageOptions(title: "Obst", path: "/form", successLocation: "/done", csrfSecret: testSecret)
        options.catalogs = MessageCatalogs.builtIn.adding(mine)
        let page = FormPage(manager: manager, options: options)
        let html = get(page, language: "de").text
        #expect(html.contains(#"<option value="apple">Apfel</option><option value="pear">Birne</option><option value="plum">plum</option>"#), "\(html)")
        #expect(page.post([("/fruit", "pear")], headers: ["Accept-Language": "de"]).status == 303)
        #expect(manager.values["fruit"] == "pear")
        #expect(get(page, language: "de").text.contains(#"<option value="pear" selected>Birne</option>"#))
    }

    @Test func stepTitlesWithAKeyReadInTheVisitorsLanguage() throws {
        let mine = try MessageCatalog(language: LanguageTag("de")!, json: #"{"steps.account": "Konto", "steps.shipping": "Versand"}"#)
        let account = FormStep("Account", sections: [Section { TextItem("Email", key: "email") }])
        let shipping = FormStep("Shipping", sections: [Section { TextItem("City", key: "city") }])
        account.titleKey = "steps.account"
        shipping.titleKey = "steps.shipping"
        let manager = makeManager { [Section]() }
        manager.addStep(account)
        manager.addStep(shipping)
        var options = FormPageOptions(title: "Bestellung", path: "/form", successLocation: "/done", csrfSecret: testSecret)
        options.catalogs = MessageCatalogs.builtIn.adding(mine)
        let html = get(FormPage(manager: manager, options: options), language: "de").text
        #expect(html.contains("Konto") && html.contains("Versand") && !html.contains("Shipping"), "\(html)")
    }

    @Test func theOptionsFixTheLanguageAndArabicPagesAreRightToLeft() {
        let page = FormPage(manager: orderForm(), options: FormPageOptions(title: "طلب", path: "/form", csrfSecret: testSecret,
                                                                            language: LanguageTag("ar")))
        let response = get(page, language: "de")
        #expect(response.text.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(!response.headers.contains { $0.name == "Vary" })
        #expect(response.text.contains(">إرسال</button>"))
    }

    @Test func addressesStayLeftToRightOnARightToLeftPage() {
        let page = makePage(makeManager { Section { TextItem("البريد", key: "email").validated(by: .email); TextItem("الاسم", key: "name") } })
        let html = get(page, language: "ar").text
        #expect(html.contains(#"<input type="email" id="f-email" name="/email" dir="ltr" autocomplete="email">"#))
        #expect(html.contains(#"<input type="text" id="f-name" name="/name" autocomplete="name">"#))
        #expect(!get(page, language: "en").text.contains("dir="))
    }

    @Test func errorsTheSummaryAndTheTitleAreInTheLanguage() {
        let page = makePage(orderForm(), title: "Bestellung")
        let response = page.post([("/name", ""), ("/amount", "")], headers: ["Accept-Language": "de"])
        #expect(response.status == 422)
        let html = response.text
        #expect(html.contains("<title>Fehler: Bestellung</title>"))
        #expect(html.contains("<h2>Es gibt ein Problem</h2>"))
        #expect(html.contains("Name ist ein Pflichtfeld"))
        #expect(html.contains("Betrag ist ein Pflichtfeld"))
        #expect(html.contains("<span class=\"visually-hidden\">Fehler:</span>"))
    }

    @Test func aGermanVisitorTypesCommaDecimalsAndDottedDatesAndTheValuesStayLocaleFree() throws {
        let manager = orderForm()
        let page = makePage(manager)
        var submitted: JSONObject?
        page.onSubmit = { submitted = $0 }
        // The controls are text in the page's language: the browser's own number and date
        // controls follow the browser's language, not the page's.
        let form = get(page, language: "de").text
        #expect(form.contains(#"<input type="text" id="f-amount" name="/amount" required inputmode="decimal">"#))
        #expect(form.contains("Zum Beispiel 31.05.2024"))
        let refused = page.post([("/name", "Ada"), ("/amount", "3,5"), ("/day", "31.04.2026")], headers: ["Accept-Language": "de"])
        #expect(refused.status == 422)
        #expect(refused.text.contains("Lieferdatum ist kein Datum wie 31.05.2024"))
        // What was typed stays; the number reads back as the person wrote it.
        #expect(refused.text.contains(#"value="31.04.2026""#) && refused.text.contains(#"value="3,5""#))
        let response = page.post([("/name", "Ada"), ("/amount", "3,5"), ("/day", "27.11.2026")], headers: ["Accept-Language": "de"])
        #expect(response.status == 303)
        let values = try #require(submitted)
        #expect(values["amount"]?.doubleValue == 3.5)
        #expect(values["day"] == "2026-11-27")
        #expect(try values.jsonString().contains(#""amount":3.5"#))
    }

    @Test func anAmountIsATextControlInTheLanguageAndPostsAsANumber() throws {
        let manager = makeManager { Section { NumberItem("Preis", key: "price", value: "12.5", currency: "EUR") } }
        let page = makePage(manager)
        #expect(get(page, language: "de").text.contains(#"<input type="text" id="f-price" name="/price" value="12,50"# + "\u{00A0}" + #"€" inputmode="decimal">"#))
        #expect(page.post([("/price", "1.234,5 €")], headers: ["Accept-Language": "de"]).status == 303)
        #expect(manager.values["price"]?.doubleValue == 1234.5)
        #expect(get(page, language: "en-US").text.contains(#"value="€1,234.50""#))
    }

    @Test func aRuleAcrossFieldsIsRefusedBesideItsFieldAndInTheSummaryInTheLanguage() {
        let manager = makeManager {
            Section {
                TextItem("Passwort", key: "password")
                TextItem("Passwort wiederholen", key: "confirm")
            }
        }
        manager.addRule(.sameAs("confirm", as: "password"))
        let page = makePage(manager)
        let response = page.post([("/password", "geheim123"), ("/confirm", "geheim124")], headers: ["Accept-Language": "de"])
        #expect(response.status == 422)
        #expect(response.text.contains(##"<a href="#f-confirm">Passwort wiederholen muss mit Passwort übereinstimmen</a>"##))
        #expect(page.post([("/password", "geheim123"), ("/confirm", "geheim123")], headers: ["Accept-Language": "de"]).status == 303)
    }

    @Test func englishPagesKeepTheBrowsersControls() {
        let page = makePage(orderForm())
        let html = get(page, language: "en-US,en;q=0.9").text
        #expect(html.contains(#"<input type="number" id="f-amount" name="/amount" required step="any">"#))
        #expect(html.contains(#"<input type="date" id="f-day" name="/day">"#))
    }

    @Test func aTeamOverridesAKeyOrAddsALanguageWithoutForking() throws {
        let ours = try MessageCatalog(language: LanguageTag("de")!, json: #"{"page.submit": "Bestellung abschicken"}"#)
        let dutch = try MessageCatalog(language: LanguageTag("nl")!, templates: ["page.submit": "Versturen", "field.required": "{title} is verplicht"])
        var options = FormPageOptions(title: "Bestellung", path: "/form", csrfSecret: testSecret)
        options.catalogs = MessageCatalogs.builtIn.adding(ours).adding(dutch)
        let page = FormPage(manager: orderForm(), options: options)
        #expect(get(page, language: "de").text.contains(">Bestellung abschicken</button>"))
        let dutchPage = get(page, language: "nl-BE").text
        #expect(dutchPage.contains("<html lang=\"nl-BE\">") && dutchPage.contains(">Versturen</button>"))
        // A key the team's catalog lacks reads in English rather than not at all.
        #expect(dutchPage.contains("You can enter up to 200 characters"))
        #expect(page.post([("/name", "")], headers: ["Accept-Language": "nl"]).text.contains("Name is verplicht"))
    }

    @Test func theCharacterCountCarriesTheLanguagesPluralForms() throws {
        let page = makePage(orderForm())
        let arabic = get(page, language: "ar").text
        #expect(arabic.contains("يمكنك إدخال 200 حرف كحد أقصى"))
        let start = try #require(arabic.range(of: "data-count=\""))
        let end = try #require(arabic[start.upperBound...].firstIndex(of: "\""))
        let json = String(arabic[start.upperBound..<end]).replacingOccurrences(of: "&quot;", with: "\"")
        guard case .object(let forms) = try JSONValue(parsing: json), case .object(let left)? = forms["left"] else {
            Issue.record("data-count is no object of forms: \(json)")
            return
        }
        #expect(left.keys.sorted() == ["few", "many", "one", "other", "two", "zero"])
        #expect(left["few"] == "يتبقى لك # أحرف")
    }

    @Test func liveAnnouncementsAreInTheLanguage() {
        let german = Localizer(language: LanguageTag("de")!)
        #expect(FormPage.announcement(shown: ["Firma", "Plätze"], hidden: ["Notiz"], in: german) == "Eingeblendet: Firma, Plätze. Ausgeblendet: Notiz.")
        let japanese = Localizer(language: LanguageTag("ja")!)
        #expect(FormPage.announcement(shown: ["会社", "席数"], hidden: [], in: japanese) == "表示：会社、席数。")
    }
}
