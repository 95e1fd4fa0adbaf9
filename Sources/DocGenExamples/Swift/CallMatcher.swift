import DocGenDiagnostics
import SwiftSyntax

/// Matches a call's arguments to a callable's parameters the way Swift does: in order, by label,
/// skipping parameters with defaults.
enum CallMatcher {
    /// One problem with a call, at a UTF-8 offset in the block.
    struct Problem {
        var message: String
        var rule: String
        var offset: Int
        /// How many mistakes it stands for: one for each argument a call misses.
        var mistakes = 1
    }

    /// The parameter index of each argument when the call matches exactly, otherwise nil.
    static func exactMatch(_ arguments: [CallArgument], _ parameters: [ParameterDeclaration]) -> [Int]? {
        var next = 0
        var mapping: [Int] = []
        for (index, parameter) in parameters.enumerated() {
            if next < arguments.count, arguments[next].label == parameter.label {
                mapping.append(index)
                next += 1
                while parameter.isVariadic, next < arguments.count, arguments[next].label == nil {
                    mapping.append(index)
                    next += 1
                }
            } else if !(parameter.hasDefault || parameter.isVariadic) {
                return nil
            }
        }
        return next == arguments.count ? mapping : nil
    }

    /// The labels of written arguments, for matching where their places are not needed.
    static func labels(of arguments: LabeledExprListSyntax) -> [CallArgument] {
        arguments.map { CallArgument(label: $0.label?.unescapedText, position: 0, valuePosition: 0) }
    }

    /// Whether a call's labels, and its trailing closure when it has one, fit the parameters.
    static func labelsFit(_ call: FunctionCallExprSyntax, _ parameters: [ParameterDeclaration]) -> Bool {
        let arguments = labels(of: call.arguments)
        return call.trailingClosure != nil
            ? matchesWithTrailingClosure(arguments, parameters) : exactMatch(arguments, parameters) != nil
    }

    /// Whether a call's written arguments and a trailing closure fit the parameters exactly:
    /// the closure takes the last parameter of a function type, after those the arguments take.
    static func matchesWithTrailingClosure(_ arguments: [CallArgument], _ parameters: [ParameterDeclaration]) -> Bool {
        guard
            let closure = parameters.lastIndex(where: { parameter in
                switch parameter.type {
                case .opaque, .optional(.opaque): true
                default: false
                }
            })
        else { return false }
        var rest = parameters
        rest.remove(at: closure)
        guard let mapping = exactMatch(arguments, rest) else { return false }
        return (mapping.last ?? -1) < closure
    }

