import DocGenDiagnostics
import SwiftSyntax

extension UsageChecker {
    /// UIKit's `UIColor` members whose names start with `system`: a name of that form that is
    /// not one of them is a misspelt system color (`UIColor.systemOrenge`).
    static let uiColorSystemNames: Set<String> = [
        "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple",
        "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan", "systemGray", "systemGray2",
        "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemFill", "systemBackground",
        "systemGroupedBackground",
    ]

    /// UIKit's color initializers that take components, which all need `alpha:`.
    private static let uiColorComponentInitializers: [[String]] = [
        ["red", "green", "blue", "alpha"], ["displayP3Red", "green", "blue", "alpha"],
        ["hue", "saturation", "brightness", "alpha"], ["white", "alpha"],
    ]

    /// Reports `UIColor.systemX` for an X that UIKit does not have.
    func checkUIColorMember(_ node: MemberAccessExprSyntax) {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "UIColor",
            variableType("UIColor") == nil
        else { return }
        let name = node.declName.baseName.text
        guard name.hasPrefix("system"), !Self.uiColorSystemNames.contains(name) else { return }
        report(
            .error, "type 'UIColor' has no member '\(name)'\(Suggestion.hint(for: name, in: Self.uiColorSystemNames.sorted()))",
            at: node.declName.positionAfterSkippingLeadingTrivia.utf8Offset, rule: "swift-unknown-member")
    }

    /// Reports a `UIColor(red:green:blue:)` without `alpha:`, which UIKit has no initializer for.
    func checkUIColorInitializer(_ call: FunctionCallExprSyntax) {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIColor",
            call.trailingClosure == nil
        else { return }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard let signature = Self.uiColorComponentInitializers.first(where: { $0.dropLast().elementsEqual(labels) })
        else { return }
        let end = call.rightParen?.positionAfterSkippingLeadingTrivia ?? call.endPositionBeforeTrailingTrivia
        report(
            .error,
            "missing argument for parameter 'alpha' in call to 'UIColor.init(\(signature.map { "\($0):" }.joined()))'",
            at: end.utf8Offset, rule: "swift-missing-argument")
    }
}
