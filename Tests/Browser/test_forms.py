"""The demo forms in Chromium, as a person uses them: `Demo serve` in a real browser over WebDriver.

Run by Scripts/browser-tests (which finds Chromium, chromedriver and axe-core, builds nothing and
sets DEMO_BINARY, CHROMIUM, CHROMEDRIVER and AXE_CORE).
"""
import os
import unittest

import webdriver
from harness import FIXTURES, BrowserTest, scenario


class SubmittingWithJavaScript(BrowserTest):
    """Fill in, submit, fix, submit again: the page as a person with a usual browser sees it."""

    @scenario
    def test_a_filled_in_form_answers_with_the_success_page_and_its_values(self):
        self.open("/signup")
        self.fill("#f-name", "Ada Lovelace")
        self.fill("#f-email", "ada@example.com")
        self.fill("#f-password", "analytical engine")
        self.field("label[for='f-plan:1']").click()
        self.press(".actions button[value=submit]")
        values = self.submitted_values("signup")
        self.assertEqual(values["name"], "Ada Lovelace")
        self.assertEqual(values["email"], "ada@example.com")
        self.assertEqual(values["plan"], "Pro")
        self.assertNotIn("analytical engine", self.browser.source, "a secret was written into a page")

    @scenario
    def test_an_invalid_submit_shows_the_summary_focused_errors_beside_fields_and_keeps_typing(self):
        self.open("/signup")
        self.fill("#f-name", "Ada Lovelace")
        # `ada@example` is a valid email to the browser (HTML's rule) but not to the form's rule,
        # which wants a dotted domain: the server refuses it.
        self.fill("#f-email", "ada@example")
        self.fill("#f-password", "analytical engine")
        self.press(".actions button[value=submit]")

        self.assertTrue(self.browser.title.startswith("Error: "), self.browser.title)
        summary = self.field("#error-summary")
        self.assertEqual(self.browser.active(), summary, "the error summary has focus on load")
        link = self.field("#error-summary a[href='#f-email']")
        self.assertTrue(link.text, "the summary links to the field")
        email = self.field("#f-email")
        self.assertEqual(email.attribute("aria-invalid"), "true")
        described = email.attribute("aria-describedby") or ""
        self.assertIn("f-email:error", described.split())
        self.assertTrue(self.text("[id='f-email:error']"), "the error is beside its field")
        # Everything typed is still there, the secret aside.
        self.assertEqual(self.value("#f-name"), "Ada Lovelace")
        self.assertEqual(self.value("#f-email"), "ada@example")
        self.assertEqual(self.value("#f-password"), "")
        self.assertNotIn("analytical engine", self.browser.source)

        # The summary's link takes the person to the field.
        link.click()
        self.browser.wait(lambda: self.browser.active() == email, "the email field to take focus")
        # Fixed, and sent again: the success page.
        self.fill("#f-email", "ada@example.com")
        self.fill("#f-password", "analytical engine")
        self.press(".actions button[value=submit]")
        values = self.submitted_values("signup")
        self.assertEqual(values["email"], "ada@example.com")


    @scenario
    def test_the_browser_stops_an_empty_required_field_before_posting(self):
        self.open("/signup")
        self.fill("#f-email", "ada@example.com")
        self.field(".actions button[value=submit]").click()
        self.assertTrue(self.browser.url.endswith("/signup"))
        self.assertTrue(self.browser.run("return document.querySelector('#f-name').matches(':invalid')"),
                        "the constraint attributes (required) reach the browser")
        self.assertEqual(self.value("#f-email"), "ada@example.com")

    @scenario
    def test_a_server_restart_loses_nothing_typed_the_page_comes_back_filled_in(self):
        self.open("/signup")
        self.fill("#f-name", "Ada Lovelace")
        self.fill("#f-email", "ada@example.com")
        self.field("label[for='f-plan:1']").click()
        self.field("label[for='f-newsletter']").click()  # unchecked
        self.server = self.server.restarted()
        self.fill("#f-password", "analytical engine")
        self.press(".actions button[value=submit]")
        # A new secret: the old page's token is refused, and the page comes back as it was sent.
        self.assertIn("This page had expired", self.text("#error-summary"))
        self.assertEqual(self.browser.active(), self.field("#error-summary"))
        self.assertEqual(self.value("#f-name"), "Ada Lovelace")
        self.assertEqual(self.value("#f-email"), "ada@example.com")
        self.assertTrue(self.field("[id='f-plan:1']").get_property("checked"))
        self.assertFalse(self.field("#f-newsletter").get_property("checked"))
        self.assertEqual(self.value("#f-password"), "", "a secret is never written back")
        self.fill("#f-password", "analytical engine")
        self.press(".actions button[value=submit]")
        values = self.submitted_values("signup")
        self.assertEqual((values["name"], values["plan"], values["newsletter"]), ("Ada Lovelace", "Pro", False))


