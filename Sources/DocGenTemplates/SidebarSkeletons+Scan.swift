import DocGenContent

extension SidebarSkeletons {
    /// The partial that renders each entry, when the sidebar is provably its entries' renders
    /// put together: the sidebar partial is `{{#nav}}{{> entry}}{{/nav}}` and text, and the entry
    /// partial looks up only entry keys and includes itself only as the whole of a `children`
    /// section, never indented (Mustache would indent every line of its output).
    package static func entryTemplate(sources: [String: String]) -> String? {
        guard let sidebar = sources[SidebarPlan.partial] else { return nil }
        let tags = TemplateTags(sidebar).tags.filter { $0.kind != .comment }
        guard tags.count == 3, tags[0].kind == .section, tags[0].name == "nav", tags[1].kind == .partial,
            tags[2].kind == .close, tags[2].name == "nav", tags[1].indentation.isEmpty,
            let source = sources[tags[1].name], rendersEntry(TemplateTags(source), named: tags[1].name)
        else { return nil }
        return tags[1].name
    }

    private static func rendersEntry(_ template: TemplateTags, named name: String) -> Bool {
        let tags = template.tags.filter { $0.kind != .comment }
        let keys = Set(entryKeys)
        for (index, tag) in tags.enumerated() {
            switch tag.kind {
            case .partial:
                // Only as the one tag of a `children` section.
                guard tag.name == name, tag.indentation.isEmpty, index > 0, index + 1 < tags.count,
                    tags[index - 1].kind == .section, tags[index - 1].name == "children",
                    tags[index + 1].kind == .close, tags[index + 1].name == "children"
                else { return false }
            case .section where tag.name == "children":
                guard index + 1 < tags.count, tags[index + 1].kind == .partial else { return false }
            case .variable where tag.name == "children", .unescaped where tag.name == "children":
                return false
            case .variable, .unescaped, .section, .inverted, .close:
                guard keys.contains(tag.name) else { return false }
            case .comment: continue
            case .parent, .block, .delimiters: return false
            }
        }
        return true
    }
}
