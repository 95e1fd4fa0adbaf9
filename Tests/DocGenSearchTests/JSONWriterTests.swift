import Foundation
import Testing

@testable import DocGenSearch

@Suite struct JSONWriterTests {
    /// What the search index used to write through Foundation, which the writer must match byte for byte.
    private func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test(
        "strings are escaped as JSONEncoder escapes them",
        arguments: [
            "plain", "", "quote \" and backslash \\", "slash / stays", "배너의 정책을", "tab\tnew\nline\r\u{8}\u{C}",
            "\u{0}\u{1}\u{1F}\u{7F}", "emoji 😀 and 𠀀", "line\u{2028}separator", "é vs e\u{301}", "<script>&amp;",
            "\"\"", "\\", "\nstarts and ends\t", "배\"너\\", String(repeating: "long run ", count: 200) + "\"",
        ])
    func escaping(text: String) throws {
        var writer = JSONWriter()
        writer.string(text)
        #expect(writer.text == String(try encoded([text]).dropFirst().dropLast()))
    }

    @Test("every ASCII control character is escaped as JSONEncoder escapes it")
    func controlCharacters() throws {
        let text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
        var writer = JSONWriter()
        writer.strings([text, "배너"])
        #expect(writer.text == (try encoded([text, "배너"])))
    }

    @Test("object keys come out in JSONEncoder's sorted order")
    func sortedKeys() throws {
        let keys = ["10", "9", "a", "B", "_x", "a1", "a10", "é", "e\u{301}x", "가", "나", "ｆ", "😀", "𠀀", "\u{E000}", "b"]
        let object = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var writer = JSONWriter()
        writer.object(object) { $0.integer($1) }
        #expect(writer.text == (try encoded(object)))
        var empty = JSONWriter()
        empty.object([String: Int]()) { $0.integer($1) }
        #expect(empty.text == "{}")
    }

    @Test(
        "integers are written as JSONEncoder writes them",
        arguments: [0, 7, 9, 10, 99, 100, 101, -3, 1_000_000, 4_096_001, Int.max, Int.min])
    func integers(value: Int) throws {
        var writer = JSONWriter()
        writer.integer(value)
        #expect(writer.text == (try encoded(value)))
    }
}
