import DocGenDiagnostics
import SwiftParser

/// Lines of labeled arguments written without the commas between them (`host: host`, then
/// `port: 80` on the next line), a common slip in docs and in alternatives shown one per line.
///
/// swift-syntax reads the second label as a declaration missing its `var`, or as unexpected
/// code; when the block parses once a comma ends each such line, as a whole file or as an
/// excerpt, one error at each line's end says what is missing instead.
enum MissingCommas {
    /// The errors for a block that parses with a comma at the end of each line a labeled line
    /// follows; nil when it has no such line or still does not parse.
    static func errors(in code: String, lines: TextLines) -> [Diagnostic]? {
        let all = code.split(separator: "\n", omittingEmptySubsequences: false)
        var ends: [(line: Int, column: Int, offset: Int)] = []
        var offset = 0
        for (number, line) in all.enumerated() {
            defer { offset += line.utf8.count + 1 }
            let trimmed = String(line.reversed().drop(while: \.isWhitespace).reversed())
            guard let last = trimmed.last, !",([{:".contains(last), !line.contains("//"),
                let next = all.dropFirst(number + 1).first(where: { !$0.allSatisfy(\.isWhitespace) }),
                startsWithLabel(next)
            else { continue }
            ends.append((number + 1, trimmed.unicodeScalars.count + 1, offset + trimmed.utf8.count))
        }
        guard !ends.isEmpty else { return nil }
        var bytes = Array(code.utf8)
        for end in ends.reversed() { bytes.insert(UInt8(ascii: ","), at: end.offset) }
        let fixed = String(decoding: bytes, as: UTF8.self)
        let tree = Parser.parse(source: fixed)
        guard
            SyntaxErrorCollector.errors(in: tree, lines: lines, rule: "").isEmpty
                || ExcerptContext.parse(fixed, lines: lines) != nil
        else { return nil }
        return ends.map { end in
            .error(
                "expected ',' between arguments", at: lines.location(line: end.line, column: end.column),
                rule: "swift-syntax")
        }
    }

    /// Whether a line starts with an argument label (`port:`), not a `case` or `default` label.
    private static func startsWithLabel(_ line: Substring) -> Bool {
        let text = line.drop(while: \.isWhitespace)
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, name != "case", name != "default", name.first?.isNumber == false else { return false }
        let after = text.dropFirst(name.count)
        return after.first == ":" && after.dropFirst().first != ":"
    }
}
