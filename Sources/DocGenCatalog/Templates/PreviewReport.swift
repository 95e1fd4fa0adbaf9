import DocGenDiagnostics

/// What one preview render noticed, located in the document the sample comes from.
///
/// Helpers report when a template uses them (an icon docgen has no drawing for, HTML that lost
/// unsafe parts), so a value the template never shows costs nothing and says nothing. Mustache
/// looks values up through non-mutating calls, hence a shared reference.
final class PreviewReport {
    private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    /// The language of the page the sample is on.
    let language: String

    init(language: String) {
        self.language = language
    }

    /// Records a diagnostic once, however often a template shows the value.
    func report(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}
