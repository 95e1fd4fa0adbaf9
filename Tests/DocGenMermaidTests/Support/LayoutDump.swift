@testable import DocGenMermaid

/// A readable dump of a layout, for debugging and failure messages.
enum LayoutDump {
    static func text(_ graph: DiagramGraph, _ layout: DiagramLayout) -> String {
        var lines: [String] = []
        for (i, node) in graph.nodes.enumerated() {
            let r = layout.nodes[i]
            lines.append(
                "node \(node.id) [\(Int(r.minX)),\(Int(r.minY)) \(Int(r.size.width))x\(Int(r.size.height))] cluster=\(node.cluster.map { graph.clusters[$0].id } ?? "-")"
            )
        }
        for (i, cluster) in graph.clusters.enumerated() {
            let r = layout.clusters[i].rect
            lines.append(
                "cluster \(cluster.id) [\(Int(r.minX)),\(Int(r.minY)) \(Int(r.size.width))x\(Int(r.size.height))] parent=\(cluster.parent.map { graph.clusters[$0].id } ?? "-")"
            )
        }
        return lines.joined(separator: "\n")
    }
}
