/// Turns a parsed flowchart into the renderable graph: subgraph membership becomes cluster
/// parents, classes and styles are resolved, and `linkStyle` rules reach their edges.
extension FlowchartDiagram {
    /// The graph to lay out and draw.
    func graph() -> DiagramGraph {
        var graph = DiagramGraph(kind: .flowchart, direction: direction)
        graph.accessibility = accessibility
        var clusterIndex: [String: Int] = [:]
        for subgraph in subgraphs where clusterIndex[subgraph.id] == nil {
            clusterIndex[subgraph.id] = graph.clusters.count
            graph.clusters.append(
                GraphCluster(
                    id: subgraph.id, title: subgraph.title, kind: .subgraph, direction: subgraph.direction,
                    classes: subgraph.classes,
                    style: resolvedStyle(classes: subgraph.classes, own: subgraph.style, useDefault: false)))
        }
        var parentOf: [String: Int] = [:]
        for subgraph in subgraphs {
            guard let owner = clusterIndex[subgraph.id] else { continue }
            for member in subgraph.members where parentOf[member] == nil && member != subgraph.id {
                parentOf[member] = owner
            }
        }
        for (index, cluster) in graph.clusters.enumerated() {
            if let parent = parentOf[cluster.id], !graph.ancestors(ofCluster: parent).contains(index) {
                graph.clusters[index].parent = parent
            }
        }
        var nodeIndex: [String: Int] = [:]
        for node in nodes where clusterIndex[node.id] == nil {
            nodeIndex[node.id] = graph.nodes.count
            graph.nodes.append(
                GraphNode(
                    id: node.id, label: node.label ?? TextBlock(node.id), shape: node.shape ?? .rectangle, classes: node.classes,
                    style: resolvedStyle(classes: node.classes, own: node.style, useDefault: true), link: node.link,
                    media: node.media, cluster: parentOf[node.id]))
        }
        func endpoint(_ id: String) -> GraphEndpoint? {
            if let cluster = clusterIndex[id] { return .cluster(cluster) }
            return nodeIndex[id].map { .node($0) }
        }
        let defaultLinkStyle = linkStyles.filter { $0.indices == nil }.reduce([StyleProperty]()) {
            $0.merged(with: $1.properties)
        }
        for (index, edge) in edges.enumerated() {
            guard let from = endpoint(edge.from), let to = endpoint(edge.to) else { continue }
            var style = defaultLinkStyle
            style = style.merged(with: resolvedStyle(classes: edge.classes, own: [], useDefault: false))
            for rule in linkStyles where rule.indices?.contains(index) == true {
                style = style.merged(with: rule.properties)
            }
            var animation = edge.animation
            // A class's own `animation` names keyframes docgen does not define; it becomes docgen's dash animation.
            if style.contains(where: { $0.name == "animation" }) {
                style.removeAll { $0.name == "animation" }
                animation = animation ?? .fast
            }
            graph.edges.append(
                GraphEdge(
                    from: from, to: to, label: edge.label.flatMap { $0.isEmpty ? nil : $0 }, stroke: edge.link.stroke,
                    startMarker: edge.link.startMarker, endMarker: edge.link.endMarker, minimumLength: edge.link.length,
                    style: style, id: edge.id, classes: edge.classes, animation: animation))
        }
        graph.sortClustersParentsFirst()
        return graph
    }

    /// `classDef default`, then each class in order, then the node's own `style`.
    func resolvedStyle(classes: [String], own: [StyleProperty], useDefault: Bool) -> [StyleProperty] {
        var style: [StyleProperty] = []
        if useDefault {
            for definition in classDefinitions where definition.name == "default" {
                style = style.merged(with: definition.properties)
            }
        }
        for name in classes {
            for definition in classDefinitions where definition.name == name {
                style = style.merged(with: definition.properties)
            }
        }
        return style.merged(with: own)
    }
}
