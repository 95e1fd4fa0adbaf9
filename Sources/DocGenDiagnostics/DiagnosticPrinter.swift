import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes diagnostics to standard error, coloured only when standard error is a terminal.
public struct DiagnosticPrinter: Sendable {
    /// Whether to use ANSI colours.
    public var colored: Bool
    /// Whether to print the notes that only say why something was accepted (`Diagnostic.isExplanation`).
    public var showsExplanations = false

    /// Creates a printer; by default colours are used when standard error is a terminal
    /// and `NO_COLOR` is not set.
    public init(colored: Bool? = nil) {
        self.colored = colored ?? Self.standardErrorIsColorTerminal()
    }

    /// The text for one diagnostic, with colour escapes when `colored` is set.
    public func format(_ diagnostic: Diagnostic) -> String {
        guard colored else { return diagnostic.description }
        let bold = "\u{1B}[1m"
        let reset = "\u{1B}[0m"
        let color: String
        switch diagnostic.severity {
        case .error: color = "\u{1B}[1;31m"
        case .warning: color = "\u{1B}[1;35m"
        case .note: color = "\u{1B}[1;36m"
        }
        let prefix = diagnostic.location.map { "\(bold)\($0):\(reset) " } ?? ""
        return
            "\(prefix)\(color)\(diagnostic.severity.rawValue):\(reset) \(bold)\(diagnostic.message)\(reset) [\(diagnostic.rule)]"
    }

    /// Prints each diagnostic on its own line to standard error; explanations only when `showsExplanations` is set.
    public func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where showsExplanations || !diagnostic.isExplanation {
            StandardError.write(format(diagnostic) + "\n")
        }
    }

    private static func standardErrorIsColorTerminal() -> Bool {
        if getenv("NO_COLOR") != nil { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return isatty(STDERR_FILENO) != 0
    }
}

/// Unbuffered writes to standard error.
public enum StandardError {
    /// Writes the text as UTF-8.
    public static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard error is a terminal.
    public static var isTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}

/// Unbuffered writes to standard output, so that messages appear at once in a pipe or log.
public enum StandardOutput {
    /// Writes the text and a newline as UTF-8.
    public static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
