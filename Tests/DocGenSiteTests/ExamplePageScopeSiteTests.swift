import DocGenContent
import Foundation
import Testing

@testable import DocGenSite

/// A page's Swift blocks build on each other, and hidden setup lines are checked but not shown.
@Suite struct ExamplePageScopeSiteTests {
    private static let page = """
        # Notices

        ```swift
        extension Notice {
            var isLong: Bool { title.count > 40 }
        }
        ```

        ```swift
        #- let notice = Notice(title: "Hello")
        print(notice.isLong)
        ```

        ```swift
        print(notice.isLnog)
        ```

        """

    @Test("a later block sees an earlier block's extension and the hidden constant, and a typo is still found")
    func pageScope() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("public struct Notice: Codable {\n    public var title: String\n}\n", to: "Models/Notice.swift")
        let valid = Self.page.replacingOccurrences(of: "print(notice.isLnog)", with: "print(notice.isLong)")
        try site.write(valid, to: "Content/components/notice.md")
        let configuration = try site.configuration(.init(models: ["Models"]))
        // A clean build, one that writes the persistent cache and one that reads it agree.
        for cached in [false, true, true] {
            let report = try Self.build(configuration, cached: cached)
            #expect(report.diagnostics.filter { $0.severity != .note }.map(\.description) == [])
            let html = try site.read("components/notice.html")
            #expect(!html.contains("Hello"))
            #expect(!html.contains("#-"))
            #expect(html.components(separatedBy: "✓ checked").count == 4)
        }
        try site.write(Self.page, to: "Content/components/notice.md")
        let report = try SiteBuilder(configuration: configuration).build()
        #expect(
            report.diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "Content/components/notice.md:15:14: error: value of type 'Notice' has no member 'isLnog'; did you mean 'isLong'? [swift-unknown-member]"
            ])
    }

    @Test("an unknown type in an info string is reported at its name, in a list and after a longer fence")
    func infoStringColumn() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("public struct Notice: Codable {\n    public var title: String\n}\n", to: "Models/Notice.swift")
        try site.write("# T\n\n- item\n\n  ````json Notise\n  {}\n  ````\n\n```json Notise\n{}\n```\n", to: "Content/t.md")
        let report = try SiteBuilder(configuration: try site.configuration(.init(models: ["Models"]))).build()
        let places = report.diagnostics.filter { $0.rule == "json-type" }.compactMap(\.location).map { "\($0.line):\($0.column)" }
        #expect(places == ["5:12", "9:9"])
    }

    /// A type or a call's closure shown over several blocks, as GRDB's guides show them: the
    /// block that opens it leaves braces open that a later block closes.
    private static let splitPage = """
        # Notices

        ```swift
        extension Notice: CustomStringConvertible {
        ```

        ```swift
            var description: String { title }
        }
        ```

        ```swift
        let notices = [Notice(title: "a")].map { notice in
            print(notice.title)
        ```

        ```swift
            return notice
        }
        ```

        """

    @Test("blocks that together close what they open are no syntax errors, and a brace left open is")
    func splitBlocks() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("public struct Notice: Codable {\n    public var title: String\n}\n", to: "Models/Notice.swift")
        try site.write(Self.splitPage, to: "Content/components/notice.md")
        let configuration = try site.configuration(.init(models: ["Models"]))
        for cached in [false, true, true] {
            let report = try Self.build(configuration, cached: cached)
            #expect(report.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        }
        // Without the block that closes the closure, its opening block misses a brace.
        let unclosed = Self.splitPage.replacingOccurrences(of: "```swift\n    return notice\n}\n```\n", with: "")
        try site.write(unclosed, to: "Content/components/notice.md")
        for cached in [false, true] {
            let report = try Self.build(configuration, cached: cached)
            #expect(
                report.diagnostics.filter { $0.severity == .error }.map(\.description) == [
                    "Content/components/notice.md:14:24: error: expected '}' [swift-syntax]"
                ])
        }
    }

    /// A build of the site, with the persistent cache when `cached`: a second such build reads
    /// what the first wrote.
    private static func build(_ configuration: SiteConfiguration, cached: Bool) throws -> SiteBuilder.Report {
        let cache =
            cached ? BuildCache(persistingIn: configuration.cacheDirectory, modelFolders: configuration.modelDirectories) : nil
        return try SiteBuilder(configuration: configuration, cache: cache).build()
    }
}
