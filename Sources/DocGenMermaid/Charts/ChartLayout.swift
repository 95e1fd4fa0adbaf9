/// The chart types laid out as a ``Chart`` (each folder's parser and layout) and written by
/// ``ChartDocument/init(chart:theme:id:)`` with section colours.
extension ChartKind {
    /// Parses and lays out a diagram of this type; nil for the types whose renderer draws them
    /// straight into a ``ChartDocument`` (gantt, pie, timeline, XY, quadrant, radar).
    func layout(_ input: ChartInput) throws(ParseError) -> Chart? {
        switch self {
        case .gantt, .pie, .timeline, .xyChart, .quadrantChart, .radar:
            return nil
        case .mindmap:
            var parser = MindmapParser(input)
            return MindmapChart(diagram: try parser.parse()).chart()
        case .journey:
            var parser = JourneyParser(input)
            return JourneyChart(diagram: try parser.parse()).chart()
        case .kanban:
            var parser = KanbanParser(input)
            return KanbanChart(diagram: try parser.parse(), ticketBaseURL: input.setting("kanban.ticketBaseUrl")?.unquoted)
                .chart()
        case .packet:
            var parser = PacketParser(input)
            var chart = PacketChart(diagram: try parser.parse())
            chart.bitsPerRow = input.number("packet.bitsPerRow", in: 1...256).map { Int($0) } ?? 32
            chart.bitWidth = input.number("packet.bitWidth", in: 4...128) ?? 32
            chart.showBits = input.setting("packet.showBits") != "false"
            return chart.chart()
        case .treemap:
            var parser = TreemapParser(input)
            var chart = TreemapChart(diagram: try parser.parse())
            if let format = input.setting("treemap.valueFormat") { chart.valueFormat = format.unquoted }
            var result = chart.chart()
            result.warnings = parser.warnings
            return result
        case .treeView:
            var parser = TreeViewParser(input)
            var chart = TreeViewChart(diagram: try parser.parse())
            chart.rowIndent = input.number("treeView.rowIndent", in: 0...200) ?? 10
            chart.lineThickness = input.number("treeView.lineThickness", in: 0.5...10) ?? 1
            return chart.chart()
        case .ishikawa:
            var parser = IshikawaParser(input)
            return IshikawaChart(diagram: try parser.parse()).chart()
        case .sankey:
            var parser = SankeyParser(input)
            var chart = SankeyChart(diagram: try parser.parse())
            chart.size = Size(
                width: input.number("sankey.width", in: 100...4000) ?? 600,
                height: input.number("sankey.height", in: 100...4000) ?? 400)
            chart.nodeWidth = input.number("sankey.nodeWidth", in: 1...100) ?? 10
            chart.nodePadding = input.number("sankey.nodePadding", in: 0...100) ?? 10
            chart.showValues = input.setting("sankey.showValues") != "false"
            for (key, value) in input.configuration where key.hasPrefix("sankey.nodeColors.") && StyleParser.isSafe(value) {
                chart.nodeColors[String(key.dropFirst("sankey.nodeColors.".count))] = value
            }
            return try chart.chart()
        case .gitGraph:
            var parser = GitGraphParser(input)
            var chart = GitGraphChart(diagram: try parser.parse())
            chart.options.showBranches = input.setting("gitGraph.showBranches") != "false"
            chart.options.showCommitLabels = input.setting("gitGraph.showCommitLabel") != "false"
            chart.options.rotateCommitLabels = input.setting("gitGraph.rotateCommitLabel") != "false"
            chart.options.parallelCommits = input.setting("gitGraph.parallelCommits") == "true"
            return chart.chart()
        case .wardley:
            var parser = WardleyParser(input)
            return WardleyChart(diagram: try parser.parse()).chart()
        case .eventModeling:
            var parser = EventModelingParser(input)
            return EventModelingChart(diagram: try parser.parse()).chart()
        case .venn:
            var parser = VennParser(input)
            var chart = VennChart(diagram: try parser.parse()).chart()
            chart.warnings = parser.warnings
            return chart
        }
    }
}
