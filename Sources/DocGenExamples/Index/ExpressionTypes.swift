import SwiftSyntax

/// The types docgen can tell from an expression without any context.
enum ExpressionTypes {
    /// The type of a literal (`String`, `Int`, `Double`, `Bool`), of a string concatenation, or of an
    /// initializer call `T(…)`, `T.init(…)`, `[T]()`, `[K: V]()`, `Self(…)`, `.init(…)` (the last
    /// two name `enclosing`).
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
        if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) { return writtenType(callee) }
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

    /// The type an expression spells (`[String]`, `[String: Int]`, `Outer.Inner`), or nil when it
    /// spells none docgen reads.
    private static func writtenType(_ expr: ExprSyntax) -> TypeRef? {
        if let reference = expr.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return .named(reference.baseName.text)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(writtenType)?.name,
            member.declName.baseName.text.first?.isUppercase == true
        {
            return .named("\(base).\(member.declName.baseName.text)")
        }
        if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first {
            return writtenType(element.expression).map(TypeRef.array)
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self), case let .elements(elements) = dictionary.content,
            elements.count == 1, let element = elements.first, let key = writtenType(element.key),
            let value = writtenType(element.value)
        {
            return .dictionary(key: key, value: value)
        }
        return nil
    }
}
