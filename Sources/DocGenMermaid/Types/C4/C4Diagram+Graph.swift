/// Turns a parsed C4 diagram into the renderable graph: elements become boxes (cylinders for
/// databases and queues) with their stereotype, bold name, technology and description;
/// boundaries become dashed clusters; relationships labelled edges.
extension C4Diagram {
    func graph() -> DiagramGraph {
        var graph = DiagramGraph(kind: .c4, direction: .topToBottom)
        graph.accessibility = accessibility
        for boundary in boundaries {
            var lines = [boundary.label]
            if let type = boundary.type, !type.isEmpty {
                lines += LabelDecoder.decode("[\(type)]", quoted: false).lines
            }
            graph.clusters.append(
                GraphCluster(
                    id: boundary.alias, title: TextBlock(lines: lines), kind: .subgraph, parent: boundary.parent,
                    classes: ["c4-boundary"], style: [StyleProperty(name: "stroke-dasharray", value: "7 7")]))
        }
        var nodeIndex: [String: Int] = [:]
        for element in elements {
            nodeIndex[element.alias] = graph.nodes.count
            var lines = ["«\(element.stereotype)»", "\(Emphasis.bold)\(element.label)\(Emphasis.bold)"]
            if let technology = element.technology, !technology.isEmpty { lines.append("[\(technology)]") }
            if let description = element.description, !description.isEmpty {
                lines += LabelDecoder.decode(description, quoted: false).lines
            }
            let shape: NodeShape =
                switch element.shape {
                case .box: .rectangle
                case .person: .rounded
                case .database: .cylinder
                case .queue: .horizontalCylinder
                }
            var style = element.style
            if element.isExternal, !style.contains(where: { $0.name == "stroke-dasharray" }) {
                style.append(StyleProperty(name: "stroke-dasharray", value: "4 2"))
            }
            graph.nodes.append(
                GraphNode(
                    id: element.alias, label: TextBlock(lines: lines), shape: shape,
                    classes: element.isExternal ? ["c4-external"] : [], style: style, cluster: element.boundary))
        }
        for relationship in relationships {
            guard let from = nodeIndex[relationship.from], let to = nodeIndex[relationship.to] else { continue }
            var lines = LabelDecoder.decode(relationship.label, quoted: false).lines
            if let technology = relationship.technology, !technology.isEmpty { lines.append("[\(technology)]") }
            graph.edges.append(
                GraphEdge(
                    from: .node(from), to: .node(to), label: lines.allSatisfy(\.isEmpty) ? nil : TextBlock(lines: lines),
                    startMarker: relationship.isBidirectional ? .arrow : .none, style: relationship.style))
        }
        graph.sortClustersParentsFirst()
        return graph
    }
}
