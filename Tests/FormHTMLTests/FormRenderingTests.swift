import Foundation
import FormKit
import Testing
@testable import FormHTML

/// The exact markup of small forms, one item kind at a time.
@MainActor @Suite struct FormRenderingTests {
    /// The form of one section holding `item`, without the section's own lines and without the
    /// row's wrapper (`<div id="…:row">`, checked by its own test): the item's own markup.
    private func markup(_ item: Item) -> String {
        let page = makePage(makeManager { Section { item } })
        let lines = formBody(page.render()).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let inner = lines.filter { !$0.hasPrefix("<form") && !$0.hasPrefix("<section") && !$0.hasPrefix("</section") && !$0.hasPrefix("<div class=\"actions\"") && $0 != "</form>" }
            .joined(separator: "\n")
        let wrapper = "<div id=\"" + FormRenderer.rowID(item) + "\">"
        guard inner.hasPrefix(wrapper), inner.hasSuffix("</div>") else { return inner }
        return String(inner.dropFirst(wrapper.count).dropLast("</div>".count))
    }

    @Test func everyItemRowHasAWrapperWithAStableIDThatLiveUpdatesTarget() {
        let page = makePage(makeManager { Section { TextItem("Name", key: "name"); LabelItem("Note") } })
        let body = formBody(page.render())
        #expect(body.contains(#"<div id="f-name:row"><div class="field"><label for="f-name">Name</label>"#))
        #expect(body.contains(#"<div id="i-0-0-1:row"><p class="label" id="i-0-0-1">Note</p></div>"#))
        #expect(page.render() == page.render())
    }

    @Test func aTextFieldHasALabelItsValueAndItsValidatorsAsConstraints() {
        #expect(markup(TextItem("Name", key: "name", value: "Ada", placeholder: "Jane").validated(by: .required, .length(min: 2, max: 40)))
                == #"<div class="field"><label for="f-name">Name</label><input type="text" id="f-name" name="/name" value="Ada" required minlength="2" maxlength="40" placeholder="Jane" autocomplete="name"><p class="hint count" id="f-name:count" data-max="40" aria-live="polite">You can enter up to 40 characters</p></div>"#)
    }

    @Test func aPatternValidatorBecomesThePatternAttribute() {
        #expect(markup(TextItem("Code", key: "code").validated(by: .pattern("[A-Z]{3}")))
                == #"<div class="field"><label for="f-code">Code</label><input type="text" id="f-code" name="/code" pattern="[A-Z]{3}"></div>"#)
    }

    @Test func anEmailFieldIsTypeEmailWithItsToken() {
        #expect(markup(TextItem("Email", key: "contact").validated(by: .email))
                == #"<div class="field"><label for="f-contact">Email</label><input type="email" id="f-contact" name="/contact" autocomplete="email"></div>"#)
    }

    @Test func aNewPasswordHasAMinimumLengthAndACurrentOneDoesNot() {
        #expect(markup(TextItem("Password", key: "password", isSecure: true).validated(by: .length(min: 8)))
                == #"<div class="field"><label for="f-password">Password</label><input type="password" id="f-password" name="/password" minlength="8" autocomplete="new-password"></div>"#)
        #expect(markup(TextItem("Password", key: "password", isSecure: true))
                == #"<div class="field"><label for="f-password">Password</label><input type="password" id="f-password" name="/password" autocomplete="current-password"></div>"#)
    }

    @Test func aHeldPasswordIsNeverWrittenAndIsNoLongerRequired() {
        let html = markup(TextItem("Password", key: "password", value: "hunter22", isSecure: true).validated(by: .required))
        #expect(html == #"<div class="field"><label for="f-password">Password</label><p class="hint" id="f-password:hint">Already entered: leave it empty to keep it, or type a new one.</p><input type="password" id="f-password" name="/password" autocomplete="current-password" aria-describedby="f-password:hint"></div>"#)
        #expect(!html.contains("hunter22"))
    }

