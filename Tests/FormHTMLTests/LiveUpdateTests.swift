import Foundation
import FormKit
import ListKit
import Testing
@testable import FormHTML

extension FormPage {
    /// A live update of `field` as the script sends it: `_csrf`, `_revision`, `_field`, the
    /// field's values, and `X-Form-Live: 1`.
    func live(_ field: String, _ values: [String], revision: Int? = nil, token: String? = nil) -> FormHTTPResponse {
        var pairs: [(String, String)] = [("_revision", String(revision ?? self.revision)), ("_field", field)]
        if revision == -1 { pairs.removeFirst() }
        pairs += values.map { (field, $0) }
        return post(pairs, token: token, headers: ["X-Form-Live": "1"])
    }
}

/// The reply of a live update, decoded.
func reply(_ response: FormHTTPResponse) throws -> LiveUpdate {
    try JSONDecoder().decode(LiveUpdate.self, from: response.body)
}

/// Live updates: one field posted, one fragment per row the collection view's batch changed.
@MainActor @Suite struct LiveUpdateTests {
    private func revealingForm() -> FormPage {
        makePage(makeManager {
            Section {
                BoolItem("More", key: "more", value: false)
                TextItem("A", key: "a").hidden(when: .value("more", is: false))
                TextItem("B", key: "b").hidden(when: .value("more", is: false))
                TextItem("C", key: "c").hidden(when: .value("more", is: false))
                TextItem("Last", key: "last")
            }
        })
    }

    @Test func aConditionThatRevealsThreeRowsAnswersWithThreeInsertsInOrderWithTheirAnchors() throws {
        let page = revealingForm()
        let response = page.live("/more", ["on"])
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        let update = try reply(response)
        let inserts = update.fragments.filter { $0.kind == .insert }
        #expect(inserts.map(\.id) == ["f-a:row", "f-b:row", "f-c:row"])
        #expect(inserts.map(\.after) == ["f-more:row", "f-a:row", "f-b:row"])
        #expect(inserts.allSatisfy { $0.html?.hasPrefix("<div id=\"" + $0.id + "\">") == true })
        #expect(inserts[0].html?.contains(#"<input type="text" id="f-a" name="/a">"#) == true)
        // The only other row the batch changed is the checkbox's own (its value changed); then the
        // page's status region says what appeared, for a screen reader.
        #expect(update.fragments.filter { $0.kind != .insert }.map { "\($0.kind) \($0.id)" } == ["reload f-more:row", "reload live-status"])
        #expect(update.fragments.last?.html == #"<p id="live-status">Shown: A, B, C.</p>"#)
        #expect(update.revision == 1)
        #expect(page.manager.item(forKey: "more", as: BoolItem.self)?.value == true)
    }

    /// The page hears the form's changes as its change listener: it needs no log of batches, so a
    /// collection view that records none serves it the same.
    @Test func liveUpdatesNeedNoRecordOfTheBatches() throws {
        let page = revealingForm()
        page.manager.adapter.collectionView?.clearAppliedUpdates()
        page.manager.adapter.collectionView?.recordsAppliedUpdates = false
        for round in 0..<50 {
            let update = try reply(page.live("/more", round.isMultiple(of: 2) ? ["on"] : []))
            #expect(update.fragments.filter { $0.kind == .insert || $0.kind == .delete }.count == 3)
        }
        #expect(page.manager.adapter.collectionView?.appliedUpdates.isEmpty == true)
    }

    @Test func hidingThemAgainAnswersWithThreeDeletes() throws {
        let page = revealingForm()
        _ = page.live("/more", ["on"])
        let update = try reply(page.live("/more", []))
        #expect(update.fragments.filter { $0.kind == .delete }.map(\.id) == ["f-a:row", "f-b:row", "f-c:row"])
        #expect(update.fragments.filter { $0.kind == .delete }.allSatisfy { $0.html == nil })
        #expect(update.fragments.last?.html == #"<p id="live-status">Hidden: A, B, C.</p>"#)
        #expect(update.revision == 2)
        // The full page has the region, empty and polite.
        #expect(page.get().contains(#"<div class="visually-hidden" role="status" aria-live="polite"><p id="live-status"></p></div>"#))
    }

