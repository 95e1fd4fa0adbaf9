import DocGenExamples
import Testing

@testable import DocGenExamples

/// Elisions (`...`, `…`, `// ...`, `<#placeholder#>`) are holes in an example, not errors, and the
/// rest of the block is still checked; ranges are not elisions.
@Suite("Elisions")
struct ElisionTests {
    static let checker = ExampleChecker(
        index: TypeIndex.build(sources: [
            (
                "Chip.swift",
                """
                public struct Chip {
                    public var title: String
                    public init(title: String, isOn: Bool) { self.title = title }
                }
                public enum Load { case loading, loaded(String) }
                """
            )
        ]))

    static let holes: [String] = [
        "let chip = Chip(...)",
        "let chip = Chip(title: \"a\", …)",
        "let chip = Chip(title: ...)",
        "let chip = Chip(<#title: String#>, isOn: <#Bool#>)",
        "let chip = Chip(\n    title: \"a\",\n    // ...\n)",
        "let chip = Chip(title: \"a\" /* ... */)",
        "let x = ...",
        "let t: <#Type#> = Chip(...).title",
        "func f() {\n    ...\n}",
        "func f() -> Chip { ... }",
        "struct A {\n    init(...) {\n        ...\n    }\n    func g(...) -> ... { … }\n}",
        "let loads: [Load] = [...]",
        "switch load {\ncase .loading: ...\ncase .loaded: …\n}",
        "let handler = { ... }",
        "enum E {\n    case a(...)\n    ...\n}",
        "return ...",
        "var result = // ...\nfor value in values {\n    // ...\n}",
        "let url = URL(/* ... */)",
        "let chip = Chip(\n    ...\n    isOn: true\n)",
        "let chip = Chip(\n    title: \"a\" // ... more options\n)",
        "let p = Package(\n    ...\n    dependencies: [\n        ...\n        .package(url: \"u\", from: \"1.0.0\"),\n    ]\n)",
        "let chips: [Chip] ....\nlet count = 1",
        "let loads: Array<Load> ...\nlet other: Array<Load> …",
        "let handler = { (chip: Chip) in\n    print(chip.title)\n    ....\n}",
        "authenticationMethod: .tls(\n    path: <#path to key#>,\n    password: <#optional password#>\n)",
        "let chip = Chip(title: /* the chip's title */, isOn: true)",
        "func fail() throws {\n    throw /* some error */\n}",
        "let bytes: [UInt8] = // read them from a file\nlet chip = Chip(title: \"\\(bytes.count)\", isOn: true)",
        "func make() -> Chip {\n    let chip: Chip = // made elsewhere\n    return chip\n}",
        "let limits = [\n    \"cpu\": 2,\n    // ... more limits\n]",
        "import Foundation\n// ...\n.padding(8)",
        "func bump(_ chip: inout Chip) {\n    if ... {\n        chip.title = \"b\"\n    }\n}",
        "while … {\n}\nguard ... else { return }\nfor chip in ... {\n}\nswitch ... {\ndefault: break\n}",
        "class Host {\n    [...]\n}",
        "let chip = Chip(\n    [...]\n    isOn: true\n)",
        "extension Chip {\n    var short: String { title }\n\n// ... rest of the implementation ...",
        "struct Shelf {\n    let chips: [Chip]\n    ...",
        "final class Model {\n    func load() {\n        print(1)\n        // ... the rest of the method",
        "extension Chip {\n    func short() -> String {\n        title\n    }\n\n// ...rest of the implementation...",
        "let limits = [\"cpu\": 2, \"memory\": 4, ...]\nlet more = [\"a\": 1, …, \"z\": 26]",
        "let limits: [String: Int] = [\n    \"cpu\": 2,\n    ...\n]",
        "let headers: [String: String] = [...]\nlet chips: [Chip] = […]",
    ]

    @Test("an elision stands for the code left out", arguments: holes)
    func elisionIsAHole(_ code: String) {
        #expect(findings(code, info: "swift", checker: Self.checker) == [])
    }

    static let stillChecked: [(String, [String])] = [
        ("let chip = Chip(...)\nchip.titel", ["error swift-unknown-member 11:6"]),
        ("let chip = Chip(title: \"a\", …)\nlet other = Chip(titel: \"b\", isOn: true)", ["error swift-argument-label 11:18"]),
        ("let x = ...; let y = Chip(title: \"a\", isOn: true).titel", ["error swift-unknown-member 10:51"]),
        // After a widened placeholder the columns are the file's.
        ("let a = Chip(title: ..., isOn: ...).titel", ["error swift-unknown-member 10:37"]),
        ("let a = Chip(title: …, isOn: …).titel", ["error swift-unknown-member 10:33"]),
        (
            "let title: String = // from the server\nlet chip = Chip(titel: title, isOn: true)",
            ["error swift-argument-label 11:17"]
        ),
        ("f(..., Chip(titel: \"a\", isOn: true), ...)", ["error swift-argument-label 10:13"]),
        // Without an elision the arguments are still checked.
        ("let chip = Chip(title: \"a\")", ["error swift-missing-argument 10:27"]),
        // An elided condition's body is still checked; so is an open type before its elision.
        ("if ... {\n    Chip(title: \"a\", isOn: true).titel\n}", ["error swift-unknown-member 11:34"]),
        ("let chips = [\"a\": Chip(titel: \"a\", isOn: true), ...]", ["error swift-argument-label 10:24"]),
        ("extension Chip {\n    var short: String { self.titel }\n// ...", ["error swift-unknown-member 11:30"]),
        // An elision at the margin is no part of a function or statement left open.
        (
            "func start() {\n    if true {\n        print(1)\n    print(2)\n}\n\n// ...",
            ["error swift-syntax 14:2"]
        ),
        // Without an elision after them, missing braces are still missing.
        ("extension Chip {\n    var short: String { title }\n", ["error swift-syntax 11:32"]),
    ]

