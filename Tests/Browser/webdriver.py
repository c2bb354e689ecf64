"""A small client of the W3C WebDriver protocol (https://www.w3.org/TR/webdriver2/), enough for the
browser tests: chromedriver started and stopped here, one session per test, every request and
every wait under a time limit. The standard library only: nothing to install but the browser.
"""
import base64
import json
import os
import socket
import subprocess
import time
import urllib.error
import urllib.request

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"
REQUEST_TIMEOUT = 30


class WebDriverError(Exception):
    """An error the driver answered (its `error` and `message`), or no answer in time."""


def stop_process(process, seconds=10):
    """Ends `process`: SIGTERM, then SIGKILL if it is still there after `seconds`."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(seconds)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Driver:
    """chromedriver, started on a free loopback port; `stop()` ends it."""

    def __init__(self, executable, log_path):
        self.port = free_port()
        self.log = open(log_path, "wb")
        self.process = subprocess.Popen([executable, f"--port={self.port}"], stdout=self.log, stderr=subprocess.STDOUT)
        self.url = f"http://127.0.0.1:{self.port}"
        deadline = time.monotonic() + 20
        while True:
            try:
                if self.request("GET", "/status").get("ready"):
                    return
            except (OSError, WebDriverError):
                pass
            if time.monotonic() > deadline or self.process.poll() is not None:
                self.stop()
                raise WebDriverError(f"chromedriver did not start within 20 s (log: {log_path})")
            time.sleep(0.1)

    def request(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method,
                                         headers={"Content-Type": "application/json; charset=utf-8"})
        try:
            with urllib.request.urlopen(request, timeout=REQUEST_TIMEOUT) as response:
                answer = json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as error:
            answer = json.loads(error.read() or b"{}")
            value = answer.get("value") or {}
            raise WebDriverError(f"{method} {path}: {value.get('error')}: {value.get('message', '')[:400]}") from None
        except socket.timeout:
            raise WebDriverError(f"{method} {path}: no answer within {REQUEST_TIMEOUT} s") from None
        return answer.get("value")

    def session(self, browser, javascript=True, language=None):
        return Session(self, browser, javascript, language)

    def stop(self):
        stop_process(self.process)
        self.log.close()


class Session:
    """One browser: headless Chromium, a fresh profile, JavaScript on or off, and the languages it
    asks for (`Accept-Language`), such as "de-DE,de" (default: the browser's own, en-US)."""

    def __init__(self, driver, browser, javascript, language=None):
        self.driver = driver
        options = {
            "binary": browser,
            "args": ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1000,1400", "--no-first-run", "--disable-extensions"],
        }
        prefs = {}
        if not javascript:
            prefs["profile.managed_default_content_settings.javascript"] = 2
        if language:
            options["args"].append("--lang=" + language.split(",")[0])
            prefs["intl.accept_languages"] = language
        if prefs:
            options["prefs"] = prefs
        value = driver.request("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options,
            "timeouts": {"pageLoad": 20000, "script": 20000, "implicit": 0},
        }}})
        self.id = value["sessionId"]

    def call(self, method, path="", body=None):
        return self.driver.request(method, f"/session/{self.id}{path}", body)

    def quit(self):
        try:
            self.call("DELETE")
        except WebDriverError:
            pass

    # Navigation and the page.
    def get(self, url):
        self.call("POST", "/url", {"url": url})

    def back(self):
        self.call("POST", "/back", {})

    @property
    def url(self):
        return self.call("GET", "/url")

    @property
    def source(self):
        return self.call("GET", "/source")

    @property
    def title(self):
        return self.call("GET", "/title")

    def run(self, script, *args):
        return self.call("POST", "/execute/sync", {"script": script, "args": list(args)})

    def run_async(self, script, *args):
        return self.call("POST", "/execute/async", {"script": script, "args": list(args)})

    def screenshot(self, path):
        with open(path, "wb") as file:
            file.write(base64.b64decode(self.call("GET", "/screenshot")))

    def cdp(self, command, params=None):
        """A Chrome DevTools Protocol command, through chromedriver's `goog/cdp/execute`."""
        return self.call("POST", "/goog/cdp/execute", {"cmd": command, "params": params or {}})

    def full_page_screenshot(self, path):
        """The whole page, not just the viewport."""
        shot = self.cdp("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
        with open(path, "wb") as file:
            file.write(base64.b64decode(shot["data"]))

    def set_window(self, width, height):
        self.call("POST", "/window/rect", {"width": width, "height": height})

    def prefer_dark(self, dark):
        """Emulates `prefers-color-scheme: dark` (or clears the emulation)."""
        features = [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]
        self.cdp("Emulation.setEmulatedMedia", {"features": features})

    # Elements.
    def find(self, css):
        """The first element `css` selects, waiting up to 5 s for it."""
        return self.wait(lambda: self.find_now(css), f"an element matching {css!r}")

    def find_now(self, css):
        found = self.call("POST", "/elements", {"using": "css selector", "value": css})
        return Element(self, found[0][ELEMENT]) if found else None

    def find_all(self, css):
        found = self.call("POST", "/elements", {"using": "css selector", "value": css})
        return [Element(self, entry[ELEMENT]) for entry in found]

    def active(self):
        return Element(self, self.call("GET", "/element/active")[ELEMENT])

    def wait(self, condition, what, seconds=5):
        """`condition()`'s first truthy answer, polled until `seconds` pass (then an error)."""
        deadline = time.monotonic() + seconds
        while True:
            answer = condition()
            if answer:
                return answer
            if time.monotonic() > deadline:
                raise AssertionError(f"waited {seconds} s for {what}")
            time.sleep(0.05)


class Element:
    def __init__(self, session, element_id):
        self.session = session
        self.id = element_id

    def call(self, method, path, body=None):
        return self.session.call(method, f"/element/{self.id}{path}", body)

    def click(self):
        self.call("POST", "/click", {})

    def clear(self):
        self.call("POST", "/clear", {})

    def type(self, text):
        self.call("POST", "/value", {"text": text})

    def get_property(self, name):
        return self.call("GET", f"/property/{name}")

    def attribute(self, name):
        return self.call("GET", f"/attribute/{name}")

    @property
    def text(self):
        return self.call("GET", "/text")

    def __eq__(self, other):
        return isinstance(other, Element) and other.id == self.id


def artifacts_folder():
    """Where a failing test leaves its screenshot and page source."""
    folder = os.environ.get("BROWSER_TEST_ARTIFACTS") or os.path.join(os.environ.get("TMPDIR", "/tmp"), "form-browser-tests")
    os.makedirs(folder, exist_ok=True)
    return folder
