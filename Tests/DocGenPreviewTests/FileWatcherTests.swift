import Foundation
import Testing

@testable import DocGenPreview

@Suite struct FileWatcherTests {
    /// A temporary folder with one file, `a.md`, and a subfolder.
    private func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("# A\n".utf8).write(to: root.appendingPathComponent("a.md"))
        return root
    }

    /// The paths reported after `change`, relative to `root`.
    private func changes(_ watcher: FileWatcher, root: URL, after change: () throws -> Void) async throws -> [String] {
        try change()
        let paths = await withTaskGroup(of: [String].self) { group in
            group.addTask { await watcher.next() }
            // A watcher that misses the change would wait forever; give up after ten seconds.
            group.addTask {
                try? await Task.sleep(for: .seconds(10))
                return ["timed out"]
            }
            let first = await group.next() ?? []
            group.cancelAll()
            return first
        }
        let prefix = root.path + "/"
        return paths.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
    }

    @Test("the watcher reports written, renamed-over, created and removed files", arguments: [false, true])
    func reportsChanges(polling: Bool) async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = FileWatcher(paths: [root], forcePolling: polling)
        let file = root.appendingPathComponent("a.md")
        // The polling watcher compares modification times; make sure each change moves them.
        let pause = { if polling { Thread.sleep(forTimeInterval: 0.02) } }
        let edited = try await changes(watcher, root: root) {
            pause()
            try Data("# A\n\nMore.\n".utf8).write(to: file)
        }
        #expect(edited == ["a.md"])
        // Editors that save by writing a new file and renaming it over the old one.
        let written = try await changes(watcher, root: root) {
            pause()
            let temporary = root.appendingPathComponent(".a.md.tmp")
            try Data("# A\n\nRenamed over.\n".utf8).write(to: temporary)
            guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
        #expect(written.contains("a.md"))
        let created = try await changes(watcher, root: root) {
            try Data("new".utf8).write(to: root.appendingPathComponent("sub/b.md"))
        }
        #expect(created.contains("sub/b.md"))
        #expect(try await changes(watcher, root: root) { try FileManager.default.removeItem(at: file) } == ["a.md"])
    }

    #if os(Linux)
    @Test("the watcher sees files in folders created after it started")
    func newFolders() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = FileWatcher(paths: [root])
        let created = try await changes(watcher, root: root) {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("new"), withIntermediateDirectories: true)
        }
        #expect(created == ["new"])
        #expect(
            try await changes(watcher, root: root) { try Data("x".utf8).write(to: root.appendingPathComponent("new/c.md")) }
                == ["new/c.md"])
    }
    #endif

    @Test("a watched folder that does not exist yet is seen once created, and then watched", arguments: [false, true])
    func missingFolder(polling: Bool) async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let templates = root.appendingPathComponent("Templates")
        let footer = templates.appendingPathComponent("partials/footer.mustache")
        let watcher = FileWatcher(paths: [templates], forcePolling: polling)
        let created = try await changes(watcher, root: root) {
            try FileManager.default.createDirectory(at: footer.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("<footer>".utf8).write(to: footer)
            try Data("x".utf8).write(to: root.appendingPathComponent("other.md"))
        }
        #expect(!created.isEmpty && created.allSatisfy { $0.hasPrefix("Templates") }, "\(created)")
        let written = try await changes(watcher, root: root) {
            if polling { Thread.sleep(forTimeInterval: 0.02) }
            try Data("<footer>ours</footer>".utf8).write(to: footer)
        }
        #expect(written == ["Templates/partials/footer.mustache"])
    }

    @Test("a watched single file is reported when it is replaced, and its neighbours are not")
    func singleFile() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("docgen.yml")
        try Data("title: A\n".utf8).write(to: config)
        let watcher = FileWatcher(paths: [config])
        let changed = try await changes(watcher, root: root) {
            try Data("x".utf8).write(to: root.appendingPathComponent("other.txt"))
            try Data("title: B\n".utf8).write(to: config, options: .atomic)
        }
        #expect(changed == ["docgen.yml"])
    }
}
