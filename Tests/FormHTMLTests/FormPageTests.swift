import Foundation
import FormKit
import Testing
@testable import FormHTML

@MainActor @Suite struct FormPageTests {
    private func signup() -> AdapterManager {
        makeManager {
            Section(header: "Sign up") {
                TextItem("Name", key: "name").validated(by: .required, .length(max: 40))
                TextItem("Email", key: "email").validated(by: .required, .email)
                TextItem("Password", key: "password", isSecure: true).validated(by: .required, .length(min: 8))
                NumberItem("Age", key: "age", isInteger: true)
                BoolItem("Newsletter", key: "newsletter", value: true)
                MultipleChoiceItem("Topics", key: "topics", options: ["a,b", "c"])
                CreditCardItem("Card", key: "card")
                TextItem("Team", key: "team").hidden(when: .value("newsletter", is: true))
                TextItem("Locked", key: "locked", value: "L").disabled()
            }
        }
    }

    // MARK: - GET and routing

    @Test func aRandomSecretIsThirtyTwoFreshBytesThatMakeWorkingTokens() {
        let first = FormPageOptions.randomSecret()
        let second = FormPageOptions.randomSecret(count: 64)
        #expect(first.count == 32 && second.count == 64)
        #expect(first != FormPageOptions.randomSecret())      // 2^-256 to collide
        #expect(Set(first).count > 1)
        let page = FormPage(manager: makeManager { Section { TextItem("Email", key: "email") } },
                            options: FormPageOptions(title: "T", path: "/t", csrfSecret: first))
        #expect(!page.csrfToken.isEmpty)
    }

    @Test func getRendersTheFormAsHTML() {
        let page = makePage(signup())
        let response = page.handle(FormHTTPRequest(method: "GET", path: "/form?x=1"))
        #expect(response.status == 200)
        #expect(response.header("content-type") == "text/html; charset=utf-8")
        #expect(response.header("Cache-Control") == "no-store")
        #expect(response.text.contains(#"<form id="form" method="post" action="/form""#))
    }

    @Test func otherPathsAndMethodsAreRefused() {
        let page = makePage(signup())
        #expect(page.handle(FormHTTPRequest(method: "GET", path: "/other")).status == 404)
        let put = page.handle(FormHTTPRequest(method: "PUT", path: "/form"))
        #expect(put.status == 405)
        #expect(put.header("Allow") == "GET, HEAD, POST")
        let head = page.handle(FormHTTPRequest(method: "HEAD", path: "/form"))
        #expect(head.status == 200 && head.body.isEmpty)
    }

    // MARK: - CSRF

    @Test func aPostWithoutAValidTokenIsForbidden() {
        let manager = signup()
        let page = makePage(manager)
        #expect(page.post([("/name", "Ada")], token: "").status == 403)
        #expect(page.post([("/name", "Ada")], token: String(repeating: "0", count: 64)).status == 403)
        let noToken = page.handle(FormHTTPRequest(method: "POST", path: "/form", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                                                  body: urlEncoded([("/name", "Ada")])))
        #expect(noToken.status == 403)
        #expect(manager.item(forKey: "name", as: TextItem.self)?.value == "")
    }

    @Test func crossSiteAndForeignOriginPostsAreForbiddenEvenWithTheToken() {
        let page = makePage(signup())
        #expect(page.post([], headers: ["Sec-Fetch-Site": "cross-site"]).status == 403)
        #expect(page.post([], headers: ["Sec-Fetch-Site": "same-site"]).status == 403)
        #expect(page.post([], headers: ["Origin": "https://evil.example"]).status == 403)
        #expect(page.post([], headers: ["Origin": "null"]).status == 403)
        page.options.allowedOrigins = ["https://forms.example"]
        #expect(page.post([], headers: ["Origin": "https://example.com"]).status == 403)
        // The newsletter box is ticked on the page, so a browser sends it.
        #expect(page.post([("/newsletter", "on")], headers: ["Origin": "https://forms.example"]).status == 422)
    }

