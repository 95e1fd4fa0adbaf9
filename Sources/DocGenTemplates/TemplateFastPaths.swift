import DocGenDiagnostics

/// Why the template fast paths declined a set of templates, as notes `--verbose` prints.
///
/// Each fast path renders the same bytes as swift-mustache or is not used (`TemplateSkeletons`,
/// `SidebarPlan`, `SidebarSkeletons`); a site whose templates keep them off renders correctly,
/// only slower, and these notes say which template, and which tag, keeps them off.
package enum TemplateFastPaths {
    /// The rule of the notes, one of `Diagnostic.explanationRules`.
    package static let rule = "template-fast-path"

    /// The notes for the fast paths that declined `sources` (template name → text and file).
    package static func declines(
        sources: [String: (text: String, file: String)], skeletons: Bool, sidebarPlan: Bool, sidebarSkeletons: Bool
    ) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        let ordered = sources.sorted { $0.key < $1.key }
        if !skeletons {
            for (_, source) in ordered {
                let tags = TemplateTags(source.text)
                guard let tag = TemplateSkeletons.textDependentTag(tags) else { continue }
                let (line, column) = tags.position(of: tag.start)
                notes.append(
                    .note(
                        "pages render through swift-mustache without skeletons: '\(tags.text(from: tag.start, to: tag.end))' can make the output depend on what a value says",
                        at: SourceLocation(file: source.file, line: line, column: column), rule: rule))
                break
            }
        }
        if let sidebar = sources[SidebarPlan.partial] {
            let location = SourceLocation(file: sidebar.file, line: 1)
            if !sidebarPlan {
                notes.append(
                    .note(
                        "the sidebar renders once per page, not once per folder: the templates look up names other than an entry's and the folder's, use 'isCurrent' around more than text, change delimiters, or include the sidebar indented, inside a section or more than plainly",
                        at: location, rule: rule))
            } else if !sidebarSkeletons {
                notes.append(
                    .note(
                        "sidebar entries render through swift-mustache: the sidebar is not '{{#nav}}{{> entry}}{{/nav}}' with an entry partial that looks up only entry keys and includes itself as the whole of its 'children' section",
                        at: location, rule: rule))
            }
        }
        return notes
    }
}
