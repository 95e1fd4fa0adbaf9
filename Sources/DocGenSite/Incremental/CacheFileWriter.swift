import Foundation

/// Writes the next cache file as the build goes, beside the current one, and puts it in the
/// current one's place at the end.
///
/// Results are written when they are used or made, so none of them is held in memory for the
/// save at the end of the build; a file is buffered in pieces of about a megabyte.
final class CacheFileWriter {
    private let file: URL
    private let temporary: URL
    private var handle: FileHandle?
    private var buffer: [UInt8]
    private var failed = false

    /// A writer for `file`, starting with the header.
    init(file: URL, header: [UInt8]) {
        self.file = file
        temporary = file.deletingLastPathComponent()
            .appendingPathComponent("\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        buffer = header
        do {
            try FileManager.default.createDirectory(at: temporary.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown)
            }
            handle = try FileHandle(forWritingTo: temporary)
        } catch {
            // A cache that cannot be written only costs the next build time.
            failed = true
        }
    }

    /// Adds one record.
    func append(_ bytes: [UInt8]) {
        guard !failed else { return }
        buffer += bytes
        if buffer.count >= 1 << 20 { flush() }
    }

    /// Replaces the cache file with what was written, in one rename, so a reader never sees half
    /// a file.
    func finish() {
        flush()
        try? handle?.close()
        handle = nil
        guard !failed, rename(temporary.path, file.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            return
        }
    }

    private func flush() {
        guard !failed, !buffer.isEmpty else { return }
        do {
            try handle?.write(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
        } catch {
            failed = true
            buffer = []
        }
    }

    deinit {
        try? handle?.close()
        if handle != nil { try? FileManager.default.removeItem(at: temporary) }
    }
}
