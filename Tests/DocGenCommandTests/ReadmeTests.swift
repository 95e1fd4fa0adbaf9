import DocGenTestSupport
import Foundation
import Testing

/// The README's sample output of `docgen build` and `docgen check` is what this repository's
/// `Content/` gives: each block is run on a copy of the site and compared line by line, the
/// build time aside.
@Suite struct ReadmeTests {
    @Test("the README's sample output is what the repository's site gives", arguments: ["build", "check"])
    func sampleOutput(command: String) throws {
        let readme = try String(
            contentsOf: FixtureSite.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let prompt = "$ swift run docgen \(command)\n"
        let start = try #require(readme.range(of: prompt), "README shows no '\(prompt)'")
        let block = readme[start.upperBound...].prefix { $0 != "`" }
        let expected = block.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.map(String.init)

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["Content", "Templates", "docgen.yml", FixtureSite.modelsPath] {
            let destination = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: FixtureSite.repositoryRoot.appendingPathComponent(path), to: destination)
        }
        let result = try CommandRunner.run([command], in: root)
        let printed = (result.standardError + result.standardOutput).split(separator: "\n").map(String.init)
        #expect(printed.map(Self.withoutTime) == expected.map(Self.withoutTime))
    }

    /// A summary line with its build time left out: `built 9 pages (41 files) in 0.59 s` as `… in _ s`.
    private static func withoutTime(_ line: String) -> String {
        guard let time = line.range(of: #" in [0-9.]+ s"#, options: .regularExpression) else { return line }
        return line.replacingCharacters(in: time, with: " in _ s")
    }
}
