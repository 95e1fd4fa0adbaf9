import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// Wardley maps: components and anchors by `[visibility, evolution]`, links and flows,
/// evolve arrows, pipelines, stages, and errors at their line and column.
@Suite struct WardleyMapTests {
    static func parse(_ body: String) throws -> WardleyDiagram {
        let preprocessed = Preprocessor("wardley-beta\n" + body)
        let (_, offset) = try DiagramKind.detect(in: preprocessed.source)
        var parser = WardleyParser(
            ChartInput(
                source: preprocessed.source, headerOffset: offset, configuration: preprocessed.configuration,
                options: MermaidOptions()))
        return try parser.parse()
    }

    @Test(
        "components and anchors read their name, position, label offset and decorators",
        arguments: [
            ("component Tokens [0.6, 0.7]", "Tokens", 0.6, 0.7, false, nil, nil, false),
            ("component \"Icon (SVG) set\" [0.5, 0.3] (buy) (inertia)", "Icon (SVG) set", 0.5, 0.3, false, nil, "buy", true),
            ("component real-time preview [0.55, 0.4] label [-50, 10]", "real-time preview", 0.55, 0.4, false, -50, nil, false),
            ("component Docs site [0.7, 0.8] (build) label [12, -8] # our own", "Docs site", 0.7, 0.8, false, 12, "build", false),
            ("anchor Product teams [0.9, 0.95]", "Product teams", 0.9, 0.95, true, nil, nil, false),
        ] as [(String, String, Double, Double, Bool, Double?, String?, Bool)])
    func component(
        line: String, name: String, visibility: Double, evolution: Double, isAnchor: Bool, labelX: Double?, sourcing: String?,
        inertia: Bool
    ) throws {
        let component = try #require(try Self.parse(line).components.first)
        #expect(component.name == name)
        #expect(component.position == .init(visibility: visibility, evolution: evolution))
        #expect(component.isAnchor == isAnchor)
        #expect(component.labelOffset?.x == labelX)
        #expect(component.sourcing?.rawValue == sourcing)
        #expect(component.hasInertia == inertia)
    }

    @Test(
        "links are dependencies or flows with arrowheads at the marked ends",
        arguments: [
            ("Docs site -> Icon set", WardleyDiagram.LinkKind.dependency, nil),
            ("Docs site -> Icon set; renders", .dependency, "renders"),
            ("Docs site +> Icon set", .flow(toEnd: true, toStart: false), nil),
            ("Docs site +< Icon set", .flow(toEnd: false, toStart: true), nil),
            ("Docs site +<> Icon set", .flow(toEnd: true, toStart: true), nil),
            ("\"Docs site\" +'glyphs'> \"Icon set\"", .flow(toEnd: true, toStart: false), "glyphs"),
        ] as [(String, WardleyDiagram.LinkKind, String?)])
    func link(line: String, kind: WardleyDiagram.LinkKind, label: String?) throws {
        let diagram = try Self.parse("component Docs site [0.7, 0.8]\ncomponent Icon set [0.5, 0.6]\n" + line)
        let link = try #require(diagram.links.first)
        #expect(link.from == "Docs site")
        #expect(link.to == "Icon set")
        #expect(link.kind == kind)
        #expect(link.label == label)
    }

    @Test(
        "evolution stages end evenly or where '@' puts them",
        arguments: [
            (
                "evolution Idea -> Shared -> Standard -> Utility", ["Idea", "Shared", "Standard", "Utility"],
                [0.25, 0.5, 0.75, 1]
            ),
            ("evolution Idea@0.2 -> Shared@0.6 -> Utility@1", ["Idea", "Shared", "Utility"], [0.2, 0.6, 1]),
            ("evolution Idea / Sketch -> Product / Kit", ["Idea / Sketch", "Product / Kit"], [0.5, 1]),
        ])
    func stages(line: String, names: [String], ends: [Double]) throws {
        let diagram = try Self.parse(line)
        #expect(diagram.stages.map(\.name) == names)
        #expect(diagram.stages.map(\.end) == ends)
    }