    @Test func aLongTextIsATextareaThatKeepsALeadingNewline() {
        #expect(markup(LongTextItem("Bio", key: "bio", value: "\nline"))
                == "<div class=\"field\"><label for=\"f-bio\">Bio</label><textarea id=\"f-bio\" name=\"/bio\" rows=\"4\">\n\nline</textarea></div>")
    }

    @Test func numbersAreTypeNumberWithRangeAndStep() {
        #expect(markup(NumberItem("Age", key: "age", value: "42", isInteger: true).validated(by: .range(0...130)))
                == #"<div class="field"><label for="f-age">Age</label><input type="number" id="f-age" name="/age" value="42" min="0" max="130" step="1"></div>"#)
        #expect(markup(StepperItem("Guests", key: "guests", value: 3, range: 1...10))
                == #"<div class="field"><label for="f-guests">Guests</label><input type="number" id="f-guests" name="/guests" value="3" min="1" max="10" step="1"></div>"#)
        #expect(markup(FloatItem("Volume", key: "volume", value: 0.5))
                == #"<div class="field"><label for="f-volume">Volume</label><input type="number" id="f-volume" name="/volume" value="0.5" min="0" max="1" step="any"></div>"#)
    }

    @Test func aPatternedNumberIsNumericTextWithAFormatHint() {
        #expect(markup(NumberItem("Code", key: "code", value: "1234", pattern: "XX-XX"))
                == #"<div class="field"><label for="f-code">Code</label><p class="hint" id="f-code:hint">Format: 00-00</p><input type="text" id="f-code" name="/code" value="12-34" inputmode="numeric" aria-describedby="f-code:hint"></div>"#)
    }

    @Test func aSwitchIsACheckboxBeforeItsLabel() {
        #expect(markup(BoolItem("Newsletter", key: "newsletter", value: true))
                == #"<div class="field choice"><input type="checkbox" id="f-newsletter" name="/newsletter" value="on" checked><label for="f-newsletter">Newsletter</label></div>"#)
    }

    @Test func radiosAreAFieldsetWithALegend() {
        #expect(markup(RadioItem("Plan", key: "plan", options: ["Free", "Pro"], value: "Pro").validated(by: .required))
                == #"<fieldset class="field" id="f-plan"><legend>Plan</legend><div class="choice"><input type="radio" id="f-plan:0" name="/plan" value="Free" required><label for="f-plan:0">Free</label></div><div class="choice"><input type="radio" id="f-plan:1" name="/plan" value="Pro" checked required><label for="f-plan:1">Pro</label></div></fieldset>"#)
    }

    @Test func aDisabledOptionIsShownDisabledUnlessItIsChosen() {
        let plan = RadioItem("Plan", key: "plan", options: ["Free", "Pro", "Team"], value: "Team")
        plan.disabledOptions = ["Pro", "Team"]
        #expect(markup(plan)
                == #"<fieldset class="field" id="f-plan"><legend>Plan</legend><div class="choice"><input type="radio" id="f-plan:0" name="/plan" value="Free"><label for="f-plan:0">Free</label></div><div class="choice"><input type="radio" id="f-plan:1" name="/plan" value="Pro" disabled><label for="f-plan:1">Pro</label></div><div class="choice"><input type="radio" id="f-plan:2" name="/plan" value="Team" checked><label for="f-plan:2">Team</label></div></fieldset>"#)
    }

    @Test func aPostChoosingADisabledOptionIsRefusedBesideTheField() {
        let plan = RadioItem("Plan", key: "plan", options: ["Free", "Pro"], value: "Free")
        plan.disabledOptions = ["Pro"]
        let page = makePage(makeManager { Section { plan } })
        let answer = page.post([("/plan", "Pro")])
        #expect(answer.status == 422)
        #expect(plan.value == "Free")
    }

    @Test func multipleChoiceIsAFieldsetOfCheckboxesWithOneName() {
        #expect(markup(MultipleChoiceItem("Topics", key: "topics", options: ["Swift", "a,b"], value: ["a,b"]))
                == #"<fieldset class="field" id="f-topics"><legend>Topics</legend><div class="choice"><input type="checkbox" id="f-topics:0" name="/topics" value="Swift"><label for="f-topics:0">Swift</label></div><div class="choice"><input type="checkbox" id="f-topics:1" name="/topics" value="a,b" checked><label for="f-topics:1">a,b</label></div></fieldset>"#)
    }

    @Test func aPickerIsASelectWithAnEmptyChoice() {
        #expect(markup(PickerItem("Fruit", key: "fruit", components: [["Apple", "Pear"]], value: ["Pear"]))
                == #"<div class="field"><label for="f-fruit">Fruit</label><select id="f-fruit" name="/fruit"><option value="">Choose…</option><option value="Apple">Apple</option><option value="Pear" selected>Pear</option></select></div>"#)
    }

    @Test func datesUseTheBrowsersControlsInTheDefaultFormats() {
        let utc = TimeZone(identifier: "UTC")!
        let date = Date(timeIntervalSince1970: 86_400 * 365 + 3_600 * 14 + 60 * 30)
        #expect(markup(DateTimeItem("Day", key: "day", value: date, mode: .date, timeZone: utc))
                == #"<div class="field"><label for="f-day">Day</label><input type="date" id="f-day" name="/day" value="1971-01-01"></div>"#)
        #expect(markup(DateTimeItem("At", key: "at", value: date, mode: .dateAndTime, timeZone: utc))
                == #"<div class="field"><label for="f-at">At</label><input type="datetime-local" id="f-at" name="/at" value="1971-01-01T14:30"></div>"#)
        #expect(markup(DateTimeItem("Alarm", key: "alarm", mode: .time, timeZone: utc))
                == #"<div class="field"><label for="f-alarm">Alarm</label><input type="time" id="f-alarm" name="/alarm"></div>"#)
    }

    @Test func aCardIsAFieldsetOfThreeAutofilledPartsThatNeverShowItsDigits() {
        let html = markup(CreditCardItem("Card", key: "card", value: .init(number: "4111111111111111", expiry: "12/29", cvv: "123")))
        #expect(html == #"<fieldset class="field" id="f-card" aria-describedby="f-card:hint"><legend>Card</legend><p class="hint" id="f-card:hint">Already entered: leave a part empty to keep it, or type it again.</p><label for="f-card:number">Card number</label><input type="text" id="f-card:number" name="/card/number" autocomplete="cc-number" inputmode="numeric"><label for="f-card:expiry">Expiry date (MM/YY)</label><input type="text" id="f-card:expiry" name="/card/expiry" autocomplete="cc-exp"><label for="f-card:cvv">Security code</label><input type="text" id="f-card:cvv" name="/card/cvv" autocomplete="cc-csc" inputmode="numeric"></fieldset>"#)
        for secret in ["4111", "1111", "12/29", "123"] { #expect(!html.contains(secret)) }
    }

    @Test func aDisabledItemIsDisabledAndAHiddenOneIsNotRendered() {
        let page = makePage(makeManager {
            Section {
                TextItem("Billing", key: "billing", value: "B-1").disabled()
                TextItem("Team", key: "team").hidden(when: .isEmpty("billing"))
                TextItem("Gone", key: "gone").hidden(when: .value("billing", is: "B-1"))
            }
        })
        let html = page.render()
        #expect(html.contains(#"<input type="text" id="f-billing" name="/billing" disabled value="B-1">"#))
        #expect(!html.contains("f-gone"))
        #expect(html.contains("f-team"))
    }

    @Test func labelsAndButtonsAndSectionHeadersAndFooters() {
        let page = makePage(makeManager {
            Section(header: "Head", footer: "Foot") {
                LabelItem("Note", detail: "hi")
                ButtonItem("Pay")
            }
        })
        #expect(formBody(page.render()) == """
        <form id="form" method="post" action="/form" accept-charset="utf-8" data-live data-revision="0">
        <section><h2>Head</h2>
        <div id="i-0-0-0:row"><p class="label" id="i-0-0-0">Note: hi</p></div>
        <div id="i-0-0-1:row"><div class="field"><button type="submit" name="_action" value="press:i-0-0-1" id="i-0-0-1">Pay</button></div></div>
        <p class="footer">Foot</p></section>
        <div class="actions"><button type="submit" name="_action" value="submit" class="primary">Submit</button></div>
        </form>
        """)
    }

    @Test func repeatingRowsHaveAddRemoveAndMoveButtons() {
        let page = makePage(makeManager {
            Section {
                RepeatingRows("Emails", key: "emails", rowTitle: "Email", count: 2) { TextItem("Email", key: "e") }
            }
        })
        #expect(formBody(page.render()) == """
        <form id="form" method="post" action="/form" accept-charset="utf-8" data-live data-revision="0">
        <section>
        <fieldset class="rows" id="g-emails"><legend>Emails</legend>
        <div class="row" id="g-emails-0"><div class="row-actions"><button type="submit" name="_action" value="delete:/emails/0" formnovalidate>Remove<span class="visually-hidden"> Email 1</span></button><button type="submit" name="_action" value="down:/emails/0" formnovalidate class="move">↓<span class="visually-hidden"> Move Email 1 down</span></button></div>
        <div id="f-emails-0:row"><div class="field"><label for="f-emails-0">Email 1</label><input type="text" id="f-emails-0" name="/emails/0"></div></div>
        </div>
        <div class="row" id="g-emails-1"><div class="row-actions"><button type="submit" name="_action" value="delete:/emails/1" formnovalidate>Remove<span class="visually-hidden"> Email 2</span></button><button type="submit" name="_action" value="up:/emails/1" formnovalidate class="move">↑<span class="visually-hidden"> Move Email 2 up</span></button></div>
        <div id="f-emails-1:row"><div class="field"><label for="f-emails-1">Email 2</label><input type="text" id="f-emails-1" name="/emails/1"></div></div>
        </div>
        <div id="i-0-3-0:row"><div class="field"><button type="submit" name="_action" value="add:/emails" formnovalidate>Add another email</button></div></div>
        </fieldset>
        </section>
        <div class="actions"><button type="submit" name="_action" value="submit" class="primary">Submit</button></div>
        </form>
        """)
    }

    @Test func groupsAreFieldsetsAndTheirFieldsNestedPointers() {
        let page = makePage(makeManager {
            Section {
                FieldGroup("Address", key: "address") { TextItem("City", key: "city") }
            }
        })
        #expect(page.render().contains("""
        <fieldset class="group" id="g-address"><legend>Address</legend>
        <div id="f-address-city:row"><div class="field"><label for="f-address-city">City</label><input type="text" id="f-address-city" name="/address/city" autocomplete="address-level2"></div></div>
        </fieldset>
        """))
    }

    @Test func idsAreDerivedFromPointersUniquelyAndEscaped() {
        #expect(HTMLIdentifier.field("/first_name") == "f-first_name")
        #expect(HTMLIdentifier.field("/a-b") == "f-a.2Db")
        #expect(HTMLIdentifier.field("/a/b") == "f-a-b")
        #expect(HTMLIdentifier.field("/a~1b") == "f-a.2Fb")
        #expect(HTMLIdentifier.field("/中") == "f-.E4.B8.AD")
        #expect(HTMLIdentifier.field("/a b") == "f-a.20b")
        #expect(HTMLIdentifier.part("f-a", "0") == "f-a:0")
    }

    @Test func twoRendersAndTwoFormsGiveByteIdenticalPages() {
        func build() -> FormPage {
            makePage(makeManager {
                Section(header: "S") {
                    TextItem("Name", key: "name").validated(by: .required)
                    RepeatingRows("Emails", key: "emails", rowTitle: "Email", count: 2) { TextItem("Email", key: "e") }
                    RadioItem("Plan", key: "plan", options: ["A", "B"])
                }
            })
        }
        let first = build(), second = build()
        #expect(first.render() == first.render())
        #expect(first.render() == second.render())
        // Every id is unique.
        let ids = first.render().components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count)
    }

    @Test func aStepFormShowsItsCurrentStepWithBackAndNext() {
        let manager = makeManager {
            FormStep("Account") { Section { TextItem("Email", key: "email") } }
            FormStep("Shipping") { Section { TextItem("City", key: "city") } }
        }
        let page = makePage(manager)
        var html = page.render()
        #expect(html.contains(#"<p class="caption" id="progress">Step 1 of 2: Account</p><h1>Test</h1>"#))
        #expect(html.contains(#"<ol class="steps" aria-label="Steps"><li data-state="current" aria-current="step">Account</li><li data-state="todo">Shipping<span class="visually-hidden"> (to do)</span></li></ol>"#))
        #expect(html.contains("f-email") && !html.contains("f-city"))
        #expect(html.contains(#"<div class="actions"><button type="submit" name="_action" value="next" class="primary">Next</button></div>"#))
        #expect(!html.contains("back-link"), "no Back on the first step")
        manager.nextStep()
        html = page.render()
        #expect(!html.contains("f-email") && html.contains("f-city"))
        // Back is a link at the top (it posts the form it names, unchecked); one primary button.
        #expect(html.contains(#"<main><button type="submit" form="form" name="_action" value="back" formnovalidate class="back-link">Back</button>"#))
        #expect(html.contains(#"<li data-state="done">Account<span class="visually-hidden"> (done)</span></li><li data-state="current" aria-current="step">Shipping</li>"#))
        #expect(html.contains(#"<div class="actions"><button type="submit" name="_action" value="submit" class="primary">Submit</button></div>"#))
    }

    @Test func autocompleteTokensFollowKeysAndTheCallersChoice() {
        let page = makePage(makeManager {
            Section {
                TextItem("Phone", key: "phone")
                TextItem("Username", key: "username")
                TextItem("Nickname", key: "nick")
                TextItem("Code", key: "otp").validated(by: .phone(pattern: "[0-9]{6}"))
            }
        })
        page.options.autocomplete = ["/nick": "nickname", "otp": "one-time-code"]
        let html = page.render()
        #expect(html.contains(#"<input type="tel" id="f-phone" name="/phone" autocomplete="tel">"#))
        #expect(html.contains(#"<input type="text" id="f-username" name="/username" autocomplete="username">"#))
        #expect(html.contains(#"<input type="text" id="f-nick" name="/nick" autocomplete="nickname">"#))
        #expect(html.contains(#"<input type="tel" id="f-otp" name="/otp" pattern="[0-9]{6}" autocomplete="one-time-code">"#))
    }

    @Test func theDocumentHasALanguageATitleAndNoValidateWhenAsked() {
        let page = makePage(makeManager { Section { TextItem("A", key: "a") } }, title: "Sign <up>")
        page.options.usesBrowserValidation = false
        let html = withoutCountSentences(page.render())
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"))
        #expect(html.contains("<title>Sign &lt;up&gt;</title>"))
        #expect(html.contains("<h1>Sign &lt;up&gt;</h1>"))
        #expect(html.contains(#"<form id="form" method="post" action="/form" accept-charset="utf-8" novalidate data-live data-revision="0">"#))
    }
}

/// HTML's `pattern` attribute is compiled with the `v` flag, FormKit's patterns with the `u` flag:
/// the attribute is the same rule written for `v`.
@Suite struct PatternAttributeTests {
    @Test(arguments: [
        (#"^\+?[0-9][0-9 ()-]{5,18}[0-9]$"#, #"^\+?[0-9][0-9 \(\)\-]{5,18}[0-9]$"#),
        ("[A-Z]{3}", "[A-Z]{3}"),
        ("[a-z-0]", #"[a-z\-0]"#),
        ("[-a]", #"[\-a]"#),
        ("[^&&]", #"[^\&\&]"#),
        (#"[\d.]+"#, #"[\d\.]+"#),
        ("(a|b)[|]", #"(a|b)[\|]"#),
        ("[[]", #"[\[]"#),
        (#"\[x]"#, #"\[x]"#),
    ])
    func aPatternIsWrittenToMeanTheSameUnderTheVFlag(given: String, written: String) {
        #expect(PatternAttribute.vFlagSource(given) == written)
    }

    @Test func aMalformedPatternWritesNoAttribute() {
        #expect(PatternAttribute.vFlagSource("[abc") == nil)
        #expect(PatternAttribute.vFlagSource(#"abc\"#) == nil)
    }
}

/// Shapes a document describes, on a page: every element id is unique.
@MainActor @Suite struct ShapeIdentifierTests {
    @Test func anArrayOfArraysAlternativesAndAnAddablePartHaveUniqueIds() throws {
        let matrix = RepeatingRows("Matrix", key: "matrix", rowTitle: "Line") {
            RepeatingRows("Cells", key: "cells", rowTitle: "Cell") { TextItem("Cell") }
        }
        matrix.rowsAreArrays = true
        let payment = FieldAlternatives("Pay by", key: nil) {
            FieldBranch("Card") { TextItem("Number", key: "number") }
            FieldBranch("Bank") { TextItem("IBAN", key: "iban") }
        }
        let address = FieldGroup("Address", key: "address", isAddable: true, isPresent: true) { TextItem("Street", key: "street") }
        let manager = makeManager { Section { matrix; payment; address } }
        try manager.setValues(["matrix": [["a", "b"], ["c"]]])
        let html = makePage(manager).render()
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
        #expect(html.contains(#"name="/matrix/1/0""#))
        #expect(html.contains(#"name="/~~Pay by""#) && html.contains(#"name="/address/~~included""#))
    }
}

/// Themes add classes beside the structure; an override of one control changes that control only.
@MainActor @Suite struct ThemeTests {
    func page(_ theme: FormTheme) -> FormPage {
        let page = makePage(makeManager {
            Section {
                TextItem("Name", key: "name").validated(by: .required)
                TextItem("Postcode", key: "postcode")
                RadioItem("Plan", key: "plan", options: ["Free", "Pro"])
            }
        })
        page.options.theme = theme
        return page
    }

    @Test func bootstrapAddsItsClassesAndLoadsItsStylesheetInsteadOfThePackages() {
        let html = page(.bootstrap5(stylesheet: "/assets/bootstrap.min.css")).render()
        #expect(html.contains(#"<link rel="stylesheet" href="/assets/bootstrap.min.css">"#) && !html.contains("form.css"))
        #expect(html.contains(#"<div class="field mb-3"><label for="f-name" class="form-label fw-semibold">Name"#))
        #expect(html.contains(#"<input type="text" id="f-name" name="/name" class="form-control form-control-lg" required"#))
        #expect(html.contains(#"<div class="choice form-check"><input type="radio" id="f-plan:0" name="/plan" value="Free" class="form-check-input">"#))
        #expect(html.contains(#"<button type="submit" name="_action" value="submit" class="primary btn btn-primary btn-lg">Submit</button>"#))
    }

    @Test func anErrorGetsTheThemesInvalidClassBesideAriaInvalid() {
        let page = page(.bootstrap5(stylesheet: "/b.css"))
        let html = page.post([("/name", "")]).text
        #expect(html.contains(#"class="form-control form-control-lg is-invalid""#))
        #expect(html.contains(#"<p class="error-message invalid-feedback d-block">"#))
        #expect(html.contains(#"class="error-summary alert alert-danger""#))
    }

    @Test func anOverrideOfOneControlChangesThatControlOnlyAndStaysEscaped() {
        var theme = FormTheme.default
        theme.controlClasses = { control in control.pointer == "/postcode" ? #"narrow" onfocus="x"# : nil }
        let html = page(theme).render()
        #expect(html.contains(#"<input type="text" id="f-postcode" name="/postcode" class="narrow&quot; onfocus=&quot;x" autocomplete="postal-code">"#))
        #expect(html.contains(#"<input type="text" id="f-name" name="/name" required autocomplete="name">"#), "the other controls are as they were")
        #expect(!html.contains(#"onfocus="x""#))
    }
}

/// A team's markup for one control: typed and escaped, the rest of the page the package's, and the
/// control still posts and shows its errors.
@MainActor @Suite struct ControlMarkupTests {
    func page() -> (FormPage, TextItem) {
        let postcode = TextItem("Post<code>", key: "postcode").validated(by: .required)
        let page = makePage(makeManager {
            Section {
                TextItem("Name", key: "name")
                postcode
            }
        })
        var theme = FormTheme.default
        theme.controlMarkup = { parts, markup in
            guard parts.name == "/postcode" else { return false }
            var attributes: [HTMLMarkup.Attribute] = [.attr(.class, "postcode-field"), .data("kind", parts.kind), .data("Bad Name", "x")]
            if !parts.errors.isEmpty { attributes.append(.attr(.class, "has-errors")) }
            markup.open(.div, attributes)
            markup.element(.label, [.attr(.for, parts.id)], text: parts.title)
            for error in parts.errors { markup.element(.p, [.attr(.id, parts.errorID)], text: error) }
            var input: [HTMLMarkup.Attribute] = [.attr(.id, parts.id), .attr(.type, "text"), .attr(.value, parts.value), .attr(.size, "8")]
            if let name = parts.name { input.append(.attr(.name, name)) }
            markup.void(.input, input)
            markup.close(.div)
            return true
        }
        page.options.theme = theme
        return (page, postcode)
    }

    @Test func theOverrideWritesThatControlOnlyEscaped() {
        let (page, _) = page()
        let html = page.render()
        #expect(html.contains(#"<div class="postcode-field" data-kind="text"><label for="f-postcode">Post&lt;code&gt;</label><input id="f-postcode" type="text" value="" size="8" name="/postcode"></div>"#))
        #expect(!html.contains("Bad Name") && !html.contains("data-Bad"), "an attribute name HTML cannot have writes nothing")
        #expect(html.contains(#"<label for="f-name">Name</label><input type="text" id="f-name" name="/name" autocomplete="name">"#), "the other control is the package's")
    }

    @Test func theOverriddenControlStillPostsAndItsErrorsReachTheSummary() {
        let (page, postcode) = page()
        let refused = page.post([("/postcode", "")])
        #expect(refused.status == 422)
        #expect(refused.text.contains(##"<li><a href="#f-postcode">Post<code> is required</a></li>"##.replacingOccurrences(of: "<code>", with: "&lt;code&gt;")))
        #expect(refused.text.contains(#"<p id="f-postcode:error">Post&lt;code&gt; is required</p>"#))
        _ = page.post([("/postcode", "SW1A 1AA")])
        #expect(postcode.value == "SW1A 1AA")
    }
}