    @Test func aValueChangeWhoseItemReloadsAnswersWithOneReload() throws {
        let page = makePage(makeManager { Section { TextItem("Name", key: "name"); TextItem("City", key: "city") } })
        let update = try reply(page.live("/name", ["Ada"]))
        #expect(update.fragments.count == 1)
        #expect(update.fragments.first?.kind == .reload)
        #expect(update.fragments.first?.id == "f-name:row")
        #expect(update.fragments.first?.html?.contains(#"value="Ada""#) == true)
    }

    @Test func anItemReloadInTheChangeAnswersWithOneReloadOfThatItem() throws {
        let other = LabelItem("Count", detail: "0")
        let name = TextItem("Name", key: "name")
        let page = makePage(makeManager { Section { name; other } })
        _ = page.live("/name", ["Ada"])
        name.onChange = { _ in other.detail = "1"; other.reload() }
        let update = try reply(page.live("/name", ["Bob"]))
        #expect(update.fragments.filter { $0.id == "i-0-0-1:row" }.map(\.kind) == [.reload])
        #expect(update.fragments.first { $0.id == "i-0-0-1:row" }?.html?.contains("Count: 1") == true)
    }

    @Test func validationRunsAsWhenAFieldIsLeftAndItsErrorComesInTheReload() throws {
        let page = makePage(makeManager { Section { TextItem("Email", key: "email").validated(by: .email) } })
        let update = try reply(page.live("/email", ["nope"]))
        #expect(update.fragments.map(\.kind) == [.reload])
        let html = try #require(update.fragments.first?.html)
        #expect(html.contains(#"id="f-email:error""#))
        #expect(html.contains(#"aria-invalid="true""#))
    }

    @Test func theRevisionGrowsPerAppliedChangeAndAStalePostIsRefusedWithTheCurrentOne() throws {
        let page = makePage(makeManager { Section { TextItem("Name", key: "name") } })
        #expect(page.get().contains(#"data-revision="0""#))
        #expect(try reply(page.live("/name", ["A"])).revision == 1)
        #expect(try reply(page.live("/name", ["B"])).revision == 2)
        #expect(page.get().contains(#"data-revision="2""#))
        let stale = page.live("/name", ["C"], revision: 1)
        #expect(stale.status == 409)
        #expect(try reply(stale) == LiveUpdate(revision: 2, stale: true, fragments: []))
        #expect(page.manager.item(forKey: "name", as: TextItem.self)?.value == "B")
        // A full post is a change too: a page from before it is stale.
        _ = page.post([("/name", "D")])
        #expect(page.revision == 3)
    }

    @Test func aLivePostAsFetchSendsItWithACharsetParameterIsBound() throws {
        let page = makePage(makeManager { Section { TextItem("Name", key: "name") } })
        let response = page.post([("_revision", "0"), ("_field", "/name"), ("/name", "Ada")],
                                 headers: ["X-Form-Live": "1", "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8"])
        #expect(response.status == 200)
        #expect(try reply(response).fragments.map(\.id) == ["f-name:row"])
    }

    @Test func aPostWithoutARevisionIsABadRequest() {
        let page = makePage(makeManager { Section { TextItem("Name", key: "name") } })
        #expect(page.live("/name", ["A"], revision: -1).status == 400)
        #expect(page.revision == 0)
    }

    @Test func aLivePostWithABadTokenIsForbidden() {
        let page = makePage(makeManager { Section { TextItem("Name", key: "name") } })
        #expect(page.live("/name", ["A"], token: "bad").status == 403)
        #expect(page.manager.item(forKey: "name", as: TextItem.self)?.value == "")
    }

