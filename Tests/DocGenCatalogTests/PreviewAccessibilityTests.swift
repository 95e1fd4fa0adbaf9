import DocGenDiagnostics
import Testing

@testable import DocGenCatalog

/// A preview's HTML, the site's CSS, and what the report must say about it.
struct AccessibilityCase: Sendable, CustomTestStringConvertible {
    let name: String
    let css: String
    let html: String
    /// Each finding as "rule foreground background ratio themes", or the image's source.
    let expected: [String]

    var testDescription: String { name }
}

@Suite struct PreviewAccessibilityTests {
    static let badge = ".badge { background: #ff3b30; font: 700 14px/1.2 sans-serif; } .card { color: #ffffff; }"

    @Test(
        "contrast is read from the template's classes, inline styles and variables, per theme",
        arguments: [
            AccessibilityCase(
                name: "white on #ff3b30, the color inherited from the card, misses 4.5:1",
                css: badge, html: "<div class=\"card\"><span class=\"badge\">-25%</span></div>",
                expected: ["preview-contrast #ffffff #ff3b30 3.54:1 light,dark"]),
            AccessibilityCase(
                name: "the same colors pass as large text (3:1)",
                css: badge + " .big { font-size: 24px; }",
                html: "<div class=\"card\"><span class=\"badge big\">-25%</span></div>", expected: []),
            AccessibilityCase(
                name: "an inline style's colors, and the ratio rounded down",
                css: "", html: "<p style=\"color: #777777; background: #ffffff\">Caption</p>",
                expected: ["preview-contrast #777777 #ffffff 4.47:1 light,dark"]),
            AccessibilityCase(
                name: "light-dark() and var() give each theme its colors",
                css: ":root { --fg: light-dark(#000000, #555555); } .c { background: light-dark(#fff, #000); color: var(--fg); }",
                html: "<div class=\"c\">Title</div>", expected: ["preview-contrast #555555 #000000 2.81:1 dark"]),
            AccessibilityCase(
                name: "a see-through text color is painted over its background",
                css: ".c { background: #ffffff; color: rgba(0, 0, 0, 0.3); }", html: "<div class=\"c\">Faint</div>",
                expected: ["preview-contrast #b3b3b3 #ffffff 2.10:1 light,dark"]),
            AccessibilityCase(
                name: "a variable set in the sample's inline style reaches the class rule",
                css: ".h { background: var(--bg, #000000); color: #ffffff; }",
                html: "<div class=\"h\" style=\"--bg: #dddddd\">Header</div>",
                expected: ["preview-contrast #ffffff #dddddd 1.35:1 light,dark"]),
            AccessibilityCase(
                name: "text over a gradient is not guessed",
                css: ".c { background: linear-gradient(#fff, #000); color: #888; }", html: "<div class=\"c\">Over</div>",
                expected: []),
            AccessibilityCase(
                name: "text beside an absolutely placed layer is not guessed",
                css: ".o { background: #ffffff; color: #ffffff; } .bg { position: absolute; background: #000; }",
                html: "<div class=\"o\"><span class=\"bg\"></span><span>Title</span></div>", expected: []),
            AccessibilityCase(
                name: "dimmed, hidden and decorative text is skipped",
                css: ".dim { opacity: 0.5; } .none { display: none; } p { color: #eeeeee; }",
                html: "<div class=\"dim\"><p>A</p></div><div class=\"none\"><p>B</p></div><p aria-hidden=\"true\">C</p>",
                expected: []),
            AccessibilityCase(
                name: "a rule with a combinator or inside @media is left out",
                css: ".a .b { color: #eeeeee; } @media (min-width: 1px) { .b { color: #eeeeee; } }",
                html: "<div class=\"a\"><span class=\"b\">Text</span></div>", expected: []),
            AccessibilityCase(
                name: "an image without alt is reported, one with alt=\"\" is decoration",
                css: "", html: "<img src=\"a.png\"><img src=\"b.png\" alt=\"\"><img src=\"c.png\" alt=\"Logo\">",
                expected: ["preview-alt a.png"]),
        ])
    func findings(example: AccessibilityCase) {
        let checker = PreviewAccessibility(styleSheet: PreviewStyleSheet([example.css]))
        #expect(Self.summary(checker.findings(in: example.html)) == example.expected)
    }

