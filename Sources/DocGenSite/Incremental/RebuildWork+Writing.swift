import DocGenContent
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RebuildWork {
    /// Writes the rebuilt files whose bytes differ from what the output folder holds, each by
    /// a rename so a reader never sees half a page, and removes files the site no longer has;
    /// returns the paths written or removed.
    func write() throws -> [String] {
        let folder = configuration.outputDirectory
        var written = cache.written
        var changed: [String] = []
        for file in outputs {
            var bytes: [UInt8]
            switch file.contents {
            case .text(let text): bytes = Array(text.utf8)
            case .bytes(let generated): bytes = generated
            case .html(let html): bytes = html.bytes
            case .copy, .staged: continue
            }
            var hasher = Hasher()
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            let hash = hasher.finalize()
            let destination = folder.appendingPathComponent(file.path).path
            if written[file.path] == hash, access(destination, F_OK) == 0 { continue }
            let temporary = destination + ".docgen-new"
            try bytes.withUnsafeBufferPointer { try FileOutput.save($0, to: temporary) }
            guard rename(temporary, destination) == 0 else {
                let code = errno
                unlink(temporary)
                throw NSError(
                    domain: NSPOSIXErrorDomain, code: Int(code),
                    userInfo: [NSFilePathErrorKey: destination, NSLocalizedDescriptionKey: String(cString: strerror(code))])
            }
            written[file.path] = hash
            changed.append(file.path)
        }
        for path in removed {
            unlink(folder.appendingPathComponent(path).path)
            written[path] = nil
            changed.append(path)
        }
        cache.written = written
        return changed
    }
}
