import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// The architecture grammar: groups, services, junctions, sided edges, and their errors.
@Suite struct ArchitectureDiagramTests {
    static func parse(_ source: String) throws -> ArchitectureDiagram {
        let text = Preprocessor(source).source
        let (_, offset) = try DiagramKind.detect(in: text)
        var parser = ArchitectureParser(source: text, headerOffset: offset, options: MermaidOptions())
        return try parser.parse()
    }

    static let services = """
        architecture-beta
            group app(cloud)[Banner app]
            group ui(browser)[UI layer] in app
            service banner(server)[Banner view] in ui
            service store(database)[Offer store] in app
            junction fork in app
        """

    @Test("groups nest, services hold an icon and a title, junctions are points")
    func declarations() throws {
        let diagram = try Self.parse(Self.services)
        #expect(diagram.groups.map(\.id) == ["app", "ui"])
        #expect(diagram.groups[1].parent == "app")
        #expect(diagram.nodes.map(\.id) == ["banner", "store", "fork"])
        #expect(diagram.nodes[0].icon == "server" && diagram.nodes[0].title == "Banner view")
        let graph = diagram.graph()
        #expect(graph.nodes.map(\.shape) == [.icon, .icon, .smallCircle])
        #expect(graph.nodes[0].media?.source == .icon("server"))
        #expect(graph.nodes[0].cluster.map { graph.clusters[$0].id } == "ui")
        #expect(graph.clusters.map(\.title.plain) == ["[cloud] Banner app", "[browser] UI layer"])
    }

    @Test(
        "edges read sides, arrows and group modifiers; the side decides which end is laid out first",
        arguments: [
            ("banner:R -- L:store", "banner", "store", EdgeMarker.none, EdgeMarker.none),
            ("banner:L -- R:store", "store", "banner", .none, .none),
            ("banner:B --> T:store", "banner", "store", .none, .arrow),
            ("banner:T --> B:store", "store", "banner", .arrow, .none),
            ("banner:R <--> L:store", "banner", "store", .arrow, .arrow),
            ("banner{group}:B -- T:store", "ui", "store", .none, .none),
        ])
    func edges(statement: String, first: String, second: String, start: EdgeMarker, end: EdgeMarker) throws {
        let graph = try Self.parse(Self.services + "\n    " + statement).graph()
        let edge = try #require(graph.edges.first)
        func name(_ endpoint: GraphEndpoint) -> String {
            switch endpoint {
            case .node(let n): graph.nodes[n].id
            case .cluster(let c): graph.clusters[c].id
            }
        }
        #expect((name(edge.from), name(edge.to)) == (first, second))
        #expect((edge.startMarker, edge.endMarker) == (start, end))
    }

    @Test(
        "syntax errors are located at their line and column",
        arguments: [
            ("architecture-beta\nservice a(disk)[A] in missing", 11, 23, "'missing' is not a group declared before 'a'"),
            ("architecture-beta\nservice a(disk)[A]\na:X -- L:a", 12, 3, "expected a side: T, B, L or R"),
            ("architecture-beta\nservice a(disk)[A]\na:R -- L:b", 12, 10, "'b' is not a declared service or junction"),
            ("architecture-beta\nservice a(disk)[A]\na:R => L:a", 12, 5, "expected '--' between the sides"),
            ("architecture-beta\nservice a(disk)[A]\nservice a(disk)[B]", 12, 9, "'a' is declared twice"),
            ("architecture-beta\nservce a(disk)[A]", 11, 1, "expected 'group', 'service', 'junction' or an edge"),
        ])
    func located(source: String, line: Int, column: Int, message: String) throws {
        try Rendering.expectError(source, line: line, column: column, message: message)
    }
}
