import DocGenDiagnostics
import DocGenMarkdown
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

@Suite struct LinkResolverTests {
    private static func page(_ path: String, _ markdown: String = "") -> Page {
        var page = Page(
            source: SourceFile(relativePath: path, url: .init(fileURLWithPath: "/x/\(path)"), displayPath: "Content/\(path)"),
            frontMatter: FrontMatter(), body: markdown)
        page.document = MarkdownParser.parse(markdown)
        return page
    }

    private static let pages = [
        page("index.md", "# Home\n## Start\n"),
        page("components/banner.md", "# 배너\n## 제약사항\n## Example\n"),
        page("components/index.md", "# Components\n"),
    ]

    private static let resolver = LinkChecker(
        pages: pages, drafts: [page("components/wip.md")],
        staticFiles: [
            SourceFile(relativePath: "images/a.png", url: .init(fileURLWithPath: "/x/a.png"), displayPath: "Content/images/a.png")
        ]
    ).targets

    @Test(
        "links resolve to built pages with their anchors checked",
        arguments: [
            ("banner.md", "banner.html", nil),
            ("banner.md#제약사항", "banner.html#제약사항", nil),
            ("banner.md#%EC%A0%9C%EC%95%BD%EC%82%AC%ED%95%AD", "banner.html#%EC%A0%9C%EC%95%BD%EC%82%AC%ED%95%AD", nil),
            ("./banner.md?x=1#example", "banner.html?x=1#example", nil),
            ("banner.md/#example", "banner.html#example", nil),
            ("../index.md#start", "../index.html#start", nil),
            ("/index.md", "../index.html", nil),
            ("./", "index.html", nil),
            ("../components", "index.html", nil),
            ("../images/a.png", "../images/a.png", nil),
            ("https://example.com/a.md", nil, nil),
            ("mailto:team@example.com", nil, nil),
            ("banner.md#missing", "banner.html#missing", "link-anchor"),
            ("bannner.md", nil, "link-target"),
            ("../../outside.md", nil, "link-target"),
            ("wip.md", nil, "link-draft"),
            ("#components", nil, nil),
            ("#nope", nil, "link-anchor"),
        ] as [(String, String?, String?)])
    func resolves(destination: String, href: String?, rule: String?) {
        let resolver = LinkResolver(targets: Self.resolver)
        let resolution = resolver.resolve(
            destination, isImage: false, in: Self.pages[2], at: SourcePosition(line: 4, column: 2))
        #expect(resolution.href == href)
        #expect(resolution.diagnostic?.rule == rule)
        if let diagnostic = resolution.diagnostic {
            #expect(diagnostic.location == SourceLocation(file: "Content/components/index.md", line: 4, column: 2))
        }
    }