    @Test func theTokenDependsOnTheSecretThePathAndTheBinding() {
        let page = makePage(signup())
        let token = page.csrfToken
        #expect(token.count == 64)
        #expect(page.render().contains(#"<input type="hidden" name="_csrf" value="\#(token)">"#))
        page.options.csrfBinding = "session-2"
        #expect(page.csrfToken != token)
        page.options.csrfBinding = ""
        page.options.csrfSecret = Array("another secret, 32 bytes long...".utf8)
        #expect(page.csrfToken != token)
    }

    // MARK: - Limits

    @Test func bodyLimitsAnswerWithTheirStatus() {
        let page = makePage(signup())
        page.options.limits = FormDataLimits(maxBodyBytes: 200)
        #expect(page.post([("/name", String(repeating: "x", count: 300))]).status == 413)
        let wrongType = page.handle(FormHTTPRequest(method: "POST", path: "/form", headers: ["Content-Type": "text/plain"], body: Data("a".utf8)))
        #expect(wrongType.status == 415)
        page.options.limits = FormDataLimits()
        #expect(page.post([(String(repeating: "k", count: 300), "1")]).status == 400)
    }

    // MARK: - Submitting

    @Test func aValidSubmissionRedirectsToTheSuccessPageWithSeeOther() {
        let manager = signup()
        let page = makePage(manager)
        var submitted: JSONObject?
        page.onSubmit = { submitted = $0 }
        let response = page.post([("/name", "Ada"), ("/email", "ada@example.com"), ("/password", "correct horse"), ("/age", "36"),
                                  ("/topics", "a,b"), ("/newsletter", "on"), ("_action", "submit")])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/done")
        #expect(submitted?["name"] == "Ada")
        #expect(submitted?["age"] == 36)
        #expect(submitted?["topics"] == .array(["a,b"]))
        #expect(submitted?["password"] == "correct horse")
    }

    @Test func anInvalidSubmissionIs422WithTheSummaryAriaAndAnErrorTitle() {
        let page = makePage(signup())
        let response = page.post([("/name", ""), ("/email", "not an address"), ("/password", "short"), ("/newsletter", "on")])
        #expect(response.status == 422)
        let html = response.text
        #expect(html.contains("<title>Error: Test</title>"))
        #expect(html.contains(##"<div class="error-summary" id="error-summary" tabindex="-1" autofocus><div role="alert"><h2>There is a problem</h2><ul><li><a href="#f-name">Name is required</a></li><li><a href="#f-email">Email is not a valid email address</a></li><li><a href="#f-password">Password must be at least 8 characters</a></li></ul></div></div>"##))
        #expect(html.contains(#"<div class="field field-error"><label for="f-email">Email <span class="marker">(required)</span></label><div id="f-email:error"><p class="error-message"><span class="visually-hidden">Error:</span> Email is not a valid email address</p></div><input type="email" id="f-email" name="/email" value="not an address" required autocomplete="email" aria-describedby="f-email:error" aria-invalid="true"></div>"#))
        // Before any validation there is no aria-invalid.
        #expect(!makePage(signup()).render().contains("aria-invalid"))
    }

    @Test func hintThenErrorInDescribedBy() {
        let page = makePage(signup())
        page.options.hints = ["/email": "We never share it.", "name": "Your full name."]
        let html = page.post([("/email", "nope"), ("/newsletter", "on")]).text
        #expect(html.contains(#"<p class="hint" id="f-email:hint">We never share it.</p><div id="f-email:error">"#))
        #expect(html.contains(#"aria-describedby="f-email:hint f-email:error" aria-invalid="true""#))
        #expect(html.contains(#"<p class="hint" id="f-name:hint">Your full name.</p>"#))
    }

    @Test func refusedInputIsShownAsTypedWithItsMessageAndKeepsEverythingElse() {
        let manager = signup()
        let page = makePage(manager)
        let response = page.post([("/name", "Ada <Lovelace>"), ("/age", "thirty"), ("/email", "ada@example.com"), ("/newsletter", "on")])
        #expect(response.status == 422)
        let html = response.text
        #expect(html.contains(#"<input type="number" id="f-age" name="/age" value="thirty" step="1" aria-describedby="f-age:error" aria-invalid="true">"#))
        #expect(html.contains(##"<a href="#f-age">Age must be a whole number</a>"##))
        #expect(html.contains(#"value="Ada &lt;Lovelace&gt;""#))
        #expect(html.contains(##"<a href="#f-password">Password is required</a>"##))
        #expect(manager.item(forKey: "name", as: TextItem.self)?.value == "Ada <Lovelace>")
        #expect(manager.item(forKey: "age", as: NumberItem.self)?.value == "")
    }