    @Test("the rest of a block with elisions is still checked", arguments: stillChecked)
    func restIsChecked(_ code: String, _ expected: [String]) {
        #expect(findings(code, info: "swift", checker: Self.checker) == expected)
    }

    static let ranges: [String] = [
        "let r = 0...5",
        "let r = a...b",
        "let r = a ... b",
        "let s = items[2...]",
        "let s = items[...2]",
        "let s = x...",
        "let s = \"Loading...\"",
        "let s = \"wait, ... more\"",
        "// see ... here",
        "/* a ... b */",
        "foo() // ...",
        "let p = <#...#>",
        "let s = #\"raw, ... \"#",
        "let s = \"\"\"\n  ... \n  \"\"\"",
        "let total = // the sum\n    a + b",
        "let same = a == // the other\n    b",
        "let value = // worked out below\n    if flag { 1 } else { 2 }",
        "let anyThree = /.../",
        "let anyFour = /..../.ignoresCase()",
    ]

    @Test("a range, a string, a regex or a comment is not an elision", arguments: ranges)
    func rangeIsNotAnElision(_ code: String) {
        #expect(Elisions.rewrite(code) == nil)
        #expect(findings(code, info: "swift", checker: Self.checker).allSatisfy { !$0.contains("swift-syntax") })
    }

    static let rewrites: [(String, String?)] = [
        ("f(...)", "f(<#...#>)"),
        ("let x = …", "let x = <#…#>"),
        ("{ ... }", "{ /*...*/ }"),
        ("a\n...\nb", "a\n/*...*/\nb"),
        ("init(...) {}", "init(/*...*/) {}"),
        ("func f<T>(…) {}", "func f<T>(/*…*/) {}"),
        ("f(\n  ...\n  b: 1\n)", "f(\n  /*...*/\n  b: 1\n)"),
        ("case .a: ...", "case .a: <#...#>"),
        ("[0...2, ...]", "[0...2, <#...#>]"),
        ("let a = // ...\nb()", "let a = <#// ...#>\nb()"),
        ("let a = /* … */ + 1", "let a = <#/* … */#> + 1"),
        ("f(/* a TimeInterval */)", "f(<#/* a TimeInterval */#>)"),
        ("throw /* some error */\n}", "throw <#/* some error */#>\n}"),
        ("let a = // from a file\nlet b = a", "let a = <#// from a file#>\nlet b = a"),
        // Code summed up in words between two ellipses is one elision; an argument between
        // elided ones is still code.
        ("app.get(\"foo\") { ... a, b, c ... }", "app.get(\"foo\") { /*... a, b, c ...*/ }"),
        ("{ … the rest … }", "{ /*… the rest …*/ }"),
        ("f(..., x, ...)", "f(<#...#>, x, <#...#>)"),
        ("x = // later\n}", "x = <#// later#>\n}"),
        ("let a = // from a file", "let a = <#// from a file#>"),
        ("let a = /* the total */\n    5", nil),
        ("f(/* the first */ a)", nil),
        ("f(/*\n  the live client\n*/)", nil),
        // After a collection's last comma the comment stays one; after an import it stands
        // for the value a leading-dot line goes on.
        ("[\"a\": 1,\n  // ... more\n]", nil),
        ("[1,\n  // ... more\n  2]", nil),
        ("import SwiftUI\n// ...\n.padding(8)", "import SwiftUI\n<#// ...#>\n.padding(8)"),
        ("let a = b\n// ...\n.padding(8)", nil),
        // A condition left out is an expression; `[...]` alone on its line is lines left out.
        ("if ... {", "if <#...#> {"),
        ("guard … else {", "guard <#…#> else {"),
        ("for x in ... {", "for x in <#...#> {"),
        ("{ x in ... }", "{ x in /*...*/ }"),
        ("class A {\n    [...]\n}", "class A {\n    /*[...]*/\n}"),
        ("let a = [...]", "let a = <#[...]#>"),
        ("[\"a\": 1, ...]", "[\"a\": 1, <#...#>: <#...#>]"),
        ("[a ? b : c, ...]", "[a ? b : c, <#...#>]"),
        ("[f(a: 1), ...]", "[f(a: 1), <#...#>]"),
        ("f([...], 1)", "f(<#[...]#>, 1)"),
    ]

    @Test(
        "a message quotes the writer's code, not the rewritten elision",
        arguments: [
            ("f(<#...#>) /*[...]*/", "f(...) [...]"),
            ("<#name#> /* a note */", "<#name#> /* a note */"),
            ("x <#// ...#>", "x // ..."),
            ("[<#...#>: <#...#>] <#[...]#>", "[...: ...] [...]"),
        ])
    func unwrapped(_ text: String, _ expected: String) {
        #expect(Elisions.unwrapped(text) == expected)
    }

    @Test("an elision becomes a placeholder where Swift expects code, and a comment elsewhere", arguments: rewrites)
    func rewrite(_ code: String, _ expected: String?) {
        #expect(Elisions.rewrite(code)?.code == expected)
    }
}
