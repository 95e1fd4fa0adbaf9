import SwiftSyntax

/// The platforms an `#if` clause's condition is for, as far as its `os(…)` tests tell.
///
/// Docs are written for Apple's platforms, so a type declared only for others (`#if os(Linux)
/// || os(Windows)`) stands in for a framework type they lack, and is not the type examples use.
enum PlatformCondition: Equatable {
    /// Only Apple's: `os(iOS) || os(macOS)`.
    case apple
    /// Only others: `os(Linux) || os(Android) || os(Windows)`.
    case others
    /// Any other condition: `canImport(UIKit)`, `DEBUG`, `!os(Linux)`, `os(iOS) && DEBUG`.
    case any

    private static let appleSystems: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]
    private static let otherSystems: Set<String> = [
        "Linux", "Android", "Windows", "WASI", "FreeBSD", "OpenBSD", "Cygwin", "Haiku", "PS4", "none",
    ]

    /// What `condition` is for: a disjunction (`||`) of `os(…)` tests of one kind of platform only.
    init(_ condition: ExprSyntax) {
        var systems: [String] = []
        guard Self.collect(condition, into: &systems), !systems.isEmpty else {
            self = .any
            return
        }
        if systems.allSatisfy(Self.appleSystems.contains) {
            self = .apple
        } else if systems.allSatisfy(Self.otherSystems.contains) {
            self = .others
        } else {
            self = .any
        }
    }

    /// Adds the systems of `os(…)` tests joined by `||`; false for anything else in the condition.
    private static func collect(_ expression: ExprSyntax, into systems: inout [String]) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
                call.arguments.count == 1,
                let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return false }
            systems.append(name)
            return true
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return collect(inner.expression, into: &systems)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // The parser leaves `#if` conditions unfolded: operands at even places, operators between.
            for (place, element) in sequence.elements.enumerated() {
                if place % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" else { return false }
                } else if !collect(element, into: &systems) {
                    return false
                }
            }
            return true
        }
        return false
    }
}
