/// Turns a parsed block diagram into the renderable graph: blocks become nodes, composite
/// blocks untitled clusters, and edges keep their flowchart strokes and markers.
///
/// Group `g` of the diagram (the diagram itself is group 0) is cluster `g - 1`.
extension BlockDiagram {
    func graph() -> DiagramGraph {
        var graph = DiagramGraph(kind: .block, direction: .topToBottom)
        graph.accessibility = accessibility
        var nodeCluster = [Int?](repeating: nil, count: nodes.count)
        for (index, group) in groups.enumerated() {
            for item in group.items {
                if case .node(let n) = item.content { nodeCluster[n] = index == 0 ? nil : index - 1 }
            }
            guard index > 0 else { continue }
            graph.clusters.append(
                GraphCluster(
                    id: group.id, title: TextBlock(lines: []), kind: .subgraph,
                    parent: group.parent.flatMap { $0 == 0 ? nil : $0 - 1 }, classes: group.classes,
                    style: classDefinitions.resolvedStyle(classes: group.classes, own: group.style)))
        }
        var endpoints: [String: GraphEndpoint] = [:]
        for (index, group) in groups.enumerated() where index > 0 { endpoints[group.id] = .cluster(index - 1) }
        for (index, node) in nodes.enumerated() {
            endpoints[node.id] = .node(index)
            graph.nodes.append(
                GraphNode(
                    id: node.id, label: node.label, shape: node.shape, classes: node.classes,
                    style: classDefinitions.resolvedStyle(classes: node.classes, own: node.style), cluster: nodeCluster[index],
                    arrow: node.arrow))
        }
        for edge in edges {
            guard let from = endpoints[edge.from], let to = endpoints[edge.to] else { continue }
            graph.edges.append(
                GraphEdge(
                    from: from, to: to, label: edge.label.flatMap { $0.isEmpty ? nil : $0 }, stroke: edge.link.stroke,
                    startMarker: edge.link.startMarker, endMarker: edge.link.endMarker))
        }
        return graph
    }
}
