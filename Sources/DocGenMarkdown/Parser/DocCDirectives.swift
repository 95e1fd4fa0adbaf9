/// DocC's block directives (`@Metadata { … }`, `@Row { @Column { … } }`, `@Comment { … }`)
/// taken out of a Markdown text before cmark-gfm reads it, which would show them as text.
///
/// swift-markdown's grammar: a line starting (after indentation) with `@` and a name, then
/// optional arguments in parentheses (which may run over several lines), then an optional `{`
/// whose block ends at a line holding the matching `}`. Lines inside fenced code are code, not
/// directives. Every line keeps its place, so what cmark-gfm reports stays at its line: a
/// directive's own lines and the content of a dropped directive become empty lines, and the
/// content of a directive whose content is Markdown (`@Row`, `@Column`, `@Small`, `@Tab`…) is
/// kept, moved left by its indentation as swift-markdown reads it.
public struct DocCDirectives: Sendable, Equatable {
    /// A directive left out of the page, with the 1-based line of the text where it starts.
    public struct Dropped: Sendable, Equatable {
        /// The directive's name without `@` (`Options`).
        public var name: String
        /// Its first line in the text.
        public var line: Int
    }

    /// The text to parse: the input with its directives taken out.
    public var text: String
    /// The title a `@Metadata { @DisplayName("…") }` gives the page.
    public var displayName: String?
    /// Whether the page holds `@TechnologyRoot`: the root page of a DocC catalog.
    public var isTechnologyRoot = false
    /// The first directive of each name that was left out, in the order found.
    public var dropped: [Dropped] = []

    /// Directives whose content is Markdown that reads well without their layout.
    public static let markdownContainers: Set<String> = [
        "Row", "Column", "Small", "TabNavigator", "Tab", "Section", "ContentAndMedia", "Justification",
    ]
    /// Directives docgen gives their meaning, so leaving their lines out loses nothing.
    public static let understood: Set<String> = ["Metadata", "DisplayName", "Comment", "TechnologyRoot"]

    /// The text with its directives taken out; nil when it holds none, the usual case, so the
    /// text is not copied.
    public static func process(_ text: String) -> DocCDirectives? {
        guard text.utf8.contains(UInt8(ascii: "@")) else { return nil }
        var scanner = Scanner()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var output: [Substring] = []
        output.reserveCapacity(lines.count)
        for (offset, line) in lines.enumerated() {
            output.append(scanner.take(line, number: offset + 1))
        }
        guard scanner.found else { return nil }
        return DocCDirectives(
            text: output.joined(separator: "\n"), displayName: scanner.displayName,
            isTechnologyRoot: scanner.isTechnologyRoot, dropped: scanner.dropped)
    }

    /// Reads a text line by line, keeping the directives it is inside of.
    private struct Scanner {
        struct Open {
            var name: String
            var keepsContent: Bool
            /// The indentation of the block's first content line, taken off every content line.
            var contentIndent: Int?
        }

        var stack: [Open] = []
        /// The fenced code the scan may be in.
        var fences = CodeFences()
        /// Open parentheses of a directive's arguments that run on to the next line.
        var openArguments = 0
        var found = false
        var displayName: String?
        var isTechnologyRoot = false
        var dropped: [Dropped] = []
        private var droppedNames: Set<String> = []

        /// Whether the lines read now are left out: inside a directive whose content is not Markdown.
        var isDropping: Bool { stack.contains { !$0.keepsContent } }