class SubmittingWithoutJavaScript(SubmittingWithJavaScript):
    """The same, with JavaScript off: the page works by full posts alone."""

    javascript = False


class RevealingWithoutJavaScript(BrowserTest):
    """Without JavaScript, a choice that reveals fields is never submitted unseen: the post comes
    back showing them (GOV.UK's progressive enhancement) — before, it was accepted with Seats 5,
    a value the person never saw."""

    javascript = False

    @scenario
    def test_choosing_team_comes_back_showing_team_name_and_seats_then_submits(self):
        self.open("/signup")
        self.assertFalse(self.browser.find_now("#f-team"))
        self.fill("#f-name", "Ada Lovelace")
        self.fill("#f-email", "ada@example.com")
        self.fill("#f-password", "analytical engine")
        self.field("label[for='f-plan:2']").click()  # Team
        self.press(".actions button[value=submit]")
        self.assertFalse(self.browser.url.endswith("/signup/done"), "submitted with fields the person never saw")
        self.assertIn("Your answers added questions", self.text("#notice"))
        self.assertIn("Team name, Seats", self.text("#notice"))
        self.assertEqual(self.value("#f-name"), "Ada Lovelace", "nothing typed is lost")
        self.assertEqual(self.value("#f-seats"), "5")
        self.fill("#f-team", "Engines")
        self.fill("#f-password", "analytical engine")
        self.press(".actions button[value=submit]")
        values = self.submitted_values("signup")
        self.assertEqual((values["plan"], values["team"], values["seats"]), ("Team", "Engines", 5))


class LiveUpdates(BrowserTest):
    """The live script: a change sent by itself, answered with the rows the diff changed."""

    def mark_page(self):
        self.browser.run("window.__samePage = true")

    def assert_same_page(self):
        self.assertTrue(self.browser.run("return window.__samePage === true"), "the page was loaded again")

    @scenario
    def test_a_choice_that_reveals_rows_inserts_them_without_a_page_load_and_keeps_focus_and_caret(self):
        self.open("/signup")
        self.mark_page()
        self.fill("#f-name", "Ada Lovelace")
        self.field("label[for='f-plan:2']").click()  # Team: reveals "Team name" and "Seats"
        # Back in the name field at once, the caret after "Ada", before the reply arrives. (Its row
        # may have been replaced meanwhile, by the reply to leaving it: find it again.)
        name = self.click_fresh("#f-name")
        self.browser.run("const e = document.querySelector('#f-name'); e.setSelectionRange(3, 3)")
        self.browser.wait(lambda: self.browser.find_now("#f-team"), "the revealed rows")
        self.assert_same_page()
        self.assertEqual(self.browser.active(), name, "focus stays in the field being typed")
        self.assertEqual(self.browser.run("return document.querySelector('#f-name').selectionStart"), 3)
        self.assertEqual(self.value("#f-name"), "Ada Lovelace")
        order = self.browser.run("return [...document.querySelectorAll('form [id$=\":row\"]')].map(e => e.id)")
        plan = order.index("f-plan:row")
        self.assertEqual(order[plan + 1:plan + 3], ["f-team:row", "f-seats:row"], "the rows go where the form has them")
        self.assertEqual(self.text("[role=status]"), "", "the status region is visually hidden")
        self.assertEqual(self.browser.run("return document.getElementById('live-status').textContent"), "Shown: Team name, Seats.")
        name.type(" Byron")
        self.assertEqual(self.value("#f-name"), "Ada Byron Lovelace")

        # Hidden again: the two rows leave.
        self.field("label[for='f-plan:0']").click()
        self.browser.wait(lambda: not self.browser.find_now("#f-team"), "the rows to leave")
        self.assert_same_page()

    @scenario
    def test_a_field_left_with_an_error_shows_it_beside_the_field_while_the_next_one_is_typed(self):
        self.open("/signup")
        self.mark_page()
        self.fill("#f-email", "ada@example")
        password = self.field("#f-password")
        password.click()  # leaving the email field: a change
        password.type("secret words")
        self.browser.wait(lambda: self.browser.find_now("[id='f-email:error']"), "the email error")
        self.assert_same_page()
        self.assertEqual(self.field("#f-email").attribute("aria-invalid"), "true")
        self.assertEqual(self.browser.active(), password)
        self.assertEqual(self.value("#f-password"), "secret words")
        self.assertEqual(self.value("#f-email"), "ada@example")

    @scenario
    def test_a_slow_reply_never_overwrites_what_was_typed_after_its_change_was_sent(self):
        self.open("/signup")
        self.mark_page()
        # Every reply arrives 600 ms late, as on a slow network.
        self.browser.run("const send = window.fetch; window.__pending = 0; window.fetch = async (...a) => {"
                         " window.__pending++; const r = await send(...a); await new Promise(z => setTimeout(z, 600));"
                         " window.__pending--; return r }")
        self.fill("#f-name", "Ada")
        self.field("#f-email").click()  # a change: "Ada" is sent, its reply late
        self.fill("#f-name", "Ada Lovelace")
        self.field("#f-email").click()  # a second change, queued behind the first
        self.field("#f-email").type("ada@example.com")
        self.browser.wait(lambda: self.browser.run("return window.__pending === 0"), "the last reply", seconds=5)
        self.assert_same_page()
        self.assertEqual(self.value("#f-name"), "Ada Lovelace", "a late reply put back an older value")
        self.assertEqual(self.value("#f-email"), "ada@example.com")
        self.fill("#f-password", "analytical engine")
        self.press(".actions button[value=submit]")
        self.assertEqual(self.submitted_values("signup")["name"], "Ada Lovelace")

    @scenario
    def test_a_reply_the_page_cannot_place_posts_the_whole_form_and_keeps_the_field_being_typed(self):
        self.open("/signup")
        # The next reply says its rows cannot be placed one by one (as for rows in a group the page
        # does not show yet); meanwhile the person is typing in the name field, not yet sent.
        self.browser.run("const send = window.fetch; window.fetch = async (...a) => { await send(...a);"
                         " await new Promise(z => setTimeout(z, 1500));"
                         " return new Response('{\"revision\": 99, \"reload\": true, \"fragments\": []}') }")
        self.browser.run("window.__oldPage = true")
        self.field("label[for='f-plan:1']").click()
        name = self.field("#f-name")
        name.click()
        name.type("Ada Lovelace")
        self.browser.wait(lambda: self.browser.run("return document.readyState == 'complete' && !window.__oldPage"),
                          "the form to be posted and the page to come back", seconds=10)
        self.assertEqual(self.value("#f-name"), "Ada Lovelace", "what the focused field held was posted, not lost")
        self.assertTrue(self.field("[id='f-plan:1']").get_property("checked"))
        self.assertFalse(self.browser.find_now("#error-summary"), "the refresh validates nothing")


