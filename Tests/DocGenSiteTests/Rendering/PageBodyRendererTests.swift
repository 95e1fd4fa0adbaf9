import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

@Suite struct PageBodyRendererTests {
    @Test(
        "a linked type name loses the brackets, question marks and spaces around it, as trimming those characters does",
        arguments: [
            "[QuickLinkItem]", "String?", " [BannerType]? ", "[[A]]", "é]", "[e\u{301}]", "Type]\u{301}", "", "[]", "[ ? ]",
            "Dictionary<String, Int>", "a b", "배너?",
        ])
    func bareTypeName(name: String) {
        #expect(PageBodyRenderer.bareTypeName(name) == name.trimmingCharacters(in: CharacterSet(charactersIn: "[]? ")))
    }
}
