import DocGenDiagnostics
import Testing

@testable import DocGenMermaid

/// Git graphs: what the parser replays, where the layout puts commits, and the errors
/// mermaid.js rejects a graph with, at their line and column.
@Suite struct GitGraphTests {
    static func parse(_ source: String) throws -> GitGraphDiagram {
        var parser = GitGraphParser(try BoardParserTests.input(source))
        return try parser.parse()
    }

    static func layout(_ source: String, options: GitGraphLayout.Options = .init()) throws -> GitGraphLayout {
        GitGraphLayout(try parse(source), options: options)
    }

    @Test(
        "the header sets the orientation",
        arguments: [
            ("gitGraph", GitGraphDiagram.Orientation.leftToRight), ("gitGraph:", .leftToRight), ("gitGraph LR:", .leftToRight),
            ("gitGraph TB:", .topToBottom), ("gitGraph BT:", .bottomToTop),
        ])
    func orientation(header: String, expected: GitGraphDiagram.Orientation) throws {
        #expect(try Self.parse("\(header)\n  commit").orientation == expected)
    }

    @Test(
        "commit attributes come in any order, quoted with either quote",
        arguments: [
            (#"commit id: "fix" tag: "v1" type: REVERSE"#, "fix", ["v1"], GitGraphDiagram.Symbol.reverse),
            (#"commit type:HIGHLIGHT id:'fix'"#, "fix", [], .highlight),
            (#"commit tag: "a" tag: "b" msg: "text" id: "fix""#, "fix", ["a", "b"], nil),
            (#"commit "only a message" id: "fix""#, "fix", [], nil),
        ])
    func commitAttributes(line: String, id: String, tags: [String], symbol: GitGraphDiagram.Symbol?) throws {
        let commit = try #require(try Self.parse("gitGraph\n  \(line)").commits.first)
        #expect(commit.id == id)
        #expect(commit.hasCustomID)
        #expect(commit.tags == tags)
        #expect(commit.symbol == symbol)
    }

    @Test("branches start at the current head, merges and cherry-picks take a second parent")
    func replay() throws {
        let diagram = try Self.parse(
            """
            gitGraph
              commit id: "a"
              branch feature/tabs
              commit id: "b"
              checkout main
              commit id: "c"
              merge feature/tabs
              branch hotfix
              checkout hotfix
              commit id: "d"
              cherry-pick id: "b"
            """)
        #expect(diagram.branches.map(\.name) == ["main", "feature/tabs", "hotfix"])
        #expect(diagram.commits.map(\.parents) == [[], [0], [0], [2, 1], [3], [4, 1]])
        #expect(diagram.commits.map(\.branch) == [0, 1, 0, 0, 2, 2])
        #expect(diagram.commits[3].kind == .merge)
        #expect(!diagram.commits[3].hasCustomID)
        #expect(diagram.commits[5].tags == ["cherry-pick:b"])
    }

    @Test(
        "lanes follow mainBranchOrder, then unordered branches as created, then by order",
        arguments: [
            ("", "branch x order: 3\n  branch y order: 2\n  branch z order: 1", ["main", "z", "y", "x"]),
            ("2", "branch w order: 3\n  branch x\n  branch y\n  branch z order: 1", ["x", "y", "z", "main", "w"]),
            ("", "branch x\n  branch y", ["main", "x", "y"]),
        ])
    func laneOrder(mainOrder: String, body: String, expected: [String]) throws {
        let config = mainOrder.isEmpty ? "" : "---\nconfig:\n  gitGraph:\n    mainBranchOrder: \(mainOrder)\n---\n"
        let diagram = try Self.parse("\(config)gitGraph\n  commit\n  \(body)")
        #expect(diagram.laneOrder.map { diagram.branches[$0].name } == expected)
    }

    @Test("mainBranchName renames the branch checkout and merge name")
    func mainBranchName() throws {
        let source =
            "%%{init: {\"gitGraph\": {\"mainBranchName\": \"trunk\"}}}%%\ngitGraph\n  commit\n  branch b\n  commit\n  checkout trunk\n  merge b"
        #expect(try Self.parse(source).branches.first?.name == "trunk")
        #expect(Rendering.output(source).diagnostics.isEmpty)
    }

    @Test(
        "commits run along the orientation, a step apart, later ones further on",
        arguments: GitGraphDiagram.Orientation.allCases)
    func commitOrder(orientation: GitGraphDiagram.Orientation) throws {
        let layout = try Self.layout("gitGraph \(orientation.rawValue):\n  commit\n  commit\n  branch b\n  commit")
        let along = layout.centers.map { orientation.isVertical ? $0.y : $0.x }
        let sign = orientation == .bottomToTop ? -1.0 : 1
        #expect(zip(along, along.dropFirst()).allSatisfy { ($1 - $0) * sign >= GitGraphLayout.step })
        let across = layout.centers.map { orientation.isVertical ? $0.x : $0.y }
        #expect(across[0] == across[1] && across[2] > across[1])
    }

    @Test("parallel commits stand one step after their parent, level across branches")
    func parallelCommits() throws {
        let source = "gitGraph\n  commit\n  branch b\n  commit\n  commit\n  checkout main\n  commit\n  commit"
        let layout = try Self.layout(source, options: GitGraphLayout.Options(parallelCommits: true))
        let x = layout.centers.map(\.x)
        #expect(x[1] == x[3] && x[2] == x[4])
        let temporal = try Self.layout(source)
        #expect(Set(temporal.centers.map(\.x)).count == 5)
    }

    @Test(
        "long labels and tags push commits and lanes apart instead of overlapping",
        arguments: [
            GitGraphLayout.Options(), GitGraphLayout.Options(rotateCommitLabels: false),
            GitGraphLayout.Options(parallelCommits: true),
        ])
    func noOverlaps(options: GitGraphLayout.Options) throws {
        for orientation in GitGraphDiagram.Orientation.allCases {
            let layout = try Self.layout(
                """
                gitGraph \(orientation.rawValue):
                  commit id: "a rather long commit label for the banner" tag: "v1.0.0-release-candidate"
                  commit id: "b" tag: "v1" tag: "stable"
                  branch a-branch-with-a-long-name
                  commit id: "another fairly long label"
                  checkout main
                  commit id: "c" tag: "v2.0.0-release-candidate"
                  merge a-branch-with-a-long-name id: "merged with a long id" tag: "v3"
                """, options: options)
            let boxes = layout.boxes
            for i in boxes.indices {
                for j in boxes.indices where j > i {
                    #expect(!boxes[i].overlaps(boxes[j]), "\(orientation) boxes \(i) and \(j) overlap")
                }
            }
        }
    }

    @Test(
        "labels show custom merge ids only, never cherry-picks, nothing with showCommitLabel false",
        arguments: [("", 2), ("---\nconfig:\n  gitGraph:\n    showCommitLabel: false\n---\n", 0)])
    func labels(config: String, count: Int) throws {
        let source =
            "\(config)gitGraph\n  commit id: \"a\"\n  branch b\n  commit id: \"x\"\n  checkout main\n  merge b\n  cherry-pick id: \"x\"\n"
        let svg = try #require(Rendering.output(source).svg)
        #expect(SVGOutputTests.matches(#"<g class="edgeLabel git-label""#, in: svg).count == count)
        #expect(svg.contains("cherry-pick:x"))
    }

    @Test("without accDescr the description lists each branch's commits, merges and picks")
    func summary() throws {
        let svg = try #require(
            Rendering.output("gitGraph\n  commit id: \"a\"\n  branch b\n  commit id: \"x\"\n  checkout main\n  merge b id: \"m\"")
                .svg)
        #expect(svg.contains("Git graph with 3 commits on 2 branches. main: a, m; b: x. b merged into main as m."))
    }

    @Test("showBranches false hides branch names and lanes")
    func hiddenBranches() throws {
        let hidden = try #require(
            Rendering.output("---\nconfig:\n  gitGraph:\n    showBranches: false\n---\ngitGraph\n  commit").svg)
        #expect(!hidden.contains("class=\"node git-branch\"") && !hidden.contains("class=\"edge git-lane\""))
        let shown = try #require(Rendering.output("gitGraph\n  commit").svg)
        #expect(shown.contains("class=\"node git-branch\"") && shown.contains("class=\"edge git-lane\""))
    }

    @Test(
        "a graph mermaid.js rejects is an error at its statement",
        arguments: [
            ("gitGraph\n  commit\n  checkout develop", 12, 12, "branch 'develop' does not exist"),
            ("gitGraph\n  commit\n  branch main", 12, 10, "branch 'main' already exists"),
            ("gitGraph\n  commit\n  merge main", 12, 9, "into itself"),
            ("gitGraph\n  commit\n  merge nowhere", 12, 9, "no branch has that name"),
            ("gitGraph\n  branch b\n  merge main", 12, 3, "'b': it has no commits"),
            ("gitGraph\n  commit\n  branch b\n  merge main", 13, 9, "same head"),
            ("gitGraph\n  commit\n  branch b\n  cherry-pick id: \"zz\"", 13, 19, "no commit has that id"),
            (
                "gitGraph\n  commit id: \"a\"\n  branch b\n  commit\n  checkout main\n  cherry-pick id: \"a\"", 15, 19,
                "already on branch 'main'"
            ),
            (
                "gitGraph\n  commit id: \"a\"\n  branch b\n  commit id: \"b\"\n  checkout main\n  merge b id: \"m\"\n  branch c\n  cherry-pick id: \"m\"",
                17, 19, "merge commit"
            ),
            (
                "gitGraph\n  commit id: \"a\"\n  branch b\n  commit id: \"b\"\n  checkout main\n  cherry-pick id: \"b\" parent: \"zz\"",
                15, 31, "not a parent"
            ),
            ("gitGraph\n  commit type: BOLD", 11, 16, "commit type 'BOLD'"),
            ("gitGraph\n  commit id: fix", 11, 14, "expected a quoted value"),
            ("gitGraph\n  commit label: \"x\"", 11, 10, "unexpected 'label'"),
            ("gitGraph\n  comit", 11, 3, "did you mean 'commit'"),
            ("gitGraph RL:\n  commit", 10, 10, "expected 'LR:', 'TB:' or 'BT:'"),
            ("gitGraph\n  branch b order: first", 11, 19, "expected a number"),
        ])
    func errors(source: String, line: Int, column: Int, message: String) throws {
        try Rendering.expectError(source, line: line, column: column, message: message)
    }
}
