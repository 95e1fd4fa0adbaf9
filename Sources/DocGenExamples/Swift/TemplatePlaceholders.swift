import DocGenDiagnostics
import SwiftSyntax

/// Placeholders of other template languages in a Swift example (`<your-name>`, `<db>`), which
/// a reader must fill in, so the block is not Swift as written.
///
/// Swift parses `let name = <your-name>` as a prefix `<` and a postfix `>`, operators that no
/// Swift library declares; in an argument excerpt such a block would otherwise pass. Xcode's
/// own placeholders (`<#name#>`) are elisions, not these.
enum TemplatePlaceholders {
    /// A `swift-syntax` error at each such placeholder in `tree`, parsed from `code` (maybe in
    /// an excerpt's context), with `lines` the lines of the tree's text.
    static func errors(in tree: SourceFileSyntax, code: String, lines: TextLines) -> [Diagnostic] {
        guard mayHold(code) else { return [] }
        var found: [Diagnostic] = []
        var source: [UInt8] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case let .prefixOperator(name) = token.tokenKind, name.hasPrefix("<") else { continue }
            if source.isEmpty { source = Array(tree.description.utf8) }
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let utf8 = source
            var end = start + 1
            while end < utf8.count, utf8[end] != UInt8(ascii: ">"), utf8[end] != UInt8(ascii: "\n"), end - start < 40 {
                end += 1
            }
            let shown = String(decoding: utf8[start..<min(end + 1, utf8.count)], as: UTF8.self)
            found.append(
                .error(
                    "'\(shown)' is a placeholder to fill in, not Swift; write the value, or Xcode's '<#…#>' to leave it out",
                    at: lines.location(utf8Offset: start), rule: "swift-syntax"))
        }
        return found
    }

    // Only a `<` after no identifier and before a letter can start one; generics (`Array<Int>`)
    // and comparisons (`a < b`) never do, so most blocks are not walked.
    private static func mayHold(_ code: String) -> Bool {
        var previous: UInt8 = UInt8(ascii: " ")
        var isAngle = false
        for byte in code.utf8 {
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            if isAngle, isLetter { return true }
            isAngle = byte == UInt8(ascii: "<") && " \t\n=(,:[".utf8.contains(previous)
            previous = byte
        }
        return false
    }
}
