/// Turns a parsed architecture diagram into the renderable graph: services become icon
/// placeholders with their title below, junctions small points, groups clusters.
///
/// The layered layout has one direction, so each edge is laid out from the side that comes
/// first: `a:L -- R:b` puts `b` before `a`, `a:B -- T:b` puts `a` before `b`; arrows keep
/// the direction written.
extension ArchitectureDiagram {
    func graph() -> DiagramGraph {
        var graph = DiagramGraph(kind: .architecture, direction: .topToBottom)
        graph.accessibility = accessibility
        var clusterIndex: [String: Int] = [:]
        for group in groups {
            clusterIndex[group.id] = graph.clusters.count
            let title = [group.icon.map { "[\($0)]" }, group.title].compactMap { $0 }.joined(separator: " ")
            graph.clusters.append(GraphCluster(id: group.id, title: TextBlock(title), kind: .subgraph))
        }
        for (index, group) in groups.enumerated() {
            graph.clusters[index].parent = group.parent.flatMap { clusterIndex[$0] }
        }
        var nodeIndex: [String: Int] = [:]
        for node in nodes {
            nodeIndex[node.id] = graph.nodes.count
            let cluster = node.parent.flatMap { clusterIndex[$0] }
            if node.isJunction {
                graph.nodes.append(GraphNode(id: node.id, label: TextBlock(lines: []), shape: .smallCircle, cluster: cluster))
            } else {
                graph.nodes.append(
                    GraphNode(
                        id: node.id, label: TextBlock(node.title ?? ""), shape: .icon,
                        media: NodeMedia(source: .icon(node.icon ?? "service"), form: .rounded), cluster: cluster))
            }
        }
        for edge in edges {
            guard let from = nodeIndex[edge.from], let to = nodeIndex[edge.to] else { continue }
            func end(_ node: Int, group: Bool) -> GraphEndpoint {
                if group, let cluster = graph.nodes[node].cluster { return .cluster(cluster) }
                return .node(node)
            }
            var drawn = GraphEdge(
                from: end(from, group: edge.fromGroup), to: end(to, group: edge.toGroup),
                startMarker: edge.arrowAtStart ? .arrow : .none, endMarker: edge.arrowAtEnd ? .arrow : .none)
            // The source's side says where the target lies: left of or above it means the target comes first.
            if edge.fromSide == .left || edge.fromSide == .top {
                swap(&drawn.from, &drawn.to)
                swap(&drawn.startMarker, &drawn.endMarker)
            }
            graph.edges.append(drawn)
        }
        graph.sortClustersParentsFirst()
        return graph
    }
}
