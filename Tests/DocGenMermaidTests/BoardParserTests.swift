import Testing

@testable import DocGenMermaid

/// User journeys, kanban boards and packets: what their parsers read.
@Suite struct BoardParserTests {
    static func input(_ source: String) throws -> ChartInput {
        let preprocessed = Preprocessor(source)
        let (_, offset) = try DiagramKind.detect(in: preprocessed.source)
        return ChartInput(
            source: preprocessed.source, headerOffset: offset, configuration: preprocessed.configuration,
            options: MermaidOptions())
    }

    @Test(
        "journey tasks keep their score, actors and section",
        arguments: [
            ("Open the menu: 5: Reader", 5, ["Reader"]),
            ("Pick a size: 1: Reader, Designer", 1, ["Reader", "Designer"]),
            ("Close it: 3", 3, []),
        ])
    func journeyTask(line: String, score: Int, actors: [String]) throws {
        var parser = JourneyParser(try Self.input("journey\n  title Menus\n  section Browse\n    \(line)"))
        let diagram = try parser.parse()
        let task = try #require(diagram.tasks.first)
        #expect(diagram.title == "Menus")
        #expect(task.score == score)
        #expect(task.actors == actors)
        #expect(task.section == 0)
    }

    @Test("kanban columns are the least indented lines and cards keep their metadata")
    func kanban() throws {
        var parser = KanbanParser(
            try Self.input(
                """
                kanban
                  Todo
                    [Write docs]
                    tabs[Tab bar badge]@{ ticket: UI-3, assigned: 'kim', priority: 'High' }
                  done[Done]
                    chip[Filter chip]
                """))
        let diagram = try parser.parse()
        #expect(diagram.columns.map(\.item.id) == ["Todo", "done"])
        #expect(diagram.columns.map { $0.cards.map(\.id) } == [["Write docs", "tabs"], ["chip"]])
        let card = diagram.columns[0].cards[1]
        #expect(card.ticket == "UI-3")
        #expect(card.assigned == "kim")
        #expect(card.priority == .high)
    }

    @Test(
        "packet fields take explicit bits or a count after the previous field",
        arguments: [
            ("0-15: \"Port\"\n+8: \"Flags\"\n24: \"Bit\"", [0...15, 16...23, 24...24]),
            ("+1: \"A\"\n+31: \"B\"", [0...0, 1...31]),
        ])
    func packetFields(body: String, ranges: [ClosedRange<Int>]) throws {
        var parser = PacketParser(try Self.input("packet\n\(body)"))
        let diagram = try parser.parse()
        #expect(diagram.fields.map { $0.start...$0.end } == ranges)
    }

    @Test("a packet field crossing a row end is drawn in two cells")
    func packetSplit() throws {
        var parser = PacketParser(try Self.input("packet\n0-23: \"A\"\n24-39: \"B\""))
        let chart = PacketChart(diagram: try parser.parse()).chart()
        #expect(chart.nodeBoxes.count == 3)
    }
}