class ConditionsInRows(BrowserTest):
    """The job application: a "Current job" checkbox in each row hides that row's End date — live,
    and without JavaScript never submitted unseen."""

    def set_date(self, css, value):
        self.browser.run(f"const e = document.querySelector({css!r}); e.value = {value!r}; e.dispatchEvent(new Event('change', {{bubbles: true}}))")

    @scenario
    def test_a_checkbox_in_a_row_hides_that_rows_end_date_live_and_the_form_submits_without_it(self):
        self.open("/jobs")
        self.fill("#f-name", "Ada Lovelace")
        self.fill("#f-jobs-0-employer", "Babbage & Co")
        self.set_date("#f-jobs-0-start", "1842-01-10")
        self.set_date("#f-jobs-0-end", "1843-07-01")
        self.press("button[value='add:/jobs']")
        self.fill("#f-jobs-1-employer", "Analytical Engines Ltd")
        self.set_date("#f-jobs-1-start", "1843-08-01")
        self.browser.run("window.__samePage = true")
        self.field("label[for='f-jobs-1-current']").click()
        self.browser.wait(lambda: not self.browser.find_now("#f-jobs-1-end"), "the second row's End date to leave")
        self.assertTrue(self.browser.run("return window.__samePage === true"), "no page load")
        self.assertTrue(self.browser.find_now("#f-jobs-0-end"), "the first row keeps its End date")
        self.assertIn("Hidden: End date.", self.browser.run("return document.getElementById('live-status').textContent"))
        # The browser's own check no longer asks for a date nobody can see.
        self.press(".actions button[value=submit]")
        values = self.submitted_values("jobs")
        self.assertEqual(values["jobs"][1], {"employer": "Analytical Engines Ltd", "start": "1843-08-01", "current": True})
        self.assertEqual(values["jobs"][0]["end"], "1843-07-01")


