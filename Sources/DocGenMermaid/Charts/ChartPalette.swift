/// A scale of colours that tell a chart's parts apart, each a CSS custom property with a light
/// and a dark value.
///
/// The default theme's `style.css` sets both values with `light-dark()`, so a site in dark mode
/// recolours every chart; a diagram that sets a dark theme itself (`%%{init: {"theme": "dark"}}%%`)
/// has the dark values written into its SVG instead. Charts of data series use ``series``,
/// charts coloured by section or branch use ``sections``.
struct ChartPalette: Sendable {
    /// The custom property's name before the colour's number, such as `--dg-chart-`.
    let variablePrefix: String
    /// The number of the first colour's property (`--dg-chart-1`, `--dg-section-0`).
    let firstNumber: Int
    /// The light values, in order.
    let colors: [String]
    /// The same hues for a dark theme, in the same order.
    let darkColors: [String]

    /// The series colours (`--dg-chart-1`…`--dg-chart-8`): Mermaid-like pastels whose text stays readable.
    static let series = ChartPalette(
        variablePrefix: "--dg-chart-", firstNumber: 1,
        colors: ["#8a90dd", "#f4b860", "#7cc4a4", "#e88a8a", "#a3c4f3", "#d7b3e8", "#c8d96f", "#f2a3c7"],
        darkColors: ["#4c5199", "#8a6222", "#2f7557", "#8f3c3c", "#3a5f91", "#6a4a80", "#66722a", "#8c4466"])

    /// The section colours (`--dg-section-0`…`--dg-section-11`, Mermaid's `cScale0`…`cScale11`),
    /// darkened one step so dark text stays readable.
    static let sections = ChartPalette(
        variablePrefix: "--dg-section-", firstNumber: 0,
        colors: [
            "#b9b9ff", "#ffff88", "#e8ffb9", "#dcb9ff", "#ffb9ff", "#ffb9dc", "#ffb9b9", "#ffdcb9", "#dcffb9", "#b9ffdc",
            "#b9ffff", "#b9dcff",
        ],
        darkColors: [
            "#2e2e60", "#60602e", "#50602e", "#472e60", "#602e60", "#602e47", "#602e2e", "#60472e", "#47602e", "#2e6047",
            "#2e6060", "#2e4760",
        ])

    /// The number of colour `index`, wrapping after the last colour (also for negative indices).
    func number(_ index: Int) -> Int {
        ((index % colors.count) + colors.count) % colors.count + firstNumber
    }

    /// The custom property of colour `index`; the dark value, written as is, when the diagram's
    /// own theme has light text.
    func value(_ index: Int, theme: Theme) -> Theme.Value {
        let slot = number(index) - firstNumber
        var value = Theme.Value(variable: "\(variablePrefix)\(slot + firstNumber)", value: colors[slot])
        if theme.text.isExplicit && LabelContrast.textColor(onFill: theme.text.value) == LabelContrast.darkText {
            value.value = darkColors[slot]
            value.isExplicit = true
        }
        return value
    }
}

/// The section colours' classes and rules, for mindmaps, journeys, kanban boards, packets,
/// treemaps, tree views, sankey, venn and ishikawa diagrams and git graphs.
enum SectionPalette {
    /// The class that colours the shapes of a group with section `index`'s colour.
    static func className(_ index: Int) -> String {
        "section-\(ChartPalette.sections.number(index))"
    }

    /// The class that strokes a line with section `index`'s colour.
    static func lineClassName(_ index: Int) -> String {
        "section-line-\(ChartPalette.sections.number(index))"
    }

    /// The class that fills a shape with section `index`'s colour.
    static func fillClassName(_ index: Int) -> String {
        "section-fill-\(ChartPalette.sections.number(index))"
    }

    /// Rules that colour by section: the shapes inside a `.section-N` group, a `.section-fill-N`
    /// shape and a `.section-line-N` line.
    static func css(_ theme: Theme) -> [(String, String)] {
        let palette = ChartPalette.sections
        return palette.colors.indices.flatMap { index -> [(String, String)] in
            let value = palette.value(index, theme: theme)
            return [
                (" .section-\(index) > .node-shape", "\(value.declaration("fill")); \(value.declaration("stroke"));"),
                (" .section-fill-\(index)", "\(value.declaration("fill"));"),
                (" .section-line-\(index)", "fill: none; \(value.declaration("stroke"));"),
            ]
        }
    }
}
