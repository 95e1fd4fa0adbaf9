import DocGenExamples
import Testing

/// JSON syntax errors through the checker: message and exact position.
@Suite("JSON parser")
struct JSONParserTests {
    @Test(
        "A syntax error has a message and the position of the offending character",
        arguments: [
            ("{ \"a\": 1 } x", "expected the end of the json, found 'x'", "10:12"),
            ("{ a: 1 }", "object keys must be double-quoted strings", "10:3"),
            ("{ 'a': 1 }", "json strings use double quotes, not single quotes", "10:3"),
            ("[01]", "leading zeros are not allowed in json numbers", "10:3"),
            ("[1.]", "expected a digit after '.', found ']'", "10:4"),
            ("[-]", "expected a digit, found ']'", "10:3"),
            ("[tru]", "expected a value, found 'tru'", "10:2"),
            ("[NaN]", "expected a value, found 'N'", "10:2"),
            ("{ \"a\" 1 }", "expected ':' after the key, found '1'", "10:7"),
            ("[\n  1,\n  2", "expected ',' or ']', found end of input", "12:4"),
            ("[\"\\ud800\"]", "unpaired surrogate in '\\u' escape", "10:3"),
            ("[\"\\u12\"]", "'\\u' must be followed by four hex digits", "10:3"),
            ("[\"a\tb\"]", "control characters must be escaped in json strings", "10:4"),
            ("", "expected a value, found end of input", "10:1"),
            ("{ \"키\": 1 ,, }", "expected a string key, found ','", "10:11"),
            ("{ \"a\": 1,\n}", "trailing commas are not allowed in json", "10:9"),
            ("[1,\n  2 ,\n]", "trailing commas are not allowed in json", "11:5"),
        ])
    func syntaxError(code: String, message: String, place: String) {
        let result = Models.checker.check(code: code, info: "json [String: Int]", file: "doc.md", firstLine: 10)
        let diagnostic = result.diagnostics.first
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic?.rule == "json-syntax")
        #expect(diagnostic?.message == message)
        #expect(diagnostic.flatMap(\.location).map { "\($0.line):\($0.column)" } == place)
    }

    @Test("Very deep nesting is stopped with a diagnostic instead of overflowing the stack")
    func deepNesting() {
        let code = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = Models.checker.check(code: code, info: "json [Int]", file: "doc.md", firstLine: 1)
        #expect(result.diagnostics.map(\.rule) == ["json-depth"])
        #expect(result.diagnostics.first?.message == "json is nested deeper than 256 levels")
    }

    @Test("Nesting at the limit is accepted")
    func nestingAtLimit() {
        let code = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        let result = Models.checker.check(code: code, info: "json [[Int]]", file: "doc.md", firstLine: 1)
        #expect(!result.diagnostics.contains { $0.rule == "json-depth" || $0.rule == "json-syntax" })
    }

    @Test(
        "Huge and tiny numbers are range-checked without losing precision",
        arguments: [
            ("[9223372036854775807, -9223372036854775808]", "[Int]", []),
            ("[9223372036854775808]", "[Int]", ["json-number-range"]),
            ("[\(String(repeating: "9", count: 5000))]", "[Int]", ["json-number-range"]),
            ("[\(String(repeating: "9", count: 5000))]", "[Double]", ["json-number-range"]),
            ("[1e308, 123456789012345678901234567890]", "[Double]", []),
            ("[1e309]", "[Double]", ["json-number-range"]),
            ("[1e-400]", "[Double]", ["json-number-range"]),
            ("[0e-400, -0.0]", "[Double]", []),
            ("[3.5e38]", "[Float]", ["json-number-range"]),
            ("[256]", "[UInt8]", ["json-number-range"]),
            ("[-1]", "[UInt]", ["json-number-range"]),
        ] as [(String, String, [String])])
    func numbers(code: String, type: String, rules: [String]) {
        let result = Models.checker.check(code: code, info: "json \(type)", file: "doc.md", firstLine: 1)
        #expect(result.diagnostics.map(\.rule) == rules)
    }

    @Test("A large flat array is parsed in one pass")
    func largeArray() {
        let code = "[" + Array(repeating: "1", count: 200_000).joined(separator: ",") + "]"
        let result = Models.checker.check(code: code, info: "json [Int]", file: "doc.md", firstLine: 1)
        #expect(result.diagnostics.isEmpty)
    }
}
