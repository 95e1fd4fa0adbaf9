import DocGenMarkdown
import Foundation
import Testing

@testable import DocGenCatalog

/// A page shows an icon it shows once in place, and defines one it shows more often once.
@Suite struct PreviewIconsTests {
    static func drawn(_ html: String) -> String {
        PreviewIcons.drawingIcons(in: HTMLBytes(html: html)).text
    }

    @Test("an icon shown once is drawn in place of its use, with nothing defined")
    func inPlace() throws {
        let star = try #require(SymbolIcons.svg(named: "star.fill", size: 24))
        let drawing = try #require(SymbolIcons.drawing(named: "star.fill"))
        let html = Self.drawn("<p>\(star)</p>")
        #expect(html == "<p>" + star.replacingOccurrences(of: "<use href=\"#pv-symbol-star.fill\"/>", with: drawing) + "</p>")
    }

    @Test("an icon shown twice is defined once, after the page, in name order; one shown once is in place")
    func definedOnce() throws {
        let star = try #require(SymbolIcons.svg(named: "star.fill", size: 24))
        let gift = try #require(SymbolIcons.svg(named: "gift.fill", size: 40))
        let fallback = SymbolIcons.fallback(size: 24)
        let html = Self.drawn("<p>\(star)</p>\(gift)\(star)\(fallback)<p>\(fallback)</p>")
        let definitions = try #require(html.components(separatedBy: "<svg hidden aria-hidden=\"true\">").last)
        #expect(definitions.hasPrefix("<symbol id=\"pv-symbol--\" class=\"pv-icon\">"))
        #expect(definitions.contains("</symbol><symbol id=\"pv-symbol-star.fill\" class=\"pv-icon\">"))
        #expect(definitions.hasSuffix("</symbol></svg>\n"))
        #expect(html.components(separatedBy: "<symbol ").count - 1 == 2)
        #expect(html.components(separatedBy: "<use href=").count - 1 == 4)
        #expect(!html.contains("#pv-symbol-gift.fill"))
    }

    @Test(
        "a page without icons, or with references to no drawing, is left as it is",
        arguments: [
            "", "<p>No icons</p>", "<svg><use href=\"#pv-symbol-\"/></svg>", "<svg><use href=\"#pv-symbol-<b>\"/></svg>",
            "<a href=\"#pv-symbol-star.fill\">x</a>", "<use href=\"#pv-symbol-star.fill\"",
        ])
    func untouched(html: String) {
        #expect(Self.drawn(html) == html)
    }
}