    @Test func aCrossSiteLivePostIsForbidden() {
        let page = makePage(makeManager { Section { TextItem("Name", key: "name") } })
        #expect(page.post([("_revision", "0"), ("_field", "/name"), ("/name", "A")],
                          headers: ["X-Form-Live": "1", "Sec-Fetch-Site": "cross-site"]).status == 403)
        #expect(page.revision == 0)
    }

    @Test func aSecretsRowComesBackWithoutTheSecret() throws {
        let page = makePage(makeManager {
            Section {
                TextItem("Password", key: "password", isSecure: true)
                CreditCardItem("Card", key: "card")
            }
        })
        let password = try reply(page.live("/password", ["hunter2hunter2"]))
        #expect(password.fragments.map(\.id) == ["f-password:row"])
        #expect(password.fragments.allSatisfy { $0.html?.contains("hunter2") == false })
        let card = try reply(page.live("/card/number", ["4111 1111 1111 1111"]))
        #expect(card.fragments.map(\.id) == ["f-card:row"])
        #expect(card.fragments.allSatisfy { $0.html?.contains("1111") == false })
    }

    @Test func aHiddenDisabledOrUnknownFieldIsIgnoredWithNoFragments() throws {
        let page = makePage(makeManager {
            Section {
                BoolItem("Shown", key: "shown", value: true)
                TextItem("Hidden", key: "hidden").hidden(when: .value("shown", is: true))
                TextItem("Locked", key: "locked", value: "L").disabled()
            }
        })
        for field in ["/hidden", "/locked", "/nope", "_action"] {
            let response = page.live(field, ["x"])
            #expect(response.status == 200)
            #expect(try reply(response) == LiveUpdate(revision: 0, fragments: []))
        }
        #expect(page.manager.item(forKey: "hidden", as: TextItem.self)?.value == "")
        #expect(page.manager.item(forKey: "locked", as: TextItem.self)?.value == "L")
    }

    @Test func refusedInputReloadsItsRowWithTheMessageAndTheTextAsTyped() throws {
        let page = makePage(makeManager { Section { NumberItem("Age", key: "age", isInteger: true) } })
        let update = try reply(page.live("/age", ["x1"]))
        #expect(update.fragments.map(\.kind) == [.reload])
        #expect(update.fragments.first?.html?.contains("error-message") == true)
    }

    @Test func theScriptIsAtMost2point5KBServedAsJavaScriptCachedAndNamedByThePolicy() {
        let page = makePage(makeManager { Section { TextItem("Name", key: "name") } })
        // 2 KB for the live updates, and half a KB more for the character count in the page's
        // language (its plural forms picked by Intl.PluralRules).
        #expect(LiveScript.bytes.count <= 2560)
        let html = page.handle(FormHTTPRequest(method: "GET", path: "/form"))
        #expect(page.scriptURL == "/form/live.js?v=" + LiveScript.version)
        #expect(html.text.contains(#"<script src="/form/live.js?v=\#(LiveScript.version)" defer></script>"#))
        let policy = html.header("Content-Security-Policy") ?? ""
        #expect(policy.contains("script-src 'self'"))
        #expect(policy.contains("connect-src 'self'"))
        let script = page.handle(FormHTTPRequest(method: "GET", path: page.scriptURL))
        #expect(script.status == 200)
        #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
        #expect(script.header("Cache-Control")?.contains("immutable") == true)
        #expect(script.body == Data(LiveScript.bytes))
        #expect(page.handle(FormHTTPRequest(method: "POST", path: "/form/live.js")).status == 405)
    }

    @Test func theStylesheetIsAFileCachedByItsHashAndThePolicyAllowsNoInlineStyle() {
        let page = makePage(makeManager { Section { TextItem("Name", key: "name") } })
        page.options.stylesheets = ["/site.css"]
        let html = page.handle(FormHTTPRequest(method: "GET", path: "/form"))
        #expect(page.stylesheetURL == "/form/form.css?v=" + FormStylesheet.version)
        #expect(html.text.contains(#"<link rel="stylesheet" href="/form/form.css?v=\#(FormStylesheet.version)"><link rel="stylesheet" href="/site.css">"#))
        #expect(!html.text.contains("<style"), "no inline style: the policy would block it")
        let policy = html.header("Content-Security-Policy") ?? ""
        #expect(policy.contains("style-src 'self'") && !policy.contains("unsafe-inline"))
        let sheet = page.handle(FormHTTPRequest(method: "GET", path: page.stylesheetURL))
        #expect(sheet.status == 200)
        #expect(sheet.header("Content-Type") == "text/css; charset=utf-8")
        #expect(sheet.header("Cache-Control")?.contains("immutable") == true)
        #expect(sheet.body == Data(FormStylesheet.bytes))
    }

    @Test func aFragmentIsTheFormAloneAndTheHeadTagsWhatItNeeds() {
        let manager = makeManager {
            FormStep("Account") { Section { TextItem("Email", key: "email") } }
            FormStep("Shipping") { Section { TextItem("City", key: "city") } }
        }
        manager.nextStep()
        let page = makePage(manager)
        let fragment = page.renderFragment()
        #expect(!fragment.contains("<html") && !fragment.contains("<h1") && !fragment.contains("<head"))
        #expect(fragment.hasPrefix(#"<button type="submit" form="form" name="_action" value="back" formnovalidate class="back-link">Back</button>"#))
        #expect(fragment.contains(#"<form id="form""#) && fragment.contains("f-city") && fragment.contains(#"class="steps""#))
        #expect(page.headTags == #"<link rel="stylesheet" href="\#(page.stylesheetURL)"><script src="\#(page.scriptURL)" defer></script>"#)
        #expect(FormPage.contentSecurityPolicy.contains("style-src 'self'"))
    }

    /// What can be read off the script's text; Tests/Browser runs it in Chromium (the focused
    /// control kept, late replies, rows revealed without a page load).
    @Test func theScriptSendsOnChangeWithTokenRevisionAndHeaderAndKeepsTheFocusedControl() {
        let source = LiveScript.source
        #expect(source.contains(#"L=(t,h)=>f.addEventListener(t,h)"#) && source.contains(#"L("change""#))
        // Typing posts nothing: the only `input` listener updates a character count, on the page.
        #expect(source.contains(#"L("input",e=>C(e.target))"#) && !source.contains("keyup") && !source.contains("keydown"))
        #expect(source.contains(#""X-Form-Live":"1""#))
        #expect(source.contains("_csrf") && source.contains("_revision") && source.contains("_field"))
        #expect(source.contains("AbortController") && source.contains("abort()"))
        #expect(source.contains("j.revision>v"))
        #expect(source.contains("D=document") && source.contains("D.activeElement"))
        #expect(source.contains("defaultValue") && source.contains("defaultChecked") && source.contains("defaultSelected"))
    }

    @Test func withoutTheScriptAFullPostStillBindsAndShowsWhatItRevealed() {
        let page = revealingForm()
        let response = page.post([("/more", "on"), ("/last", "Z")])
        #expect(response.status == 200, "A, B and C appeared: shown, not submitted unseen")
        #expect(response.text.contains("(A, B, C)"))
        #expect(page.manager.item(forKey: "last", as: TextItem.self)?.value == "Z")
        let html = page.get()
        #expect(html.contains(#"<div id="f-a:row">"#))
        #expect(html == page.get())
    }
}