    /// Without the live script, unticking the newsletter reveals Team: the submit comes back
    /// showing it, with a notice and nothing typed lost, instead of being accepted unseen.
    @Test func aSubmitWhoseAnswersRevealFieldsComesBackShowingThem() {
        let manager = signup()
        let page = makePage(manager)
        var submitted = false
        page.onSubmit = { _ in submitted = true }
        let pairs: [(String, String)] = [("/name", "Ada"), ("/email", "ada@example.com"), ("/password", "correct horse"), ("/topics", "c")]
        let response = page.post(pairs)
        #expect(response.status == 200 && !submitted)
        #expect(response.text.contains(#"<div class="notice" id="notice" tabindex="-1" autofocus><div role="status"><h2>Your answers added questions</h2><p>Nothing was sent yet. Answer the new questions below (Team), then send the form again.</p></div></div>"#))
        #expect(response.text.contains(#"id="f-team""#) && response.text.contains(#"value="Ada""#))
        #expect(!response.text.contains("<title>Error:"), "not an error")
        // Sent again from the page that shows Team: accepted.
        #expect(page.post(pairs + [("/team", "Rocket")]).status == 303 && submitted)
        #expect(manager.values["team"] == "Rocket")
    }

    @Test func secretsAreNeverWrittenBackIntoThePage() {
        let manager = signup()
        let page = makePage(manager)
        let response = page.post([("/name", ""), ("/password", "s3cret-passw0rd"), ("/card/number", "4111 1111 1111 1111"),
                                  ("/card/expiry", "12/29"), ("/card/cvv", "987"), ("/newsletter", "on")])
        #expect(response.status == 422)
        let page1 = response.text.replacingOccurrences(of: page.csrfToken, with: "")
        for secret in ["s3cret", "passw0rd", "4111", "1111", "12/29", "987"] { #expect(!page1.contains(secret), "\(secret)") }
        #expect(manager.item(forKey: "password", as: TextItem.self)?.value == "s3cret-passw0rd")
        // A secret left empty keeps what is held; a refused card part is not echoed either.
        let again = page.post([("/name", "Ada"), ("/password", ""), ("/card/cvv", "98x7"), ("/newsletter", "on")])
        #expect(again.status == 422)
        #expect(!again.text.replacingOccurrences(of: page.csrfToken, with: "").contains("98x7"))
        #expect(again.text.contains("CVV must contain only digits"))
        #expect(manager.item(forKey: "password", as: TextItem.self)?.value == "s3cret-passw0rd")
        #expect(manager.item(forKey: "card", as: CreditCardItem.self)?.value.cvv == "987")
    }

    @Test func anUncheckedCheckboxIsFalseOnlyWhenItWasRenderedAndEnabled() {
        let manager = makeManager {
            Section {
                BoolItem("Shown", key: "shown", value: true)
                BoolItem("Off", key: "off", value: true).disabled()
                BoolItem("Hidden", key: "hidden", value: true).hidden(when: .value("shown", is: true))
            }
        }
        let page = makePage(manager)
        _ = page.post([("/off", "on"), ("/hidden", "on")])
        #expect(manager.item(forKey: "shown", as: BoolItem.self)?.value == false)
        #expect(manager.item(forKey: "off", as: BoolItem.self)?.value == true)
        // "hidden" was not rendered when the post was made: its key is ignored, its value kept.
        #expect(manager.item(forKey: "hidden", as: BoolItem.self)?.value == true)
    }

    @Test func keysOfHiddenDisabledAndUnknownFieldsAreIgnored() {
        let manager = signup()
        let page = makePage(manager)
        _ = page.post([("/team", "Rocket"), ("/locked", "changed"), ("/nope", "x"), ("/name", "Ada")])
        #expect(manager.item(forKey: "team", as: TextItem.self)?.value == "")
        #expect(manager.item(forKey: "locked", as: TextItem.self)?.value == "L")
        #expect(manager.item(forKey: "name", as: TextItem.self)?.value == "Ada")
    }

    @Test func aValueWithACommaIsOneChoiceAndRepeatedNamesAreSeveral() {
        let manager = makeManager {
            Section {
                MultipleChoiceItem("Topics", key: "topics", options: ["a", "b", "a,b"])
                RadioItem("Plan", key: "plan", options: ["x", "y"], value: "x")
                PickerItem("Fruit", key: "fruit", components: [["Apple", "Pear"], ["S", "L"]])
            }
        }
        let page = makePage(manager)
        #expect(page.post([("/topics", "a,b"), ("/topics", "a"), ("/fruit", "Pear"), ("/fruit", "L")]).status == 303)
        #expect(manager.item(forKey: "topics", as: MultipleChoiceItem.self)?.value == ["a", "a,b"])
        #expect(manager.item(forKey: "plan", as: RadioItem.self)?.value == nil)   // no radio sent: none chosen
        #expect(manager.item(forKey: "fruit", as: PickerItem.self)?.value == ["Pear", "L"])
        let refused = page.post([("/plan", "z"), ("/fruit", "Pear"), ("/fruit", "")])
        #expect(refused.status == 422)
        #expect(refused.text.contains("Plan must be one of x, y"))
        #expect(refused.text.contains("Fruit must have one option in each of 2 columns"))
    }

    @Test func textareaLineBreaksArriveAsCRLFAndAreStoredAsLF() {
        let manager = makeManager { Section { LongTextItem("Bio", key: "bio") } }
        let page = makePage(manager)
        #expect(page.post([("/bio", "one\r\ntwo\rthree")]).status == 303)
        #expect(manager.item(forKey: "bio", as: LongTextItem.self)?.value == "one\ntwo\nthree")
    }

    @Test func aMultipartPostIsBoundLikeAnURLEncodedOne() {
        let manager = makeManager { Section { TextItem("Name", key: "name") } }
        let page = makePage(manager)
        let body = "--b\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(page.csrfToken)\r\n--b\r\nContent-Disposition: form-data; name=\"/name\"\r\n\r\nAda, Countess\r\n--b--\r\n"
        let response = page.handle(FormHTTPRequest(method: "POST", path: "/form", headers: ["Content-Type": "multipart/form-data; boundary=b"],
                                                   body: Data(body.utf8)))
        #expect(response.status == 303)
        #expect(manager.item(forKey: "name", as: TextItem.self)?.value == "Ada, Countess")
    }

    @Test func aPressedButtonRunsItsActionThenSubmits() {
        var pressed = 0
        let manager = makeManager { Section { ButtonItem("Pay") { _ in pressed += 1 } } }
        let page = makePage(manager)
        #expect(page.post([("_action", "press:i-0-0-0")]).status == 303)
        #expect(pressed == 1)
        #expect(page.post([("_action", "explode")]).status == 400)
    }

    // MARK: - Rows

    private func rowsForm() -> AdapterManager {
        makeManager {
            Section {
                RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", minimumCount: 1, count: 2) {
                    TextItem("City", key: "city")
                    TextItem("Zip", key: "zip")
                }
            }
        }
    }

