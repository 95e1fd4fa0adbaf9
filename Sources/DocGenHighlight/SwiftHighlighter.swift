import DocGenMarkdown
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift from swift-syntax's own classification, the one editors use.
enum SwiftHighlighter {
    static func html(for code: String) -> String {
        let tree = Parser.parse(source: code)
        let bytes = Array(code.utf8)
        var output = ""
        output.reserveCapacity(code.utf8.count * 2)
        var cursor = 0
        for classified in tree.classifications {
            let start = max(cursor, min(bytes.count, classified.range.lowerBound.utf8Offset))
            let end = max(start, min(bytes.count, classified.range.upperBound.utf8Offset))
            if start > cursor { append(bytes[cursor..<start], into: &output) }
            if let name = className(classified.kind, text: bytes[start..<end]) {
                output += "<span class=\"\(name)\">"
                append(bytes[start..<end], into: &output)
                output += "</span>"
            } else {
                append(bytes[start..<end], into: &output)
            }
            cursor = end
        }
        if cursor < bytes.count { append(bytes[cursor...], into: &output) }
        return output
    }

    private static func className(_ kind: SyntaxClassification, text: ArraySlice<UInt8>) -> String? {
        switch kind {
        case .keyword, .ifConfigDirective:
            let word = String(decoding: text, as: UTF8.self)
            return ["true", "false", "nil"].contains(word) ? "hl-literal" : "hl-keyword"
        case .type: return "hl-type"
        case .stringLiteral, .regexLiteral: return "hl-string"
        case .integerLiteral, .floatLiteral: return "hl-number"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return "hl-comment"
        case .attribute: return "hl-attribute"
        case .argumentLabel: return "hl-label"
        case .dollarIdentifier, .editorPlaceholder: return "hl-variable"
        case .identifier, .operator, .none: return nil
        @unknown default: return nil
        }
    }

    private static func append(_ bytes: ArraySlice<UInt8>, into output: inout String) {
        HTMLEscaping.appendText(String(decoding: bytes, as: UTF8.self), to: &output)
    }
}
