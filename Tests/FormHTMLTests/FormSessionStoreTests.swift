import Foundation
import FormKit
import Testing
@testable import FormHTML

/// A clock the test moves.
@MainActor
private final class TestClock {
    var now = ContinuousClock.now
    func advance(_ duration: Duration) { now += duration }
}

@MainActor
private func signupForm() -> AdapterManager {
    makeManager {
        Section {
            TextItem("Name", key: "name").validated(by: .required)
            TextItem("City", key: "city")
            TextItem("Password", key: "password", isSecure: true)
            BoolItem("News", key: "news", value: true)
        }
    }
}

/// The id a response's `Set-Cookie` gives, and the `Cookie` header that sends it back.
private func cookie(_ response: FormHTTPResponse) -> String? {
    guard let value = response.header("Set-Cookie"), let semicolon = value.firstIndex(of: ";") else { return nil }
    return String(value[..<semicolon])
}

@MainActor
private func request(_ method: String = "GET", cookie: String?, pairs: [(String, String)] = []) -> FormHTTPRequest {
    var headers = ["Host": "example.com"]
    if let cookie { headers["Cookie"] = "theme=dark; " + cookie }
    guard method == "POST" else { return FormHTTPRequest(method: method, path: "/form", headers: headers) }
    headers["Content-Type"] = "application/x-www-form-urlencoded"
    headers["Origin"] = "https://example.com"
    headers["Sec-Fetch-Site"] = "same-origin"
    return FormHTTPRequest(method: method, path: "/form", headers: headers, body: urlEncoded(pairs))
}

@MainActor
@Suite struct FormSessionStoreTests {
    @Test func eachVisitorGetsTheirOwnFormsThroughAnHttpOnlyCookie() throws {
        var made = 0
        let store = FormSessionStore { () -> FormPage in
            made += 1
            return makePage(signupForm())
        }
        let first = store.handle(request(cookie: nil)) { $0.handle(request(cookie: nil)) }
        let setCookie = try #require(first.header("Set-Cookie"))
        #expect(setCookie.hasPrefix("form_session=") && setCookie.hasSuffix("; Path=/; HttpOnly; SameSite=Lax"))
        let ada = try #require(cookie(first))
        let second = store.handle(request(cookie: nil)) { $0.handle(request(cookie: nil)) }
        let grace = try #require(cookie(second))
        #expect(ada != grace && made == 2)

        let page = store.session(for: request(cookie: ada)).session
        _ = store.handle(request("POST", cookie: ada)) { page in
            page.handle(request("POST", cookie: ada, pairs: [("_csrf", page.csrfToken), ("/name", "Ada"), ("_action", "submit")]))
        }
        #expect(page.manager.field(at: "/name")?.jsonValue == "Ada")
        #expect(store.session(for: request(cookie: grace)).session.manager.field(at: "/name")?.jsonValue == "")
        #expect(store.session(for: request(cookie: ada)).newID == nil, "a known session sets no new cookie")
        #expect(made == 2 && store.count == 2)
    }

    /// A store whose pages bind their tokens to the session's id (OWASP's synchronizer token).
    private func boundStore(options: FormSessionStore<FormPage>.Options = .init()) -> FormSessionStore<FormPage> {
        FormSessionStore(options: options) { id in
            FormPage(manager: signupForm(), options: FormPageOptions(title: "Test", path: "/form", successLocation: "/done",
                                                                     csrfSecret: testSecret, csrfBinding: id))
        }
    }

    @Test func aTokenHoldsForItsOwnSessionAloneAndRotatesWithIt() throws {
        let store = boundStore()
        let first = store.handle(request(cookie: nil)) { $0.handle(request(cookie: nil)) }
        let ada = try #require(cookie(first))
        let adaToken = store.session(for: request(cookie: ada)).session.csrfToken
        let second = store.handle(request(cookie: nil)) { $0.handle(request(cookie: nil)) }
        let grace = try #require(cookie(second))
        let graceToken = store.session(for: request(cookie: grace)).session.csrfToken
        #expect(adaToken != graceToken, "each session has its own token")

        func post(cookie: String?, token: String) -> FormHTTPResponse {
            let pairs = [("_csrf", token), ("/name", "Mallory"), ("_action", "submit")]
            return store.handle(request("POST", cookie: cookie, pairs: pairs)) { $0.handle(request("POST", cookie: cookie, pairs: pairs)) }
        }
        // Ada's token with Grace's session, and with none: refused, and nothing bound.
        let crossed = post(cookie: grace, token: adaToken)
        #expect(crossed.status == 403)
        #expect(store.session(for: request(cookie: grace)).session.manager.field(at: "/name")?.jsonValue == "")
        let bare = post(cookie: nil, token: adaToken)
        #expect(bare.status == 403 && bare.text.contains("This page had expired"))
        // The expired page is a page to go on from: its new session is kept, with a new token.
        let renewed = try #require(cookie(bare))
        #expect(store.session(for: request(cookie: renewed)).session.csrfToken != adaToken)
        // Ada's own token with Ada's session: accepted.
        #expect(post(cookie: ada, token: adaToken).status == 303)
    }

