import SwiftSyntax

/// Reads the documentation comment written before a declaration.
enum DocComment {
    /// The `///` lines or `/** */` block before the node, markers and common indentation removed; nil when there is none.
    static func text(before node: some SyntaxProtocol) -> String? {
        var lines: [String] = []
        for piece in node.leadingTrivia {
            switch piece {
            case let .docLineComment(text):
                lines.append(String(text.dropFirst(3)))
            case let .docBlockComment(text):
                let body = text.dropFirst(3).dropLast(2)
                lines += body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    let trimmed = line.drop { $0 == " " || $0 == "\t" }
                    return String(trimmed.first == "*" ? trimmed.dropFirst() : trimmed)
                }
            case .lineComment, .blockComment:
                // An ordinary comment between the doc comment and the declaration ends the doc comment.
                lines.removeAll()
            default:
                continue
            }
        }
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        let text = lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            .joined(separator: "\n").trimmingCharacters(in: "\n")
        return text.isEmpty ? nil : text
    }
}
