import Testing

@testable import DocGenMermaid

/// Mermaid 11 flowchart syntax: `@{ … }` node data, icon and image nodes, edge ids and their attributes.
@Suite struct FlowchartSyntaxTests {
    @Test(
        "shape names and aliases give node shapes",
        arguments: [
            ("notch-rect", NodeShape.notchedRectangle), ("card", .notchedRectangle), ("lin-rect", .linedRectangle),
            ("shaded-process", .linedRectangle), ("datastore", .dataStore), ("fr-circ", .stateEnd), ("stop", .stateEnd),
            ("fork", .fork), ("join", .fork), ("hourglass", .hourglass), ("collate", .hourglass), ("comment", .braceLeft),
            ("brace", .braceLeft), ("brace-r", .braceRight), ("braces", .braces), ("bolt", .bolt), ("com-link", .bolt),
            ("doc", .document), ("document", .document), ("delay", .delay), ("das", .horizontalCylinder),
            ("h-cyl", .horizontalCylinder), ("lin-cyl", .linedCylinder), ("disk", .linedCylinder),
            ("curv-trap", .curvedTrapezoid), ("display", .curvedTrapezoid), ("div-rect", .dividedRectangle),
            ("tri", .triangle), ("extract", .triangle), ("win-pane", .windowPane), ("f-circ", .filledCircle),
            ("junction", .filledCircle), ("notch-pent", .notchedPentagon), ("loop-limit", .notchedPentagon),
            ("flip-tri", .flippedTriangle), ("manual-file", .flippedTriangle), ("sl-rect", .slopedRectangle),
            ("manual-input", .slopedRectangle), ("docs", .stackedDocument), ("st-doc", .stackedDocument),
            ("st-rect", .stackedRectangle), ("processes", .stackedRectangle), ("bow-rect", .bowTieRectangle),
            ("stored-data", .bowTieRectangle), ("cross-circ", .crossedCircle), ("summary", .crossedCircle),
            ("tag-doc", .taggedDocument), ("tag-rect", .taggedRectangle), ("tag-proc", .taggedRectangle), ("flag", .flag),
            ("paper-tape", .flag), ("lin-doc", .linedDocument), ("cloud", .cloud), ("bang", .bang), ("fr-rect", .subroutine),
            ("sm-circ", .smallCircle),
        ])
    func shapeNames(name: String, shape: NodeShape) throws {
        let node = try #require(try Rendering.flowchart("flowchart TD\nA@{ shape: \(name), label: \"Some text\" }").nodes.first)
        #expect(node.shape == shape)
        #expect(node.label?.lines == ["Some text"])
    }

    @Test("node data may span lines and repeat a node already drawn")
    func multiLineData() throws {
        let diagram = try Rendering.flowchart("flowchart TD\nA --> B\nB@{\n  shape: doc,\n  label: \"Report\"\n}\nB --> C")
        #expect(diagram.nodes.map(\.id) == ["A", "B", "C"])
        #expect(diagram.nodes[1].shape == .document)
        #expect(diagram.edges.count == 2)
    }