/// Rows the page cannot place one by one.
@MainActor @Suite struct LiveUpdateFallbackTests {
    @Test func aRowRevealedInAGroupThePageDoesNotShowYetAsksForTheWholePage() throws {
        let page = makePage(makeManager {
            Section {
                BoolItem("More", key: "more", value: false)
                FieldGroup("Address", key: "address") {
                    TextItem("City", key: "city").hidden(when: .value("/more", is: false))
                }
            }
        })
        #expect(!page.get().contains("f-address-city"))
        let update = try reply(page.live("/more", ["on"]))
        #expect(update == LiveUpdate(revision: 1, reload: true, fragments: []))
        #expect(page.get().contains(#"<div id="f-address-city:row">"#))
    }
}

/// Rows that move.
@MainActor @Suite struct LiveUpdateMoveTests {
    @Test func aRowThatTheChangeMovesAnswersWithOneMoveAfterItsNewNeighbour() throws {
        let sort = BoolItem("Last first", key: "sort", value: false)
        let a = TextItem("A", key: "a")
        let b = TextItem("B", key: "b")
        let c = TextItem("C", key: "c")
        let page = makePage(makeManager { Section { sort; a; b; c } })
        sort.onChange = { _ in
            guard let bunch = c.associatedBunch else { return }
            bunch.removeItem(c)
            bunch.insertItem(c, above: a)
            bunch.reload()
        }
        let update = try reply(page.live("/sort", ["on"]))
        let moves = update.fragments.filter { $0.kind != .reload }
        #expect(moves.map(\.kind) == [.move])
        #expect(moves.first?.id == "f-c:row")
        #expect(moves.first?.after == "f-sort:row")
        #expect(page.get().range(of: "f-c:row")!.lowerBound < page.get().range(of: "f-a:row")!.lowerBound)
    }
}

