#!/usr/bin/env python3
"""axe-core on the site's pages: WCAG 2.0, 2.1 and 2.2 A and AA, outside the component previews.

axe-core comes from a package, not from this repository: the `axe.min.js` that the PyPI wheel
`axe-playwright-python` ships (scripts/browser-test installs it; DOCGEN_AXE_JS names another
copy). Each page kind is scanned in the light and dark themes, on a desktop and a phone
viewport; a violation fails with its rule, the page and the element.

The previews (`.pv-stage`, the container docgen draws each sample in) are left out of the scan:
they are true to the app's colours, and docgen reports what they miss at build time instead
(`preview-contrast`, `preview-alt`).

Run on its own, it scans any built site, a team's as well as this one:

    python3 Tests/Browser/accessibility_checks.py _site            # every page, and search open
    python3 Tests/Browser/accessibility_checks.py _site index.html catalog/index.html

Prints one line per check and ends with 'N passed, N failed' (exit code 1 on a violation).
"""
import importlib.util
import json
import os
import sys
import time

# The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe-core tags them.
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
# The container of every drawn preview.
PREVIEW = ".pv-stage"
SCHEMES = ("light", "dark")
# This repository's site: (kind, page, search query to type), one page of each kind docgen writes.
PAGE_KINDS = [
    ("home page", "index.html", None),
    ("component page", "components/promotional-header-view.html", None),
    ("Korean page", "components/banner.html", None),
    ("English translation", "components/banner.en.html", None),
    ("component page with previews", "components/offer-banner.html", None),
    ("section page", "components/index.html", None),
    ("guide", "guides/ui-component-development.html", None),
    ("catalog index", "catalog/index.html", None),
    ("catalog page", "catalog/banner.html", None),
    ("model reference index", "models/index.html", None),
    ("model page", "models/promotionalheaderdata.html", None),
    ("home page with search results open", "index.html", "banner"),
    ("Korean page with search results open", "components/banner.html", "배너"),
    ("404 page", "404.html", None),
]
VIEWPORTS = (("desktop", dict(width=1280, height=900, deviceScaleFactor=1, mobile=False)),
             ("phone", dict(width=390, height=844, deviceScaleFactor=2, mobile=True)))

RUN = """(async () => {
  const results = await axe.run({exclude: [[%s]]}, {runOnly: {type: 'tag', values: %s}, resultTypes: ['violations']});
  return {version: axe.version, violations: results.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({target: n.target.join(' '), html: n.html.slice(0, 160), summary: n.failureSummary}))
  }))};
})()"""

SEARCH = """(async () => {
  const input = document.querySelector('#search-input');
  if (!input) return 0;
  input.focus();
  input.value = %s;
  input.dispatchEvent(new Event('input'));
  for (let i = 0; i < 50; i++) {
    await new Promise(r => setTimeout(r, 100));
    const shown = document.querySelectorAll('#search-results [role=option]').length;
    if (shown) return shown;
  }
  return 0;
})()"""


def axe_script():
    """The text of axe.min.js: DOCGEN_AXE_JS, or the copy inside the installed axe-playwright-python."""
    path = os.environ.get("DOCGEN_AXE_JS")
    if not path:
        spec = importlib.util.find_spec("axe_playwright_python")
        if spec is None or not spec.submodule_search_locations:
            raise RuntimeError("axe-core not found: pip install --no-deps axe-playwright-python, or set DOCGEN_AXE_JS")
        path = os.path.join(list(spec.submodule_search_locations)[0], "axe.min.js")
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def scan(page, script):
    """Runs axe-core on the open page; returns its version and violations."""
    if not page.evaluate("typeof axe === 'object'"):
        page.call("Runtime.evaluate", expression=script, returnByValue=True)
    return page.evaluate(RUN % (json.dumps(PREVIEW), json.dumps(TAGS)))


def describe(violations):
    lines = []
    for violation in violations:
        for node in violation["nodes"][:4]:
            lines.append(f"[{violation['id']}] {violation['help']}: {node['target']} {node['html']}")
        if len(violation["nodes"]) > 4:
            lines.append(f"[{violation['id']}] and {len(violation['nodes']) - 4} more elements")
    return "\n        ".join(lines)


def run(page, origin, check, kinds):
    """Scans each (name, path, search query) in both schemes and both viewports."""
    script = axe_script()
    version = None
    try:
        for viewport, metrics in VIEWPORTS:
            page.call("Emulation.setDeviceMetricsOverride", **metrics)
            for scheme in SCHEMES:
                page.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
                for name, path, query in kinds:
                    page.navigate(origin + path)
                    what = path
                    if query:
                        shown = page.evaluate(SEARCH % json.dumps(query))
                        what = f"{path} with {shown} search results open"
                    result = scan(page, script)
                    version = result["version"]
                    violations = result["violations"]
                    check(f"axe-core: no WCAG A/AA violation on the {name} ({what}), {scheme}, {viewport}",
                          not violations, describe(violations))
        numbers = tuple(int(part) for part in (version or "0").split(".")[:2])
        check(f"axe-core {version} is current (4.10 or later), with the WCAG 2.2 rules", numbers >= (4, 10))
    finally:
        page.call("Emulation.setEmulatedMedia", features=[])
        page.call("Emulation.setDeviceMetricsOverride", **VIEWPORTS[0][1])
    return version


def preview_report(page, origin, check, path, colors):
    """The catalog page at PATH shows the build's contrast finding for COLORS beside its preview."""
    page.navigate(origin + path)
    shown = page.evaluate("""[...document.querySelectorAll('.catalog-entry .preview-report [data-rule=preview-contrast]')]
        .map(item => item.textContent)""") or []
    check(f"{path} shows the {' on '.join(colors)} contrast finding beside its preview",
          any(all(color in text for color in colors) for text in shown), str(shown[:3]))


def main():
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import browser_test

    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    site = os.path.abspath(sys.argv[1])
    chrome = browser_test.find_chrome()
    if not chrome:
        print("accessibility_checks: no Chromium found")
        return 2
    if len(sys.argv) > 2:
        kinds = [(path, path, None) for path in sys.argv[2:]]
    else:
        kinds = [(path, path, None) for path in sorted(
            os.path.relpath(os.path.join(folder, name), site)
            for folder, _, names in os.walk(site) for name in names if name.endswith(".html"))]
        kinds.append(("home", "index.html", "a"))
    check = browser_test.Checks()
    started = time.time()
    with browser_test.browser_session(site, chrome, ["--hide-scrollbars"]) as (page, origin):
        version = run(page, origin, check, kinds)
    print(f"axe-core {version}, {len(kinds)} pages, {time.time() - started:.0f} s")
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
