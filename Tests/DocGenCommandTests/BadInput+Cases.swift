import Foundation

extension BadInput {
    /// Every row of docs/bad-inputs.md, in its order.
    static let all: [BadInput] = text + markdown + files + frontMatter + templates + output + diagrams + examples + configuration

    static let text: [BadInput] = [
        BadInput(
            id: "invalid-utf8",
            setup: {
                try $0.write(Data("# Bad\n\nsome \u{E9} text \u{FF}\u{FE}".utf8) + Data([0xFF, 0x0A]), to: "Content/bad.md")
            },
            status: 1, messages: ["Content/bad.md:3:", "[invalid-text]"]),
        BadInput(
            id: "invalid-utf8-located",
            setup: {
                try $0.write(
                    Data("# Bad\n\nline \u{E9} ".utf8) + Data([0xC3, 0x28]) + Data(" more\n".utf8), to: "Content/bad.md")
            },
            status: 1, messages: ["Content/bad.md:3:8: error: file is not valid UTF-8: save it as UTF-8 text [invalid-text]"]),
        BadInput(
            id: "bom",
            setup: {
                try $0.write(Data([0xEF, 0xBB, 0xBF]) + Data("---\ntitle: With BOM\n---\n# Hi\n".utf8), to: "Content/bom.md")
            },
            status: 0, messages: []),
        BadInput(
            id: "crlf",
            setup: { try $0.write("---\r\ntitle: CRLF page\r\norder: first\r\n---\r\n# Hi\r\n", to: "Content/crlf.md") },
            status: 1,
            messages: ["Content/crlf.md:3:8: error: front matter 'order' must be an integer, found 'first' [front-matter-type]"]),
        BadInput(id: "lone-cr", setup: { try $0.write("# Old Mac\r\rtext\r", to: "Content/cr.md") }, status: 0, messages: []),
        BadInput(
            id: "nul-bytes", setup: { try $0.write("# Nul\n\nab\u{0}c\n", to: "Content/nul.md") },
            status: 1, messages: ["Content/nul.md:3:3: error: file contains NUL bytes and is not Markdown text [invalid-text]"]),
        BadInput(
            id: "binary-page", setup: { try $0.write(FixtureFiles.noise(count: 50_000, seed: 7), to: "Content/blob.md") },
            status: 1, messages: ["Content/blob.md:", "[invalid-text]"]),
    ]

    static let markdown: [BadInput] =
        [
            BadInput(
                id: "page-10mb",
                setup: {
                    let paragraph = "A paragraph with *emphasis*, `code` and a [link](index.md) to fill ten megabytes.\n\n"
                    try $0.write(
                        "# Big\n\n" + String(repeating: paragraph, count: 10_000_000 / paragraph.utf8.count + 1),
                        to: "Content/big.md"
                    )
                },
                status: 0, messages: [], limit: .seconds(300)),
            BadInput(
                id: "nested-lists-10000",
                setup: { try $0.write("# Deep\n\n" + String(repeating: "- ", count: 10_000) + "x\n", to: "Content/deep.md") },
                status: 0, messages: ["Content/deep.md:3:", "[markdown-nesting]"]),
            BadInput(
                id: "nested-quotes-10000",
                setup: { try $0.write("# Deep\n\n" + String(repeating: "> ", count: 10_000) + "x\n", to: "Content/deep.md") },
                status: 0, messages: ["Content/deep.md:3:", "[markdown-nesting]"]),
            BadInput(
                id: "nested-inlines-50000",
                setup: {
                    try $0.write(
                        "# Deep\n\n" + String(repeating: "*a **b [", count: 50_000) + "\n\n"
                            + String(repeating: "<", count: 50_000)
                            + "\n",
                        to: "Content/deep.md")
                },
                status: 0, messages: []),
            BadInput(
                id: "nested-emphasis-65000",
                setup: {
                    let levels = 65_000
                    try $0.write(
                        "# Deep\n\n" + String(repeating: "*a ", count: levels) + "x" + String(repeating: " b*", count: levels)
                            + " tail\n",
                        to: "Content/deep.md")
                },
                status: 0,
                messages: [
                    "Content/deep.md:3:1: warning: text nested more than 200 levels deep (emphasis, links) is not rendered [markdown-nesting]"
                ]),
            BadInput(
                id: "paragraph-13mb",
                setup: {
                    let line = "Some *emphasis*, `code`, a [link](index.md) and _more_ text on one line of a huge paragraph.\n"
                    try $0.write("# Big\n\n" + String(repeating: line, count: 13_000_000 / line.utf8.count), to: "Content/big.md")
                },
                status: 1,
                messages: [
                    "Content/big.md:3:1: error: a paragraph of 12695 KB starts here, over the 1024 KB docgen parses",
                    "[markdown-size]",
                ],
                limit: .seconds(120)),
        ] + pathological + [
            BadInput(
                id: "headings-20000",
                setup: {
                    try $0.write(
                        "# Many\n\n" + String(repeating: "## Same\n\n[self](#same)\n\n", count: 20_000), to: "Content/many.md")
                },
                status: 0, messages: []),
            BadInput(
                id: "footnotes-20000",
                setup: {
                    let references = (0..<20_000).map { "[^\($0)]" }.joined(separator: " ")
                    let notes = (0..<20_000).map { "[^\($0)]: note \($0)" }.joined(separator: "\n")
                    try $0.write("# Notes\n\n\(references)\n\n\(notes)\n", to: "Content/notes.md")
                },
                status: 0, messages: []),
            BadInput(
                id: "links-10000-missing",
                setup: {
                    try $0.write(
                        "# Links\n\n" + (0..<10_000).map { "[l](missing-\($0).md)" }.joined(separator: "\n"),
                        to: "Content/links.md")
                },
                status: 0, messages: ["Content/links.md:3:1: warning: link target not found: 'missing-0.md'"]),
        ]

