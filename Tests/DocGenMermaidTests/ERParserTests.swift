import Testing

@testable import DocGenMermaid

/// The ER diagram grammar, construct by construct.
@Suite struct ERParserTests {
    @Test(
        "every crow's-foot cardinality, in symbols on either side and in words",
        arguments: [
            ("|o", EdgeMarker.zeroOrOne), ("o|", .zeroOrOne), ("||", .exactlyOne), ("}o", .zeroOrMore),
            ("o{", .zeroOrMore), ("}|", .oneOrMore), ("|{", .oneOrMore), ("one or zero", .zeroOrOne),
            ("zero or one", .zeroOrOne), ("one or more", .oneOrMore), ("one or many", .oneOrMore),
            ("many(1)", .oneOrMore), ("1+", .oneOrMore), ("zero or more", .zeroOrMore), ("zero or many", .zeroOrMore),
            ("many(0)", .zeroOrMore), ("0+", .zeroOrMore), ("only one", .exactlyOne), ("1", .exactlyOne),
            ("Zero Or More", .zeroOrMore),
        ])
    func cardinalities(spelling: String, marker: EdgeMarker) throws {
        let isWord = spelling.first.map { $0.isLetter || $0.isNumber } ?? false
        let link = isWord ? " to " : "--"
        let diagram = try Rendering.erDiagram("erDiagram\nSHOP \(spelling)\(link)\(spelling) PRODUCT : sells")
        let relationship = try #require(diagram.relationships.first)
        #expect(relationship.fromCardinality == marker)
        #expect(relationship.toCardinality == marker)
        #expect(relationship.from == "SHOP" && relationship.to == "PRODUCT")
    }

    @Test(
        "identifying relationships are solid and non-identifying ones dashed",
        arguments: [
            ("||--o{", true), ("||..o{", false), ("||.-o{", false), ("||-.o{", false), ("1 to 0+", true),
            ("1 optionally to 0+", false),
        ])
    func identification(relation: String, identifying: Bool) throws {
        let diagram = try Rendering.erDiagram("erDiagram\nSHOP \(relation) PRODUCT : sells")
        #expect(diagram.relationships.first?.isIdentifying == identifying)
        #expect(diagram.graph().edges.first?.stroke == (identifying ? .normal : .dotted))
    }

    @Test(
        "labels are quoted, a word or absent",
        arguments: [
            (#"A ||--o{ B : "is placed by""#, "is placed by" as String?), ("A ||--o{ B : places", "places"),
            ("A ||--o{ B", nil), ("A||--o{B:has", "has"),
        ])
    func labels(statement: String, label: String?) throws {
        let diagram = try Rendering.erDiagram("erDiagram\n\(statement)")
        #expect(diagram.relationships.first?.label?.plain == label)
        #expect(diagram.entities.map(\.id) == ["A", "B"])
    }

    @Test(
        "attributes have a type, a name, keys and a comment",
        arguments: [
            ("string email", EntityRow(type: "string", name: "email")),
            ("int id PK", EntityRow(type: "int", name: "id", keys: ["PK"])),
            ("int order_id PK, FK", EntityRow(type: "int", name: "order_id", keys: ["PK", "FK"])),
            (
                "string code UK \"printed on labels\"",
                EntityRow(type: "string", name: "code", keys: ["UK"], comment: "printed on labels")
            ),
            ("string(99) note \"short\"", EntityRow(type: "string(99)", name: "note", comment: "short")),
            ("string[] tags", EntityRow(type: "string[]", name: "tags")),
            ("int *id", EntityRow(type: "int", name: "*id")),
            ("List~String~ names", EntityRow(type: "List<String>", name: "names")),
            ("int id pk,fk", EntityRow(type: "int", name: "id", keys: ["PK", "FK"])),
        ])
    func attributes(line: String, row: EntityRow) throws {
        let diagram = try Rendering.erDiagram("erDiagram\nORDER {\n    \(line)\n}")
        #expect(diagram.entities.first?.attributes == [row])
    }

    @Test("entities take aliases, quoted names, ::: classes and repeated blocks")
    func entities() throws {
        let source = """
            erDiagram
            c["Customer account"] {
                string email
            }
            "Line item" }|--|| o : "belongs to"
            o[Order]
            c:::vip ||--o{ o:::big : places
            c {
                int id PK
            }
            LINE-ITEM
            """
        let diagram = try Rendering.erDiagram(source)
        #expect(diagram.entities.map(\.id) == ["c", "Line item", "o", "LINE-ITEM"])
        #expect(diagram.entities[0].alias == "Customer account")
        #expect(diagram.entities[0].attributes.map(\.name) == ["email", "id"])
        #expect(diagram.entities[0].classes == ["vip"])
        #expect(diagram.entities[2].classes == ["big"])
        let graph = diagram.graph()
        #expect(graph.nodes.map(\.label.plain) == ["Customer account", "Line item", "Order", "LINE-ITEM"])
        #expect(graph.nodes.allSatisfy { $0.shape == .entity })
    }

    @Test(
        "style, classDef, class and ::: resolve with default first",
        arguments: [
            ("A\nstyle A fill:#f9f,stroke:#333", "fill:#f9f;stroke:#333"),
            ("A\nstyle A,B fill:#f9f", "fill:#f9f"),
            ("A:::hot\nclassDef hot fill:#f96", "fill:#f96"),
            ("A\nclass A hot,cold\nclassDef hot fill:#f96\nclassDef cold stroke:#00f", "fill:#f96;stroke:#00f"),
            ("A\nclassDef default fill:#eee", "fill:#eee"),
        ])
    func styles(statements: String, css: String) throws {
        let graph = try Rendering.erDiagram("erDiagram\n\(statements)").graph()
        #expect(graph.nodes.first { $0.id == "A" }?.style.shapeCSS == css)
    }

    @Test(
        "direction sets the layout direction",
        arguments: [("TB", FlowDirection.topToBottom), ("BT", .bottomToTop), ("LR", .leftToRight), ("RL", .rightToLeft)])
    func direction(keyword: String, direction: FlowDirection) throws {
        #expect(try Rendering.erDiagram("erDiagram\ndirection \(keyword)\nA ||--o{ B : has").graph().direction == direction)
    }
}
