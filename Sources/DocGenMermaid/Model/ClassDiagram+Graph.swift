/// Turns a parsed class diagram into the renderable graph: classes become class boxes with
/// their compartments, namespaces clusters, relations edges with UML marks, and notes note
/// nodes linked to their class.
extension ClassDiagram {
    /// The graph to lay out and draw; `hidingEmptyMembers` is `class.hideEmptyMembersBox`, and
    /// `compactNamespaces` is `class.hierarchicalNamespaces: false`: only namespaces a statement
    /// names are drawn, each titled with its full name.
    func graph(hidingEmptyMembers: Bool = false, compactNamespaces: Bool = false) -> DiagramGraph {
        var graph = DiagramGraph(kind: .classDiagram, direction: direction)
        graph.accessibility = accessibility
        var clusterIndex: [String: Int] = [:]
        let drawn = compactNamespaces ? namespaces.filter(\.isDeclared) : namespaces
        for namespace in drawn where clusterIndex[namespace.id] == nil {
            clusterIndex[namespace.id] = graph.clusters.count
            let title =
                compactNamespaces && namespace.title.plain == namespace.id.split(separator: ".").last.map(String.init)
                ? TextBlock(namespace.id) : namespace.title
            graph.clusters.append(GraphCluster(id: namespace.id, title: title, kind: .namespace))
        }
        let parentOf = Dictionary(namespaces.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
        for namespace in drawn {
            // The nearest drawn ancestor: in compact mode, undeclared ones in between are skipped.
            var parentID = namespace.parent
            var steps = 0
            while let id = parentID, clusterIndex[id] == nil, steps <= namespaces.count {
                parentID = parentOf[id] ?? nil
                steps += 1
            }
            guard let index = clusterIndex[namespace.id], let parent = parentID.flatMap({ clusterIndex[$0] }) else {
                continue
            }
            if !graph.ancestors(ofCluster: parent).contains(index) { graph.clusters[index].parent = parent }
        }
        var nodeIndex: [String: Int] = [:]
        for node in classes {
            nodeIndex[node.id] = graph.nodes.count
            graph.nodes.append(
                self.node(for: node, cluster: node.namespace.flatMap { clusterIndex[$0] }, hidingEmptyMembers: hidingEmptyMembers)
            )
        }
        for interface in interfaces {
            nodeIndex[interface.id] = graph.nodes.count
            graph.nodes.append(GraphNode(id: interface.id, label: TextBlock(interface.label), shape: .text))
        }
        for relation in relations {
            guard let from = nodeIndex[relation.from], let to = nodeIndex[relation.to] else { continue }
            graph.edges.append(
                GraphEdge(
                    from: .node(from), to: .node(to), label: relation.label, startLabel: relation.startLabel,
                    endLabel: relation.endLabel, stroke: relation.isDashed ? .dotted : .normal,
                    startMarker: relation.startMarker, endMarker: relation.endMarker))
        }
        for (number, note) in notes.enumerated() {
            let target = note.target.flatMap { nodeIndex[$0] }
            let cluster = target.flatMap { graph.nodes[$0].cluster }
            graph.nodes.append(GraphNode(id: "note-\(number)", label: note.text, shape: .note, cluster: cluster))
            if let target {
                graph.edges.append(
                    GraphEdge(from: .node(graph.nodes.count - 1), to: .node(target), stroke: .dotted, endMarker: .none))
            }
        }
        graph.sortClustersParentsFirst()
        return graph
    }

    private func node(for node: ClassNode, cluster: Int?, hidingEmptyMembers: Bool) -> GraphNode {
        var compartments = ClassCompartments(hidesEmptyMembers: hidingEmptyMembers)
        compartments.annotations = node.annotations.map { "«\($0)»" }
        for member in node.members {
            let (line, isMethod) = ClassMember.parse(member)
            if isMethod {
                compartments.methods.append(line)
            } else {
                compartments.attributes.append(line)
            }
        }
        let name = node.label ?? TextBlock(node.id + (node.generic.map { "<\(ClassMember.generics($0))>" } ?? ""))
        return GraphNode(
            id: node.id, label: name, shape: .classBox, body: .classMembers(compartments), classes: node.classes,
            style: classDefinitions.resolvedStyle(classes: node.classes, own: node.style), link: node.link, cluster: cluster)
    }

}
