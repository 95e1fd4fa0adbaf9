import DocGenDiagnostics

/// One check a team declares for a model type's values in samples (`rules:` in `docgen.yml`).
///
/// A rule reads the fields of each object of the type by their JSON keys, at any depth of a
/// sample: a field check looks at one field of every object, a list check (`unique`, `last`)
/// at the items of each list of the type. `when` limits a rule to the objects (or list items)
/// whose fields match every condition.
public struct SampleRule: Sendable, Equatable {
    /// The checks a rule can make.
    public enum Check: Sendable, Equatable {
        /// `oneOf`: the field's string is one of these, with a did-you-mean hint when it is not.
        case oneOf([String])
        /// `matchCase`: a string equal to one of these only ignoring case is written in their case.
        case matchCase([String])
        /// `format`: the field's string has this form.
        case format(Format)
        /// `required: true`: the field is present and not null.
        case required
        /// `absent: true`: the field is absent or null.
        case absent
        /// `unique`: in a list, no two items have the same value of the field.
        case unique
        /// `last`: in a list ordered by `order`, an item matching the conditions is the last one.
        case last([SampleCondition], order: [SampleOrderKey])
    }

    /// The forms `format` can ask for.
    public enum Format: String, Sendable, Equatable, CaseIterable {
        /// An http or https URL with a host.
        case webURL = "web-url"
    }

    /// The rule id printed in brackets after the message.
    public var name: String
    /// `error` (the default) or `warning`.
    public var severity: Diagnostic.Severity
    /// The message with `{value}`, `{field}` and other fields' `{name}` placeholders; nil for docgen's own.
    public var message: String?
    /// The field checked; nil for `last`, which names its fields in its conditions and order.
    public var field: String?
    /// The conditions a sample (or list item) must meet for the rule to apply.
    public var when: [SampleCondition]
    /// What is checked.
    public var check: Check
    /// Where the rule is declared, for problems found once the model types are known.
    public var location: SourceLocation?

    /// Creates a rule.
    public init(
        name: String, severity: Diagnostic.Severity = .error, message: String? = nil, field: String? = nil,
        when: [SampleCondition] = [], check: Check, location: SourceLocation? = nil
    ) {
        self.name = name
        self.severity = severity
        self.message = message
        self.field = field
        self.when = when
        self.check = check
        self.location = location
    }

    /// Whether the rule reads the items of a list together rather than each sample alone.
    public var isListCheck: Bool {
        switch check {
        case .unique, .last: true
        case .oneOf, .matchCase, .format, .required, .absent: false
        }
    }

    /// Every field the rule reads, for checking them against the model type.
    public var fields: [String] {
        var fields = (field.map { [$0] } ?? []) + when.map(\.field)
        if case let .last(conditions, order) = check {
            fields += conditions.map(\.field) + order.map(\.field)
        }
        return fields
    }
}

/// A condition on one field of a sample: `{type: popup}`, `{type: [a, b]}`, `{landingType: {not: [web, none]}}`.
///
/// A field that is absent or null meets no condition, negated or not.
public struct SampleCondition: Sendable, Equatable {
    /// The field's JSON key.
    public var field: String
    /// The values compared with the field's text (a string, number or boolean as written).
    public var values: [String]
    /// Whether the field must be none of `values` rather than one of them.
    public var negated: Bool

    /// Creates a condition.
    public init(field: String, values: [String], negated: Bool = false) {
        self.field = field
        self.values = values
        self.negated = negated
    }
}

/// One field of a `last` rule's order: numbers compare as numbers, other values as text.
public struct SampleOrderKey: Sendable, Equatable {
    /// The field's JSON key.
    public var field: String
    /// Whether larger values come first.
    public var descending: Bool

    /// Creates an order key.
    public init(field: String, descending: Bool = false) {
        self.field = field
        self.descending = descending
    }
}
