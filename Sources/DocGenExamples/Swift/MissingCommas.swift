import DocGenDiagnostics
import SwiftParser
import SwiftSyntax

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
        var ends: [Int] = []
        var offset = 0
        for (number, line) in all.enumerated() {
            defer { offset += line.utf8.count + 1 }
            let trimmed = String(line.reversed().drop(while: \.isWhitespace).reversed())
            guard let last = trimmed.last, !",([{:".contains(last), !line.contains("//"),
                let next = all.dropFirst(number + 1).first(where: { !$0.allSatisfy(\.isWhitespace) }),
                ExcerptContext.startsWithLabel(next)
            else { continue }
            ends.append(offset + trimmed.utf8.count)
        }
        guard !ends.isEmpty else { return nil }
        var bytes = Array(code.utf8)
        for end in ends.reversed() { bytes.insert(UInt8(ascii: ","), at: end) }
        let fixed = String(decoding: bytes, as: UTF8.self)
        let tree = Parser.parse(source: fixed)
        if SyntaxErrorCollector.errors(in: tree, lines: lines, rule: "").isEmpty {
            // The commas must join arguments or elements, not make `var a: Int` and `b: Int` one declaration.
            for (number, end) in ends.enumerated() {
                let comma = tree.token(at: AbsolutePosition(utf8Offset: end + number))
                guard comma?.tokenKind == .comma, let list = comma?.parent, Self.joinsArguments(list) else { return nil }
            }
        } else {
            guard let excerpt = ExcerptContext.parse(fixed, lines: lines), excerpt.context == .arguments else { return nil }
        }
        return ends.map { .error("expected ',' between arguments", at: lines.location(utf8Offset: $0), rule: "swift-syntax") }
    }

    /// Whether a comma's parent is an argument, an element of a collection or tuple, or a parameter.
    private static func joinsArguments(_ node: Syntax) -> Bool {
        node.is(LabeledExprSyntax.self) || node.is(ArrayElementSyntax.self) || node.is(DictionaryElementSyntax.self)
            || node.is(FunctionParameterSyntax.self) || node.is(TupleTypeElementSyntax.self)
            || node.is(EnumCaseParameterSyntax.self)
    }
}
