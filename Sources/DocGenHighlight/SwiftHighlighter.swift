import DocGenMarkdown
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift with swift-syntax's classification, the one editors use (SwiftIDEUtils'
/// kinds, found by `SwiftClassifier`).
enum SwiftHighlighter {
    static func html(for code: String) -> String {
        html(for: code, tree: Parser.parse(source: code))
    }

    /// The HTML of code already parsed into `tree`.
    static func html(for code: String, tree: SourceFileSyntax) -> String {
        var code = code
        return code.withUTF8 { bytes in
            var output = HTMLBytes(capacity: bytes.count * 2)
            var cursor = 0
            for classified in SwiftClassifier.spans(of: tree, source: bytes) {
                let start = max(cursor, min(bytes.count, classified.start))
                let end = max(start, min(bytes.count, classified.end))
                if start > cursor { output.code(bytes, cursor..<start) }
                if let open = openingTag(classified.kind, text: UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                    output.raw(open)
                    output.code(bytes, start..<end)
                    output.raw("</span>")
                } else {
                    output.code(bytes, start..<end)
                }
                cursor = end
            }
            if cursor < bytes.count { output.code(bytes, cursor..<bytes.count) }
            return output.text
        }
    }

    private static func openingTag(_ kind: SyntaxClassification, text: UnsafeBufferPointer<UInt8>) -> StaticString? {
        switch kind {
        case .keyword, .ifConfigDirective:
            let isLiteral = text.elementsEqual("true".utf8) || text.elementsEqual("false".utf8) || text.elementsEqual("nil".utf8)
            return isLiteral ? "<span class=\"hb\">" : "<span class=\"hk\">"
        case .type: return "<span class=\"ht\">"
        case .stringLiteral, .regexLiteral: return "<span class=\"hs\">"
        case .integerLiteral, .floatLiteral: return "<span class=\"hn\">"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return "<span class=\"hc\">"
        case .attribute: return "<span class=\"ha\">"
        case .argumentLabel: return "<span class=\"hl\">"
        case .dollarIdentifier, .editorPlaceholder: return "<span class=\"hv\">"
        case .identifier, .operator, .none: return nil
        @unknown default: return nil
        }
    }
}
