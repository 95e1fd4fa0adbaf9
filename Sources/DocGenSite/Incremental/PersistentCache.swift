import Foundation

/// Work a `docgen build` leaves on disk for the next one: highlighted code, drawn diagrams and
/// example checks that found nothing wrong, each keyed by everything its result depends on.
///
/// Entries are stored with their full inputs and compared in full on lookup, so an entry is
/// used only for exactly the input that produced it, and a clean build and a cached one write
/// the same bytes. The file starts with a stamp naming the docgen build that wrote it (its
/// version and the executable's size and time) and a hash of the model sources; a different
/// docgen drops every entry, different models drop the example checks. Results that carry
/// diagnostics are never stored, since those name files and lines. A file that cannot be read
/// in full, for any reason, is ignored: the build then simply does all the work.
final class PersistentCache: @unchecked Sendable {
    enum Kind: UInt8 {
        case highlight = 1
        case diagram = 2
        case example = 3
    }

    private typealias Key = CacheFileFormat.Entry

    /// The cache file.
    let file: URL
    private let stamp: String
    private let modelsSignature: String
    // Guarded by `lock`: steps consult the cache from several threads.
    private let lock = NSLock()
    private var loaded: [Key: String] = [:]
    private var used: [Key: String] = [:]

    /// Opens the cache in `folder`; `modelsSignature` names the model sources examples were checked against.
    init(folder: URL, modelsSignature: String) {
        file = folder.appendingPathComponent("entries")
        stamp = Self.docgenStamp()
        self.modelsSignature = modelsSignature
        let data = try? Data(contentsOf: file)
        loaded = data.flatMap { CacheFileFormat.read($0, stamp: stamp, models: modelsSignature) } ?? [:]
    }

    /// The stored value for an input, if any; a hit is kept for the next build.
    func value(_ kind: Kind, for input: String) -> String? {
        let key = Key(kind: kind.rawValue, input: input)
        return lock.withLock {
            guard let value = loaded[key] else { return nil }
            used[key] = value
            return value
        }
    }

    /// Stores a value for the next build.
    func store(_ value: String, _ kind: Kind, for input: String) {
        lock.withLock { used[Key(kind: kind.rawValue, input: input)] = value }
    }

    /// Writes the entries this build used or made, replacing the file in one rename; entries
    /// no longer used are dropped, so the cache does not grow without bound.
    func save() {
        let entries = lock.withLock { used.map { (kind: $0.key.kind, input: $0.key.input, value: $0.value) } }
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent("entries.\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown)
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try CacheFileFormat.write(entries, stamp: stamp, models: modelsSignature) { try handle.write(contentsOf: $0) }
            // rename(2) replaces the old file in one step, so a reader never sees half a file.
            guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            // A cache that cannot be written only costs the next build time.
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// Names this docgen executable: a rebuilt docgen may render differently.
    private static func docgenStamp() -> String {
        var stamp = "docgen \(DocGenVersion.current)"
        if let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            stamp += " \(size) \(time)"
        }
        return stamp
    }

    /// A hash of every Swift file under the model folders, paths included, stable across runs.
    static func modelsSignature(_ folders: [URL]) -> String {
        var hash = StableHash()
        for folder in folders {
            let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
            for relative in files where relative.hasSuffix(".swift") {
                hash.combine(folder.path + "/" + relative)
                hash.combine(Array((try? Data(contentsOf: folder.appendingPathComponent(relative))) ?? Data()))
            }
        }
        return hash.hexDigest
    }
}

/// A 64-bit FNV-1a hash, the same in every run (Swift's `Hasher` is seeded per process).
struct StableHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: [UInt8]) {
        for byte in bytes {
            state ^= UInt64(byte)
            state &*= 0x100_0000_01b3
        }
        // Separate the parts, so ("ab", "c") and ("a", "bc") differ.
        state ^= UInt64(bytes.count)
        state &*= 0x100_0000_01b3
    }

    mutating func combine(_ text: String) {
        combine(Array(text.utf8))
    }

    var hexDigest: String { String(state, radix: 16) }
}
