/// Reads `wardley-beta` source through the shared statement loop.
///
/// Statements: `title`, `size`, `evolution`, `component` and `anchor` (with `label [dx, dy]`
/// and decorators), links and flows, `evolve`, `pipeline` blocks, `note`,
/// `annotations`/`annotation`, `accelerator` and `deaccelerator`, and accessibility text. A `#`
/// after a statement starts a comment.
struct WardleyParser: StatementParser {
    var scanner: Scanner
    private var diagram = WardleyDiagram()
    private var names: [String: Int] = [:]
    /// The open `pipeline Parent {` block and where it starts.
    private var pipeline: (parent: String, offset: Int)?
    private let maximumComponents: Int

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
        maximumComponents = input.options.maximumNodes
    }

    mutating func parse() throws(ParseError) -> WardleyDiagram {
        try parseHeaderLine()
        try parseStatements(expected: "a new line; a statement such as 'component Name [0.5, 0.5]' takes one line")
        if let pipeline {
            throw ParseError(message: "'pipeline \(pipeline.parent) {' is never closed; add '}'", offset: pipeline.offset)
        }
        try resolve()
        return diagram
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.matchKeyword("title") {
            let title = try scanner.scanChartText()
            diagram.title = title.isEmpty ? nil : title
        } else if scanner.match("}") {
            guard pipeline != nil else { throw ParseError(message: "'}' closes no pipeline", offset: start) }
            pipeline = nil
        } else if pipeline != nil {
            guard scanner.matchKeyword("component") else {
                throw ParseError(
                    message: "a pipeline holds 'component Name [evolution]' lines; close it with '}'", offset: start)
            }
            try parseComponent(start: start, isAnchor: false)
        } else if scanner.matchKeyword("size") {
            let values = try numbers(count: 2, what: "'size [width, height]'")
            guard values.allSatisfy({ (100...4000).contains($0.value) }) else {
                throw ParseError(message: "a size is from 100 to 4000 pixels", offset: values[0].offset)
            }
            diagram.size = Size(width: values[0].value, height: values[1].value)
        } else if scanner.matchKeyword("evolution") {
            try parseStages()
        } else if scanner.matchKeyword("component") {
            try parseComponent(start: start, isAnchor: false)
        } else if scanner.matchKeyword("anchor") {
            try parseComponent(start: start, isAnchor: true)
        } else if scanner.matchKeyword("pipeline") {
            try parsePipeline(start: start)
        } else if scanner.matchKeyword("evolve") {
            try parseEvolve(start: start)
        } else if scanner.matchKeyword("note") {
            diagram.notes.append(try remark(keyword: "note"))
        } else if scanner.matchKeyword("accelerator") {
            diagram.forces.append((try remark(keyword: "accelerator"), true))
        } else if scanner.matchKeyword("deaccelerator") {
            diagram.forces.append((try remark(keyword: "deaccelerator"), false))
        } else if scanner.matchKeyword("annotations") {
            diagram.annotationKey = try position()
        } else if scanner.matchKeyword("annotation") {
            try parseAnnotation()
        } else {
            try parseLink(start: start)
        }
        skipComment()
    }

    /// `component Name [v, e] label [dx, dy] (decorator)…`; inside a pipeline `[e]` alone.
    private mutating func parseComponent(start: Int, isAnchor: Bool) throws(ParseError) {
        scanner.skipSpaces()
        let nameOffset = scanner.offset
        let name = try name { $0 == "[" }
        guard !name.isEmpty else {
            throw ParseError(message: "expected a name such as 'component API [0.6, 0.7]'", offset: nameOffset)
        }
        guard names[name] == nil else {
            throw ParseError(message: "'\(name)' is declared twice; give each component one line", offset: nameOffset)
        }
        var component: WardleyDiagram.Component
        if let pipeline {
            scanner.skipSpaces()
            guard scanner.peek() == "[" else {
                throw ParseError(message: "expected '[evolution]' after the pipeline component's name", offset: scanner.offset)
            }
            let listOffset = scanner.offset
            let values = try scanner.scanNumberList()
            guard let evolution = values.last, (1...2).contains(values.count), (0...1).contains(evolution) else {
                throw ParseError(message: "a pipeline component is '[evolution]' from 0 to 1", offset: listOffset)
            }
            component = .init(
                name: name, position: .init(visibility: 0, evolution: evolution), pipeline: pipeline.parent, offset: start)
        } else {
            component = .init(name: name, position: try position(), isAnchor: isAnchor, offset: start)
        }
        while true {
            scanner.skipSpaces()
            if scanner.matchKeyword("label") {
                let values = try numbers(count: 2, what: "'label [dx, dy]'")
                guard values.allSatisfy({ abs($0.value) <= 1000 }) else {
                    throw ParseError(message: "a label offset is within 1000 pixels", offset: values[0].offset)
                }
                component.labelOffset = Point(x: values[0].value, y: values[1].value)
            } else if scanner.peek() == "(" {
                try decorate(&component)
            } else {
                break
            }
        }
        _ = try Self.firstMention(
            of: name, in: &diagram.components, index: &names, maximum: maximumComponents, noun: "components", at: start
        ) { component }
    }

    /// `(inertia)` or a sourcing decorator.
    private mutating func decorate(_ component: inout WardleyDiagram.Component) throws(ParseError) {
        let start = scanner.offset
        scanner.advance()
        let word = scanner.scan { Scanner.isWordScalar($0) }
        guard scanner.match(")") else { throw ParseError(message: "expected ')' after '(\(word)'", offset: scanner.offset) }
        if word == "inertia" {
            component.hasInertia = true
        } else if let sourcing = WardleyDiagram.Sourcing(rawValue: word) {
            component.sourcing = sourcing
        } else {
            throw ParseError(
                message: "unknown decorator '(\(word))'; use (inertia), (build), (buy), (outsource) or (market)", offset: start)
        }
    }

    /// `pipeline Parent {`: the components up to `}` share the parent's visibility.
    private mutating func parsePipeline(start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let nameOffset = scanner.offset
        let parent = try name { $0 == "{" }
        guard !parent.isEmpty else { throw ParseError(message: "expected the pipeline's component", offset: nameOffset) }
        scanner.skipSpaces()
        guard scanner.match("{") else {
            throw ParseError(message: "expected '{' after 'pipeline \(parent)'", offset: scanner.offset)
        }
        pipeline = (parent, start)
    }

    /// `evolution Genesis -> Custom -> Product -> Commodity`, each stage optionally `Name@end`.
    private mutating func parseStages() throws(ParseError) {
        scanner.skipSpaces()
        let start = scanner.offset
        let text = scanner.scanRestOfStatement()
        var stages: [WardleyDiagram.Stage] = []
        var ends: [Double?] = []
        for part in text.components(separatedBy: "->") {
            var name = part.trimmingSpaces
            var end: Double?
            if let at = name.lastIndex(of: "@"), let value = Double(String(name[name.index(after: at)...]).trimmingSpaces) {
                end = value
                name = String(name[..<at]).trimmingSpaces
            }
            guard !name.isEmpty else {
                throw ParseError(message: "expected stage names such as 'evolution Genesis -> Custom'", offset: start)
            }
            stages.append(.init(name: name, end: 0))
            ends.append(end)
        }
        guard stages.count >= 2, stages.count <= 12 else {
            throw ParseError(message: "an evolution axis has 2 to 12 stages", offset: start)
        }
        if ends.allSatisfy({ $0 == nil }) {
            for index in stages.indices { stages[index].end = Double(index + 1) / Double(stages.count) }
        } else {
            let given = ends.compactMap { $0 }
            guard given.count == ends.count, given.last == 1,
                zip(given, given.dropFirst()).allSatisfy({ $0 < $1 }), given[0] > 0
            else {
                throw ParseError(
                    message: "give every stage its end with '@', rising to 1, such as 'Genesis@0.25 -> … -> Commodity@1'",
                    offset: start)
            }
            for index in stages.indices { stages[index].end = given[index] }
        }
        diagram.stages = stages
    }

    /// `evolve Name 0.8`.
    private mutating func parseEvolve(start: Int) throws(ParseError) {
        scanner.skipSpaces()
        let nameOffset = scanner.offset
        var name: String
        var valueText: String
        var valueOffset: Int
        if scanner.peek() == "\"" {
            name = try scanner.scanQuoted()
            scanner.skipSpaces()
            valueOffset = scanner.offset
            valueText = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";" || $0 == "#") }
        } else {
            let words = try self.name { _ in false }
            let parts = words.split(separator: " ", omittingEmptySubsequences: true)
            valueText = parts.last.map(String.init) ?? ""
            name = parts.dropLast().joined(separator: " ")
            valueOffset = nameOffset + words.unicodeScalars.count - valueText.unicodeScalars.count
        }
        guard !name.isEmpty else { throw ParseError(message: "expected 'evolve Name 0.8'", offset: nameOffset) }
        guard let value = Double(valueText), (0...1).contains(value) else {
            throw ParseError(message: "expected the evolution to reach, from 0 to 1, after the name", offset: valueOffset)
        }
        diagram.evolves.append(.init(name: name, evolution: value, offset: nameOffset))
    }

    /// `"text" [v, e]` after `note`, `accelerator` or `deaccelerator`.
    private mutating func remark(keyword: String) throws(ParseError) -> WardleyDiagram.Remark {
        scanner.skipSpaces()
        guard scanner.peek() == "\"" else {
            throw ParseError(message: "expected quoted text such as '\(keyword) \"Text\" [0.5, 0.5]'", offset: scanner.offset)
        }
        let text = try scanner.scanQuoted()
        return .init(text: text, position: try position())
    }

    /// `annotation N,[v, e] "text"`.
    private mutating func parseAnnotation() throws(ParseError) {
        scanner.skipSpaces()
        let numberOffset = scanner.offset
        guard let number = Int(scanner.scan { ("0"..."9").contains($0) }), number < 1000 else {
            throw ParseError(message: "expected 'annotation 1,[0.5, 0.5] \"Text\"'", offset: numberOffset)
        }
        scanner.skipSpaces()
        _ = scanner.match(",")
        let position = try position()
        scanner.skipSpaces()
        var text = ""
        if scanner.peek() == "\"" { text = try scanner.scanQuoted() }
        diagram.annotations.append(.init(number: number, position: position, text: text))
    }

    /// `A -> B`, `A -> B; label`, `A +> B`, `A +< B`, `A +<> B` and `A +'label'> B`.
    private mutating func parseLink(start: Int) throws(ParseError) {
        let unexpected = ParseError(
            message: "unexpected '\(currentWord())'; expected a statement such as 'component', 'anchor' or 'A -> B'",
            offset: start)
        let from = try name(stoppingAtArrow: true)
        guard !from.isEmpty else { throw unexpected }
        scanner.skipSpaces()
        var kind = WardleyDiagram.LinkKind.dependency
        var label: String?
        if scanner.match("->") {
            kind = .dependency
        } else if scanner.match("+") {
            if scanner.match("'") {
                label = scanner.scan { $0 != "'" && $0 != "\n" }
                guard scanner.match("'") else {
                    throw ParseError(message: "the flow's label is never closed; add '''", offset: scanner.offset)
                }
            }
            if scanner.match("<>") {
                kind = .flow(toEnd: true, toStart: true)
            } else if scanner.match("<") {
                kind = .flow(toEnd: false, toStart: true)
            } else if scanner.match(">") {
                kind = .flow(toEnd: true, toStart: false)
            } else {
                throw ParseError(message: "expected '>', '<' or '<>' to end the flow arrow", offset: scanner.offset)
            }
        } else {
            throw unexpected
        }
        scanner.skipSpaces()
        let toOffset = scanner.offset
        let to = try name(stoppingAtArrow: false)
        guard !to.isEmpty else { throw ParseError(message: "expected the component the link goes to", offset: toOffset) }
        if scanner.match(";") {
            let text = scanner.scanRestOfLine().trimmingSpaces
            if !text.isEmpty { label = text }
        }
        diagram.links.append(.init(from: from, to: to, kind: kind, label: label?.trimmingSpaces, offset: start))
    }

    /// A quoted name, or the words up to `stop`, the end of the statement or a ` #` comment.
    private mutating func name(stop: (Unicode.Scalar) -> Bool) throws(ParseError) -> String {
        scanner.skipSpaces()
        if scanner.peek() == "\"" { return try scanner.scanQuoted() }
        let start = scanner.offset
        while let scalar = scanner.peek(), !scanner.isAtStatementEnd, !stop(scalar), !isCommentStart { scanner.advance() }
        return scanner.source.string(start..<scanner.offset).trimmingSpaces
    }

    /// A link end: a quoted name, or the words up to an arrow (`->`, `+>`, `+<`, `+'`) when
    /// `stoppingAtArrow`.
    private mutating func name(stoppingAtArrow: Bool) throws(ParseError) -> String {
        scanner.skipSpaces()
        if scanner.peek() == "\"" { return try scanner.scanQuoted() }
        let start = scanner.offset
        while !scanner.isAtStatementEnd, !isCommentStart {
            if stoppingAtArrow, scanner.lookingAt("->") || scanner.peek() == "+" && ["<", ">", "'"].contains(scanner.peek(1)) {
                break
            }
            scanner.advance()
        }
        return scanner.source.string(start..<scanner.offset).trimmingSpaces
    }

    /// Whether a ` #` comment starts at the cursor.
    private var isCommentStart: Bool {
        scanner.peek() == "#" && (scanner.offset == 0 || [" ", "\t"].contains(scanner.source.scalars[scanner.offset - 1]))
    }

    private mutating func skipComment() {
        scanner.skipSpaces()
        if scanner.peek() == "#" { _ = scanner.scanRestOfLine() }
    }

    /// `[visibility, evolution]`, both from 0 to 1.
    private mutating func position() throws(ParseError) -> WardleyDiagram.Position {
        let values = try numbers(count: 2, what: "'[visibility, evolution]'")
        guard values.allSatisfy({ (0...1).contains($0.value) }) else {
            throw ParseError(message: "a position is '[visibility, evolution]' with both from 0 to 1", offset: values[0].offset)
        }
        return .init(visibility: values[0].value, evolution: values[1].value)
    }

    /// A bracketed list of `count` numbers, with the list's offset.
    private mutating func numbers(count: Int, what: String) throws(ParseError) -> [(value: Double, offset: Int)] {
        scanner.skipSpaces()
        let start = scanner.offset
        guard scanner.peek() == "[" else { throw ParseError(message: "expected \(what)", offset: start) }
        let values = try scanner.scanNumberList()
        guard values.count == count else { throw ParseError(message: "expected \(what)", offset: start) }
        return values.map { ($0, start) }
    }

    /// Gives pipeline components their parent's visibility and checks that links and evolve
    /// arrows name components declared somewhere in the map.
    private mutating func resolve() throws(ParseError) {
        for index in diagram.components.indices {
            guard let parent = diagram.components[index].pipeline else { continue }
            guard let found = names[parent], diagram.components[found].pipeline == nil else {
                throw ParseError(
                    message: "pipeline '\(parent)' names no component; declare 'component \(parent) [v, e]'",
                    offset: diagram.components[index].offset)
            }
            diagram.components[index].position.visibility = diagram.components[found].position.visibility
        }
        for link in diagram.links {
            for name in [link.from, link.to] where names[name] == nil {
                throw ParseError(message: "link names '\(name)', which is not a component or anchor", offset: link.offset)
            }
        }
        for evolve in diagram.evolves where names[evolve.name] == nil {
            throw ParseError(message: "'evolve' names '\(evolve.name)', which is not a component", offset: evolve.offset)
        }
    }
}
