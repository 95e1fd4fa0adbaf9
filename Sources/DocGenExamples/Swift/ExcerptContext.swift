import SwiftParser
import SwiftSyntax

/// A synthetic context for a Swift example that is not a whole file: members shown without
/// their type, the `case`s of a switch, arguments of a call (lines of a `Package.swift`),
/// attributes shown alone, the end of a call, switch, type or closure opened before the
/// excerpt, the rest of an expression begun before it, or a switch whose head an elision stands for.
///
/// The context takes whole lines of its own before and after the excerpt, so every position in
/// the excerpt keeps its line and column. An unclosed `(` or a stray `}` in the excerpt leaves
/// the context's own brackets unbalanced, so such mistakes are still syntax errors. The contexts
/// that end a construct opened before the excerpt leave exactly one bracket for it to close,
/// at its end (or, for trailing closures, at its start), and only in the shape they are for.
enum ExcerptContext: CaseIterable {
    /// Members of a type docgen does not know, so `self` and its members are unknown.
    case members
    /// The `case`s of a switch over a value docgen does not know.
    case switchCases
    /// The arguments of a call to a function docgen does not know.
    case arguments
    /// Attributes before a declaration.
    case attributes
    /// The `case`s of a switch and the brace that closes it.
    case closedSwitch
    /// Arguments of a call and the parenthesis that closes it (`swiftSettings: [ … ]),`).
    case closedArguments
    /// The rest of a call after its first trailing closure: `} destination: { … }`.
    case trailingClosures
    /// The rest of an expression begun before the excerpt, from an operator on: Eureka's
    /// `<<< TextRow() { … }` of a form built with `form +++ Section() <<< …`.
    case continuedExpression
    /// The last members of a type and the brace that closes it, as a page that shows a type
    /// over several blocks ends it (GRDB's `extension AppConfiguration: … {` blocks).
    case closedMembers
    /// The last statements of a closure and the brace that closes it (`try db.create(table:
    /// "player") { t in` continued over several blocks).
    case closedStatements
    /// A switch whose head and first cases a `// ...` line stands for, before the `case`s shown
    /// and the brace that closes it (`{ result in`, `// ...`, `case .failure(let error):`).
    case elidedSwitch

    /// What the context holds: its tree and the lines of the text parsed, which map the excerpt
    /// to its place in the file.
    struct Parsed {
        var tree: SourceFileSyntax
        var lines: TextLines
        var context: ExcerptContext
    }

    /// The excerpt parsed in the first context in which it has no syntax error; nil when there
    /// is none, and the syntax errors of the whole-file parse stand.
    static func parse(_ code: String, lines: TextLines) -> Parsed? {
        for context in allCases {
            var (body, bodyLines) = (code, lines)
            switch context {
            case .arguments, .closedArguments: body = elidedArguments(code)
            case .elidedSwitch:
                guard let opened = openedSwitches(code, lines: lines) else { continue }
                (body, bodyLines) = opened
            default: break
            }
            let text = context.prefix + body + context.suffix
            let tree = Parser.parse(source: text)
            let lines = bodyLines.surrounded(
                text, prefixLines: context.prefix.count(where: { $0 == "\n" }), prefixBytes: context.prefix.utf8.count)
            // Editor placeholders mark a tree as having errors, but are none.
            guard SyntaxErrorCollector.errors(in: tree, lines: lines, rule: "").isEmpty, context.accepts(tree, code: code)
            else {
                continue
            }
            return Parsed(tree: tree, lines: lines, context: context)
        }
        return nil
    }

    /// Arguments with a line `// ...` between two of them read as if the comma stood in the
    /// part left out (`dependencies: [ … ]`, `// ...`, `targets: [ … ]`): the comment becomes a
    /// comma and spaces of the same length, so positions stay.
    private static func elidedArguments(_ code: String) -> String {
        guard code.contains("// ...") || code.contains("// …") else { return code }
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices.dropFirst().dropLast() {
            guard isElisionLine(lines[index]),
                let before = lines[..<index].last(where: { !$0.allSatisfy(\.isWhitespace) })?.last(where: { !$0.isWhitespace }),
                !",([{".contains(before),
                let after = lines[(index + 1)...].first(where: { !$0.allSatisfy(\.isWhitespace) }),
                startsWithLabel(after)
            else { continue }
            let indent = lines[index].prefix(while: \.isWhitespace)
            let width = lines[index].utf8.count - indent.utf8.count
            lines[index] = indent + "," + String(repeating: " ", count: max(0, width - 1))
        }
        return lines.joined(separator: "\n")
    }

    /// The code with a switch head before each `// ...` line that a `case` or `default` label
    /// follows, and its lines; nil when there is none.
    ///
    /// The head goes in front of the comment, on its line, so every other position stays.
    private static func openedSwitches(_ code: String, lines: TextLines) -> (String, TextLines)? {
        guard code.contains("// ...") || code.contains("// …") || code.contains("//...") else { return nil }
        let head = Array("switch <#...#> { ".utf8)
        var bytes = Array(code.utf8)
        var insertions: [Int] = []
        var next: (text: Substring, offset: Int)?
        // A label the code's own switch holds needs no head: the elision is among its cases.
        let labelsInSwitches = Set(
            Parser.parse(source: code).tokens(viewMode: .sourceAccurate).compactMap { token -> Int? in
                guard token.tokenKind == .keyword(.case) || token.tokenKind == .keyword(.default),
                    let item = token.ancestorOrSelf(mapping: { $0.as(SwitchCaseSyntax.self) }),
                    let owner = item.ancestorOrSelf(mapping: { $0.as(SwitchExprSyntax.self) }),
                    owner.switchKeyword.presence == .present
                else { return nil }
                return token.positionAfterSkippingLeadingTrivia.utf8Offset
            })
        // From the last line up, so the offsets of earlier lines stay right.
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        for start in lineStarts.reversed() {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let line = Substring(decoding: bytes[start..<end], as: UTF8.self)
            let text = line.drop(while: \.isWhitespace)
            guard !text.isEmpty else { continue }
            let offset = start + line.utf8.count - text.utf8.count
            defer { next = (text, offset) }
            guard isElisionLine(text), let label = next, startsWithCaseLabel(label.text),
                !labelsInSwitches.contains(label.offset)
            else { continue }
            bytes.insert(contentsOf: head, at: offset)
            insertions.append(offset)
        }
        guard !insertions.isEmpty else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let opened = insertions.reduce(lines) { $0.inserting(width: head.count, at: $1, giving: text) }
        return (text, opened)
    }

