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
