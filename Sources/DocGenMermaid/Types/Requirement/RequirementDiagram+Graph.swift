/// Turns a parsed requirement diagram into the renderable graph: requirements and elements
/// become boxes with a stereotype, a name and one compartment of fields, as in Mermaid.
extension RequirementDiagram {
    func graph() -> DiagramGraph {
        var graph = DiagramGraph(kind: .requirement, direction: direction)
        graph.accessibility = accessibility
        var nodeIndex: [String: Int] = [:]
        for node in nodes {
            nodeIndex[node.name] = graph.nodes.count
            let body = ClassCompartments(
                annotations: ["«\(Self.stereotype(node.kind))»"], attributes: Self.lines(node).map { MemberLine(text: $0) },
                omitsMethods: true)
            graph.nodes.append(
                GraphNode(
                    id: node.name, label: TextBlock(node.name), shape: .classBox, body: .classMembers(body),
                    classes: node.classes, style: classDefinitions.resolvedStyle(classes: node.classes, own: node.style)))
        }
        for relationship in relationships {
            guard let from = nodeIndex[relationship.from], let to = nodeIndex[relationship.to] else { continue }
            graph.edges.append(
                GraphEdge(from: .node(from), to: .node(to), label: TextBlock("«\(relationship.kind)»"), endMarker: .arrow))
        }
        return graph
    }

    /// `functionalRequirement` drawn as `Functional Requirement`, `element` as `Element`.
    static func stereotype(_ kind: String) -> String {
        var words: [String] = []
        for character in kind {
            if character.isUppercase || words.isEmpty {
                words.append(String(character).uppercased())
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words.joined(separator: " ")
    }

    /// The compartment's lines, in Mermaid's order and wording.
    static func lines(_ node: RequirementNode) -> [String] {
        let labels =
            node.kind == "element"
            ? [("type", "Type"), ("docref", "Doc Ref")]
            : [("id", "ID"), ("text", "Text"), ("risk", "Risk"), ("verifymethod", "Verification")]
        return labels.compactMap { key, label in
            node.fields.last { $0.key == key }.map { "\(label): \($0.value)" }
        }
    }
}
