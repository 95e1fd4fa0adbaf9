import DocGenDiagnostics
import Foundation
import Testing

@testable import DocGenContent

@Suite struct PageReaderTests {
    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a file's bytes are read whole, whatever its size", arguments: [0, 1, 4095, 4096, 4097, 70_001])
    func readsWholeFiles(size: Int) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let file = folder.appendingPathComponent("page.md")
        try Data(bytes).write(to: file)
        #expect(PageReader.contents(of: file.path) == bytes)
    }

    @Test("a missing file reads as nothing")
    func missingFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(PageReader.contents(of: folder.appendingPathComponent("gone.md").path) == nil)
    }

    @Test(
        "pages lose a byte order mark and CR line endings, and NUL bytes and broken UTF-8 are reported where they are",
        arguments: [
            ([0xEF, 0xBB, 0xBF] + Array("# Hi\r\nthere\r".utf8), "# Hi\nthere\n", nil),
            (Array("# 배너\nab\0c".utf8), nil, "page.md:2:3: error: file contains NUL bytes and is not Markdown text"),
            (Array("# 배너\n배".utf8) + [0xFF], nil, "page.md:2:2: error: file is not valid UTF-8: save it as UTF-8 text"),
        ] as [([UInt8], String?, String?)])
    func textChecks(bytes: [UInt8], text: String?, message: String?) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("page.md")
        try Data(bytes).write(to: file)
        var diagnostics = DiagnosticBag()
        let read = PageReader.read(
            SourceFile(relativePath: "page.md", path: file.path, displayPath: "page.md"), diagnostics: &diagnostics)
        #expect(read == text)
        #expect(diagnostics.all.map(\.description) == (message.map { [$0 + " [invalid-text]"] } ?? []))
    }

    @Test("folders are listed sorted, with the kind of each entry and without '.' and '..'")
    func folderListing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("b.md"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("c").path, withDestinationPath: "b.md")
        guard case .success(let entries) = FolderListing.entries(in: folder.path) else {
            Issue.record("the folder could not be listed")
            return
        }
        #expect(entries.map(\.name) == ["a", "b.md", "c"])
        // A file system may leave kinds unknown; `readdir` on the usual ones tells them.
        #expect(
            entries.map { $0.kind ?? FolderListing.EntryKind(path: folder.appendingPathComponent($0.name).path) } == [
                .folder, .file, .link,
            ])
    }

    @Test("a folder that cannot be listed says why")
    func unlistableFolder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .failure(let failure) = FolderListing.entries(in: folder.appendingPathComponent("gone").path) else {
            Issue.record("a missing folder was listed")
            return
        }
        #expect(failure.description == "No such file or directory")
    }
}
