import Testing

@testable import DocGenExamples

/// `expect-error` shows a mistake on purpose; words docgen does not know are reported.
@Suite struct FenceMarkerTests {
    static func check(_ code: String, info: String) -> ExampleResult {
        Models.checker.check(code: code, info: info, file: "doc.md", firstLine: 10)
    }

    static func findings(_ result: ExampleResult) -> [String] {
        result.diagnostics.map { "\($0.severity.rawValue) \($0.rule) \($0.location?.line ?? 0)" }
    }

    @Test(
        "an expected error is shown, not reported; a missing one is an error at the fence",
        arguments: [
            (#"{ "type": "vip", "titel": "VIP", "icon": "crown.fill" }"#, "json QuickLinkItem expect-error", []),
            (
                #"{ "type": "vip", "titel": "VIP", "icon": "crown.fill" }"#,
                "json QuickLinkItem expect-error=json-unknown-key", []
            ),
            (
                #"{ "type": "vip", "titel": "VIP", "icon": "crown.fill" }"#, "json QuickLinkItem expect-error=json-null",
                ["error expect-error 9", "error json-unknown-key 10"]
            ),
            (
                #"{ "type": "vip", "title": "VIP", "icon": "crown.fill" }"#, "json QuickLinkItem expect-error",
                ["error expect-error 9"]
            ),
            (#"let item = QuickLinkItem(type: .vip, titel: "VIP", icon: "crown.fill")"#, "swift expect-error", []),
            (
                #"let item = QuickLinkItem(type: .vip, title: "VIP", icon: "crown.fill")"#, "swift expect-error",
                ["error expect-error 9"]
            ),
        ] as [(String, String, [String])])
    func expectError(code: String, info: String, expected: [String]) {
        let result = Self.check(code, info: info)
        #expect(Self.findings(result) == expected)
        #expect(result.samples.isEmpty)
    }

    @Test("a word docgen does not know in a swift info string is a warning with a suggestion")
    func unknownWord() {
        let result = Self.check(#"let x = 1"#, info: "swift nocheck")
        #expect(Self.findings(result) == ["warning fence-info 9"])
        #expect(result.diagnostics.first?.message == "unknown word 'nocheck' in the info string; did you mean 'no-check'?")
    }

    @Test(
        "markers after a json type are not part of it",
        arguments: ["json [String: QuickLinkItem] expect-error", "json QuickLinkItem  expect-error=json-unknown-key "])
    func typeText(info: String) {
        #expect(FenceInfo(info) == .json(typeText: info.contains("[") ? "[String: QuickLinkItem]" : "QuickLinkItem"))
    }
}
