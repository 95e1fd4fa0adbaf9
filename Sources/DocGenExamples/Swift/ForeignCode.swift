import DocGenDiagnostics

/// Code of another language in a `swift` block: a shell command, XML, Objective-C, C, a line of
/// a Cartfile or Podfile, a debugger or REPL session, a file tree, compiler output, or a diff.
///
/// It does not parse as Swift (`swift run App serve`, `$ swift build`, an `Info.plist` entry,
/// `@property (nonatomic) BOOL enabled;`, `pod 'Kit'`, `-    var a: Int` over `+    let a: Int`):
/// one error says what it is, instead of swift-syntax's "expected ';'" on every line.
enum ForeignCode {
    /// Programs whose name starts a command line, and no Swift statement.
    private static let programs: Set<Substring> = [
        "swift", "git", "brew", "cd", "mkdir", "vapor", "npm", "npx", "yarn", "xcodebuild", "xcrun", "pod", "carthage",
        "docker", "curl", "wget", "export", "sudo", "make", "ls", "cp", "mv", "rm", "touch", "cat", "echo",
        "apt", "apt-get", "pip", "tuist", "mint", "fastlane", "bundle", "gem", "ssh", "chmod", "psql", "redis-cli",
    ]

    /// Objective-C's declarations and method signatures (`- (void)reload;`).
    private static let objectiveC = [
        "@property", "@interface", "@implementation", "@protocol", "#import", "-(", "- (", "+(", "+ (",
    ]

    /// The error for a block whose syntax errors come from its first line being a shell
    /// command, XML, Objective-C or a dependency manager's file; nil otherwise.
    static func error(in code: String, lines: TextLines) -> Diagnostic? {
        guard
            let (number, line) = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .first(where: { !$0.element.allSatisfy(\.isWhitespace) })
        else { return nil }
        let text = line.drop(while: \.isWhitespace)
        let location = lines.location(line: number + 1, column: line.count - text.count + 1)
        // `#import Kit` of a module, not a header: Swift written with Objective-C's keyword.
        if text.hasPrefix("#import "),
            let module = text.dropFirst("#import ".count).split(separator: " ").first,
            module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        {
            return .error(
                "'#import' is Objective-C's; Swift imports a module with 'import \(module)'", at: location,
                rule: "swift-syntax")
        }
        guard let (name, fences) = language(of: text) else { return nil }
        return .error("this looks like \(name), not Swift; mark the block \(fences)", at: location, rule: "swift-syntax")
    }

    /// The error for a block with syntax errors that reads as no excerpt but as a diff; nil otherwise.
    static func diffError(in code: String, lines: TextLines) -> Diagnostic? {
        guard let line = firstDiffLine(code.split(separator: "\n", omittingEmptySubsequences: false)) else { return nil }
        return .error(
            "this looks like a diff, not Swift; mark the block ```diff", at: lines.location(line: line + 1, column: 1),
            rule: "swift-syntax")
    }

    /// The index of the first line that makes the block a unified diff: a hunk or file header
    /// (`@@ -1,2 +1,2 @@`, `diff --git`, `--- a/…` over `+++ b/…`), or the first changed line
    /// when there are an added and a removed line, or two added ones beside a context line (one
    /// space, then code); nil when it is no diff.
    ///
    /// A changed line starts at the margin with `+` or `-` and no operator or number after it
    /// (`+= 1`, `->`, `-1` go on a Swift expression); a Markdown list (`- item`) alone is no diff.
    private static func firstDiffLine(_ lines: [Substring]) -> Int? {
        var (added, removed) = (0, 0)
        var first: Int?
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("@@ ") || line.hasPrefix("diff --git ") { return index }
            if line.hasPrefix("--- "), lines.dropFirst(index + 1).first?.hasPrefix("+++ ") == true { return index }
            guard let sign = line.first, sign == "+" || sign == "-" else { continue }
            let next = line.dropFirst().first
            if let next, "+-=>.0123456789".contains(next) { continue }
            if sign == "+" { added += 1 } else { removed += 1 }
            if first == nil { first = index }
        }
        // Added lines alone may be an expression continued at the margin (`+ "b"`).
        let hasContext = lines.contains { $0.first == " " && $0.dropFirst().first.map { !$0.isWhitespace } == true }
        return (added > 1 && hasContext) || (added > 0 && removed > 0) ? first : nil
    }

    /// What a first line is written in and the fences to mark it with; nil for what may be Swift.
    private static func language(of text: Substring) -> (name: String, fences: String)? {
        if objectiveC.contains(where: { text.hasPrefix($0) }) { return ("Objective-C", "```objc") }
        if text.hasPrefix("#include") || text.hasPrefix("typedef ") { return ("C", "```c") }
        // A debugger's or the REPL's session: `(lldb) po value`, `  1> import Kit`.
        if text.hasPrefix("(lldb)") { return ("an LLDB session", "```text") }
        let prompt = text.prefix(while: \.isNumber)
        if !prompt.isEmpty, text.dropFirst(prompt.count).hasPrefix("> ") { return ("a REPL session", "```text") }
        // A folder drawn as a tree: `├── Package.swift`.
        if text.hasPrefix("├") || text.hasPrefix("└") || text.hasPrefix("│") { return ("a file tree", "```text") }
        // The compiler's own output: `main.swift:3:5: error: …`, `error: no such module`.
        if text.hasPrefix("error: ") || text.hasPrefix("warning: ") || text.contains(".swift:"),
            text.contains("error:") || text.contains("warning:")
        {
            return ("compiler output", "```text")
        }
        // An element or declaration: `<key>`, `<?xml`, `<!DOCTYPE`; Swift starts no line with
        // `<` but an editor placeholder (`<#name#>`).
        if text.hasPrefix("<"), let second = text.dropFirst().first, second.isLetter || second == "?" || second == "!" {
            return ("XML", "```xml")
        }
        let words = text.split(separator: " ", maxSplits: 2)
        guard let first = words.first, words.count > 1 else { return nil }
        // A dependency manager's file: Carthage's `github "owner/name"`, CocoaPods' `pod 'Name'`.
        let isQuoted = words[1].first == "\"" || words[1].first == "'"
        if isQuoted, ["github", "git", "binary"].contains(first) { return ("a Cartfile", "```text") }
        if isQuoted, first == "pod" { return ("a Podfile", "```ruby") }
        if first == "$" || first == "%" || programs.contains(first) { return ("a shell command", "```sh or ```console") }
        return nil
    }
}
