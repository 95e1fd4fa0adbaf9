import SwiftSyntax

extension SwiftLiteralEvaluator {
    /// A UIKit color expression: `.systemOrange`, `UIColor.white`, `UIColor(red:green:blue:alpha:)`,
    /// `UIColor(white:alpha:)`, each optionally followed by `.withAlphaComponent(_:)`; nil for anything else.
    func colorExpression(_ expression: ExprSyntax) -> SampleColor? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard member.base.map(Self.isColorTypeName) ?? true else { return nil }
            return SampleColor(base: .named(member.declName.baseName.text), alpha: nil)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let arguments = Array(call.arguments)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "withAlphaComponent", let base = member.base
        {
            guard arguments.count == 1, arguments[0].label == nil, var color = colorExpression(base),
                let alpha = Self.number(arguments[0].expression)
            else { return nil }
            color.alpha = alpha
            return color
        }
        let callee = call.calledExpression
        let isInitializer =
            Self.isColorTypeName(callee)
            || callee.as(MemberAccessExprSyntax.self).map {
                $0.declName.baseName.text == "init" && ($0.base.map(Self.isColorTypeName) ?? true)
            }
                ?? false
        guard isInitializer else { return nil }
        let labels = arguments.map { $0.label?.text ?? "_" }
        let values = arguments.compactMap { Self.number($0.expression) }
        guard values.count == arguments.count else { return nil }
        switch labels {
        case ["red", "green", "blue", "alpha"]:
            return SampleColor(base: .rgb(red: values[0], green: values[1], blue: values[2]), alpha: values[3])
        case ["white", "alpha"]:
            return SampleColor(base: .white(values[0]), alpha: values[1])
        default:
            return nil
        }
    }

    private static func isColorTypeName(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIColor"
    }

    /// A numeric literal, or a division of two (`255 / 255.0`), as a Double.
    private static func number(_ expression: ExprSyntax) -> Double? {
        if let text = numberText(expression) { return Double(text) }
        // Unfolded source keeps `a / b` as a sequence of three expressions.
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(sequence.elements)
        guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
            let numerator = number(parts[0]), let denominator = number(parts[2]), denominator != 0
        else { return nil }
        return numerator / denominator
    }
}
