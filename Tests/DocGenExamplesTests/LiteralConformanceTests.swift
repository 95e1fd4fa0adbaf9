import Testing

@testable import DocGenExamples

/// Literals for model types that take them through a standard protocol (`OptionSet`) or a
/// protocol or superclass of the models, not only through an `ExpressibleBy…Literal` they name.
@Suite("Literal conformances")
struct LiteralConformanceTests {
    static let checker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Models/Flags.swift",
                """
                public struct Shelf: OptionSet {
                    public let rawValue: Int
                    public init(rawValue: Int) { self.rawValue = rawValue }
                    public static let top = Shelf(rawValue: 1)
                    public static let bottom = Shelf(rawValue: 2)
                }
                public protocol Listing: ExpressibleByArrayLiteral {}
                public class Roster: Listing {
                    public required init(arrayLiteral elements: String...) {}
                }
                public final class TeamRoster: Roster {}
                public struct Weight: Numeric {}
                public struct Plain: Equatable {}
                public struct Pantry {
                    public init(shelf: Shelf, roster: Roster, team: TeamRoster, weight: Weight, plain: Plain) {}
                }
                """
            )
        ]))

    @Test(
        "a literal is accepted where the type takes it through what it inherits, and caught where it does not",
        arguments: [
            ("shelf: [.top, .bottom]", true), ("shelf: []", true), (#"shelf: "top""#, false), ("shelf: 1", false),
            (#"roster: ["Ada", "Grace"]"#, true), (#"team: ["Ada"]"#, true), ("team: 3", false),
            ("weight: 3", true), ("weight: [3]", false), ("plain: []", false),
        ])
    func literal(argument: String, accepted: Bool) {
        let arguments = ["shelf: .top", "roster: Roster()", "team: TeamRoster()", "weight: Weight()", "plain: Plain()"]
        let label = argument.prefix { $0 != ":" }
        let call = arguments.map { $0.hasPrefix(label + ":") ? argument : $0 }.joined(separator: ", ")
        let found = findings("let pantry = Pantry(\(call))", info: "swift", checker: Self.checker)
        #expect(found.contains { $0.hasPrefix("error swift-argument-type") } == !accepted, "\(found)")
    }
}

/// A companion module the page imports, named after the models' folder, may make a model type
/// take a literal, as it may add members (a builder module that makes syntax nodes string
/// literals); standard types, the page's own types and pages that import only Apple's or
/// unrelated modules are still checked.
@Suite("Literal conformances an imported module may add")
struct ImportedLiteralConformanceTests {
    @Test(
        "a literal for a model type is left alone only when the page imports a companion module of the models",
        arguments: [
            (["ModelsBuilders"], #"let node: Plain = "call()""#, false),
            (["ModelsBuilders"], "let node: Plain = 3", false),
            (
                ["ModelsBuilders"], #"let pantry = Pantry(shelf: .top, roster: Roster(), team: "x", weight: 1, plain: Plain())"#,
                false
            ),
            (["Foundation"], #"let node: Plain = "call()""#, true),
            // A module named after no model folder does not extend the models' types.
            (["Metrics"], #"let node: Plain = "call()""#, true),
            ([], #"let node: Plain = "call()""#, true),
            (["ModelsBuilders"], #"let count: Int = "three""#, true),
            (["ModelsBuilders"], "struct Local: Equatable {}\nlet local: Local = [1]", true),
        ])
    func literal(modules: [String], code: String, reported: Bool) {
        let result = LiteralConformanceTests.checker.check(
            code: code, info: "swift", file: "doc.md", firstLine: 1, scope: ExamplePageScope(importedModules: modules))
        let found = result.diagnostics.map { "\($0.severity) \($0.message) \($0.rule)" }
        #expect(found.contains { $0.hasSuffix(" swift-argument-type") } == reported, "\(found)")
    }
}