    static let files: [BadInput] = [
        BadInput(
            id: "binary-asset",
            setup: { try $0.write(FixtureFiles.noise(count: 200_000, seed: 3), to: "Content/images/noise.png") },
            status: 0, messages: []),
        BadInput(
            id: "fifo-page", setup: { try $0.makeFIFO("Content/pipe.md") }, status: 1,
            messages: [
                "Content/pipe.md:1:1: error: not a regular file (a pipe, socket or device) and cannot be read [unreadable-file]"
            ]),
        BadInput(
            id: "fifo-asset", setup: { try $0.makeFIFO("Content/pipe.png") }, status: 1,
            messages: ["Content/pipe.png:1:1: error: not a regular file", "[unreadable-file]"]),
        BadInput(
            id: "device-link", setup: { try $0.link("Content/zero.md", to: "/dev/zero") }, status: 1,
            messages: [
                "Content/zero.md:1:1: error: symbolic link leads outside the content folder (or into a hidden folder) to '/dev/zero'",
                "[symlink-outside]",
            ]),
        BadInput(
            id: "case-collision",
            setup: {
                try $0.write("# a\n", to: "Content/guides/a.md")
                try $0.write("# A\n", to: "Content/guides/A.md")
            },
            status: 1,
            messages: ["'Content/guides/a.md' and 'Content/guides/A.md' would both be written to", "[output-collision]"]),
        BadInput(
            id: "page-asset-collision",
            setup: {
                try $0.write("# Page\n", to: "Content/guides/page.md")
                try $0.write("<p>static</p>", to: "Content/guides/page.html")
            },
            status: 1, messages: ["would both be written to 'guides/page.html'", "[output-collision]"]),
        BadInput(
            id: "long-file-name", setup: { try $0.write("# Long\n", to: "Content/\(String(repeating: "x", count: 252)).md") },
            status: 1, messages: ["is longer than 255 bytes, which file systems refuse; shorten the file name [output-path]"]),
        BadInput(
            id: "symlink-loop", setup: { try $0.link("Content/guides/again", to: "..") }, status: 0,
            messages: ["Content/guides/again:1:1: warning: folder is a symbolic link loop and is skipped [symlink-loop]"]),
        BadInput(
            id: "symlink-fan-out",
            setup: { files in
                for level in 0..<30 {
                    try files.link("Content/fan/d\(level)/x", to: "../d\(level + 1)")
                    try files.link("Content/fan/d\(level)/y", to: "../d\(level + 1)")
                }
                try files.write("# Leaf\n", to: "Content/fan/d30/leaf.md")
            },
            status: 0, messages: ["folder was already read through another symbolic link and is skipped [symlink-loop]"]),
        BadInput(
            id: "symlink-outside", setup: { try $0.link("Content/passwd.md", to: "/etc/passwd") }, status: 1,
            messages: [
                "Content/passwd.md:1:1: error: symbolic link leads outside the content folder (or into a hidden folder) to '/etc/passwd'; it is not read [symlink-outside]"
            ]),
        BadInput(
            id: "symlink-project-file",
            setup: {
                try $0.write("[remote]\ntoken = secret\n", to: "git-config")
                try $0.link("Content/config.txt", to: "../git-config")
            },
            status: 1,
            messages: ["Content/config.txt:1:1: error: symbolic link leads outside the content folder", "[symlink-outside]"]),
        BadInput(
            id: "symlink-project-markdown",
            setup: {
                try $0.write("# Changes\n\nEverything new.\n", to: "CHANGELOG.md")
                try $0.link("Content/changelog.md", to: "../CHANGELOG.md")
            },
            status: 0, messages: []),
        BadInput(
            id: "symlink-hidden-folder",
            setup: {
                try $0.write("secret\n", to: "Content/.private/key.txt")
                try $0.link("Content/key.txt", to: ".private/key.txt")
            },
            status: 1,
            messages: [
                "Content/key.txt:1:1: error: symbolic link leads outside the content folder (or into a hidden folder)",
                "[symlink-outside]",
            ]),
        BadInput(
            id: "symlink-template-outside",
            setup: {
                try $0.write("secret\n", to: "secret.txt")
                try $0.link("Templates/partials/footer.mustache", to: "../../secret.txt")
            },
            status: 1,
            messages: [
                "Templates/partials/footer.mustache:1:1: error: symbolic link leads outside the templates folder",
                "[template-symlink-outside]",
            ]),
        BadInput(
            id: "reserved-404", setup: { try $0.write("# Mine\n", to: "Content/404.md") }, status: 1,
            messages: [
                "'Content/404.md' would be written to '404.html', where docgen writes docgen's 404 page; rename it [output-collision]"
            ]),
        BadInput(
            id: "reserved-search", setup: { try $0.write("{}", to: "Content/search/meta.json") }, status: 1,
            messages: ["would be written to 'search/meta.json', where docgen writes the search index", "[output-collision]"]),
        BadInput(
            id: "reserved-asset", setup: { try $0.write("alert(1)", to: "Content/assets/search.js") }, status: 1,
            messages: ["would be written to 'assets/search.js', where docgen writes the theme's file", "[output-collision]"]),
        BadInput(
            id: "broken-symlink", setup: { try $0.link("Content/gone.md", to: "nowhere.md") }, status: 0,
            messages: ["Content/gone.md:1:1: warning: broken symbolic link is skipped [broken-symlink]"]),
    ]

