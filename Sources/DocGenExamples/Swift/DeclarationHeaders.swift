import DocGenDiagnostics
import SwiftSyntax

/// A type's declaration shown without its body, as DocC's Declaration sections show one
/// (`@frozen struct Deque<Element>`): the braces the parser misses after it are not missing
/// when it ends the block, as a function's body is not.
enum DeclarationHeaders {
    /// The errors left when those at the missing braces of a body-less type or extension that
    /// ends `tree` are taken out.
    static func removingBodylessEnd(
        from errors: [Diagnostic], in tree: SourceFileSyntax, lines: TextLines
    ) -> [Diagnostic] {
        guard let last = tree.statements.last?.item.as(DeclSyntax.self),
            let block = last.asProtocol((any DeclGroupSyntax).self)?.memberBlock,
            block.leftBrace.presence == .missing, block.rightBrace.presence == .missing, block.members.isEmpty
        else { return errors }
        let braces = [block.leftBrace.position, block.rightBrace.position].map {
            lines.location(utf8Offset: $0.utf8Offset)
        }
        return errors.filter { error in !braces.contains { $0 == error.location } }
    }
}
