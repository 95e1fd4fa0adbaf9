import DocGenConcurrency
import DocGenDiagnostics
import DocGenHTML
import DocGenMarkdown

/// Checks a drawn preview the way a reader with low vision or a screen reader meets it: the
/// contrast of each text against the background it is drawn on (WCAG 1.4.3, AA), in the light
/// and the dark theme, and images without alternative text (WCAG 1.1.1, A).
///
/// The colors are the ones the template and the sample give: inline `style` attributes and the
/// simple rules of the site's stylesheets (`PreviewStyleSheet`), custom properties and
/// `light-dark()` resolved, the background found by walking up the ancestors. What cannot be
/// known without a browser is not guessed: text over an image or gradient, over an absolutely
/// placed layer, under partial opacity or a filter, or in a color docgen cannot read is skipped.
/// The preview is not changed: it stays true to the app's colors, and the finding says what it misses.
public struct PreviewAccessibility: Sendable {
    private let sheet: PreviewStyleSheet
    /// The root's style in the light and the dark theme.
    private let roots: [PreviewStyles.Computed]
    /// The styles of elements met before, in the light and the dark theme.
    private let caches: [PreviewStyleCache]
    /// What the contrast check found in earlier previews, by their shape.
    private let knownShapes = KnownShapes()

    /// Checks against the rules of `sheet`.
    public init(styleSheet: PreviewStyleSheet) {
        sheet = styleSheet
        roots = [false, true].map { PreviewStyles.rootStyle(sheet: styleSheet, dark: $0) }
        caches = roots.map { PreviewStyleCache(root: $0) }
    }

    /// What the preview `html` misses.
    public func findings(in html: String) -> [PreviewFinding] {
        let tree = PreviewTree(html)
        let altFindings = tree.imagesWithoutAlt.map { PreviewFinding(missingAltOf: $0) }
        // A catalog draws a few templates thousands of times, and most samples change only
        // words: a preview of a shape met before draws its texts in the same colors, so it has
        // the same findings, about its own words, with no style computed.
        let shape = tree.shape
        let contrast: [(finding: PreviewFinding, text: Int)]
        if let known = knownShapes.findings(of: shape) {
            contrast = known
        } else {
            contrast = contrastFindings(of: tree)
            knownShapes.insert(contrast, for: shape)
        }
        let texts = tree.texts
        return contrast.map { known in
            var finding = known.finding
            if known.text < texts.count { finding.subject = PreviewFinding.subject(of: texts[known.text].text) }
            return finding
        } + altFindings
    }

    /// The texts of `tree` drawn in too little contrast, in either theme: one finding per pair
    /// of colors, with the themes it is found in, and the index of the first text it is about.
    private func contrastFindings(of tree: PreviewTree) -> [(finding: PreviewFinding, text: Int)] {
        var contrast: [(finding: PreviewFinding, text: Int)] = []
        for dark in [false, true] {
            let theme = dark ? 1 : 0
            let styles = PreviewStyles(tree: tree, sheet: sheet, dark: dark, root: roots[theme], cache: caches[theme])
            for found in styles.contrastFindings() {
                if let index = contrast.firstIndex(where: { $0.finding.sameContrast(as: found.finding) }) {
                    contrast[index].finding.themes += found.finding.themes
                } else {
                    contrast.append(found)
                }
            }
        }
        return contrast
    }
}

/// What the contrast check found for each preview shape met so far, shared by every preview
/// of a build.
private final class KnownShapes: @unchecked Sendable {
    /// Shapes past this many are not kept: previews whose inline styles differ each time (a
    /// color from every sample) are not met again, and must not grow the table without end.
    private static let capacity = 1_024

    private let lock = ReadWriteLock()
    private var shapes: [PreviewTree.Shape: [(finding: PreviewFinding, text: Int)]] = [:]

    func findings(of shape: PreviewTree.Shape) -> [(finding: PreviewFinding, text: Int)]? {
        lock.withReadLock { shapes[shape] }
    }

    func insert(_ findings: [(finding: PreviewFinding, text: Int)], for shape: PreviewTree.Shape) {
        lock.withWriteLock {
            if shapes.count < Self.capacity { shapes[shape] = findings }
        }
    }
}

/// One thing a preview misses.
public struct PreviewFinding: Sendable, Hashable {
    /// `preview-contrast` or `preview-alt`.
    public var rule: String
    /// The text drawn in too little contrast (its start), or the source of the image without alt text.
    public var subject: String
    /// The text and background colors as `#rrggbb`, the ratio, and the ratio WCAG AA asks for.
    public var foreground = ""
    public var background = ""
    public var ratio = 0.0
    public var minimum = 0.0
    /// The themes it is found in: "light", "dark".
    public var themes: [String] = []

    init(text: String, foreground: RGBA, background: RGBA, minimum: Double, dark: Bool) {
        rule = "preview-contrast"
        subject = Self.subject(of: text)
        (self.foreground, self.background) = (foreground.hex, background.hex)
        ratio = foreground.contrast(with: background)
        self.minimum = minimum
        themes = [dark ? "dark" : "light"]
    }

    /// How a finding names a text: its words, the first 39 characters of a longer one.
    static func subject(of text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > 40 ? String(words.prefix(39)) + "…" : words
    }

    init(missingAltOf source: String) {
        rule = "preview-alt"
        subject = source
    }

    func sameContrast(as other: PreviewFinding) -> Bool {
        rule == other.rule && foreground == other.foreground && background == other.background && minimum == other.minimum
    }

    /// The ratio as written in a report: two decimals, rounded down so a ratio never reads as passing.
    public var ratioText: String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }

    /// What WCAG AA asks for this text: 4.5:1 for normal text, 3:1 for large text.
    public var levelText: String {
        minimum < 4 ? "WCAG AA for large text (3:1)" : "WCAG AA for normal text (4.5:1)"
    }

    /// The sentence for the diagnostic and the catalog.
    public var message: String {
        if rule == "preview-alt" {
            return "preview image '\(subject)' has no alt text: WCAG A asks for a text alternative (alt=\"\" for decoration)"
        }
        let theme = themes.count > 1 ? "" : " in the \(themes[0]) theme"
        return
            "preview text '\(subject)' is \(foreground) on \(background)\(theme): contrast \(ratioText) misses \(levelText)"
    }

    /// The finding as a warning at the sample it was drawn from.
    public func diagnostic(at location: SourceLocation) -> Diagnostic {
        .warning(message, at: location, rule: rule)
    }
}
