import DocGenDiagnostics

/// Reads `gitGraph` source and replays it: `commit`, `branch`, `checkout`/`switch`, `merge` and
/// `cherry-pick` statements, with the checks mermaid.js makes (an unknown branch, a merge of a
/// branch into itself, a picked commit that does not exist …) as errors at their statement.
struct GitGraphParser: StatementParser {
    var scanner: Scanner
    private var diagram = GitGraphDiagram()
    /// The current branch's index.
    private var current = 0
    /// Each branch's head commit, by branch index.
    private var heads: [Int?] = [nil]
    private var branchIndex: [String: Int] = [:]
    /// The latest commit with each id: a later commit may reuse an id, and references find the latest.
    private var commitIndex: [String: Int] = [:]
    private let maximumCommits: Int

    init(_ input: ChartInput) {
        scanner = Scanner(input.source, offset: input.headerOffset)
        maximumCommits = input.options.maximumNodes
        let main = input.setting("gitGraph.mainBranchName")?.unquoted.trimmingSpaces ?? ""
        let name = main.isEmpty ? "main" : main
        diagram.branches = [
            GitGraphDiagram.Branch(name: name, order: input.number("gitGraph.mainBranchOrder", in: -1000...1000) ?? 0)
        ]
        branchIndex[name] = 0
    }

    mutating func parse() throws(ParseError) -> GitGraphDiagram {
        try parseHeader()
        try parseStatements()
        return diagram
    }

    /// Reads `gitGraph`, `gitGraph:` or `gitGraph LR:` (`TB:`, `BT:`).
    private mutating func parseHeader() throws(ParseError) {
        _ = scanner.scan(while: Scanner.isWordScalar)
        scanner.skipSpaces()
        let start = scanner.offset
        let word = scanner.scan(while: Scanner.isWordScalar)
        if !word.isEmpty {
            guard let orientation = GitGraphDiagram.Orientation(rawValue: word) else {
                throw ParseError(message: "unexpected '\(word)' after 'gitGraph'; expected 'LR:', 'TB:' or 'BT:'", offset: start)
            }
            diagram.orientation = orientation
        }
        scanner.skipSpaces()
        _ = scanner.match(":")
        scanner.skipSpaces()
        guard scanner.isAtStatementEnd else {
            throw ParseError(
                message: "unexpected '\(currentWord())' after the diagram type; start statements on a new line",
                offset: scanner.offset)
        }
    }

    mutating func parseStatement() throws(ParseError) {
        let start = scanner.offset
        if try scanner.matchAccessibility(into: &diagram.accessibility) { return }
        if scanner.matchKeyword("title") {
            diagram.title = scanner.scanRestOfLine().trimmingSpaces
        } else if scanner.matchKeyword("commit") {
            try parseCommit(at: start)
        } else if scanner.matchKeyword("branch") {
            try parseBranch()
        } else if scanner.matchKeyword("checkout") || scanner.matchKeyword("switch") {
            let (name, offset) = try branchName()
            guard let index = branchIndex[name] else {
                throw ParseError(
                    message: "branch '\(name)' does not exist yet; create it with 'branch \(name)'", offset: offset)
            }
            current = index
        } else if scanner.matchKeyword("merge") {
            try parseMerge(at: start)
        } else if scanner.matchKeyword("cherry-pick") {
            try parseCherryPick(at: start)
        } else {
            let word = currentWord()
            let hint = Suggestion.hint(
                for: word, in: ["commit", "branch", "checkout", "switch", "merge", "cherry-pick", "title"])
            throw ParseError(message: "unknown statement '\(word)'\(hint)", offset: start)
        }
    }

    /// `commit` with `id: "…"`, `msg: "…"` (or a bare `"…"`), `tag: "…"` and `type: …` in any order.
    private mutating func parseCommit(at start: Int) throws(ParseError) {
        var commit = newCommit(kind: .commit)
        for attribute in try attributes(allowed: ["id", "msg", "tag", "type"], bareMessage: true) {
            try apply(attribute, to: &commit)
        }
        try append(commit, at: start)
    }

