#!/usr/bin/env python3
"""Loads a built docgen site in headless Chromium and checks what a reader would notice.

Every page: no console error, no uncaught exception, no failed request for a local file.
Search: an English prefix query and Korean queries find the banner page and its heading;
Korean words with particles (정책은, 배너가, 우선순위를) find it too, served and opened from
`file://`; a misspelt word (priorty) finds the pages with "priority"; results mark the
matched words in their snippet with <mark>.
Theme: the toggle switches to dark, and the choice survives a reload.
Navigation (navigation_checks.py): every section is reached from the home page through the
sidebar, on a desktop and on a phone, and every sidebar link shows once its section is opened;
the 404 page served for a missing address under a path loads its stylesheet and links home.
Markdown: an alert and a <details> block as GitHub shows them (markdown_checks.py).
Accessibility (accessibility_checks.py): axe-core finds no WCAG 2.0/2.1/2.2 A or AA violation
outside the previews on each kind of page, search results open and the 404 page included, in
both themes, on a desktop and a phone.
Screenshots of the home, a component page, the Korean page and the catalog (when there is
one), in light and dark, go to the output folder for people to look at.

Live reload, when DOCGEN is given: `docgen serve` runs on a copy of the site's sources, a page
is open in the browser, a Markdown file is edited, and the page must show the edit within a
second with no manual reload; a broken edit must show the error overlay saying it did not build,
Escape must close it, and fixing it must clear it; an edit written with an error on its page must
say it built with that error, in a box clear of the page's error box, closed by its button.

Usage: browser_test.py SITE_DIR SCREENSHOT_DIR [DOCGEN SOURCE_ROOT]
Prints one line per check and ends with 'N passed, N failed'.
"""
import base64
import contextlib
import functools
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import websocket

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import accessibility_checks  # noqa: E402
import catalog_checks  # noqa: E402
import language_checks  # noqa: E402
import navigation_checks  # noqa: E402
import markdown_checks  # noqa: E402


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Page:
    """A Chrome DevTools Protocol session on one tab."""

    def __init__(self, ws_url):
        self.ws = websocket.create_connection(ws_url, timeout=30)
        self.next_id = 0
        self.events = []
        for domain in ("Page", "Runtime", "Network", "Log"):
            self.call(domain + ".enable")

    def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, timeout=15):
        deadline = time.time() + timeout
        for index, event in enumerate(self.events):
            if event.get("method") == method:
                return self.events.pop(index)
        self.ws.settimeout(0.5)
        try:
            while time.time() < deadline:
                try:
                    message = json.loads(self.ws.recv())
                except websocket.WebSocketTimeoutException:
                    continue
                if message.get("method") == method:
                    return message
                self.events.append(message)
        finally:
            self.ws.settimeout(30)
        raise TimeoutError(method)

    def drain(self, seconds):
        self.ws.settimeout(0.1)
        end = time.time() + seconds
        try:
            while time.time() < end:
                try:
                    self.events.append(json.loads(self.ws.recv()))
                except websocket.WebSocketTimeoutException:
                    pass
        finally:
            self.ws.settimeout(30)

    def navigate(self, url):
        self.events.clear()
        self.call("Page.navigate", url=url)
        self.wait_for("Page.loadEventFired")
        self.drain(0.3)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(json.dumps(result["exceptionDetails"])[:400])
        return result["result"].get("value")

    def problems(self, origin):
        # Previews reference remote images that are never fetched here (no network): only
        # requests for the site's own files count.
        def local(url):
            return url.startswith(origin) or url.startswith("file://")
        found = []
        urls = {}
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Network.requestWillBeSent":
                urls[params.get("requestId")] = params["request"]["url"]
            if method == "Runtime.exceptionThrown":
                found.append("exception: " + params["exceptionDetails"].get("text", "") +
                             " " + str(params["exceptionDetails"].get("exception", {}).get("description", "")))
            elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
                found.append("console error: " + " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error" and local(params["entry"].get("url", origin)):
                found.append("log error: " + params["entry"].get("text", "") + " " + params["entry"].get("url", ""))
            elif method == "Network.loadingFailed" and not params.get("canceled") and local(urls.get(params.get("requestId"), origin)):
                found.append("request failed: " + params.get("errorText", "") + " " + urls.get(params.get("requestId"), ""))
            elif method == "Network.responseReceived":
                response = params["response"]
                if response["url"].startswith(origin) and response["status"] >= 400:
                    found.append(f"HTTP {response['status']}: {response['url']}")
        return found

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=False)["data"]
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(data))


