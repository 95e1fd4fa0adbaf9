import DocGenDiagnostics
import SwiftSyntax

/// A type's declaration shown without its body, as DocC's Declaration sections show one
/// (`@frozen struct Deque<Element>`), or with only its opening brace, as a page that shows a
/// type over several blocks opens it (`extension AppConfiguration: FetchableRecord {`): the
/// braces the parser misses after it are not missing when it ends the block, as a function's
/// body is not.
enum DeclarationHeaders {
    /// The errors left when those at the missing braces of a type or extension without members
    /// or closing brace that ends `tree` are taken out.
    static func removingBodylessEnd(
        from errors: [Diagnostic], in tree: SourceFileSyntax, lines: TextLines
    ) -> [Diagnostic] {
        guard let last = tree.statements.last?.item.as(DeclSyntax.self),
            let block = last.asProtocol((any DeclGroupSyntax).self)?.memberBlock,
            block.rightBrace.presence == .missing, block.members.isEmpty
        else { return errors }
        let braces = [block.leftBrace.position, block.rightBrace.position].map {
            lines.location(utf8Offset: $0.utf8Offset)
        }
        return errors.filter { error in !braces.contains { $0 == error.location } }
    }

    /// The errors left when those at closing braces missing at the very end of `tree` are
    /// taken out, for a block whose page closes what it leaves open in a later block
    /// (`ExamplePageScope.closesLater`); all of them when those are its only errors.
    static func removingUnclosedEnd(
        from errors: [Diagnostic], in tree: SourceFileSyntax, lines: TextLines
    ) -> [Diagnostic] {
        let present = tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .endOfFile }
        guard let end = present.last?.endPositionBeforeTrailingTrivia else { return errors }
        var braces: [DocGenDiagnostics.SourceLocation] = []
        for token in tree.tokens(viewMode: .all) where token.presence == .missing {
            // Anything else missing, or a brace missing before the end, is a mistake.
            guard token.tokenKind == .rightBrace, token.position >= end else { return errors }
            braces.append(lines.location(utf8Offset: token.position.utf8Offset))
        }
        return errors.filter { error in !braces.contains { $0 == error.location } }
    }
}
