import Foundation

/// Reads the files of a theme folder.
enum ThemeFolder {
    /// Every file under `folder` with its bytes, sorted by relative path; hidden files and
    /// folders (`.DS_Store`) are left out.
    static func files(in folder: URL) throws -> [(path: String, contents: Data)] {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: folder.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        var paths: [String] = []
        for case let path as String in enumerator {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                paths.append(path)
            }
        }
        // Sorted by their UTF-8 bytes, so the order is the same on every system.
        paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return try paths.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }
    }
}