class Checks:
    """Prints one line per check and counts them."""

    def __init__(self):
        self.passed, self.failed = 0, 0

    def __call__(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"ok      {name}")
        else:
            self.failed += 1
            print(f"FAILED  {name}" + (f": {detail}" if detail else ""))

    def finish(self):
        print(f"{self.passed} passed, {self.failed} failed")
        return 0 if self.failed == 0 else 1


def find_chrome():
    return shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


@contextlib.contextmanager
def browser_session(site, chrome, flags=()):
    """Serves SITE on a free loopback port and opens one headless Chromium tab; yields (page, origin).

    Host names other than 127.0.0.1 resolve to nothing, so remote images in previews fail at once
    instead of waiting for a network that is not there.
    """
    port = free_port()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(QuietHandler, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    profile = tempfile.mkdtemp(prefix="docgen-chromium-")
    debug_port = free_port()
    browser = subprocess.Popen(
        [chrome, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
         f"--remote-debugging-port={debug_port}", "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
         f"--user-data-dir={profile}", *flags, "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{debug_port}/json/version", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        request = urllib.request.Request(f"http://127.0.0.1:{debug_port}/json/new?about:blank", method="PUT")
        target = json.load(urllib.request.urlopen(request, timeout=10))
        yield Page(target["webSocketDebuggerUrl"]), f"http://127.0.0.1:{port}/"
    finally:
        browser.terminate()
        try:
            browser.wait(timeout=10)
        except subprocess.TimeoutExpired:
            browser.kill()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)


def live_reload(page, docgen, source_root, check):
    """Edits a page under `docgen serve` and watches the open browser tab follow."""
    work = tempfile.mkdtemp(prefix="docgen-serve-")
    # No Templates/: the site is built with the default theme until the test adds an override.
    shutil.copytree(os.path.join(source_root, "Content"), os.path.join(work, "Content"))
    models = os.path.abspath(os.path.join(source_root, "Sources", "ComponentModels"))
    server = subprocess.Popen([os.path.abspath(docgen), "serve", "--port", "0", "--models", models], cwd=work,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = None
        for _ in range(600):
            line = server.stdout.readline()
            if "http://" in line:
                url = line.split("at ", 1)[1].split(" ")[0]
                break
        check("docgen serve prints its URL", url is not None)
        if not url:
            return
        guide = os.path.join(work, "Content", "guides", "index.md")
        page.call("Emulation.setEmulatedMedia", features=[])
        page.navigate(url + "guides/index.html")
        time.sleep(0.5)
        with open(guide, "a", encoding="utf-8") as handle:
            handle.write("\nLive reload marker 42.\n")
        started = time.time()
        seen = False
        while time.time() - started < 3:
            try:
                seen = page.evaluate("document.body && document.body.innerText.includes('Live reload marker 42')")
            except Exception:
                seen = False
            if seen:
                break
            time.sleep(0.05)
        elapsed = time.time() - started
        check(f"an edit shows in the open page by itself ({elapsed:.2f} s)", seen and elapsed < 1.0)
        with open(guide, encoding="utf-8") as handle:
            good = handle.read()
        with open(guide, "w", encoding="utf-8") as handle:
            handle.write("---\norder: first\n---\n" + good)
        overlay = False
        for _ in range(60):
            time.sleep(0.05)
            overlay = page.evaluate("!!document.querySelector('[role=alertdialog]') && "
                                    "document.querySelector('[role=alertdialog]').innerText.includes('must be an integer')")
            if overlay:
                break
        check("a broken edit shows its diagnostics over the last good page", overlay)
        said = page.evaluate("(document.querySelector('[data-docgen-overlay]') || {}).innerText || ''")
        check("the overlay says the edit did not build", "did not build" in said, said[:120])
        for kind in ("keyDown", "keyUp"):
            page.call("Input.dispatchKeyEvent", type=kind, key="Escape", code="Escape", windowsVirtualKeyCode=27)
        closed = False
        for _ in range(40):
            time.sleep(0.05)
            closed = page.evaluate("!document.querySelector('[data-docgen-overlay]')")
            if closed:
                break
        check("Escape closes the overlay", closed)
        with open(guide, "w", encoding="utf-8") as handle:
            handle.write(good + "\nFixed again.\n")
        fixed = False
        for _ in range(60):
            time.sleep(0.05)
            try:
                fixed = page.evaluate("!document.querySelector('[role=alertdialog]') && document.body.innerText.includes('Fixed again.')")
            except Exception:
                fixed = False
            if fixed:
                break
        check("fixing the edit clears the overlay and reloads", fixed)
        # An error in what the page says is written onto the page: the overlay says the edit
        # built, sits in a corner clear of the page's error box, and closes with its button.
        with open(guide, "w", encoding="utf-8") as handle:
            handle.write(good + "\n```mermaid\nflowchart LR\n  A -->\n```\n")
        built = ""
        for _ in range(100):
            time.sleep(0.05)
            try:
                built = page.evaluate("document.querySelector('.diagram-error') && "
                                      "(document.querySelector('[data-docgen-overlay=built-with-errors]') || {}).innerText || ''")
            except Exception:
                built = ""
            if built:
                break
        check("an edit written with errors says it built with them", "built with 1 error, shown on the pages" in (built or ""),
              (built or "")[:120])
        clear = page.evaluate("""(() => {
            const box = document.querySelector('.diagram-error'), overlay = document.querySelector('[data-docgen-overlay]');
            if (!box || !overlay) return false;
            box.scrollIntoView({block: 'start'});
            const a = box.getBoundingClientRect(), b = overlay.getBoundingClientRect();
            return a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left;
        })()""")
        check("the overlay is docked small, clear of the page's error box", clear)
        page.evaluate("document.querySelector('[data-docgen-overlay-close]').click()")
        check("the close button closes the overlay", page.evaluate("!document.querySelector('[data-docgen-overlay]')"))
        # An override of one default theme file, in a Templates/ folder that did not exist when
        # serve started, is picked up and replaces the built-in footer.
        footer = os.path.join(work, "Templates", "partials", "footer.mustache")
        os.makedirs(os.path.dirname(footer))
        with open(footer, "w", encoding="utf-8") as handle:
            handle.write('<footer class="site-footer"><p>Override marker 7.</p></footer>\n')
        overridden = False
        for _ in range(100):
            time.sleep(0.05)
            try:
                overridden = page.evaluate("document.body.innerText.includes('Override marker 7.')")
            except Exception:
                overridden = False
            if overridden:
                break
        check("a new Templates/ override of a default theme file shows in the open page", overridden)
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(work, ignore_errors=True)


def main():
    site, shots = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(shots, exist_ok=True)
    check = Checks()
    chrome = find_chrome()
    if not chrome:
        print("browser-test: no Chromium found")
        return 2
    with browser_session(site, chrome, ["--hide-scrollbars", "--window-size=1280,900"]) as (page, origin):
        page.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)

        pages = sorted(
            os.path.relpath(os.path.join(folder, name), site)
            for folder, _, names in os.walk(site) for name in names
            if name.endswith(".html") and name != "404.html")
        for path in pages:
            page.navigate(origin + path)
            problems = page.problems(origin)
            check(f"{path} loads with no console error or failed request", not problems, "; ".join(problems))

        navigation_checks.run(page, origin, site, check, shots)

        page.navigate(origin + "components/banner.html")
        check("the Korean page declares lang=ko", page.evaluate("document.documentElement.lang") == "ko")
        broken = page.evaluate("""[...document.querySelectorAll('a[href^="#"]')]
            .map(a => decodeURIComponent(a.getAttribute('href').slice(1)))
            .filter(id => id && !document.getElementById(id))""")
        check("every in-page link on the Korean page has a target", broken == [], str(broken))
        if os.path.exists(os.path.join(site, "components/banner.en.html")):
            language_checks.run(page, origin, check, shots)

        def search(query):
            page.evaluate(f"""(() => {{ const input = document.querySelector('#search-input');
                input.value = {json.dumps(query)}; input.dispatchEvent(new Event('input')); }})()""")
            for _ in range(50):
                time.sleep(0.1)
                results = page.evaluate("""[...document.querySelectorAll('#search-results a[role=option]')]
                    .map(a => [a.getAttribute('href'), a.textContent])""")
                if results:
                    return results
            return []

        def search_checks(where, queries):
            for query, expected_page, expected_heading in queries:
                results = search(query)
                hit = [r for r in results if r[0].split("#")[0].endswith(expected_page)]
                ok = bool(hit) and (expected_heading is None or any(expected_heading in r[1] for r in hit))
                check(f"searching '{query}' {where}finds {expected_page}" + (f" at '{expected_heading}'" if expected_heading else ""),
                      ok, str(results[:3]))

        particle_queries = [(query, "components/banner.html", None) for query in ("정책은", "배너가", "우선순위를")]
        # From an English page, an English query finds the Banner page's English translation
        # first, when there is one (results in the reader's language come first).
        english_banner = ("components/banner.en.html" if os.path.exists(os.path.join(site, "components/banner.en.html"))
                          else "components/banner.html")
        page.navigate(origin + "index.html")
        check("the search box is shown when scripts run", page.evaluate("!document.querySelector('[data-search]').hidden"))
        search_checks("", [
            ("bann", english_banner, None),
            ("promotional hea", "components/promotional-header-view.html", None),
            ("배너", "components/banner.html", None),
            ("정책", "components/banner.html", None),
            ("제약", "components/banner.html", "제약사항"),
            *particle_queries,
            ("priorty", "components/banner.html", None),
        ])
        search("priorty")
        fuzzy = page.evaluate("""[...document.querySelectorAll('#search-results mark')].map(m => m.textContent.toLowerCase())""")
        check("a misspelt word finds and marks the word it meant", "priority" in fuzzy, str(fuzzy[:5]))
        search("banner")
        marks = page.evaluate("""[...document.querySelectorAll('#search-results .search-snippet mark')]
            .map(m => [m.textContent, m.children.length])""")
        check("result snippets mark the matched words, as text", bool(marks) and all(
            text.lower() == "banner" and children == 0 for text, children in marks), str(marks[:5]))
        check("search makes no console error", not page.problems(origin), "; ".join(page.problems(origin)))

        # Opened from disk, the index is loaded the same way: script elements, no fetch.
        page.navigate("file://" + os.path.join(site, "index.html"))
        search_checks("from file:// ", [("bann", english_banner, None), *particle_queries])
        check("search from file:// makes no console error or failed request",
              not page.problems(origin), "; ".join(page.problems(origin)))
        page.navigate(origin + "index.html")

        page.evaluate("document.querySelector('.theme-toggle').click()")
        check("the toggle switches to the dark theme",
              page.evaluate("document.documentElement.getAttribute('data-theme')") == "dark")
        background = page.evaluate("getComputedStyle(document.body).backgroundColor")
        check("the dark theme has a dark background", background == "rgb(15, 17, 21)", background)
        page.navigate(origin + "index.html")
        check("the theme choice survives a reload",
              page.evaluate("document.documentElement.getAttribute('data-theme')") == "dark")
        page.evaluate("localStorage.clear()")

        if os.path.exists(os.path.join(site, "catalog/index.html")):
            catalog_checks.run(page, origin, check, shots, lambda name: page.screenshot(os.path.join(shots, name)))
            catalog_checks.contrast(page, origin, check, [
                "index.html", "components/promotional-header-view.html", "components/banner.html",
                "catalog/index.html", "catalog/banner.html", "models/promotionalheaderdata.html"])
        markdown_checks.run(page, origin, check)
        accessibility_checks.run(page, origin, check, [
            (name, path, query) for name, path, query in accessibility_checks.PAGE_KINDS
            if os.path.exists(os.path.join(site, path))])
        if os.path.exists(os.path.join(site, "catalog/offer-banner.html")):
            accessibility_checks.preview_report(page, origin, check, "catalog/offer-banner.html", ["#ffffff", "#ff3b30"])
        page.navigate(origin + "index.html")
        xss_site = os.environ.get("DOCGEN_XSS_SITE")
        if xss_site:
            catalog_checks.xss_fixture(page, "file://" + os.path.abspath(os.path.join(xss_site, "components/notice.html")), check)

        shot_pages = [("home", "index.html"), ("component", "components/promotional-header-view.html"),
                      ("korean", "components/banner.html"), ("diagrams", "components/offer-banner.html")]
        if os.path.exists(os.path.join(site, "catalog/index.html")):
            shot_pages.append(("catalog", "catalog/index.html"))
        for scheme in ("light", "dark"):
            page.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
            for name, path in shot_pages:
                page.navigate(origin + path)
                page.screenshot(os.path.join(shots, f"{name}-{scheme}.png"))
        shot_pages += [("catalog-banner", "catalog/banner.html"), ("catalog-header", "catalog/promotional-header.html")]
        for scheme in ("light", "dark"):
            page.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
            for name, path in shot_pages[-2:]:
                page.navigate(origin + path)
                page.screenshot(os.path.join(shots, f"{name}-{scheme}.png"))
        check("screenshots written", len(os.listdir(shots)) >= 2 * len(shot_pages), shots)

        if len(sys.argv) > 4:
            live_reload(page, sys.argv[3], sys.argv[4], check)
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
