import DocGenDiagnostics
import Mustache

/// What one preview render noticed, located in the document the sample comes from.
///
/// Helpers report when a template uses them (an icon docgen has no drawing for, HTML that lost
/// unsafe parts), so a value the template never shows costs nothing and says nothing. Mustache
/// looks values up through non-mutating calls, hence a shared reference.
final class PreviewReport {
    private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    /// What docgen knows about the sample, under `preview` in the template's context.
    let preview: PreviewFacts

    init(preview: PreviewFacts) {
        self.preview = preview
    }

    /// Records a diagnostic once, however often a template shows the value.
    func report(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}

/// `preview`: what docgen knows about the sample beyond its values.
struct PreviewFacts: MustacheParent {
    let language: PreviewLanguage
    let file: String
    let line: Int
    let type: String

    func child(named name: String) -> Any? {
        switch name {
        case "language", "lang": language
        case "file": file
        case "line": line
        case "type": type
        default: nil
        }
    }
}
