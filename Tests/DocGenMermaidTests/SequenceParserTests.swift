import Testing

@testable import DocGenMermaid

/// What the sequence parser reads from each statement.
@Suite struct SequenceParserTests {
    @Test(
        "every arrow is read with its line and heads",
        arguments: [
            ("->", false, SequenceArrow.Head.none, false), ("-->", true, .none, false), ("->>", false, .arrow, false),
            ("-->>", true, .arrow, false), ("-x", false, .cross, false), ("--x", true, .cross, false),
            ("-)", false, .open, false), ("--)", true, .open, false), ("<<->>", false, .arrow, true),
            ("<<-->>", true, .arrow, true),
        ])
    func arrow(spelling: String, dotted: Bool, head: SequenceArrow.Head, bidirectional: Bool) throws {
        let diagram = try SequenceRendering.diagram("sequenceDiagram\nAlice\(spelling)Bob: Hello")
        let message = try #require(diagram.messages.first)
        #expect(message.arrow == SequenceArrow(isDotted: dotted, head: head, isBidirectional: bidirectional))
        #expect(diagram.participants.map(\.id) == ["Alice", "Bob"])
        #expect(message.text.lines == ["Hello"])
    }

    @Test("participants and actors keep their order, aliases and kinds")
    func participants() throws {
        let diagram = try SequenceRendering.diagram(
            "sequenceDiagram\nparticipant B as Bob Smith\nactor A as Alice\nA->>B: hi\nC->>A: implicit")
        #expect(diagram.participants.map(\.id) == ["B", "A", "C"])
        #expect(diagram.participants.map(\.label.plain) == ["Bob Smith", "Alice", "C"])
        #expect(diagram.participants.map(\.isActor) == [false, true, false])
    }

    @Test("create and destroy tie a participant to its next message")
    func lifecycle() throws {
        let diagram = try SequenceRendering.diagram(
            "sequenceDiagram\nA->>B: one\ncreate participant C\nA->>C: make\ndestroy C\nA-xC: end")
        let c = try #require(diagram.participants.first { $0.id == "C" })
        #expect(c.createdBy == 1)
        #expect(c.destroyedBy == 2)
    }

    @Test("boxes group the participants declared inside them, with colour and label")
    func boxes() throws {
        let diagram = try SequenceRendering.diagram(
            "sequenceDiagram\nbox Aqua Front\nparticipant A\nend\nbox rgb(1, 2, 3) Back end\nparticipant B\nend\nbox Plain\nparticipant C\nend"
        )
        #expect(diagram.boxes.map(\.color) == ["Aqua", "rgb(1, 2, 3)", nil])
        #expect(diagram.boxes.map(\.label.plain) == ["Front", "Back end", "Plain"])
        #expect(diagram.participants.map(\.box) == [0, 1, 2])
    }

    @Test(
        "messages read activation marks and break lines",
        arguments: [
            ("A->>+B: go", true, false, ["go"]), ("B-->>-A: back<br>now", false, true, ["back", "now"]),
            ("A->>B: x<br/>y<br />z", false, false, ["x", "y", "z"]), ("A->>B", false, false, []),
        ])
    func messageDetails(line: String, activates: Bool, deactivates: Bool, lines: [String]) throws {
        let prefix = deactivates ? "sequenceDiagram\nactivate B\n" : "sequenceDiagram\n"
        let diagram = try SequenceRendering.diagram(prefix + line)
        let message = try #require(diagram.messages.first)
        #expect(message.activatesTarget == activates)
        #expect(message.deactivatesSource == deactivates)
        #expect(message.text.lines == lines)
    }

    @Test(
        "notes are read with placement and participants",
        arguments: [
            ("Note left of A: x", SequenceNote.Placement.leftOf, ["A"]), ("note right of B: x", .rightOf, ["B"]),
            ("Note over A: x", .over, ["A"]), ("Note over A,B: x", .over, ["A", "B"]),
        ])
    func notes(line: String, placement: SequenceNote.Placement, ids: [String]) throws {
        let diagram = try SequenceRendering.diagram("sequenceDiagram\nparticipant A\nparticipant B\n" + line)
        let note = try #require(diagram.notes.first)
        #expect(note.placement == placement)
        #expect(note.participants.map { diagram.participants[$0].id } == ids)
    }