    @Test func refusalsAndUnknownPathsLeaveNoSessionBehind() {
        let store = boundStore()
        var crossSite = request("POST", cookie: nil, pairs: [("_action", "submit")])
        crossSite.headers["Sec-Fetch-Site"] = "cross-site"
        let refused = store.handle(crossSite) { $0.handle(crossSite) }
        #expect(refused.status == 403 && refused.header("Set-Cookie") == nil)
        let unknown = FormHTTPRequest(method: "GET", path: "/nowhere", headers: ["Host": "example.com"])
        let missing = store.handle(unknown) { $0.handle(unknown) }
        #expect(missing.status == 404 && missing.header("Set-Cookie") == nil)
        let tooLarge = request("POST", cookie: nil, pairs: [("/name", String(repeating: "x", count: 70_000))])
        #expect(store.handle(tooLarge) { $0.handle(tooLarge) }.status == 413)
        #expect(store.count == 0 && store.estimatedBytes == 0)
        #expect(store.handle(request(cookie: nil)) { $0.handle(request(cookie: nil)) }.header("Set-Cookie") != nil)
        #expect(store.count == 1)
    }

    @Test func theStoreIsBoundedByItsSessionsEstimatedBytes() throws {
        let onePage = FormPage(manager: signupForm(), options: FormPageOptions(title: "Test", csrfSecret: testSecret)).estimatedBytes
        #expect(onePage == 4_096 + 4 * FormPage.bytesPerItem)
        let store = boundStore(options: .init(capacity: 100, maximumBytes: 3 * onePage))
        var cookies: [String] = []
        for _ in 0..<5 {
            cookies.append(try #require(cookie(store.handle(request(cookie: nil)) { $0.handle(request(cookie: nil)) })))
        }
        #expect(store.count == 3 && store.estimatedBytes == 3 * onePage)
        #expect(store.session(for: request(cookie: cookies[0])).newID != nil, "the oldest went first")
        #expect(store.session(for: request(cookie: cookies[4])).newID == nil)
    }

    @Test func anIdTheStoreDidNotIssueIsNeverAdopted() {
        let store = FormSessionStore { makePage(signupForm()) }
        for forged in ["0123456789abcdef0123456789abcdef", "short", "ZZZZ456789abcdef0123456789abcdef", ""] {
            let (_, newID) = store.session(for: request(cookie: "form_session=" + forged))
            #expect(newID != nil && newID != forged)
        }
        #expect(FormSessionStore<Int>.cookieValue(named: "form_session", in: "a=1;form_session=0123456789abcdef0123456789abcdef ; b=2")
                == "0123456789abcdef0123456789abcdef")
        #expect(FormSessionStore<Int>.cookieValue(named: "form_session", in: "xform_session=0123456789abcdef0123456789abcdef") == nil)
    }

    @Test func theLeastRecentlyUsedSessionGoesFirstWhenTheStoreIsFull() throws {
        let store = FormSessionStore(options: .init(capacity: 3)) { makePage(signupForm()) }
        let ids = (0..<3).map { _ in store.session(for: request(cookie: nil)).newID! }
        _ = store.session(for: request(cookie: "form_session=" + ids[0]))  // the first used again
        _ = store.session(for: request(cookie: nil))  // a fourth pushes out the second
        #expect(store.count == 3)
        #expect(store.session(for: request(cookie: "form_session=" + ids[0])).newID == nil)
        #expect(store.session(for: request(cookie: "form_session=" + ids[2])).newID == nil)
        #expect(store.session(for: request(cookie: "form_session=" + ids[1])).newID != nil, "pushed out")
    }

