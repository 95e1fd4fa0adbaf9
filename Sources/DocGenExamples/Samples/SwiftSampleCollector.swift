import SwiftSyntax

/// Finds the samples in a Swift example: model initializer calls whose arguments are all
/// literals, and array literals made only of such calls to one model type.
///
/// Only the outermost literal call counts, so `PromotionalHeaderDisplayState(headerData:
/// PromotionalHeaderData(…), isVisible: false)` is one sample; a call with a variable among its
/// arguments is not a sample, but literal calls inside it still are.
final class SwiftSampleCollector: SyntaxVisitor {
    private let evaluator: SwiftLiteralEvaluator
    private(set) var samples: [Sample] = []

    init(index: TypeIndex, lines: TextLines) {
        evaluator = SwiftLiteralEvaluator(index: index, lines: lines)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
        let calls = node.elements.map { $0.expression.as(FunctionCallExprSyntax.self) }
        guard !calls.isEmpty, let first = calls.first, let firstCall = first,
            let typeName = evaluator.modelTypeName(called: firstCall)
        else { return .visitChildren }
        var elements: [SampleNode] = []
        for call in calls {
            guard let call, evaluator.modelTypeName(called: call) == typeName,
                let element = evaluator.evaluateCall(call, typeName: typeName)
            else { return .visitChildren }
            elements.append(element)
        }
        let root = SampleNode(.array(elements), at: evaluator.location(of: node))
        samples.append(Sample(type: .array(.named(typeName)), root: root, language: .swift))
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let typeName = evaluator.modelTypeName(called: node),
            let root = evaluator.evaluateCall(node, typeName: typeName)
        else { return .visitChildren }
        samples.append(Sample(type: .named(typeName), root: root, language: .swift))
        return .skipChildren
    }
}
