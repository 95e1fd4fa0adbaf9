import Testing

@testable import DocGenCatalog

@Suite struct ImageAspectRatioTests {
    @Test(
        "an image URL's file name is its last path component before the query, in ASCII and other text alike",
        arguments: [
            "https://cdn.example.com/banners/rating-1000x400.png", "https://x/y/a.png?size=10x10", "?a/b", "", "/", "a//",
            "https://예시.com/배너-300x100.png?q=1", "plain.png", "a/b?/c/d", "x/?\u{301}y/z",
        ])
    func fileName(url: String) {
        let path = url.split(separator: "?").first ?? Substring(url)
        #expect(ImageAspectRatio.fileName(url) == (path.split(separator: "/").last ?? path))
    }
}
