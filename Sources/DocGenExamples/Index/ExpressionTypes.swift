import SwiftSyntax

/// The types docgen can tell from an expression without any context.
enum ExpressionTypes {
    /// The type of a literal (`String`, `Int`, `Double`, `Bool`), of a string concatenation, or of an
    /// initializer call `T(…)`, `T.init(…)`, `Self(…)`, `.init(…)` (the last two name `enclosing`).
    static func literalOrCallType(of expr: ExprSyntax, enclosing: String?) -> TypeRef? {
        if let kind = LiteralKind(expr) {
            return kind.naturalType
        }
        if let sequence = expr.as(SequenceExprSyntax.self), let first = sequence.elements.first,
            first.is(StringLiteralExprSyntax.self)
        {
            return .named("String")
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self), let first = reference.baseName.text.first,
            first.isUppercase
        {
            if reference.baseName.text == "Self" { return enclosing.map { .named($0) } }
            return .named(reference.baseName.text)
        }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return enclosing.map { .named($0) } }
            if let reference = base.as(DeclReferenceExprSyntax.self) { return .named(reference.baseName.text) }
        }
        return nil
    }
}
