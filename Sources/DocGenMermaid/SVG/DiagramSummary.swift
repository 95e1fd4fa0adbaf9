/// The accessible title and description of a diagram: `accTitle`/`accDescr` when given,
/// otherwise a plain-language summary of what it shows.
struct DiagramSummary: Sendable {
    var title: String
    var description: String

    /// Edges listed in a derived description before it stops with "…".
    static let listedEdges = 40

    init(_ graph: DiagramGraph) {
        let noun = graph.kind == .flowchart ? "Flowchart" : "State diagram"
        title = graph.accessibility.title ?? graph.title ?? noun
        if let given = graph.accessibility.description {
            description = given
            return
        }
        let nodes = graph.nodes.filter { ![NodeShape.stateStart, .stateEnd, .note].contains($0.shape) }
        let nodeWord = graph.kind == .flowchart ? "node" : "state"
        let edgeWord = graph.kind == .flowchart ? "edge" : "transition"
        let edges = graph.edges.filter { $0.noteSide == nil }
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

    static func count(_ value: Int, _ word: String) -> String {
        "\(value) \(word)\(value == 1 ? "" : "s")"
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