class RowsAndSteps(BrowserTest):
    """The checkout: three steps, addresses as repeating rows — plain submit buttons, so the same
    with JavaScript on and off."""

    def addresses(self):
        return self.browser.run("return [...document.querySelectorAll('input[name$=\"/street\"]')].map(e => [e.name, e.value])")

    @scenario
    def test_rows_added_moved_removed_and_undone_across_steps_back_and_forth_keep_every_value(self):
        self.open("/checkout")
        self.fill("#f-email", "ada@example.com")
        self.fill("#f-name", "Ada Lovelace")
        self.press(".actions button[value=next]")
        self.assertIn("Step 2 of 3", self.text("#progress"))

        self.fill("#f-addresses-0-street", "1 Main St")
        self.fill("#f-addresses-0-city", "Springfield")
        self.press("button[value='add:/addresses']")
        self.assertEqual(self.browser.run("return document.activeElement.id"), "f-addresses-1-street", "the new row has the focus")
        self.fill("#f-addresses-1-street", "2 Side St")
        self.fill("#f-addresses-1-city", "Shelbyville")
        self.press("button[value='add:/addresses/1/phones']")
        self.fill("#f-addresses-1-phones-0", "555-0100")

        self.press("button[value='up:/addresses/1']")
        self.assertEqual(self.addresses(), [["/addresses/0/street", "2 Side St"], ["/addresses/1/street", "1 Main St"]])
        self.assertEqual(self.value("#f-addresses-0-phones-0"), "555-0100", "the phone moved with its address")
        self.assert_accessible("the checkout's rows")

        self.press("button[value='delete:/addresses/0']")
        self.assertEqual(self.addresses(), [["/addresses/0/street", "1 Main St"]])
        self.assertIn("Address 1 removed.", self.text("#history"), "the row named as the form titles it")
        self.assertEqual(self.browser.run("return document.activeElement.id"), "f-addresses-0-street",
                         "the focus goes to the row now in its place, not to the top of the page")
        self.press("#history button[value=undo]")
        self.assertEqual(self.addresses(), [["/addresses/0/street", "2 Side St"], ["/addresses/1/street", "1 Main St"]])
        self.assertEqual(self.value("#f-addresses-0-phones-0"), "555-0100", "undo brings the row back whole")
        self.assertEqual(self.value("#f-addresses-0-city"), "Shelbyville")
        self.assertIn("Undone: Address 1 removed.", self.text("#history"))
        self.assertEqual(self.browser.run("return document.activeElement.id"), "f-addresses-0-street", "the row that came back has the focus")

        # On to Payment, back to Shipping and Account, and on again: nothing lost. Payment offers no
        # Undo: it would remove an address the person cannot see.
        self.press(".actions button[value=next]")
        self.assertIn("Step 3 of 3", self.text("#progress"))
        self.assertFalse(self.browser.find_now("#history"), "no Undo on a step that does not show the rows")
        self.press("button.back-link")
        self.assertEqual(self.value("#f-addresses-1-city"), "Springfield")
        self.press("button.back-link")
        self.assertEqual(self.value("#f-email"), "ada@example.com")
        self.press(".actions button[value=next]")
        self.press(".actions button[value=next]")
        self.fill("#f-cardName", "A. Lovelace")
        self.assert_accessible("the checkout's last step")
        self.press(".actions button[value=submit]")
        values = self.submitted_values("checkout")
        self.assertEqual([address["street"] for address in values["addresses"]], ["2 Side St", "1 Main St"])
        self.assertEqual(values["addresses"][0]["phones"], ["555-0100"])
        self.assertEqual(values["email"], "ada@example.com")

    @scenario
    def test_a_server_restart_on_a_later_step_keeps_the_step_the_earlier_steps_and_the_rows(self):
        self.open("/checkout")
        self.fill("#f-email", "ada@example.com")
        self.fill("#f-name", "Ada Lovelace")
        self.press(".actions button[value=next]")
        self.fill("#f-addresses-0-street", "1 Main St")
        self.fill("#f-addresses-0-city", "Springfield")
        self.press("button[value='add:/addresses']")
        self.fill("#f-addresses-1-street", "2 Side St")
        self.fill("#f-addresses-1-city", "Shelbyville")
        self.server = self.server.restarted()
        self.press(".actions button[value=next]")
        # The new server knows nothing of this visitor and has a new secret: the page comes back
        # on Shipping, both addresses filled in, to be sent again.
        self.assertIn("This page had expired", self.text("#error-summary"))
        self.assertIn("Step 2 of 3", self.text("#progress"))
        self.assertEqual(self.addresses(), [["/addresses/0/street", "1 Main St"], ["/addresses/1/street", "2 Side St"]])
        self.assertEqual(self.value("#f-addresses-1-city"), "Shelbyville")
        self.press(".actions button[value=next]")
        self.assertIn("Step 3 of 3", self.text("#progress"))
        self.fill("#f-cardName", "A. Lovelace")
        self.press(".actions button[value=submit]")
        values = self.submitted_values("checkout")
        self.assertEqual((values["email"], values["name"]), ("ada@example.com", "Ada Lovelace"), "the first step came back")
        self.assertEqual([address["city"] for address in values["addresses"]], ["Springfield", "Shelbyville"])


class RowsAndStepsWithoutJavaScript(RowsAndSteps):
    javascript = False

    def assert_accessible(self, state):
        pass  # axe needs JavaScript; the markup is the one checked with it on