    @Test(
        "icon and image nodes keep their picture, form, label position and size",
        arguments: [
            (#"A@{ icon: "fa:user", form: "square", label: "User", pos: "t", h: 60 }"#, NodeShape.icon, true, 60.0),
            (#"A@{ icon: "fa:user", form: circle }"#, .icon, false, 48),
            (#"A@{ img: "https://example.com/a.png", label: "Photo", w: 80 }"#, .image, false, 80),
            (#"A@{ img: "/assets/a.png", pos: "t", w: 30, h: 40 }"#, .image, true, 40),
            (#"A@{ img: "javascript:alert(1)" }"#, .icon, false, 100),
        ])
    func media(statement: String, shape: NodeShape, labelOnTop: Bool, height: Double) throws {
        let node = try #require(try Rendering.flowchart("flowchart TD\n\(statement)").nodes.first)
        #expect(node.shape == shape)
        let media = try #require(node.media)
        #expect(media.labelOnTop == labelOnTop)
        #expect(media.pictureSize.height == height)
    }

    @Test("edge ids name edges and their data sets animation")
    func edgeIDs() throws {
        let diagram = try Rendering.flowchart(
            """
            flowchart LR
            A e1@--> B
            B e2@==> C & D
            C e3@-.-> D
            e1@{ animate: true }
            e2@{ animation: slow }
            e3@{ animate: false, curve: natural }
            """)
        #expect(diagram.nodes.map(\.id) == ["A", "B", "C", "D"])
        #expect(diagram.edges.map(\.id) == ["e1", "e2", nil, "e3"])
        #expect(diagram.edges.map(\.animation) == [.fast, .slow, nil, nil])
        #expect(diagram.edges[1].link.stroke == .thick)
    }

    @Test("'class' gives an edge with an id its class, and a class's animation animates it")
    func edgeClasses() throws {
        let source =
            "flowchart LR\nA e1@--> B\nclassDef moving stroke-dasharray: 9,5,animation: dash 25s linear infinite\nclass e1 moving"
        let (graph, _) = try #require(Rendering.laidOut(source))
        #expect(graph.edges[0].classes == ["moving"])
        #expect(graph.edges[0].animation == .fast)
        #expect(graph.edges[0].style.shapeCSS == "stroke-dasharray:9,5")
        #expect(Rendering.output(source).diagnostics.isEmpty)
    }

    @Test(
        "bad node and edge data is reported at its line and column",
        arguments: [
            ("flowchart TD\nA@{ shape: blob }", 2, 12, "unknown shape 'blob'"),
            ("flowchart TD\nA@{ shape: rect", 2, 3, "'@{' is never closed"),
            ("flowchart TD\nA@{ shape rect }", 2, 5, "expected 'key: value'"),
            ("flowchart TD\nA e1@--> B\nB e1@--> C", 3, 3, "edge id 'e1' is used twice"),
        ])
    func dataErrors(source: String, line: Int, column: Int, message: String) throws {
        let error = try #require(Rendering.errors(source).first)
        #expect(error.location?.line == 9 + line)
        #expect(error.location?.column == column)
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test(
        "Markdown strings draw bold and italic runs; summaries and widths ignore the markers",
        arguments: [
            ("`**Bold** text`", #"<tspan style="font-weight:bold">Bold</tspan> text"#, "Bold text"),
            ("`some *italic*`", #"some <tspan style="font-style:italic">italic</tspan>"#, "some italic"),
            ("`__also bold__`", #"<tspan style="font-weight:bold">also bold</tspan>"#, "also bold"),
            ("`***both***`", #"<tspan style="font-weight:bold;font-style:italic">both</tspan>"#, "both"),
        ])
    func markdownEmphasis(label: String, markup: String, plain: String) throws {
        let source = "flowchart LR\nA[\"\(label)\"] --> B"
        let node = try #require(try Rendering.flowchart(source).nodes.first)
        #expect(node.label?.plain == plain)
        let svg = try SVGOutputTests.svg(source)
        #expect(svg.contains(markup), "\(svg)")
        #expect(svg.contains("<desc id=\"d-desc\">Flowchart, left to right, with 2 nodes and 1 edge. \(plain) → B.</desc>"))
        #expect(!svg.unicodeScalars.contains(where: Emphasis.isMark))
    }

    @Test(
        "Font Awesome names in labels are icons, as mermaid.js reads them; other colons stay text",
        arguments: [
            ("fa:fa-car to go", "\u{E002}fa:fa-car\u{E003} to go"),
            ("A fab:fa-truck-bold here", "A \u{E002}fab:fa-truck-bold\u{E003} here"),
            ("fas:fa-a and far:fa-b", "\u{E002}fas:fa-a\u{E003} and \u{E002}far:fa-b\u{E003}"),
            ("sofa:fa-x", "so\u{E002}fa:fa-x\u{E003}"),
            ("fa:fa- alone", "fa:fa- alone"), ("fx:fa-car", "fx:fa-car"), ("fa:car", "fa:car"),
        ])
    func iconNames(text: String, marked: String) {
        #expect(Emphasis.markingIcons(in: text) == marked)
        #expect(Emphasis.stripped(Emphasis.markingIcons(in: text)) == text)
    }

    @Test("an icon in a label is drawn as a square glyph one em wide that names it; summaries keep its name")
    func iconGlyph() throws {
        let source = "flowchart LR\nA[fa:fa-car Car] --> B(\"fa:fa-ban\")"
        let diagram = try Rendering.flowchart(source)
        #expect(diagram.nodes.compactMap { $0.label?.plain } == ["fa:fa-car Car", "fa:fa-ban"])
        let measure = TextMeasure()
        let line = try #require(diagram.nodes.first?.label?.lines.first)
        #expect(measure.width(of: line) == (measure.fontSize + measure.width(of: " Car")).rounded(.up))
        let svg = try SVGOutputTests.svg(source)
        #expect(svg.contains(#"<tspan class="label-icon" data-icon="fa:fa-car">■</tspan> Car"#), "\(svg)")
        #expect(svg.contains(#"<tspan class="label-icon" data-icon="fa:fa-ban">■</tspan>"#))
        #expect(svg.contains("fa:fa-car Car → fa:fa-ban."))
        #expect(!svg.unicodeScalars.contains(where: Emphasis.isMark))
    }

    @Test("a node may be called like an edge id when no edge has that id")
    func nodeNamedLikeEdgeID() throws {
        let diagram = try Rendering.flowchart("flowchart TD\ne1@{ shape: doc }\ne1 --> B")
        #expect(diagram.nodes.map(\.id) == ["e1", "B"])
        #expect(diagram.nodes[0].shape == .document)
    }
}
