import SwiftSyntax

/// Whether an `#if` condition on the Swift or compiler version holds for the Swift that
/// docgen's parser reads, 6.3: `swift(>=5.9)` holds, `compiler(>=6.4)`, `swift(<5)` and
/// `!swift(>=5)` do not.
///
/// The compiler does not parse a clause whose condition does not hold, nor an `#else` after one
/// that does, so code there may be for another Swift (a `mutate` accessor, Swift 2's `for`
/// loops) and its syntax errors are no one's.
enum VersionCondition {
    /// The version a condition is read against.
    private static let version = [6, 3, 0]

    /// Whether `condition` holds; nil when it asks anything but versions (`os(iOS)`, `DEBUG`).
    static func holds(_ condition: ExprSyntax) -> Bool? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let negation = condition.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            return holds(negation.expression).map { !$0 }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return holds(sequence)
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name == "swift" || name == "compiler", call.arguments.count == 1, let argument = call.arguments.first
        else { return nil }
        let text = argument.expression.trimmedDescription.filter { !$0.isWhitespace }
        for (prefix, isAtLeast) in [(">=", true), ("<", false)] where text.hasPrefix(prefix) {
            let numbers = text.dropFirst(prefix.count).split(separator: ".").map { Int($0) }
            guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
            let asked = numbers.compactMap { $0 } + Array(repeating: 0, count: max(0, 3 - numbers.count))
            let below = version.lexicographicallyPrecedes(asked)
            return isAtLeast ? !below : below
        }
        return nil
    }

    /// `a && b && …` or `a || b || …`, as the parser leaves them unfolded in a condition.
    private static func holds(_ sequence: SequenceExprSyntax) -> Bool? {
        let elements = Array(sequence.elements)
        let operators = Set(
            stride(from: 1, to: elements.count, by: 2).compactMap {
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
            })
        guard elements.count % 2 == 1, operators.count == 1, let joining = operators.first, joining == "&&" || joining == "||"
        else { return nil }
        let values = stride(from: 0, to: elements.count, by: 2).map { holds(elements[$0]) }
        let decisive = joining == "&&" ? false : true
        if values.contains(decisive) { return decisive }
        return values.contains(nil) ? nil : !decisive
    }
}
