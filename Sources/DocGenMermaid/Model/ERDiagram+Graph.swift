/// Turns a parsed ER diagram into the renderable graph: entities become tables and
/// relationships edges with crow's-foot marks, dashed when non-identifying.
extension ERDiagram {
    /// The graph to lay out and draw.
    func graph() -> DiagramGraph {
        var graph = DiagramGraph(kind: .entityRelationship, direction: direction)
        graph.accessibility = accessibility
        var nodeIndex: [String: Int] = [:]
        for entity in entities {
            nodeIndex[entity.id] = graph.nodes.count
            graph.nodes.append(
                GraphNode(
                    id: entity.id, label: TextBlock(entity.alias ?? entity.id), shape: .entity,
                    body: .entityRows(entity.attributes), classes: entity.classes,
                    style: classDefinitions.resolvedStyle(classes: entity.classes, own: entity.style)))
        }
        for relationship in relationships {
            guard let from = nodeIndex[relationship.from], let to = nodeIndex[relationship.to] else { continue }
            graph.edges.append(
                GraphEdge(
                    from: .node(from), to: .node(to), label: relationship.label,
                    stroke: relationship.isIdentifying ? .normal : .dotted, startMarker: relationship.fromCardinality,
                    endMarker: relationship.toCardinality))
        }
        return graph
    }

}
