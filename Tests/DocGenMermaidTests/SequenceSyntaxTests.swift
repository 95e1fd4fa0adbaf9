import Testing

@testable import DocGenMermaid

/// Sequence participants written with `@{ … }` data, link menus and entity codes in text.
@Suite struct SequenceSyntaxTests {
    @Test(
        "participant types give symbols",
        arguments: [
            (#"participant A@{ "type": "boundary" }"#, SequenceSymbol?.some(.boundary), false),
            (#"participant A@{ "type" : "control" }"#, .control, false), (#"participant A@{ "type": "entity" }"#, .entity, false),
            (#"participant A@{ "type": "database" }"#, .database, false),
            (#"participant A@{ "type": "collections" }"#, .collections, false),
            (#"participant A@{ "type": "queue" }"#, .queue, false), (#"actor A@{ "type": "database" }"#, .database, true),
            (#"participant A@{ "type": "actor" }"#, nil, true), (#"actor A@{ "type": "participant" }"#, nil, false),
            ("participant A@{ type: queue }", .queue, false),
        ])
    func types(statement: String, symbol: SequenceSymbol?, isActor: Bool) throws {
        let diagram = try SequenceRendering.diagram("sequenceDiagram\n\(statement)\nA->>A: hi")
        let participant = try #require(diagram.participants.first)
        #expect(participant.id == "A")
        #expect(participant.symbol == symbol)
        #expect(participant.isActor == isActor)
    }

    @Test(
        "an alias in the data names the participant unless 'as' follows",
        arguments: [
            (#"participant A@{ "type": "database", "alias": "Orders DB" }"#, "Orders DB"),
            (#"participant A@{ "type": "boundary", "alias": "Inner" } as Outer"#, "Outer"),
            (#"participant A@{ "type": "control" } as Auth"#, "Auth"), (#"participant A@{ "type": "entity" }"#, "A"),
        ])
    func alias(statement: String, label: String) throws {
        let diagram = try SequenceRendering.diagram("sequenceDiagram\n\(statement)")
        #expect(diagram.participants.first?.label.plain == label)
    }

    @Test("an unknown participant type is an error at its value")
    func unknownType() throws {
        let error = try #require(Rendering.errors("sequenceDiagram\nparticipant A@{ \"type\": \"databse\" }").first)
        #expect(error.message.contains("unknown participant type 'databse'; did you mean 'database'?"), "\(error.message)")
        #expect(error.location?.line == 11)
        #expect(error.location?.column == 25)
    }

    @Test(
        "link menus keep their safe links",
        arguments: [
            ("link A: Dashboard @ https://example.com/a", [SequenceLink(label: "Dashboard", url: "https://example.com/a")], 0),
            (
                #"links A: {"Wiki": "/wiki/a", "Chat": "https://chat.example.com"}"#,
                [SequenceLink(label: "Wiki", url: "/wiki/a"), SequenceLink(label: "Chat", url: "https://chat.example.com")], 0
            ),
            ("link A: Bad @ javascript:alert(1)", [], 1),
            (
                #"links A: {"Ok": "https://example.com", "Bad": "data:text/html,x"}"#,
                [SequenceLink(label: "Ok", url: "https://example.com")], 1
            ),
        ])
    func links(statement: String, links: [SequenceLink], warnings: Int) throws {
        let source = "sequenceDiagram\nparticipant A\n\(statement)\nA->>A: x"
        let diagram = try SequenceRendering.diagram(source)
        #expect(diagram.participants.first?.links == links)
        let output = Rendering.output(source)
        #expect(output.diagnostics.count == warnings)
        #expect(output.diagnostics.allSatisfy { $0.rule == "mermaid-click" })
        for link in links { #expect(output.svg?.contains(#"<a href="\#(link.url)">"#) == true) }
    }

    @Test(
        "entity codes in text keep their ';'",
        arguments: [
            ("A->>B: I #9829; you", "I ♥ you"), ("A->>B: a #59; b", "a ; b"), ("A->>B: x &amp; y", "x & y"),
            ("Note over A: #infin; loop", "∞ loop"),
        ])
    func entities(statement: String, text: String) throws {
        let diagram = try SequenceRendering.diagram("sequenceDiagram\n\(statement)")
        let event = try #require(diagram.events.first)
        switch event {
        case .message(let message): #expect(message.text.plain == text)
        case .note(let note): #expect(note.text.plain == text)
        default: Issue.record("unexpected \(event)")
        }
    }

    @Test(
        "half arrows have a half head at their target or, written before the line, at their source",
        arguments: [
            (#"A-|\B"#, false, true, false, false), (#"A--|\B"#, true, true, false, false), ("A-|/B", false, false, false, false),
            ("A--|/B", true, false, false, false), (#"A-\\B"#, false, true, true, false), (#"A--\\B"#, true, true, true, false),
            ("A-//B", false, false, true, false), ("A--//B", true, false, true, false), ("A/|-B", false, true, false, true),
            ("A/|--B", true, true, false, true), (#"A\|-B"#, false, false, false, true), (#"A\|--B"#, true, false, false, true),
            ("A//-B", false, true, true, true), ("A//--B", true, true, true, true), (#"A\\-B"#, false, false, true, true),
            (#"A\\--B"#, true, false, true, true),
        ])
    func halfArrows(statement: String, dotted: Bool, top: Bool, stick: Bool, atSource: Bool) throws {
        let diagram = try SequenceRendering.diagram("sequenceDiagram\n\(statement): x")
        #expect(diagram.participants.map(\.id) == ["A", "B"])
        let arrow = try #require(diagram.messages.first?.arrow)
        #expect(arrow.isDotted == dotted)
        #expect(arrow.head == .none)
        #expect(arrow.half == SequenceArrow.HalfHead(isTop: top, isStick: stick, atSource: atSource))
        #expect(try SVGOutputTests.svg("sequenceDiagram\n\(statement): x").contains("half-head"))
    }

    @Test(
        "'()' beside an arrow is a central connection, not part of the participant's id",
        arguments: [
            ("A->>()B: x", false, true), ("A()->>B: x", true, false), ("A()->>()B: x", true, true),
            ("A() -) () B: x", true, true),
        ])
    func centralConnections(statement: String, source: Bool, target: Bool) throws {
        let diagram = try SequenceRendering.diagram("sequenceDiagram\n\(statement)")
        #expect(diagram.participants.map(\.id) == ["A", "B"])
        let message = try #require(diagram.messages.first)
        #expect(message.centralSource == source)
        #expect(message.centralTarget == target)
        let svg = try SVGOutputTests.svg("sequenceDiagram\n\(statement)")
        #expect(SVGOutputTests.matches("central-point", in: svg).count == (source ? 1 : 0) + (target ? 1 : 0))
    }

    @Test("a ';' that ends no entity still ends the statement")
    func semicolonEndsStatement() throws {
        let diagram = try SequenceRendering.diagram("sequenceDiagram\nA->>B: one; B->>A: two")
        #expect(diagram.messages.map(\.text.plain) == ["one", "two"])
    }
}
