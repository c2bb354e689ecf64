import Foundation
import FormHTML
import FormKit

/// The forms and requests of the HTML benchmark: a guest list as a person fills it in, and the
/// posts a browser and the live script send for it.
extension HTMLBenchmark {
    /// The countries a guest's picker offers.
    static let countries = ["France", "Germany", "Japan", "Kenya", "Peru", "Portugal", "Spain", "Sweden"]

    /// A page of `count` fields, all filled in and valid: first a switch "Add a delivery address"
    /// that reveals three required fields (street, town, postcode), then guests of ten fields each
    /// (a bunch per guest, ten guests per section): full name (required, at most 80), email
    /// (required, email), company, phone (phone), age (whole number, 18 to 120), newsletter
    /// (checkbox), plan (radios), country (select), notes (long text, at most 500) and city
    /// (required, 2 to 40). Values hold `&`, `"` and `<` now and then, as typed text does.
    static func makePage(fields count: Int) -> FormPage {
        precondition(count >= 14, "a form of the benchmark has the delivery fields and at least one guest")
        let toggle = BoolItem("Add a delivery address", key: "delivery", value: false)
        let delivery = Section(header: "Delivery")
        delivery.addItemBunch(ItemBunch(items: [toggle] + [("Street", "street"), ("Town", "town"), ("Postcode", "postcode")].map { title, key in
            TextItem(title, key: key).validated(by: .required, .length(max: 80)).hidden(when: .value("delivery", is: false))
        }))
        var sections = [delivery]
        var guest = 0
        var made = 4
        while made < count {
            if guest % 10 == 0 { sections.append(Section(header: "Guests \(guest + 1) to \(guest + 10)")) }
            let items = Self.guest(guest).prefix(count - made)
            sections[sections.count - 1].addItemBunch(ItemBunch(items: Array(items)))
            made += items.count
            guest += 1
        }
        let manager = AdapterManager.showing(sections, width: 60, height: 40)
        let options = FormPageOptions(title: "Guest list", path: "/guests", successLocation: "/guests/done", csrfSecret: secret,
                                      limits: FormDataLimits(maxBodyBytes: 4 << 20, maxPairs: 100_000))
        return FormPage(manager: manager, options: options)
    }

    /// The ten fields of guest `number`.
    static func guest(_ number: Int) -> [Item] {
        [
            TextItem("Full name", key: "name\(number)", value: "Guest Number \(number)").validated(by: .required, .length(max: 80)),
            TextItem("Email", key: "email\(number)", value: "guest\(number)@example.com").validated(by: .required, .email),
            TextItem("Company", key: "company\(number)", value: number % 3 == 0 ? "Smith & Sons" : "").validated(by: .length(max: 60)),
            TextItem("Phone", key: "phone\(number)", value: String(format: "+44 20 7946 %04d", number % 10_000)).validated(by: .phone()),
            NumberItem("Age", key: "age\(number)", value: String(20 + number % 60), isInteger: true).validated(by: .range(18...120)),
            BoolItem("Send me the newsletter", key: "newsletter\(number)", value: number.isMultiple(of: 2)),
            SegmentedItem("Plan", key: "plan\(number)", options: ["Free", "Pro", "Team"], value: "Pro"),
            PickerItem("Country", key: "country\(number)", components: [countries], value: [countries[number % countries.count]]),
            LongTextItem("Notes", key: "notes\(number)", value: number % 4 == 0 ? "Prefers a \"quiet\" room <no pets>" : "")
                .validated(by: .length(max: 500)),
            TextItem("City", key: "city\(number)", value: "Lyon").validated(by: .required, .length(min: 2, max: 40)),
        ]
    }

    /// The secret the benchmark's pages sign their tokens with.
    static let secret = Array("benchmark secret, 32 bytes long.".utf8)

    /// The full post of every control `page` shows, as a browser sends it when Submit is pressed:
    /// every text changed (`round` picks one of two sets of valid values), the others as shown.
    static func fullPost(_ page: FormPage, round: Int) -> FormHTTPRequest {
        var pairs: [(String, String)] = [("_csrf", page.csrfToken)]
        for item in page.manager.fields {
            guard let item = item as? Item, !item.isEffectivelyHidden, let name = item.valuePointer else { continue }
            switch item {
            case let box as BoolItem:
                if box.value { pairs.append((name, "on")) }
            case let plan as SegmentedItem:
                pairs.append((name, plan.value ?? "Free"))
            case let country as PickerItem:
                pairs.append((name, country.value.first ?? countries[0]))
            case is NumberItem:
                pairs.append((name, String(25 + round % 2)))
            case let text as TextItem:
                let key = text.key ?? ""
                pairs.append((name, key.hasPrefix("email") ? "guest.\(round % 2)@example.org"
                                    : key.hasPrefix("phone") ? "+33 4 72 00 00 0\(round % 2)" : "Typed & kept \(round % 2)"))
            default:
                break
            }
        }
        pairs.append(("_action", "submit"))
        return request(page, pairs)
    }

    /// A live update as the script sends it: `_csrf`, `_revision`, `_field` and the field's values.
    static func livePost(_ page: FormPage, field: String, values: [String]) -> FormHTTPRequest {
        var pairs = [("_csrf", page.csrfToken), ("_revision", String(page.revision)), ("_field", field)]
        pairs += values.map { (field, $0) }
        var request = request(page, pairs)
        request.headers["X-Form-Live"] = "1"
        return request
    }

    /// The GET of the page.
    static func get(_ page: FormPage) -> FormHTTPRequest { FormHTTPRequest(method: "GET", path: page.options.path) }

    /// A same-origin urlencoded POST of `pairs` to `page`.
    static func request(_ page: FormPage, _ pairs: [(String, String)]) -> FormHTTPRequest {
        let body = pairs.map { urlEncoded($0.0) + "=" + urlEncoded($0.1) }.joined(separator: "&")
        return FormHTTPRequest(method: "POST", path: page.options.path, headers: [
            "Content-Type": "application/x-www-form-urlencoded", "Host": "example.com", "Origin": "https://example.com",
            "Sec-Fetch-Site": "same-origin",
        ], body: Data(body.utf8))
    }

    /// `text` percent-encoded as a form's name or value (spaces as `+`).
    static func urlEncoded(_ text: String) -> String {
        (text.addingPercentEncoding(withAllowedCharacters: formSafe) ?? text).replacingOccurrences(of: "%20", with: "+")
    }

    /// The bytes the urlencoded serializer leaves as they are.
    static let formSafe = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789*-._")
}
