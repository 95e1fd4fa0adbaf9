/// The twelve colours that tell sections, branches and series apart (Mermaid's `cScale0`…`cScale11`),
/// each a `--dg-section-N` custom property so a site's dark theme can recolour them.
enum SectionPalette {
    /// Mermaid's default-theme section colours, darkened one step so dark text stays readable.
    static let colors = [
        "#b9b9ff", "#ffff88", "#e8ffb9", "#dcb9ff", "#ffb9ff", "#ffb9dc", "#ffb9b9", "#ffdcb9", "#dcffb9", "#b9ffdc",
        "#b9ffff", "#b9dcff",
    ]

    /// The custom property of section `index`, wrapping after twelve.
    static func value(_ index: Int) -> Theme.Value {
        let slot = ((index % colors.count) + colors.count) % colors.count
        return Theme.Value(variable: "--dg-section-\(slot)", value: colors[slot])
    }

    /// The class that fills a shape with section `index`'s colour.
    static func className(_ index: Int) -> String {
        "section-\(((index % colors.count) + colors.count) % colors.count)"
    }

    /// The class that strokes a line with section `index`'s colour.
    static func lineClassName(_ index: Int) -> String {
        "section-line-\(((index % colors.count) + colors.count) % colors.count)"
    }

    /// The class that fills a shape with section `index`'s colour.
    static func fillClassName(_ index: Int) -> String {
        "section-fill-\(((index % colors.count) + colors.count) % colors.count)"
    }

    /// The same hues darkened for a diagram that sets a dark theme itself (`%%{init: {"theme": "dark"}}%%`).
    static let darkColors = [
        "#2e2e60", "#60602e", "#50602e", "#472e60", "#602e60", "#602e47", "#602e2e", "#60472e", "#47602e", "#2e6047",
        "#2e6060", "#2e4760",
    ]

    /// Rules that colour by section: the shapes inside a `.section-N` group, a `.section-fill-N`
    /// shape and a `.section-line-N` line; with the dark colours, written as is, when the
    /// diagram's own theme has light text.
    static func css(_ theme: Theme) -> [(String, String)] {
        let dark = theme.text.isExplicit && LabelContrast.textColor(onFill: theme.text.value) == LabelContrast.darkText
        return colors.indices.flatMap { index -> [(String, String)] in
            var value = value(index)
            if dark {
                value.value = darkColors[index]
                value.isExplicit = true
            }
            return [
                (" .section-\(index) > .node-shape", "\(value.declaration("fill")); \(value.declaration("stroke"));"),
                (" .section-fill-\(index)", "\(value.declaration("fill"));"),
                (" .section-line-\(index)", "fill: none; \(value.declaration("stroke"));"),
            ]
        }
    }
}
