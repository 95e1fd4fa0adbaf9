/// Finds the elisions of a Swift example (`Elisions`) outside strings, comments and existing
/// placeholders, reading its UTF-8 bytes.
struct ElisionScanner {
    /// One elision found by the scanner.
    struct Elision {
        var range: Range<Int>
        var isPlaceholder: Bool
        /// Whether it stands for entries of a dictionary literal, which need a key and a value.
        var isEntry = false
    }

    /// An open `[`: how deep in parentheses and braces it opened, and what is known of its literal.
    private struct Bracket {
        var nesting: Int
        var isDictionary = false
        /// Ternary `?`s met at its own level whose `:` has not come yet.
        var openTernaries = 0
    }

    let bytes: [UInt8]
    var elisions: [Elision] = []
    /// For each open `(`, whether it opens the parameters of a declaration (or an enum
    /// case's associated values), where an elision can only be nothing.
    private var parentheses: [Bool] = []
    private var braces = 0
    private var brackets: [Bracket] = []
    private var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Finds every elision of the text, in order.
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
            case UInt8(ascii: "{"), UInt8(ascii: "}"):
                braces += byte == UInt8(ascii: "{") ? 1 : -1
                index += 1
            case UInt8(ascii: "["):
                brackets.append(Bracket(nesting: parentheses.count + braces))
                index += 1
            case UInt8(ascii: "]"):
                _ = brackets.popLast()
                index += 1
            case UInt8(ascii: "?"), UInt8(ascii: ":"):
                noteSeparator(byte)
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
                // `[...]` on a line of its own marks lines left out, brackets and all;
                // elsewhere it is a collection left out, an array's or a dictionary's.
                if let brackets = bracketed(index..<end) {
                    let isLine = isAloneOnLine(brackets)
                    if isLine || standsForCode(brackets) {
                        elisions.append(Elision(range: brackets, isPlaceholder: !isLine))
                        index = brackets.upperBound
                        continue
                    }
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

    /// The brackets right around the ellipsis at `range` (`[...]`); nil when there are none.
    private func bracketed(_ range: Range<Int>) -> Range<Int>? {
        guard range.lowerBound > 0, bytes[range.lowerBound - 1] == UInt8(ascii: "["), range.upperBound < bytes.count,
            bytes[range.upperBound] == UInt8(ascii: "]")
        else { return nil }
        return range.lowerBound - 1..<range.upperBound + 1
    }

    /// Whether only spaces are beside `range` on its line.
    private func isAloneOnLine(_ range: Range<Int>) -> Bool {
        var before = range.lowerBound - 1
        while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
        var after = range.upperBound
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
        return (before < 0 || bytes[before] == UInt8(ascii: "\n"))
            && (after == bytes.count || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r"))
    }

    private mutating func record(_ range: Range<Int>) {
        let isPlaceholder = standsForCode(range)
        elisions.append(Elision(range: range, isPlaceholder: isPlaceholder, isEntry: isPlaceholder && isEntry(range)))
    }

    /// Notes a `:` that makes the innermost bracket a dictionary literal (`["a": 1]`), not
    /// one closing a ternary (`[a ? b : c]`, whose `?` has spaces around it).
    private mutating func noteSeparator(_ byte: UInt8) {
        guard var bracket = brackets.last, bracket.nesting == parentheses.count + braces else { return }
        if byte == UInt8(ascii: "?") {
            let spaced = index > 0 && bytes[index - 1] == UInt8(ascii: " ") && next(1) == UInt8(ascii: " ")
            if spaced { bracket.openTernaries += 1 }
        } else if bracket.openTernaries > 0 {
            bracket.openTernaries -= 1
        } else {
            bracket.isDictionary = true
        }
        brackets[brackets.count - 1] = bracket
    }

    /// Whether `range` is an element of its own in a dictionary literal: `["a": 1, ...]`.
    private func isEntry(_ range: Range<Int>) -> Bool {
        guard let bracket = brackets.last, bracket.isDictionary, bracket.nesting == parentheses.count + braces else {
            return false
        }
        var before = range.lowerBound - 1
        while before >= 0, Self.isSpace(bytes[before]) { before -= 1 }
        return before >= 0 && (bytes[before] == UInt8(ascii: ",") || bytes[before] == UInt8(ascii: "["))
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
