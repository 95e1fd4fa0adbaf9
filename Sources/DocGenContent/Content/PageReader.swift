import DocGenDiagnostics
import DocGenMarkdown
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a page's bytes as UTF-8 text, reporting files that are not text.
package enum PageReader {
    package static func read(_ file: SourceFile, diagnostics: inout DiagnosticBag) -> String? {
        guard var bytes = contents(of: file.path) else {
            diagnostics.report(
                .error("cannot read file", at: SourceLocation(file: file.displayPath, line: 1), rule: "unreadable-file"))
            return nil
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let nul = firstIndex(of: 0, in: bytes) {
            diagnostics.report(
                .error(
                    "file contains NUL bytes and is not Markdown text",
                    at: location(of: nul, in: bytes, file: file.displayPath), rule: "invalid-text"))
            return nil
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            diagnostics.report(
                .error(
                    "file is not valid UTF-8: save it as UTF-8 text",
                    at: location(of: firstInvalidByte(bytes), in: bytes, file: file.displayPath), rule: "invalid-text"))
            return nil
        }
        if let refusal = ParsingLimits.refusal(of: bytes) {
            diagnostics.report(
                .error(refusal.message, at: SourceLocation(file: file.displayPath, line: refusal.line), rule: "markdown-size"))
            return nil
        }
        // Normalise line endings so positions and output are the same on every platform.
        return firstIndex(of: 0x0D, in: bytes) != nil
            ? text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : text
    }

    /// The bytes of the file at `path`, read straight into an array; nil when it cannot be read.
    ///
    /// Foundation's `contents(atPath:)` reads into `Data`, which then had to be copied into an
    /// array: a second copy of every page.
    package static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        // One byte more than the size, so a file that grew since `fstat` is noticed and read on.
        var bytes = [UInt8](repeating: 0, count: max(0, Int(info.st_size)) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: max(4096, bytes.count)) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                readSome(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if read == 0 { break }
            if read < 0 {
                guard errno == EINTR else { return nil }
                continue
            }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// The offset of the first `byte`, found with `memchr`, which reads many bytes a step.
    private static func firstIndex(of byte: UInt8, in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { $0.offset(of: byte) }
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence.
    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error, .emptyInput: return offset
            }
        }
    }

    /// The 1-based line and column (in characters, as editors count them) of a byte offset.
    private static func location(of offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        let before = bytes[..<offset]
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        // Columns count scalars: every byte that is not a UTF-8 continuation byte starts one.
        let column = bytes[lineStart..<offset].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(file: file, line: line, column: column)
    }
}

/// `read(2)`, which `PageReader.read` hides inside the type.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
