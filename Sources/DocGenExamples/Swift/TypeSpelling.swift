import SwiftParser
import SwiftSyntax

/// Spells a type the same way whichever of Swift's equivalent spellings it is written in, so that
/// a restated declaration compares equal to its model.
///
/// `()` is `Void`; the argument labels of a function type (`(_ fraction: Double) -> Void`) are no
/// part of it; a composition's order and an `Any` in it (`any Any & Sendable`) change nothing;
/// `any` before a protocol is the protocol, as `TypeRefReader` reads it; and `throws(any Error)`
/// is `throws`.
enum TypeSpelling {
    /// The spelling of `type` that every equivalent spelling of it shares.
    static func spelling(of type: TypeRef) -> String {
        switch type {
        case let .named(name, arguments):
            arguments.isEmpty ? name : "\(name)<\(arguments.map(spelling(of:)).joined(separator: ", "))>"
        case let .optional(wrapped):
            "\(spelling(of: wrapped))?"
        case let .array(element):
            "[\(spelling(of: element))]"
        case let .dictionary(key, value):
            "[\(spelling(of: key)): \(spelling(of: value))]"
        case let .opaque(text):
            spelling(ofText: text)
        }
    }

    private static func spelling(ofText text: String) -> String {
        guard !BracketDepth.exceedsMaximum(text) else { return text }
        var parser = Parser(text)
        let syntax = TypeSyntax.parse(from: &parser)
        guard !syntax.hasError else { return text }
        return spelling(of: syntax)
    }

    private static func spelling(of syntax: TypeSyntax) -> String {
        if let function = syntax.as(FunctionTypeSyntax.self) {
            let parameters = function.parameters.map(spelling(ofElement:)).joined(separator: ", ")
            let effects = function.effectSpecifiers.map(spelling(of:)) ?? ""
            return "(\(parameters))\(effects) -> \(spelling(of: function.returnClause.type))"
        }
        if let tuple = syntax.as(TupleTypeSyntax.self) {
            guard !tuple.elements.isEmpty else { return "Void" }
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                return spelling(of: only.type)
            }
            // A tuple's labels are part of its type, unlike a function's argument labels.
            let elements = tuple.elements.map { element in
                let label = element.firstName.map { $0.tokenKind == .wildcard ? "" : "\($0.text): " } ?? ""
                return label + spelling(ofElement: element)
            }
            return "(\(elements.joined(separator: ", ")))"
        }
        if let composition = syntax.as(CompositionTypeSyntax.self) {
            let parts = Set(composition.elements.map { spelling(of: $0.type) }).subtracting(["Any"]).sorted()
            return parts.isEmpty ? "Any" : parts.joined(separator: " & ")
        }
        if let existential = syntax.as(SomeOrAnyTypeSyntax.self) {
            let constraint = spelling(of: existential.constraint)
            return existential.someOrAnySpecifier.tokenKind == .keyword(.some) ? "some \(constraint)" : constraint
        }
        if let attributed = syntax.as(AttributedTypeSyntax.self) {
            let marks =
                [attributed.specifiers.trimmedDescription, attributed.attributes.trimmedDescription]
                + [attributed.lateSpecifiers.trimmedDescription]
            return (marks.filter { !$0.isEmpty } + [spelling(of: attributed.baseType)]).joined(separator: " ")
        }
        // What the reader cannot look into is spelt as written; what it can has parts that may be.
        let read = TypeRefReader.read(syntax)
        if case .opaque = read { return syntax.trimmedDescription }
        return spelling(of: read)
    }

    /// A function's parameter or a tuple's element without its label.
    private static func spelling(ofElement element: TupleTypeElementSyntax) -> String {
        spelling(of: element.type) + (element.ellipsis == nil ? "" : "...")
    }

    private static func spelling(of effects: TypeEffectSpecifiersSyntax) -> String {
        var words: [String] = []
        if effects.asyncSpecifier != nil { words.append("async") }
        if let clause = effects.throwsClause {
            // `throws(any Error)` is `throws`, and `throws(Never)` throws nothing.
            switch clause.type.map(spelling(of:)) {
            case nil, "Error": words.append("throws")
            case "Never": break
            case let thrown?: words.append("throws(\(thrown))")
            }
        }
        return words.map { " " + $0 }.joined()
    }
}
