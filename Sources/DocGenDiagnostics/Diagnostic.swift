/// A problem found in the user's input, with where it is and which rule found it.
///
/// Every part of docgen reports through this one type, so `build`, `check` and
/// `diagram` print the same compiler-style lines:
/// `Content/components/banner.md:42:3: warning: link target not found: 'x.md' [link-target]`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        case note
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.order < rhs.order
        }

        private var order: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// Where it is; nil for problems that belong to no file, such as a missing folder.
    public var location: SourceLocation?
    /// A stable, kebab-case rule id such as `link-target` or `front-matter-type`.
    public var rule: String
    /// A lowercase sentence with code in single quotes.
    public var message: String
    /// Whether a rule the site declares in its configuration (a sample rule in `docgen.yml`)
    /// found it, rather than one of docgen's own checks; its `rule` is the name declared.
    ///
    /// Such a rule checks what a page's example says, as the `json-` rules do, whatever its name.
    public var isDeclaredRule = false

    /// The rules of notes that only say why docgen accepted something it could not check (a
    /// member of a type that inherits from one docgen cannot see), why it showed a DocC symbol
    /// link as code, or why a fast path declined the templates, printed with `--verbose`.
    public static let explanationRules: Set<String> = ["swift-open-member", "link-symbol", "template-fast-path"]

    /// Whether it is a note of `explanationRules`, which commands print only when asked.
    public var isExplanation: Bool {
        severity == .note && Self.explanationRules.contains(rule)
    }

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, rule: String) {
        self.severity = severity
        self.message = message
        self.location = location
        self.rule = rule
    }

    /// Creates an error.
    public static func error(_ message: String, at location: SourceLocation?, rule: String) -> Diagnostic {
        Diagnostic(.error, message, at: location, rule: rule)
    }

    /// Creates a warning.
    public static func warning(_ message: String, at location: SourceLocation?, rule: String) -> Diagnostic {
        Diagnostic(.warning, message, at: location, rule: rule)
    }

    /// Creates a note.
    public static func note(_ message: String, at location: SourceLocation?, rule: String) -> Diagnostic {
        Diagnostic(.note, message, at: location, rule: rule)
    }

    /// The plain one-line form: `path:line:col: severity: message [rule]`.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message) [\(rule)]"
    }
}

extension Diagnostic: Comparable {
    /// Orders diagnostics by file, line, column, then rule and message, so output is stable.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (l?, r?) where l != r: return l < r
        default:
            return (lhs.rule, lhs.message, lhs.severity.rawValue) < (rhs.rule, rhs.message, rhs.severity.rawValue)
        }
    }
}
