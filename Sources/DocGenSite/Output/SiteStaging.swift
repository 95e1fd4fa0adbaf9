import DocGenConcurrency
import DocGenContent
import Foundation

/// The folder a one-off build writes its new site into, beside the output folder, until the
/// finished site takes the output folder's place.
///
/// The render step writes each page here as soon as it is rendered, from all cores, so a large
/// site is never held in memory whole; the write step adds the remaining files and swaps the
/// folder in. A build that reports an error discards it, leaving the previous site untouched.
public final class SiteStaging: @unchecked Sendable {
    /// The staging folder.
    let directory: URL
    /// The staging folder's path, which file paths extend as text: `URL.appendingPathComponent`
    /// asks the file system whether each new path is a folder.
    private let directoryPath: String
    // Guarded by `lock`: pages are written from several threads.
    private let lock = NSLock()
    private var folders: Set<String> = [""]

    private var prepared = false

    /// A staging folder at `directory`, created on the first write.
    init(directory: URL) {
        self.directory = directory
        directoryPath = directory.path
    }

    /// Creates the folder empty, removing one a killed build may have left; once per build.
    func prepare() throws {
        try lock.withLock {
            guard !prepared else { return }
            let fileManager = FileManager.default
            try? fileManager.removeItem(at: directory)
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            prepared = true
        }
    }

    /// Writes one file of the site, creating its folder when needed.
    func write(_ file: OutputFile) throws {
        try prepare()
        let destination = directoryPath.hasSuffix("/") ? directoryPath + file.path : directoryPath + "/" + file.path
        try makeFolder(for: file.path)
        switch file.contents {
        case .text(let text): try FileOutput.save(text, to: destination)
        case .bytes(let bytes): try bytes.withUnsafeBufferPointer { try FileOutput.save($0, to: destination) }
        case .html(let html): try html.withBytes { try FileOutput.save($0, to: destination) }
        case .copy(let source): try FileManager.default.copyItem(atPath: source.path, toPath: destination)
        case .staged: break
        }
    }

    /// Writes files on all cores; throws the first failure in file order.
    func write(_ files: [OutputFile]) throws {
        let failures = files.parallelMap { file -> NSError? in
            do {
                try write(file)
                return nil
            } catch {
                return error as NSError
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Removes the folder and everything in it.
    func discard() {
        lock.withLock { prepared = false }
        try? FileManager.default.removeItem(at: directory)
    }

    private func makeFolder(for path: String) throws {
        let folder = path.lastSlashIndex.map { String(path[..<$0]) } ?? ""
        // Creating a folder that exists is harmless, so two threads may race past the check.
        guard lock.withLock({ !folders.contains(folder) }) else { return }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent(folder, isDirectory: true), withIntermediateDirectories: true)
        _ = lock.withLock { folders.insert(folder) }
    }
}
