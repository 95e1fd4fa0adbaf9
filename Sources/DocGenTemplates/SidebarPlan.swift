import DocGenContent

/// Whether the sidebar can be rendered once per output folder instead of once per page.
///
/// The sidebar is the largest part of most pages' templates: one entry per page of every open
/// section, so rendering it for each page is most of a large site's template time. Pages in one
/// output folder see the same sidebar entries with the same relative URLs; only which entry is
/// the current page differs. When the templates provably produce the same bytes either way,
/// docgen renders `partials/sidebar` once per folder, with markers around the text of each
/// `{{#isCurrent}}…{{/isCurrent}}` section, and then keeps, for each page, only its own entry's
/// text. Anything the scan cannot vouch for (other names looked up, `isCurrent` used any other
/// way, changed delimiters, an indented or nested include of the sidebar, `nav` used outside it)
/// keeps the plain per-page rendering, so custom templates always render as written.
package struct SidebarPlan: Sendable {
    /// The partial rendered once per folder.
    package static let partial = "partials/sidebar"
    /// The context key that carries a page's finished sidebar into the page templates.
    package static let htmlKey = "docgenSidebar"
    /// Context keys with the same value for every page of one output folder.
    package static let folderKeys: Set<String> = ["site", "root", "assets", "generator", "nav"]
    /// Keys of a sidebar entry; every entry sets all of them, so lookups never leave the entry.
    package static let itemKeys: Set<String> = [
        "title", "url", "hasURL", "isSection", "isCurrent", "isOpen", "children", "hasChildren", "lang", "hasLang",
    ]
    /// The entry keys of the markers that take the place of `{{#isCurrent}}` and its closing tag.
    package static let startKey = "docgenCurrentStart"
    package static let endKey = "docgenCurrentEnd"

    /// The templates the sidebar is made of: the partial and every partial it includes.
    package let templates: Set<String>
    /// The sources of those templates as the folder-wide sidebar renders them.
    ///
    /// Each `{{#isCurrent}}…{{/isCurrent}}` becomes `{{{docgenCurrentStart}}}…{{{docgenCurrentEnd}}}`.
    /// The section holds plain text only, so the output is the same, made without a lambda,
    /// whose result swift-mustache would parse as a template for every entry.
    package let markedSources: [String: String]
    /// A random part of the markers, new for every template load.
    package let nonce = String(UInt64.random(in: 0...UInt64.max), radix: 36)

    /// The plan for a set of templates (name → source), or nil when the sidebar must be
    /// rendered per page.
    package static func make(sources: [String: String]) -> SidebarPlan? {
        let scanned = sources.mapValues(TemplateTags.init)
        guard scanned[partial] != nil, !scanned.values.contains(where: \.hasDelimiterChange) else { return nil }
        var closure: Set<String> = [partial]
        var queue = [partial]
        while let name = queue.popLast() {
            guard let tags = scanned[name], lookupsAreFolderWide(tags) else { return nil }
            for tag in tags.tags where tag.kind == .partial && closure.insert(tag.name).inserted {
                queue.append(tag.name)
            }
        }
        for (name, tags) in scanned where !closure.contains(name) {
            guard includesSidebarPlainly(tags) else { return nil }
        }
        var marked: [String: String] = [:]
        for name in closure {
            guard let tags = scanned[name] else { return nil }
            marked[name] = markingCurrent(tags)
        }
        return SidebarPlan(templates: closure, markedSources: marked)
    }

    /// The template's source with its `isCurrent` section tags replaced by the marker keys.
    private static func markingCurrent(_ tags: TemplateTags) -> String {
        var output: [UInt8] = []
        var position = 0
        for tag in tags.tags where tag.name == "isCurrent" && (tag.kind == .section || tag.kind == .close) {
            output.append(contentsOf: tags.bytes[position..<tag.start])
            output.append(contentsOf: "{{{\(tag.kind == .section ? startKey : endKey)}}}".utf8)
            position = tag.end
        }
        output.append(contentsOf: tags.bytes[position...])
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether every name the template looks up has one value per folder, and `isCurrent` only
    /// opens sections of plain text that the markers can cut out.
    private static func lookupsAreFolderWide(_ tags: TemplateTags) -> Bool {
        for (index, tag) in tags.tags.enumerated() {
            switch tag.kind {
            case .parent, .block, .delimiters: return false
            case .partial: if tag.name.hasPrefix("*") { return false }
            case .comment, .close: continue
            case .variable, .unescaped, .section, .inverted:
                guard tag.name != "." else { continue }
                guard !tag.name.contains("("), let first = tag.name.split(separator: ".").first.map(String.init),
                    folderKeys.contains(first) || itemKeys.contains(first)
                else { return false }
                guard first == "isCurrent" else { continue }
                // The section must hold text only, and neither tag may stand alone on its line,
                // whose whitespace Mustache would then drop.
                guard tag.name == "isCurrent", tag.kind == .section, !tag.isStandalone,
                    let close = tags.closingTag(of: index), close == index + 1, !tags.tags[close].isStandalone
                else { return false }
            }
        }
        return true
    }

    /// Whether a template outside the sidebar leaves `nav` alone and includes the sidebar only
    /// where its output is used as it is: outside sections, not indented.
    private static func includesSidebarPlainly(_ tags: TemplateTags) -> Bool {
        var open: [TemplateTags.Tag.Kind] = []
        for tag in tags.tags {
            switch tag.kind {
            case .section, .inverted, .block, .parent: open.append(tag.kind)
            case .close: _ = open.popLast()
            case .partial:
                guard !tag.name.hasPrefix("*") else { return false }
                guard tag.name == partial else { continue }
                if open.contains(.section) || open.contains(.inverted) { return false }
                if tag.isStandalone && !tag.indentation.isEmpty { return false }
            default: break
            }
            if tag.kind != .partial, tag.kind != .comment, tag.name.split(separator: ".").first == "nav" { return false }
        }
        return true
    }
}
