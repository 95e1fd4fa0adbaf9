import Foundation

/// The bytes of a persisted cache file.
///
/// A first line `docgen-cache 1`, a line with the docgen stamp and a line with the models
/// signature, then records of a kind byte and two length-prefixed UTF-8 strings (input and
/// value), lengths as 4 little-endian bytes. Anything unexpected makes the whole file unreadable.
enum CacheFileFormat {
    static let magic = "docgen-cache 1"

    struct Entry: Hashable {
        var kind: UInt8
        var input: String
    }

    static func write(_ entries: [(kind: UInt8, input: String, value: String)], stamp: String, models: String) -> Data {
        var data = Data()
        write(entries, stamp: stamp, models: models) { data.append(contentsOf: $0) }
        return data
    }

    /// Writes the file in pieces of about a megabyte, so a large cache is never in memory twice.
    static func write(
        _ entries: [(kind: UInt8, input: String, value: String)], stamp: String, models: String,
        to output: ([UInt8]) throws -> Void
    ) rethrows {
        var bytes = Array("\(magic)\n\(stamp)\n\(models)\n".utf8)
        // Sorted, so the same entries always make the same file.
        for entry in entries.sorted(by: { ($0.kind, $0.input) < ($1.kind, $1.input) }) {
            bytes.append(entry.kind)
            append(entry.input, to: &bytes)
            append(entry.value, to: &bytes)
            if bytes.count >= 1 << 20 {
                try output(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        try output(bytes)
    }

    /// The entries of a file written by this docgen; example checks only when the models match.
    static func read(_ data: Data, stamp: String, models: String) -> [Entry: String]? {
        data.withUnsafeBytes { bytes in
            var offset = 0
            guard readLine(bytes, &offset) == magic, readLine(bytes, &offset) == stamp else { return nil }
            guard let fileModels = readLine(bytes, &offset) else { return nil }
            var entries: [Entry: String] = [:]
            while offset < bytes.count {
                let kind = bytes[offset]
                offset += 1
                guard PersistentCache.Kind(rawValue: kind) != nil, let input = readString(bytes, &offset),
                    let value = readString(bytes, &offset)
                else { return nil }
                if kind == PersistentCache.Kind.example.rawValue && fileModels != models { continue }
                entries[Entry(kind: kind, input: input)] = value
            }
            return entries
        }
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        let count = UInt32(truncatingIfNeeded: text.utf8.count)
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: count >> UInt32(shift))) }
        bytes.append(contentsOf: text.utf8)
    }

    private static func readString(_ bytes: UnsafeRawBufferPointer, _ offset: inout Int) -> String? {
        guard bytes.count - offset >= 4 else { return nil }
        var count = 0
        for index in 0..<4 { count |= Int(bytes[offset + index]) << (8 * index) }
        offset += 4
        guard count <= bytes.count - offset else { return nil }
        let text = String(validating: bytes[offset..<(offset + count)], as: UTF8.self)
        offset += count
        return text
    }

    private static func readLine(_ bytes: UnsafeRawBufferPointer, _ offset: inout Int) -> String? {
        guard offset < bytes.count, let end = bytes[offset...].firstIndex(of: 0x0A) else { return nil }
        let line = String(validating: bytes[offset..<end], as: UTF8.self)
        offset = end + 1
        return line
    }
}
