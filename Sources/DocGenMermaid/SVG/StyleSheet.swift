/// The `<style>` block of a diagram, scoped to its root id.
///
/// The scope keeps diagrams on one page from restyling each other. It is built only from
/// theme values, which are sanitised.
enum StyleSheet {
    static func css(id: String, theme: Theme, fontSize: Double, kind: DiagramGraph.Kind? = nil, animated: Bool = false) -> String
    {
        let scope = "#\(id)"
        let rules =
            theme == defaultTheme && fontSize == defaultFontSize
            ? defaultRules[variant(kind)] : scopedRules(theme: theme, fontSize: fontSize, kind: kind)
        let css = scope + rules.joined(separator: "\n" + scope)
        return animated ? css + "\n" + animationRules(scope: scope) : css
    }

    /// Each `(selector under the root, declarations)` rule as the text after its scope, the way
    /// ``css(id:theme:fontSize:kind:animated:)`` and chart palettes join them under a root id.
    static func scoped(_ rules: [(String, String)]) -> [String] {
        rules.map { "\($0.0) { \($0.1) }" }
    }

    private static let defaultTheme = Theme()
    private static let defaultFontSize = TextMeasure().fontSize

    // Nearly every diagram is drawn with the default theme and font size: its rules are built
    // once per variant rather than on every render (under callgrind they were about 40% of a
    // small chart's instructions).
    private static let defaultRules: [[String]] = [nil, .classDiagram, .entityRelationship].map {
        scopedRules(theme: defaultTheme, fontSize: defaultFontSize, kind: $0)
    }

    /// Which of ``defaultRules`` a kind uses: the others, class diagrams, ER diagrams.
    private static func variant(_ kind: DiagramGraph.Kind?) -> Int {
        switch kind {
        case .classDiagram: 1
        case .entityRelationship: 2
        default: 0
        }
    }

    /// Each rule after its scope, such as ` .label { fill: … }`.
    private static func scopedRules(theme: Theme, fontSize: Double, kind: DiagramGraph.Kind?) -> [String] {
        let rules: [(String, String)] = [
            (
                "",
                "\(theme.fontFamily.declaration("font-family")); font-size: \(SVGNumber.format(fontSize))px; \(theme.text.declaration("fill"));"
            ),
            (" .label", "\(theme.text.declaration("fill"));"),
            (
                " .node-shape",
                "\(theme.nodeFill.declaration("fill")); \(theme.nodeStroke.declaration("stroke")); stroke-width: 1px;"
            ),
            (" .node-line", "fill: none; \(theme.nodeStroke.declaration("stroke")); stroke-width: 1px;"),
            (
                " .state-dot",
                "\(theme.edgeStroke.declaration("fill")); \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px;"
            ),
            (
                " .state-ring",
                "\(theme.nodeFill.declaration("fill")); \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px;"
            ),
            (
                " .note-shape",
                "\(theme.noteFill.declaration("fill")); \(theme.noteStroke.declaration("stroke")); stroke-width: 1px;"
            ),
            (" .note .label", "\(theme.noteText.declaration("fill"));"),
            (
                " .cluster-shape",
                "\(theme.clusterFill.declaration("fill")); \(theme.clusterStroke.declaration("stroke")); stroke-width: 1px;"
            ),
            (
                " .composite-shape",
                "\(theme.compositeFill.declaration("fill")); \(theme.nodeStroke.declaration("stroke")); stroke-width: 1px;"
            ),
            (" .composite-title", "\(theme.nodeFill.declaration("fill")); stroke: none;"),
            (
                " .region-shape",
                "fill: none; \(theme.nodeStroke.declaration("stroke")); stroke-width: 1px; stroke-dasharray: 5 3;"
            ),
            (" .edge", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px;"),
            (" .edge-thick", "stroke-width: 3.5px;"),
            (" .edge-dotted", "stroke-dasharray: 3;"),
            (" .edge-note", "stroke-dasharray: 4 3;"),
            (" .edge-invisible", "stroke: none;"),
            (
                " .marker",
                "\(theme.edgeStroke.declaration("fill")); \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px;"
            ),
            (" .marker-open", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 2px;"),
            (" .edgeLabel rect", "\(theme.edgeLabelBackground.declaration("fill")); stroke: none;"),
        ]
        return scoped(rules + extraRules(kind, theme: theme))
    }

    /// The dash animation of `@{ animate: true }` edges, still for readers who ask for less motion.
    private static func animationRules(scope: String) -> String {
        let dash = "stroke-dasharray: 9 5; stroke-dashoffset: 900; animation: dg-edge-dash linear infinite;"
        return """
            \(scope) .edge-animate-fast { \(dash) animation-duration: 20s; }
            \(scope) .edge-animate-slow { \(dash) animation-duration: 50s; }
            @keyframes dg-edge-dash { to { stroke-dashoffset: 0; } }
            @media (prefers-reduced-motion: reduce) { \(scope) .edge-animate-fast, \(scope) .edge-animate-slow { animation: none; } }
            """
    }

    /// Rules only class and ER diagrams use, left out of the others so their style sheets stay as they were.
    private static func extraRules(_ kind: DiagramGraph.Kind?, theme: Theme) -> [(String, String)] {
        guard kind == .classDiagram || kind == .entityRelationship else { return [] }
        var rules: [(String, String)] = [
            (" .marker-hollow", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px;"),
            (" .marker-line", "fill: none; \(theme.edgeStroke.declaration("stroke")); stroke-width: 1px;"),
            (" .edge-terminal", "font-size: 14px;"),
        ]
        if kind == .classDiagram {
            rules += [(" .class-name", "font-weight: bold;"), (" .class-annotation", "font-style: italic;")]
        } else {
            rules += [
                (" .entity-name", "font-weight: bold;"),
                (" .entity-row-odd", "\(theme.compositeFill.declaration("fill")); stroke: none;"),
                (" .entity-row-even", "\(theme.nodeFill.declaration("fill")); stroke: none;"),
            ]
        }
        return rules
    }
}
