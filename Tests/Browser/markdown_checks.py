"""What GitHub-flavoured Markdown shows on the site: an alert and a `<details>` block.

The guide's `> [!NOTE]` must be an alert with its icon and title and no marker, coloured
differently in the light and dark themes; the Offer Banner page's JSON sample sits in a
`<details>` block that starts closed and opens on a click on its summary.
"""


def run(page, origin, check):
    page.navigate(origin + "guides/ui-component-development.html")
    alert = page.evaluate("""(() => {
        const alert = document.querySelector('.content .markdown-alert.markdown-alert-note');
        if (!alert) return null;
        const title = alert.querySelector('.markdown-alert-title');
        return {title: title ? title.textContent.trim() : '', icon: !!alert.querySelector('.markdown-alert-title svg'),
                text: alert.textContent, color: title ? getComputedStyle(title).color : ''};
    })()""")
    check("the guide's NOTE is an alert with an icon and the title 'Note'",
          bool(alert) and alert["title"] == "Note" and alert["icon"], str(alert))
    check("the alert shows no '[!NOTE]' marker", bool(alert) and "[!NOTE]" not in alert["text"], str(alert))
    page.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"}])
    dark = page.evaluate("getComputedStyle(document.querySelector('.markdown-alert-title')).color")
    page.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "light"}])
    check("the alert's colour follows the theme", bool(alert) and dark != alert["color"], f"{alert and alert['color']} / {dark}")

    page.navigate(origin + "components/offer-banner.html")
    state = """(() => {
        const details = document.querySelector('.content details');
        if (!details) return null;
        const code = details.querySelector('pre');
        return {open: details.open, summary: (details.querySelector('summary') || {}).textContent || '',
                // A closed <details> keeps its content laid out but not rendered (content-visibility).
                codeShown: !!code && (code.checkVisibility ? code.checkVisibility() : code.getClientRects().length > 0)};
    })()"""
    closed = page.evaluate(state)
    check("the JSON sample's <details> starts closed with its summary shown",
          bool(closed) and not closed["open"] and not closed["codeShown"] and "summer banner" in closed["summary"],
          str(closed))
    page.evaluate("document.querySelector('.content details > summary').click()")
    opened = page.evaluate(state)
    check("a click on the summary shows the sample", bool(opened) and opened["open"] and opened["codeShown"], str(opened))
