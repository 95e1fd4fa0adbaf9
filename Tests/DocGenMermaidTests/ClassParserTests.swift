import Testing

@testable import DocGenMermaid

/// The class diagram grammar, construct by construct.
@Suite struct ClassParserTests {
    @Test(
        "member lines become attributes or methods with visibility, classifiers and type parameters",
        arguments: [
            ("+String title", "+String title", MemberLine.Emphasis.plain, false),
            ("-Int count", "-Int count", .plain, false),
            ("#Date created", "#Date created", .plain, false),
            ("~Bool visible", "~Bool visible", .plain, false),
            ("Int total$", "Int total", .underline, false),
            ("+List~Item~ items", "+List<Item> items", .plain, false),
            ("Map~String, List~Int~~ index", "Map<String, List<Int>> index", .plain, false),
            ("+layout()", "+layout()", .plain, true),
            ("+resize(width, height) Size", "+resize(width, height) : Size", .plain, true),
            ("+draw()*", "+draw()", .italic, true),
            ("+make() Badge$", "+make() : Badge", .underline, true),
            ("+make()$ Badge", "+make() : Badge", .underline, true),
            ("+reset()* Void", "+reset() : Void", .italic, true),
            ("-items() List~Item~", "-items() : List<Item>", .plain, true),
            ("merge(List~Int~ a, List~Int~ b) Int*", "merge(List<Int> a, List<Int> b) : Int", .italic, true),
            ("idCard : IdCard", "idCard : IdCard", .plain, false),
        ])
    func members(raw: String, shown: String, emphasis: MemberLine.Emphasis, isMethod: Bool) {
        let (line, method) = ClassMember.parse(raw)
        #expect(line.text == shown)
        #expect(line.emphasis == emphasis)
        #expect(method == isMethod)
    }

    @Test(
        "every relation and its reversed and two-way forms set marks and stroke",
        arguments: [
            ("<|--", EdgeMarker.triangle, EdgeMarker.none, false), ("--|>", .none, .triangle, false),
            ("*--", .filledDiamond, .none, false), ("--*", .none, .filledDiamond, false),
            ("o--", .hollowDiamond, .none, false), ("--o", .none, .hollowDiamond, false),
            ("-->", .none, .arrow, false), ("<--", .arrow, .none, false), ("--", .none, .none, false),
            ("..>", .none, .arrow, true), ("<..", .arrow, .none, true), ("..|>", .none, .triangle, true),
            ("<|..", .triangle, .none, true), ("..", .none, .none, true), ("<|--|>", .triangle, .triangle, false),
            ("*--*", .filledDiamond, .filledDiamond, false), ("o..o", .hollowDiamond, .hollowDiamond, true),
            ("<-->", .arrow, .arrow, false), ("()--", .lollipop, .none, false), ("--()", .none, .lollipop, false),
        ])
    func relations(arrow: String, start: EdgeMarker, end: EdgeMarker, dashed: Bool) throws {
        // Written tight, an `o` mark would join the class name, as in Mermaid.
        for spaced in arrow.contains("o") ? [" \(arrow) "] : [" \(arrow) ", arrow] {
            let diagram = try Rendering.classDiagram("classDiagram\nOrder\(spaced)Item")
            let relation = try #require(diagram.relations.first)
            // A lollipop's circle names an interface node of its own.
            let (from, to) = (start == .lollipop ? "interface0" : "Order", end == .lollipop ? "interface0" : "Item")
            #expect(relation.from == from && relation.to == to, "\(spaced)")
            #expect(relation.startMarker == start && relation.endMarker == end && relation.isDashed == dashed, "\(spaced)")
        }
    }

