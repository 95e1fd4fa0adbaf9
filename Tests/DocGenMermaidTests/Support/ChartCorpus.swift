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
    ]

    static func source(_ name: String) -> String {
        diagrams.first { $0.name == name }?.source ?? ""
    }
}
