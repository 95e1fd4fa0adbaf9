import SwiftParser
import SwiftSyntax
import Testing

@testable import DocGenExamples

/// `#if` conditions on versions are read against Swift 6.3; any other condition is unknown.
@Suite struct VersionConditionTests {
    @Test(
        "a version condition holds or not for Swift 6.3, and any other is unknown",
        arguments: [
            ("swift(>=5.9)", true), ("swift(>=6.3)", true), ("compiler(>=6.4)", false), ("swift(>=7)", false),
            ("swift(<5)", false), ("compiler(<6.4)", true), ("!swift(>=5)", false), ("(swift(>=5.0))", true),
            ("compiler(>=6.4) && Flag", false), ("compiler(>=5.7) && hasFeature(X)", nil),
            ("swift(<4) || compiler(>=9)", false), ("swift(<4) || DEBUG", nil), ("os(iOS)", nil), ("DEBUG", nil),
        ] as [(String, Bool?)])
    func condition(_ text: String, _ expected: Bool?) throws {
        let tree = Parser.parse(source: "#if \(text)\n#endif")
        let declaration = try #require(tree.statements.first?.item.as(IfConfigDeclSyntax.self))
        let condition = try #require(declaration.clauses.first?.condition)
        #expect(VersionCondition.holds(condition) == expected)
    }
}
