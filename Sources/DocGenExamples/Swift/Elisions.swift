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
        var scanner = Scanner(bytes: Array(code.utf8))
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
            widenings.append(TextLines.Widening(start: start, end: bytes.count, extra: 4))
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
            let isOurs = closer == "#>" ? original.first.map { ".…/".contains($0) } ?? false : isEllipsis(String(original))
            result += rest[..<start.lowerBound]
            result += isOurs ? original : rest[start.lowerBound..<close.upperBound]
            rest = inner[close.upperBound...]
        }
        return result + rest
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
    private static func isEllipsis(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        let isEllipsis: (Substring?) -> Bool = { ["...", "…", "[...]", "[…]"].contains($0) }
        return isEllipsis(words.first) || isEllipsis(words.last)
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

    /// One elision found by the scanner.
    private struct Elision {
        var range: Range<Int>
        var isPlaceholder: Bool
    }

    /// Finds the elisions outside strings, comments and existing placeholders.
    private struct Scanner {
        let bytes: [UInt8]
        var elisions: [Elision] = []
        /// For each open `(`, whether it opens the parameters of a declaration (or an enum
        /// case's associated values), where an elision can only be nothing.
        private var parentheses: [Bool] = []
        private var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func scan() {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
                    let start = index
                    skipLine()
                    if endsAssignment(start..<index) {
                        elisions.append(Elision(range: start..<index, isPlaceholder: true))
                    } else {
                        recordComment(start..<index, text: start + 2..<index)
                    }
                case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
                    let start = index
                    skipBlockComment()
                    recordComment(start..<index, text: start + 2..<max(start + 2, index - 2), isBlock: true)
                case UInt8(ascii: "\""),
                    UInt8(ascii: "#") where startsString():
                    skipString()
                case UInt8(ascii: "<") where next(1) == UInt8(ascii: "#"):
                    skipPlaceholder()
                case UInt8(ascii: "("):
                    parentheses.append(opensParameters(at: index))
                    index += 1
                case UInt8(ascii: ")"):
                    _ = parentheses.popLast()
                    index += 1
                case UInt8(ascii: "."), 0xE2:
                    guard let end = ellipsisEnd(at: index) else {
                        index += 1
                        continue
                    }
                    // Three dots may be a range's operator; `…` is never one.
                    guard byte == 0xE2 || isElision(index..<end) else {
                        index = end
                        continue
                    }
                    // `[...]` on a line of its own marks lines left out, brackets and all.
                    if let line = bracketedLine(index..<end) {
                        elisions.append(Elision(range: line, isPlaceholder: false))
                        index = line.upperBound
                        continue
                    }
                    let through = proseEnd(after: end) ?? end
                    record(index..<through)
                    index = through
                default:
                    index += 1
                }
            }
        }

        private func next(_ distance: Int) -> UInt8? {
            index + distance < bytes.count ? bytes[index + distance] : nil
        }

        /// Where a second ellipsis on the line ends, when only words and commas follow the one
        /// ending at `end` up to it.
        ///
        /// A writer sums code up in prose so (`{ ... a, b, c ... }`): the two ellipses and the
        /// words are one elision. An ellipsis followed by a comma is an argument of its own
        /// (`f(..., x, ...)`), and `x` is still code.
        private func proseEnd(after end: Int) -> Int? {
            var position = end
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
                position += 1
            }
            guard position > end, position < bytes.count, Self.isIdentifierByte(bytes[position]) else { return nil }
            while position < bytes.count {
                if let stop = ellipsisEnd(at: position) { return stop }
                let byte = bytes[position]
                guard
                    Self.isIdentifierByte(byte) || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                        || byte == UInt8(ascii: ",")
                else { return nil }
                position += 1
            }
            return nil
        }

        /// Where the ellipsis that starts at `position` ends: `…`, or three dots or more, as
        /// writers stretch it (`xs ....`; Swift has no such operator); nil when none starts there.
        private func ellipsisEnd(at position: Int) -> Int? {
            if bytes[position] == 0xE2 {
                let isEllipsis = position + 2 < bytes.count && bytes[position + 1] == 0x80 && bytes[position + 2] == 0xA6
                return isEllipsis ? position + 3 : nil
            }
            var end = position
            while end < bytes.count, bytes[end] == UInt8(ascii: ".") { end += 1 }
            return end - position >= 3 ? end : nil
        }

        /// The brackets around the ellipsis at `range` when they are all of their line
        /// (`[...]` among members, statements or arguments); nil otherwise.
        private func bracketedLine(_ range: Range<Int>) -> Range<Int>? {
            guard range.lowerBound > 0, bytes[range.lowerBound - 1] == UInt8(ascii: "["), range.upperBound < bytes.count,
                bytes[range.upperBound] == UInt8(ascii: "]")
            else { return nil }
            var before = range.lowerBound - 2
            while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
            var after = range.upperBound + 1
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
            guard before < 0 || bytes[before] == UInt8(ascii: "\n"),
                after == bytes.count || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r")
            else { return nil }
            return range.lowerBound - 1..<range.upperBound + 1
        }

        private mutating func record(_ range: Range<Int>) {
            elisions.append(Elision(range: range, isPlaceholder: standsForCode(range)))
        }

        /// Records a comment that stands for code left out.
        ///
        /// A comment that is an elision where Swift expects code (`let result = // ...`)
        /// becomes a placeholder holding it; elsewhere it stays a comment. So does a one-line
        /// block comment that stands alone where code must be (`.timeout(/* a TimeInterval */)`,
        /// `throw /* some error */`): it names what the writer left out, as a placeholder does.
        /// A placeholder cannot span lines, so a longer comment stays one.
        ///
        /// A comment after the last element's comma of a collection (`"cpu": 2,` then `// ...`
        /// then `]`) stays one: the comma may end the list, and a placeholder is no dictionary
        /// element. One after an `import` before a leading-dot line (`import SwiftUI`, `// ...`,
        /// `.padding(8)`) stands for the value the modifiers apply to.
        private mutating func recordComment(_ range: Range<Int>, text: Range<Int>, isBlock: Bool = false) {
            guard text.lowerBound <= text.upperBound, range.upperBound <= bytes.count,
                Elisions.isEllipsis(String(decoding: bytes[text], as: UTF8.self))
                    || (isBlock && !bytes[range].contains(UInt8(ascii: "\n")) && standsAlone(range)),
                (standsForCode(range) && !endsCollection(range)) || startsChainAfterImport(range)
            else { return }
            elisions.append(Elision(range: range, isPlaceholder: true))
        }

        /// Whether `range` comes after a comma and before the `]` that closes the list.
        private func endsCollection(_ range: Range<Int>) -> Bool {
            var before = range.lowerBound - 1
            while before >= 0, Self.isSpace(bytes[before]) { before -= 1 }
            var after = range.upperBound
            while after < bytes.count, Self.isSpace(bytes[after]) { after += 1 }
            return before >= 0 && bytes[before] == UInt8(ascii: ",") && after < bytes.count && bytes[after] == UInt8(ascii: "]")
        }

        /// Whether `range` is on a line of its own after an `import` line, and the next line
        /// starts with `.`, which would otherwise go on the imported module's name.
        private func startsChainAfterImport(_ range: Range<Int>) -> Bool {
            var after = range.upperBound
            while after < bytes.count, Self.isSpace(bytes[after]) { after += 1 }
            guard after < bytes.count, bytes[after] == UInt8(ascii: "."), after + 1 < bytes.count,
                Self.isIdentifierByte(bytes[after + 1])
            else { return false }
            // The comment starts its line, and the code line above it starts with `import`.
            var lineEnd = range.lowerBound - 1
            while lineEnd >= 0, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") { lineEnd -= 1 }
            guard lineEnd >= 0, bytes[lineEnd] == UInt8(ascii: "\n") else { return false }
            while lineEnd >= 0, Self.isSpace(bytes[lineEnd]) { lineEnd -= 1 }
            guard lineEnd >= 0 else { return false }
            var lineStart = lineEnd
            while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            while lineStart < lineEnd, bytes[lineStart] == UInt8(ascii: " ") || bytes[lineStart] == UInt8(ascii: "\t") {
                lineStart += 1
            }
            return bytes[lineStart...lineEnd].starts(with: "import ".utf8)
        }

        /// Whether the line comment at `range` names a value left out: `let bytes = // from a file`.
        ///
        /// It ends a line that assigns nothing yet, and what follows cannot continue the value:
        /// a declaration or statement that starts with a keyword no expression starts with, a
        /// closing brace, or the end.
        private func endsAssignment(_ range: Range<Int>) -> Bool {
            var before = range.lowerBound - 1
            while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
            // `==`, `!=`, `<=` and `>=` compare; only `=` itself assigns.
            guard before >= 0, bytes[before] == UInt8(ascii: "="),
                before == 0 || !"=!<>+-*/%&|^~".utf8.contains(bytes[before - 1])
            else { return false }
            var after = range.upperBound
            while after < bytes.count, Self.isSpace(bytes[after]) { after += 1 }
            guard after < bytes.count, bytes[after] != UInt8(ascii: "}") else { return true }
            var end = after
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            let keyword = String(decoding: bytes[after..<end], as: UTF8.self)
            return Self.statementKeywords.contains(keyword) || bytes[after] == UInt8(ascii: "@")
        }

        /// Keywords that start a declaration or statement and never an expression.
        private static let statementKeywords: Set<String> = [
            "let", "var", "func", "struct", "class", "enum", "protocol", "extension", "actor", "import", "guard",
            "for", "while", "repeat", "defer", "typealias", "return", "throw", "break", "continue", "case", "default",
        ]

        /// Whether no operand follows `range`, on its line or the next: what comes is a closing
        /// bracket, a separator, an operator or the end.
        private func standsAlone(_ range: Range<Int>) -> Bool {
            var after = range.upperBound
            while after < bytes.count, Self.isSpace(bytes[after]) { after += 1 }
            guard after < bytes.count else { return true }
            return !Self.startsOperand(bytes[after]) && bytes[after] != UInt8(ascii: "/")
        }

        /// Whether `...` at `range` is an elision, not a range operator with an operand beside it.
        private func isElision(_ range: Range<Int>) -> Bool {
            // Dots between slashes are a regex literal's (`/.../`, any three characters).
            if range.lowerBound > 0, bytes[range.lowerBound - 1] == UInt8(ascii: "/"), range.upperBound < bytes.count,
                bytes[range.upperBound] == UInt8(ascii: "/")
            {
                return false
            }
            if range.lowerBound > 0, Self.endsOperand(bytes[range.lowerBound - 1]) { return false }
            if range.upperBound < bytes.count, Self.startsOperand(bytes[range.upperBound]) { return false }
            // `a ... b` on one line is a range with spaces around its operator.
            var before = range.lowerBound - 1
            while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
            var after = range.upperBound
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
            // A keyword is no operand: `guard ... else`, `if … {`.
            let operandBefore =
                before >= 0 && Self.endsOperand(bytes[before])
                && !["if", "guard", "while", "switch", "in", "return"].contains(word(endingAt: before))
            let operandAfter = after < bytes.count && Self.startsOperand(bytes[after])
            return !(operandBefore && operandAfter)
        }

        /// Whether an elision at `range` stands where Swift expects an expression, a type or
        /// a pattern: after `=`, `:`, `?`, `->`, `return`, or as an argument or element of its
        /// own (`f(...)`, `[a, ...]`), not a line among others.
        private func standsForCode(_ range: Range<Int>) -> Bool {
            var after = range.upperBound
            while after < bytes.count, Self.isSpace(bytes[after]) { after += 1 }
            let endsList = after < bytes.count && ")],".utf8.contains(bytes[after])
            var position = range.lowerBound - 1
            while position >= 0, Self.isSpace(bytes[position]) { position -= 1 }
            guard position >= 0 else { return false }
            switch bytes[position] {
            case UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "?"):
                return true
            case UInt8(ascii: ">"):
                // After `->` a type is expected; after a generic type (`Observable<E> ...`) nothing is.
                return position > 0 && bytes[position - 1] == UInt8(ascii: "-")
            case UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: "["):
                return endsList && parentheses.last != true
            default:
                let keyword = word(endingAt: position)
                if ["return", "throw", "try", "await"].contains(keyword) { return true }
                // A condition or sequence left out: `if ... {`, `guard … else {`, `for x in ... {`.
                let opensBody =
                    after < bytes.count
                    && (bytes[after] == UInt8(ascii: "{") || bytes[after...].starts(with: "else".utf8))
                return opensBody && ["if", "while", "guard", "switch", "in"].contains(keyword)
            }
        }

        /// Whether the `(` at `offset` opens a declaration's parameters: after `init`,
        /// `subscript`, `func name`, `func name<T>` or an enum's `case name`.
        private func opensParameters(at offset: Int) -> Bool {
            var position = offset - 1
            while position >= 0, bytes[position] == UInt8(ascii: " ") { position -= 1 }
            if position >= 0, bytes[position] == UInt8(ascii: ">") {
                // Generic parameters of a function.
                while position >= 0, bytes[position] != UInt8(ascii: "<") { position -= 1 }
                position -= 1
            }
            if position >= 0, bytes[position] == UInt8(ascii: "?") || bytes[position] == UInt8(ascii: "!") {
                position -= 1
            }
            let name = word(endingAt: position)
            if name == "init" || name == "subscript" { return true }
            guard !name.isEmpty else { return false }
            var before = position - name.utf8.count
            while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
            let keyword = word(endingAt: before)
            return keyword == "func" || keyword == "case"
        }

        /// The identifier whose last byte is at `offset`; empty when there is none.
        private func word(endingAt offset: Int) -> String {
            var start = offset
            while start >= 0, Self.isIdentifierByte(bytes[start]) { start -= 1 }
            guard start < offset else { return "" }
            return String(decoding: bytes[(start + 1)...offset], as: UTF8.self)
        }

        private static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }

        private static func endsOperand(_ byte: UInt8) -> Bool {
            isIdentifierByte(byte) || ")]\"`!?".utf8.contains(byte)
        }

        private static func startsOperand(_ byte: UInt8) -> Bool {
            isIdentifierByte(byte) || "([\"`$#.-".utf8.contains(byte)
        }

        private mutating func skipLine() {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        }

        private mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), next(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        private mutating func skipPlaceholder() {
            index += 2
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                if bytes[index] == UInt8(ascii: "#"), next(1) == UInt8(ascii: ">") {
                    index += 2
                    return
                }
                index += 1
            }
        }

        /// Whether a string literal starts here: `"`, or `#` signs before one (a raw string).
        private func startsString() -> Bool {
            var position = index
            while position < bytes.count, bytes[position] == UInt8(ascii: "#") { position += 1 }
            return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
        }

        /// Skips a string literal, raw (`#"…"#`) or multi-line (`"""`) ones included; an
        /// interpolation's code is skipped with it.
        private mutating func skipString() {
            var hashes = 0
            while bytes[index] == UInt8(ascii: "#") {
                hashes += 1
                index += 1
            }
            let isMultiline = next(1) == UInt8(ascii: "\"") && next(2) == UInt8(ascii: "\"")
            let quotes = isMultiline ? 3 : 1
            index += quotes
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), hashes == 0 {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\n"), !isMultiline { return }
                if byte == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
                    index += quotes + hashes
                    return
                }
                index += 1
            }
        }

        private func closes(quotes: Int, hashes: Int) -> Bool {
            for distance in 0..<quotes where next(distance) != UInt8(ascii: "\"") { return false }
            for distance in 0..<hashes where next(quotes + distance) != UInt8(ascii: "#") { return false }
            return true
        }
    }
}
