import SwiftIDEUtils
@_spi(RawSyntax) import SwiftSyntax

/// Classifies the text of a parsed Swift file into SwiftIDEUtils' kinds, range for range.
///
/// SwiftIDEUtils' own `classifications` finds each child's rule by building its parent's list
/// of key paths and comparing key paths, for every child of every node; that was a tenth of a
/// site build. This walk gives the same ranges (a test holds it to SwiftIDEUtils on every Swift
/// file of this repository) from `SwiftContextRules`, worked out once, and skips splitting
/// trivia into pieces when it holds no comment.
struct SwiftClassifier {
    /// One classified range of UTF-8 offsets; neighbours of the same kind are merged.
    struct Span: Equatable {
        var kind: SyntaxClassification
        var start: Int
        var end: Int
    }

    private typealias Context = (classification: SyntaxClassification, force: Bool)

    private let source: UnsafeBufferPointer<UInt8>
    private(set) var spans: [Span] = []

    /// The spans of `tree`, whose text is `source`.
    static func spans(of tree: SourceFileSyntax, source: UnsafeBufferPointer<UInt8>) -> [Span] {
        var classifier = SwiftClassifier(source: source)
        withExtendedLifetime(tree) {
            let raw = tree.raw
            let end = tree.position.utf8Offset + raw.byteLength
            classifier.visit(raw, at: tree.position.utf8Offset, end: end, context: nil)
        }
        return classifier.spans
    }

    private init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        spans.reserveCapacity(source.count / 3)
    }

    private mutating func report(_ kind: SyntaxClassification, _ start: Int, _ end: Int) {
        if kind == .none && start == end { return }
        if let last = spans.last, last.kind == kind, last.end == start {
            spans[spans.count - 1].end = end
            return
        }
        spans.append(Span(kind: kind, start: start, end: end))
    }

    private mutating func visit(_ node: RawSyntax, at offset: Int, end: Int, context: Context?) {
        // The same bounds SwiftIDEUtils keeps for a whole-file range: a node that starts at the
        // end, or is empty at the start, is not visited.
        guard offset < end, offset + node.byteLength > 0 else { return }
        guard SyntaxTreeViewMode.sourceAccurate.shouldTraverse(node: node) else { return }
        if let token = node.tokenView {
            classifyToken(token, at: offset, context: context)
        } else if let layout = node.layoutView {
            classifyChildren(of: layout, kind: node.kind, at: offset, end: end, context: context)
        }
    }

    private mutating func classifyChildren(
        of layout: RawSyntaxLayoutView, kind: SyntaxKind, at start: Int, end: Int, context: Context?
    ) {
        let rules = SwiftContextRules.shared.rules(for: kind)
        var offset = start
        for (index, child) in layout.children.enumerated() {
            guard let child else { continue }
            let rule = rules.first { $0.index == index }
            if let rule, rule.force {
                offset = classifyForced(child, as: rule.classification, at: offset)
                continue
            }
            visit(child, at: offset, end: end, context: rule.map { ($0.classification, $0.force) } ?? context)
            offset += child.byteLength
        }
    }

    /// A child whose rule forces one kind on all of its text, trivia aside.
    private mutating func classifyForced(_ child: RawSyntax, as kind: SyntaxClassification, at start: Int) -> Int {
        let trailing = child.trailingTriviaByteLength
        let textStart = classifyTrivia(start, length: child.leadingTriviaByteLength) { child.leadingTriviaPieces ?? [] }
        let textEnd = start + child.byteLength - trailing
        report(kind, textStart, textEnd)
        return classifyTrivia(textEnd, length: trailing) { child.trailingTriviaPieces ?? [] }
    }

    private mutating func classifyToken(_ token: RawSyntaxTokenView, at start: Int, context: Context?) {
        let leading = token.leadingTriviaByteLength
        var offset = classifyTrivia(start, length: leading) { token.leadingRawTriviaPieces }
        let kind = token.rawKind
        let text = token.rawText
        let classification: SyntaxClassification
        if let context, kind == .identifier || context.force {
            classification = context.classification
        } else {
            classification = Self.contextFreeClassification(kind, text: text)
        }
        report(classification, offset, offset + text.count)
        offset += text.count
        _ = classifyTrivia(offset, length: token.trailingTriviaByteLength) { token.trailingRawTriviaPieces }
    }

    /// Trivia is `.none` but for comments, which all start with a slash: trivia without one
    /// is reported whole rather than lexed into pieces.
    private mutating func classifyTrivia(_ start: Int, length: Int, pieces: () -> [RawTriviaPiece]) -> Int {
        guard length > 0 else { return start }
        let end = start + length
        if start >= 0, end <= source.count, !source[start..<end].contains(UInt8(ascii: "/")) {
            report(.none, start, end)
            return end
        }
        var offset = start
        for piece in pieces() {
            report(Self.classification(of: piece), offset, offset + piece.byteLength)
            offset += piece.byteLength
        }
        return offset
    }
}