class SchemaDocument(BrowserTest):
    """`Demo serve --schema DOC`: a draft-07 document with a `$ref`'d array of objects, filled in."""

    @scenario
    def test_a_schema_document_is_served_filled_in_and_its_rules_checked_on_the_server(self):
        self.open("/schema")
        self.assertEqual(self.text("h1"), "Volunteer sign-up")
        self.fill("#f-name", "Grace Hopper")
        self.fill("#f-email", "grace@example.com")
        self.field("label[for='f-role:1']").click()
        self.browser.run("document.querySelector('#f-shifts-0-day').value = 'Tuesday'")
        self.press("button[value='add:/shifts']")
        self.browser.run("document.querySelector('#f-shifts-1-day').value = 'Friday'")
        self.fill("#f-shifts-1-hours", "6")
        # `agree` is required and must be true (`const`): left untouched it is not sent, and the server
        # refuses the post.
        self.press(".actions button[value=submit]")
        self.assertTrue(self.browser.title.startswith("Error: "), self.browser.title)
        self.assertTrue(self.browser.find_now("#error-summary a[href='#f-agree']"), "the error names the checkbox")
        self.assertEqual(self.value("#f-name"), "Grace Hopper")
        self.assert_accessible("the schema form with an error")
        self.field("label[for='f-agree']").click()
        self.press(".actions button[value=submit]")
        values = self.submitted_values("schema")
        self.assertEqual(values["role"], "Driver")
        self.assertEqual(values["shifts"], [{"day": "Tuesday", "hours": 4}, {"day": "Friday", "hours": 6}])
        self.assertIs(values["agree"], True)


class SchemaConditions(BrowserTest):
    """A document whose own conditions (`if`/`then` under `allOf`) decide what is valid: the page's
    submit is the form's, which runs them — before, the page answered 303 to a cat eating worms."""

    server_arguments = ("--schema", os.path.join(FIXTURES, "animals.schema.json"))

    @scenario
    def test_a_value_the_document_refuses_is_refused_by_its_page_beside_the_field(self):
        self.open("/schema")
        self.field("label[for='f-animal:0']").click()
        self.fill("#f-food", "worms")
        self.press(".actions button[value=submit]")
        self.assertTrue(self.browser.title.startswith("Error: "), self.browser.title)
        self.assertTrue(self.browser.find_now("#error-summary a[href='#f-food']"), "the summary names Food")
        self.assertIn("must be one of", self.text("#error-summary"))
        self.assertEqual(self.value("#f-food"), "worms", "what was typed is kept")
        self.fill("#f-food", "fish")
        self.press(".actions button[value=submit]")
        self.assertEqual(self.submitted_values("schema"), {"animal": "Cat", "food": "fish"})


class Alternatives(BrowserTest):
    """A `oneOf` of payment branches: the choice shows the picked branch's fields, what was typed
    in the other branch is there again when it is picked back, and only the picked branch is sent;
    a map (`additionalProperties`) takes an entry by name; an optional object is added by its box."""

    server_arguments = ("--schema", os.path.join(FIXTURES, "payment.schema.json"))
    choice = "f-.2F.7E.7Epayment"

    def pick(self, index):
        self.field(f"label[for='{self.choice}:{index}']").click()

    @scenario
    def test_switching_branches_keeps_what_was_typed_and_sends_the_picked_branch_alone(self):
        self.open("/schema")
        self.fill("#f-name", "Ada")
        self.fill("#f-payment-number", "4242424242424242")
        self.pick(1)  # Bank transfer
        if self.javascript:
            self.browser.wait(lambda: self.browser.find_now("#f-payment-iban"), "the bank's field")
        else:
            # Without the live script, a post that shows new fields comes back showing them.
            self.press(".actions button[value=submit]")
            self.assertIn("IBAN", self.text("#notice"))
        self.assertFalse(self.browser.find_now("#f-payment-number"), "the card's field left with the switch")
        self.assert_accessible("the bank transfer branch")
        self.fill("#f-payment-iban", "DE89370400440532013000")
        self.pick(0)  # Card again: the number typed is there
        if self.javascript:
            self.browser.wait(lambda: self.browser.find_now("#f-payment-number"), "the card's field")
        else:
            self.press(".actions button[value=submit]")
        self.assertEqual(self.value("#f-payment-number"), "4242424242424242")
        self.pick(1)
        if self.javascript:
            self.browser.wait(lambda: self.browser.find_now("#f-payment-iban"), "the bank's field")
        else:
            self.press(".actions button[value=submit]")
        self.assertEqual(self.value("#f-payment-iban"), "DE89370400440532013000")
        # A map of free keys: an entry is a name and a value, sent as a member.
        self.press("button[value='add:/metadata']")
        self.browser.wait(lambda: self.browser.find_now("#f-metadata-0-name"), "the new entry")
        self.fill("#f-metadata-0-name", "order_id")
        self.fill("#f-metadata-0-value", "6735")
        self.assert_accessible("a map entry")
        # An optional part: absent until its box is ticked, then its fields are asked and sent.
        self.assertFalse(self.browser.find_now("#f-invoice-street"))
        self.field("label[for='f-.2Finvoice.2F.7E.7Eincluded']").click()
        if self.javascript:
            self.browser.wait(lambda: self.browser.find_now("#f-invoice-street"), "the invoice address's fields")
        else:
            self.press(".actions button[value=submit]")
        self.fill("#f-invoice-street", "1 Main St")
        self.press(".actions button[value=submit]")
        self.assertEqual(self.submitted_values("schema"),
                         {"name": "Ada", "payment": {"iban": "DE89370400440532013000"}, "metadata": {"order_id": "6735"},
                          "invoice": {"street": "1 Main St"}})


