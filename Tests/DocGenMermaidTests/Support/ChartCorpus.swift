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
    ]

    static func source(_ name: String) -> String {
        diagrams.first { $0.name == name }?.source ?? ""
    }
}