    private func cities(_ manager: AdapterManager) -> [String] {
        (0..<10).compactMap { manager.field(at: "/addresses/\($0)/city")?.jsonValue?.stringValue }
    }

    @Test func addAppendsARowKeepingWhatWasTyped() {
        let manager = rowsForm()
        let page = makePage(manager)
        let response = page.post([("/addresses/0/city", "Paris"), ("/addresses/1", "x"), ("_action", "add:/addresses")])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/form")
        #expect(page.get().contains(#"id="f-addresses-2-city" name="/addresses/2/city" autofocus"#), "the new row has the focus")
        #expect(cities(manager) == ["Paris", "", ""])
        #expect(page.get().contains(#"name="/addresses/2/city""#))
    }

    @Test func deleteAndMoveActOnTheRowTheButtonNames() {
        let manager = rowsForm()
        let page = makePage(manager)
        let moved = page.post([("/addresses/0/city", "Paris"), ("/addresses/1/city", "Rome"), ("_action", "up:/addresses/1")])
        #expect(moved.header("Location") == "/form")
        #expect(cities(manager) == ["Rome", "Paris"])
        _ = page.post([("/addresses/0/city", "Rome"), ("/addresses/1/city", "Paris"), ("_action", "down:/addresses/0")])
        #expect(cities(manager) == ["Paris", "Rome"])
        let deleted = page.post([("/addresses/0/city", "Paris"), ("/addresses/1/city", "Rome"), ("_action", "delete:/addresses/0")])
        #expect(deleted.header("Location") == "/form")
        #expect(cities(manager) == ["Rome"])
        // At the minimum no Remove button is rendered, and a forged delete does nothing.
        #expect(!page.get().contains("delete:"))
        _ = page.post([("/addresses/0/city", "Rome"), ("_action", "delete:/addresses/0")])
        #expect(cities(manager) == ["Rome"])
        // A stale pointer is ignored.
        let stale = page.post([("_action", "delete:/addresses/7")])
        #expect(stale.status == 303 && stale.header("Location") == "/form")
    }

