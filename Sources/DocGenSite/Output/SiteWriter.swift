import DocGenConcurrency
import DocGenContent
import DocGenDiagnostics
import Foundation

/// Writes a site so that the previous one stays whole until the new one is complete.
///
/// Files go to a staging folder beside the output folder; only when every file is written does
/// the staging folder take the output folder's place (an atomic exchange where the system has
/// one). A build that fails or is killed part-way leaves the previous site as it was.
struct SiteWriter {
    /// A marker in every site docgen writes, so that it never replaces a folder it did not make.
    static let markerName = ".docgen-site"

    let outputDirectory: URL
    let displayPath: String

    private var parent: URL { outputDirectory.deletingLastPathComponent() }
    private var retiredDirectory: URL { parent.appendingPathComponent(".docgen-old-\(outputDirectory.lastPathComponent)") }

    /// Refuses to replace an existing folder that holds files but no docgen marker.
    func checkReplaceable() throws(ConfigurationError) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: outputDirectory.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw ConfigurationError("output path '\(displayPath)' is a file, not a folder", rule: "output-folder")
        }
        let contents = (try? fileManager.contentsOfDirectory(atPath: outputDirectory.path)) ?? []
        if !contents.isEmpty, !contents.contains(Self.markerName) {
            throw ConfigurationError(
                "output folder '\(displayPath)' exists and was not written by docgen; remove it or choose another with '--output'",
                rule: "output-folder")
        }
    }

    /// The folder a new site is written into before it replaces the output folder.
    var stagingDirectory: URL { parent.appendingPathComponent(".docgen-staging-\(outputDirectory.lastPathComponent)") }

    /// Writes every file into staging on all cores, then swaps staging into place; `staging`
    /// is one the render step has already written pages into.
    func write(_ files: [OutputFile], staging: SiteStaging? = nil) throws {
        let fileManager = FileManager.default
        let staging = staging ?? SiteStaging(directory: stagingDirectory)
        try? fileManager.removeItem(at: retiredDirectory)
        do {
            try staging.prepare()
            try staging.write(files)
            try FileOutput.save(
                "This folder was written by docgen and is replaced on every build.\n",
                to: staging.directory.appendingPathComponent(Self.markerName).path)
            try swapIntoPlace()
        } catch {
            staging.discard()
            throw error
        }
    }

    private func swapIntoPlace() throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: outputDirectory.path) else {
            try fileManager.moveItem(at: stagingDirectory, to: outputDirectory)
            return
        }
        if DirectoryExchange.exchange(stagingDirectory.path, outputDirectory.path) {
            try? fileManager.removeItem(at: stagingDirectory)
            return
        }
        // No atomic exchange on this system: two renames, with a moment between them where
        // the old site sits in the retired folder.
        try fileManager.moveItem(at: outputDirectory, to: retiredDirectory)
        do {
            try fileManager.moveItem(at: stagingDirectory, to: outputDirectory)
        } catch {
            try? fileManager.moveItem(at: retiredDirectory, to: outputDirectory)
            throw error
        }
        try? fileManager.removeItem(at: retiredDirectory)
    }
}

extension SiteWriter {
    /// Brings the output folder up to date in place, writing only files whose bytes changed and
    /// removing files the site no longer has; returns the changed paths and the hashes of every
    /// file the folder now holds.
    ///
    /// `previous` holds the hashes of the files written before. `removed` lists the files to
    /// remove when `files` are only those a rebuild of a few pages made; when it is nil, `files`
    /// are the whole site and every other file is removed.
    ///
    /// Used by `docgen serve`, where a rebuild must be quick and a reader may load a page while
    /// it happens; a one-off build uses the atomic `write(_:)` instead.
    func update(
        _ files: [OutputFile], previous: [String: Int], removed: [String]? = nil
    ) throws -> (changed: [String], written: [String: Int]) {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        for folder in Set(files.map { ($0.path as NSString).deletingLastPathComponent }).sorted() where !folder.isEmpty {
            try fileManager.createDirectory(at: outputDirectory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        // Files are hashed and written on all cores: serve's first build writes the whole site.
        let outcomes = files.parallelMap { file -> Result<(hash: Int, changed: Bool)?, NSError> in
            do {
                return .success(try updateFile(file, previous: previous[file.path]))
            } catch {
                return .failure(error as NSError)
            }
        }
        var written = removed == nil ? [:] : previous
        var changed: [String] = []
        for (file, outcome) in zip(files, outcomes) {
            guard let result = try outcome.get() else { continue }
            written[file.path] = result.hash
            if result.changed { changed.append(file.path) }
        }
        for path in removed ?? previous.keys.sorted().filter({ written[$0] == nil }) {
            try? fileManager.removeItem(at: outputDirectory.appendingPathComponent(path))
            written[path] = nil
            changed.append(path)
        }
        let marker = outputDirectory.appendingPathComponent(Self.markerName)
        if !fileManager.fileExists(atPath: marker.path) {
            try Data("This folder was written by docgen and is replaced on every build.\n".utf8).write(to: marker)
        }
        return (changed, written)
    }

    /// Writes one file unless it is there with the same bytes; nil for a staged file.
    private func updateFile(_ file: OutputFile, previous: Int?) throws -> (hash: Int, changed: Bool)? {
        let data: Data
        switch file.contents {
        case .text(let text): data = Data(text.utf8)
        case .bytes(let bytes): data = Data(bytes)
        case .html(let html): data = html.withBytes { Data($0) }
        case .copy(let source): data = try Data(contentsOf: source)
        // Only one-off builds stage pages, and they use `write(_:staging:)`.
        case .staged: return nil
        }
        // Data's own hash looks only at its first bytes, so hash every byte explicitly.
        var hasher = Hasher()
        data.withUnsafeBytes { hasher.combine(bytes: $0) }
        let hash = hasher.finalize()
        let destination = outputDirectory.appendingPathComponent(file.path).path
        if previous == hash, FileManager.default.fileExists(atPath: destination) { return (hash, false) }
        // Written beside the file and renamed over it, so a page the browser loads meanwhile is
        // never half written; not synced to disk, as a preview folder need not survive a crash.
        let temporary = destination + ".docgen-\(ProcessInfo.processInfo.processIdentifier).tmp"
        try data.withUnsafeBytes { try FileOutput.save($0.bindMemory(to: UInt8.self), to: temporary) }
        guard rename(temporary, destination) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw NSError(
                domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
                userInfo: [
                    NSFilePathErrorKey: destination, NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code)),
                ])
        }
        return (hash, true)
    }
}
