import SwiftSyntax

/// Finds the samples in a Swift example: model initializer calls whose arguments are all
/// literals, and array literals made only of such calls to one model type.
///
/// Only the outermost literal call counts, so `PromotionalHeaderDisplayState(headerData:
/// PromotionalHeaderData(…), isVisible: false)` is one sample; a call with a variable among its
/// arguments is not a sample, but literal calls inside it still are. The collector rides along
/// the `UsageChecker`'s walk, which tells it each array and call it enters and leaves, so the
/// tree is walked once.
final class SwiftSampleCollector {
    private let evaluator: SwiftLiteralEvaluator
    private(set) var samples: [Sample] = []
    /// The sample being walked through, whose inner calls are part of it.
    private var current: SyntaxIdentifier?

    init(index: TypeIndex, lines: TextLines) {
        evaluator = SwiftLiteralEvaluator(index: index, lines: lines)
    }

    /// Takes an array literal of literal calls to one model type as a sample.
    func enter(_ node: ArrayExprSyntax) {
        guard current == nil else { return }
        let calls = node.elements.map { $0.expression.as(FunctionCallExprSyntax.self) }
        guard !calls.isEmpty, let first = calls.first, let firstCall = first,
            let typeName = evaluator.modelTypeName(called: firstCall)
        else { return }
        var elements: [SampleNode] = []
        for call in calls {
            guard let call, evaluator.modelTypeName(called: call) == typeName,
                let element = evaluator.evaluateCall(call, typeName: typeName)
            else { return }
            elements.append(element)
        }
        let root = SampleNode(.array(elements), at: evaluator.location(of: node))
        samples.append(Sample(type: .array(.named(typeName)), root: root, language: .swift))
        current = node.id
    }

    /// Takes a model call with only literal arguments as a sample.
    func enter(_ node: FunctionCallExprSyntax) {
        guard current == nil, let typeName = evaluator.modelTypeName(called: node),
            let root = evaluator.evaluateCall(node, typeName: typeName)
        else { return }
        samples.append(Sample(type: .named(typeName), root: root, language: .swift))
        current = node.id
    }

    /// Ends the sample `node` started, if it started one.
    func leave(_ node: some SyntaxProtocol) {
        if current == node.id { current = nil }
    }
}
