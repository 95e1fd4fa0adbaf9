import DocGenModelRules
import Foundation
import Testing

@testable import DocGenSite

/// `checkExclude:` leaves the examples of some pages unchecked, such as proposals that show
/// syntax Swift does not have yet; every other page is checked as before.
@Suite struct CheckExcludeSiteTests {
    @Test("an excluded page's examples are shown as written, with no result and no diagnostic; others are checked")
    func excludedPages() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("public struct Ticket: Codable {\n    public var seat: String\n}\n", to: "Models/Ticket.swift")
        let stale =
            "```swift\nlet ticket = Ticket(seat: \"12A\")\nprint(ticket.row)\n```\n\n"
            + "```json Ticket\n{ \"seat\": 12 }\n```\n"
        try site.write("# Proposal\n\n" + stale, to: "Content/proposals/0001-rows.md")
        try site.write("# Tickets\n\n" + stale, to: "Content/guides/tickets.md")
        var configuration = try site.configuration(.init(models: ["Models"]))
        configuration.checkExclusions = [try #require(PathGlob("proposals/**"))]
        let report = try SiteBuilder(configuration: configuration).build()
        let files = Set(report.diagnostics.filter { $0.severity == .error }.compactMap(\.location?.file))
        #expect(files == ["Content/guides/tickets.md"])
        let proposal = try site.read("proposals/0001-rows.html")
        #expect(proposal.contains("ticket"))
        #expect(!proposal.contains("code-checked"))
        #expect(!proposal.contains("example-error"))
        #expect(!proposal.contains("sample-preview"))
        #expect(try site.read("guides/tickets.html").contains("example-error"))
    }
}
