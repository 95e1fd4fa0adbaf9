/// A pattern for model files to leave out (`modelsExclude` in `docgen.yml`), matched against a
/// file's path relative to its model folder.
///
/// `*` matches any characters but `/`, `?` one of them, and `**` any number of whole folders.
/// A pattern without `/` matches a file's name in any folder (`*+Preview.swift`); one with `/`
/// matches the whole relative path (`Generated/**`, `**/Mocks/*.swift`).
public struct PathGlob: Sendable, Hashable {
    /// The pattern as written.
    public let pattern: String
    private let parts: [Substring]
    private let matchesName: Bool

    /// The pattern, or nil when it cannot match a path inside a model folder: empty, absolute,
    /// or with a `..` part.
    public init?(_ pattern: String) {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
        guard !pattern.isEmpty, !pattern.hasPrefix("/"), !parts.contains(".."), !parts.contains("") else { return nil }
        self.pattern = pattern
        self.parts = parts
        matchesName = parts.count == 1
    }

    /// Whether the file at `path`, relative to its model folder, is left out.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if matchesName { return components.last.map { Self.matches(Array(parts[0].utf8), Array($0.utf8)) } ?? false }
        return Self.matches(parts[...], components[...])
    }

    private static func matches(_ parts: ArraySlice<Substring>, _ components: ArraySlice<Substring>) -> Bool {
        guard let part = parts.first else { return components.isEmpty }
        if part == "**" {
            // Any number of folders, none included.
            return components.indices.contains { matches(parts.dropFirst(), components[$0...]) }
                || matches(parts.dropFirst(), components[components.endIndex...])
        }
        guard let component = components.first, matches(Array(part.utf8), Array(component.utf8)) else { return false }
        return matches(parts.dropFirst(), components.dropFirst())
    }

    /// Whether one path component matches one part of the pattern (`*`, `?`, other bytes as they are).
    private static func matches(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var (p, t) = (0, 0)
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = (p, t)
                p += 1
            } else if let last = star {
                // Let the last `*` take one more byte.
                star = (last.pattern, last.text + 1)
                (p, t) = (last.pattern + 1, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
