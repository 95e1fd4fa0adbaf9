import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file's bytes with plain `open`, `write` and `close`.
///
/// Foundation's `Data.write(to:)` syncs every file to disk, which made writing a site of ten
/// thousand pages take longer than rendering it. A site is replaced as a whole by one rename
/// after all its files are written, so a build that stops part-way still leaves the previous
/// site in place; the files need not reach the disk one by one.
package enum FileOutput {
    /// Creates or truncates the file at `path` and writes `text` as UTF-8.
    package static func save(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try save($0, to: path) }
    }

    /// Creates or truncates the file at `path` and writes `bytes`.
    package static func save(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw error(errno, path: path) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw error(errno, path: path)
            }
            offset += written
        }
    }

    /// An error that says which file and why, shaped like Foundation's own write errors.
    private static func error(_ code: Int32, path: String) -> NSError {
        let kind: CocoaError.Code =
            switch code {
            case ENOSPC: .fileWriteOutOfSpace
            case EACCES: .fileWriteNoPermission
            default: .fileWriteUnknown
            }
        return NSError(
            domain: NSCocoaErrorDomain, code: kind.rawValue,
            userInfo: [
                NSFilePathErrorKey: path,
                NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code)),
            ])
    }
}
