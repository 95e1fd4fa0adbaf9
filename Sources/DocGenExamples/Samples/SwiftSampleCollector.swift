import SwiftSyntax

/// Finds the samples in a Swift example: model initializer calls whose arguments are all
/// literals, and array literals made only of such calls to one model type.
///
/// Only the outermost literal call counts, so `PromotionalHeaderDisplayState(headerData:
/// PromotionalHeaderData(…), isVisible: false)` is one sample; a call with a variable among its
/// arguments is not a sample, but literal calls inside it still are.
struct SwiftSampleCollector {
    private let evaluator: SwiftLiteralEvaluator

    init(index: TypeIndex, lines: TextLines) {
        evaluator = SwiftLiteralEvaluator(index: index, lines: lines)
    }

    /// The samples among an example's calls and array literals, given in the order a walk of the
    /// tree meets them (`UsageChecker.literalCandidates`): the example is walked once for both.
    func samples(among candidates: [ExprSyntax]) -> [Sample] {
        var samples: [Sample] = []
        // Where the last sample ends: a candidate before it lies inside it, in a walk's order.
        var sampleEnd = AbsolutePosition(utf8Offset: 0)
        for candidate in candidates where candidate.position >= sampleEnd {
            let sample: Sample?
            if let array = candidate.as(ArrayExprSyntax.self) {
                sample = self.sample(array)
            } else if let call = candidate.as(FunctionCallExprSyntax.self) {
                sample = self.sample(call)
            } else {
                sample = nil
            }
            guard let sample else { continue }
            samples.append(sample)
            sampleEnd = candidate.endPosition
        }
        return samples
    }

    private func sample(_ node: ArrayExprSyntax) -> Sample? {
        let calls = node.elements.map { $0.expression.as(FunctionCallExprSyntax.self) }
        guard !calls.isEmpty, let first = calls.first, let firstCall = first,
            let typeName = evaluator.modelTypeName(called: firstCall)
        else { return nil }
        var elements: [SampleNode] = []
        for call in calls {
            guard let call, evaluator.modelTypeName(called: call) == typeName,
                let element = evaluator.evaluateCall(call, typeName: typeName)
            else { return nil }
            elements.append(element)
        }
        let root = SampleNode(.array(elements), at: evaluator.location(of: node))
        return Sample(type: .array(.named(typeName)), root: root, language: .swift)
    }

    private func sample(_ node: FunctionCallExprSyntax) -> Sample? {
        guard let typeName = evaluator.modelTypeName(called: node),
            let root = evaluator.evaluateCall(node, typeName: typeName)
        else { return nil }
        return Sample(type: .named(typeName), root: root, language: .swift)
    }
}
