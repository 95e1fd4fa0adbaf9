import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// The C4 grammar (C4-PlantUML calls), its boxes, boundaries and errors.
@Suite struct C4DiagramTests {
    static func parse(_ source: String) throws -> C4Diagram {
        let text = Preprocessor(source).source
        let (_, offset) = try DiagramKind.detect(in: text)
        var parser = C4Parser(source: text, headerOffset: offset, options: MermaidOptions())
        return try parser.parse()
    }

    @Test(
        "every diagram header draws",
        arguments: ["C4Context", "C4Container", "C4Component", "C4Dynamic", "C4Deployment"])
    func headers(header: String) throws {
        let output = Rendering.output("\(header)\nPerson(dev, \"Developer\")\nSystem(app, \"App\")\nRel(dev, app, \"Builds\")")
        #expect(output.svg != nil, "\(output.diagnostics)")
        #expect(output.diagnostics.isEmpty)
    }

    @Test(
        "element calls give the stereotype, shape, technology and description",
        arguments: [
            (
                #"Person(u, "Designer", "Draws components")"#, "person", NodeShape.rounded, nil as String?,
                "Draws components" as String?
            ),
            (#"Person_Ext(u, "Reviewer")"#, "external_person", .rounded, nil, nil),
            (#"System(s, "Design system", "Tokens and components")"#, "system", .rectangle, nil, "Tokens and components"),
            (#"SystemDb_Ext(s, "Asset store")"#, "external_system_db", .cylinder, nil, nil),
            (#"SystemQueue(s, "Build queue")"#, "system_queue", .horizontalCylinder, nil, nil),
            (#"Container(c, "Docs site", "docgen", "Static pages")"#, "container", .rectangle, "docgen", "Static pages"),
            (#"ContainerDb(c, "Search index", "JSON")"#, "container_db", .cylinder, "JSON", nil),
            (#"Component(c, "Toast", "SwiftUI", "Shows a message")"#, "component", .rectangle, "SwiftUI", "Shows a message"),
            (#"ComponentQueue_Ext(c, "Events", "Combine")"#, "external_component_queue", .horizontalCylinder, "Combine", nil),
            (
                #"Container(c, "Docs site", $techn="docgen", $descr="Static pages")"#, "container", .rectangle, "docgen",
                "Static pages"
            ),
        ])
    func elements(call: String, stereotype: String, shape: NodeShape, technology: String?, description: String?) throws {
        let diagram = try Self.parse("C4Container\n\(call)")
        let element = try #require(diagram.elements.first)
        #expect(element.stereotype == stereotype)
        #expect(element.technology == technology && element.description == description)
        let node = try #require(diagram.graph().nodes.first)
        #expect(node.shape == shape)
        #expect(node.label.lines.first == "«\(stereotype)»")
    }

    @Test(
        "relationship calls point the right way",
        arguments: [
            ("Rel(a, b, \"Uses\")", "a", "b", false), ("BiRel(a, b, \"Syncs\")", "a", "b", true),
            ("Rel_Back(a, b, \"Feeds\")", "b", "a", false), ("Rel_U(a, b, \"Reads\")", "a", "b", false),
            ("Rel_Right(a, b, \"Reads\", \"HTTPS\")", "a", "b", false), ("RelIndex(1, a, b, \"Calls\")", "a", "b", false),
        ])
    func relationships(call: String, from: String, to: String, both: Bool) throws {
        let diagram = try Self.parse("C4Dynamic\nSystem(a, \"A\")\nSystem(b, \"B\")\n\(call)")
        let relationship = try #require(diagram.relationships.first)
        #expect((relationship.from, relationship.to, relationship.isBidirectional) == (from, to, both))
        let edge = try #require(diagram.graph().edges.first)
        #expect(edge.startMarker == (both ? .arrow : .none) && edge.endMarker == .arrow)
    }

    @Test("boundaries and deployment nodes nest their elements and show their type")
    func boundaries() throws {
        let diagram = try Self.parse(
            """
            C4Deployment
            title Release pipeline
            Deployment_Node(ci, "CI runner", "Linux") {
                Container_Boundary(docs, "Docs") {
                    Container(site, "Site", "docgen")
                }
            }
            Enterprise_Boundary(org, "Company") {
                Person(writer, "Writer")
            }
            """)
        #expect(diagram.title == "Release pipeline")
        let graph = diagram.graph()
        #expect(
            graph.clusters.map(\.title.lines) == [
                ["CI runner", "[Linux]"], ["Company", "[enterprise]"], ["Docs", "[container]"],
            ])
        let site = try #require(graph.nodes.first { $0.id == "site" })
        #expect(site.cluster.map { graph.clusters[$0].id } == "docs")
    }

    @Test("UpdateElementStyle and UpdateRelStyle colour boxes and lines; layout calls are accepted")
    func styles() throws {
        let diagram = try Self.parse(
            """
            C4Context
            Person(u, "User")
            System(s, "App")
            Rel(u, s, "Opens")
            UpdateElementStyle(u, $bgColor="#eee", $fontColor="navy")
            UpdateRelStyle(u, s, $lineColor="teal", $offsetX="5")
            UpdateLayoutConfig($c4ShapeInRow="3", $c4BoundaryInRow="1")
            """)
        let graph = diagram.graph()
        #expect(graph.nodes[0].style.map(\.name).sorted() == ["color", "fill"])
        #expect(graph.edges[0].style.map(\.name) == ["stroke"])
    }

    @Test(
        "shapes fill rows of c4ShapeInRow and boundaries rows of c4BoundaryInRow, in the order written",
        arguments: [
            ("", [4, 2], [2, 1]), ("UpdateLayoutConfig($c4ShapeInRow=\"2\", $c4BoundaryInRow=\"1\")", [2, 2, 2], [1, 1, 1]),
            ("UpdateLayoutConfig($c4ShapeInRow=\"none\", $c4BoundaryInRow=\"0\")", [4, 2], [2, 1]),
        ])
    func rows(config: String, shapeRows: [Int], boundaryRows: [Int]) throws {
        let source = """
            C4Container
            Person(p1, "Designer")
            Person(p2, "Engineer")
            System(s1, "Tokens")
            System(s2, "Icons")
            System(s3, "Docs site")
            System(s4, "Playground")
            Boundary(b1, "Web") {
                Container(w, "Site")
            }
            Boundary(b2, "iOS") {
                Container(i, "Catalog app")
            }
            Boundary(b3, "Android") {
                Container(a, "Sample app")
            }
            \(config)
            """
        let (graph, layout) = try #require(Rendering.laidOut(source))
        #expect(LayoutInvariants.problems(graph, layout).isEmpty)
        /// How many boxes share each top edge, in order from the top, each row left to right.
        func rowSizes(_ boxes: [Rect]) -> [Int] {
            var rows: [(y: Double, xs: [Double])] = []
            for box in boxes {
                if let last = rows.indices.last, abs(rows[last].y - box.minY) < 0.5 {
                    rows[last].xs.append(box.minX)
                } else {
                    rows.append((box.minY, [box.minX]))
                }
            }
            #expect(rows.allSatisfy { $0.xs == $0.xs.sorted() })
            #expect(rows.map(\.y) == rows.map(\.y).sorted())
            return rows.map(\.xs.count)
        }
        let shapes = graph.nodes.indices.filter { graph.nodes[$0].cluster == nil }.map { layout.nodes[$0] }
        #expect(rowSizes(shapes.map { Rect(center: Point(x: $0.center.x, y: $0.center.y), size: .zero) }) == shapeRows)
        #expect(rowSizes(layout.clusters.map(\.rect)) == boundaryRows)
        let lowestShape = try #require(shapes.map(\.maxY).max())
        #expect(layout.clusters.allSatisfy { $0.rect.minY > lowestShape })
    }

    @Test("a relationship bends around the shapes between its ends, and its label stays off them")
    func routesAroundShapes() throws {
        let (graph, layout) = try #require(
            Rendering.laidOut(
                """
                C4Context
                Person(writer, "Writer")
                System(docs, "Docs site", "Renders the component pages")
                System(cdn, "CDN")
                Rel(writer, cdn, "Purges the cache of")
                Rel(writer, docs, "Writes")
                """))
        #expect(LayoutInvariants.problems(graph, layout).isEmpty)
        #expect(LayoutInvariants.edgesThroughNodes(graph, layout).isEmpty)
        #expect(layout.edges[0].points.count > 2, "a straight line would cross 'docs'")
        #expect(layout.edges[1].points.count == 2, "nothing lies between neighbours")
        let label = try #require(layout.edges[0].label)
        #expect(!layout.nodes.contains { $0.overlaps(label) })
    }

    @Test("a diagram of many crossing relationships keeps every line off the shapes between its ends")
    func manyRelationships() throws {
        var source = "C4Container\n"
        for index in 0..<60 { source += "Container(c\(index), \"Package \(index)\", \"Swift\")\n" }
        for index in 0..<60 { source += "Rel(c\(index), c\((index * 37 + 11) % 60), \"imports\")\n" }
        let (graph, layout) = try #require(Rendering.laidOut(source))
        #expect(LayoutInvariants.problems(graph, layout).isEmpty)
        #expect(LayoutInvariants.edgesThroughNodes(graph, layout).isEmpty)
    }

    @Test(
        "syntax errors are located at their line and column",
        arguments: [
            ("C4Context\nPersn(u, \"User\")", 11, 1, "unknown C4 statement 'Persn'; did you mean 'Person'?"),
            ("C4Context\nPerson(u, \"User\"", 11, 17, "expected ',' or ')' in the arguments of 'Person'"),
            ("C4Context\nPerson u", 11, 8, "expected '(' after 'Person'"),
            ("C4Context\nRel(a)", 11, 1, "'Rel' needs a target alias as argument 2"),
            ("C4Context\nBoundary(b, \"Box\") {\nPerson(u, \"User\")\n", 11, 1, "'b' is never closed"),
            ("C4Context\n}", 11, 1, "'}' without an open boundary"),
        ])
    func located(source: String, line: Int, column: Int, message: String) throws {
        try Rendering.expectError(source, line: line, column: column, message: message)
    }
}
