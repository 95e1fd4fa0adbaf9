import DocGenConcurrency
import DocGenContent
import DocGenMarkdown
import Foundation
import Mustache

/// Renders each shape of page context once through swift-mustache and fills in every page's
/// text from that skeleton.
///
/// A page's context is mostly text: titles, URLs, the body HTML. The rest — flags, list lengths,
/// which keys exist — decides which parts of the templates render (`ContextShape`). Two contexts
/// with the same shape render to the same bytes apart from their text, because Mustache never
/// looks inside a string it prints. So the first page of each shape is rendered with marker
/// strings in place of its text, and every page of that shape is then the skeleton with its own
/// text put where the markers were, HTML-escaped where the template escaped the marker (the
/// marker holds an `&`, which escaping turns into `&amp;`). A site of thousands of pages has a few
/// hundred shapes. Templates whose output could depend on what a text says (transforms such as
/// `uppercased(title)`, pragmas, dynamic partials, changed delimiters) are rendered directly.
package final class TemplateSkeletons: @unchecked Sendable {
    /// Most skeletons kept, and their total size: a site whose pages all differ in shape renders
    /// the rest directly instead of filling memory.
    package static let maximumCount = 4_096
    package static let maximumBytes = 64 << 20

    /// A rendered shape: the text around its markers, and what goes between each two pieces.
    package struct Skeleton {
        struct Hole {
            var value: Int
            var escaped: Bool
        }

        /// One more piece than holes: the text before each hole, then the text after the last.
        var pieces: [String]
        var holes: [Hole]
        var size: Int { pieces.reduce(0) { $0 + $1.utf8.count } }
    }

    private let library: MustacheLibrary
    package let nonce: [UInt8]
    /// The lists whose entries are spliced into pages rather than made part of their shape.
    package let splices: [ListSplice]
    private let lock = ReadWriteLock()
    /// Skeletons by shape key; nil for a shape whose render cannot be used as a skeleton.
    private var skeletons: [[UInt8]: Skeleton?] = [:]
    /// Layouts by shape key, for contexts with spliced lists; nil for a shape that cannot be cut.
    private var layouts: [[UInt8]: Layout?] = [:]
    private var storedBytes = 0

    /// Skeletons for `library`, or nil when a template could make output depend on text content.
    ///
    /// With `splicing`, lists that qualify are spliced into pages (`ListSplice`); a list's own
    /// entries are rendered without, as their few shapes fill faster whole.
    package init?(library: MustacheLibrary, sources: some Collection<String>, splicing: Bool = true) {
        for source in sources where Self.textDependentTag(TemplateTags(source)) != nil { return nil }
        self.library = library
        // Six characters at most: swift-mustache escapes every marker character by character, a
        // third of rendering a new shape, and a marker needs NUL bytes no template has anyway.
        let nonce = Array(String(UInt32.random(in: 1 << 30...UInt32.max), radix: 36).utf8)
        self.nonce = nonce
        splices = splicing ? ListSplice.find(in: sources, nonce: nonce) : []
    }

    /// How many shapes have a skeleton or a layout.
    package var shapeCount: Int {
        lock.withReadLock { skeletons.count + layouts.count }
    }

    /// Renders `name` with `context`, from the shape's skeleton when it has one.
    package func render(_ name: String, context: [String: Any]) -> HTMLBytes? {
        if !splices.isEmpty, let (slotted, lists) = slotted(context),
            let rendered = renderSpliced(name, context: slotted, lists: lists)
        {
            return rendered
        }
        var shape = ContextShape()
        guard shape.describe(context, template: name) else { return renderDirectly(name, context: context) }
        switch skeleton(for: shape.key) {
        case .some(.some(let skeleton)):
            return fill(skeleton, with: shape.texts)
        case .some(.none):
            return renderDirectly(name, context: context)
        case .none:
            let marked = shape.marked(context, marker: { Self.markerText($0, nonce: self.nonce) }, slot: { _ in [] })
            guard let rendered = library.render(marked, withTemplate: name) else { return nil }
            let skeleton = Self.parse(Array(rendered.utf8), nonce: nonce, texts: shape.texts.count)
            remember(skeleton, for: shape.key)
            guard let skeleton else { return renderDirectly(name, context: context) }
            return fill(skeleton, with: shape.texts)
        }
    }

    /// Appends `name` rendered with `context` to `output`, filled in place when its shape has a
    /// skeleton (a spliced list's entries); false when it cannot be rendered.
    package func append(_ name: String, context: [String: Any], to output: inout HTMLBytes) -> Bool {
        if splices.isEmpty {
            var shape = ContextShape()
            if shape.describe(context, template: name), case .some(.some(let skeleton)) = skeleton(for: shape.key) {
                fill(skeleton, with: shape.texts, into: &output)
                return true
            }
        }
        guard let rendered = render(name, context: context) else { return false }
        output.raw(rendered)
        return true
    }

    /// `name` rendered by swift-mustache, as bytes.
    private func renderDirectly(_ name: String, context: [String: Any]) -> HTMLBytes? {
        library.render(context, withTemplate: name).map(HTMLBytes.init(html:))
    }

    /// Renders a context whose lists are slotted from its shape's layout; nil when the shape
    /// cannot be cut, so the caller renders it whole.
    private func renderSpliced(_ name: String, context: [String: Any], lists: [[[String: Any]]?]) -> HTMLBytes? {
        var shape = ContextShape()
        guard shape.describe(context, template: name) else { return nil }
        let found = lock.withReadLock { layouts[shape.key] }
        if let found { return found.flatMap { fill($0, texts: shape.texts, lists: lists) } }
        let marked = shape.marked(context, marker: { Self.markerText($0, nonce: self.nonce) }, slot: { splices[$0].placeholders })
        let layout = library.render(marked, withTemplate: name).flatMap {
            cut(Array($0.utf8), texts: shape.texts.count, lists: lists)
        }
        let size = (layout?.size ?? 0) + shape.key.count
        lock.withWriteLock {
            guard layouts.count + skeletons.count < Self.maximumCount, storedBytes + size <= Self.maximumBytes else { return }
            layouts[shape.key] = layout
            storedBytes += size
        }
        return layout.flatMap { fill($0, texts: shape.texts, lists: lists) }
    }

    /// The skeleton stored for a shape: nil when the shape is new, `.some(nil)` when it renders
    /// directly.
    private func skeleton(for key: [UInt8]) -> Skeleton?? {
        lock.withReadLock { skeletons[key] }
    }

    private func remember(_ skeleton: Skeleton?, for key: [UInt8]) {
        let size = (skeleton?.size ?? 0) + key.count
        lock.withWriteLock {
            guard layouts.count + skeletons.count < Self.maximumCount, storedBytes + size <= Self.maximumBytes else { return }
            skeletons[key] = skeleton
            storedBytes += size
        }
    }

    private func fill(_ skeleton: Skeleton, with texts: [TemplateText]) -> HTMLBytes {
        var output = HTMLBytes(capacity: skeleton.size + texts.reduce(0) { $0 + $1.utf8Count })
        fill(skeleton, with: texts, into: &output)
        return output
    }

    package func fill(_ skeleton: Skeleton, with texts: [TemplateText], into output: inout HTMLBytes) {
        for (index, hole) in skeleton.holes.enumerated() {
            output.raw(skeleton.pieces[index])
            texts[hole.value].write(into: &output, escaped: hole.escaped)
        }
        output.raw(skeleton.pieces[skeleton.holes.count])
    }

    /// The first tag of a template that could make its output depend on what a text says (a
    /// transform, a pragma, a dynamic partial, a delimiter change); nil when every tag prints or
    /// tests text without looking into it.
    package static func textDependentTag(_ tags: TemplateTags) -> TemplateTags.Tag? {
        tags.tags.first { tag in
            switch tag.kind {
            case .comment, .close, .block, .parent: false
            case .delimiters: true
            case .partial: tag.name.hasPrefix("*")
            case .variable, .unescaped, .section, .inverted:
                tag.name.contains("(") || tag.name.hasPrefix("%") || tag.name.hasPrefix("*")
            }
        }
    }
}
