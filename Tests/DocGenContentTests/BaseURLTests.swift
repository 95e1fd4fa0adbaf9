import Testing

@testable import DocGenContent

@Suite struct BaseURLTests {
    @Test(
        "a base URL is normalised once: it ends in a slash, and so does its path",
        arguments: [
            ("https://docs.example.com", "https://docs.example.com/", "/"),
            ("https://docs.example.com/", "https://docs.example.com/", "/"),
            ("http://x.dev/components", "http://x.dev/components/", "/components/"),
            ("HTTPS://x.dev/a/b/", "HTTPS://x.dev/a/b/", "/a/b/"),
        ])
    func normalised(text: String, expected: String, path: String) throws {
        let url = try #require(BaseURL(text))
        #expect(url.text == expected)
        #expect(url.path == path)
        #expect(url.appending("guides/start.html") == expected + "guides/start.html")
    }

    @Test(
        "only absolute http and https URLs are base URLs",
        arguments: ["", "docs.example.com", "/components/", "ftp://x.dev/", "https://"])
    func rejected(text: String) {
        #expect(BaseURL(text) == nil)
    }
}
