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
                || Elisions.endsWithElision(tree.endOfFileToken.leadingTrivia)
        else { return errors }
        return removingUnclosedEnd(from: errors, in: tree, lines: lines)
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
