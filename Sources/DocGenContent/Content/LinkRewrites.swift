import DocGenMarkdown

/// How a page's links are written, filled by the links step and read by the page's body only.
///
/// For each destination as written: the URL written instead and, for a DocC `<doc:…>` link
/// with no text of its own, the title it shows.
///
/// Every page holds its rewrites from the links step until it is rendered, so they are one run
/// of bytes (`ArchiveWriter`: each destination, then its URL and its title, either missing) rather
/// than two dictionaries of strings; a one-off build moves even the bytes to its spill file.
public struct LinkRewrites: Sendable, Equatable {
    /// The rewrites as bytes, as `init(bytes:)` reads them back.
    public private(set) var bytes: [UInt8] = []

    /// No rewrites.
    public init() {}

    /// The rewrites these bytes hold; nil when they are not such bytes.
    public init?(bytes: [UInt8]) {
        guard Self.entries(of: bytes) != nil else { return nil }
        self.bytes = bytes
    }

    /// Whether no link is rewritten.
    public var isEmpty: Bool { bytes.isEmpty }

    /// Adds what a destination is written as; a destination already added keeps its first.
    public mutating func add(_ destination: String, href: String?, title: String?) {
        guard href != nil || title != nil else { return }
        var writer = ArchiveWriter()
        swap(&writer.bytes, &bytes)
        writer.text(destination)
        writer.optionalText(href)
        writer.optionalText(title)
        swap(&writer.bytes, &bytes)
    }

    /// The rewritten URLs and the titles, each keyed by the destination as written.
    public func tables() -> (hrefs: [String: String], titles: [String: String]) {
        var (hrefs, titles) = ([String: String](), [String: String]())
        for entry in Self.entries(of: bytes) ?? [] {
            if let href = entry.href, hrefs[entry.destination] == nil { hrefs[entry.destination] = href }
            if let title = entry.title, titles[entry.destination] == nil { titles[entry.destination] = title }
        }
        return (hrefs, titles)
    }

    private static func entries(of bytes: [UInt8]) -> [(destination: String, href: String?, title: String?)]? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = ArchiveReader(bytes: buffer)
            var entries: [(destination: String, href: String?, title: String?)] = []
            while !reader.isAtEnd {
                guard let destination = reader.text(), let href = reader.optionalText(), let title = reader.optionalText()
                else { return nil }
                entries.append((destination, href, title))
            }
            return entries
        }
    }
}
