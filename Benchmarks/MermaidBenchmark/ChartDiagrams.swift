/// One diagram of each chart type (mindmap, journey, kanban, packet, treemap, tree view,
/// sankey, venn, ishikawa), sized like those in component documentation.
let chartDiagrams: [(name: String, source: String)] = [
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
]
