/// Turns a parsed state diagram into the renderable graph: composites and regions become
/// clusters, pseudo-states get their shapes, and notes become note nodes linked to their state.
extension StateDiagram {
    func graph() -> DiagramGraph {
        var graph = DiagramGraph(kind: .state, direction: direction)
        graph.accessibility = accessibility
        var clusterIndex: [String: Int] = [:]
        for composite in composites where clusterIndex[composite.id] == nil {
            clusterIndex[composite.id] = graph.clusters.count
            let state = states.first { $0.id == composite.id }
            let title =
                composite.isRegion ? TextBlock(lines: []) : state?.alias ?? state?.descriptions.first ?? TextBlock(composite.id)
            graph.clusters.append(
                GraphCluster(
                    id: composite.id, title: title, kind: composite.isRegion ? .region : .composite,
                    direction: composite.direction,
                    classes: state?.classes ?? [], style: state.map { resolvedStyle($0) } ?? []))
        }
        for composite in composites {
            guard let index = clusterIndex[composite.id], let parent = composite.parent.flatMap({ clusterIndex[$0] }) else {
                continue
            }
            if !graph.ancestors(ofCluster: parent).contains(index) { graph.clusters[index].parent = parent }
        }
        var nodeIndex: [String: Int] = [:]
        for state in states where clusterIndex[state.id] == nil {
            nodeIndex[state.id] = graph.nodes.count
            graph.nodes.append(node(for: state, cluster: state.parent.flatMap { clusterIndex[$0] }))
        }
        func endpoint(_ id: String) -> GraphEndpoint? {
            if let cluster = clusterIndex[id] { return .cluster(cluster) }
            return nodeIndex[id].map { .node($0) }
        }
        for transition in transitions {
            guard let from = endpoint(transition.from), let to = endpoint(transition.to) else { continue }
            graph.edges.append(GraphEdge(from: from, to: to, label: transition.label))
        }
        for (number, note) in notes.enumerated() {
            guard let target = endpoint(note.target) else { continue }
            let cluster: Int?
            switch target {
            case .node(let n): cluster = graph.nodes[n].cluster
            case .cluster(let c): cluster = graph.clusters[c].parent
            }
            let noteNode = GraphNode(id: "\(note.target)----note-\(number)", label: note.text, shape: .note, cluster: cluster)
            graph.nodes.append(noteNode)
            graph.edges.append(
                GraphEdge(from: target, to: .node(graph.nodes.count - 1), endMarker: .none, noteSide: note.side))
        }
        graph.sortClustersParentsFirst()
        return graph
    }

    private func node(for state: StateNode, cluster: Int?) -> GraphNode {
        var node = GraphNode(id: state.id, label: TextBlock(lines: []), shape: .state, cluster: cluster)
        switch state.kind {
        case .start: node.shape = .stateStart
        case .end: node.shape = .stateEnd
        case .fork: node.shape = .fork
        case .join: node.shape = .join
        case .choice: node.shape = .choice
        case .note:
            node.shape = .note
            node.label = state.alias ?? TextBlock(state.id)
        case .normal, .composite:
            if state.descriptions.isEmpty {
                node.label = state.alias ?? TextBlock(state.id)
            } else if state.alias == nil, state.descriptions.count == 1 {
                node.label = state.descriptions[0]
            } else {
                node.label = state.alias ?? TextBlock(state.id)
                node.description = TextBlock(lines: state.descriptions.flatMap(\.lines))
            }
        }
        node.classes = state.classes
        node.style = resolvedStyle(state)
        node.link = state.link
        return node
    }

    private func resolvedStyle(_ state: StateNode) -> [StyleProperty] {
        var style: [StyleProperty] = []
        if state.kind == .normal {
            for definition in classDefinitions where definition.name == "default" {
                style = style.merged(with: definition.properties)
            }
        }
        for name in state.classes {
            for definition in classDefinitions where definition.name == name { style = style.merged(with: definition.properties) }
        }
        return style.merged(with: state.style)
    }
}