    @Test("pipeline components share their parent's visibility and evolve names may have spaces")
    func pipelineAndEvolve() throws {
        let diagram = try Self.parse(
            """
            component Design tokens [0.62, 0.35]
            pipeline Design tokens {
              component Figma variables [0.3]
              component "Style Dictionary" [0.5]
            }
            evolve Design tokens 0.7
            note "Tokens lag" [0.4, 0.2]
            annotations [0.1, 0.9]
            annotation 2,[0.5, 0.5] "Most used"
            accelerator "Open standards" [0.3, 0.6]
            deaccelerator "Legacy themes" [0.3, 0.2]
            size [800, 500]
            """)
        #expect(diagram.components.map(\.name) == ["Design tokens", "Figma variables", "Style Dictionary"])
        #expect(diagram.components.dropFirst().allSatisfy { $0.position.visibility == 0.62 && $0.pipeline == "Design tokens" })
        #expect(diagram.evolves.first?.name == "Design tokens")
        #expect(diagram.evolves.first?.evolution == 0.7)
        #expect(diagram.notes.first?.text == "Tokens lag")
        #expect(diagram.annotations.first?.number == 2)
        #expect(diagram.annotationKey == .init(visibility: 0.1, evolution: 0.9))
        #expect(diagram.forces.map(\.accelerates) == [true, false])
        #expect(diagram.size == Size(width: 800, height: 500))
    }

    @Test("a label offset that would cover its own circle moves the name out of it, the way the offset points")
    func labelOffsetClearsCircle() throws {
        let chart = WardleyChart(diagram: try Self.parse("component Database [0.4, 0.85] label [-20, 4]")).chart()
        let (mark, label) = (chart.nodeBoxes[0], chart.nodeBoxes[1])
        #expect(!mark.overlaps(label))
        #expect(label.maxX <= mark.minX)
    }

    @Test("names close together are placed apart")
    func crowdedNames() throws {
        let chart = WardleyChart(
            diagram: try Self.parse(
                """
                component Tokens [0.5, 0.40]
                component Icons [0.5, 0.44]
                component Themes [0.5, 0.48]
                component Motion [0.53, 0.44]
                """)
        ).chart()
        let boxes = chart.nodeBoxes
        for i in boxes.indices {
            for j in boxes.indices where j > i { #expect(!boxes[i].overlaps(boxes[j]), "boxes \(i) and \(j) overlap") }
        }
    }

    @Test(
        "a map that does not parse is an error at its line and column",
        arguments: [
            ("wardley-beta\ncomponent API [1.5, 0.2]", 11, 15, "a position is '[visibility, evolution]'"),
            ("wardley-beta\ncomponent API [0.5]", 11, 15, "expected '[visibility, evolution]'"),
            ("wardley-beta\ncomponent API [0.5, 0.2] (rent)", 11, 26, "unknown decorator '(rent)'"),
            ("wardley-beta\ncomponent API [0.5, 0.2]\ncomponent API [0.4, 0.2]", 12, 11, "'API' is declared twice"),
            ("wardley-beta\ncomponent API [0.5, 0.2]\nAPI -> Cache", 12, 1, "'Cache', which is not a component"),
            ("wardley-beta\ncomponent A [0.5, 0.2]\ncomponent B [0.4, 0.2]\nA +'uses' B", 13, 10, "expected '>', '<' or '<>'"),
            ("wardley-beta\nevolve API fast", 11, 12, "expected the evolution to reach"),
            ("wardley-beta\ncomponent A [0.5, 0.2]\nevolve B 0.8", 12, 8, "'evolve' names 'B'"),
            ("wardley-beta\ncomponent A [0.5, 0.2]\npipeline A {\n  component B [0.3]", 12, 1, "is never closed"),
            ("wardley-beta\npipeline A {\n  anchor B [0.3, 0.2]\n}", 12, 3, "a pipeline holds 'component"),
            ("wardley-beta\nnote Plain words [0.5, 0.5]", 11, 6, "expected quoted text"),
            ("wardley-beta\nevolution Idea@0.5 -> Product", 11, 11, "give every stage its end"),
            ("wardley-beta\nsize [50, 400]", 11, 6, "a size is from 100 to 4000"),
            ("wardley-beta\nmarket Tokens", 11, 1, "expected a statement such as 'component'"),
        ])
    func located(source: String, line: Int, column: Int, message: String) throws {
        try Rendering.expectError(source, line: line, column: column, message: message, rule: "mermaid-syntax")
    }
}
