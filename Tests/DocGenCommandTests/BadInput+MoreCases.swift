import Foundation

extension BadInput {
    static let frontMatter: [BadInput] = [
        BadInput(
            id: "front-matter-control",
            setup: { try $0.write("---\norder: 1\ntitle: \"A\\0B\"\n---\n# T\n", to: "Content/nul.md") },
            status: 1,
            messages: [
                "Content/nul.md:3:8: error: front matter value contains the control character U+0000; remove it [front-matter-control]"
            ]),
        BadInput(
            id: "front-matter-types",
            setup: { try $0.write("---\ntitle: [1, 2]\norder: first\ndraft: maybe\n---\n# T\n", to: "Content/types.md") },
            status: 1,
            messages: [
                "Content/types.md:2:8: error: front matter 'title' must be a string, found a list [front-matter-type]",
                "Content/types.md:3:8: error: front matter 'order' must be an integer, found 'first' [front-matter-type]",
                "Content/types.md:4:8: error: front matter 'draft' must be 'true' or 'false', found 'maybe' [front-matter-type]",
            ]),
        BadInput(
            id: "front-matter-huge-number",
            setup: { try $0.write("---\norder: 99999999999999999999999\n---\n# N\n", to: "Content/n.md") },
            status: 1,
            messages: ["Content/n.md:2:8: error: front matter 'order' must be an integer, found '99999999999999999999999'"]),
        BadInput(
            id: "front-matter-unclosed", setup: { try $0.write("---\ntitle: Open\n# No end\n", to: "Content/open.md") },
            status: 1,
            messages: ["Content/open.md:1:1: error: front matter is not closed: add a line '---' after it [front-matter-syntax]"]),
        BadInput(
            id: "front-matter-invalid-yaml", setup: { try $0.write("---\ntitle: a\n\t- b: [\n---\n# Y\n", to: "Content/y.md") },
            status: 1, messages: ["Content/y.md:", "error: front matter is not valid YAML", "[front-matter-syntax]"]),
        BadInput(
            id: "front-matter-alias-bomb",
            setup: {
                var lines = ["---", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
                for level in 1..<12 {
                    lines.append(
                        "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
                }
                try $0.write(lines.joined(separator: "\n") + "\n---\n# Bomb\n", to: "Content/bomb.md")
            },
            status: 1,
            messages: ["Content/bomb.md:2:1: error: front matter has more than 10000 values once YAML aliases are expanded"]),
        BadInput(
            id: "front-matter-deep-yaml",
            setup: { try $0.write("---\nx: " + String(repeating: "[", count: 100_000) + "\n---\n# D\n", to: "Content/deep.md") },
            status: 1, messages: ["Content/deep.md:2:", "[front-matter-syntax]"]),
        BadInput(
            id: "front-matter-template-syntax",
            setup: {
                try $0.write(
                    "---\ntitle: \"{{#page}}{{/site}}\"\ndescription: \"{{> partials/header}}\"\n---\n# T\n", to: "Content/t.md")
            },
            status: 0, messages: []),
    ]

    static let templates: [BadInput] = [
        BadInput(
            id: "templates-missing", setup: { _ in }, status: 1,
            messages: [
                "error: templates folder 'Theme' not found; create it, or leave the setting out to use the default theme [template-missing]"
            ],
            arguments: ["--templates", "Theme"]),
        BadInput(
            id: "fifo-template-asset",
            setup: {
                try $0.write("p { color: red }\n", to: "Templates/assets/extra.css")
                try $0.makeFIFO("Templates/assets/pipe.css")
            },
            status: 1,
            messages: [
                "Templates/assets/pipe.css:1:1: error: cannot read template file: not a regular, readable file [unreadable-file]"
            ]),
        BadInput(
            id: "template-syntax", setup: { try $0.write("<html>\n{{#page}}\n", to: "Templates/layout.mustache") }, status: 1,
            messages: ["Templates/layout.mustache:", "error: template syntax error", "[template-syntax]"]),
        BadInput(
            id: "template-missing-partial", setup: { try $0.write("{{> partials/nowhere}}\n", to: "Templates/home.mustache") },
            status: 1, messages: ["Templates/home.mustache:1:", "[template-partial]"]),
        BadInput(
            id: "template-binary",
            setup: { try $0.write(FixtureFiles.noise(count: 4_000, seed: 11), to: "Templates/page.mustache") },
            status: 1, messages: ["Templates/page.mustache:"]),
    ]

    static let output: [BadInput] = [
        BadInput(
            id: "output-inside-content", setup: { _ in }, status: 2, messages: ["is inside the content folder"],
            arguments: ["--output", "Content/site"]),
        BadInput(
            id: "output-foreign-folder", setup: { try $0.write("mine\n", to: "mine/notes.txt") }, status: 2,
            messages: ["output folder 'mine' exists and was not written by docgen"], arguments: ["--output", "mine"]),
        BadInput(
            id: "output-is-file", setup: { try $0.write("x", to: "file") }, status: 2,
            messages: ["output path 'file' is a file, not a folder"],
            arguments: ["--output", "file"]),
    ]

    static let diagrams: [BadInput] = [
        BadInput(
            id: "mermaid-invalid", setup: { try $0.write("# D\n\n```mermaid\ngraph TD\nA -->\n```\n", to: "Content/d.md") },
            status: 1,
            messages: ["Content/d.md:5:", "[mermaid-syntax]"]),
        BadInput(
            id: "mermaid-5000-nodes",
            setup: {
                let chain = (0..<5_000).map { String($0, radix: 36) }.joined(separator: "-->")
                try $0.write("# D\n\n```mermaid\ngraph TD\n\(chain)\n```\n", to: "Content/d.md")
            },
            status: 1, messages: ["Content/d.md:", "error: diagram has more than 2000 nodes [mermaid-limit]"]),
        BadInput(
            id: "mermaid-enormous",
            setup: {
                let edges = (0..<20_000).map { "n\($0) --> n\($0 + 1)" }.joined(separator: "\n")
                try $0.write("# D\n\n```mermaid\ngraph TD\n\(edges)\n```\n", to: "Content/d.md")
            },
            status: 1, messages: ["Content/d.md:4:1: error: diagram has more than 50000 characters [mermaid-limit]"]),
    ]

    static let examples: [BadInput] = [
        BadInput(
            id: "json-deep",
            setup: {
                let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
                try $0.write("# J\n\n```json [QuickLinkItem]\n\(deep)\n```\n", to: "Content/j.md")
            },
            status: 1, messages: ["Content/j.md:4:", "[json-depth]"], arguments: ["--models", "Models"]),
        BadInput(
            id: "json-huge-numbers",
            setup: {
                let json = #"{"type": "slots", "title": "t", "icon": 1e999999, "n": 123456789012345678901234567890}"#
                try $0.write("# J\n\n```json QuickLinkItem\n\(json)\n```\n", to: "Content/j.md")
            },
            status: 1, messages: ["Content/j.md:4:", "[json-"], arguments: ["--models", "Models"]),
        BadInput(
            id: "swift-100000-lines",
            setup: {
                let line = "let item = QuickLinkItem(type: .slots, title: \"t\", icon: \"i\")\n"
                try $0.write("# S\n\n```swift\n" + String(repeating: line, count: 100_000) + "```\n", to: "Content/s.md")
            },
            status: 0,
            messages: ["Content/s.md:3:1: warning: example has more than 100000 bytes and is not checked [example-size]"],
            arguments: ["--models", "Models"]),
    ]

    static let configuration: [BadInput] = [
        BadInput(
            id: "config-outside-project", setup: { try $0.write("output: /tmp/docgen-outside-project-site\n", to: "docgen.yml") },
            status: 2,
            messages: [
                "docgen.yml:1:",
                "'output' in the configuration file leads outside the project folder, to '/tmp/docgen-outside-project-site'; pass --allow-outside-project to use it [config-outside]",
            ]),
        BadInput(
            id: "config-invalid-yaml", setup: { try $0.write("title: [unclosed\n", to: "docgen.yml") }, status: 2,
            messages: ["docgen.yml:", "[config-syntax]"]),
        BadInput(
            id: "config-wrong-type", setup: { try $0.write("title: Docs\ndrafts: sometimes\n", to: "docgen.yml") }, status: 2,
            messages: ["docgen.yml:2:", "error: configuration 'drafts' must be 'true' or 'false' [config-type]"]),
        BadInput(
            id: "config-language-payload", setup: { try $0.write("language: 'en\" onload=alert(1) x=\"'\n", to: "docgen.yml") },
            status: 2, messages: ["docgen.yml:1:", "configuration 'language' must be a language tag such as 'en' or 'ko-KR'"]),
        BadInput(
            id: "config-rule-key",
            setup: {
                try $0.write("rules:\n  Item:\n    - name: item-kind\n      feild: kind\n      oneOf: [a]\n", to: "docgen.yml")
            },
            status: 2, messages: ["docgen.yml:4:7: error: unknown rule key 'feild'; did you mean 'field'? [config-value]"]),
        BadInput(
            id: "config-fifo", setup: { try $0.makeFIFO("docgen.yml") }, status: 2,
            messages: [
                "docgen.yml:1:1: error: cannot read configuration file: not a regular file (a folder, pipe, socket or device)"
            ]),
        BadInput(
            id: "stylesheet-fifo",
            setup: {
                try $0.makeFIFO("theme.css")
                try $0.write("stylesheet: theme.css\n", to: "docgen.yml")
            },
            status: 2, messages: ["docgen.yml:1:", "stylesheet 'theme.css' not found"]),
        BadInput(
            id: "config-binary", setup: { try $0.write(FixtureFiles.noise(count: 2_000, seed: 5), to: "docgen.yml") }, status: 2,
            messages: ["docgen.yml"]),
    ]
}