class AlternativesWithoutJavaScript(Alternatives):
    javascript = False

    def assert_accessible(self, state):
        pass  # axe needs JavaScript; the markup is the one checked with it on


class PagesLook(BrowserTest):
    """The default look, measured in every demo page at 1280 and 375 px, light and dark: one `h1`,
    control text of at least 16 px and controls 40 px tall, one primary button, markers on the
    fewer of optional and required fields, a visible focus, a red border beside a field in error,
    axe-clean in both colour schemes. Full-page screenshots go to the artifacts folder."""

    forms = ("signup", "controls", "checkout", "jobs", "schema",
             "bootstrap/signup", "bootstrap/controls", "bootstrap/checkout", "bootstrap/jobs", "bootstrap/schema")

    MEASURE = """
        const shown = e => e.offsetParent !== null || e.getClientRects().length > 0;
        const controls = [...document.querySelectorAll('main input:not([type=hidden]):not([type=checkbox]):not([type=radio]), main select, main textarea')].filter(shown);
        const style = e => getComputedStyle(e);
        return {
            h1: document.querySelectorAll('h1').length,
            smallest_font: Math.min(...controls.map(e => parseFloat(style(e).fontSize)), 99),
            lowest_control: Math.min(...controls.map(e => e.getBoundingClientRect().height), 99),
            primary: [...document.querySelectorAll('button.primary')].filter(shown).length,
            widest: Math.max(...[...document.querySelectorAll('main *')].map(e => e.getBoundingClientRect().right)),
            viewport: document.documentElement.clientWidth,
            stylesheet: [...document.styleSheets].some(s => /\/form\.css\?v=|\/assets\/bootstrap\.min\.css/.test(s.href || '') && s.cssRules.length > 0),
        };
    """

    def measure(self):
        return self.browser.run(self.MEASURE)

    @scenario
    def test_every_demo_page_has_the_default_look_at_both_widths_in_both_schemes(self):
        folder = webdriver.artifacts_folder()
        try:
            for width in (1280, 375):
                self.browser.set_window(width, 900)
                for form in self.forms:
                    for dark in (False, True):
                        self.browser.prefer_dark(dark)
                        self.open("/" + form)
                        found = self.measure()
                        context = f"{form} at {width} px{' (dark)' if dark else ''}: {found}"
                        self.assertTrue(found["stylesheet"], context)
                        self.assertEqual(found["h1"], 1, context)
                        self.assertGreaterEqual(found["smallest_font"], 16, context)
                        self.assertGreaterEqual(found["lowest_control"], 40, context)
                        self.assertEqual(found["primary"], 1, context)
                        self.assertLessEqual(found["widest"], found["viewport"] + 1, "nothing wider than the screen: " + context)
                        self.assert_accessible(context)
                        shot = f"look-{form.replace('/', '-')}-{width}{'-dark' if dark else ''}.png"
                        self.browser.full_page_screenshot(os.path.join(folder, shot))
        finally:
            self.browser.prefer_dark(False)
            self.browser.set_window(1000, 1400)

    @scenario
    def test_a_length_limited_field_counts_what_is_left_as_the_person_types(self):
        self.open("/signup")
        count = "#f-name\\:count"
        if self.javascript:
            self.browser.wait(lambda: "remaining" in self.text(count), "the script's count")
            self.fill("#f-name", "Ada")
            self.browser.wait(lambda: self.text(count) == "You have 37 characters remaining", "the count after typing")
            self.assertEqual(self.browser.run("return document.querySelector('#f-name\\\\:count').getAttribute('aria-live')"), "polite")
        else:
            self.assertEqual(self.text(count), "You can enter up to 40 characters")

    @scenario
    def test_markers_focus_and_the_error_border(self):
        self.open("/signup")
        markers = self.browser.run("return [...document.querySelectorAll('.marker')].map(e => e.textContent)")
        self.assertTrue(markers and len(set(markers)) == 1, f"one kind of marker, on the fewer fields: {markers}")
        self.field("#f-name").click()
        self.browser.run("document.activeElement.blur(); document.body.focus()")
        self.browser.call("POST", "/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": [
            {"type": "keyDown", "value": "\ue004"}, {"type": "keyUp", "value": "\ue004"}]}]})
        outline = self.browser.run("const s = getComputedStyle(document.activeElement); return [document.activeElement.tagName, s.outlineStyle, parseFloat(s.outlineWidth), s.boxShadow]")
        self.assertTrue(outline[1] != "none" and outline[2] >= 3 or outline[3] != "none", f"a visible focus after Tab: {outline}")
        self.browser.run("document.querySelector('form').noValidate = true")
        self.press(".actions button.primary")
        border = self.browser.run("const f = document.querySelector('.field-error'); return f && parseFloat(getComputedStyle(f).borderLeftWidth)")
        self.assertGreaterEqual(border or 0, 4, "a red border beside the field in error")
        # The page with errors, in both colour schemes: axe-clean, and saved to look at.
        folder = webdriver.artifacts_folder()
        try:
            for dark in (False, True):
                self.browser.prefer_dark(dark)
                self.assert_accessible(f"signup with errors{' (dark)' if dark else ''}")
                self.browser.full_page_screenshot(os.path.join(folder, f"look-signup-errors{'-dark' if dark else ''}.png"))
        finally:
            self.browser.prefer_dark(False)


