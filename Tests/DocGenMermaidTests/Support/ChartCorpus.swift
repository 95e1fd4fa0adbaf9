/// Charts written for these tests, about UI components and their releases, one or more of each
/// type; names are snapshot file names.
enum ChartCorpus {
    /// Charts coloured by data series (`--dg-chart-N`): gantt, pie, timeline, XY, quadrant, radar.
    static let seriesCharts: [(name: String, source: String)] = [
        (
            "gantt-release-plan",
            #"""
            ---
            title: Banner 2.0 release plan
            ---
            gantt
                dateFormat YYYY-MM-DD
                axisFormat %b %d
                excludes weekends, 2026-03-20
                accDescr: Design, build and ship of the banner component
                section Design
                    Audit banner variants   :done, audit, 2026-03-02, 4d
                    Tokens for dark mode    :active, tokens, after audit, 3d
                section Build
                    Carousel layout         :crit, carousel, after tokens, 5d
                    Accessibility pass      :a11y, after carousel, 2d
                    Docs page               :docs, after tokens, until ship
                section Ship
                    Release 2.0             :milestone, ship, 2026-03-27, 0d
                    Freeze                  :vert, freeze, 2026-03-25, 0d
            """#
        ),
        (
            "pie-component-adoption",
            #"""
            pie showData
                title Screens using each banner style
                "Toast" : 42
                "Popup" : 17.5
                "Full screen" : 8
                "Inline <br> card" : 3
            """#
        ),
        (
            "timeline-button-history",
            #"""
            timeline
                title Button component history
                section 2024
                    1.0 : First release : Primary and secondary styles
                    1.4 : Loading state
                section 2025
                    2.0 : Dynamic Type support
                        : Right-to-left layouts
                    2.1 : Haptics
            """#
        ),
        (
            "xychart-screen-load",
            #"""
            xychart
                title "Quick links load time"
                x-axis "Release" [1.0, 1.1, 1.2, "2.0 beta", 2.0]
                y-axis "Milliseconds" 0 --> 400
                bar [320, 280, 240, 210, 150]
                line [300, 300, 250, 250, 200]
            """#
        ),
        (
            "xychart-horizontal-sizes",
            #"""
            xychart-beta horizontal
                title "Install size by component"
                x-axis "Component" [Banner, "Quick links", Carousel, Rating]
                y-axis "kB"
                bar "1.0" [120, 80, 240, 35]
                bar "2.0" [100, 90, 200, 30]
            """#
        ),
        (
            "quadrant-component-priorities",
            #"""
            quadrantChart
                title Components by reuse and effort
                x-axis Little effort --> Much effort
                y-axis Rare reuse --> Wide reuse
                quadrant-1 Plan carefully
                quadrant-2 Do first
                quadrant-3 Maybe later
                quadrant-4 Avoid
                Banner: [0.3, 0.8]
                Carousel:::big: [0.75, 0.65]
                Rating stars: [0.2, 0.25] color: #ff8800
                classDef big radius: 9
            """#
        ),
        (
            "radar-component-quality",
            #"""
            radar-beta
                title Component quality
                axis a11y["Accessibility"], perf["Performance"], docs["Docs"]
                axis tests["Tests"], theming["Theming"]
                curve banner["Banner"]{4, 3, 5, 4, 2}
                curve carousel["Carousel"]{ perf: 2, a11y: 3, docs: 3, tests: 5, theming: 4 }
                max 5
                graticule polygon
            """#
        ),
    ]

    /// Charts laid out as a `Chart` and coloured by section (`--dg-section-N`): mindmap, journey,
    /// kanban, packet, treemap, tree view, sankey, venn, ishikawa.
    static let sectionCharts: [(name: String, source: String)] = [
        (
            "mindmap-design-system",
            """
            mindmap
              accTitle: Design system map
              root((Design system))
                Tokens
                  Colour
                  Spacing[Spacing scale]
                  Type{{Typography}}
                Components
                  Button(Button)
                  ::icon(fa fa-hand-pointer)
                  Banner)Offer banner(
                  Card))Card((
                Docs
                  Guides
                  API["`**API** reference`"]
                Tooling
                  :::urgent
            """
        ),
        (
            "journey-adopt-banner",
            """
            journey
              title Adopting the offer banner
              section Discover
                Search the catalog: 4: Developer
                Read the usage guide: 3: Developer, Designer
              section Build
                Copy the example: 5: Developer
                Match the brand colours: 2: Designer
            """
        ),
        (
            "kanban-component-work",
            """
            ---
            config:
              kanban:
                ticketBaseUrl: 'https://tracker.example.com/browse/#TICKET#'
            ---
            kanban
              backlog[Backlog]
                carousel[Carousel with paging dots]@{ ticket: UI-12, priority: 'Low' }
                [Dark mode tokens]
              doing[In progress]
                banner[Offer banner dismiss animation]@{ ticket: UI-7, assigned: 'dana', priority: 'Very High' }
              Done
                link[Quick link accessibility labels]@{ assigned: sam }
            """
        ),
        (
            "packet-banner-flags",
            """
            packet
              title Banner state word
              0-7: "Type"
              8-15: "Priority"
              +1: "V"
              +1: "D"
              +14: "Reserved"
              32-63: "Campaign identifier"
            """
        ),
        (
            "treemap-bundle-size",
            """
            treemap-beta
            "Components"
                "Inputs"
                    "Button": 42
                    "Toggle": 18
                    "Slider": 25:::heavy
                "Feedback"
                    "Banner": 60
                    "Toast": 12
            "Tokens": 30
            classDef heavy fill:#f9d0c4,stroke:#b33;
            """
        ),
        (
            "tree-view-sources",
            """
            treeView-beta
                "Sources"
                    "Components"
                        "Button.swift"
                        "Banner.swift"
                    "Tokens"
                "Docs"
                    "index.md"
            """
        ),
        (
            "gitgraph-release-branches",
            """
            ---
            title: Banner release branches
            ---
            gitGraph
                accDescr: How banner fixes reach the 2.x release line
                commit id: "scaffold"
                branch release/2.x order: 2
                commit id: "pin tokens" tag: "v2.0.0"
                checkout main
                branch feature/carousel
                commit id: "carousel"
                commit id: "autoplay" type: HIGHLIGHT
                checkout main
                commit id: "revert icons" type: REVERSE
                merge feature/carousel id: "carousel in" tag: "v2.1.0-beta"
                switch release/2.x
                cherry-pick id: "carousel"
                commit
            """
        ),
        (
            "ishikawa-flaky-snapshot",
            """
            ishikawa-beta
                Flaky snapshot test
                Environment
                    Simulator version
                    Font cache
                Code
                    Animation not finished
                        Missing completion wait
                Data
                    Random sample content
                Process
                    Snapshots recorded on another machine
            """
        ),
        (
            "sankey-page-weight",
            """
            ---
            config:
              sankey:
                nodeColors:
                  Scripts: "#4e79a7"
            ---
            sankey
            Page,Markup,40
            Page,Styles,25
            Page,Scripts,35

            Styles,"Theme, dark",10
            Styles,"Theme, light",15
            Scripts,Search,20
            Scripts,"Copy ""code"" button",15
            """
        ),
        (
            "venn-component-skills",
            """
            venn-beta
              title "Who builds components"
              set design["Designers"]:20
                text figma["Figma libraries"]
              set ios["iOS engineers"]:16
                text swiftui["SwiftUI"]
              set web["Web engineers"]:12
              union design,ios["Tokens"]
              union ios,web
              style design fill:#f4c2c2
              style swiftui color:#1a5fb4
            """
        ),
        (
            "wardley-design-system",
            """
            wardley-beta
            title Design system value chain
            accTitle: Design system map
            size [760, 460]
            evolution Idea@0.2 -> Prototype@0.45 -> Shared@0.75 -> Standard@1
            anchor Product teams [0.95, 0.55]
            component Component library [0.80, 0.50] (build)
            component Design tokens [0.58, 0.35] (inertia)
            component Icon set [0.62, 0.72] (buy)
            component Docs site [0.72, 0.82] label [10, -10]
            component Hosting [0.20, 0.90] (market)
            Product teams -> Component library
            Product teams -> Docs site
            Component library -> Design tokens
            Component library +'glyphs'> Icon set
            Docs site +> Hosting
            evolve Design tokens 0.62
            pipeline Design tokens {
              component Figma variables [0.25]
              component Style Dictionary [0.48]
            }
            note "Tokens lag behind components" [0.30, 0.10]
            accelerator "Open standards" [0.40, 0.80]
            annotations [0.98, 0.02]
            annotation 1,[0.86, 0.42] "Most requested"
            """
        ),
    ]

    /// Every chart.
    static let diagrams = seriesCharts + sectionCharts

    /// The source of one named chart.
    static func source(_ name: String) -> String {
        diagrams.first { $0.name == name }?.source ?? ""
    }
}