    @Test(
        "blocks and their sections are read in order",
        arguments: [
            ("loop Every minute\nA->>B: x\nend", [SequenceBlockKind.loop], 0),
            ("alt ok\nA->>B: x\nelse no\nA->>B: y\nend", [.alt], 1),
            ("opt maybe\nA->>B: x\nend", [.opt], 0),
            ("par one\nA->>B: x\nand two\nA->>B: y\nand three\nA->>B: z\nend", [.par], 2),
            ("critical lock\nA->>B: x\noption timeout\nA->>B: y\nend", [.critical], 1),
            ("break stop\nA->>B: x\nend", [.break], 0),
            ("rect rgba(0, 0, 255, 0.1)\nloop inner\nA->>B: x\nend\nend", [.rect, .loop], 0),
        ])
    func blocks(body: String, kinds: [SequenceBlockKind], sections: Int) throws {
        let diagram = try SequenceRendering.diagram("sequenceDiagram\n" + body)
        var started: [SequenceBlockKind] = []
        var sectionCount = 0
        var ends = 0
        for event in diagram.events {
            switch event {
            case .blockStart(let kind, _, _): started.append(kind)
            case .blockSection: sectionCount += 1
            case .blockEnd: ends += 1
            default: continue
            }
        }
        #expect(started == kinds)
        #expect(sectionCount == sections)
        #expect(ends == kinds.count)
    }

    @Test(
        "autonumber starts and steps as written",
        arguments: [
            ("autonumber", ["1", "2", "3"]), ("autonumber 10", ["10", "11", "12"]), ("autonumber 10 5", ["10", "15", "20"]),
            ("autonumber\nautonumber off", [nil, nil, nil]), ("autonumber 1.5 0.25", ["1.5", "1.75", "2"]),
            ("autonumber 0.05 0.1", ["0.05", "0.15", "0.25"]), ("autonumber 3 1.5", ["3", "4.5", "6"]),
        ])
    func autonumber(statement: String, numbers: [String?]) throws {
        let diagram = try SequenceRendering.diagram("sequenceDiagram\n\(statement)\nA->>B: 1\nB->>A: 2\nA->>A: 3")
        #expect(diagram.messages.map(\.number) == numbers)
    }

    @Test("comments are skipped and accessibility text is kept")
    func commentsAndAccessibility() throws {
        let diagram = try SequenceRendering.diagram(
            "sequenceDiagram\n%% a comment\naccTitle: Login\naccDescr: How a user logs in.\nA->>B: hi %% not a comment?")
        #expect(diagram.accessibility.title == "Login")
        #expect(diagram.accessibility.description == "How a user logs in.")
        #expect(diagram.messages.count == 1)
    }

    @Test("'wrap:' text wraps long lines and 'nowrap:' is dropped")
    func wrapPrefix() throws {
        let long = "a message long enough that it has to wrap onto more than one line"
        let diagram = try SequenceRendering.diagram("sequenceDiagram\nA->>B: wrap:\(long)\nA->>B: nowrap:short")
        #expect(diagram.messages[0].text.lines.count > 1)
        #expect(diagram.messages[0].text.plain == long)
        #expect(diagram.messages[1].text.lines == ["short"])
    }

    @Test("'par_over' opens a par block")
    func parOver() throws {
        let diagram = try SequenceRendering.diagram("sequenceDiagram\npar_over A\nA->>B: x\nend")
        #expect(diagram.events.first == .blockStart(.par, label: TextBlock("A"), color: nil))
    }

    @Test("'properties' and 'details' menus are dropped with a warning and the diagram still renders")
    func propertyMenus() {
        let output = Rendering.output("sequenceDiagram\nparticipant A\nproperties A: {\"class\": \"x\"}\nA->>A: x")
        #expect(output.svg != nil)
        #expect(output.diagnostics.map(\.rule) == ["mermaid-click"])
    }
}
