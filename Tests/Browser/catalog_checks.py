"""Browser checks for the component catalog and the site's contrast, called by browser_test.py.

Catalog: the previews match the numbers of the component documents (measured on the rendered
page, not read from CSS), close actions are in Korean on the Korean page, previews follow the
dark theme and shrink on a narrow screen.
Contrast: every visible text element of the sampled pages, in both themes, meets WCAG AA
against the background it is drawn on (4.5:1, or 3:1 for large text). Previews of hidden
headers and never-shown banners are dimmed on purpose, like disabled controls, and are skipped.
XSS: a fixture page whose banner HTML carries script payloads runs none of them.
"""
import json

MEASURE_HEADER = """(() => {
  const header = document.querySelector('.pv-header[data-visible="true"]');
  const icon = header.querySelector('.pv-header-icon').getBoundingClientRect();
  const text = header.querySelector('.pv-header-text').getBoundingClientRect();
  const title = header.querySelector('.pv-header-title');
  const subtitle = header.querySelector('.pv-header-subtitle');
  const box = header.getBoundingClientRect();
  const style = getComputedStyle(header);
  const t = getComputedStyle(title), s = getComputedStyle(subtitle);
  return {
    icon: [icon.width, icon.height], iconLeft: icon.left - box.left, iconToText: text.left - icon.right,
    padding: [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft],
    radius: style.borderTopLeftRadius, background: style.backgroundColor,
    title: [t.fontSize, t.fontWeight], subtitle: [s.fontSize, s.fontWeight],
    titleToSubtitle: subtitle.getBoundingClientRect().top - title.getBoundingClientRect().bottom,
    iconColor: getComputedStyle(header.querySelector('.pv-header-icon')).color,
  };
})()"""

QUICK_LINKS = """(() => {
  const tabs = [...document.querySelector('.pv-tabbar').querySelectorAll('.pv-tab')];
  return tabs.map(tab => {
    const icon = tab.querySelector('.pv-tab-icon').getBoundingClientRect();
    const title = tab.querySelector('.pv-tab-title').getBoundingClientRect();
    return {left: icon.left, top: icon.top, iconAbove: icon.bottom <= title.top + 0.5, title: tab.textContent.trim()};
  });
})()"""

CONTRAST = """(() => {
  function parse(color) {
    const m = color.match(/rgba?\\(([^)]+)\\)/);
    if (!m) return null;
    const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  }
  function over(top, bottom) {
    const a = top[3];
    return [0, 1, 2].map(i => top[i] * a + bottom[i] * (1 - a)).concat([1]);
  }
  function background(element) {
    const layers = [];
    for (let node = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none' && !node.classList.contains('pv-screen-dim')) return null;
      const color = parse(style.backgroundColor);
      if (color && color[3] > 0) { layers.push(color); if (color[3] >= 1) break; }
    }
    let result = [255, 255, 255, 1];
    for (let i = layers.length - 1; i >= 0; i--) result = over(layers[i], result);
    return result;
  }
  function luminance(c) {
    const [r, g, b] = c.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
  const failures = [];
  let checked = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const element = node.parentElement;
    if (!node.textContent.trim() || seen.has(element)) continue;
    seen.add(element);
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || element.closest('[hidden], [inert], .pv-never, .skip-link, [aria-hidden="true"], [data-visible="false"]')) continue;
    if (parseFloat(style.opacity) < 1) continue;
    const back = background(element);
    const fore = parse(style.color);
    if (!back || !fore) continue;
    const text = over(fore, back);
    const l1 = luminance(text), l2 = luminance(back);
    const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    const size = parseFloat(style.fontSize), weight = parseInt(style.fontWeight, 10);
    const large = size >= 24 || (size >= 18.66 && weight >= 700);
    checked++;
    if (ratio < (large ? 3 : 4.5)) failures.push(`${element.tagName.toLowerCase()}.${element.className} '${node.textContent.trim().slice(0, 30)}' ${ratio.toFixed(2)}`);
  }
  return {checked, failures: failures.slice(0, 8)};
})()"""


