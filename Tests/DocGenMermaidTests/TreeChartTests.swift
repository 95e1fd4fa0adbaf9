import Testing

@testable import DocGenMermaid

/// Treemaps, tree views and ishikawa diagrams: the shared outline, squarified placement and
/// value formats.
@Suite struct TreeChartTests {
    @Test(
        "the outline nests each line under the nearest line above indented less",
        arguments: [
            ([0, 2, 4, 2, 0], [nil, 0, 1, 0, nil] as [Int?]),
            ([4, 8, 6, 8], [nil, 0, 0, 2]),
            ([0, 0, 0], [nil, nil, nil]),
        ])
    func outline(indents: [Int], parents: [Int?]) {
        var outline = Outline()
        for indent in indents { _ = outline.add(indent: indent) }
        #expect(outline.parents == parents)
    }

    @Test("squarified rectangles fill the frame in proportion to their weights")
    func squarify() {
        let frame = Rect(center: Point(x: 50, y: 30), size: Size(width: 100, height: 60))
        let weights = [6.0, 6, 4, 3, 2, 2, 1]
        let rects = Squarify.layout(weights, in: frame)
        let total = weights.reduce(0, +)
        for (rect, weight) in zip(rects, weights) {
            #expect(abs(rect.size.width * rect.size.height - weight / total * 6000) < 0.01)
            #expect(frame.contains(rect))
        }
        for i in rects.indices {
            for j in rects.indices where j > i { #expect(!rects[i].overlaps(rects[j])) }
        }
    }

    @Test(
        "treemap values follow valueFormat",
        arguments: [
            (700000.0, ",", "700,000"), (700000, "$0,0", "$700,000"), (0.35, ".1%", "35.0%"), (0.25, "$.1%", "$25.0%"),
            (12.5, ",", "12.50"), (3, ".2f", "3.00"),
        ])
    func valueFormat(value: Double, format: String, text: String) {
        #expect(TreemapValueFormat.format(value, format) == text)
    }

    @Test("ishikawa categories are the lines after the problem, with their causes beneath")
    func ishikawa() throws {
        let source = Preprocessor("ishikawa-beta\n  Slow launch\n  Code\n    Eager loading\n  Assets\n    Large images").source
        let (_, offset) = try DiagramKind.detect(in: source)
        var parser = IshikawaParser(
            ChartInput(source: source, headerOffset: offset, configuration: [], options: MermaidOptions()))
        let diagram = try parser.parse()
        #expect(diagram.categories.map { diagram.labels[$0].plain } == ["Code", "Assets"])
        #expect(diagram.outline.parents == [nil, nil, 1, nil, 3])
    }
}