    @Test func undoBringsADeletedRowBackWholeAndRedoRemovesItAgain() {
        let manager = rowsForm()
        let page = makePage(manager)
        #expect(!page.get().contains(#"id="history""#), "no history, no Undo")
        _ = page.post([("/addresses/0/city", "Paris"), ("/addresses/1/city", "Rome"), ("_action", "delete:/addresses/0")])
        let html = page.get()
        // The row is named as the form titles it (as a terminal names it), and the focus goes to
        // the row now in its place.
        #expect(html.contains(#"<div class="history" id="history" role="status"><span>Address 1 removed. </span>"#))
        #expect(html.contains(#"value="undo" formnovalidate>Undo</button>"#) && !html.contains(#"value="redo""#))
        #expect(html.contains(#"id="f-addresses-0-city" name="/addresses/0/city" autofocus"#))
        let undone = page.post([("/addresses/0/city", "Rome"), ("_action", "undo")])
        #expect(undone.status == 303 && undone.header("Location") == "/form")
        #expect(cities(manager) == ["Paris", "Rome"])
        let afterUndo = page.get()
        #expect(afterUndo.contains(#"value="redo""#))
        #expect(afterUndo.contains("<span>Undone: Address 1 removed. </span>"), "the message says what was undone, not the edit before")
        #expect(afterUndo.contains(#"id="f-addresses-0-city" name="/addresses/0/city" autofocus value="Paris""#), "the row that came back has the focus")
        #expect(!page.get().contains("autofocus"), "the focus is for the page that follows the action only")
        _ = page.post([("/addresses/0/city", "Paris"), ("/addresses/1/city", "Rome"), ("_action", "redo")])
        #expect(cities(manager) == ["Rome"])
        // Nothing to undo or redo: the post is bound and the page comes back.
        manager.history.clear()
        #expect(page.post([("/addresses/0/city", "Roma"), ("_action", "undo")]).status == 303)
        #expect(cities(manager) == ["Roma"])
    }

    /// An edit on one step is undone on that step only: the next step offers no Undo that would
    /// silently remove a row the person cannot see, and a forged undo there does nothing.
    @Test func undoIsOfferedOnlyOnTheStepOfTheEdit() {
        let manager = makeManager { Section { TextItem("Name", key: "name") } }
        let rows = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", count: 1) { TextItem("City", key: "city") }
        let shipping = Section(header: "Shipping")
        shipping.add(rows)
        manager.removeAllSections()
        manager.addStep(FormStep("Shipping", sections: [shipping]))
        manager.addStep(FormStep("Payment", sections: [Section { TextItem("Card name", key: "cardName") }]))
        manager.reload()
        let page = makePage(manager)
        _ = page.post([("/addresses/0", "Paris"), ("_action", "add:/addresses")])
        #expect(page.get().contains("<span>Address 2 added. </span>"))
        #expect(page.post([("/addresses/0", "Paris"), ("/addresses/1", "Rome"), ("_action", "next")]).status == 303)
        let payment = page.get()
        #expect(!payment.contains(#"id="history""#), "no Undo on the Payment step")
        _ = page.post([("/cardName", "A"), ("_action", "undo")])
        #expect(rows.rows.count == 2, "a forged undo on another step does nothing")
        _ = page.post([("/cardName", "A"), ("_action", "back")])
        #expect(page.get().contains(#"value="undo""#), "back on Shipping, the Undo is there")
    }

