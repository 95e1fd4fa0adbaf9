import DocGenDiagnostics
import SwiftParser
import SwiftSyntax

/// The parameters and result of a function type docgen keeps as text (`(Int, Int) -> String`):
/// what a call of a closure-typed property takes and gives.
struct FunctionTypeShape {
    /// The parameters, unlabeled as a call of a closure writes them.
    var parameters: [ParameterDeclaration]
    /// The result; nil for `Void`.
    var result: TypeRef?

    /// The shape of `type` when it is a function type, with its parameters placed at `location`; otherwise nil.
    init?(_ type: TypeRef, location: DocGenDiagnostics.SourceLocation) {
        // Most opaque types are tuples and existentials, which are not parsed.
        guard case let .opaque(text) = type, text.contains("->") else { return nil }
        var parser = Parser(text)
        var syntax = TypeSyntax.parse(from: &parser)
        while let attributed = syntax.as(AttributedTypeSyntax.self) { syntax = attributed.baseType }
        guard let function = syntax.as(FunctionTypeSyntax.self) else { return nil }
        parameters = function.parameters.map { element in
            ParameterDeclaration(
                label: nil, type: TypeRefReader.read(element.type), hasDefault: false, isVariadic: element.ellipsis != nil,
                location: location)
        }
        let result = TypeRefReader.read(function.returnClause.type)
        self.result = [.named("Void"), .opaque("()")].contains(result) ? nil : result
    }
}
