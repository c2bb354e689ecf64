"""What every browser test shares: the preview server (`Demo serve`) started per test, a Chromium
session, artifacts saved when a test fails, and axe-core run in the page.
"""
import atexit
import functools
import json
import os
import re
import select
import subprocess
import time
import traceback
import unittest

import webdriver

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "fixtures")

# The axe-core rules the pages must pass: WCAG 2.0, 2.1 and 2.2, levels A and AA.
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]


def setting(name):
    value = os.environ.get(name)
    if not value:
        raise unittest.SkipTest(f"{name} is not set (Scripts/browser-tests sets it)")
    return value


class Server:
    """`Demo serve --port 0 …`: its address is the first line it prints."""

    def __init__(self, *arguments, port=0):
        self.arguments = arguments
        self.process = subprocess.Popen([setting("DEMO_BINARY"), "serve", "--port", str(port), *arguments],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        ready, _, _ = select.select([self.process.stdout], [], [], 15)
        line = self.process.stdout.readline().decode() if ready else ""
        match = re.search(r"http://127\.0\.0\.1:\d+/", line)
        if not match:
            self.stop()
            raise AssertionError(f"Demo serve printed no address within 15 s: {line!r}")
        self.url = match.group(0)
        self.port = int(self.url.rstrip("/").rsplit(":", 1)[1])

    def restarted(self):
        """Stops the server and starts a new one on the same port: every form and the CSRF secret
        are new."""
        self.stop()
        return Server(*self.arguments, port=self.port)

    def stop(self):
        webdriver.stop_process(self.process)
        for stream in (self.process.stdout, self.process.stderr):
            stream.close()


class BrowserTest(unittest.TestCase):
    """A test with a fresh server and a fresh browser; `self.browser` has JavaScript unless the class
    sets `javascript = False`."""

    javascript = True
    language = None
    server_arguments = ("--schema", os.path.join(FIXTURES, "volunteer.schema.json"))
    driver = None

    @classmethod
    def setUpClass(cls):
        if BrowserTest.driver is None:
            folder = webdriver.artifacts_folder()
            BrowserTest.driver = webdriver.Driver(setting("CHROMEDRIVER"), os.path.join(folder, "chromedriver.log"))
            atexit.register(BrowserTest.driver.stop)
        # One browser per class (starting one costs a second); each test gets a new server and
        # starts with no cookies, on a blank page.
        cls.browser = cls.driver.session(setting("CHROMIUM"), javascript=cls.javascript, language=cls.language)

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()

    def setUp(self):
        self.browser.get("about:blank")
        self.browser.call("DELETE", "/cookie")
        self.server = Server(*self.server_arguments)

    def tearDown(self):
        self.server.stop()

    # Pages and controls.
    def open(self, path):
        self.browser.get(self.server.url + path.lstrip("/"))
        self.browser.find("main")

    def field(self, css):
        return self.browser.find(css)

    def fill(self, css, text):
        """Replaces a field's text as a person does: click, select all, type (WebDriver's clear
        would blur the field, a change the live script sends)."""
        element = self.field(css)
        element.click()
        element.type("\ue009a\ue000\ue017" + text)  # Control+A, release, Delete, the text
        return element

    def press(self, css):
        """Clicks a button that loads a new page, and waits for the new page."""
        self.browser.run("window.__oldPage = true")
        self.field(css).click()
        self.browser.wait(lambda: self.browser.run("return document.readyState == 'complete' && !window.__oldPage"),
                          "the next page to load", seconds=10)

    def click_fresh(self, css, attempts=3):
        """Finds and clicks an element whose row a live reply may be replacing at that moment (the
        reply to the change just made): a click on the element the reply took away is tried again
        on the new one. Returns the element clicked."""
        for attempt in range(attempts):
            element = self.field(css)
            try:
                element.click()
                return element
            except webdriver.WebDriverError as error:
                if "stale element" not in str(error) or attempt == attempts - 1:
                    raise

    def value(self, css):
        return self.field(css).get_property("value")

    def text(self, css="body"):
        return self.field(css).text

    def submitted_values(self, form):
        """The JSON the success page of `form` shows."""
        self.browser.wait(lambda: self.browser.url.endswith(f"/{form}/done"), f"the /{form}/done page", seconds=10)
        return json.loads(self.text("pre"))

    # Accessibility.
    def assert_accessible(self, state):
        """Runs axe-core in the page: no violation of a WCAG 2 A or AA rule."""
        with open(setting("AXE_CORE")) as file:
            self.browser.run(file.read() + "\n;window.__axe = axe;")
        result = self.browser.run_async(
            "const done = arguments[arguments.length - 1];"
            "window.__axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}})"
            ".then(r => done({violations: r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,"
            " nodes: v.nodes.map(n => n.html.slice(0, 200))})), passes: r.passes.length}))"
            ".catch(e => done({error: String(e)}))", WCAG_TAGS)
        self.assertNotIn("error", result, f"axe-core failed on {state}: {result.get('error')}")
        self.assertEqual(result["violations"], [], f"axe-core found WCAG 2 A/AA violations on {state}")
        self.assertGreater(result["passes"], 5, f"axe-core checked almost nothing on {state}")


def scenario(test):
    """Saves a screenshot and the page source under the artifacts folder when `test` fails, and
    names their paths in the failure."""

    @functools.wraps(test)
    def run(self):
        try:
            test(self)
        except Exception as error:
            stem = os.path.join(webdriver.artifacts_folder(), f"{type(self).__name__}.{test.__name__}")
            saved = []
            try:
                self.browser.screenshot(stem + ".png")
                saved.append(stem + ".png")
                with open(stem + ".html", "w") as file:
                    file.write(self.browser.source)
                saved.append(stem + ".html")
            except Exception:
                saved.append("(no screenshot: " + traceback.format_exc(limit=1).strip().splitlines()[-1] + ")")
            raise AssertionError(f"{error}\n  screenshot and page source: {', '.join(saved)}") from error

    return run


def wait_for(condition, what, seconds=5):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {seconds} s for {what}")
        time.sleep(0.05)
