import SwiftSyntax

/// Code left out of a Swift example: `...` and `…` where Swift expects code, `/* ... */` and
/// `// ...` comments, a block comment standing alone where code must be (`f(/* a name */)`), a
/// line comment ending a line that assigns nothing (`let bytes: [UInt8] = // from somewhere`),
/// and Xcode's `<#placeholder#>`.
///
/// Before parsing, an elision where Swift expects an expression, a type or a pattern becomes an
/// editor placeholder (`<#...#>`), which swift-syntax reads as any of them, and one where
/// nothing may stand (a line among statements, members or arguments, an empty body, a
/// parameter list) becomes a comment (`/*...*/`). A range (`0...5`, `a ... b`, `x...`, `...x`) is not an elision, and nothing
/// in a string or a comment changes. A placeholder's type is unknown, and a call whose arguments
/// hold an elision may have any others.
enum Elisions {
    /// The code with its elisions replaced, and where a replacement is wider than the elision;
    /// nil when it has none.
    static func rewrite(_ code: String) -> (code: String, widenings: [TextLines.Widening])? {
        guard mayElide(code) else { return nil }
        var scanner = ElisionScanner(bytes: Array(code.utf8))
        scanner.scan()
        guard !scanner.elisions.isEmpty else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scanner.bytes.count + 8 * scanner.elisions.count)
        var widenings: [TextLines.Widening] = []
        var copied = 0
        for elision in scanner.elisions {
            bytes += scanner.bytes[copied..<elision.range.lowerBound]
            let original = scanner.bytes[elision.range]
            let start = bytes.count
            // A comment, unlike spaces, still tells a call that it has arguments left out.
            bytes += Array((elision.isPlaceholder ? "<#" : "/*").utf8) + original
            bytes += Array((elision.isPlaceholder ? "#>" : "*/").utf8)
            // An entry of a dictionary left out is a key and a value.
            if elision.isEntry { bytes += Array(": <#...#>".utf8) }
            widenings.append(TextLines.Widening(start: start, end: bytes.count, extra: bytes.count - start - original.count))
            copied = elision.range.upperBound
        }
        bytes += scanner.bytes[copied...]
        return (String(decoding: bytes, as: UTF8.self), widenings)
    }

    /// `text` with the wrappers `rewrite` put around elisions taken off, so a message quotes
    /// what the writer wrote (`[...]`, not `/*[...]*/`; `...`, not `<#...#>`).
    static func unwrapped(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = [rest.firstRange(of: "<#"), rest.firstRange(of: "/*")].compactMap({ $0 })
            .min(by: { $0.lowerBound < $1.lowerBound })
        {
            let closer = rest[start] == "<#" ? "#>" : "*/"
            let inner = rest[start.upperBound...]
            guard let close = inner.firstRange(of: closer) else { break }
            let original = inner[..<close.lowerBound]
            let isOurs = closer == "#>" ? isRewritten(original) : isEllipsis(String(original))
            result += rest[..<start.lowerBound]
            result += isOurs ? original : rest[start.lowerBound..<close.upperBound]
            rest = inner[close.upperBound...]
        }
        return result + rest
    }

    /// Whether a placeholder's text (between `<#` and `#>`) is one `rewrite` made of an
    /// elision (`...`, `…`, `[...]`, `// ...`), not one the writer wrote (`<#name#>`).
    static func isRewritten(_ inner: some StringProtocol) -> Bool {
        guard let first = inner.first else { return false }
        return first == "." || first == "…" || first == "/" || inner.hasPrefix("[.") || inner.hasPrefix("[…")
    }

    /// Whether `call`'s arguments hold an elision: a placeholder argument, or a comment that
    /// starts or ends with an ellipsis (`/* ... */`, `// … more`), so it may have arguments
    /// docgen cannot see.
    static func elidesArguments(_ call: FunctionCallExprSyntax) -> Bool {
        if call.arguments.contains(where: { isPlaceholder($0.expression) }) { return true }
        var trivia: [Trivia] = [call.leftParen?.trailingTrivia ?? [], call.rightParen?.leadingTrivia ?? []]
        for token in call.arguments.tokens(viewMode: .sourceAccurate) {
            trivia += [token.leadingTrivia, token.trailingTrivia]
        }
        return trivia.contains { $0.contains(where: isElisionComment) }
    }

    /// Whether a type's body marks members left out: a comment that starts or ends with an
    /// ellipsis (`// ...`), which an elided line among members has become.
    static func elidesMembers(_ block: MemberBlockSyntax) -> Bool {
        var trivia: [Trivia] = [block.leftBrace.trailingTrivia, block.rightBrace.leadingTrivia]
        for token in block.members.tokens(viewMode: .sourceAccurate) {
            trivia += [token.leadingTrivia, token.trailingTrivia]
        }
        return trivia.contains { $0.contains(where: isElisionComment) }
    }

    /// Whether `expression` is an editor placeholder, which stands for any expression.
    static func isPlaceholder(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        let text = reference.baseName.text
        return text.hasPrefix("<#") && text.hasSuffix("#>")
    }

    /// Whether the last comment of `trivia` marks code left out (`// ...`, `...`).
    static func endsWithElision(_ trivia: Trivia) -> Bool {
        trivia.pieces.last(where: { !$0.isWhitespace }).map(isElisionComment) ?? false
    }

    private static func isElisionComment(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case let .lineComment(comment): isEllipsis(String(comment.dropFirst(2)))
        case let .blockComment(comment): isEllipsis(String(comment.dropFirst(2).dropLast(2)))
        default: false
        }
    }

    /// Whether a comment's text marks code left out: `...`, `… more options`, `rest ...`.
    static func isEllipsis(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        let isEllipsis: (Substring?) -> Bool = { ["...", "…", "[...]", "[…]"].contains($0) }
        // An ellipsis may lean on the first word (`// ...rest of the implementation...`).
        let leans = words.first.map { $0.hasPrefix("...") || $0.hasPrefix("…") } ?? false
        return leans || isEllipsis(words.first) || isEllipsis(words.last)
    }

    // Nearly every block has neither `...`, `…`, `/*` nor `= //`; a byte scan finds out.
    private static func mayElide(_ code: String) -> Bool {
        // The two bytes before the current one: `..` before a `.`, the start of `…` in UTF-8, or
        // `/` before a `*` or a `/`; and the last byte before them that is not a space.
        var (first, second): (UInt8, UInt8) = (0, 0)
        var beforeSpaces: UInt8 = 0
        for byte in code.utf8 {
            if byte == UInt8(ascii: "."), first == UInt8(ascii: "."), second == UInt8(ascii: ".") { return true }
            if byte == 0xA6, first == 0xE2, second == 0x80 { return true }
            if byte == UInt8(ascii: "*"), second == UInt8(ascii: "/") { return true }
            if byte == UInt8(ascii: "/"), second == UInt8(ascii: "/"), beforeSpaces == UInt8(ascii: "=") { return true }
            if second != UInt8(ascii: " "), second != UInt8(ascii: "\t") { beforeSpaces = second }
            (first, second) = (second, byte)
        }
        return false
    }
}