    @Test func aSessionUnusedForItsLifetimeExpiresAndEachUseStartsItAgain() {
        let clock = TestClock()
        let store = FormSessionStore(options: .init(lifetime: .seconds(60)), now: { clock.now }) { makePage(signupForm()) }
        let kept = store.session(for: request(cookie: nil)).newID!
        let dropped = store.session(for: request(cookie: nil)).newID!
        clock.advance(.seconds(45))
        #expect(store.session(for: request(cookie: "form_session=" + kept)).newID == nil)
        clock.advance(.seconds(45))
        #expect(store.session(for: request(cookie: "form_session=" + kept)).newID == nil, "used 45 s ago")
        #expect(store.session(for: request(cookie: "form_session=" + dropped)).newID != nil, "unused for 90 s")
        clock.advance(.seconds(61))
        store.removeExpired()
        #expect(store.count == 0)
    }

    /// The page in the browser holds everything typed; its next full post carries it into the
    /// new session's form.
    @Test func anExpiredSessionLosesNothingTypedTheNextFullPostCarriesItAll() throws {
        let clock = TestClock()
        let store = FormSessionStore(options: .init(lifetime: .seconds(60)), now: { clock.now }) { makePage(signupForm()) }
        let first = store.handle(request(cookie: nil)) { $0.handle(request(cookie: nil)) }
        let id = try #require(cookie(first))
        let token = store.session(for: request(cookie: id)).session.csrfToken
        clock.advance(.seconds(3_600))
        // An hour later the person presses Submit with an empty name: 422, everything kept.
        let typed: [(String, String)] = [("_csrf", token), ("/name", ""), ("/city", "Paris"), ("/password", "s3cret words"),
                                         ("_action", "submit")]
        let refused = store.handle(request("POST", cookie: id)) { $0.handle(request("POST", cookie: id, pairs: typed)) }
        #expect(refused.status == 422)
        let newCookie = try #require(cookie(refused))
        #expect(newCookie != id)
        #expect(refused.text.contains(#"name="/city" value="Paris""#))
        #expect(!refused.text.contains(#"name="/news" value="on" checked"#), "the unchecked box stays unchecked")
        let page = store.session(for: request(cookie: newCookie)).session
        #expect(page.manager.field(at: "/password")?.jsonValue == "s3cret words", "the secret is held, never shown")
        let sent = store.handle(request("POST", cookie: newCookie)) {
            $0.handle(request("POST", cookie: newCookie, pairs: [("_csrf", token), ("/name", "Ada"), ("/city", "Paris"), ("_action", "submit")]))
        }
        #expect(sent.status == 303)
    }

    /// A server restarted with a new secret: the old page's token is wrong. Same-origin, the post
    /// is refused but comes back filled in, with a token that works.
    @Test func aPageOlderThanTheSecretComesBackFilledInFromThePostWithNothingBound() throws {
        let old = makePage(signupForm())
        let oldToken = old.csrfToken
        let restarted = FormPage(manager: signupForm(), options: FormPageOptions(
            title: "Test", path: "/form", successLocation: "/done", csrfSecret: Array("another secret, 32 bytes at least".utf8)))
        let response = restarted.post([("/name", "Ada <Lovelace>"), ("/city", "Paris"), ("/password", "s3cret words"), ("_action", "submit")],
                                      token: oldToken)
        #expect(response.status == 403)
        let html = response.text
        #expect(html.contains("<title>Error: Test</title>"))
        #expect(html.contains("<h2>This page had expired</h2><p>Nothing was sent. What you typed is below: check it and send it again.</p>"))
        #expect(html.contains(#"value="Ada &lt;Lovelace&gt;""#) && html.contains(#"value="Paris""#))
        #expect(!html.contains("s3cret"), "a secret is never written into a page")
        #expect(!html.contains(#"name="/news" value="on" checked"#), "an unchecked box as posted")
        #expect(html.contains(restarted.csrfToken), "a token that works")
        #expect(restarted.manager.field(at: "/name")?.jsonValue == "", "nothing bound")
        #expect(restarted.revision == 0)
        // Sent again from that page: accepted.
        #expect(restarted.post([("/name", "Ada"), ("/city", "Paris"), ("_action", "submit")]).status == 303)
        // A live post from the old page turns live updates off.
        let live = restarted.handle(FormHTTPRequest(method: "POST", path: "/form", headers: [
            "Content-Type": "application/x-www-form-urlencoded", "X-Form-Live": "1", "Sec-Fetch-Site": "same-origin"],
            body: urlEncoded([("_csrf", oldToken), ("_revision", "0"), ("_field", "/city"), ("/city", "Rome")])))
        #expect(live.status == 403 && live.text.contains(#""stale":true"#))
        // Without a same-origin signal, a wrong token is a plain refusal that shows nothing posted.
        let bare = restarted.handle(FormHTTPRequest(method: "POST", path: "/form", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                                                    body: urlEncoded([("_csrf", oldToken), ("/name", "Mallory")])))
        #expect(bare.status == 403 && !bare.text.contains("Mallory"))
    }
}

