/// The rule ids this module reports under.
enum MermaidRule {
    /// Source that does not parse.
    static let syntax = "mermaid-syntax"
    /// A diagram type docgen does not draw (the page shows the source instead).
    static let unsupported = "mermaid-unsupported"
    /// A diagram over the size limits.
    static let limit = "mermaid-limit"
    /// A `%%{init}%%` directive or front matter that could not be read.
    static let directive = "mermaid-directive"
    /// A `click` directive that was dropped, such as a callback or an unsafe URL.
    static let click = "mermaid-click"
    /// A style value that was dropped as unsafe.
    static let style = "mermaid-style"
}