    @Test func nestedRowsHaveTheirOwnButtonsAndPointers() {
        let manager = makeManager {
            Section {
                RepeatingRows("People", key: "people", rowTitle: "Person", count: 1) {
                    TextItem("Name", key: "name")
                    RepeatingRows("Phones", key: "phones", rowTitle: "Phone", count: 2) { TextItem("Number", key: "n") }
                }
            }
        }
        let page = makePage(manager)
        let html = page.render()
        #expect(html.contains(#"<input type="text" id="f-people-0-phones-1" name="/people/0/phones/1">"#))
        #expect(html.contains(#"value="delete:/people/0/phones/1""#))
        #expect(html.contains(#"value="add:/people/0/phones""#))
        #expect(page.post([("/people/0/name", "Ada"), ("/people/0/phones/0", "1"), ("/people/0/phones/1", "2"),
                           ("_action", "delete:/people/0/phones/0")]).status == 303)
        #expect(manager.values["people"] == .array([.object(["name": "Ada", "phones": .array(["2"])])]))
    }

    @Test func theRowsOwnErrorIsBesideTheirLegendAndInTheSummary() {
        let manager = makeManager {
            Section {
                RepeatingRows("Emails", key: "emails", rowTitle: "Email", minimumCount: 2, count: 1, countPolicy: .report) { TextItem("Email", key: "e") }
            }
        }
        let response = makePage(manager).post([("/emails/0", "a@example.com")])
        #expect(response.status == 422)
        #expect(response.text.contains(##"<a href="#g-emails">Emails must have at least 2 rows</a>"##))
        #expect(response.text.contains(#"<fieldset class="rows" id="g-emails" aria-describedby="g-emails:error"><legend>Emails</legend><div id="g-emails:error">"#))
    }

    // MARK: - Steps

    @Test func aPasswordTypedOnAnEarlierStepSurvivesGoingBackAndOnWithoutBeingShown() {
        let manager = makeManager {
            FormStep("Account") { Section { TextItem("Password", key: "password", isSecure: true).validated(by: .required, .length(min: 8)) } }
            FormStep("Shipping") { Section { TextItem("City", key: "city") } }
        }
        let page = makePage(manager)
        #expect(page.post([("/password", "correct horse"), ("_action", "next")]).status == 303)
        #expect(page.post([("/city", "Paris"), ("_action", "back")]).status == 303)
        let html = page.get().replacingOccurrences(of: page.csrfToken, with: "")
        #expect(!html.contains("correct") && !html.contains("horse"))
        #expect(html.contains("Already entered: leave it empty to keep it, or type a new one."))
        #expect(!html.contains(" required"))
        #expect(page.post([("/password", ""), ("_action", "next")]).status == 303)
        #expect(page.post([("/city", "Paris")]).status == 303)
        #expect(manager.values["password"] == "correct horse")
    }

    @Test func nextValidatesTheStepAndBackNeverDoes() {
        let manager = makeManager {
            FormStep("Account") { Section { TextItem("Email", key: "email").validated(by: .required, .email) } }
            FormStep("Shipping") { Section { TextItem("City", key: "city").validated(by: .required) } }
        }
        let page = makePage(manager)
        let stuck = page.post([("/email", ""), ("_action", "next")])
        #expect(stuck.status == 422)
        #expect(stuck.text.contains(##"<a href="#f-email">Email is required</a>"##))
        #expect(manager.currentStep?.title == "Account")
        // Enter in a field (no _action) on a step that is not the last goes on too.
        #expect(page.post([("/email", "ada@example.com")]).status == 303)
        #expect(manager.currentStep?.title == "Shipping")
        #expect(page.post([("/city", "Par"), ("_action", "back")]).status == 303)
        #expect(manager.currentStep?.title == "Account")
        #expect(manager.item(forKey: "city", as: TextItem.self)?.value == "Par")
        #expect(page.post([("/email", "ada@example.com"), ("_action", "next")]).status == 303)
        var submitted: JSONObject?
        page.onSubmit = { submitted = $0 }
        let done = page.post([("/city", "Paris"), ("_action", "submit")])
        #expect(done.status == 303 && done.header("Location") == "/done")
        #expect(submitted == ["email": "ada@example.com", "city": "Paris"])
    }
}
