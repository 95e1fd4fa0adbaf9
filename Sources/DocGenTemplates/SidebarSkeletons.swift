import DocGenConcurrency
import DocGenContent
import DocGenMarkdown
import Foundation
import Mustache

/// Renders folder-wide sidebars from one skeleton per kind of entry instead of through
/// swift-mustache for every folder.
///
/// Every folder's sidebar has a shape of its own (its open sections), so `TemplateSkeletons` does
/// not help it, yet it is made of a handful of kinds of entry: a page or a section, open or
/// closed, with or without children. When the templates provably render a sidebar as its entries'
/// renders put together (`SidebarSkeletons+Scan`), each kind is rendered once through
/// swift-mustache with markers for its text and three placeholder children, and cut into the text
/// before, between and after its children. A folder's sidebar is then those pieces with its own
/// text filled in, entry by entry. The placeholders' own renders must come out whole and in
/// order and the text between them must repeat, or the kind is rendered directly, so a template
/// swift-mustache renders some other way still comes out as written.
package final class SidebarSkeletons: @unchecked Sendable {
    /// A template rendered around a list of entries: the text before the first, between two and
    /// after the last; for an empty list, all of it is `open`.
    package struct Frame {
        var open: TemplateSkeletons.Skeleton
        var separator: TemplateSkeletons.Skeleton
        var close: TemplateSkeletons.Skeleton
    }

    /// The keys of every entry, sorted: the order their texts are numbered in.
    package static let entryKeys = (SidebarPlan.itemKeys.union([SidebarPlan.startKey, SidebarPlan.endKey])).sorted()
    package static let placeholderCount = 3

    /// The partial that renders one entry, and its children through itself.
    package let entryTemplate: String
    package let library: MustacheLibrary
    package let nonce: [UInt8]
    /// The placeholder entries and their renders on their own.
    package let placeholders: [[String: Any]]
    package let placeholderRenders: [[UInt8]]
    package let lock = ReadWriteLock()
    /// Frames by entry shape (`[]` for the sidebar partial with entries, `[0]` without);
    /// nil for a shape whose render could not be cut.
    package var frames: [[UInt8]: Frame?] = [:]

    /// Skeletons for a sidebar rendered from `library`, or nil when the templates (the plan's
    /// marked sources) do not provably render it entry by entry.
    package init?(plan: SidebarPlan, library: MustacheLibrary) {
        guard let entryTemplate = Self.entryTemplate(sources: plan.markedSources) else { return nil }
        self.entryTemplate = entryTemplate
        self.library = library
        let nonce = Array(String(UInt64.random(in: 0...UInt64.max), radix: 36).utf8)
        self.nonce = nonce
        var placeholders: [[String: Any]] = []
        var renders: [[UInt8]] = []
        for number in 0..<Self.placeholderCount {
            let marker = "\u{0}" + String(decoding: nonce, as: UTF8.self) + "#\(number)\u{0}"
            var entry: [String: Any] = [:]
            for key in Self.entryKeys { entry[key] = marker }
            entry["children"] = [[String: Any]]()
            for key in ["hasChildren", "isCurrent", "isOpen", "isSection", "hasLang"] { entry[key] = false }
            entry["hasURL"] = true
            // A placeholder that does not show its marker cannot be told from the others.
            guard let rendered = library.render(entry, withTemplate: entryTemplate),
                rendered.utf8.count < 1 << 16, Array(rendered.utf8).occurrences(of: Array(marker.utf8)) > 0
            else { return nil }
            placeholders.append(entry)
            renders.append(Array(rendered.utf8))
        }
        self.placeholders = placeholders
        placeholderRenders = renders
    }

    /// The sidebar partial rendered for `nav`, the folder's entries; nil when an entry is not
    /// one the skeletons know, so the caller renders it through swift-mustache.
    package func render(nav: [[String: Any]]) -> String? {
        guard let frame = topFrame(empty: nav.isEmpty) else { return nil }
        var output = ""
        output.reserveCapacity(nav.count * 256)
        return emit(frame, texts: [], children: nav, into: &output) ? output : nil
    }

    private func emit(_ outer: Frame, texts: [String], children: [[String: Any]], into output: inout String) -> Bool {
        fill(outer.open, texts, into: &output)
        for (position, child) in children.enumerated() {
            if position > 0 { fill(outer.separator, texts, into: &output) }
            var shape = SidebarEntryShape()
            guard shape.describe(child), let childFrame = frame(for: shape, entry: child) else { return false }
            guard emit(childFrame, texts: shape.texts, children: shape.children, into: &output) else { return false }
        }
        if !children.isEmpty { fill(outer.close, texts, into: &output) }
        return true
    }

    private func fill(_ skeleton: TemplateSkeletons.Skeleton, _ texts: [String], into output: inout String) {
        for (index, hole) in skeleton.holes.enumerated() {
            output += skeleton.pieces[index]
            output += hole.escaped ? HTMLEscaping.templateValue(texts[hole.value]) : texts[hole.value]
        }
        output += skeleton.pieces[skeleton.holes.count]
    }
}