    /// `branch name` with an optional `order: N`: created at the current head and checked out.
    private mutating func parseBranch() throws(ParseError) {
        let (name, offset) = try branchName()
        guard branchIndex[name] == nil else {
            throw ParseError(
                message: "branch '\(name)' already exists; use 'checkout \(name)' to switch to it", offset: offset)
        }
        var branch = GitGraphDiagram.Branch(name: name)
        for attribute in try attributes(allowed: ["order"]) {
            guard let order = Double(attribute.value), order.isFinite else {
                throw ParseError(message: "expected a number after 'order:'", offset: attribute.offset)
            }
            branch.order = order
        }
        diagram.branches.append(branch)
        branchIndex[name] = diagram.branches.count - 1
        heads.append(heads[current])
        current = diagram.branches.count - 1
    }

    /// `merge name` with `id:`, `tag:` and `type:`: a commit on the current branch whose second
    /// parent is the merged branch's head.
    private mutating func parseMerge(at start: Int) throws(ParseError) {
        let (name, offset) = try branchName()
        var commit = newCommit(kind: .merge)
        for attribute in try attributes(allowed: ["id", "tag", "type"]) { try apply(attribute, to: &commit) }
        let here = diagram.branches[current].name
        guard let other = branchIndex[name] else {
            throw ParseError(message: "cannot merge '\(name)': no branch has that name", offset: offset)
        }
        guard other != current else { throw ParseError(message: "cannot merge branch '\(name)' into itself", offset: offset) }
        guard let head = heads[current] else {
            throw ParseError(message: "cannot merge into '\(here)': it has no commits", offset: start)
        }
        guard let otherHead = heads[other] else {
            throw ParseError(message: "cannot merge '\(name)': it has no commits", offset: offset)
        }
        guard head != otherHead else {
            throw ParseError(message: "cannot merge '\(name)' into '\(here)': both branches have the same head", offset: offset)
        }
        commit.parents = [head, otherHead]
        try append(commit, at: start)
    }

    /// `cherry-pick id: "…"` with `tag:` and `parent:`: a copy of a commit of another branch on
    /// the current one, tagged with the picked id.
    private mutating func parseCherryPick(at start: Int) throws(ParseError) {
        var sourceID: (value: String, offset: Int)?
        var parent: (value: String, offset: Int)?
        var tags: [String]?
        for attribute in try attributes(allowed: ["id", "tag", "parent"]) {
            switch attribute.key {
            case "id": sourceID = (attribute.value, attribute.offset)
            case "parent": parent = (attribute.value, attribute.offset)
            default: tags = (tags ?? []) + [attribute.value]
            }
        }
        guard let sourceID else {
            throw ParseError(message: "'cherry-pick' needs the picked commit's 'id: \"…\"'", offset: start)
        }
        guard let source = commitIndex[sourceID.value] else {
            throw ParseError(message: "cannot cherry-pick '\(sourceID.value)': no commit has that id", offset: sourceID.offset)
        }
        let picked = diagram.commits[source]
        if let parent {
            guard picked.parents.contains(where: { diagram.commits[$0].id == parent.value }) else {
                throw ParseError(
                    message: "'\(parent.value)' is not a parent of commit '\(sourceID.value)'", offset: parent.offset)
            }
        } else if picked.kind == .merge {
            throw ParseError(
                message: "'\(sourceID.value)' is a merge commit; name the parent to pick with 'parent: \"…\"'",
                offset: sourceID.offset)
        }
        guard picked.branch != current else {
            throw ParseError(
                message: "commit '\(sourceID.value)' is already on branch '\(diagram.branches[current].name)'",
                offset: sourceID.offset)
        }
        guard let head = heads[current] else {
            throw ParseError(
                message: "cannot cherry-pick onto '\(diagram.branches[current].name)': it has no commits", offset: start)
        }
        var commit = newCommit(kind: .cherryPick)
        let parentNote = picked.kind == .merge ? "|parent:\(parent?.value ?? "")" : ""
        commit.tags = tags ?? ["cherry-pick:\(picked.id)\(parentNote)"]
        commit.parents = [head, source]
        try append(commit, at: start)
    }

    private func newCommit(kind: GitGraphDiagram.Kind) -> GitGraphDiagram.Commit {
        GitGraphDiagram.Commit(
            id: Self.generatedID(diagram.commits.count), hasCustomID: false, kind: kind, symbol: nil, tags: [],
            branch: current, parents: heads[current].map { [$0] } ?? [])
    }

    /// A stable stand-in for mermaid.js's random ids: the sequence number and seven hex digits.
    static func generatedID(_ sequence: Int) -> String {
        var value = UInt64(sequence &+ 1) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
        let hex = String(value & 0xFFF_FFFF, radix: 16)
        return "\(sequence)-" + String(repeating: "0", count: 7 - hex.count) + hex
    }