@MainActor
@Suite struct FreshFormTests {
    private func addresses() -> AdapterManager {
        makeManager {
            Section {
                RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", count: 1) {
                    TextItem("City", key: "city")
                    RepeatingRows("Phones", key: "phones", rowTitle: "Phone", count: 0) { TextItem("Number", key: "n") }
                }
            }
        }
    }

    /// A page that had added rows, posted to a fresh form (its session expired): the rows come
    /// back with what was typed in them, nested rows included, and no Undo for edits nobody made.
    @Test func aFreshFormGrowsTheRowsAnOlderPagePostsAndKeepsWhatWasTypedInThem() {
        let page = makePage(addresses())
        let response = page.post([("/addresses/0/city", "Paris"), ("/addresses/1/city", "Rome"), ("/addresses/2/city", "Oslo"),
                                  ("/addresses/2/phones/1", "555-0101"), ("/addresses/2/phones/0", "555-0100"), ("_action", "submit")])
        #expect(response.status == 303)
        let cities = (0..<3).map { page.manager.field(at: "/addresses/\($0)/city")?.jsonValue?.stringValue }
        #expect(cities == ["Paris", "Rome", "Oslo"])
        #expect(page.manager.field(at: "/addresses/2/phones/1")?.jsonValue == "555-0101")
        #expect(!page.manager.history.canUndo)
        // Once the form has taken a post, its rows are what its own page shows: an older page's
        // extra rows (another tab's) are not brought back.
        _ = page.post([("/addresses/0/city", "Paris"), ("_action", "delete:/addresses/2")])
        _ = page.post([("/addresses/0/city", "Paris"), ("/addresses/2/city", "Oslo"), ("_action", "submit")])
        #expect(page.manager.field(at: "/addresses/2/city") == nil)
    }

    @Test func aForgedRowIndexAddsNoMoreRowsThanAPostCouldCarry() {
        let page = makePage(addresses())
        // Four pairs (the token, two cities, the action): at most four rows.
        _ = page.post([("/addresses/999999/city", "x"), ("/addresses/999/city", "y"), ("_action", "submit")])
        #expect(page.manager.field(at: "/addresses/3/city") != nil)
        #expect(page.manager.field(at: "/addresses/4/city") == nil)
    }

    /// Rows inside rows multiply: one name per outer row can ask for a thousand inner rows each.
    /// Every row a post would add counts against one bound, checked before any row is added —
    /// with the right token or a wrong one.
    @Test(arguments: [true, false])
    func aPostNamingMoreRowsThanOnePostMayAddIsRefusedBeforeAnyIsAdded(rightToken: Bool) {
        let manager = addresses()
        let page = FormPage(manager: manager, options: FormPageOptions(title: "Test", path: "/form", successLocation: "/done",
                                                                       csrfSecret: testSecret, limits: FormDataLimits(maxRowsAdded: 100)))
        var pairs: [(String, String)] = (0..<20).map { ("/addresses/\($0)/phones/99", "555") }
        pairs.append(("_action", "submit"))
        let response = page.post(pairs, token: rightToken ? nil : String(repeating: "0", count: 64))
        #expect(response.status == 413)
        #expect(response.text.contains("one post may add at most 100"))
        #expect(page.manager.field(at: "/addresses/1/city") == nil, "no row was added")
        // Within the bound, the same shape is restored.
        let small = makePage(addresses())
        #expect(small.post(Array(pairs.prefix(3)) + [("_action", "submit")]).status == 303)
        #expect(small.manager.field(at: "/addresses/2/phones/3") != nil)
    }

    @Test func theRowsAPostNeedsAreReadFromItsNamesOnce() {
        let needed = FormPage.rowsNeeded(by: ["/addresses/2/phones/0/number", "/addresses/0/city", "/a/b", "name", "/x/-1", "/tags/4"])
        #expect(needed == ["/addresses": 3, "/addresses/2/phones": 1, "/tags": 5])
    }
}

