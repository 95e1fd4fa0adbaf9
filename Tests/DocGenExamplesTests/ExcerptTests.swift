import DocGenExamples
import Testing

/// A block that is not a whole file is checked as what it is (members, switch cases, arguments,
/// attributes); code that is not Swift, and real syntax mistakes, are still errors.
@Suite("Excerpts")
struct ExcerptTests {
    static let checker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Chip.swift",
                """
                public struct Chip {
                    public var title: String
                    public init(title: String) { self.title = title }
                }
                """
            )
        ]))

    static let excerpts: [String] = [
        "var title: String\ninit(title: String) {\n    self.title = title\n    self.count = 0\n}",
        "@State private var isOn = false\nvar body: some View { Text(title) }",
        "case loading\ncase loaded(String)",
        "case .loading:\n    print(\"a\")\ncase .loaded(let value):\n    print(value)\ndefault:\n    break",
        ".package(url: \"https://example.com/a.git\", from: \"1.0.0\"),",
        ".product(name: \"A\", package: \"a\"),\n.target(name: \"B\")",
        "title: \"a\",\nsubtitle: \"b\"",
        "@MainActor",
        "@Reducer\n@available(iOS 17, *)",
        ".padding()\n.foregroundColor(.red)",
        // The end of a construct opened before the excerpt.
        "case .start:\n    return .run { send in\n        await send(.tick)\n    }\n}",
        "swiftSettings: [\n    .enableUpcomingFeature(\"A\"),\n]),",
        "} destination: { store in\n    Text(store.title)\n}",
        "dependencies: [\n    .package(url: \"a\", from: \"1.0.0\")\n]\n// ...\ntargets: [\n    .target(name: \"A\")\n]",
        // The rest of an expression begun before the excerpt, from an operator on.
        "<<< Chip(title: \"a\") {\n    $0.title = \"b\"\n}",
        "    +++ Chip(title: \"a\")\n    <<< Chip(title: \"b\")",
        // A type's declaration without its body, as a Declaration section shows it.
        "import Kit\n\n@frozen public struct Chip",
        "final class Tray<Item>: Sendable where Item: Hashable",
        // A type or closure shown over several blocks: its opening line, and its last lines
        // with the brace that closes it.
        "extension Chip: Sendable {",
        // A function, initializer or property shown by its opening line, under its comment.
        "/// Makes a chip.\nfunc make(title: String) -> Chip {",
        "extension Chip {\n    /// The chip's width.\n    var width: Int {",
        "init(title: String) {",
        "    static func make() -> Chip {\n        Chip(title: \"a\")\n    }\n}",
        "    t.column(\"score\")\n    t.column(\"name\", .text)\n}",
        // A `// ...` line standing for a switch's head and first cases.
        "fetch { result in\n    // ...\n    case .failure(let error):\n        print(error)\n    }\n}",
        "switch a {\ncase 1:\n    switch b {\n    // …\n    default:\n        break\n    }\n}",
    ]

    @Test("an excerpt is checked in its context", arguments: excerpts)
    func excerptIsChecked(_ code: String) {
        #expect(findings(code, info: "swift", checker: Self.checker) == [])
    }

    static let mistakes: [(String, [String])] = [
        // A model's members are still checked inside an excerpt, at the file's positions.
        ("func make() -> Chip {\n    Chip(titel: \"a\")\n}\nvar x: Int { 1 }", ["error swift-argument-label 11:10"]),
        ("case .a:\n    Chip(title: \"a\").titel", ["error swift-unknown-member 11:22"]),
        (".package(url: \"a\", from: \"1.0.0\"),\n.target(name: Chip(titel: \"a\").title)", ["error swift-argument-label 11:20"]),
        // Real syntax mistakes in real Swift.
        ("let chip = Chip(title: \"a\"\nprint(chip)", ["error swift-syntax 10:27"]),
        ("func f() {\n    print(1)\n}\n}", ["error swift-syntax 13:1"]),
        ("var title: String {\n    \"a\"", ["error swift-syntax 11:8"]),
        ("case .a:\n    print(1))", ["error swift-syntax 10:1", "error swift-syntax 11:14"]),
        // A bracket closed twice, or closed by the wrong one, is no end of an earlier construct.
        ("extension Chip {\n    static let a = Chip(title: \"a\"))\n}", ["error swift-syntax 11:36"]),
        ("send(.a) {\n    $0.count = 1\n)", ["error swift-syntax 12:1", "error swift-syntax 12:2"]),
        ("let chip = Chip(title: \"a\")\n}", ["error swift-syntax 11:1"]),
        ("    print(1)\n    }", ["error swift-syntax 11:5"]),
        // The last lines of a type shown over several blocks are still checked.
        ("    static func make() -> Chip {\n        Chip(titel: \"a\")\n    }\n}", ["error swift-argument-label 11:14"]),
        // A body is missing from a type that is not the last of its block, or only half of it.
        ("struct Tray\nlet tray = 1", ["error swift-syntax 10:12", "error swift-syntax 11:13"]),
        ("struct Tray {\n    var count = 0", ["error swift-syntax 11:18"]),
        ("func make() -> Chip {\n    Chip(title: \"a\")", ["error swift-syntax 11:21"]),
        // Without a `// ...` between them, two arguments still need their comma, reported
        // at the end of the line that misses it.
        ("dependencies: []\ntargets: []", ["error swift-syntax 10:17"]),
        (
            "let space = Space(\n    host: host\n    port: 80\n    realm: \"a\",\n    scheme: \"b\"\n)",
            [
                "error swift-syntax 11:15", "error swift-syntax 12:13",
            ]
        ),
        ("<<< Chip(titel: \"a\")", ["error swift-argument-label 10:10"]),
        ("<<< Chip(title: \"a\"", ["error swift-syntax 10:1"]),
        // A shell command is said to be one, at its first line.
        ("\nswift run App serve", ["error swift-syntax 11:1"]),
        ("  $ swift build\n  $ swift test", ["error swift-syntax 10:3"]),
        // So is XML, such as an Info.plist entry.
        ("<key>NSBonjourServices</key>\n<array>\n  <string>_app._tcp</string>\n</array>", ["error swift-syntax 10:1"]),
        ("\n  <?xml version=\"1.0\"?>\n  <plist/>", ["error swift-syntax 11:3"]),
        // And Objective-C.
        ("@property (nonatomic, assign) BOOL enabled;\n@property (nonatomic) NSInteger count;", ["error swift-syntax 10:1"]),
        ("-(nullable UIViewController *)parentController;", ["error swift-syntax 10:1"]),
        // And a dependency manager's file.
        ("github \"owner/Kit\" ~> 2.0", ["error swift-syntax 10:1"]),
        ("pod 'Kit', '~> 2.0'", ["error swift-syntax 10:1"]),
        // And a session, a file tree, compiler output or C.
        ("(lldb) po value\n▿ Optional<Int>\n  - some : 1", ["error swift-syntax 10:1"]),
        ("  1> let a = 1\na: Int = 1\n  2> a + 1", ["error swift-syntax 10:3"]),
        ("├── Package.swift\n└── Sources", ["error swift-syntax 10:1"]),
        ("main.swift:3:5: error: cannot find 'x' in scope\n    x = 1\n    ^", ["error swift-syntax 10:1"]),
        ("typedef struct Point { int x; } Point;", ["error swift-syntax 10:1"]),
        // A member without `var` is no missing comma, and an elision keeps the column true.
        ("struct Server {\n    var host: String\n    port: Int\n}", ["error swift-syntax 12:5"]),
        ("let j = Chip(title: ...\n    isOn: true)", ["error swift-syntax 10:24"]),
        // A method without `func` is reported at its name, where the keyword belongs.
        ("final class Box {\n    var a = 1\n    reload() {\n        print(1)\n    }\n}", ["error swift-syntax 12:5"]),
        // A diff, at its first changed line or header.
        (" struct Chip {\n-    var title: String\n+    let title: String\n }", ["error swift-syntax 11:1"]),
        ("@@ -1,2 +1,2 @@\n-let a = 1\n+let a = 2", ["error swift-syntax 10:1"]),
        // The cases after an elided switch head are still checked, and without the elision
        // a case outside a switch is still an error.
        (
            "fetch { result in\n    // ...\n    case .failure:\n        Chip(titel: \"a\")\n    }\n}",
            ["error swift-argument-label 13:14"]
        ),
        // An elision among a switch's own cases stands for no second switch: a stray `}` stays one.
        ("switch outcome {\ncase .success: break\n// ...\ncase .failure: break\n}\n}", ["error swift-syntax 15:1"]),
        (
            "fetch { result in\n    case .failure:\n        print(1)\n    }\n}",
            [
                "error swift-syntax 11:5", "error swift-syntax 12:17", "error swift-syntax 14:1",
            ]
        ),
    ]

    @Test(
        "Swift with angle brackets is no template placeholder",
        arguments: [
            "let a: Array<Int> = []", "let b = 1 < 2 && 3 > 2", "let s = \"<b>bold</b>\"", "// <your-name>",
            "func f<T>(_ x: T) {}", "let p = <#name#>",
        ])
    func anglesAreSwift(_ code: String) {
        #expect(findings(code, info: "swift", checker: Self.checker) == [])
    }

    @Test("code of another language in a swift block is named, once")
    func foreignCode() {
        #expect(
            messages("<key>Name</key>\n<string>App</string>", info: "swift", checker: Self.checker) == [
                "this looks like XML, not Swift; mark the block ```xml"
            ])
        #expect(
            messages("$ swift build", info: "swift", checker: Self.checker) == [
                "this looks like a shell command, not Swift; mark the block ```sh or ```console"
            ])
        #expect(
            messages("pod 'Kit'", info: "swift", checker: Self.checker) == [
                "this looks like a Podfile, not Swift; mark the block ```ruby"
            ])
        #expect(
            messages("retry: 1\nretry: 2", info: "swift", checker: Self.checker) == ["expected ',' between arguments"])
        #expect(
            messages("-let a = 1\n+let a = 2", info: "swift", checker: Self.checker) == [
                "this looks like a diff, not Swift; mark the block ```diff"
            ])
        #expect(
            messages("(lldb) po value", info: "swift", checker: Self.checker) == [
                "this looks like an LLDB session, not Swift; mark the block ```text"
            ])
        // Nor are added lines alone that may continue an expression.
        #expect(
            !messages("let s = \"a\"\n+ \"b\"\n+ \"c\"\nlet t = (", info: "swift", checker: Self.checker).contains {
                $0.contains("diff")
            })
        // A Markdown list is no diff.
        #expect(!messages("- first item\n- second item", info: "swift", checker: Self.checker).contains { $0.contains("diff") })
        // Swift that imports a module with Objective-C's keyword is told the Swift one; a header is Objective-C.
        #expect(
            messages("#import Kit\n\nlet chip = Chip(title: \"a\")", info: "swift", checker: Self.checker) == [
                "'#import' is Objective-C's; Swift imports a module with 'import Kit'"
            ])
        #expect(
            messages("#import <Kit/Kit.h>", info: "swift", checker: Self.checker) == [
                "this looks like Objective-C, not Swift; mark the block ```objc"
            ])
    }

    @Test("a template placeholder is reported where it starts")
    func templatePlaceholder() {
        let code = "let chip = Chip(title: \"a\")\nlet name = <your-name>"
        #expect(findings(code, info: "swift", checker: Self.checker) == ["error swift-syntax 11:12"])
        #expect(
            messages("title: <your-title>,", info: "swift", checker: Self.checker) == [
                "'<your-title>' is a placeholder to fill in, not Swift; write the value, or Xcode's '<#…#>' to leave it out"
            ])
    }

    @Test("mistakes in an excerpt are still reported", arguments: mistakes)
    func mistakesAreReported(_ code: String, _ expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }

    static let notSwift: [String] = [
        "swift package init --type executable",
        "$ swift build",
        "$ swift run\nBuilding for debugging...\nServer starting on http://127.0.0.1:8080",
        "Hello, world!",
        "[ INFO ] Server starting on http://127.0.0.1:8080",
        "let name = <your-name>",
        "dependencies: [<your-dependency>]",
        "swift package init --name <name>",
    ]

    @Test("code that is not Swift is a syntax error", arguments: notSwift)
    func notSwiftIsAnError(_ code: String) {
        let found = findings(code, info: "swift", checker: Self.checker)
        #expect(!found.isEmpty && found.allSatisfy { $0.hasPrefix("error swift-syntax") })
    }
}
