import Testing

@testable import DocGenMermaid

/// The state diagram grammar, feature by feature.
@Suite struct StateParserTests {
    @Test("[*] is a start as source and an end as target, scoped per composite")
    func pseudoStates() throws {
        let diagram = try Rendering.stateDiagram("stateDiagram-v2\n[*] --> A\nA --> [*]\nstate A {\n[*] --> B\nB --> [*]\n}")
        let kinds = Dictionary(uniqueKeysWithValues: diagram.states.map { ($0.id, $0.kind) })
        #expect(kinds["root_start"] == .start)
        #expect(kinds["root_end"] == .end)
        #expect(kinds["A_start"] == .start)
        #expect(kinds["A_end"] == .end)
        #expect(kinds["A"] == .composite)
        #expect(diagram.states.first { $0.id == "B" }?.parent == "A")
    }

    @Test(
        "state declarations set names, descriptions and kinds",
        arguments: [
            (#"state "Long name" as S"#, "Long name", nil as String?, StateKind.normal),
            ("S : first line", "first line", nil, .normal),
            ("state S <<fork>>", "S", nil, .fork), ("state S <<join>>", "S", nil, .join),
            ("state S <<choice>>", "S", nil, .choice),
            ("state S [[fork]]", "S", nil, .fork), ("S : one\nS : two", "S", "one two", .normal),
            ("state \"Name\" as S\nS : detail", "Name", "detail", .normal),
        ])
    func declarations(statements: String, label: String, description: String?, kind: StateKind) throws {
        let diagram = try Rendering.stateDiagram("stateDiagram-v2\n\(statements)\n[*] --> S")
        let state = try #require(diagram.states.first { $0.id == "S" })
        #expect(state.kind == kind)
        let graph = diagram.graph()
        let node = try #require(graph.nodes.first { $0.id == "S" })
        if kind == .normal {
            #expect(node.label.plain == label)
            #expect(node.description?.plain == description)
        }
    }

    @Test("transitions carry labels")
    func transitionLabels() throws {
        let diagram = try Rendering.stateDiagram("stateDiagram\nA --> B : go now\nB --> C")
        #expect(diagram.transitions.map(\.label?.plain) == ["go now", nil])
    }

    @Test(
        "notes sit left or right of a state, on one line or several",
        arguments: [
            ("note right of A : short", NoteSide.right, ["short"]),
            ("note left of A\nfirst\nsecond\nend note", .left, ["first", "second"]),
        ])
    func notes(statement: String, side: NoteSide, lines: [String]) throws {
        let diagram = try Rendering.stateDiagram("stateDiagram-v2\n[*] --> A\n\(statement)")
        let note = try #require(diagram.notes.first)
        #expect(note.target == "A")
        #expect(note.side == side)
        #expect(note.text.lines == lines)
        let graph = diagram.graph()
        #expect(graph.nodes.last?.shape == .note)
        #expect(graph.edges.last?.noteSide == side)
    }

    @Test("composites nest and -- splits them into concurrent regions")
    func compositesAndRegions() throws {
        let source = """
            stateDiagram-v2
            state Outer {
              state Inner {
                a --> b
              }
              --
              c --> d
            }
            """
        let graph = try Rendering.stateDiagram(source).graph()
        let ids = graph.clusters.map(\.id)
        #expect(ids.contains("Outer") && ids.contains("Inner") && ids.contains("Outer_region0") && ids.contains("Outer_region1"))
        let cluster = { (id: String) in graph.clusters.firstIndex { $0.id == id } }
        let inner = try #require(cluster("Inner"))
        #expect(graph.clusters[inner].parent == cluster("Outer_region0"))
        #expect(graph.nodes.first { $0.id == "c" }?.cluster == cluster("Outer_region1"))
        #expect(graph.clusters[try #require(cluster("Outer_region1"))].kind == .region)
    }

    @Test("direction applies at the root and inside composites")
    func directions() throws {
        let diagram = try Rendering.stateDiagram("stateDiagram-v2\ndirection LR\nstate A {\ndirection TB\nx --> y\n}")
        #expect(diagram.direction == .leftToRight)
        #expect(diagram.composites.first { $0.id == "A" }?.direction == .topToBottom)
    }

    @Test("classDef, class and ::: style states")
    func classes() throws {
        let graph = try Rendering.stateDiagram(
            "stateDiagram-v2\nclassDef bad fill:#f00,color:white\n[*] --> A:::bad\nB --> C\nclass B bad"
        ).graph()
        let styled = graph.nodes.filter { !$0.style.isEmpty }.map(\.id)
        #expect(styled == ["A", "B"])
    }

    @Test(
        "'class' lists may have spaces after their commas",
        arguments: ["class B,C bad", "class B, C bad", "class B ,C bad", "class B , C bad"])
    func classLists(statement: String) throws {
        let graph = try Rendering.stateDiagram("stateDiagram-v2\nclassDef bad font-style:italic\nA --> B\nB --> C\n\(statement)")
            .graph()
        #expect(graph.nodes.filter { $0.classes == ["bad"] }.map(\.id) == ["B", "C"])
    }

    @Test("the offer banner state machine has its states, notes and transitions")
    func offerBanner() throws {
        let diagram = try Rendering.stateDiagram(Corpus.source("offer-state-management"))
        #expect(diagram.transitions.count == 17)
        #expect(diagram.notes.map(\.target) == ["BannerActive", "BannerInactive"])
        #expect(diagram.notes[0].text.lines == ["Banner is visible with", "countdown timer running"])
    }
}
