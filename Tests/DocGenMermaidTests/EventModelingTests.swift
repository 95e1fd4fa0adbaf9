import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// Event models: frames in both notations, data inline and in blocks, `->>` sources, reset
/// frames, namespaced swimlanes, the layout's lanes and arrows, and errors at their place.
@Suite struct EventModelingTests {
    static func parse(_ body: String) throws -> EventModelingDiagram {
        let preprocessed = Preprocessor("eventmodeling\n" + body)
        let (_, offset) = try DiagramKind.detect(in: preprocessed.source)
        var parser = EventModelingParser(
            ChartInput(
                source: preprocessed.source, headerOffset: offset, configuration: preprocessed.configuration,
                options: MermaidOptions()))
        return try parser.parse()
    }

    @Test(
        "a frame reads its number, entity kind, name, namespace, sources and inline data",
        arguments: [
            ("tf 01 ui Checkout", "01", EventModelingDiagram.EntityKind.ui, "Checkout", nil, [String](), [String]()),
            ("timeframe 7 processor Billing.Retry", "7", .processor, "Retry", "Billing", [], []),
            ("tf 12 cmd PayOrder { amount: number }", "12", .command, "PayOrder", nil, [], ["amount: number"]),
            ("rf 03 evt Ledger.Paid", "03", .event, "Paid", "Ledger", [], []),
            ("tf 04 rmo Receipt ->> 01 ->> 03", "04", .readModel, "Receipt", nil, ["01", "03"], []),
            ("tf 05 readmodel Totals 'sum of lines'", "05", .readModel, "Totals", nil, [], ["sum of lines"]),
        ] as [(String, String, EventModelingDiagram.EntityKind, String, String?, [String], [String])])
    func frame(
        line: String, name: String, kind: EventModelingDiagram.EntityKind, entity: String, namespace: String?,
        sources: [String], data: [String]
    ) throws {
        let prefix = line.contains("->>") ? "rf 01 evt A\nrf 03 evt B\n" : ""
        let frame = try #require(try Self.parse(prefix + line).frames.last)
        #expect(frame.name == name)
        #expect(frame.kind == kind)
        #expect(frame.entity == entity)
        #expect(frame.namespace == namespace)
        #expect(frame.sources == sources)
        #expect(frame.data == data)
        #expect(frame.isReset == line.hasPrefix("rf"))
    }

    @Test("a [[data]] reference shows its block's lines, outdented; notes, entities and comments are read")
    func dataBlocks() throws {
        let diagram = try Self.parse(
            """
            // the checkout flow
            entity Order
            tf 01 cmd PlaceOrder [[Order1]]
            note 01 {
              placed from the cart
            }
            data Order1 {
              id: 'A-17'
              lines: 3
            }
            """)
        #expect(diagram.frames.map(\.data) == [["id: 'A-17'", "lines: 3"]])
    }

    @Test(
        "mistakes are errors at their place",
        arguments: [
            ("tf 01 screen Cart", 11, 7, "'screen' is not an entity type"),
            ("tf ab ui Cart", 11, 4, "expected the time frame's number"),
            ("tf 01 ui Cart\ntf 01 cmd Add", 12, 4, "time frame '01' is declared twice"),
            ("tf 01 ui Cart [[Missing]]", 11, 17, "no data block is named 'Missing'"),
            ("tf 01 ui Cart\ndata D {\n  a: 1", 12, 8, "expected '}' alone on a line"),
            ("frame 01 ui Cart", 11, 1, "expected 'tf', 'rf', 'data'"),
            ("tf 01 ui Cart ->> 07\ntf 02 cmd Add", 11, 19, "no time frame is numbered '07'"),
        ])
    func errors(body: String, line: Int, column: Int, message: String) throws {
        try Rendering.expectError("eventmodeling\n" + body, line: line, column: column, message: message)
    }

    @Test("each lane is one group's, namespaces have their own, and a frame on another lane overlaps the one before")
    func layout() throws {
        let svg = try #require(
            Rendering.output(
                "eventmodeling\ntf 01 ui Cart\ntf 02 cmd Add\ntf 03 evt Added\nrf 04 evt Stock.Changed\ntf 05 cmd Add"
            ).svg)
        let labels = SVGOutputTests.matches(#"class="label em-lane-label"[^>]*>([^<]*)<"#, in: svg)
        #expect(labels == ["UI/Automation", "Command/Read Model", "Events", "Stream: Stock"])
        // Arrows into 02, 03 and 05 (from 04 on another lane); none into 01 or the reset frame 04.
        #expect(SVGOutputTests.matches(#"class="(em-relation)""#, in: svg).count == 3)
        let x = SVGOutputTests.matches(#"class="em-shape" x="([\d.]+)""#, in: svg).compactMap(Double.init)
        #expect(x.count == 5 && x[1] < x[0] + 100 && x[2] < x[1] + 100)
    }

    @Test("a frame returning to a lane starts after that lane's last box, never inside it")
    func noOverlapInALane() throws {
        let source = "eventmodeling\ntf 01 ui CheckoutScreen\ntf 02 cmd Pay\ntf 03 ui ReceiptScreen"
        let svg = try #require(Rendering.output(source).svg)
        let x = SVGOutputTests.matches(#"class="em-shape" x="([\d.]+)""#, in: svg).compactMap(Double.init)
        let width = SVGOutputTests.matches(#"class="em-shape" x="[\d.]+" y="[\d.]+" width="([\d.]+)""#, in: svg)
            .compactMap(Double.init)
        #expect(x.count == 3 && width.count == 3 && x[2] >= x[0] + width[0])
    }

    @Test("the release flow renders to its golden SVG")
    func snapshot() throws {
        let output = Rendering.output(Self.release, idPrefix: "mermaid-eventmodeling-release")
        let svg = try #require(output.svg, "\(output.diagnostics)")
        #expect(output.diagnostics.isEmpty)
        #expect(svg.contains("var(--dg-edge-stroke, #333333)"))
        snapshots.assert(svg, named: "eventmodeling-release.svg")
    }

    static let release = """
        eventmodeling
        accTitle: Publishing a component release
        tf 01 ui ReleaseForm
        tf 02 cmd PublishRelease [[Release1]]
        tf 03 evt ReleasePublished { version: string }
        tf 04 rmo Changelog ->> 03
        rf 05 evt Registry.PackageIndexed
        tf 06 pcr DocsBuilder
        tf 07 cmd RebuildDocs
        tf 08 evt Docs.SiteDeployed

        data Release1 {
          version: '2.4.0'
          notes: 'Banner gains a compact style'
        }
        """
}
