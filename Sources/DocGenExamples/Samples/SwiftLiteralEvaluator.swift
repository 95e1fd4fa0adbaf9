import DocGenDiagnostics
import SwiftParser
import SwiftSyntax

/// Turns literal Swift expressions into sample values, guided by the types the model expects.
///
/// Literals are strings without interpolation, numbers, booleans, `nil`, enum cases (as their
/// raw values), UIKit color expressions, arrays, string-keyed dictionaries, and calls to model
/// initializers whose arguments are all literals. Anything else gives nil: the call is not a sample.
struct SwiftLiteralEvaluator {
    let index: TypeIndex
    let lines: TextLines

    // A literal nested deeper than this is not worth previewing, and recursion must stay bounded.
    private static let depthLimit = 32

    /// The qualified name of the decodable model type a call constructs, or nil.
    func modelTypeName(called call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        guard let written = Self.dottedName(callee) else { return nil }
        guard let name = index.qualifiedName(for: written, scope: nil),
            let declaration = index.type(named: name),
            declaration.kind == .struct || declaration.kind == .class,
            declaration.declaresDecodable, !declaration.isPlatformStandIn
        else { return nil }
        return name
    }

    /// `Name` or `Outer.Inner` as written, when the expression is only a type's name.
    private static func dottedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let outer = dottedName(base)
        else { return nil }
        return outer + "." + member.declName.baseName.text
    }

    /// The call as an object sample, its labels mapped to the JSON keys of the properties they fill.
    func evaluateCall(_ call: FunctionCallExprSyntax, typeName: String, depth: Int = 0) -> SampleNode? {
        guard depth < Self.depthLimit, call.trailingClosure == nil, let declaration = index.type(named: typeName) else {
            return nil
        }
        let arguments = Array(call.arguments)
        // A model has a handful of properties: a scan costs less than hashing them into a dictionary.
        let shape = index.callShape(of: declaration)
        let decoded = shape.decodedProperties
        for initializer in shape.initializers where !initializer.isFailable {
            guard let matched = match(arguments, to: initializer.parameters) else { continue }
            var fields: [SampleField] = []
            var complete = true
            for (parameter, argument) in matched {
                guard let label = parameter.label, let key = decoded.first(where: { $0.property.name == label })?.jsonKey
                else {
                    complete = false
                    break
                }
                let type = index.resolve(parameter.type, scope: typeName)
                if let argument {
                    guard let value = evaluate(argument.expression, expecting: type, depth: depth + 1) else { return nil }
                    fields.append(SampleField(key: key, value: value))
                } else if let text = parameter.defaultValue, let value = evaluateDefault(text, expecting: type, at: call) {
                    fields.append(SampleField(key: key, value: value))
                }
            }
            if complete { return SampleNode(.object(fields), at: location(of: call)) }
        }
        return nil
    }

    /// Pairs each parameter with its argument (nil when a defaulted parameter is left out), or nil when the labels don't fit.
    private func match(
        _ arguments: [LabeledExprSyntax], to parameters: [ParameterDeclaration]
    )
        -> [(ParameterDeclaration, LabeledExprSyntax?)]?
    {
        var result: [(ParameterDeclaration, LabeledExprSyntax?)] = []
        var next = 0
        for parameter in parameters {
            guard !parameter.isVariadic else { return nil }
            if next < arguments.count, arguments[next].label?.unescapedText == parameter.label {
                result.append((parameter, arguments[next]))
                next += 1
            } else if parameter.hasDefault {
                result.append((parameter, nil))
            } else {
                return nil
            }
        }
        return next == arguments.count ? result : nil
    }

    /// A literal expression as a sample value of the expected type, or nil when it is not a literal.
    func evaluate(_ expression: ExprSyntax, expecting type: TypeRef, depth: Int) -> SampleNode? {
        guard depth < Self.depthLimit else { return nil }
        let at = location(of: expression)
        let expected = type.unwrapped
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return Self.value(of: string).map { SampleNode(.string($0), at: at) }
        }
        if let number = Self.numberText(expression) { return SampleNode(.number(number), at: at) }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return SampleNode(.bool(boolean.literal.tokenKind == .keyword(.true)), at: at)
        }
        if expression.is(NilLiteralExprSyntax.self) { return type.isOptional ? SampleNode(.null, at: at) : nil }
        if expected.name == "UIColor" { return colorExpression(expression).map { SampleNode(.color($0), at: at) } }
        if let array = expression.as(ArrayExprSyntax.self) {
            guard case let .array(element) = expected else { return nil }
            var elements: [SampleNode] = []
            for item in array.elements {
                guard let value = evaluate(item.expression, expecting: element, depth: depth + 1) else { return nil }
                elements.append(value)
            }
            return SampleNode(.array(elements), at: at)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            return evaluateDictionary(dictionary, expecting: expected, depth: depth)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let typeName = modelTypeName(called: call) { return evaluateCall(call, typeName: typeName, depth: depth + 1) }
            // `.init(…)` with the type taken from context.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                member.declName.baseName.text == "init", let name = expected.name, index.type(named: name) != nil
            {
                return evaluateCall(call, typeName: name, depth: depth + 1)
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return enumCase(member, expecting: expected).map { SampleNode($0, at: at) }
        }
        return nil
    }

    /// The value of a string literal without interpolation, or nil.
    static func value(of string: StringLiteralExprSyntax) -> String? {
        // A one-line literal of one segment without a backslash means what it says; the general
        // reading, with escapes and multi-line indentation, costs several times more.
        if string.openingQuote.tokenKind == .stringQuote, string.segments.count == 1,
            let segment = string.segments.first?.as(StringSegmentSyntax.self)
        {
            let text = segment.content.text
            if !text.utf8.contains(UInt8(ascii: "\\")) { return text }
        }
        return string.representedLiteralValue
    }

    private func evaluateDictionary(_ dictionary: DictionaryExprSyntax, expecting type: TypeRef, depth: Int) -> SampleNode? {
        guard case let .dictionary(key, value) = type, key.name == "String" else { return nil }
        var fields: [SampleField] = []
        if case let .elements(elements) = dictionary.content {
            for element in elements {
                guard let keyText = element.key.as(StringLiteralExprSyntax.self).flatMap(Self.value(of:)),
                    let item = evaluate(element.value, expecting: value, depth: depth + 1)
                else { return nil }
                fields.append(SampleField(key: keyText, value: item))
            }
        }
        return SampleNode(.object(fields), at: location(of: dictionary))
    }

    /// `.case` or `Enum.case` of a model enum with a raw type, as its raw value.
    private func enumCase(_ member: MemberAccessExprSyntax, expecting type: TypeRef) -> SampleValue? {
        guard let name = type.name, let declaration = index.type(named: name), declaration.kind == .enum else { return nil }
        if let base = member.base {
            guard let reference = base.as(DeclReferenceExprSyntax.self),
                index.qualifiedName(for: reference.baseName.text, scope: nil) == name
            else { return nil }
        }
        let caseName = member.declName.baseName.unescapedText
        guard let raw = declaration.rawValues.first(where: { $0.caseName == caseName })?.rawValue else { return nil }
        return declaration.rawType?.name == "String" || declaration.rawType?.name == "Character" ? .string(raw) : .number(raw)
    }

    private func evaluateDefault(_ text: String, expecting type: TypeRef, at call: FunctionCallExprSyntax) -> SampleNode? {
        let file = Parser.parse(source: text)
        guard file.statements.count == 1, let expression = file.statements.first?.item.as(ExprSyntax.self),
            var node = evaluate(expression, expecting: type, depth: Self.depthLimit - 2)
        else { return nil }
        node.location = location(of: call)
        return node
    }

    /// The location of a node's first non-trivia character.
    func location(of node: some SyntaxProtocol) -> DocGenDiagnostics.SourceLocation {
        lines.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The text of an integer or floating-point literal, with a leading minus and without underscores.
    static func numberText(_ expression: ExprSyntax) -> String? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return integer.literal.text.filter { $0 != "_" }
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return float.literal.text.filter { $0 != "_" }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            let magnitude = numberText(prefix.expression), !magnitude.hasPrefix("-")
        {
            return "-" + magnitude
        }
        return nil
    }
}
