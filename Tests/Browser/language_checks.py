"""Checks of the site's languages and of phones, run by browser_test.py.

- The Korean page's chrome (header, navigation, table of contents, pager, footer, copy buttons,
  checked marks, labels read by screen readers) shows none of the English words of the theme.
- The Korean page and its English translation name each other with `hreflang`, both ways.
- Search lists results in the page's language first, each marked with its language.
- At 390 × 844 the article starts near the top, and the navigation is a drawer behind a button
  that opens it, keeps Tab inside it, and closes on Escape with focus back on the button.
"""
import json
import os
import time

THEME = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "DocGenTheme", "Theme", "i18n")


def words(language):
    """The theme's words for a language, read from its i18n file (`key: value` lines)."""
    table = {}
    with open(os.path.join(THEME, language + ".yml"), encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or ":" not in line:
                continue
            key, value = line.split(":", 1)
            value = value.strip()
            if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
                value = value[1:-1]
            table[key.strip()] = value
    return table


def english_pieces():
    """The English words of the theme that Korean replaces, cut at their placeholders."""
    english, korean = words("en"), words("ko")
    pieces = set()
    for key, value in english.items():
        if korean.get(key) == value or key in ("languageName", "listSeparator", "listLastSeparator"):
            continue
        for piece in value.replace("}", "{").split("{")[::2]:
            piece = piece.strip(" .,:")
            if len(piece) >= 4:
                pieces.add(piece)
    return sorted(pieces)


CHROME_TEXT = """(() => {
  const texts = [];
  const chrome = '.site-header, .site-footer, .skip-link, .toc-title, .pager-label, .copy-button, .language-switch';
  // Code (a type name, the footer's source path) is not the theme's words.
  document.querySelectorAll(chrome + ', .code-checked').forEach(element => {
    const copy = element.cloneNode(true);
    copy.querySelectorAll('code').forEach(code => code.remove());
    texts.push(copy.textContent);
  });
  // A task box is named by its item's text, which is the page's content, not the theme's words.
  document.querySelectorAll('[aria-label]:not(.task-list-item > input), [placeholder], [title], [data-close-label]').forEach(element => {
    for (const name of ['aria-label', 'placeholder', 'title', 'data-close-label']) {
      if (element.hasAttribute(name)) texts.push(element.getAttribute(name));
    }
  });
  for (const [name, value] of Object.entries(document.body.dataset)) texts.push(value);
  const box = document.querySelector('[data-search]');
  if (box) for (const value of Object.values(box.dataset)) texts.push(value);
  return texts;
})()"""


def run(page, origin, check, shots):
    page.navigate(origin + "components/banner.html")
    texts = page.evaluate(CHROME_TEXT)
    found = sorted({piece for piece in english_pieces() for text in texts if piece in text})
    check("the Korean page's chrome shows no English word of the theme", found == [], str(found))
    check("the Korean page's table of contents is titled in Korean",
          page.evaluate("document.querySelector('.toc-title')?.textContent") == words("ko")["onThisPage"])

    alternates = page.evaluate("""[...document.querySelectorAll('link[rel=alternate][hreflang]')]
        .map(link => [link.hreflang, link.getAttribute('href')])""")
    check("the Korean page names its English translation with hreflang", ["en", "banner.en.html"] in alternates,
          str(alternates))
    page.navigate(origin + "components/banner.en.html")
    alternates = page.evaluate("""[...document.querySelectorAll('link[rel=alternate][hreflang]')]
        .map(link => [link.hreflang, link.getAttribute('href')])""")
    check("the English translation names the Korean page with hreflang", ["ko", "banner.html"] in alternates,
          str(alternates))
    check("the English translation's chrome is English",
          page.evaluate("document.querySelector('.toc-title')?.textContent") == words("en")["onThisPage"])
    check("the English translation's navigation leads to itself",
          page.evaluate("document.querySelector('.sidebar [aria-current=page]')?.getAttribute('href')") == "banner.en.html")
    page.evaluate("document.querySelector('.language-switch a[hreflang=ko]').click()")
    time.sleep(0.5)
    check("the language switch leads to the Korean page",
          page.evaluate("location.pathname").endswith("components/banner.html"))

    for path, expected in [("components/banner.html", "banner.html"), ("components/banner.en.html", "banner.en.html")]:
        page.navigate(origin + path)
        first = search(page, "banner policy")
        check(f"on {path} the first result for 'banner policy' is {expected}",
              bool(first) and first[0].split("#")[0].endswith("components/" + expected), str(first[:3]))
        labels = page.evaluate("""[...document.querySelectorAll('#search-results a[role=option]')]
            .map(a => [a.lang, a.querySelector('.search-language')?.textContent])""")
        check(f"on {path} every result is marked with its language", bool(labels) and all(
            tag and label == tag.upper() for tag, label in labels), str(labels[:4]))

    phone(page, origin, check, shots)


def search(page, query):
    """The result links the search box shows for `query`, once it shows any."""
    page.evaluate(f"""(() => {{ const input = document.querySelector('#search-input');
        input.value = {json.dumps(query)}; input.dispatchEvent(new Event('input')); }})()""")
    for _ in range(50):
        time.sleep(0.1)
        results = page.evaluate("""[...document.querySelectorAll('#search-results a[role=option]')]
            .map(a => a.getAttribute('href'))""")
        if results:
            return results
    return []


def phone(page, origin, check, shots):
    page.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=2, mobile=True)
    try:
        page.navigate(origin + "components/banner.html")
        top = page.evaluate("document.querySelector('article').getBoundingClientRect().top")
        check(f"at 390 px the article starts near the top ({top:.0f} px)", top < 260, str(top))
        check("at 390 px the navigation is not above the article",
              page.evaluate("document.querySelector('.sidebar').getBoundingClientRect().top")
              >= top or page.evaluate("getComputedStyle(document.querySelector('.sidebar')).visibility") == "hidden")
        button = "document.querySelector('.nav-toggle')"
        check("a menu button is shown, controlling the navigation",
              page.evaluate(f"{button}.getBoundingClientRect().width > 0 && {button}.getAttribute('aria-controls') === 'sidebar'"))
        check("the menu button starts collapsed", page.evaluate(f"{button}.getAttribute('aria-expanded')") == "false")
        page.evaluate(f"{button}.click()")
        time.sleep(0.4)
        check("the button opens the drawer", page.evaluate(f"{button}.getAttribute('aria-expanded')") == "true")
        left = page.evaluate("document.querySelector('.sidebar').getBoundingClientRect().left")
        check("the open drawer is on screen", abs(left) < 1, str(left))
        bottom = page.evaluate("document.querySelector('.sidebar').getBoundingClientRect().bottom - innerHeight")
        check("the open drawer reaches the bottom of the screen", abs(bottom) < 1, str(bottom))
        check("focus moves into the drawer", page.evaluate("document.querySelector('.sidebar').contains(document.activeElement)"))
        page.screenshot(os.path.join(shots, "phone-drawer.png"))
        inside = True
        for _ in range(12):
            press(page, "Tab", 9)
            inside = inside and page.evaluate(
                f"document.querySelector('.sidebar').contains(document.activeElement) || document.activeElement === {button}")
        check("Tab stays inside the open drawer", inside)
        press(page, "Escape", 27)
        time.sleep(0.3)
        check("Escape closes the drawer", page.evaluate(f"{button}.getAttribute('aria-expanded')") == "false")
        check("focus returns to the menu button", page.evaluate(f"document.activeElement === {button}"))
        page.screenshot(os.path.join(shots, "phone-korean.png"))
    finally:
        page.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)


def press(page, key, code):
    for kind in ("keyDown", "keyUp"):
        page.call("Input.dispatchKeyEvent", type=kind, key=key, code=key, windowsVirtualKeyCode=code,
                  nativeVirtualKeyCode=code)
