/// Diagrams of the chart types (mindmap, journey, kanban, …) written for these tests, one or
/// more per type; names are snapshot file names.
enum ChartCorpus {
    static let diagrams: [(name: String, source: String)] = [
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
    ]

    static func source(_ name: String) -> String {
        diagrams.first { $0.name == name }?.source ?? ""
    }
}