    /// One checker keeps the styles of the elements it has met for the previews after: a
    /// preview checked after others must get what it gets alone, whatever came before.
    @Test("styles kept from earlier previews do not change a later preview's findings")
    func sharedStyles() {
        let css =
            ".o { background: #ffffff; color: #ffffff; } .bg { position: absolute; background: #000; } .dim { opacity: 0.5; }"
        let previews = [
            "<div class=\"o\"><span>Title</span></div>",
            "<div class=\"o\"><span class=\"bg\"></span><span>Title</span></div>",
            "<div class=\"o\" style=\"color: #000000\"><span>Title</span></div>",
            "<div class=\"dim\"><div class=\"o\"><span>Title</span></div></div>",
            "<div class=\"o\" hidden><span>Title</span></div>",
        ]
        let alone = previews.map { Self.summary(PreviewAccessibility(styleSheet: PreviewStyleSheet([css])).findings(in: $0)) }
        #expect(alone.map(\.count) == [1, 0, 0, 0, 0])
        for order in [Array(previews.indices), previews.indices.reversed()] {
            let checker = PreviewAccessibility(styleSheet: PreviewStyleSheet([css]))
            for index in order + order {
                #expect(Self.summary(checker.findings(in: previews[index])) == alone[index], "preview \(index)")
            }
        }
    }

    /// Previews that differ only in words share a shape: one whose texts passed passes again
    /// without its styles computed, and one that failed is checked, and reported, every time.
    @Test("a preview of a shape met before gets the findings it gets alone")
    func sameShape() {
        let css = ".o { background: #ffffff; color: #777777; } .ok { background: #ffffff; color: #000000; }"
        let previews = [
            "<div class=\"ok\"><span>First</span><img src=\"a.png\"></div>",
            "<div class=\"ok\"><span>Second</span><img src=\"b.png\"></div>",
            "<div class=\"ok\"><span> </span><img src=\"b.png\" alt=\"\"></div>",
            "<div class=\"o\"><span>Faint</span></div>",
            "<div class=\"o\"><span>Fainter</span></div>",
            "<div class=\"o\"><span></span></div>",
        ]
        let alone = previews.map { Self.summary(PreviewAccessibility(styleSheet: PreviewStyleSheet([css])).findings(in: $0)) }
        #expect(
            alone == [
                ["preview-alt a.png"], ["preview-alt b.png"], [], ["preview-contrast #777777 #ffffff 4.47:1 light,dark"],
                ["preview-contrast #777777 #ffffff 4.47:1 light,dark"], [],
            ])
        let checker = PreviewAccessibility(styleSheet: PreviewStyleSheet([css]))
        for index in Array(previews.indices) + previews.indices {
            #expect(Self.summary(checker.findings(in: previews[index])) == alone[index], "preview \(index)")
        }
    }

    private static func summary(_ findings: [PreviewFinding]) -> [String] {
        findings.map { finding in
            finding.rule == "preview-alt"
                ? "\(finding.rule) \(finding.subject)"
                : "\(finding.rule) \(finding.foreground) \(finding.background) \(finding.ratioText) \(finding.themes.joined(separator: ","))"
        }
    }

    @Test("a finding is a warning at the sample, with the text, colors, ratio and the level it misses")
    func diagnostic() throws {
        let checker = PreviewAccessibility(styleSheet: PreviewStyleSheet([Self.badge]))
        let finding = try #require(checker.findings(in: "<div class=\"card\"><b class=\"badge\">SALE</b></div>").first)
        let diagnostic = finding.diagnostic(at: SourceLocation(file: "Content/offer.md", line: 12))
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.rule == "preview-contrast")
        #expect(diagnostic.location?.line == 12)
        #expect(
            diagnostic.message
                == "preview text 'SALE' is #ffffff on #ff3b30: contrast 3.54:1 misses WCAG AA for normal text (4.5:1)")
    }
}
