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

    /// UIKit's other color initializers, by their labels: with the ones above, every
    /// initializer a misspelt label is checked against.
    private static let uiColorOtherInitializers: [[String]] = [
        ["named"], ["named", "in", "compatibleWith"], ["patternImage"], ["cgColor"], ["ciColor"], ["dynamicProvider"],
        ["resource"], ["_"],
    ]

    /// Reports a `UIColor(red:green:blue:)` without `alpha:`, which UIKit has no initializer for,
    /// and a misspelt label of one of UIKit's initializers (`UIColor(red:gren:blue:alpha:)`).
    ///
    /// Labels far from every UIKit initializer are left alone: a team's own extension
    /// (`UIColor(hex:)`) is not in the model folders docgen reads.
    func checkUIColorInitializer(_ call: FunctionCallExprSyntax) {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIColor",
            call.trailingClosure == nil
        else { return }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let known = Self.uiColorComponentInitializers + Self.uiColorOtherInitializers
        guard !known.contains(labels) else { return }
        if let (index, expected, signature) = Self.misspeltLabel(labels, in: known) {
            let argument = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: index)]
            report(
                .error,
                "incorrect argument label '\(labels[index])' in call to 'UIColor.init(\(signature.map { "\($0):" }.joined()))'; did you mean '\(expected)'?",
                at: argument.positionAfterSkippingLeadingTrivia.utf8Offset, rule: "swift-argument-label")
            return
        }
        guard let signature = Self.uiColorComponentInitializers.first(where: { $0.dropLast().elementsEqual(labels) })
        else { return }
        let end = call.rightParen?.positionAfterSkippingLeadingTrivia ?? call.endPositionBeforeTrailingTrivia
        report(
            .error,
            "missing argument for parameter 'alpha' in call to 'UIColor.init(\(signature.map { "\($0):" }.joined()))'",
            at: end.utf8Offset, rule: "swift-missing-argument")
    }

    /// The one label of `labels` that differs from a known initializer's, when it is a close
    /// misspelling of it: its position, the right label and the initializer's labels.
    private static func misspeltLabel(_ labels: [String], in known: [[String]]) -> (Int, String, [String])? {
        for signature in known where signature.count == labels.count {
            let differing = labels.indices.filter { labels[$0] != signature[$0] }
            guard differing.count == 1, let index = differing.first, labels[index] != "_", signature[index] != "_",
                Suggestion.closest(to: labels[index], in: [signature[index]]) != nil
            else { continue }
            return (index, signature[index], signature)
        }
        return nil
    }
}