class ControlMarkup(BrowserTest):
    """A team's markup for one control (`/custom/signup`: the email field): the page stays
    axe-clean, the control posts, its error shows in its own markup and in the summary."""

    @scenario
    def test_a_teams_markup_for_one_control_is_accessible_and_posts(self):
        self.open("/custom/signup")
        self.assertEqual(self.text("label[for=f-email]"), "Your email address (required)")
        self.assertTrue(self.browser.find_now("[data-custom=email] #f-email"))
        self.assert_accessible("the custom email field")
        self.fill("#f-name", "Ada Lovelace")
        self.fill("#f-email", "not an address")
        self.fill("#f-password", "analytical engine")
        self.browser.run("document.querySelector('form').noValidate = true")
        self.press(".actions button.primary")
        self.assertTrue(self.browser.find_now("#error-summary a[href='#f-email']"), "the summary links to the custom control")
        self.assertIn("not a valid email", self.text("#f-email\\:error"))
        self.assert_accessible("the custom email field with an error")
        self.fill("#f-email", "ada@example.com")
        self.fill("#f-password", "analytical engine")
        self.press(".actions button.primary")
        self.assertEqual(self.submitted_values("custom/signup")["email"], "ada@example.com")


class PagesLookWithoutJavaScript(PagesLook):
    javascript = False

    def assert_accessible(self, state):
        pass  # axe needs JavaScript; the markup is the one checked with it on

    def test_every_demo_page_has_the_default_look_at_both_widths_in_both_schemes(self):
        pass  # measured with JavaScript on (the measures run in the page)

    def test_markers_focus_and_the_error_border(self):
        pass  # measured with JavaScript on


class PatternAttributes(BrowserTest):
    """Chromium compiles `pattern` with the `v` flag: every pattern a demo page writes compiles there,
    and the phone rule — `[0-9 ()-]`, invalid under `v` as written — checks what it says."""

    @scenario
    def test_every_pattern_compiles_under_the_v_flag_and_the_phone_rule_checks_in_the_browser(self):
        self.open("/checkout")
        self.fill("#f-email", "ada@example.com")
        self.fill("#f-name", "Ada Lovelace")
        self.press(".actions button[value=next]")
        self.press("button[value='add:/addresses/0/phones']")
        self.fill("#f-addresses-0-phones-0", "call me")
        self.assertTrue(self.browser.run("return document.querySelector('#f-addresses-0-phones-0').validity.patternMismatch"),
                        "the browser checks the phone rule")
        self.fill("#f-addresses-0-phones-0", "+1 (555) 010-4477")
        self.assertFalse(self.browser.run("return document.querySelector('#f-addresses-0-phones-0').validity.patternMismatch"))
        patterns = self.browser.run("return [...document.querySelectorAll('input[pattern]')].map(e => e.pattern)")
        self.assertTrue(patterns, "the phone field writes its pattern")
        for form in ("signup", "controls", "schema"):
            self.open("/" + form)
            patterns += self.browser.run("return [...document.querySelectorAll('input[pattern]')].map(e => e.pattern)")
        broken = self.browser.run(
            "return arguments[0].filter(p => { try { new RegExp('^(?:' + p + ')$', 'v'); return false } catch (e) { return true } })",
            patterns)
        self.assertEqual(broken, [], "patterns Chromium cannot compile with the v flag")