    @Test(
        "a link from the repository's root, as GitHub reads a leading '/', reaches the content folder",
        arguments: [
            ("/Docs/images/a.png", "../images/a.png", nil), ("/Docs/components/banner.md#example", "banner.html#example", nil),
            ("/Docs/", "../index.html", nil), ("/Docs", "../index.html", nil), ("/index.md", "../index.html", nil),
            ("/Docs/images/b.png", nil, "link-target"), ("/Other/a.png", nil, "link-target"),
            ("/Docsy/images/a.png", nil, "link-target"),
        ] as [(String, String?, String?)])
    func fromRepositoryRoot(destination: String, href: String?, rule: String?) {
        var targets = Self.resolver
        targets.contentFolderInRepository = "Docs"
        let resolution = LinkResolver(targets: targets).resolve(
            destination, isImage: false, in: Self.pages[2], at: SourcePosition(line: 1, column: 1))
        #expect(resolution.href == href)
        #expect(resolution.diagnostic?.rule == rule)
        // Without a repository around the content folder, `/Docs/…` names a folder inside it.
        let alone = LinkResolver(targets: Self.resolver).resolve(
            destination, isImage: false, in: Self.pages[2], at: SourcePosition(line: 1, column: 1))
        if destination.hasPrefix("/Docs") { #expect(alone.diagnostic?.rule == "link-target") }
    }

    @Test("the content folder's path in its repository is found from the nearest .git up from it")
    func folderInRepository() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-repo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("kit/.git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("kit/Guides/en"), withIntermediateDirectories: true)
        let kit = root.appendingPathComponent("kit")
        let guides = kit.appendingPathComponent("Guides/en")
        #expect(LinkChecker.repository(of: guides, root: root).lastPathComponent == "kit")
        #expect(LinkChecker.folderInRepository(guides, root: LinkChecker.repository(of: guides, root: root)) == "Guides/en")
        #expect(LinkChecker.folderInRepository(kit, root: kit) == nil)
        // No repository: the working folder stands for it.
        let plain = root.appendingPathComponent("plain/Docs")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        let working = root.appendingPathComponent("plain")
        #expect(LinkChecker.folderInRepository(plain, root: LinkChecker.repository(of: plain, root: working)) == "Docs")
    }

    @Test(
        "a repository's files are shown where its editURL says, with blob for edit",
        arguments: [
            ("https://github.com/org/kit/edit/main/Docs/", "Docs", "https://github.com/org/kit/blob/main/"),
            ("https://github.com/org/kit/edit/main/Docs", "Docs", "https://github.com/org/kit/blob/main/"),
            ("https://gitlab.com/org/kit/-/edit/main/", nil, "https://gitlab.com/org/kit/-/blob/main/"),
            ("https://github.com/org/kit/edit/main/Other/", "Docs", nil), ("https://example.com/docs/", nil, nil),
            (nil, "Docs", nil),
        ] as [(String?, String?, String?)])
    func repositoryFileURL(editURL: String?, folder: String?, expected: String?) {
        #expect(LinkChecker.repositoryFileURL(editURL: editURL, contentFolder: folder) == expected)
    }

    @Test(
        "a link out of the content folder to a file of the repository goes to the file on the repository's site",
        arguments: [
            ("../../README.md#install", "https://github.com/org/kit/blob/main/README.md#install", nil),
            ("/README.md", "https://github.com/org/kit/blob/main/README.md", nil),
            ("../../Sources/Kit/", "https://github.com/org/kit/tree/main/Sources/Kit/", nil),
            ("../../Missing.md", nil, "link target is outside the content folder: '../../Missing.md'"),
            ("../../../../etc/hosts", nil, "link target is outside the content folder: '../../../../etc/hosts'"),
            ("/Missing.md", nil, "link target not found: '/Missing.md'"),
        ] as [(String, String?, String?)])
    func repositoryLinks(destination: String, href: String?, message: String?) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-repo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Kit"), withIntermediateDirectories: true)
        try "# Kit\n".write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        var targets = Self.resolver
        (targets.repositoryRoot, targets.contentFolderInRepository) = (root.path, "Docs")
        targets.repositoryFileURL = "https://github.com/org/kit/blob/main/"
        let resolution = LinkResolver(targets: targets).resolve(
            destination, isImage: false, in: Self.pages[2], at: SourcePosition(line: 1, column: 1))
        #expect(resolution.href == href)
        #expect(
            resolution.diagnostic?.message.hasPrefix(message ?? "-") ?? (message == nil),
            "\(resolution.diagnostic?.message ?? "")")
        // Without an editURL, the site cannot link the file: a warning saying what would.
        targets.repositoryFileURL = nil
        let unlinked = LinkResolver(targets: targets).resolve(
            destination, isImage: false, in: Self.pages[2], at: SourcePosition(line: 1, column: 1))
        if href != nil {
            #expect(unlinked.href == nil)
            #expect(unlinked.diagnostic?.message.hasSuffix("set 'editURL' in docgen.yml to link it to the repository") == true)
        }
    }

    @Test(
        "a link to a folder of files without a page goes to the folder on the repository's site",
        arguments: [
            ("../Treap/", "https://github.com/org/kit/tree/main/Docs/Treap/", nil),
            ("../Treap", "https://github.com/org/kit/tree/main/Docs/Treap/", nil),
            ("../Treap/#top", "https://github.com/org/kit/tree/main/Docs/Treap/#top", nil),
            ("../Trep/", nil, "link target not found: '../Trep/'"),
        ] as [(String, String?, String?)])
    func folderLinks(destination: String, href: String?, message: String?) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Treap/Treap.xcodeproj/xcshareddata"), withIntermediateDirectories: true)
        var targets = Self.resolver
        targets.contentRoot = root.path
        targets.contentFolderInRepository = "Docs"
        targets.repositoryFileURL = "https://github.com/org/kit/blob/main/"
        let resolution = LinkResolver(targets: targets).resolve(
            destination, isImage: false, in: Self.pages[2], at: SourcePosition(line: 1, column: 1))
        #expect(resolution.href == href)
        #expect(
            resolution.diagnostic?.message.hasPrefix(message ?? "-") ?? (message == nil),
            "\(resolution.diagnostic?.message ?? "")")
        // Without an editURL, nothing on the site holds the folder.
        targets.repositoryFileURL = nil
        let unlinked = LinkResolver(targets: targets).resolve(
            destination, isImage: false, in: Self.pages[2], at: SourcePosition(line: 1, column: 1))
        if href != nil {
            #expect(unlinked.href == nil)
            #expect(unlinked.diagnostic?.message.hasPrefix("link target is a folder without a page") == true)
        }
    }

    @Test(
        "a did-you-mean never names a file inside a bundle",
        arguments: [
            // The longest name the link shortens was the file deepest in the project.
            ("Treap/", "link target not found: 'Treap/'; did you mean 'Treap/Treap.swift'?"),
            ("Treap/Treap.xcodeproj/project.pbxpro", "link target not found: 'Treap/Treap.xcodeproj/project.pbxpro'"),
            ("Treap/Treap.swif", "link target not found: 'Treap/Treap.swif'; did you mean 'Treap/Treap.swift'?"),
        ])
    func noBundleHints(destination: String, message: String) {
        let file = { (path: String) in
            SourceFile(relativePath: path, url: .init(fileURLWithPath: "/x/" + path), displayPath: "Content/" + path)
        }
        let targets = LinkChecker(
            pages: [Self.page("index.md")], drafts: [],
            staticFiles: [
                file("Treap/Treap.swift"), file("Treap/Treap.xcodeproj/project.pbxprj"),
                file("Treap/Treap.xcodeproj/xcshareddata/WorkspaceSettings.xcsettings"),
                file("Treap/Demo.playground/Contents.swift"),
            ]
        ).targets
        let resolution = LinkResolver(targets: targets).resolve(
            destination, isImage: false, in: Self.pages[0], at: SourcePosition(line: 1, column: 1))
        #expect(resolution.diagnostic?.message == message)
    }

    @Test("a misspelt target gets a did-you-mean hint")
    func didYouMean() {
        let resolution = LinkResolver(targets: Self.resolver).resolve(
            "bannr.md", isImage: false, in: Self.pages[2], at: SourcePosition(line: 1, column: 1))
        #expect(resolution.diagnostic?.message == "link target not found: 'bannr.md'; did you mean 'components/banner.md'?")
    }

    @Test("a link from a page to its own anchor stays an in-page link")
    func selfLink() {
        let resolution = LinkResolver(targets: Self.resolver).resolve(
            "banner.md#제약사항", isImage: false, in: Self.pages[1], at: SourcePosition(line: 1, column: 1))
        #expect(resolution.href == "#제약사항")
        #expect(resolution.diagnostic == nil)
    }

    @Test("a misspelt anchor gets a did-you-mean hint")
    func anchorHint() {
        let resolution = LinkResolver(targets: Self.resolver).resolve(
            "#exampel", isImage: false, in: Self.pages[1], at: SourcePosition(line: 1, column: 1))
        #expect(resolution.diagnostic?.message == "anchor '#exampel' not found on this page; did you mean '#example'?")
    }

    @Test(
        "a scheme or a leading '//' makes a link external, in ASCII and in other text alike",
        arguments: [
            ("https://example.com", true), ("//cdn.example.com/a.js", true), ("mailto:a@b.c", true),
            ("x-app+v1.2:open", true), ("HTTP://EXAMPLE.COM", true), ("1http://x", false), ("a b:c", false),
            ("banner.md", false), ("../a:b", false), (":x", false), ("", false), ("배너:x", false),
            ("https://예시.com", true), ("./배너.md", false),
        ])
    func external(destination: String, expected: Bool) {
        #expect(LinkResolver.isExternal(destination) == expected)
    }

    @Test(
        "a destination splits at the first separator byte, whatever characters it holds",
        arguments: [
            ("a.md#개요", "a.md", "개요" as String?), ("배너.md#x#y", "배너.md", "x#y"), ("#", "", ""),
            ("배너.md", "배너.md", nil), ("x?y#z", "x?y", "z"), ("é#\u{301}", "é", "\u{301}"),
        ])
    func split(destination: String, before: String, after: String?) {
        let (head, tail) = LinkResolver.split(destination, at: UInt8(ascii: "#"))
        #expect(head == before && tail == after)
    }

    @Test(
        "relative paths resolve against their folder, in ASCII and in other text alike",
        arguments: [
            ("a/b.md", "x/y", "x/y/a/b.md"), ("../a.md", "x/y", "x/a.md"), ("./a//b/./c/", "x", "x/a/b/c/"),
            ("/top.md", "x/y", "top.md"), ("../../..", "x/y", nil), ("..", "", nil), ("../배너.md", "문서/하위", "문서/배너.md"),
            ("a/../../b.md", "x", "b.md"), ("./", "", ""), ("../", "x", ""), ("//a//b", "x", "a/b"),
            ("a/./b/../c.md", "d", "d/a/c.md"), ("./배너/../a.md", "x", "x/a.md"),
        ] as [(String, String, String?)])
    func normalizes(path: String, folder: String, expected: String?) {
        #expect(LinkResolver.normalize(path, from: folder) == expected)
    }
}
