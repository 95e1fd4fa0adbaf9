import DocGenContent
import Foundation
import Mustache

extension ListSplice {
    /// The splice for the section opened by tag `index` of `tags`, when the templates provably
    /// render that list entry by entry: the list is opened in no other section and named by no
    /// other tag, and the body looks up only plain names and includes nothing.
    package static func make(tags: TemplateTags, index: Int, all: [TemplateTags], number: Int, nonce: [UInt8]) -> ListSplice? {
        let name = tags.tags[index].name
        guard isPlain(name), let last = name.split(separator: ".").last, let close = tags.closingTag(of: index) else {
            return nil
        }
        var sections = 0
        for other in all {
            // Partial, block and parent names are template names, not lookups.
            for tag in other.tags where [.variable, .unescaped, .section, .inverted].contains(tag.kind) {
                if tag.name == name {
                    // `{{^list}}` only asks whether the list is empty, which stays in the shape.
                    if tag.kind == .section { sections += 1 } else if tag.kind != .inverted { return nil }
                } else if tag.name.split(separator: ".").contains(last) {
                    return nil
                }
            }
        }
        guard sections == 1 else { return nil }
        var keys: Set<String> = []
        for tag in tags.tags[(index + 1)..<close] {
            switch tag.kind {
            case .comment, .close: continue
            case .partial, .parent, .block, .delimiters: return nil
            case .variable, .unescaped, .section, .inverted:
                guard isPlain(tag.name), let first = tag.name.split(separator: ".").first else { return nil }
                keys.insert(String(first))
            }
        }
        let source = bodySource(tags, open: index, close: close)
        guard let template = try? MustacheTemplate(string: TemplateEscaping.pragma + source) else { return nil }
        let library = MustacheLibrary(templates: [bodyTemplate: template])
        guard let body = TemplateSkeletons(library: library, sources: [source], splicing: false) else {
            return nil
        }
        var placeholders: [[String: Any]] = []
        var renders: [[UInt8]] = []
        for position in 0..<placeholderCount {
            let marker = "\u{0}" + String(decoding: nonce, as: UTF8.self) + "#\(number).\(position)\u{0}"
            var entry: [String: Any] = [:]
            for key in keys { entry[key] = marker }
            // A placeholder that does not show its marker cannot be told from the others.
            guard let rendered = library.render(entry, withTemplate: bodyTemplate),
                Array(rendered.utf8).occurrences(of: Array(marker.utf8)) > 0
            else { return nil }
            placeholders.append(entry)
            renders.append(Array(rendered.utf8))
        }
        return ListSplice(
            path: name.split(separator: ".").map(String.init), bodyKeys: keys, body: body, placeholders: placeholders,
            placeholderRenders: renders)
    }

    /// A name looked up in the context as it is: no `.`, transform, dynamic name or pragma.
    private static func isPlain(_ name: String) -> Bool {
        guard let first = name.utf8.first, !name.contains("(") else { return false }
        return ![UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "%")].contains(first)
            && !name.split(separator: ".", omittingEmptySubsequences: false).contains("")
    }

    /// The body between a section's tags, without the lines a standalone open or close tag
    /// stands on, as Mustache drops them.
    private static func bodySource(_ tags: TemplateTags, open: Int, close: Int) -> String {
        var start = tags.tags[open].end
        if tags.tags[open].isStandalone {
            while start < tags.bytes.count, tags.bytes[start] != UInt8(ascii: "\n") { start += 1 }
            start = min(start + 1, tags.bytes.count)
        }
        var end = tags.tags[close].start
        if tags.tags[close].isStandalone { end -= tags.tags[close].indentation.utf8.count }
        return tags.text(from: start, to: max(start, end))
    }
}
