import DocGenContent
import Foundation

/// The tags of a Mustache template's source, in order, for questions swift-mustache does not
/// answer: which names a template looks up and where it includes partials.
///
/// This is a scanner, not a parser: it assumes the default `{{ }}` delimiters, so callers treat
/// a template that changes them (`hasDelimiterChange`) as one they cannot reason about.
package struct TemplateTags {
    /// One `{{…}}` tag.
    package struct Tag: Equatable {
        enum Kind: Equatable {
            case variable, unescaped, section, inverted, close, partial, parent, block, comment, delimiters
        }

        var kind: Kind
        /// The name inside the tag, trimmed; the comment text for comments.
        var name: String
        /// Byte offsets in the source: where the tag starts and where it ends (after the braces).
        var start: Int
        var end: Int
        /// Whether the tag stands alone on its line with only whitespace around it.
        var isStandalone: Bool
        /// The whitespace before a standalone tag on its line; empty otherwise.
        var indentation: String
    }

    /// The tags, in source order.
    package let tags: [Tag]
    /// The source as UTF-8 bytes, for reading text between tags.
    package let bytes: [UInt8]

    /// Whether the template uses a set-delimiter tag (`{{=<% %>=}}`).
    package var hasDelimiterChange: Bool { tags.contains { $0.kind == .delimiters } }

    /// Scans a template's source; an unclosed tag ends the scan.
    package init(_ text: String) {
        let bytes = Array(text.utf8)
        self.bytes = bytes
        var tags: [Tag] = []
        var index = 0
        while let open = Self.find([0x7B, 0x7B], in: bytes, from: index) {
            let isTriple = open + 2 < bytes.count && bytes[open + 2] == 0x7B
            let closer: [UInt8] = isTriple ? [0x7D, 0x7D, 0x7D] : [0x7D, 0x7D]
            let contentStart = open + (isTriple ? 3 : 2)
            guard let close = Self.find(closer, in: bytes, from: contentStart) else { break }
            let end = close + closer.count
            var content = String(decoding: bytes[contentStart..<close], as: UTF8.self)
            var kind = Tag.Kind.variable
            if isTriple {
                kind = .unescaped
            } else if let sigil = content.first, let sigilKind = Self.sigils[sigil] {
                kind = sigilKind
                content.removeFirst()
                if kind == .delimiters, content.hasSuffix("=") { content.removeLast() }
            }
            let name = content.trimmingCharacters(in: .whitespaces)
            let (standalone, indentation) = Self.standalone(kind, start: open, end: end, in: bytes)
            tags.append(Tag(kind: kind, name: name, start: open, end: end, isStandalone: standalone, indentation: indentation))
            index = end
        }
        self.tags = tags
    }

    /// The source text between two byte offsets.
    package func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The index of the tag that closes the section opened by the tag at `index`, if any.
    package func closingTag(of index: Int) -> Int? {
        var depth = 0
        for position in tags.indices where position > index {
            let tag = tags[position]
            switch tag.kind {
            case .section, .inverted, .block, .parent: depth += 1
            case .close where depth == 0: return tag.name == tags[index].name ? position : nil
            case .close: depth -= 1
            default: continue
            }
        }
        return nil
    }

    private static let sigils: [Character: Tag.Kind] = [
        "#": .section, "^": .inverted, "/": .close, ">": .partial, "<": .parent, "$": .block, "!": .comment,
        "=": .delimiters, "&": .unescaped,
    ]

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Mustache treats section, partial and comment tags alone on a line as standalone.
    private static func standalone(_ kind: Tag.Kind, start: Int, end: Int, in bytes: [UInt8]) -> (Bool, String) {
        guard kind != .variable, kind != .unescaped else { return (false, "") }
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != 0x0A {
            guard bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 else { return (false, "") }
            lineStart -= 1
        }
        var after = end
        while after < bytes.count, bytes[after] != 0x0A {
            guard bytes[after] == 0x20 || bytes[after] == 0x09 || bytes[after] == 0x0D else { return (false, "") }
            after += 1
        }
        return (true, String(decoding: bytes[lineStart..<start], as: UTF8.self))
    }
}

extension TemplateTags {
    /// The line and column, both from 1, of a byte offset in the source; columns count characters.
    package func position(of offset: Int) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let line = before.count { $0 == 0x0A } + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
    }
}