    /// Whether a line is only the comment `// ...` (or `// …`).
    private static func isElisionLine(_ line: some StringProtocol) -> Bool {
        let bare = String(line.filter { !$0.isWhitespace })
        return bare == "//..." || bare == "//…"
    }

    private static func startsWithCaseLabel(_ line: Substring) -> Bool {
        line.hasPrefix("case ") || line.hasPrefix("case.") || line.hasPrefix("default:") || line.hasPrefix("@unknown default")
    }

    /// Whether a line starts with an argument label (`port:`), not a `case` or `default` label
    /// nor a `::` operator.
    static func startsWithLabel(_ line: some StringProtocol) -> Bool {
        let text = line.drop(while: \.isWhitespace)
        let name = text.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
        // An empty name has no first character, so it is no label either.
        guard name != "case", name != "default", name.first?.isNumber == false else { return false }
        let after = text.dropFirst(name.count)
        return after.first == ":" && after.dropFirst().first != ":"
    }

    private var prefix: String {
        switch self {
        case .members, .closedMembers: "extension _DocGenExcerpt {\n"
        case .switchCases: "switch _docGenExcerpt {\n"
        case .arguments: "_docGenExcerpt(\n"
        case .attributes: ""
        case .closedSwitch: "switch _docGenExcerpt {\n"
        case .closedArguments: "_docGenExcerpt(_docGenExcerpt(\n"
        case .trailingClosures, .closedStatements: "_docGenExcerpt {\n"
        case .continuedExpression: "_docGenExcerpt\n"
        case .elidedSwitch: ""
        }
    }

    private var suffix: String {
        switch self {
        case .members, .switchCases: "\n}"
        case .arguments: "\n)"
        case .attributes: "\nfunc _docGenExcerpt() {}"
        case .closedSwitch, .trailingClosures, .continuedExpression, .closedMembers, .closedStatements, .elidedSwitch: ""
        case .closedArguments: "\n_docGenExcerpt)"
        }
    }

    /// Whether the parsed excerpt is what the context is for: arguments are labeled or start
    /// with `.` (`.package(…)`), so a line of printed output such as `Hello, world!` is not
    /// taken for two arguments.
    private func accepts(_ tree: SourceFileSyntax, code: String) -> Bool {
        let call = tree.statements.first?.item.as(FunctionCallExprSyntax.self)
        switch self {
        case .closedMembers:
            return Self.closesOuterBlock(code)
        case .closedStatements:
            return call.map { $0.trailingClosure != nil && $0.additionalTrailingClosures.isEmpty } ?? false
                && Self.closesOuterBlock(code)
        case .members, .switchCases, .attributes, .closedSwitch, .elidedSwitch:
            return true
        case .arguments:
            return call.map(Self.hasOnlyArguments) ?? false
        case .closedArguments:
            return call?.arguments.first?.expression.as(FunctionCallExprSyntax.self).map(Self.hasOnlyArguments) ?? false
        case .trailingClosures:
            return !(call?.additionalTrailingClosures.isEmpty ?? true)
        case .continuedExpression:
            // The excerpt's first token is the operator that joins it to the context's operand.
            guard let sequence = tree.statements.first?.item.as(SequenceExprSyntax.self),
                let joining = sequence.elements.dropFirst().first
            else { return false }
            return joining.is(BinaryOperatorExprSyntax.self) && tree.statements.count == 1
        }
    }

    /// Whether the excerpt reads as the inside of a block followed by the brace that closes it:
    /// it starts indented, and its last line is a `}` indented less than its first.
    ///
    /// A complete snippet with a stray `}` starts at the margin, so it is still a syntax error.
    static func closesOuterBlock(_ code: String) -> Bool {
        // By bytes, and from the end first: every Swift block of a page is asked.
        let bytes = Array(code.utf8)
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let lastByte = bytes.lastIndex(where: { !isSpace($0) }), bytes[lastByte] == UInt8(ascii: "}") else {
            return false
        }
        let lastLineStart = bytes[..<lastByte].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        // The `}` stands alone on its line, and some line comes before it.
        guard lastLineStart > 0, bytes[lastLineStart..<lastByte].allSatisfy(isSpace),
            let firstByte = bytes.firstIndex(where: { !isSpace($0) }), firstByte < lastLineStart
        else { return false }
        let firstLineStart = bytes[..<firstByte].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return lastByte - lastLineStart < firstByte - firstLineStart
    }

    private static func hasOnlyArguments(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.allSatisfy { argument in
            argument.label != nil || Elisions.isPlaceholder(argument.expression)
                || argument.expression.firstToken(viewMode: .sourceAccurate)?.tokenKind == .period
        }
    }
}
