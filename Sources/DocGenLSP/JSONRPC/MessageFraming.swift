import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads JSON-RPC messages framed by the base protocol of LSP: `Content-Length: N` and other
/// headers, an empty line, then N bytes of JSON.
public struct MessageReader {
    /// Why a stream could not be read as framed messages.
    public struct FramingError: Error, CustomStringConvertible {
        public var description: String
    }

    private var buffer: [UInt8] = []
    private var start = 0
    private let readMore: (inout [UInt8]) -> Bool

    /// A reader of the file descriptor `descriptor` (standard input for `docgen lsp`).
    public init(fileDescriptor descriptor: Int32) {
        readMore = { buffer in
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            buffer += chunk[..<count]
            return true
        }
    }

    /// A reader of bytes held in memory, for tests.
    public init(bytes: [UInt8]) {
        buffer = bytes
        readMore = { _ in false }
    }

    /// The next message's body; nil at the end of the stream.
    ///
    /// Throws on a header without a length; a stream that ends inside a message ends like a
    /// closed one.
    public mutating func next() throws -> Data? {
        var contentLength: Int?
        while true {
            guard let line = try nextHeaderLine() else { return nil }
            if line.isEmpty {
                guard contentLength != nil else {
                    throw FramingError(description: "a message header without 'Content-Length'")
                }
                break
            }
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0 else {
                    throw FramingError(description: "a 'Content-Length' that is not a number: '\(parts[1])'")
                }
                contentLength = length
            }
        }
        let length = contentLength ?? 0
        while buffer.count - start < length {
            guard readMore(&buffer) else { return nil }
        }
        let body = Data(buffer[start..<start + length])
        start += length
        compact()
        return body
    }

    /// One header line without its CR LF; nil at the end of the stream.
    private mutating func nextHeaderLine() throws -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                return line
            }
            // A header line is short; a stream of bytes without one is not LSP.
            if buffer.count - start > 8192 { throw FramingError(description: "a message header longer than 8 KiB") }
            guard readMore(&buffer) else { return nil }
        }
    }

    private mutating func compact() {
        if start > 65536 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

/// Frames a message body for the base protocol.
public enum MessageFraming {
    /// `Content-Length: N`, an empty line and the body.
    public static func frame(_ body: Data) -> Data {
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }
}
