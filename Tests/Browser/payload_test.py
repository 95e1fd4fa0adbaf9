#!/usr/bin/env python3
"""Loads a site built from hostile input in headless Chromium and checks that no payload runs.

The payload fixture (Tests/DocGenSiteTests/Fixtures/PayloadSite) puts script payloads in every
place input reaches a page: titles, front matter, headings, link targets and text, images, raw
HTML, code, tables, footnotes, Mermaid labels and click directives, JSON and Swift strings, and
a file name. Every payload sets `window.__xss`; on every page, after load, a search for the
payloads and a click on every link that stays on the page, it must still be unset. The DOM must
hold no inline event handler, no script but the site's own assets, and no link or image whose
URL is not http(s).

Usage: payload_test.py SITE_DIR
Prints one line per check and ends with 'N passed, N failed'.
"""
import json
import os
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_test import Checks, browser_session, find_chrome  # noqa: E402

# What the DOM of a page must not hold, as one list of findings.
# The 404 page's own first script, which sets <base> to the site root (NotFoundPage.baseScript),
# and that <base> are the only inline script and base element allowed, and only there.
AUDIT = r"""(() => {
  const found = [];
  const assets = /\/assets\/(theme|search|code|preview|drawer)\.js$/;
  const notFound = /\/404\.html$/.test(location.pathname);
  const own = notFound && document.head.firstElementChild?.tagName === 'SCRIPT' &&
    !document.head.firstElementChild.src && document.head.firstElementChild.textContent.startsWith('(function(){var n=[')
    ? document.head.firstElementChild : null;
  for (const s of document.querySelectorAll('script')) {
    if (s === own) continue;
    if (!s.src || !assets.test(s.src)) found.push('script: ' + s.outerHTML.slice(0, 120));
  }
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push('handler: <' + el.tagName + ' ' + attr.name + '>');
      if (/^(href|src|xlink:href|action|formaction|data)$/i.test(attr.name) && attr.value) {
        let protocol;
        try { protocol = new URL(attr.value, location.href).protocol; } catch (e) { protocol = 'invalid'; }
        const safeData = /^data:image\/(png|gif|jpeg|webp)/i.test(attr.value.trim());
        if (!['http:', 'https:'].includes(protocol) && !safeData) {
          found.push(el.tagName + ' ' + attr.name + '=' + attr.value.slice(0, 80));
        }
      }
    }
  }
  const bases = [...document.querySelectorAll('base')];
  for (const tag of ['iframe', 'object', 'embed', 'foreignObject', 'base', 'form', 'meta[http-equiv]']) {
    for (const el of document.querySelectorAll(tag)) {
      if (own && tag === 'base' && bases.length === 1 && el === own.nextElementSibling) continue;
      found.push('element: ' + el.outerHTML.slice(0, 120));
    }
  }
  return found;
})()"""


def main():
    site = os.path.abspath(sys.argv[1])
    check = Checks()
    chrome = find_chrome()
    if not chrome:
        print("payload-test: no Chromium found")
        return 2
    with browser_session(site, chrome) as (page, origin):
        # Anything that opens a dialog would be a payload running too.
        page.call("Page.setInterceptFileChooserDialog", enabled=True)

        pages = sorted(
            os.path.relpath(os.path.join(folder, name), site)
            for folder, _, names in os.walk(site) for name in names if name.endswith(".html"))
        check("the payload site has its pages", len(pages) >= 4, str(pages))
        for path in pages:
            url = origin + urllib.request.pathname2url(path)
            page.navigate(url)
            page.drain(0.2)
            check(f"{path}: no payload ran on load", page.evaluate("window.__xss === undefined"),
                  str(page.evaluate("window.__xss")))
            findings = page.evaluate(AUDIT)
            check(f"{path}: no handler, foreign script or unsafe URL in the DOM", not findings, "; ".join(findings[:5]))
            dialogs = [e for e in page.events if e.get("method") == "Page.javascriptDialogOpening"]
            check(f"{path}: no dialog opened", not dialogs)
            # Hover and click everything that stays on this page (in-page anchors, summaries, SVG links).
            page.evaluate("""(() => {
              for (const el of document.querySelectorAll('body *')) {
                el.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
                el.dispatchEvent(new FocusEvent('focus'));
              }
              for (const a of document.querySelectorAll('a[href^="#"]')) a.click();
            })()""")
            page.drain(0.2)
            check(f"{path}: no payload ran on hover or click", page.evaluate("window.__xss === undefined"),
                  str(page.evaluate("window.__xss")))

        page.navigate(origin + "index.html")
        for query in ("script", "window", "img", "onerror"):
            page.evaluate(f"""(() => {{ const input = document.querySelector('#search-input');
                input.value = {json.dumps(query)}; input.dispatchEvent(new Event('input')); }})()""")
            time.sleep(0.5)
            results = page.evaluate("document.querySelectorAll('#search-results [role=option]').length")
            ran = page.evaluate("window.__xss")
            check(f"searching '{query}' shows results and runs no payload", results > 0 and ran is None,
                  f"{results} results, __xss={ran}")

        # The checks themselves must be able to fail: a planted payload runs and is found.
        page.evaluate("""document.body.insertAdjacentHTML('beforeend',
            '<img src=x onerror="window.__xss=\\'canary\\'"><a href="javascript:void 0">x</a>')""")
        time.sleep(0.5)
        check("a planted payload runs and the audit finds it",
              page.evaluate("window.__xss") == "canary" and len(page.evaluate(AUDIT)) >= 2,
              str(page.evaluate(AUDIT)))
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