/// Naming the posted field and the batch's rows in a form of several sections and bunches.
@MainActor @Suite struct LiveUpdateLookupTests {
    @Test func rowsRevealedInLaterSectionsAndBunchesAreNamedByTheirOwnIDs() throws {
        let page = makePage(makeManager {
            Section(header: "One") {
                BoolItem("More", key: "more", value: false)
                TextItem("A", key: "a")
            }
            Section(header: "Two") {
                ItemBunch(items: [TextItem("B", key: "b"), TextItem("C", key: "c").hidden(when: .value("more", is: false))])
                ItemBunch(items: [TextItem("D", key: "d").hidden(when: .value("more", is: false)), TextItem("E", key: "e")])
            }
        })
        let shown = try reply(page.live("/more", ["on"]))
        #expect(shown.fragments.filter { $0.kind == .insert }.map { "\($0.id) after \($0.after ?? "-") before \($0.before ?? "-")" }
                == ["f-c:row after f-b:row before -", "f-d:row after f-c:row before -"])
        #expect(shown.fragments.filter { $0.kind == .reload }.map(\.id) == ["f-more:row", "live-status"])
        let typed = try reply(page.live("/d", ["Dee"]))
        #expect(typed.fragments.map { "\($0.kind) \($0.id)" } == ["reload f-d:row"])
        let hidden = try reply(page.live("/more", []))
        #expect(hidden.fragments.filter { $0.kind == .delete }.map(\.id) == ["f-c:row", "f-d:row"])
    }

    @Test func fieldsInGroupsKeysWithASlashAndCardPartsAreFoundByTheirPointers() throws {
        let town = TextItem("Town", key: "town")
        let city = TextItem("City", key: "city")
        let page = makePage(makeManager {
            Section {
                town
                FieldGroup("Address", key: "address") { city }
                TextItem("Either", key: "a/b")
                CreditCardItem("Card", key: "card")
            }
        })
        #expect(try reply(page.live("/address/city", ["Lyon"])).fragments.map(\.id) == ["f-address-city:row"])
        #expect(city.value == "Lyon" && town.value == "")
        #expect(try reply(page.live("/a~1b", ["x"])).fragments.map(\.id) == ["f-a.2Fb:row"])
        #expect(try reply(page.live("/card/number", ["4111 1111 1111 1111"])).fragments.map(\.id) == ["f-card:row"])
        #expect(try reply(page.live("/address", ["x"])).fragments.isEmpty)
    }

    /// A condition inside a repeating row ("Current job" hides that row's End date) updates the
    /// page live: the reply deletes the End date's row — before, it was `{"fragments":[]}` and the
    /// browser kept asking for a date.
    @Test func aConditionInsideARowHidesItsFieldLive() throws {
        let section = workSection(jobs: 2)
        let page = makePage(makeManager { section })
        #expect(page.render().contains(#"id="f-jobs-1-end""#))
        let update = try reply(page.live("/jobs/1/current", ["on"]))
        #expect(update.fragments.map { "\($0.kind) \($0.id)" }.contains("delete f-jobs-1-end:row"), "\(update.fragments.map { "\($0.kind) \($0.id)" })")
        #expect(!update.fragments.contains { $0.id == "f-jobs-0-end:row" }, "the other row keeps its End date")
        let back = try reply(page.live("/jobs/1/current", []))
        #expect(back.fragments.contains { $0.kind == .insert && $0.id == "f-jobs-1-end:row" })
    }
}


/// A form built as the README builds one — `AdapterManager(adapter: ListAdapter())`, no collection
/// view — updates live too: before, its live replies were always `{"fragments":[]}`, so a
/// condition (in a row or not) never changed the page.
@MainActor @Suite struct LiveUpdateWithoutACollectionViewTests {
    @Test func aFormWithoutACollectionViewStillAnswersWithTheRowsThatChanged() throws {
        let work = workSection(jobs: 1)
        let manager = AdapterManager(adapter: ListAdapter()) { work }
        #expect(manager.adapter.collectionView == nil)
        let page = makePage(manager)
        _ = page.render()
        let update = try reply(page.live("/jobs/0/current", ["on"]))
        #expect(update.fragments.contains { $0.kind == .delete && $0.id == "f-jobs-0-end:row" }, "\(update.fragments.map(\.id))")
    }
}

/// A "Work" section of `jobs` rows of work experience whose "Current job" box hides that row's
/// required End date.
@MainActor
func workSection(jobs: Int) -> Section {
    let rows = RepeatingRows("Jobs", key: "jobs", rowTitle: "Job", count: jobs) {
        TextItem("Employer", key: "employer")
        BoolItem("Current job", key: "current")
        TextItem("End date", key: "end").validated(by: .required).hidden(when: .value("current", is: true))
    }
    let section = Section(header: "Work")
    section.add(rows)
    return section
}
