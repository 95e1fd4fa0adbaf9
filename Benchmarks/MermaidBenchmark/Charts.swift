// Generated charts of each type docgen draws without the graph pipeline, for the timing table.

/// A gantt chart of `tasks` tasks in sections of five, chained by `after` with excluded weekends.
func generatedGantt(tasks: Int) -> String {
    var lines = ["gantt", "    dateFormat YYYY-MM-DD", "    excludes weekends"]
    for i in 0..<tasks {
        if i % 5 == 0 { lines.append("    section Milestone \(i / 5 + 1)") }
        let tags = i % 7 == 0 ? "crit, " : i % 3 == 0 ? "done, " : ""
        let start = i == 0 ? "2026-01-05" : "after t\(i - 1)"
        lines.append("    Component task \(i) :\(tags)t\(i), \(start), \(i % 4 + 1)d")
    }
    return lines.joined(separator: "\n")
}

/// A git graph of `features` feature branches of three commits each, merged back into main in
/// turn, with a release branch that cherry-picks every other feature's first commit.
func generatedGitGraph(features: Int) -> String {
    var lines = ["gitGraph", "    commit id: \"start\"", "    branch release", "    checkout main"]
    for i in 0..<features {
        lines += ["    branch feature-\(i)"] + (0..<3).map { "    commit id: \"f\(i)-\($0)\"" }
        lines += ["    checkout main", "    merge feature-\(i) tag: \"v\(i).0\""]
        if i % 2 == 0 { lines += ["    checkout release", "    cherry-pick id: \"f\(i)-0\"", "    checkout main"] }
    }
    return lines.joined(separator: "\n")
}

/// One chart of every other type, about component adoption, sized like those in component
/// documentation.
let generatedCharts: [(name: String, source: String)] = [
    (
        "pie, 8 slices",
        "pie showData title Banner styles\n" + (1...8).map { "    \"Style \($0)\" : \($0 * 7 % 11 + 1)" }.joined(separator: "\n")
    ),
    (
        "timeline, 10 periods in 2 sections",
        "timeline\n    title Button history\n    section 2025\n"
            + (1...10).map { "    \($0 == 6 ? "section 2026\n    " : "")1.\($0) : Change \($0) : Fix \($0)" }.joined(
                separator: "\n")
    ),
    (
        "XY chart, 2 series of 24 points",
        "xychart\n    x-axis \"Week\" [" + (1...24).map { "w\($0)" }.joined(separator: ", ") + "]\n    y-axis \"Screens\"\n"
            + "    bar [" + (1...24).map { String($0 * 13 % 50) }.joined(separator: ", ") + "]\n"
            + "    line [" + (1...24).map { String($0 * 2) }.joined(separator: ", ") + "]"
    ),
    (
        "quadrant chart, 20 points",
        "quadrantChart\n    x-axis Little effort --> Much effort\n    y-axis Rare --> Wide\n    quadrant-1 Plan\n"
            + (1...20).map { "    Component \($0): [0.\($0 * 37 % 90 + 5), 0.\($0 * 53 % 90 + 5)]" }.joined(separator: "\n")
    ),
    (
        "radar chart, 6 axes, 3 curves",
        "radar-beta\n    axis a, b, c, d, e, f\n"
            + (1...3).map { "    curve c\($0){\((1...6).map { String(($0 + 2) % 5 + 1) }.joined(separator: ", "))}" }
            .joined(separator: "\n") + "\n    max 5"
    ),
    (
        "mindmap (16 nodes)",
        """
        mindmap
          root((Design system))
            Tokens
              Colour
              Spacing[Spacing scale]
              Type{{Typography}}
            Components
              Button(Button)
              Banner)Offer banner(
              Card))Card((
              Carousel
            Docs
              Guides
              API
            Tooling
              Linter
              Snapshot tests
        """
    ),
    (
        "user journey (6 tasks)",
        """
        journey
          title Adopting the offer banner
          section Discover
            Search the catalog: 4: Developer
            Read the usage guide: 3: Developer, Designer
          section Build
            Copy the example: 5: Developer
            Match the brand colours: 2: Designer
          section Ship
            Review: 4: Developer, Designer
            Release: 5: Developer
        """
    ),
    (
        "kanban (3 columns, 6 cards)",
        """
        kanban
          backlog[Backlog]
            carousel[Carousel with paging dots]@{ ticket: UI-12, priority: 'Low' }
            [Dark mode tokens]
          doing[In progress]
            banner[Offer banner dismiss animation]@{ ticket: UI-7, assigned: 'dana', priority: 'Very High' }
            tabs[Tab bar badge]
          Done
            link[Quick link accessibility labels]@{ assigned: sam }
            chip[Filter chip]
        """
    ),
    (
        "packet (8 fields)",
        """
        packet
          0-7: "Type"
          8-15: "Priority"
          +1: "V"
          +1: "D"
          +14: "Reserved"
          32-63: "Campaign identifier"
          64-79: "Slot"
          80-95: "Checksum"
        """
    ),
    (
        "treemap (9 items)",
        """
        treemap-beta
        "Components"
            "Inputs"
                "Button": 42
                "Toggle": 18
                "Slider": 25
            "Feedback"
                "Banner": 60
                "Toast": 12
        "Tokens"
            "Colour": 30
            "Type": 20
        """
    ),
    (
        "tree view (10 entries)",
        """
        treeView-beta
            "Sources"
                "Components"
                    "Button.swift"
                    "Banner.swift"
                    "Card.swift"
                "Tokens"
                    "Colour.swift"
            "Docs"
                "index.md"
                "banner.md"
        """
    ),
    (
        "sankey (8 flows)",
        """
        sankey
        Page,Markup,40
        Page,Styles,25
        Page,Scripts,35
        Styles,Theme dark,10
        Styles,Theme light,15
        Scripts,Search,20
        Scripts,Copy button,15
        Markup,Images,12
        """
    ),
    (
        "venn (3 sets, 2 unions)",
        """
        venn-beta
          set design["Designers"]:20
            text figma["Figma libraries"]
          set ios["iOS engineers"]:16
          set web["Web engineers"]:12
          union design,ios["Tokens"]
          union ios,web["Shared APIs"]
        """
    ),
    (
        "ishikawa (4 categories, 6 causes)",
        """
        ishikawa-beta
            Flaky snapshot test
            Environment
                Simulator version
                Font cache
            Code
                Animation not finished
            Data
                Random sample content
            Process
                Snapshots recorded on another machine
        """
    ),
    (
        "wardley map, 10 components, 9 links",
        """
        wardley-beta
        title Component platform
        anchor App teams [0.95, 0.6]
        component Design system [0.82, 0.5] (build)
        component Docs site [0.75, 0.72]
        component Tokens [0.62, 0.4] (inertia)
        component Icons [0.6, 0.7] (buy)
        component Search index [0.5, 0.8]
        component CI runners [0.3, 0.75] (outsource)
        component Hosting [0.2, 0.92] (market)
        component Analytics [0.4, 0.55]
        component Feedback form [0.68, 0.28]
        App teams -> Design system
        App teams -> Docs site
        Design system -> Tokens
        Design system +> Icons
        Docs site -> Search index
        Docs site -> Analytics
        Search index -> Hosting
        Tokens -> CI runners
        Docs site +'reports'> Feedback form
        evolve Tokens 0.6
        note "Tokens block theming" [0.55, 0.2]
        """
    ),
]
