/// The start tags of an HTML or SVG document with their attributes, read the way a browser
/// tokenizes them (quoted values may hold `>`), for tests that look for markup from input.
struct MarkupTags: CustomStringConvertible {
    var name: String
    var attributes: [String: String]
    var source: Substring

    var description: String { String(source.prefix(200)) }

    static func all(in html: String) -> [MarkupTags] {
        var tags: [MarkupTags] = []
        let scalars = Array(html.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<", index + 1 < scalars.count, isNameStart(scalars[index + 1]) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            let name = readName(scalars, &index).lowercased()
            var attributes: [String: String] = [:]
            while index < scalars.count, scalars[index] != ">" {
                if scalars[index] == " " || scalars[index] == "\n" || scalars[index] == "\t" || scalars[index] == "/" {
                    index += 1
                    continue
                }
                let key = readName(scalars, &index).lowercased()
                if key.isEmpty {
                    index += 1
                    continue
                }
                var value = ""
                if index < scalars.count, scalars[index] == "=" {
                    index += 1
                    value = readValue(scalars, &index)
                }
                attributes[key] = value
            }
            index += 1
            let text = String(String.UnicodeScalarView(scalars[start..<min(index, scalars.count)]))
            tags.append(MarkupTags(name: name, attributes: attributes, source: text[...]))
        }
        return tags
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }

    private static func readName(_ scalars: [Unicode.Scalar], _ index: inout Int) -> String {
        var name = ""
        while index < scalars.count, !" \n\t/>=".unicodeScalars.contains(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        return name
    }

    private static func readValue(_ scalars: [Unicode.Scalar], _ index: inout Int) -> String {
        var value = ""
        guard index < scalars.count else { return value }
        let quote = scalars[index]
        if quote == "\"" || quote == "'" {
            index += 1
            while index < scalars.count, scalars[index] != quote {
                value.unicodeScalars.append(scalars[index])
                index += 1
            }
            index += 1
        } else {
            while index < scalars.count, !" \n\t>".unicodeScalars.contains(scalars[index]) {
                value.unicodeScalars.append(scalars[index])
                index += 1
            }
        }
        return value
    }
}
