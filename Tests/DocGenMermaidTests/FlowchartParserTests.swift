import Testing

@testable import DocGenMermaid

/// The flowchart grammar, feature by feature.
@Suite struct FlowchartParserTests {
    @Test(
        "headers set the direction",
        arguments: [
            ("graph TD", FlowDirection.topToBottom), ("graph TB", .topToBottom), ("flowchart BT", .bottomToTop),
            ("flowchart LR", .leftToRight), ("graph RL", .rightToLeft), ("graph", .topToBottom),
            ("flowchart-elk LR", .leftToRight),
            ("graph >", .leftToRight),
        ])
    func header(header: String, direction: FlowDirection) throws {
        #expect(try Rendering.flowchart("\(header)\nA --> B").direction == direction)
    }

    @Test(
        "bracket pairs give node shapes and labels",
        arguments: [
            ("A[text]", NodeShape.rectangle), ("A(text)", .rounded), ("A([text])", .stadium), ("A[[text]]", .subroutine),
            ("A[(text)]", .cylinder), ("A((text))", .circle), ("A(((text)))", .doubleCircle), ("A{text}", .diamond),
            ("A{{text}}", .hexagon), ("A[/text/]", .leanRight), (#"A[\text\]"#, .leanLeft), (#"A[/text\]"#, .trapezoid),
            (#"A[\text/]"#, .invertedTrapezoid), ("A>text]", .odd), (#"A@{ shape: diam, label: "text" }"#, .diamond),
            (#"A@{ shape: stadium, label: "text" }"#, .stadium), ("A@{ shape: cyl, label: text }", .cylinder),
        ])
    func shapes(statement: String, shape: NodeShape) throws {
        let node = try #require(try Rendering.flowchart("graph TD\n\(statement)").nodes.first)
        #expect(node.id == "A")
        #expect(node.shape == shape)
        #expect(node.label?.lines == ["text"])
    }

    @Test(
        "links give stroke, markers and length",
        arguments: [
            ("A --> B", EdgeStroke.normal, EdgeMarker.none, EdgeMarker.arrow, 1), ("A --- B", .normal, .none, .none, 1),
            ("A -.-> B", .dotted, .none, .arrow, 1), ("A -.- B", .dotted, .none, .none, 1), ("A ==> B", .thick, .none, .arrow, 1),
            ("A === B", .thick, .none, .none, 1), ("A ~~~ B", .invisible, .none, .none, 1),
            ("A --o B", .normal, .none, .circle, 1),
            ("A --x B", .normal, .none, .cross, 1), ("A <--> B", .normal, .arrow, .arrow, 1),
            ("A o--o B", .normal, .circle, .circle, 1),
            ("A x--x B", .normal, .cross, .cross, 1), ("A ---> B", .normal, .none, .arrow, 2),
            ("A ----> B", .normal, .none, .arrow, 3),
            ("A -..-> B", .dotted, .none, .arrow, 2), ("A ===> B", .thick, .none, .arrow, 2),
            ("A-->B", .normal, .none, .arrow, 1),
            ("A---oB", .normal, .none, .circle, 2),
        ])
    func links(statement: String, stroke: EdgeStroke, start: EdgeMarker, end: EdgeMarker, length: Int) throws {
        let diagram = try Rendering.flowchart("graph TD\n\(statement)")
        let edge = try #require(diagram.edges.first)
        #expect((edge.from, edge.to) == ("A", "B"))
        #expect(edge.link == FlowLink(stroke: stroke, startMarker: start, endMarker: end, length: length))
    }

    @Test(
        "edge labels come from pipes or text inside the link",
        arguments: [
            ("A -->|yes| B", "yes"), ("A -- some text --> B", "some text"), ("A -. dotted .-> B", "dotted"),
            ("A == thick ==> B", "thick"), (#"A -->|"a | b"| B"#, "a | b"), ("A -- open text --- B", "open text"),
            ("A-- real-time -->B", "real-time"), ("A -- render(quickLinks) --> B", "render(quickLinks)"),
            ("A -- quickLinksPublisher.send --> B", "quickLinksPublisher.send"),
        ])
    func edgeLabels(statement: String, label: String) throws {
        let edge = try #require(try Rendering.flowchart("graph TD\n\(statement)").edges.first)
        #expect(edge.label?.plain == label)
        #expect(edge.to == "B")
    }

    @Test("chains and & groups make one edge per pair")
    func chainsAndGroups() throws {
        let diagram = try Rendering.flowchart("graph TD\nA --> B --> C\na & b --> c & d")
        let pairs = diagram.edges.map { "\($0.from)>\($0.to)" }
        #expect(pairs == ["A>B", "B>C", "a>c", "a>d", "b>c", "b>d"])
    }

    @Test("semicolons end statements and self-loops parse")
    func semicolons() throws {
        let diagram = try Rendering.flowchart("graph TD;\n    A[Start] --> B(Next);\n    B -- loop --> B;")
        #expect(diagram.edges.count == 2)
        #expect(diagram.edges[1].from == "B" && diagram.edges[1].to == "B")
        #expect(diagram.nodes.map(\.id) == ["A", "B"])
    }

    @Test(
        "subgraph headers give ids and titles",
        arguments: [
            ("subgraph one", "one", "one"), ("subgraph id1 [Title text]", "id1", "Title text"),
            (#"subgraph "iOS App""#, "subGraph0", "iOS App"), ("subgraph Title with spaces", "subGraph0", "Title with spaces"),
            (#"subgraph id2 ["Quoted title"]"#, "id2", "Quoted title"), (#"subgraph "solo""#, "solo", "solo"),
        ])
    func subgraphHeaders(header: String, id: String, title: String) throws {
        let subgraph = try #require(try Rendering.flowchart("graph TD\n\(header)\nA --> B\nend").subgraphs.first)
        #expect(subgraph.id == id)
        #expect(subgraph.title.plain == title)
        #expect(subgraph.members == ["A", "B"])
    }

    @Test("a node belongs to the first subgraph that closes around it, and subgraphs nest")
    func subgraphMembership() throws {
        let source = """
            graph TB
            subgraph outer
              direction LR
              subgraph inner
                A --> B
              end
              C --> A
            end
            subgraph other
              D --> C
            end
            """
        let diagram = try Rendering.flowchart(source)
        #expect(diagram.subgraphs.map(\.id) == ["inner", "outer", "other"])
        #expect(diagram.subgraphs[0].members == ["A", "B"])
        #expect(diagram.subgraphs[1].members == ["inner", "C"])
        #expect(diagram.subgraphs[1].direction == .leftToRight)
        #expect(diagram.subgraphs[2].members == ["D"])
        let graph = diagram.graph()
        let inner = try #require(graph.clusters.firstIndex { $0.id == "inner" })
        let outer = try #require(graph.clusters.firstIndex { $0.id == "outer" })
        #expect(graph.clusters[inner].parent == outer)
    }

    @Test("edges to a subgraph id end at the cluster")
    func edgesToSubgraphs() throws {
        let graph = try Rendering.flowchart("graph TD\nsubgraph box\nA\nend\nX --> box").graph()
        #expect(graph.edges.first?.to == .cluster(0))
        #expect(!graph.nodes.contains { $0.id == "box" })
    }

    @Test("classDef, class, :::, style and linkStyle resolve to styles")
    func styles() throws {
        let source = """
            graph TD
            classDef warn fill:#f96,stroke:#333
            classDef default color:#111
            A:::warn --> B
            B --> C
            class C warn
            style B fill:#e1f5fe,stroke-width:2px
            linkStyle 1 stroke:#f00
            linkStyle default stroke-width:2px
            """
        let graph = try Rendering.flowchart(source).graph()
        let styles = graph.nodes.map { $0.style.map { "\($0.name):\($0.value)" } }
        #expect(styles[0] == ["color:#111", "fill:#f96", "stroke:#333"])
        #expect(styles[1] == ["color:#111", "fill:#e1f5fe", "stroke-width:2px"])
        #expect(styles[2] == ["color:#111", "fill:#f96", "stroke:#333"])
        #expect(graph.nodes[0].classes == ["warn"])
        #expect(graph.edges[0].style.map(\.name) == ["stroke-width"])
        #expect(graph.edges[1].style.map { "\($0.name):\($0.value)" } == ["stroke-width:2px", "stroke:#f00"])
    }

    @Test(
        "labels decode entities, line breaks and Markdown strings",
        arguments: [
            (##"A["#quot;quoted#quot; #35; #9829;"]"##, ["\"quoted\" # ♥"]),
            ("A[one<br>two<br/>three<br />four]", ["one", "two", "three", "four"]),
            (#"A["line one\nline two"]"#, ["line one", "line two"]), (#"A["&lt;tag&gt; &amp; more"]"#, ["<tag> & more"]),
            ("A[배너 구성]", ["배너 구성"]), (#"A["`**bold** and *it*`"]"#, ["\u{E000}bold\u{E000} and \u{E001}it\u{E001}"]),
            ("A[<b>bold</b> text]", ["bold text"]),
        ])
    func labels(statement: String, lines: [String]) throws {
        let node = try #require(try Rendering.flowchart("graph TD\n\(statement)").nodes.first)
        #expect(node.label?.lines == lines)
    }

    @Test("comments and directives are ignored by the grammar")
    func comments() throws {
        let source = "%%{init: {'theme': 'forest'}}%%\ngraph TD\n%% a comment\nA --> B %% trailing\n  %% indented"
        let diagram = try Rendering.flowchart(source)
        #expect(diagram.edges.count == 1)
        #expect(diagram.nodes.map(\.id) == ["A", "B"])
    }

    @Test(
        "click keeps http(s) and relative links and drops everything else",
        arguments: [
            (#"click A href "https://example.com" "Tip" _blank"#, "https://example.com"),
            (#"click A "docs/page.html""#, "docs/page.html"),
            (#"click A "javascript:alert(1)""#, nil), (#"click A "JaVaScRiPt:alert(1)""#, nil),
            (#"click A "data:text/html,x""#, nil),
            ("click A callback", nil), ("click A call callback()", nil), (#"click A "//evil.example""#, nil),
        ] as [(String, String?)])
    func clicks(statement: String, url: String?) throws {
        let node = try #require(try Rendering.flowchart("graph TD\nA --> B\n\(statement)").nodes.first)
        #expect(node.link?.url == url)
    }

    @Test("accessibility title and description are read")
    func accessibility() throws {
        let diagram = try Rendering.flowchart("graph TD\naccTitle: Title here\naccDescr {\n  Line one\n  line two\n}\nA --> B")
        #expect(diagram.accessibility.title == "Title here")
        #expect(diagram.accessibility.description == "Line one line two")
    }

    @Test(
        "the reference documents' flowcharts parse to their nodes, edges, labels and subgraphs",
        arguments: [
            ("offer-global-singleton", 6, 5, 0, 0), ("offer-component-architecture", 18, 21, 0, 3),
            ("offer-component-hierarchy", 17, 16, 0, 0), ("offer-error-handling", 18, 18, 12, 0),
            ("quick-links-flow", 8, 9, 7, 0),
        ])
    func referenceDiagrams(name: String, nodes: Int, edges: Int, labels: Int, subgraphs: Int) throws {
        let diagram = try Rendering.flowchart(Corpus.source(name))
        #expect(diagram.nodes.count == nodes)
        #expect(diagram.edges.count == edges)
        #expect(diagram.edges.filter { $0.label != nil }.count == labels)
        #expect(diagram.subgraphs.count == subgraphs)
    }
}
