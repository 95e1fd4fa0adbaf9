import Testing

@testable import DocGenExamples

/// Mistakes a guide shows on purpose, marked by a comment, are notes; the same mistake unmarked
/// is still an error, and an `expect-error` block keeps the error its marker needs.
@Suite("Error comments")
struct ErrorCommentsTests {
    static let checker = ExampleChecker(
        index: TypeIndex.build(sources: [
            ("Models/Tint.swift", "public struct Tint { public init(red: Double, green: Double, blue: Double) {} }")
        ]))

    @Test(
        "an error on a line its comment marks is a note",
        arguments: [
            "let tint = Tint(0, 1, 0) // Error: the labels are required",
            "let tint = Tint(0, 1, 0) // invalid, labels are missing",
            "let tint = Tint(0, 1, 0)\n// this reports a compile-time error: labels are required",
            "let tint = Tint(0, 1, 0)  // ❌",
            "let tint = Tint(0, 1, 0) // This does not compile.",
            "// This code isn't valid.\nlet tint = Tint(0, 1, 0)",
            "let tint = Tint(0, 1, 0)  🛑",
            "let tint = Tint(0, 1, 0) ⛔️",
            "let tint = Tint(red: 0, green: 1, blue: 0)\nlet other = Tint(0, 1, 0)  // 🛑 labels",
            // Translated books and guides say so in their own language.
            "let tint = Tint(0, 1, 0) // ラベルが必要なため、コンパイルエラーになります",
            "// このコードは無効です\nlet tint = Tint(0, 1, 0)",
            "let tint = Tint(0, 1, 0) // 레이블이 없으면 컴파일 오류",
            "let tint = Tint(0, 1, 0) // 레이블이 없어서 컴파일 에러가 납니다",
            "let tint = Tint(0, 1, 0) // 编译错误：缺少参数标签",
        ])
    func marked(code: String) {
        let found = findings(code, info: "swift", checker: Self.checker)
        #expect(!found.isEmpty && found.allSatisfy { $0.hasPrefix("note ") }, "\(found)")
    }

    @Test(
        "an error whose comment does not mark it stays an error",
        arguments: [
            "let tint = Tint(0, 1, 0) // labels left out",
            "let tint = Tint(0, 1, 0)\nlet message = \"// Error\"",
            "let other = 1\n// Error handling comes later\n\nlet size = 2\nlet tint = Tint(0, 1, 0)",
            "let sign = \"🛑\"\nlet tint = Tint(0, 1, 0)",
            "/// Errors are reported to the delegate.\nlet tint = Tint(0, 1, 0)",
            "let tint = Tint(0, 1, 0) /// error-free tint",
            "let tint = Tint(0, 1, 0) // ボタンを無効にする色",
            "let tint = Tint(0, 1, 0) // 색은 뒤의 오류 처리와 함께 다룹니다",
            // Comments that only speak of errors or of what is invalid mark nothing.
            "// エラーを表示する\nlet tint = Tint(0, 1, 0)",
            "let tint = Tint(0, 1, 0) // 유효하지 않은 입력",
            "let tint = Tint(0, 1, 0) // 错误处理",
            "let tint = Tint(0, 1, 0) // 오류: 빨강",
        ])
    func unmarked(code: String) {
        let found = findings(code, info: "swift", checker: Self.checker)
        #expect(found.contains { $0.hasPrefix("error ") }, "\(found)")
    }

    @Test("an expect-error block keeps the error its comment marks")
    func expectError() {
        let found = findings("let tint = Tint(0, 1, 0) // Error", info: "swift expect-error", checker: Self.checker)
        #expect(!found.contains { $0.hasPrefix("error ") }, "\(found)")
    }

    @Test(
        "a template's placeholders where Swift takes no expression are no syntax errors; other lines are checked",
        arguments: [
            ("func <#function name#>(<#parameters#>) -> <#return type#> {\n    <#statements#>\n}", true),
            ("init(<#parameters#>) {\n    <#statements#>\n}", true),
            ("import <#module#>.<#symbol name#>", true),
            ("init(<#parameters#>) {\n    <#statements#>\n}\nlet x = (", false),
            ("extension <#type name#> where <#requirements#> {\n    <#declarations#>\n}", true),
            ("let value = compute(<#argument#>\nlet other = 1", false),
            ("let url = URL(/* ... */\nlet other = 1", false),
        ])
    func templates(code: String, clean: Bool) {
        let found = findings(code, info: "swift", checker: Self.checker)
        #expect(found.isEmpty == clean, "\(found)")
    }
}
