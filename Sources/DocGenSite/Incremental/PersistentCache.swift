import DocGenContent
import DocGenExamples
import DocGenModelRules
import Foundation

/// Work a `docgen build` leaves on disk for the next one: highlighted code, drawn diagrams and
/// example checks that found nothing wrong, each keyed by everything its result depends on.
///
/// Entries are stored with their full inputs and compared in full on lookup, so an entry is
/// used only for exactly the input that produced it, and a clean build and a cached one write
/// the same bytes. The file starts with a stamp naming the docgen build that wrote it (its
/// version and the executable's size and time) and a hash of the model sources and the sample
/// rules; a different docgen drops every entry, different models or rules drop the example checks. Results that carry
/// diagnostics are never stored, since those name files and lines. A file that cannot be read
/// in full, for any reason, is ignored: the build then simply does all the work.
///
/// Memory stays flat however large the cache: only where each record lies is kept, a value is
/// read from the file when it is asked for, and every entry the build uses or makes goes
/// straight into the next file (`CacheFileWriter`), which replaces this one at `save()`.
final class PersistentCache: @unchecked Sendable {
    enum Kind: UInt8 {
        case highlight = 1
        case diagram = 2
        case example = 3
    }

    /// The cache file.
    let file: URL
    private let stamp: String
    private let modelsSignature: String
    /// Records of the current file by the hash of their kind and input; read-only after init.
    private let records: [Int: [CacheFileFormat.Location]]
    private let reader: FileHandle?
    // Guarded by `lock`: steps consult the cache from several threads.
    private let lock = NSLock()
    private var writer: CacheFileWriter?
    /// Hashes of the records written to the next file, so each input is written once.
    private var written: Set<Int> = []

    /// Opens the cache in `folder`; `modelsSignature` names the model sources examples were checked against.
    init(folder: URL, modelsSignature: String) {
        let file = folder.appendingPathComponent("entries")
        let stamp = Self.docgenStamp()
        (self.file, self.stamp, self.modelsSignature) = (file, stamp, modelsSignature)
        let data = try? Data(contentsOf: file)
        var records: [Int: [CacheFileFormat.Location]] = [:]
        for (hash, location) in data.flatMap({ CacheFileFormat.index($0, stamp: stamp, models: modelsSignature) }) ?? [] {
            records[hash, default: []].append(location)
        }
        self.records = records
        reader = records.isEmpty ? nil : try? FileHandle(forReadingFrom: file)
    }

    /// The stored value for an input, if any; a hit is kept for the next build.
    func value(_ kind: Kind, for input: String) -> String? {
        var contiguous = input
        return contiguous.withUTF8 { inputBytes in
            let hash = CacheFileFormat.hash(kind: kind.rawValue, input: UnsafeRawBufferPointer(inputBytes))
            for location in records[hash] ?? [] where location.kind == kind.rawValue && location.inputLength == inputBytes.count {
                guard let bytes = read(location), bytes.prefix(location.inputLength).elementsEqual(inputBytes),
                    let value = String(validating: bytes.suffix(location.valueLength), as: UTF8.self)
                else { continue }
                keep(hash) { CacheFileFormat.record(kind: kind.rawValue, input: input, value: value) }
                return value
            }
            return nil
        }
    }

    /// Stores a value for the next build.
    func store(_ value: String, _ kind: Kind, for input: String) {
        var contiguous = input
        let hash = contiguous.withUTF8 { CacheFileFormat.hash(kind: kind.rawValue, input: UnsafeRawBufferPointer($0)) }
        keep(hash) { CacheFileFormat.record(kind: kind.rawValue, input: input, value: value) }
    }

    /// Puts the next file, with the entries this build used or made, in place of the current
    /// one; entries no longer used are dropped, so the cache does not grow without bound.
    func save() {
        lock.withLock {
            (writer ?? CacheFileWriter(file: file, header: CacheFileFormat.header(stamp: stamp, models: modelsSignature)))
                .finish()
            writer = nil
        }
    }

    /// The record's input and value bytes, read from the current file.
    private func read(_ location: CacheFileFormat.Location) -> [UInt8]? {
        guard let reader else { return nil }
        let count = location.end - location.inputOffset
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { buffer in
            pread(reader.fileDescriptor, buffer.baseAddress, count, off_t(location.inputOffset))
        }
        guard read == count else { return nil }
        // Drop the value's length, which sits between input and value.
        bytes.removeSubrange(location.inputLength..<(location.inputLength + 4))
        return bytes
    }

    private func keep(_ hash: Int, _ record: () -> [UInt8]) {
        lock.withLock {
            guard written.insert(hash).inserted else { return }
            if writer == nil {
                writer = CacheFileWriter(file: file, header: CacheFileFormat.header(stamp: stamp, models: modelsSignature))
            }
            writer?.append(record())
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

    /// A hash of every Swift file under the model folders, paths included, of the patterns of
    /// files left out, and of the sample rules the examples are checked with; stable across runs.
    static func modelsSignature(
        _ folders: [URL], excluding excluded: [PathGlob] = [], sampleRules: SampleRules = .none
    )
        -> String
    {
        var hash = StableHash()
        if !sampleRules.isEmpty { hash.combine(sampleRules.signature) }
        for glob in excluded { hash.combine(Array(("exclude:" + glob.pattern).utf8)) }
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