    /// The problems of a call that does not match `callable`, and the parameter each argument was taken for.
    static func problems(
        _ arguments: [CallArgument], _ callable: Callable, closingOffset: Int
    ) -> (problems: [Problem], mapping: [Int?]) {
        let parameters = callable.parameters
        var used = Set<Int>()
        var mapping = [Int?](repeating: nil, count: arguments.count)
        for (position, argument) in arguments.enumerated() {
            // A variadic parameter takes the unlabeled arguments after its first one too.
            if position > 0, argument.label == nil, let previous = mapping[position - 1], parameters[previous].isVariadic {
                mapping[position] = previous
            } else if let index = parameters.indices.first(where: {
                !used.contains($0) && parameters[$0].label == argument.label
            }) {
                mapping[position] = index
                used.insert(index)
            }
        }
        var problems: [Problem] = []
        let name = "'\(callable.displayName)'"
        // One argument unmatched where one required parameter is left, in its place, with a
        // label that holds the other (`withLeftBound:` for `leftBound:`): that label, mistyped.
        let isOnlyUnmatched = mapping.count { $0 == nil } == 1
        for (position, argument) in arguments.enumerated() where mapping[position] == nil {
            let free = parameters.indices.filter { !used.contains($0) }
            let requiredLeft = free.contains { !parameters[$0].hasDefault && !parameters[$0].isVariadic }
            if let label = argument.label {
                var suggestion = Suggestion.closest(to: label, in: free.compactMap { parameters[$0].label })
                if suggestion == nil, isOnlyUnmatched, let index = onlyRequired(free, parameters),
                    fits(index, at: position, mapping), let expected = parameters[index].label,
                    label.lowercased().contains(expected.lowercased()) || expected.lowercased().contains(label.lowercased())
                {
                    suggestion = expected
                }
                if let suggestion, let index = free.first(where: { parameters[$0].label == suggestion }) {
                    mapping[position] = index
                    used.insert(index)
                    problems.append(
                        Problem(
                            message: "incorrect argument label '\(label)' in call to \(name); did you mean '\(suggestion)'?",
                            rule: "swift-argument-label", offset: argument.position))
                } else if let index = free.first(where: { parameters[$0].label == nil && !parameters[$0].hasDefault }) {
                    // A label where the parameter takes none: the argument is that parameter's.
                    mapping[position] = index
                    used.insert(index)
                    problems.append(
                        Problem(
                            message: "extraneous argument label '\(label):' in call to \(name)", rule: "swift-argument-label",
                            offset: argument.position))
                } else if requiredLeft {
                    problems.append(
                        Problem(
                            message: "unknown argument label '\(label)' in call to \(name)", rule: "swift-argument-label",
                            offset: argument.position))
                } else {
                    problems.append(
                        Problem(
                            message: "extra argument '\(label)' in call to \(name)", rule: "swift-extra-argument",
                            offset: argument.position))
                }
            } else if let index = free.first(where: { parameters[$0].label != nil }) {
                mapping[position] = index
                used.insert(index)
                let label = parameters[index].label ?? ""
                problems.append(
                    Problem(
                        message: "missing argument label '\(label):' in call to \(name)", rule: "swift-argument-label",
                        offset: argument.position))
            } else {
                problems.append(
                    Problem(message: "extra argument in call to \(name)", rule: "swift-extra-argument", offset: argument.position)
                )
            }
        }
        problems += orderProblems(arguments, parameters, mapping, name: name)
        // Every missing argument of a call is one error, as the compiler gives it, at the first's place.
        let missing = parameters.indices.filter {
            !used.contains($0) && !parameters[$0].hasDefault && !parameters[$0].isVariadic
        }
        if let first = missing.first {
            let following = arguments.indices.first { (mapping[$0] ?? -1) > first }
            let offset = following.map { arguments[$0].position } ?? closingOffset
            let labels = missing.map { index in parameters[index].label.map { "'\($0)'" } ?? "#\(index + 1)" }
            let message =
                labels.count == 1
                ? "missing argument for parameter \(labels[0]) in call to \(name)"
                : "missing arguments for parameters \(labels.joined(separator: ", ")) in call to \(name)"
            problems.append(Problem(message: message, rule: "swift-missing-argument", offset: offset, mistakes: missing.count))
        }
        return (problems, mapping)
    }

    /// The one parameter of `free` that must be given and has a label; nil when there is not exactly one.
    private static func onlyRequired(_ free: [Int], _ parameters: [ParameterDeclaration]) -> Int? {
        let required = free.filter { !parameters[$0].hasDefault && !parameters[$0].isVariadic }
        guard required.count == 1, let index = required.first, parameters[index].label != nil else { return nil }
        return index
    }

    /// Whether parameter `index` lies between those the arguments around `position` were taken for.
    private static func fits(_ index: Int, at position: Int, _ mapping: [Int?]) -> Bool {
        let before = mapping[..<position].compactMap { $0 }.last ?? -1
        let after = mapping[(position + 1)...].compactMap { $0 }.first ?? Int.max
        return before < index && index < after
    }

    // The first argument that comes after one it must precede.
    private static func orderProblems(
        _ arguments: [CallArgument], _ parameters: [ParameterDeclaration], _ mapping: [Int?], name: String
    ) -> [Problem] {
        var latest: (parameter: Int, argument: Int)?
        for (position, index) in mapping.enumerated() {
            guard let index else { continue }
            if let previous = latest, index < previous.parameter {
                // Named as the compiler names them: by label, or by place in the call.
                func described(_ argument: Int) -> String {
                    arguments[argument].label.map { "argument '\($0)'" } ?? "unnamed argument #\(argument + 1)"
                }
                return [
                    Problem(
                        message: "\(described(position)) must precede \(described(previous.argument)) in call to \(name)",
                        rule: "swift-argument-order", offset: arguments[position].position)
                ]
            }
            latest = (index, position)
        }
        return []
    }
}
