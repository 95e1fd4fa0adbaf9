import DocGenDiagnostics

/// Code of another language in a `swift` block: a shell command, XML or Objective-C.
///
/// It does not parse as Swift (`swift run App serve`, `$ swift build`, an `Info.plist` entry,
/// `@property (nonatomic) BOOL enabled;`): one error says what it is, instead of
/// swift-syntax's "expected ';'" on every line.
enum ForeignCode {
    /// Programs whose name starts a command line, and no Swift statement.
    private static let programs: Set<Substring> = [
        "swift", "git", "brew", "cd", "mkdir", "vapor", "npm", "npx", "yarn", "xcodebuild", "xcrun", "pod", "carthage",
        "docker", "curl", "wget", "export", "sudo", "make", "ls", "cp", "mv", "rm", "touch", "cat", "echo",
        "apt", "apt-get", "pip", "tuist", "mint", "fastlane", "bundle", "gem", "ssh", "chmod", "psql", "redis-cli",
    ]

    /// The error for a block whose syntax errors come from its first line being a shell
    /// command or XML; nil otherwise.
    static func error(in code: String, lines: TextLines) -> Diagnostic? {
        guard
            let (number, line) = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .first(where: { !$0.element.allSatisfy(\.isWhitespace) })
        else { return nil }
        let text = line.drop(while: \.isWhitespace)
        let words = text.split(separator: " ", maxSplits: 2)
        guard let first = words.first else { return nil }
        let isPrompt = (first == "$" || first == "%") && words.count > 1
        let column = line.count - text.count + 1
        // An element or declaration: `<key>`, `<?xml`, `<!DOCTYPE`; Swift starts no line with
        // `<` but an editor placeholder (`<#name#>`).
        // Objective-C's declarations and method signatures (`- (void)reload;`).
        let objectiveC = ["@property", "@interface", "@implementation", "@protocol", "#import", "-(", "- (", "+(", "+ ("]
        if objectiveC.contains(where: { text.hasPrefix($0) }) {
            return .error(
                "this looks like Objective-C, not Swift; mark the block ```objc",
                at: lines.location(line: number + 1, column: column), rule: "swift-syntax")
        }
        if text.hasPrefix("<"), let second = text.dropFirst().first, second.isLetter || second == "?" || second == "!" {
            return .error(
                "this looks like XML, not Swift; mark the block ```xml", at: lines.location(line: number + 1, column: column),
                rule: "swift-syntax")
        }
        guard isPrompt || (programs.contains(first) && words.count > 1) else { return nil }
        return .error(
            "this looks like a shell command, not Swift; mark the block ```sh or ```console",
            at: lines.location(line: number + 1, column: column), rule: "swift-syntax")
    }
}