        mutating func take(_ line: Substring, number: Int) -> Substring {
            if openArguments > 0 {
                openArguments += Self.parenthesisBalance(line)
                if openArguments <= 0 {
                    openArguments = 0
                    if line.trimmingSpaces.hasSuffix("{") { opensLastDirective() } else { closesLeaf() }
                }
                return ""
            }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let trimmed = line.dropFirst(indent)
            if fences.isCode(trimmed) { return content(line, indent: indent) }
            if trimmed.first == "@", let name = Self.directiveName(trimmed) {
                found = true
                start(name, line: number)
                var rest = trimmed.dropFirst(name.count + 1).trimmingSpaces
                if rest.first == "(" {
                    let balance = Self.parenthesisBalance(rest)
                    if name == "DisplayName", let title = Self.firstQuoted(rest) { displayName = title }
                    if balance > 0 {
                        openArguments = balance
                        return ""
                    }
                    rest = Self.afterArguments(rest).trimmingSpaces
                }
                if rest.hasPrefix("{") {
                    // `@Name { … }` on one line opens and closes its block.
                    if rest.dropFirst().trimmingSpaces.hasSuffix("}") {
                        closesLeaf()
                    } else {
                        opensLastDirective()
                    }
                } else {
                    closesLeaf()
                }
                return ""
            }
            if !stack.isEmpty, trimmed.trimmingSpaces == "}" {
                stack.removeLast()
                return ""
            }
            return content(line, indent: indent)
        }

        /// A line inside the open directives: left out, or moved left by its block's indentation.
        private mutating func content(_ line: Substring, indent: Int) -> Substring {
            guard !stack.isEmpty else { return line }
            if isDropping { return "" }
            guard !line.trimmingSpaces.isEmpty else { return line }
            let blockIndent = stack[stack.count - 1].contentIndent ?? indent
            stack[stack.count - 1].contentIndent = blockIndent
            return line.dropFirst(min(indent, blockIndent))
        }

        /// The directive just started, pending whether it opens a block.
        private var pending: (name: String, line: Int)?

        private mutating func start(_ name: String, line: Int) {
            pending = (name, line)
            if name == "TechnologyRoot" { isTechnologyRoot = true }
            let understood = DocCDirectives.understood.contains(name) || DocCDirectives.markdownContainers.contains(name)
            // Inside a dropped directive its children go with it, and only the outer one is
            // named; `@Metadata`'s children are each a setting of their own.
            let insideDropped = stack.contains { !$0.keepsContent && $0.name != "Metadata" }
            if !understood, !insideDropped, droppedNames.insert(name).inserted {
                dropped.append(Dropped(name: name, line: line))
            }
        }

        private mutating func opensLastDirective() {
            guard let (name, _) = pending else { return }
            let keeps = DocCDirectives.markdownContainers.contains(name)
            // `@Metadata`'s children are read, not shown.
            stack.append(Open(name: name, keepsContent: keeps && !isDropping))
            pending = nil
        }

        private mutating func closesLeaf() { pending = nil }

        /// `Name` of a line starting `@Name`: a letter, then letters and digits.
        static func directiveName(_ text: Substring) -> String? {
            let name = text.dropFirst().prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            guard let first = name.first, first.isUppercase else { return nil }
            let after = text.dropFirst(name.count + 1).first
            guard after == nil || after == " " || after == "\t" || after == "(" || after == "{" else { return nil }
            return String(name)
        }

        /// Opening minus closing parentheses outside quoted strings.
        static func parenthesisBalance(_ text: Substring) -> Int {
            var (balance, quoted, escaped) = (0, false, false)
            for character in text {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted.toggle()
                } else if !quoted, character == "(" {
                    balance += 1
                } else if !quoted, character == ")" {
                    balance -= 1
                }
            }
            return balance
        }

        /// The text after the parenthesised arguments that start it.
        static func afterArguments(_ text: Substring) -> Substring {
            var (balance, quoted) = (0, false)
            for index in text.indices {
                let character = text[index]
                if character == "\"" { quoted.toggle() }
                guard !quoted else { continue }
                if character == "(" { balance += 1 }
                if character == ")" {
                    balance -= 1
                    if balance == 0 { return text[text.index(after: index)...] }
                }
            }
            return ""
        }

        /// The first `"…"` string of a directive's arguments.
        static func firstQuoted(_ text: Substring) -> String? {
            guard let open = text.firstIndex(of: "\"") else { return nil }
            let rest = text[text.index(after: open)...]
            guard let close = rest.firstIndex(of: "\"") else { return nil }
            return String(rest[..<close])
        }
    }
}

extension Substring {
    /// The text without spaces and tabs around it.
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
