import Testing

@testable import DocGenExamples

/// `#if` conditions on versions are read against Swift 6.3: a clause whose condition does not
/// hold is not parsed for errors, and any other condition leaves its clause read.
@Suite struct VersionConditionTests {
    @Test(
        "a clause is read unless its version condition does not hold for Swift 6.3",
        arguments: [
            ("swift(>=5.9)", true), ("swift(>=6.3)", true), ("compiler(>=6.4)", false), ("swift(>=7)", false),
            ("swift(<5)", false), ("compiler(<6.4)", true), ("!swift(>=5)", false), ("(swift(>=5.0))", true),
            ("compiler(>=6.4) && Flag", false), ("compiler(>=5.7) && hasFeature(X)", true),
            ("swift(<4) || compiler(>=9)", false), ("swift(<4) || DEBUG", true), ("os(iOS)", true), ("DEBUG", true),
        ])
    func condition(_ condition: String, isRead: Bool) {
        let code = "#if \(condition)\nlet broken = (\n#endif"
        #expect(findings(code, info: "swift").isEmpty == !isRead, "\(condition)")
    }
}
