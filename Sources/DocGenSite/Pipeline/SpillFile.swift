import DocGenMarkdown
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary file that holds text a one-off build makes in one step and reads in a later
/// one, so that it is not in memory in between: each page's Markdown between parsing and
/// rendering, the Swift examples the examples step highlights, read back when their pages are
/// rendered, and the text of each search section from its page's rendering to the search index.
///
/// The file is removed as soon as it is opened, so it goes with the process however that ends.
/// What it holds sits in the operating system's page cache rather than in the process.
final class SpillFile: @unchecked Sendable {
    /// Where a text lies in the file.
    struct Span: Sendable, Equatable {
        var offset: Int
        var count: Int
    }

    private let descriptor: Int32
    // Only the end of the file is shared; writes and reads at known offsets need no lock.
    private let lock = NSLock()
    private var end = 0

    /// A new file in the temporary folder; nil when none can be made.
    init?() {
        var template = Array((NSTemporaryDirectory() + "/docgen-spill-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Writes `texts` one after another and returns where each is, by key; nil when the file
    /// would not take them, and the caller keeps them.
    func store(_ texts: [Int: String]) -> KeyedSpans? {
        let sorted = texts.sorted { $0.key < $1.key }
        guard let spans = store(sorted.map(\.value)) else { return nil }
        return KeyedSpans(zip(sorted.map(\.key), spans).map { (key: $0, value: $1) })
    }

    /// Writes `texts` one after another and returns where each is, in their order; nil when
    /// the file would not take them, and the caller keeps them.
    func store(_ texts: [String]) -> [Span]? {
        store(contents: texts.map(\.utf8))
    }

    /// Writes each byte array one after another and returns where each is, in their order;
    /// nil when the file would not take them.
    func store(bytes: [[UInt8]]) -> [Span]? {
        store(contents: bytes)
    }

    private func store(contents: [some Collection<UInt8>]) -> [Span]? {
        guard !contents.isEmpty else { return [] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(contents.reduce(0) { $0 + $1.count })
        var relative: [Span] = []
        relative.reserveCapacity(contents.count)
        for content in contents {
            relative.append(Span(offset: bytes.count, count: content.count))
            bytes.append(contentsOf: content)
        }
        let start = lock.withLock {
            defer { end += bytes.count }
            return end
        }
        guard write(bytes, at: start) else { return nil }
        return relative.map { Span(offset: start + $0.offset, count: $0.count) }
    }

    /// The texts at `spans`, by key; nil when the file cannot be read.
    func texts(_ spans: KeyedSpans) -> [Int: String]? {
        contents(spans) { String(decoding: $0, as: UTF8.self) }
    }

    /// The texts at `spans`, in their order; nil when the file cannot be read.
    func texts(_ spans: [Span]) -> [String]? {
        contents(spans) { String(decoding: $0, as: UTF8.self) }
    }

    /// The HTML at `spans`, by key, as bytes: HTML is written out as it was stored, so it is
    /// not made a `String` and checked as UTF-8 on the way; nil when the file cannot be read.
    func html(_ spans: KeyedSpans) -> [Int: HTMLBytes]? {
        contents(spans) { bytes in
            bytes.withUnsafeBufferPointer { buffer in
                var html = HTMLBytes(capacity: buffer.count)
                html.raw(utf8: buffer)
                return html
            }
        }
    }

    /// The bytes at each of `spans`, in their order; nil when the file cannot be read.
    func bytes(_ spans: [Span]) -> [[UInt8]]? {
        contents(spans) { Array($0) }
    }

    /// The UTF-8 bytes of the text at `span`; nil when the file cannot be read.
    func bytes(at span: Span) -> [UInt8]? {
        read(at: span.offset, count: span.count)
    }

    /// What `make` makes of the bytes at each of `spans`, by key; nil when the file cannot be read.
    private func contents<Content>(_ spans: KeyedSpans, _ make: (ArraySlice<UInt8>) -> Content) -> [Int: Content]? {
        // In file order, so that the texts of one `store` are read in one go.
        let sorted = spans.entries.sorted { $0.span.offset < $1.span.offset }
        guard let contents = contents(sorted.map(\.span), make) else { return nil }
        return Dictionary(uniqueKeysWithValues: zip(sorted.map(\.key), contents))
    }

    /// What `make` makes of the bytes at each of `spans`, in their order; nil when the file
    /// cannot be read.
    ///
    /// Spans that follow one another in the file, as the texts of one `store` do, are read in
    /// one go.
    private func contents<Content>(_ spans: [Span], _ make: (ArraySlice<UInt8>) -> Content) -> [Content]? {
        var contents: [Content] = []
        contents.reserveCapacity(spans.count)
        var start = 0
        while start < spans.count {
            var end = start + 1
            while end < spans.count, spans[end].offset == spans[end - 1].offset + spans[end - 1].count { end += 1 }
            let first = spans[start].offset
            guard let bytes = read(at: first, count: spans[end - 1].offset + spans[end - 1].count - first) else {
                return nil
            }
            for span in spans[start..<end] {
                contents.append(make(bytes[(span.offset - first)..<(span.offset - first + span.count)]))
            }
            start = end
        }
        return contents
    }

    private func read(at offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress.map { $0 + done }, buffer.count - done, off_t(offset + done))
            }
            guard read > 0 else { return nil }
            done += read
        }
        return bytes
    }

    private func write(_ bytes: [UInt8], at offset: Int) -> Bool {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress.map { $0 + done }, buffer.count - done, off_t(offset + done))
            }
            guard written > 0 else { return false }
            done += written
        }
        return true
    }
}
