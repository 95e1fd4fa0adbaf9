import DocGenDiagnostics

/// Which errors keep a build from writing the site: docgen's one policy.
///
/// An error in what a page says (an example that does not match the models, a diagram that
/// cannot be drawn, a block marked `expect-error` without its error) is reported at its line
/// and shown on its page beside the block; the site is written and the build exits 1, so a team
/// sees its docs on the first day while CI still fails. The rules a site declares for its
/// samples (`rules:` in docgen.yml) check what a page says too, whatever their names. A page
/// docgen refuses to read (not UTF-8 text, over the parsing limits, or a symbolic link leading
/// out of the content folder) is reported at its file and left out; the other pages are written and the build exits 1, so one bad page never costs
/// the site. Any other error (configuration, templates and language files, front matter, model
/// sources, unreadable files, output paths) means the site cannot be built as its authors meant
/// it, and the previous site is left as it was.
enum ErrorPolicy {
    /// docgen's rule families whose errors are shown on their page instead of stopping the build.
    static let contentRules = ["json-", "swift-", "mermaid-", "expect-error"]
    /// docgen's rules that refuse one page, which is left out while the others are written.
    static let pageRefusalRules: Set<String> = ["markdown-size", "invalid-text", "symlink-outside"]

    /// Whether a diagnostic is about a page's content: one of docgen's content rules, or a rule
    /// the site declares for its samples.
    static func isContent(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.isDeclaredRule || contentRules.contains { diagnostic.rule.hasPrefix($0) }
    }

    /// Whether a diagnostic keeps the site from being written.
    static func stopsWriting(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && !isContent(diagnostic) && !pageRefusalRules.contains(diagnostic.rule)
    }

    /// Whether any of the diagnostics keeps the site from being written.
    static func stopsWriting(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains(where: stopsWriting)
    }
}
