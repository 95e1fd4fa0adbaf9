import Testing

@testable import DocGenContent

@Suite struct OutputPathTests {
    @Test(
        "content files map to pages that work from file:// and any subpath",
        arguments: [
            ("index.md", "index.html"),
            ("README.md", "index.html"),
            ("components/readme.md", "components/index.html"),
            ("components/banner.md", "components/banner.html"),
            ("components/Banner/README.md", "components/Banner/index.html"),
            ("guides/style.markdown", "guides/style.html"),
            ("images/pixel.png", "images/pixel.png"),
            ("guides/Intro.MD", "guides/Intro.html"),
            ("a/INDEX.Md", "a/index.html"),
            (".md", ".html"),
            ("notes.mdx", "notes.mdx"),
            ("배너/README.md", "배너/index.html"),
            ("배너/정책.Markdown", "배너/정책.html"),
        ])
    func outputPaths(source: String, expected: String) {
        #expect(OutputPath.forSource(source) == expected)
    }

    @Test(
        "relative URLs climb only as far as needed",
        arguments: [
            ("index.html", "components/banner.html", "components/banner.html"),
            ("components/banner.html", "index.html", "../index.html"),
            ("components/banner.html", "components/header.html", "header.html"),
            ("components/Banner/index.html", "guides/style.html", "../../guides/style.html"),
            ("a/b.html", "a/b.html", "b.html"),
            ("index.html", "docs/my page.html", "docs/my%20page.html"),
            ("index.html", "문서/배너.html", "문서/배너.html"),
            ("a/b/c.html", "a/x/y.html", "../x/y.html"),
            ("a//b/c.html", "/a/b/d.html", "d.html"),
            ("a/b.html", "", ".."),
            ("", "a/b.html", "a/b.html"),
            ("a/b/c.html", "a/b", "../b"),
            ("x/y.html", "x/a?b#c&d.html", "a%3Fb%23c%26d.html"),
        ])
    func relativeURLs(from: String, to: String, expected: String) {
        #expect(OutputPath.relativeURL(from: from, to: to) == expected)
    }

    @Test("the root prefix leads back to the site root")
    func rootPrefix() {
        #expect(OutputPath.rootPrefix(for: "index.html") == "")
        #expect(OutputPath.rootPrefix(for: "components/Banner/index.html") == "../../")
    }
}