def run(page, origin, check, shots, screenshot):
    page.navigate(origin + "catalog/promotional-header.html")
    m = page.evaluate(MEASURE_HEADER)
    check("a header preview has a 40×40 icon", m["icon"] == [40, 40], json.dumps(m["icon"]))
    check("a header preview has 16pt padding and 12pt corners",
          m["padding"] == ["16px"] * 4 and m["radius"] == "12px" and m["iconLeft"] == 16, json.dumps(m))
    check("12pt between icon and text, 4pt between title and subtitle",
          abs(m["iconToText"] - 12) < 0.5 and abs(m["titleToSubtitle"] - 4) < 0.5, json.dumps(m))
    check("bold 16pt title, regular 14pt subtitle",
          m["title"] == ["16px", "700"] and m["subtitle"] == ["14px", "400"], json.dumps(m))
    check("the header background is the sample's color with its alpha",
          m["background"].startswith("rgba(") and m["background"].endswith(", 0.1)"), m["background"])
    check("the icon is tinted with the highlight color", m["iconColor"] == "rgb(255, 149, 0)", m["iconColor"])
    check("a hidden display state is shown marked",
          page.evaluate("!!document.querySelector('.pv-header[data-visible=\"false\"]') && document.body.textContent.includes('Hidden (isVisible: false)')"))

    page.navigate(origin + "catalog/quick-links-tab-bar.html")
    tabs = page.evaluate(QUICK_LINKS)
    check("quick links are in order, side by side, icon over title",
          len(tabs) >= 5 and all(a["left"] < b["left"] and a["top"] == b["top"] for a, b in zip(tabs, tabs[1:]))
          and all(t["iconAbove"] for t in tabs), json.dumps(tabs[:3]))

    page.navigate(origin + "components/banner.html")
    labels = page.evaluate("[...document.querySelectorAll('.pv-sheet-action')].map(e => e.textContent)")
    check("popup close actions are in Korean on the Korean page",
          all(label in labels for label in ["다시 보지 않기", "일주일 동안 보지 않기", "오늘은 보지 않기", "닫기"]), str(labels))
    ratios = page.evaluate("[...document.querySelectorAll('.pv-slider .pv-img')].map(e => Math.round(e.getBoundingClientRect().width / e.getBoundingClientRect().height * 100) / 100)")
    check("default banner images keep their declared aspect ratio", ratios[:2] == [2.5, 2.5] and 3.0 in ratios, str(ratios))
    # The images are lazy: each is scrolled into view so the browser tries (and fails) to load it.
    check("an image that cannot load shows its alt text in its frame", page.evaluate("""(async () => {
        const images = [...document.querySelectorAll('.pv-slider img')];
        for (const image of images) { image.scrollIntoView(); await new Promise(r => setTimeout(r, 200)); }
        return images.length > 0 && images.every(i => i.classList.contains('pv-failed')
            && getComputedStyle(i.parentElement.querySelector('.pv-img-alt')).display !== 'none');
    })()"""))
    check("a never-shown banner is greyed with its reason",
          page.evaluate("!!document.querySelector('.pv-never') && document.querySelector('.pv-never-reason').textContent.includes('toast')"))

    page.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"}])
    page.navigate(origin + "catalog/promotional-header.html")
    dark = page.evaluate("getComputedStyle(document.querySelector('.pv-header[data-visible=\"true\"]')).backgroundColor")
    check("previews follow the dark theme", dark != m["background"], dark)
    page.call("Emulation.setEmulatedMedia", features=[])

    page.call("Emulation.setDeviceMetricsOverride", width=360, height=800, deviceScaleFactor=1, mobile=True)
    page.navigate(origin + "catalog/promotional-header.html")
    narrow = page.evaluate("[document.querySelector('.pv-device').getBoundingClientRect().width, document.documentElement.scrollWidth]")
    check("previews scale down on a narrow screen and the page does not scroll sideways",
          narrow[0] < 375 and narrow[1] <= 360, str(narrow))
    screenshot("catalog-narrow.png")
    page.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)


def contrast(page, origin, check, paths):
    for scheme in ("light", "dark"):
        page.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
        for path in paths:
            page.navigate(origin + path)
            result = page.evaluate(CONTRAST)
            check(f"{path} meets WCAG AA contrast in the {scheme} theme ({result['checked']} text elements)",
                  result["checked"] > 0 and not result["failures"], "; ".join(result["failures"]))
    page.call("Emulation.setEmulatedMedia", features=[])


def xss_fixture(page, url, check):
    page.navigate(url)
    ran = page.evaluate("window.__xss === 1")
    present = page.evaluate("!!document.querySelector('.pv-html h3')")
    check("script payloads in a banner's HTML content do not run", present and not ran, f"present={present} ran={ran}")
