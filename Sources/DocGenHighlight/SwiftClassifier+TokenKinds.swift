import SwiftIDEUtils
@_spi(RawSyntax) import SwiftSyntax

extension SwiftClassifier {
    /// The kind of a token that no rule of its ancestors classifies: SwiftIDEUtils' table.
    static func contextFreeClassification(_ kind: RawTokenKind, text: SyntaxText) -> SyntaxClassification {
        switch kind {
        case .unknown where text.hasPrefix("\""): return .stringLiteral
        case .identifier where text.hasPrefix("<#") && text.hasSuffix("#>"): return .editorPlaceholder
        case .identifier: return .identifier
        case .keyword, .poundSourceLocation: return .keyword
        case .atSign: return .attribute
        case .binaryOperator, .colonColon, .postfixOperator, .prefixOperator: return .operator
        case .dollarIdentifier: return .dollarIdentifier
        case .floatLiteral: return .floatLiteral
        case .integerLiteral: return .integerLiteral
        case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment: return .stringLiteral
        case .poundElse, .poundElseif, .poundEndif, .poundIf: return .ifConfigDirective
        case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: return .regexLiteral
        default: return .none
        }
    }

    /// Comments are classified; every other piece of trivia is `.none`.
    static func classification(of piece: RawTriviaPiece) -> SyntaxClassification {
        switch piece {
        case .lineComment: return .lineComment
        case .blockComment: return .blockComment
        case .docLineComment: return .docLineComment
        case .docBlockComment: return .docBlockComment
        default: return .none
        }
    }
}