class Accessibility(BrowserTest):
    """axe-core in every demo form, as served and after a failed submit: no WCAG 2 A or AA violation.
    (With JavaScript off the markup is the same; axe itself needs JavaScript.)"""

    @scenario
    def test_the_form_is_accessible_before_and_after_a_failed_submit(self):
        for form in ("signup", "controls", "checkout", "schema"):
            self.open("/" + form)
            self.assert_accessible(f"/{form} as served")
            # The browser's own checks would stop an empty form before it is sent: turn them off
            # to see the server's answer, the summary and the errors.
            self.browser.run("document.querySelector('form').noValidate = true")
            self.press(".actions button:last-of-type")
            self.assertTrue(self.browser.title.startswith("Error: "), f"/{form}: an empty form is refused")
            self.assert_accessible(f"/{form} after a failed submit")



class GermanVisitor(BrowserTest):
    """A browser that asks for German (`Accept-Language: de-DE,de`): the page is in German, its
    numbers and dates are text controls in German's way of writing them, and what is typed — `0,85`,
    `27.11.2026` — reaches the success page as locale-free JSON (`0.85`, `"2026-11-27"`)."""

    language = "de-DE,de"

    @scenario
    def test_a_german_person_types_comma_decimals_and_dotted_dates_and_the_values_stay_locale_free(self):
        self.open("/controls")
        self.assertEqual(self.browser.run("return document.documentElement.lang"), "de-DE")
        self.assertEqual(self.value("#f-volume"), "0,6")
        self.assertEqual(self.value("#f-birthday"), "01.08.1990")
        self.assertIn("Zum Beispiel 31.05.2024", self.text("main"))
        self.assertIn("Email (Pflichtfeld)", self.text("main"))
        self.fill("#f-email", "ada@example.com")
        self.fill("#f-volume", "0,85")
        self.fill("#f-guests", "4")
        self.fill("#f-birthday", "31.04.2026")
        self.press(".actions button[value=submit]")
        # An impossible day is refused in German, and what was typed stays.
        self.assertIn("Birthday ist kein Datum wie 31.05.2024", self.text(".error-summary"))
        self.assertEqual(self.value("#f-birthday"), "31.04.2026")
        self.assertEqual(self.value("#f-volume"), "0,85")
        self.assert_accessible("/controls in German with an error")
        self.fill("#f-birthday", "27.11.2026")
        self.press(".actions button[value=submit]")
        values = self.submitted_values("controls")
        self.assertEqual(values["volume"], 0.85)
        self.assertEqual(values["guests"], 4)
        self.assertEqual(values["birthday"], "2026-11-27")


class ArabicVisitor(BrowserTest):
    """A browser that asks for Arabic: the page is right to left (`dir="rtl"`, computed `direction`),
    its layout mirrors — text starts at the right, the error border is on the right — its words
    are Arabic, and it stays axe-clean."""

    language = "ar-EG,ar"

    MIRRORED = """
        const gaps = e => { const r = document.createRange(); r.selectNodeContents(e);
            const t = r.getBoundingClientRect(), b = e.getBoundingClientRect(); return [t.left - b.left, b.right - t.right]; };
        const field = document.querySelector('.field-error'), style = field && getComputedStyle(field);
        return {
            direction: getComputedStyle(document.documentElement).direction,
            heading: gaps(document.querySelector('h1')),
            border: field ? [parseFloat(style.borderLeftWidth), parseFloat(style.borderRightWidth)] : null,
        };
    """

    @scenario
    def test_an_arabic_page_is_right_to_left_mirrored_and_accessible(self):
        self.open("/signup")
        self.assertEqual(self.browser.run("return [document.documentElement.lang, document.documentElement.dir]"), ["ar-EG", "rtl"])
        found = self.browser.run(self.MIRRORED)
        self.assertEqual(found["direction"], "rtl")
        left, right = found["heading"]
        self.assertLess(right, 2, f"the heading's text starts at the right: {found}")
        self.assertGreater(left, 20, f"the heading's text starts at the right: {found}")
        self.assert_accessible("/signup in Arabic")
        self.browser.run("document.querySelector('form').noValidate = true")
        self.press(".actions button.primary")
        self.assertTrue(self.browser.title.startswith("خطأ: "), self.browser.title)
        self.assertIn("توجد مشكلة", self.text(".error-summary"))
        found = self.browser.run(self.MIRRORED)
        self.assertEqual(found["border"][0], 0, f"no error border on the left: {found}")
        self.assertGreaterEqual(found["border"][1], 4, f"the error border is on the right: {found}")
        self.assert_accessible("/signup in Arabic with errors")
        self.browser.full_page_screenshot(os.path.join(webdriver.artifacts_folder(), "look-signup-arabic-errors.png"))


if __name__ == "__main__":
    unittest.main()