    /// The families of cmark-gfm's own pathological tests, written anew: each parses in time
    /// linear in its size and builds (the hang guard stops any that would not).
    static let pathological: [BadInput] =
        pathologicalBodies.map { id, body in
            BadInput(
                id: id, setup: { try $0.write("# Pathological\n\n" + body + "\n", to: "Content/p.md") }, status: 0, messages: [])
        } + [
            BadInput(
                id: "cmark-wide-table", setup: { try $0.write("# Table\n\n" + wideTable(5_000), to: "Content/p.md") }, status: 1,
                messages: [
                    "Content/p.md:3:1: error: a table of 5000 columns and 5001 rows starts here: 25005000 cells, over the 100000 docgen renders",
                    "[markdown-size]",
                ])
        ]

    private static let pathologicalBodies: [(String, String)] = [
        ("cmark-emphasis-closers", String(repeating: "a_ ", count: 50_000)),
        ("cmark-emphasis-openers", String(repeating: "_a ", count: 50_000)),
        ("cmark-link-closers", String(repeating: "a] ", count: 50_000)),
        ("cmark-link-openers", String(repeating: "[a ", count: 50_000)),
        ("cmark-mismatched-delimiters", String(repeating: "*a_ ", count: 50_000)),
        ("cmark-multiple-of-three", "a**b" + String(repeating: "c* ", count: 50_000)),
        ("cmark-openers-and-closers", String(repeating: "[ a_", count: 50_000)),
        ("cmark-bracket-paren-pattern", String(repeating: "[ (](", count: 50_000)),
        ("cmark-nested-brackets", String(repeating: "[", count: 50_000) + "a" + String(repeating: "]", count: 50_000)),
        ("cmark-backtick-runs", backtickRuns(1_000)),
        ("cmark-unclosed-angle-links", String(repeating: "[a](<b ", count: 30_000)),
        ("cmark-unclosed-links", String(repeating: "[a](b ", count: 30_000)),
        ("cmark-many-references", references(20_000)),
        ("cmark-autolink-runs", String(repeating: "www.a_b_c_d_e ", count: 20_000)),
    ]

    private static func references(_ count: Int) -> String {
        let definitions: [String] = (0..<count).map { "[r\($0)]: /u\($0)\n" }
        let uses: [String] = (0..<count).map { "[r\($0)]" }
        return definitions.joined() + "\n" + uses.joined(separator: " ")
    }

    private static func wideTable(_ size: Int) -> String {
        let header = "|" + String(repeating: "a|", count: size)
        let rule = "|" + String(repeating: "-|", count: size)
        return header + "\n" + rule + "\n" + String(repeating: "|b\n", count: size)
    }

    private static func backtickRuns(_ longest: Int) -> String {
        let runs: [String] = (1...longest).map { String(repeating: "`", count: $0) + "a" }
        return runs.joined(separator: " ")
    }
}
