import DocGenConcurrency
import DocGenHTML
import DocGenMarkdown
import Foundation

/// What the rest of the build needs from a page's parsed document once its body is rendered:
/// the title heading, the headings and the ids links may point at, and its links and inline
/// code for the steps that read nothing else of it.
///
/// It is made when the document is, while the tree is still in the processor's caches: the
/// links and model reference steps each walked the whole tree of every page again, long after
/// it was parsed, and those walks waited on memory more than they computed.
public struct PageOutline: Sendable {
    /// A link or image, as the links step checks it.
    public struct Link: Sendable {
        /// Where it points, as written.
        public var destination: String
        /// Where it starts.
        public var position: SourcePosition
        public var isImage: Bool
        /// Whether an image's alt text has more than spaces; true for every link and every URL in raw HTML.
        public var hasText: Bool
        /// Whether it is an `href`, `src` or `srcset` URL in raw HTML, which only a site that shows
        /// raw HTML (`rawHTML: sanitize` or `trusted`) follows.
        public var isInHTML = false
    }

    /// A heading as the table of contents and the catalog show it: its text without its inline
    /// markup, which only the rendered body shows (and the render step parses the page again).
    public struct Heading: Sendable, Equatable {
        /// The anchor id, unique within the document.
        public var anchor: String
        /// The heading's text as a reader sees it.
        public var plainText: String
        private var storedLevel: UInt8

        /// 1 to 6.
        public var level: Int { Int(storedLevel) }

        /// The outline's heading for a parsed one.
        public init(_ heading: DocGenMarkdown.Heading) {
            (anchor, plainText, storedLevel) = (heading.anchor, heading.plainText, UInt8(clamping: heading.level))
        }
    }

    /// The text of the first level-1 heading.
    public var firstTitle: String?
    /// Every heading, in document order.
    public var headings: [Heading]
    /// Heading anchors, footnote ids and the ids of raw HTML's anchors.
    public var anchors: AnchorSet
    /// Every link and image, in document order.
    public var links: [Link] = []
    /// The text of every inline code span, each once, in the order they first appear.
    public var codeSpans: [String] = []
    /// Every code block, in document order, including those inside lists and quotes.
    public var codeBlocks: [CodeBlock] = []
    /// The code spans between double backticks, DocC's symbol links.
    public var symbolLinks: [SymbolLink] = []

    /// The outline of a document.
    package init(_ document: Document) {
        var headings: [Heading] = []
        var anchors: [String] = []
        var links: [Link] = []
        var codeSpans: [String] = []
        var seenCodeSpans = Set<String>()
        var codeBlocks: [CodeBlock] = []
        var htmlAnchors: [String] = []
        // Inline HTML has no position of its own: its links are placed at their block's.
        var blockPosition = SourcePosition(line: 1, column: 1)
        document.walk(
            blocks: { block in
                switch block {
                case .heading(let heading):
                    headings.append(Heading(heading))
                    anchors.append(heading.anchor)
                    blockPosition = heading.position
                case .codeBlock(let code): codeBlocks.append(code)
                case .paragraph(_, let position): blockPosition = position
                case .table(let table): blockPosition = table.position
                case .htmlBlock(let html, let position):
                    links += Self.htmlLinks(in: html, at: position)
                    htmlAnchors += Self.sanitizer.anchorNames(in: html)
                default: break
                }
            },
            inlines: { inline in
                switch inline {
                case .link(let link): links.append(Link(link, isImage: false))
                case .image(let link): links.append(Link(link, isImage: true))
                case .code(let text) where seenCodeSpans.insert(text).inserted: codeSpans.append(text)
                case .symbolLink(let text) where seenCodeSpans.insert(text).inserted: codeSpans.append(text)
                case .html(let html):
                    links += Self.htmlLinks(in: html, at: blockPosition)
                    htmlAnchors += Self.sanitizer.anchorNames(in: html)
                default: break
                }
            })
        // Kept by every page until the site is written: in storage of their size.
        (self.headings, self.links) = (headings.trimmed(), links.trimmed())
        (self.codeSpans, self.codeBlocks) = (codeSpans.trimmed(), codeBlocks.trimmed())
        firstTitle = headings.first { $0.level == 1 }?.plainText
        symbolLinks = document.symbolLinks.trimmed()
        // Raw HTML's own anchors (`<a name="setup"></a>`), which the sanitizer keeps, are ids too.
        anchors += htmlAnchors
        for case .footnoteDefinition(let label, _, _) in document.blocks {
            anchors += ["fn-\(label)", "fnref-\(label)"]
        }
        self.anchors = AnchorSet(anchors)
    }

    private static let sanitizer = HTMLSanitizer(policy: .markdown)

    /// The URLs of raw HTML that the sanitizer keeps, each at the line of its tag.
    private static func htmlLinks(in html: String, at position: SourcePosition) -> [Link] {
        sanitizer.linkedURLs(in: html).map { linked in
            let line = position.line + linked.lineOffset
            return Link(
                destination: linked.url,
                position: SourcePosition(line: line, column: linked.lineOffset == 0 ? position.column : 1),
                isImage: linked.isImage, hasText: true, isInHTML: true)
        }
    }
}

extension PageOutline.Link {
    package init(_ link: DocGenMarkdown.Link, isImage: Bool) {
        destination = link.destination
        position = link.position
        self.isImage = isImage
        // Only an image's text is ever asked about: its alt text.
        hasText = !isImage || !link.content.plainText.trimmingCharacters(in: .whitespaces).isEmpty
    }
}

extension PageOutline.Link {
    /// Links as one run of bytes (`ArchiveWriter`), which `links(from:)` reads back: a one-off
    /// build keeps every page's links in its spill file from the parse step to the links step.
    package static func bytes(of links: [PageOutline.Link]) -> [UInt8] {
        var writer = ArchiveWriter()
        writer.number(links.count)
        for link in links {
            writer.text(link.destination)
            writer.position(link.position)
            writer.number((link.isImage ? 1 : 0) | (link.hasText ? 2 : 0) | (link.isInHTML ? 4 : 0))
        }
        return writer.bytes
    }

    /// The links `bytes(of:)` made these bytes of; nil when they are not such bytes.
    package static func links(from bytes: ArraySlice<UInt8>) -> [PageOutline.Link]? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = ArchiveReader(bytes: buffer)
            guard let count = reader.count() else { return nil }
            var links: [PageOutline.Link] = []
            links.reserveCapacity(count)
            for _ in 0..<count {
                guard let destination = reader.text(), let position = reader.position(), let flags = reader.number(),
                    (0...7).contains(flags)
                else { return nil }
                links.append(
                    PageOutline.Link(
                        destination: destination, position: position, isImage: flags & 1 != 0, hasText: flags & 2 != 0,
                        isInHTML: flags & 4 != 0))
            }
            return reader.isAtEnd ? links : nil
        }
    }
}