    @Test(
        "cardinalities and labels sit on relations",
        arguments: [
            (#"Cart "1" --> "*" Item"#, "1", "*", nil as String?),
            (#"Cart "0..1" o-- "1..*" Item : holds"#, "0..1", "1..*", "holds"),
            (#"Cart --> "many" Item : Contains"#, nil, "many", "Contains"),
            (#"Cart --> Item : "in order""#, nil, nil, "in order"),
            ("Cart --> Item :", nil, nil, nil),
        ])
    func cardinalities(statement: String, start: String?, end: String?, label: String?) throws {
        let relation = try #require(try Rendering.classDiagram("classDiagram\n\(statement)").relations.first)
        #expect(relation.startLabel == start)
        #expect(relation.endLabel == end)
        #expect(relation.label?.plain == label)
    }

    @Test("a class body and member lines add members; annotations come inline, in the body or alone")
    func bodiesAndAnnotations() throws {
        let source = """
            classDiagram
            class Badge~T~ <<interface>> {
                <<sendable>>
                +String text
                +render() View
            }
            Badge : -Int count
            Badge: +reset()
            <<deprecated>> Badge
            class Empty {
            }
            """
        let diagram = try Rendering.classDiagram(source)
        let badge = try #require(diagram.classes.first { $0.id == "Badge" })
        #expect(badge.generic == "T")
        #expect(badge.annotations == ["interface", "sendable", "deprecated"])
        #expect(badge.members == ["+String text", "+render() View", "-Int count", "+reset()"])
        let node = try #require(diagram.graph().nodes.first { $0.id == "Badge" })
        #expect(node.label.plain == "Badge<T>")
        guard case .classMembers(let body) = node.body else {
            Issue.record("no class body")
            return
        }
        #expect(body.annotations == ["«interface»", "«sendable»", "«deprecated»"])
        #expect(body.attributes.map(\.text) == ["+String text", "-Int count"])
        #expect(body.methods.map(\.text) == ["+render() : View", "+reset()"])
        #expect(diagram.classes.contains { $0.id == "Empty" && $0.members.isEmpty })
    }

    @Test(
        "class names and labels",
        arguments: [
            (#"class Banner["Offer banner"]"#, "Banner", "Offer banner"),
            ("class `Banner View!`", "Banner View!", "Banner View!"),
            ("class Quick-Link", "Quick-Link", "Quick-Link"),
            ("class 배너", "배너", "배너"),
            ("class List~Int~", "List", "List<Int>"),
            ("class Map~K,V~", "Map", "Map<K,V>"),
        ])
    func names(statement: String, id: String, shown: String) throws {
        let graph = try Rendering.classDiagram("classDiagram\n\(statement)").graph()
        #expect(graph.nodes.map(\.id) == [id])
        #expect(graph.nodes.first?.label.plain == shown)
    }

    @Test("the name at a lollipop's circle is an interface node of its own, drawn as its name")
    func lollipopInterfaces() throws {
        let diagram = try Rendering.classDiagram(
            "classDiagram\nBanner --() Dismissable\nSheet ()-- Banner\nclass Sheet {\n+show()\n}\nSheet ()--* Banner")
        #expect(diagram.interfaces.map(\.label) == ["Dismissable", "Sheet"])
        #expect(diagram.relations.map(\.from) == ["Banner", "interface1", "Sheet"])
        #expect(diagram.relations.map(\.to) == ["interface0", "Banner", "Banner"])
        let graph = diagram.graph()
        #expect(graph.nodes.map(\.id) == ["Banner", "Sheet", "interface0", "interface1"])
        #expect(graph.nodes.map(\.shape) == [.classBox, .classBox, .text, .text])
        #expect(graph.nodes.map(\.label.plain) == ["Banner", "Sheet", "Dismissable", "Sheet"])
    }

    @Test("namespaces nest by blocks and by dotted names, with labels, and become clusters")
    func namespaces() throws {
        let source = """
            classDiagram
            namespace Shop["Storefront"] {
                class Cart
                namespace Billing {
                    class Invoice
                }
            }
            namespace Data.Store {
                class Repository
            }
            Cart --> Invoice
            """
        let diagram = try Rendering.classDiagram(source)
        #expect(diagram.namespaces.map(\.id) == ["Shop", "Shop.Billing", "Data", "Data.Store"])
        #expect(diagram.namespaces.map(\.parent) == [nil, "Shop", nil, "Data"])
        #expect(diagram.namespaces.map(\.title.plain) == ["Storefront", "Billing", "Data", "Store"])
        #expect(diagram.classes.map(\.namespace) == ["Shop", "Shop.Billing", "Data.Store"])
        let graph = diagram.graph()
        #expect(graph.clusters.allSatisfy { $0.kind == .namespace })
        let invoice = try #require(graph.nodes.first { $0.id == "Invoice" })
        #expect(graph.ancestors(ofCluster: invoice.cluster).map { graph.clusters[$0].id } == ["Shop.Billing", "Shop"])
    }

    @Test("compact namespaces draw only declared ones, titled with their full names")
    func compactNamespaces() throws {
        let source = """
            classDiagram
            namespace Shop.Billing.Tax {
                class Rate
            }
            namespace Shop {
                class Cart
            }
            namespace Data["Storage"] {
                namespace Cache {
                    class Entry
                }
            }
            """
        let graph = try Rendering.classDiagram(source).graph(compactNamespaces: true)
        #expect(graph.clusters.map(\.id) == ["Shop", "Data", "Shop.Billing.Tax", "Data.Cache"])
        #expect(graph.clusters.map(\.title.plain) == ["Shop", "Storage", "Shop.Billing.Tax", "Data.Cache"])
        #expect(graph.clusters.map { $0.parent.map { graph.clusters[$0].id } } == [nil, nil, "Shop", "Data"])
        let hierarchical = try Rendering.classDiagram(source).graph()
        #expect(hierarchical.clusters.count == 5)
        let output = Rendering.output("---\nconfig:\n  class:\n    hierarchicalNamespaces: false\n---\n" + source)
        #expect(output.svg?.contains("data-id=\"Shop.Billing\"") == false)
        #expect(output.svg?.contains(">Shop.Billing.Tax</text>") == true)
    }

    @Test("notes float or attach to a class with a dotted link")
    func notes() throws {
        let diagram = try Rendering.classDiagram(
            "classDiagram\nnote \"Drawn at build time\"\nnote for Banner \"Shown once<br>per session\"\nclass Banner")
        #expect(diagram.notes.map(\.target) == [nil, "Banner"])
        #expect(diagram.notes[1].text.lines == ["Shown once", "per session"])
        let graph = diagram.graph()
        #expect(graph.nodes.filter { $0.shape == .note }.count == 2)
        #expect(graph.edges.count == 1)
        #expect(graph.edges.first?.stroke == .dotted && graph.edges.first?.endMarker == EdgeMarker.none)
    }

    @Test(
        "direction sets the layout direction",
        arguments: [("TB", FlowDirection.topToBottom), ("BT", .bottomToTop), ("LR", .leftToRight), ("RL", .rightToLeft)])
    func direction(keyword: String, direction: FlowDirection) throws {
        #expect(try Rendering.classDiagram("classDiagram\ndirection \(keyword)\nA --> B").graph().direction == direction)
    }

    @Test(
        "classDef, cssClass, ::: and style resolve in order, with default first",
        arguments: [
            ("class A:::hot\nclassDef hot fill:#f96", ["hot"], "fill:#f96"),
            ("class A\ncssClass \"A,B\" hot\nclassDef hot fill:#f96", ["hot"], "fill:#f96"),
            ("class A:::hot {\n+x\n}\nclassDef hot fill:#f96,stroke:#333", ["hot"], "fill:#f96;stroke:#333"),
            ("class A\nstyle A fill:#bbf,stroke-width:2px", [], "fill:#bbf;stroke-width:2px"),
            ("class A:::hot\nclassDef default fill:#eee\nclassDef hot stroke:#f00", ["hot"], "fill:#eee;stroke:#f00"),
            ("class A:::hot\nclassDef hot fill:#f96\nstyle A fill:#000", ["hot"], "fill:#000"),
        ])
    func styles(statements: String, classes: [String], css: String) throws {
        let graph = try Rendering.classDiagram("classDiagram\n\(statements)").graph()
        let node = try #require(graph.nodes.first { $0.id == "A" })
        #expect(node.classes == classes)
        #expect(node.style.shapeCSS == css)
    }

    @Test(
        "click and link follow the flowchart's URL rules; callbacks are dropped with a warning",
        arguments: [
            (#"click A href "https://example.com/a" "Read""#, "https://example.com/a", 0),
            (#"link A "/docs/banner.html" "Banner docs""#, "/docs/banner.html", 0),
            (#"link A "javascript:alert(1)""#, nil, 1),
            ("click A call show()", nil, 1),
            (#"callback A "show" "tooltip""#, nil, 1),
        ])
    func links(statement: String, url: String?, warnings: Int) throws {
        let text = Preprocessor("classDiagram\nclass A\n\(statement)").source
        var parser = ClassParser(source: text, headerOffset: 0, options: MermaidOptions())
        let diagram = try parser.parse()
        #expect(diagram.classes.first?.link?.url == url)
        #expect(parser.warnings.count == warnings)
        #expect(parser.warnings.allSatisfy { $0.rule == MermaidRule.click })
    }

    @Test("accTitle and accDescr become the accessible title and description")
    func accessibility() throws {
        let diagram = try Rendering.classDiagram("classDiagram\naccTitle: Models\naccDescr: The banner's types.\nA --> B")
        #expect(diagram.accessibility.title == "Models")
        #expect(diagram.accessibility.description == "The banner's types.")
    }
}
