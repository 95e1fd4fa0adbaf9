import Testing

@testable import DocGenMermaid

/// Class diagram source built from type descriptions: what it says, and that it always draws.
@Suite struct TypeDiagramTests {
    static let banner = [
        TypeDiagramType(
            name: "BannerPolicyItemModel", kind: .structure,
            properties: [
                .init(name: "id", type: "String"), .init(name: "type", type: "BannerType"),
                .init(name: "links", type: "[QuickLinkItem]?"), .init(name: "style", type: "Banner.Style?"),
                .init(name: "tags", type: "Set<String>"), .init(name: "onTap", type: "(() -> Void)?"),
            ]),
        TypeDiagramType(name: "BannerType", kind: .enumeration, cases: ["toast", "popup", "image(URL)"]),
        TypeDiagramType(name: "QuickLinkItem", kind: .classType, properties: [.init(name: "title", type: "String")]),
        TypeDiagramType(name: "Banner.Style", kind: .structure),
    ]

    @Test("the source declares each type with its kind, members and associations")
    func source() {
        let source = TypeDiagram.source(for: Self.banner, direction: "LR")
        #expect(
            source == """
                classDiagram
                direction LR
                class BannerPolicyItemModel {
                    <<struct>>
                    id: String
                    type: BannerType
                    links: [QuickLinkItem]?
                    style: Banner.Style?
                    tags: Set~String~
                    onTap: （（） → Void）?
                }
                class BannerType {
                    <<enumeration>>
                    toast
                    popup
                    image（URL）
                }
                class QuickLinkItem {
                    <<class>>
                    title: String
                }
                class `Banner.Style` {
                    <<struct>>
                }
                BannerPolicyItemModel --> "1" BannerType : type
                BannerPolicyItemModel --> "*" QuickLinkItem : links
                BannerPolicyItemModel --> "0..1" `Banner.Style` : style

                """)
    }

    @Test("the source draws without diagnostics, every member an attribute")
    func draws() throws {
        let source = TypeDiagram.source(for: Self.banner)
        let output = Rendering.output(source)
        #expect(output.svg != nil)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let graph = try Rendering.classDiagram(source).graph()
        #expect(graph.nodes.map(\.id) == ["BannerPolicyItemModel", "BannerType", "QuickLinkItem", "Banner.Style"])
        #expect(graph.edges.count == 3)
        for node in graph.nodes {
            guard case .classMembers(let body) = node.body else { continue }
            #expect(body.methods.isEmpty, "\(node.id)")
        }
    }

    @Test(
        "awkward names and types still give a diagram that parses",
        arguments: [
            TypeDiagramType(name: "Box<T>", kind: .structure, properties: [.init(name: "value", type: "T")]),
            TypeDiagramType(name: "`Weird`\nName{}", kind: .classType, properties: [.init(name: "a}", type: "{[String: Int]}")]),
            TypeDiagramType(name: "Empty", kind: .protocolType),
            TypeDiagramType(name: "Cases", kind: .enumeration, cases: ["a = \"x\"", "b(Int, String)", "c$"]),
        ])
    func awkward(type: TypeDiagramType) {
        let output = Rendering.output(TypeDiagram.source(for: [type]))
        #expect(output.svg != nil, "\(output.diagnostics)")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    }

    @Test("an empty list still draws, and an unknown direction is left out")
    func empty() {
        let source = TypeDiagram.source(for: [], direction: "sideways")
        #expect(source == "classDiagram\n")
        #expect(Rendering.output(source).svg != nil)
    }
}
