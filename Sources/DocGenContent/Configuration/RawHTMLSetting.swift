/// What raw HTML in Markdown becomes (`rawHTML:` in docgen.yml).
public enum RawHTMLSetting: String, Sendable, Equatable, CaseIterable {
    /// Shown as GitHub shows it: an allow-list of elements and attributes is kept, scripts,
    /// styles, event handlers, comments and dangerous URLs are removed. The default.
    case sanitize
    /// Shown as text, escaped (`rawHTML: false`).
    case escape
    /// Passed through with only GitHub's tag filter, for writers who are all trusted (`rawHTML: true`).
    case trusted
}
