import Testing

@testable import DocGenExamples

/// String literals where a `Character` or a raw value is expected: one character or not, and their text.
@Suite("String literal kinds")
struct LiteralKindTests {
    static let checker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Models/Glyph.swift",
                """
                public struct Glyph { public let mark: Character }
                public enum Kind: String { case alpha, beta }
                """
            )
        ]))

    @Test(
        "a Character takes a literal of exactly one character",
        arguments: [
            (#""a""#, true), (#""ab""#, false), (#""""#, false), ("\"e\u{301}\"", true), (#""👍🏽""#, true),
            (#""배""#, true), (#""배너""#, false), (#""\u{E9}""#, true), (#""\u{65}\u{301}""#, true),
            (#""\u{65}\u{66}""#, false), (#""\n""#, true), (#""\\n""#, false), (##"#"\#u{41}"#"##, true),
            (##"#"\u{41}"#"##, false),
        ])
    func character(literal: String, accepted: Bool) {
        let found = findings("let glyph = Glyph(mark: \(literal))", info: "swift", checker: Self.checker)
        #expect(found == (accepted ? [] : ["error swift-argument-type 10:25"]))
    }

    @Test(
        "init(rawValue:) is checked against the literal's text, all of its lines, and not with interpolation",
        arguments: [
            (#""alpha""#, true), (#""alpah""#, false), (#""al\("p")ha""#, true),
            ("\"\"\"\nalpha\nbeta\n\"\"\"", false), ("\"\"\"\nalpha\n\"\"\"", true),
        ])
    func rawValue(literal: String, accepted: Bool) {
        let found = findings("let kind = Kind(rawValue: \(literal))", info: "swift", checker: Self.checker)
        #expect(found == (accepted ? [] : ["warning swift-raw-value 10:27"]))
    }

    @Test(
        "a raw value that matches no case is no mistake where the example tests the result for nil",
        arguments: [
            ("let kind = Kind(rawValue: \"gamma\")\nif kind == nil { print(\"unknown\") }", true),
            ("if Kind(rawValue: \"gamma\") == nil { print(\"unknown\") }", true),
            ("if let kind = Kind(rawValue: \"gamma\") { print(kind) } else { print(\"unknown\") }", true),
            ("let kind = Kind(rawValue: \"gamma\")\nguard let kind else { return }", true),
            ("let kind = Kind(rawValue: \"gamma\") ?? .alpha", true),
            ("let kind = Kind(rawValue: \"gamma\")!", false),
            ("let kind = Kind(rawValue: \"gamma\")\nprint(kind)", false),
        ])
    func testedForNil(code: String, accepted: Bool) {
        let found = findings(code, info: "swift", checker: Self.checker)
        #expect(found.contains { $0.hasPrefix("warning swift-raw-value") } == !accepted, "\(found)")
    }
}
