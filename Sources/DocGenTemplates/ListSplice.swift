import DocGenContent
import Foundation
import Mustache

/// A list in page contexts whose section renders each entry on its own, so its entries can be
/// spliced into a page skeleton instead of making the list's length and entries part of the
/// page's shape.
///
/// A page's table of contents is a list of headings, each a level-2 or level-3 entry: nearly
/// every page has its own sequence, and so its own shape (`ContextShape`). When the templates
/// open the list in exactly one section, whose body looks up only keys each entry has and
/// includes no partial, the section's output is the body rendered for each entry in turn, and
/// that does not depend on anything outside the entry. `TemplateSkeletons` then renders pages
/// with three placeholder entries in the list and cuts the render around them
/// (`TemplateSkeletons+Splicing`), and each entry is filled from a skeleton of the body alone.
package struct ListSplice {
    /// The name of the template that renders the section's body on its own.
    package static let bodyTemplate = "body"
    package static let placeholderCount = 3

    /// Where the list is in the context: `["page", "toc"]` for `{{#page.toc}}`.
    package let path: [String]
    /// The first part of every name the body looks up; each entry must have all of them.
    package let bodyKeys: Set<String>
    /// Skeletons of the body, keyed by entry shape.
    package let body: TemplateSkeletons
    /// The placeholder entries, and each one's render through the body alone.
    package let placeholders: [[String: Any]]
    package let placeholderRenders: [[UInt8]]

    /// The lists of `sources` that can be spliced, each numbered by its position; `nonce` makes
    /// the placeholders' markers.
    package static func find(in sources: some Collection<String>, nonce: [UInt8]) -> [ListSplice] {
        let scanned = sources.map { TemplateTags($0) }
        // An indented partial indents every line of what it renders, which the body alone would not.
        let indented = scanned.contains { tags in
            tags.tags.contains { ($0.kind == .partial || $0.kind == .parent) && !$0.indentation.isEmpty }
        }
        guard !indented else { return [] }
        var found: [ListSplice] = []
        var seen: Set<String> = []
        // Every section is a candidate, flags and sections nested in other lists' bodies too:
        // only a context whose value there is a list of dictionaries is spliced, and a name
        // that resolves elsewhere never shows the placeholders, so it gets no slot.
        for tags in scanned {
            for (index, tag) in tags.tags.enumerated() where tag.kind == .section && seen.insert(tag.name).inserted {
                guard let splice = make(tags: tags, index: index, all: scanned, number: found.count, nonce: nonce) else {
                    continue
                }
                found.append(splice)
            }
        }
        return found
    }

    /// The entries of this list in `context`, when every one is a dictionary with each key the
    /// body looks up; nil when the list is absent, empty or not made of such entries.
    package func entries(in context: [String: Any]) -> [[String: Any]]? {
        var value: Any = context
        for name in path {
            guard let dictionary = value as? [String: Any], let child = dictionary[name] else { return nil }
            value = child
        }
        guard let list = value as? [[String: Any]], !list.isEmpty else { return nil }
        for entry in list where !bodyKeys.allSatisfy({ entry[$0] != nil }) { return nil }
        return list
    }

    /// `context` with this list replaced by `slot`.
    package func replacing(in context: [String: Any], with slot: ListSlot) -> [String: Any] {
        Self.replacing(path[...], in: context, with: slot)
    }

    private static func replacing(_ path: ArraySlice<String>, in context: [String: Any], with slot: ListSlot) -> [String: Any] {
        guard let name = path.first else { return context }
        var copy = context
        if path.count == 1 {
            copy[name] = slot
        } else if let child = context[name] as? [String: Any] {
            copy[name] = replacing(path.dropFirst(), in: child, with: slot)
        }
        return copy
    }
}

/// Stands for a spliced list in a page context while its shape is described and its skeleton
/// rendered.
package struct ListSlot {
    /// The list's number among the template set's `ListSplice`s.
    package var number: Int
}
