/// The accessible title and description of a diagram: `accTitle`/`accDescr` when given,
/// otherwise a plain-language summary of what it shows.
struct DiagramSummary: Sendable {
    var title: String
    var description: String

    /// Edges listed in a derived description before it stops with "…".
    fileprivate static let listedEdges = 40

    init(_ graph: DiagramGraph) {
        let (noun, nodeWord, edgeWord) = Self.words(graph.kind)
        title = graph.accessibility.title ?? graph.title ?? noun
        if let given = graph.accessibility.description {
            description = given
            return
        }
        let nodes = graph.nodes.filter { ![NodeShape.stateStart, .stateEnd, .note].contains($0.shape) }
        let edges = graph.edges.filter { edge in
            edge.noteSide == nil && !(graph.kind == .classDiagram && Self.isNote(edge.from, in: graph))
        }
        var text =
            "\(noun), \(graph.direction.phrase), with \(Self.count(nodes.count, nodeWord)) and \(Self.count(edges.count, edgeWord))."
        let groups = graph.clusters.filter { $0.kind != .region }.map { Self.name($0.title, fallback: $0.id) }
        if !groups.isEmpty { text += " Groups: \(groups.joined(separator: ", "))." }
        let listed = edges.prefix(Self.listedEdges).map { edge -> String in
            var line = "\(Self.name(of: edge.from, in: graph)) → \(Self.name(of: edge.to, in: graph))"
            if let label = edge.label, !label.isEmpty { line += " (\(label.plain))" }
            return line
        }
        if !listed.isEmpty { text += " " + listed.joined(separator: "; ") + (edges.count > Self.listedEdges ? "; …" : ".") }
        description = text
    }

    /// The diagram's name and the words for its nodes and edges.
    private static func words(_ kind: DiagramGraph.Kind) -> (noun: String, node: String, edge: String) {
        switch kind {
        case .flowchart: ("Flowchart", "node", "edge")
        case .state: ("State diagram", "state", "transition")
        case .classDiagram: ("Class diagram", "class", "relation")
        case .entityRelationship: ("Entity relationship diagram", "entity", "relationship")
        case .requirement: ("Requirement diagram", "requirement", "relationship")
        case .c4: ("C4 diagram", "element", "relationship")
        case .architecture: ("Architecture diagram", "service", "edge")
        case .block: ("Block diagram", "block", "edge")
        }
    }

    static func count(_ value: Int, _ word: String) -> String {
        let plural = word.hasSuffix("s") ? "es" : word.hasSuffix("y") ? "" : "s"
        let stem = word.hasSuffix("y") && value != 1 ? word.dropLast() + "ies" : word
        return "\(value) \(stem)\(value == 1 ? "" : plural)"
    }

    /// Whether an endpoint is a note, whose dotted link is not a relation.
    private static func isNote(_ endpoint: GraphEndpoint, in graph: DiagramGraph) -> Bool {
        if case .node(let n) = endpoint { return graph.nodes[n].shape == .note }
        return false
    }

    static func name(_ text: TextBlock, fallback: String) -> String {
        text.isEmpty ? fallback : text.plain
    }

    static func name(of endpoint: GraphEndpoint, in graph: DiagramGraph) -> String {
        switch endpoint {
        case .node(let n):
            let node = graph.nodes[n]
            switch node.shape {
            case .stateStart: return "start"
            case .stateEnd: return "end"
            default: return name(node.label, fallback: node.id)
            }
        case .cluster(let c):
            return name(graph.clusters[c].title, fallback: graph.clusters[c].id)
        }
    }
}

/// The accessible title and description of a sequence diagram: `accTitle`/`accDescr` when
/// given, otherwise a summary of its participants and messages.
struct SequenceSummary: Sendable {
    var title: String
    var description: String

    init(_ diagram: SequenceDiagram) {
        title = diagram.accessibility.title ?? diagram.title ?? "Sequence diagram"
        if let given = diagram.accessibility.description {
            description = given
            return
        }
        let messages = diagram.messages
        let names = diagram.participants.map { DiagramSummary.name($0.label, fallback: $0.id) }
        var text =
            "Sequence diagram with \(DiagramSummary.count(names.count, "participant")) and \(DiagramSummary.count(messages.count, "message"))."
        if !names.isEmpty { text += " Participants: \(names.joined(separator: ", "))." }
        let listed = messages.prefix(DiagramSummary.listedEdges).map { message -> String in
            var line = "\(names[message.from]) → \(names[message.to])"
            if !message.text.isEmpty { line += " (\(message.text.plain))" }
            return line
        }
        if !listed.isEmpty {
            text += " " + listed.joined(separator: "; ") + (messages.count > DiagramSummary.listedEdges ? "; …" : ".")
        }
        description = text
    }
}
