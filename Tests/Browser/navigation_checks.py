"""Checks of the sidebar, run by browser_test.py, on a desktop and on a phone (390 × 844).

- Every section of the site (each folder with an index.html) is reached from the home page by
  following links of the sidebar and of section pages only, clicking as a reader would.
- On the home page every sidebar link can be shown: a closed section opens with a click on its
  summary, and on a phone each link is on screen inside the open drawer once scrolled to.
"""
import os
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
