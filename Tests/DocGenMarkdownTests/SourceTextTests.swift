import Testing

@testable import DocGenMarkdown

@Suite struct SourceTextTests {
    @Test(
        "a byte column becomes the column in scalars, on lines of every length and script",
        arguments: [
            "plain ASCII\nsecond line\n",
            "배너의 정책은 다음과 같다.\n그리고 **강조**와 `code`.",
            String(repeating: "가a😀é", count: 40) + "\n\n" + String(repeating: "x", count: 130),
            "\n\n\n",
            "",
        ])
    func columnsCountScalars(text: String) {
        let source = SourceText(text, firstLine: 10)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (lineIndex, line) in lines.enumerated() {
            var byteColumn = 1
            for (scalarIndex, scalar) in line.unicodeScalars.enumerated() {
                let position = source.position(line: lineIndex + 1, byteColumn: byteColumn)
                #expect(position == SourcePosition(line: lineIndex + 10, column: scalarIndex + 1))
                byteColumn += String(scalar).utf8.count
            }
            let end = source.position(line: lineIndex + 1, byteColumn: byteColumn)
            #expect(end == SourcePosition(line: lineIndex + 10, column: line.unicodeScalars.count + 1))
        }
    }
}
