import Testing

@testable import DocGenMermaid

/// Sankey and venn diagrams: CSV rows, columns by longest path, sets and unions.
@Suite struct FlowChartTypeTests {
    static func input(_ source: String) throws -> ChartInput {
        let preprocessed = Preprocessor(source)
        let (_, offset) = try DiagramKind.detect(in: preprocessed.source)
        return ChartInput(
            source: preprocessed.source, headerOffset: offset, configuration: preprocessed.configuration,
            options: MermaidOptions())
    }

    @Test(
        "sankey rows read as CSV",
        arguments: [
            ("Page,Markup,40", ["Page", "Markup"], 40.0),
            ("Page,\"Theme, dark\",1.5", ["Page", "Theme, dark"], 1.5),
            ("\"Say \"\"hi\"\"\",Banner,2", ["Say \"hi\"", "Banner"], 2),
        ])
    func sankeyRow(row: String, nodes: [String], value: Double) throws {
        var parser = SankeyParser(try Self.input("sankey\n\n\(row)\n"))
        let diagram = try parser.parse()
        #expect(diagram.nodes == nodes)
        #expect(diagram.links.first?.value == value)
    }

    @Test("sankey nodes stand in columns by their longest path, sinks last")
    func sankeyColumns() throws {
        var parser = SankeyParser(try Self.input("sankey\nA,B,5\nB,C,3\nA,D,2\nA,C,1"))
        let chart = try SankeyChart(diagram: try parser.parse()).chart()
        let x = chart.nodeBoxes.map(\.center.x)
        #expect(x[0] < x[1])
        #expect(x[1] < x[2])
        #expect(x[3] == x[2])
    }

    @Test("venn text lines attach to the set or union above them")
    func venn() throws {
        var parser = VennParser(
            try Self.input(
                """
                venn-beta
                  set A["Apps"]:10
                    text a1["Settings"]
                  set B
                  union A,B["Both"]:2
                    text ab["Shared tokens"]
                  style A,B color:#333
                """))
        let diagram = try parser.parse()
        #expect(diagram.sets.map(\.id) == ["A", "B"])
        #expect(diagram.sets[0].size == 10)
        #expect(diagram.sets[0].texts.map(\.id) == ["a1"])
        #expect(diagram.unions.first?.members == ["A", "B"])
        #expect(diagram.unions.first?.texts.map(\.id) == ["ab"])
        #expect(diagram.styles["B"]?.first?.name == "color")
    }
}
