"""Checks of the sidebar, run by browser_test.py, on a desktop and on a phone (390 × 844).

- Every section of the site (each folder with an index.html) is reached from the home page by
  following links of the sidebar and of section pages only, clicking as a reader would.
- On the home page every sidebar link can be shown: a closed section opens with a click on its
  summary, and on a phone each link is on screen inside the open drawer once scrolled to.
- The 404 page, built without a base URL and served for a missing address under a path (as a
  project site is, `/repo/…`), loads its stylesheet and links home under that path.
"""
import functools
import http.server
import os
import threading
import time

SIDEBAR_LINKS = """[...document.querySelectorAll('.sidebar a[href], .section-list a[href]')]
    .map(a => a.href).filter(h => h.startsWith(location.origin)).map(h => h.split('#')[0])"""

# Opens every closed section with a click on its summary, as a reader would, outside the link.
OPEN_ALL = """(() => { let opened = 0;
  for (let round = 0; round < 20; round++) {
    const closed = [...document.querySelectorAll('.sidebar details:not([open]) > summary')];
    if (!closed.length) break;
    closed.forEach(s => { s.click(); opened++; });
  }
  return opened; })()"""

# The sidebar links that are not visible where they are: no box, or (in the drawer) not the
# element at their centre once scrolled into view.
HIDDEN_LINKS = """[...document.querySelectorAll('.sidebar a[href]')].filter(a => {
    a.scrollIntoView({block: 'center'});
    const r = a.getBoundingClientRect();
    if (!r.width || !r.height) return true;
    const hit = document.elementFromPoint(r.left + Math.min(8, r.width / 2), r.top + r.height / 2);
    return !(hit === a || a.contains(hit));
  }).map(a => a.getAttribute('href'))"""


def sections(site):
    """The site's section pages: each folder's index.html, relative to the site."""
    found = set()
    for folder, _, names in os.walk(site):
        if "index.html" in names:
            found.add(os.path.relpath(os.path.join(folder, "index.html"), site))
    return found


def walk(page, origin):
    """The pages reached from the home page through sidebar and section-list links."""
    start = origin + "index.html"
    reached, queue = {start}, [start]
    while queue:
        url = queue.pop()
        page.navigate(url)
        for link in page.evaluate(SIDEBAR_LINKS) or []:
            if link.endswith(".html") and link not in reached:
                reached.add(link)
                queue.append(link)
    return {url[len(origin):] for url in reached}


def run(page, origin, site, check, shots):
    not_found_under_path(page, site, check)
    expected = sections(site)
    for name, width, height, mobile in (("desktop", 1280, 900, False), ("phone", 390, 844, True)):
        page.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=mobile)
        try:
            missed = sorted(expected - walk(page, origin))
            check(f"on a {name}, every section is reached from the home page through the sidebar", not missed,
                  str(missed[:10]))
            page.navigate(origin + "index.html")
            if mobile:
                page.evaluate("document.querySelector('.nav-toggle').click()")
                time.sleep(0.4)
            page.evaluate(OPEN_ALL)
            time.sleep(0.2)
            hidden = page.evaluate(HIDDEN_LINKS) or []
            check(f"on a {name}, every sidebar link of the home page shows once its section is opened", not hidden,
                  str(hidden[:10]))
            page.screenshot(os.path.join(shots, f"navigation-{name}.png"))
        finally:
            page.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)


class NotFoundHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder, answering a missing path with the site's 404.html as static hosts do."""

    not_found = None

    def send_error(self, code, message=None, explain=None):
        if code != 404 or not self.not_found:
            return super().send_error(code, message, explain)
        with open(self.not_found, "rb") as handle:
            body = handle.read()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def not_found_under_path(page, site, check):
    """Serves the site's parent folder, so the site is at /<folder>/, and opens a missing page."""
    parent, folder = os.path.split(site.rstrip("/"))
    handler = type("Handler", (NotFoundHandler,), {"not_found": os.path.join(site, "404.html")})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=parent))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        origin = f"http://127.0.0.1:{server.server_address[1]}/"
        page.navigate(origin + folder + "/components/no-such-page.html")
        root = origin + folder + "/"
        styled = page.evaluate(f"""[...document.styleSheets].some(s => s.href === {root!r} + 'assets/style.css'
            && s.cssRules.length > 0)""")
        check("the 404 page served under a path loads its stylesheet from the site root", styled)
        home = page.evaluate("document.querySelector('.site-title')?.href")
        check("the 404 page served under a path links home under that path", home == root + "index.html", str(home))
    finally:
        server.shutdown()
