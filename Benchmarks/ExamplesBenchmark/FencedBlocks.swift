/// A minimal reader of fenced code blocks, for running the checker on Markdown files by hand.
enum FencedBlocks {
    struct Block {
        var info: String
        var code: String
        var firstLine: Int
    }

    static func read(_ text: String) -> [Block] {
        var blocks: [Block] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            guard indent <= 3, let marker = rest.first, marker == "`" || marker == "~" else {
                index += 1
                continue
            }
            let fenceLength = rest.prefix { $0 == marker }.count
            guard fenceLength >= 3 else {
                index += 1
                continue
            }
            let info = String(rest.dropFirst(fenceLength)).trimmingCharacters(in: .whitespaces)
            var body: [String] = []
            var end = index + 1
            while end < lines.count {
                let candidate = lines[end].drop { $0 == " " }
                if candidate.prefix(while: { $0 == marker }).count >= fenceLength,
                    candidate.drop(while: { $0 == marker }).allSatisfy({ $0 == " " })
                {
                    break
                }
                var content = Substring(lines[end])
                var stripped = 0
                while stripped < indent, content.first == " " {
                    content = content.dropFirst()
                    stripped += 1
                }
                body.append(String(content))
                end += 1
            }
            blocks.append(Block(info: info, code: body.joined(separator: "\n"), firstLine: index + 2))
            index = end + 1
        }
        return blocks
    }
}
