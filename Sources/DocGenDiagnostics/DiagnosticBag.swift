/// Collects diagnostics during a run and answers whether it failed.
public struct DiagnosticBag: Sendable {
    /// Everything reported so far, in the order it was reported.
    public private(set) var all: [Diagnostic] = []

    /// Creates an empty bag.
    public init() {}

    /// Adds one diagnostic.
    public mutating func report(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    /// Adds several diagnostics.
    public mutating func report(contentsOf diagnostics: some Sequence<Diagnostic>) {
        all.append(contentsOf: diagnostics)
    }

    /// Takes back the diagnostics that match, so that a rebuild of some pages can report theirs again.
    public mutating func removeAll(where shouldBeRemoved: (Diagnostic) -> Bool) {
        all.removeAll(where: shouldBeRemoved)
    }

    /// The number of errors.
    public var errorCount: Int { all.count { $0.severity == .error } }

    /// The number of warnings.
    public var warningCount: Int { all.count { $0.severity == .warning } }

    /// Whether any error was reported.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// All diagnostics sorted by location, without exact duplicates.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return all.sorted().filter { seen.insert($0).inserted }
    }

    /// The same diagnostics with every warning promoted to an error, for `--strict`.
    public func promotingWarnings() -> DiagnosticBag {
        var bag = DiagnosticBag()
        bag.all = all.promotingWarnings()
        return bag
    }
}

extension Array where Element == Diagnostic {
    /// The same diagnostics with every warning promoted to an error, for `--strict`.
    public func promotingWarnings() -> [Diagnostic] {
        map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.severity == .warning { diagnostic.severity = .error }
            return diagnostic
        }
    }
}