@MainActor
@Suite struct FreshStepsFormTests {
    private func checkout() -> AdapterManager {
        makeManager {
            FormStep("Account", key: "account") {
                Section {
                    TextItem("Email", key: "email").validated(by: .required)
                    TextItem("Password", key: "password", isSecure: true).validated(by: .required)
                }
            }
            FormStep("Shipping", key: "shipping") {
                Section {
                    RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", count: 1) { TextItem("City", key: "city") }
                }
            }
            FormStep("Payment", key: "payment") {
                Section { TextItem("Name on card", key: "cardName").validated(by: .required) }
            }
        }
    }

    /// The draft a page of steps carries, from the page's markup.
    private func draft(in html: String) -> String? {
        guard let range = html.range(of: #"name="_draft" value=""#) else { return nil }
        return String(html[range.upperBound...].prefix { $0 != "\"" }).replacingOccurrences(of: "&quot;", with: "\"")
    }

    /// Shipping, reached in one session; the session is lost; the Shipping page's post lands in a
    /// new form on Shipping, with the Account step's values back and the rows as typed.
    @Test func aPageOfALaterStepPostedToAFreshFormLandsOnThatStepWithEveryValueButTheSecrets() throws {
        let first = makePage(checkout())
        _ = first.post([("/email", "ada@example.com"), ("/password", "s3cret words"), ("_action", "next")])
        _ = first.post([("/addresses/0", "Paris"), ("_action", "add:/addresses")])
        let shipping = first.get()
        #expect(!shipping.contains("s3cret"))
        let carried = try #require(draft(in: shipping))
        #expect(carried == #"{"email":"ada@example.com","addresses":["Paris",""],"$step":"shipping"}"#)

        let fresh = makePage(checkout())
        let response = fresh.post([("_draft", carried), ("/addresses/0", "Paris"), ("/addresses/1", "Rome"), ("_action", "next")])
        #expect(response.status == 303)
        let manager = fresh.manager
        #expect(manager.currentStep?.key == "payment", "Next from Shipping goes on to Payment")
        #expect(manager.field(at: "/email")?.jsonValue == "ada@example.com")
        #expect(manager.field(at: "/addresses/1")?.jsonValue == "Rome")
        #expect(!manager.history.canUndo)
        // The password was never in a page: submitting lands on Account, where it is missing.
        #expect(fresh.post([("/cardName", "A. Lovelace"), ("_action", "submit")]).status == 422)
        #expect(manager.currentStep?.key == "account")
    }

    @Test func aDraftIsReadOnlyByAFreshFormAndABrokenOneIsIgnored() throws {
        let page = makePage(checkout())
        #expect(page.post([("_draft", #"{"email": 42}"#), ("/email", "ada@example.com"), ("/password", "s3cret words"), ("_action", "submit")]).status == 303)
        #expect(page.manager.currentStep?.key == "shipping")
        // The form has taken a post: a draft no longer moves it or sets anything.
        _ = page.post([("_draft", #"{"email":"mallory@example.com","$step":"account"}"#), ("_action", "back")])
        #expect(page.manager.field(at: "/email")?.jsonValue == "ada@example.com")
        let fresh = makePage(checkout())
        _ = fresh.post([("_draft", "{not json"), ("/email", "x@example.com"), ("_action", "back")])
        #expect(fresh.manager.currentStep?.key == "account" && fresh.manager.field(at: "/email")?.jsonValue == "x@example.com")
    }
}

@MainActor
@Suite struct RefreshTests {
    /// The live script's fallback: the whole form bound, no validation, the page again.
    @Test func theHiddenRefreshButtonBindsEverythingAndComesBackWithoutValidating() {
        let page = makePage(makeManager {
            Section {
                TextItem("Name", key: "name").validated(by: .required)
                TextItem("City", key: "city")
            }
        })
        let html = page.get()
        #expect(html.contains(#"<button type="submit" name="_action" value="refresh" formnovalidate hidden id="_r" tabindex="-1" aria-hidden="true">Refresh</button>"#))
        let response = page.post([("/name", ""), ("/city", "Paris"), ("_action", "refresh")])
        #expect(response.status == 303 && response.header("Location") == "/form")
        #expect(page.manager.field(at: "/city")?.jsonValue == "Paris")
        #expect(!page.get().contains(#"id="error-summary""#), "nothing was validated")
        #expect(LiveScript.source.contains(#"j.reload?f.requestSubmit(G("_r"))"#))
    }
}
