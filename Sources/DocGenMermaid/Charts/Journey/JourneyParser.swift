/// Reads `journey` source: `title`, `section` lines and `Task: score: actor, actor` lines.
struct JourneyParser: StatementParser {
    var scanner: Scanner
    private var diagram = JourneyDiagram()
    private let maximumNodes: Int

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
        maximumNodes = input.options.maximumNodes
    }

    mutating func parse() throws(ParseError) -> JourneyDiagram {
        try parseHeaderLine()
        try parseStatements()
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.matchKeyword("title") {
            diagram.title = scanner.scanRestOfLine().trimmingSpaces
            return
        }
        if scanner.matchKeyword("section") {
            diagram.sections.append(LabelDecoder.decode(scanner.scanRestOfLine().trimmingSpaces, quoted: false))
            return
        }
        guard diagram.tasks.count < maximumNodes else {
            throw ParseError(message: "journey has more than \(maximumNodes) tasks", offset: start, rule: MermaidRule.limit)
        }
        let name = scanner.scan { $0 != ":" && $0 != "\n" }.trimmingSpaces
        guard scanner.match(":"), !name.isEmpty else {
            throw ParseError(message: "expected 'task: score: actors', such as 'Open the menu: 4: Reader'", offset: start)
        }
        scanner.skipSpaces()
        let scoreStart = scanner.offset
        let scoreText = scanner.scan { $0 != ":" && $0 != "\n" }.trimmingSpaces
        guard let score = Int(scoreText), (1...5).contains(score) else {
            throw ParseError(message: "expected a score from 1 to 5, found '\(scoreText)'", offset: scoreStart)
        }
        var actors: [String] = []
        if scanner.match(":") {
            actors = scanner.scanRestOfLine().split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        }
        diagram.tasks.append(
            JourneyDiagram.Task(
                label: LabelDecoder.decode(name, quoted: false), score: score, actors: actors,
                section: diagram.sections.isEmpty ? nil : diagram.sections.count - 1))
    }
}
