import DocGenTestSupport
import DocGenTheme
import Foundation
import Testing

@Suite struct DefaultThemeTests {
    /// Every file of the theme folder in the repository, by relative path.
    private static func folderFiles() throws -> [String: [UInt8]] {
        let folder = FixtureSite.defaultTheme
        var result: [String: [UInt8]] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        for case let path as String in enumerator where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = Array(try Data(contentsOf: url))
            }
        }
        return result
    }

    @Test("the compiled-in files are the theme folder's, byte for byte")
    func sameAsFolder() throws {
        let folder = try Self.folderFiles()
        #expect(DefaultTheme.paths == folder.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        for file in DefaultTheme.files {
            #expect(file.contents == folder[file.path], "\(file.path) differs from the theme folder")
        }
    }

    @Test("the theme has the templates every set needs and its assets")
    func requiredFiles() {
        for path in ["layout.mustache", "page.mustache", "home.mustache", "partials/sidebar.mustache", "assets/style.css"] {
            #expect(DefaultTheme.file(at: path) != nil, "no \(path)")
        }
        #expect(DefaultTheme.file(at: "nothing.mustache") == nil)
    }

    @Test("a file made from base64 holds the decoded bytes")
    func base64() {
        #expect(ThemeFile(path: "a.png", base64: "AAH/").contents == [0, 1, 255])
        #expect(ThemeFile(path: "a.txt", text: "한").contents == [0xED, 0x95, 0x9C])
    }
}
