/// Where a value meets the type it must have, for wording mismatch messages as the compiler does.
enum ExpectationRole {
    /// An argument of a call, or a parameter's default value; the parameter's label when it has one.
    case argument(String?)
    /// The initial value of a variable with a type annotation.
    case specified
    /// The right side of an assignment.
    case assignment
    /// One side of `==`, `!=` or `~=`.
    case comparison(String)

    /// The message for a value of type `actual` where `expected` is needed.
    func mismatch(_ actual: String, _ expected: TypeRef) -> String {
        switch self {
        case let .argument(label):
            "cannot convert value of type '\(actual)' to expected argument type '\(expected)'\(Self.naming(label))"
        case .specified: "cannot convert value of type '\(actual)' to specified type '\(expected)'"
        case .assignment: "cannot assign value of type '\(actual)' to type '\(expected)'"
        case let .comparison(op): "binary operator '\(op)' cannot be applied to operands of type '\(expected)' and '\(actual)'"
        }
    }

    /// " of parameter 'title'", so that a call with several arguments says which one is wrong.
    private static func naming(_ label: String?) -> String {
        label.map { " of parameter '\($0)'" } ?? ""
    }

    /// The message for a value of the optional type `actual` where the non-optional `expected` is needed.
    func optionalMismatch(_ actual: TypeRef, _ expected: TypeRef) -> String {
        let unwrap = "value of optional type '\(actual)' must be unwrapped to a value of type '\(expected)'"
        switch self {
        case let .argument(label): return "\(unwrap)\(Self.naming(label))"
        case .specified, .assignment, .comparison: return unwrap
        }
    }

    /// The message for `nil` where the non-optional `expected` is needed.
    func nilMismatch(_ expected: TypeRef) -> String {
        switch self {
        case let .argument(label): "'nil' is not compatible with expected argument type '\(expected)'\(Self.naming(label))"
        case .specified: "'nil' cannot initialize specified type '\(expected)'"
        case .assignment: "'nil' cannot be assigned to type '\(expected)'"
        case .comparison: "'\(expected)' is not optional, so comparing it with 'nil' is always false"
        }
    }
}
