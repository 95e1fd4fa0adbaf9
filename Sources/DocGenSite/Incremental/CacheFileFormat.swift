import Foundation

/// The bytes of a persisted cache file.
///
/// A first line `docgen-cache 2`, a line with the docgen stamp and a line with the models
/// signature, then records of a kind byte and two length-prefixed UTF-8 strings (input and
/// value), lengths as 4 little-endian bytes. Anything unexpected makes the whole file unreadable.
enum CacheFileFormat {
    // 2: example checks became JSON (`StoredExample`); a file of version 1 is ignored, never misread.
    static let magic = "docgen-cache 2"

    struct Entry: Hashable {
        var kind: UInt8
        var input: String
    }

    /// Where a record lies in the file: the cache reads its input and value only when asked.
    struct Location: Sendable {
        var kind: UInt8
        /// The offset of the input's bytes; the value's length and bytes follow them.
        var inputOffset: Int
        var inputLength: Int
        var valueLength: Int
        /// The offset just past the record.
        var end: Int { inputOffset + inputLength + 4 + valueLength }
    }

    /// The lines every file starts with.
    static func header(stamp: String, models: String) -> [UInt8] {
        Array("\(magic)\n\(stamp)\n\(models)\n".utf8)
    }

    /// One record's bytes.
    static func record(kind: UInt8, input: String, value: String) -> [UInt8] {
        var bytes: [UInt8] = [kind]
        bytes.reserveCapacity(9 + input.utf8.count + value.utf8.count)
        append(input, to: &bytes)
        append(value, to: &bytes)
        return bytes
    }

    static func write(_ entries: [(kind: UInt8, input: String, value: String)], stamp: String, models: String) -> Data {
        var data = Data(header(stamp: stamp, models: models))
        for entry in entries { data.append(contentsOf: record(kind: entry.kind, input: entry.input, value: entry.value)) }
        return data
    }

    /// Every record of a file written by this docgen, or nil when the file is not whole.
    ///
    /// Each record comes with a hash of its kind and input bytes (`hash(kind:input:)`); example
    /// checks are left out when the models differ.
    static func index(_ data: Data, stamp: String, models: String) -> [(hash: Int, location: Location)]? {
        data.withUnsafeBytes { bytes in
            var offset = 0
            guard readLine(bytes, &offset) == magic, readLine(bytes, &offset) == stamp else { return nil }
            guard let fileModels = readLine(bytes, &offset) else { return nil }
            var records: [(hash: Int, location: Location)] = []
            while offset < bytes.count {
                let kind = bytes[offset]
                offset += 1
                guard PersistentCache.Kind(rawValue: kind) != nil, let input = readLength(bytes, &offset) else { return nil }
                let inputOffset = offset
                offset += input
                guard let value = readLength(bytes, &offset) else { return nil }
                offset += value
                if kind == PersistentCache.Kind.example.rawValue && fileModels != models { continue }
                let location = Location(kind: kind, inputOffset: inputOffset, inputLength: input, valueLength: value)
                let inputBytes = UnsafeRawBufferPointer(rebasing: bytes[inputOffset..<(inputOffset + input)])
                records.append((hash(kind: kind, input: inputBytes), location))
            }
            return records
        }
    }

    /// The entries of a file, read in full.
    static func read(_ data: Data, stamp: String, models: String) -> [Entry: String]? {
        guard let records = index(data, stamp: stamp, models: models) else { return nil }
        var entries: [Entry: String] = [:]
        for (_, location) in records {
            let input = data[location.inputOffset..<(location.inputOffset + location.inputLength)]
            let value = data[(location.end - location.valueLength)..<location.end]
            guard let input = String(validating: input, as: UTF8.self), let value = String(validating: value, as: UTF8.self)
            else { return nil }
            entries[Entry(kind: location.kind, input: input)] = value
        }
        return entries
    }

    /// The hash records are found by; the input's bytes are compared in full on lookup.
    static func hash(kind: UInt8, input: UnsafeRawBufferPointer) -> Int {
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(bytes: input)
        return hasher.finalize()
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        let count = UInt32(truncatingIfNeeded: text.utf8.count)
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: count >> UInt32(shift))) }
        bytes.append(contentsOf: text.utf8)
    }

    /// A 4-byte length, checked to fit in what is left of the file.
    private static func readLength(_ bytes: UnsafeRawBufferPointer, _ offset: inout Int) -> Int? {
        guard bytes.count - offset >= 4 else { return nil }
        var count = 0
        for index in 0..<4 { count |= Int(bytes[offset + index]) << (8 * index) }
        offset += 4
        return count <= bytes.count - offset ? count : nil
    }

    private static func readLine(_ bytes: UnsafeRawBufferPointer, _ offset: inout Int) -> String? {
        guard offset < bytes.count, let end = bytes[offset...].firstIndex(of: 0x0A) else { return nil }
        let line = String(validating: bytes[offset..<end], as: UTF8.self)
        offset = end + 1
        return line
    }
}