    private mutating func apply(_ attribute: Attribute, to commit: inout GitGraphDiagram.Commit) throws(ParseError) {
        switch attribute.key {
        case "id":
            commit.id = attribute.value
            commit.hasCustomID = true
        case "tag": commit.tags.append(attribute.value)
        case "type":
            guard let symbol = GitGraphDiagram.Symbol(rawValue: attribute.value) else {
                throw ParseError(
                    message: "commit type '\(attribute.value)' is not one of 'NORMAL', 'REVERSE' or 'HIGHLIGHT'",
                    offset: attribute.offset)
            }
            commit.symbol = symbol
        default: break
        }
    }

    private mutating func append(_ commit: GitGraphDiagram.Commit, at start: Int) throws(ParseError) {
        guard diagram.commits.count < maximumCommits else {
            throw ParseError(
                message: "diagram has more than \(maximumCommits) commits", offset: start, rule: MermaidRule.limit)
        }
        if commit.kind == .merge, commit.hasCustomID, commitIndex[commit.id] != nil {
            throw ParseError(message: "a commit with id '\(commit.id)' already exists; give the merge another id", offset: start)
        }
        diagram.commits.append(commit)
        commitIndex[commit.id] = diagram.commits.count - 1
        heads[current] = diagram.commits.count - 1
    }

    /// A branch name: a quoted string, or letters, digits, `_`, `-`, `.` and `/` (not ending in `.` or `/`).
    private mutating func branchName() throws(ParseError) -> (String, Int) {
        scanner.skipSpaces()
        let start = scanner.offset
        if let quote = scanner.peek(), quote == "\"" || quote == "'" {
            return (try quoted(), start)
        }
        var name = scanner.scan { Scanner.isWordScalar($0) || $0 == "-" || $0 == "." || $0 == "/" }
        while let last = name.unicodeScalars.last, last == "." || last == "/" {
            name.unicodeScalars.removeLast()
            scanner.offset -= 1
        }
        guard !name.isEmpty else { throw ParseError(message: "expected a branch name", offset: start) }
        return (name, start)
    }

    /// A `"…"` or `'…'` string on one line.
    private mutating func quoted() throws(ParseError) -> String {
        let start = scanner.offset
        guard let quote = scanner.peek() else { throw ParseError(message: "expected a quoted value", offset: start) }
        scanner.advance()
        let text = scanner.scan { $0 != quote && $0 != "\n" }
        guard scanner.match(String(quote)) else {
            throw ParseError(message: "unterminated string; add a closing '\(quote)'", offset: start)
        }
        return text
    }

    private struct Attribute {
        var key: String
        var value: String
        var offset: Int
    }

    /// `key: value` pairs to the end of the statement: quoted values, except `type:` (a word) and
    /// `order:` (a number); with `bareMessage`, a quoted string alone is the commit's message.
    private mutating func attributes(allowed: [String], bareMessage: Bool = false) throws(ParseError) -> [Attribute] {
        var found: [Attribute] = []
        while true {
            scanner.skipSpaces()
            if scanner.isAtStatementEnd { return found }
            let start = scanner.offset
            if bareMessage, scanner.peek() == "\"" || scanner.peek() == "'" {
                found.append(Attribute(key: "msg", value: try quoted(), offset: start))
                continue
            }
            let key = scanner.scan(while: Scanner.isWordScalar)
            scanner.skipSpaces()
            guard allowed.contains(key), scanner.match(":") else {
                let expected = allowed.map { "'\($0):'" }.joined(separator: ", ")
                throw ParseError(
                    message: "unexpected '\(key.isEmpty ? currentWord() : key)'; expected \(expected)", offset: start)
            }
            scanner.skipSpaces()
            let valueStart = scanner.offset
            let value: String
            if key == "type" || key == "order" {
                value = scanner.scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
                guard !value.isEmpty else { throw ParseError(message: "expected a value after '\(key):'", offset: valueStart) }
            } else {
                guard scanner.peek() == "\"" || scanner.peek() == "'" else {
                    throw ParseError(
                        message: "expected a quoted value after '\(key):', such as \(key): \"v1\"", offset: valueStart)
                }
                value = try quoted()
            }
            found.append(Attribute(key: key, value: value, offset: valueStart))
        }
    }
}
