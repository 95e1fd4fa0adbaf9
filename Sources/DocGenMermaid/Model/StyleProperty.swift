/// One CSS declaration from `style`, `classDef` or `linkStyle`, already sanitised.
struct StyleProperty: Sendable, Hashable {
    /// The property name, lowercased: `fill`, `stroke-width`, `color`.
    var name: String
    /// The value, free of anything that could escape a `style` attribute.
    var value: String

    /// Properties that style text rather than shapes.
    static let textProperties: Set<String> = [
        "color", "font-weight", "font-style", "font-size", "font-family", "text-decoration",
    ]

    /// Properties the renderer passes on; anything else is dropped.
    static let allowed: Set<String> = [
        "fill", "stroke", "stroke-width", "stroke-dasharray", "opacity", "fill-opacity", "stroke-opacity",
        "color", "font-weight", "font-style", "font-size", "font-family", "text-decoration", "stroke-dashoffset",
        "animation",
    ]

    /// Properties read but never written: `animation` turns an edge's dash animation on.
    static let unwritten: Set<String> = ["animation"]
}

extension [StyleProperty] {
    /// The declarations for a shape, as a `style` attribute value; text properties are left out
    /// except `color`, which SVG text needs as `fill`.
    var shapeCSS: String {
        filter { !StyleProperty.textProperties.contains($0.name) && !StyleProperty.unwritten.contains($0.name) }.map {
            "\($0.name):\($0.value)"
        }.joined(separator: ";")
    }

    /// The declarations for text: `color` becomes `fill`.
    var textCSS: String {
        filter { StyleProperty.textProperties.contains($0.name) }
            .map { $0.name == "color" ? "fill:\($0.value)" : "\($0.name):\($0.value)" }
            .joined(separator: ";")
    }

    /// The text declarations for a label drawn on this shape: ``textCSS``, plus a text colour
    /// contrasting with an explicit `fill` when no `color` is given.
    var labelCSS: String {
        let text = textCSS
        guard !contains(where: { $0.name == "color" }), let fill = last(where: { $0.name == "fill" }),
            let color = LabelContrast.textColor(onFill: fill.value)
        else { return text }
        return text.isEmpty ? "fill:\(color)" : "fill:\(color);" + text
    }

    /// Later declarations of a property replace earlier ones, keeping first-seen order.
    func merged(with later: [StyleProperty]) -> [StyleProperty] {
        var result = self
        for property in later {
            if let index = result.firstIndex(where: { $0.name == property.name }) {
                result[index] = property
            } else {
                result.append(property)
            }
        }
        return result
    }
}

/// A `classDef` rule: a named list of style declarations.
struct ClassDefinition: Sendable, Hashable {
    /// The class name; `default` applies to nodes without a class.
    var name: String
    /// The declarations.
    var properties: [StyleProperty]
}

extension [ClassDefinition] {
    /// A node's style: `classDef default` (when `useDefault`), then each of its classes in
    /// order, then its own `style`, later declarations winning.
    func resolvedStyle(classes: [String], own: [StyleProperty], useDefault: Bool = true) -> [StyleProperty] {
        var style: [StyleProperty] = []
        if useDefault {
            for definition in self where definition.name == "default" { style = style.merged(with: definition.properties) }
        }
        for name in classes {
            for definition in self where definition.name == name { style = style.merged(with: definition.properties) }
        }
        return style.merged(with: own)
    }
}
