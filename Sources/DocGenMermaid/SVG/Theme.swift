/// The colours and font diagrams are drawn with.
///
/// Each is written as a CSS custom property
/// with Mermaid's value as fallback (`var(--dg-node-fill, #ECECFF)`), so a site theme can
/// recolour every diagram; values a diagram sets itself with `%%{init}%%` are written as is.
struct Theme: Sendable, Hashable {
    /// One themable value.
    struct Value: Sendable, Hashable {
        /// The custom property, such as `--dg-node-fill`.
        var variable: String
        var value: String
        /// Set by the diagram itself, so the site cannot override it.
        var isExplicit = false

        /// The CSS for the value.
        var css: String { isExplicit ? value : "var(\(variable), \(value))" }

        /// `property: value`, preceded by a plain fallback for SVG renderers without custom properties.
        func declaration(_ property: String) -> String {
            isExplicit ? "\(property): \(value)" : "\(property): \(value); \(property): \(css)"
        }
    }

    var nodeFill = Value(variable: "--dg-node-fill", value: "#ECECFF")
    var nodeStroke = Value(variable: "--dg-node-stroke", value: "#9370DB")
    var edgeStroke = Value(variable: "--dg-edge-stroke", value: "#333333")
    var text = Value(variable: "--dg-text", value: "#333333")
    var clusterFill = Value(variable: "--dg-cluster-fill", value: "#ffffde")
    var clusterStroke = Value(variable: "--dg-cluster-stroke", value: "#aaaa33")
    var edgeLabelBackground = Value(variable: "--dg-edge-label-background", value: "rgba(232,232,232,0.8)")
    var noteFill = Value(variable: "--dg-note-fill", value: "#fff5ad")
    var noteStroke = Value(variable: "--dg-note-stroke", value: "#aaaa33")
    var noteText = Value(variable: "--dg-note-text", value: "#333333")
    var compositeFill = Value(variable: "--dg-composite-fill", value: "#ffffff")
    var fontFamily = Value(variable: "--dg-font-family", value: "\"trebuchet ms\", verdana, arial, sans-serif")

    /// Mermaid's default theme.
    init() {}

    /// The themable values, by name.
    enum Key: String, Sendable, CaseIterable {
        case nodeFill, nodeStroke, edgeStroke, text, clusterFill, clusterStroke, edgeLabelBackground
        case noteFill, noteStroke, noteText, compositeFill, fontFamily
    }

    /// A value by key.
    subscript(key: Key) -> Value {
        get {
            switch key {
            case .nodeFill: nodeFill
            case .nodeStroke: nodeStroke
            case .edgeStroke: edgeStroke
            case .text: text
            case .clusterFill: clusterFill
            case .clusterStroke: clusterStroke
            case .edgeLabelBackground: edgeLabelBackground
            case .noteFill: noteFill
            case .noteStroke: noteStroke
            case .noteText: noteText
            case .compositeFill: compositeFill
            case .fontFamily: fontFamily
            }
        }
        set {
            switch key {
            case .nodeFill: nodeFill = newValue
            case .nodeStroke: nodeStroke = newValue
            case .edgeStroke: edgeStroke = newValue
            case .text: text = newValue
            case .clusterFill: clusterFill = newValue
            case .clusterStroke: clusterStroke = newValue
            case .edgeLabelBackground: edgeLabelBackground = newValue
            case .noteFill: noteFill = newValue
            case .noteStroke: noteStroke = newValue
            case .noteText: noteText = newValue
            case .compositeFill: compositeFill = newValue
            case .fontFamily: fontFamily = newValue
            }
        }
    }

    /// `themeVariables` names and the value each sets.
    private static let variableNames: [String: Key] = [
        "primaryColor": .nodeFill, "mainBkg": .nodeFill, "primaryBorderColor": .nodeStroke, "nodeBorder": .nodeStroke,
        "lineColor": .edgeStroke, "primaryTextColor": .text, "textColor": .text, "nodeTextColor": .text,
        "clusterBkg": .clusterFill, "clusterBorder": .clusterStroke, "edgeLabelBackground": .edgeLabelBackground,
        "noteBkgColor": .noteFill, "noteBorderColor": .noteStroke, "noteTextColor": .noteText, "fontFamily": .fontFamily,
    ]

    /// Applies `theme` and `themeVariables.*` settings; returns the keys it ignored as unsafe or unknown.
    mutating func apply(_ configuration: [(key: String, value: String)]) -> [String] {
        var rejected: [String] = []
        if let name = configuration.last(where: { $0.key == "theme" })?.value {
            if let preset = Theme.named(name) {
                self = preset
                for key in Key.allCases { self[key].isExplicit = true }
            } else {
                rejected.append("theme")
            }
        }
        for (key, value) in configuration where key.hasPrefix("themeVariables.") {
            let name = String(key.dropFirst("themeVariables.".count))
            guard let themeKey = Theme.variableNames[name] else { continue }
            guard StyleParser.isSafe(value) else {
                rejected.append(key)
                continue
            }
            self[themeKey].value = value
            self[themeKey].isExplicit = true
        }
        return rejected
    }
}

/// Mermaid's named themes, reduced to the values docgen draws with.
extension Theme {
    /// The theme for a Mermaid theme name, or nil for an unknown name.
    static func named(_ name: String) -> Theme? {
        var theme = Theme()
        switch name {
        case "default":
            return theme
        case "base":
            theme.nodeFill.value = "#fff4dd"
            theme.nodeStroke.value = "#f9d27d"
            theme.clusterFill.value = "#fff4dd"
            theme.clusterStroke.value = "#f9d27d"
        case "neutral":
            theme.nodeFill.value = "#eeeeee"
            theme.nodeStroke.value = "#999999"
            theme.edgeStroke.value = "#666666"
            theme.clusterFill.value = "#f4f4f4"
            theme.clusterStroke.value = "#999999"
            theme.noteFill.value = "#666666"
            theme.noteStroke.value = "#999999"
            theme.noteText.value = "#ffffff"
        case "forest":
            theme.nodeFill.value = "#cde498"
            theme.nodeStroke.value = "#13540c"
            theme.edgeStroke.value = "#008000"
            theme.clusterFill.value = "#cdffb2"
            theme.clusterStroke.value = "#6eaa49"
            theme.edgeLabelBackground.value = "#e8e8e8"
        case "dark":
            theme.nodeFill.value = "#1f2020"
            theme.nodeStroke.value = "#cccccc"
            theme.edgeStroke.value = "#d3d3d3"
            theme.text.value = "#e0dfdf"
            theme.clusterFill.value = "#302f3d"
            theme.clusterStroke.value = "rgba(255,255,255,0.25)"
            theme.edgeLabelBackground.value = "#585858"
            theme.noteFill.value = "#fff5ad"
            theme.noteText.value = "#333333"
            theme.compositeFill.value = "#333333"
        default:
            return nil
        }
        return theme
    }
}
