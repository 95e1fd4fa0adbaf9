import DocGenDiagnostics
import SwiftSyntax

/// Declarations shown without the body the parser misses after them, at the end of a block.
///
/// A type's declaration shown without its body, as DocC's Declaration sections show one
/// (`@frozen struct Deque<Element>`), or with only its opening brace, as a page that shows a
/// type over several blocks opens it (`extension AppConfiguration: FetchableRecord {`): the
/// braces the parser misses after it are not missing when it ends the block, as a function's
/// body is not. So is a function, initializer or property shown by its opening line, as a
/// page shows where its documentation comment goes (`/// Feeds the cat.`, `func feed() {`), and
/// a type whose last line is an elision (`// ... rest of the implementation`).
enum DeclarationHeaders {
    /// The errors left when those at the missing braces of a type or extension without members
    /// or closing brace that ends `tree`, or of a declaration whose opening brace ends it, are
    /// taken out.
    static func removingBodylessEnd(
        from errors: [Diagnostic], in tree: SourceFileSyntax, lines: TextLines
    ) -> [Diagnostic] {
        guard let last = tree.statements.last?.item.as(DeclSyntax.self) else { return errors }
        if let block = last.asProtocol((any DeclGroupSyntax).self)?.memberBlock, block.rightBrace.presence == .missing,
            block.members.isEmpty
        {
            return removing(errors, at: [block.leftBrace.position, block.rightBrace.position], lines: lines)
        }
        // A declaration's opening line: the block's last token is its `{`, and only closing
        // braces are missing, all after it. Or the block ends in an elision (`// ... rest of
        // the type`), which leaves out the rest, closing braces with it.
        guard
            tree.endOfFileToken.previousToken(viewMode: .sourceAccurate)?.tokenKind == .leftBrace
                || (Elisions.endsWithElision(tree.endOfFileToken.leadingTrivia) && elisionCloses(tree))
        else { return errors }
        return removingUnclosedEnd(from: errors, in: tree, lines: lines)
    }

    /// Whether the elision that ends `tree` stands for the rest of every body left open: a
    /// type's or extension's members wherever it is, a function's or statement's code only
    /// when it is indented deeper than the line that opened it (a `// ...` at the margin after
    /// an `if` left open is no part of the `if`).
    private static func elisionCloses(_ tree: SourceFileSyntax) -> Bool {
        let source = tree.syntaxTextBytes
        var offset = tree.endOfFileToken.position.utf8Offset
        var elisionOffset = offset
        for piece in tree.endOfFileToken.leadingTrivia {
            if piece.isComment { elisionOffset = offset }
            offset += piece.sourceLength.utf8Length
        }
        let indentation = { (position: Int) -> Int in
            var start = min(position, source.count)
            while start > 0, source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            var end = start
            while end < source.count, source[end] == UInt8(ascii: " ") || source[end] == UInt8(ascii: "\t") { end += 1 }
            return end - start
        }
        let elisionIndentation = indentation(elisionOffset)
        for token in tree.tokens(viewMode: .all) where token.presence == .missing && token.tokenKind == .rightBrace {
            guard let block = token.parent?.as(CodeBlockSyntax.self) else { continue }
            if indentation(block.leftBrace.position.utf8Offset) >= elisionIndentation { return false }
        }
        return true
    }

    /// The errors left when those at closing braces missing at the very end of `tree` are
    /// taken out, for a block whose page closes what it leaves open in a later block
    /// (`ExamplePageScope.closesLater`); all of them when those are its only errors.
    static func removingUnclosedEnd(
        from errors: [Diagnostic], in tree: SourceFileSyntax, lines: TextLines
    ) -> [Diagnostic] {
        guard let end = tree.endOfFileToken.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia
        else { return errors }
        var braces: [AbsolutePosition] = []
        for token in tree.tokens(viewMode: .all) where token.presence == .missing {
            // Anything else missing, or a brace missing before the end, is a mistake.
            guard token.tokenKind == .rightBrace, token.position >= end else { return errors }
            braces.append(token.position)
        }
        return removing(errors, at: braces, lines: lines)
    }

    /// `errors` without those at `braces`, where the parser put the braces it missed.
    private static func removing(_ errors: [Diagnostic], at braces: [AbsolutePosition], lines: TextLines) -> [Diagnostic] {
        let locations = braces.map { lines.location(utf8Offset: $0.utf8Offset) }
        return errors.filter { error in !locations.contains { $0 == error.location } }
    }
}
