import DocGenCatalog
import DocGenMarkdown
import DocGenTemplates

/// The accessibility report beside a preview in the catalog.
///
/// Each text drawn in too little contrast (its two colors as swatches, the ratio, the WCAG level
/// it misses) and each image without alt text. The preview itself keeps the app's colors.
enum PreviewReportHTML {
    static func write(_ findings: [PreviewFinding], words: UIWords, into html: inout HTMLBytes) {
        guard !findings.isEmpty else { return }
        html.raw("<div class=\"preview-report\" role=\"note\">\n<p class=\"preview-report-title\">")
        html.text(words["previewReport"])
        html.raw("</p>\n<ul>\n")
        for finding in findings {
            html.raw("<li data-rule=\"")
            html.attribute(finding.rule)
            html.raw("\">")
            if finding.rule == "preview-alt" {
                html.text(words.format("previewAlt", ["source": finding.subject]))
            } else {
                for color in [finding.foreground, finding.background] {
                    html.raw("<span class=\"preview-report-swatch\" style=\"background: ")
                    html.attribute(color)
                    html.raw("\"></span>")
                }
                html.raw(" ")
                let theme =
                    finding.themes.count > 1 ? "" : words[finding.themes == ["dark"] ? "previewInDark" : "previewInLight"]
                html.text(
                    words.format(
                        "previewContrast",
                        [
                            "text": finding.subject, "foreground": finding.foreground, "background": finding.background,
                            "theme": theme, "ratio": finding.ratioText,
                            "level": words[finding.minimum < 4 ? "previewContrastLarge" : "previewContrastNormal"],
                        ]))
            }
            html.raw("</li>\n")
        }
        html.raw("</ul>\n</div>\n")
    }
}
