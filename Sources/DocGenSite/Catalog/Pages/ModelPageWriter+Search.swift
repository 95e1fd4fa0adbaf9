import DocGenExamples
import DocGenMarkdown

extension ModelPageWriter {
    /// The page as search reads it: the type's doc comment, then each heading with the names
    /// and doc comments of the members it lists, so a property name or a word of its
    /// documentation finds the page.
    var searchBlocks: [Block] {
        guard let type = index.types[name] else { return headings.map(Block.heading) }
        var blocks: [Block] = []
        if let documentation = type.documentation { blocks.append(Self.paragraph([Inline.text(documentation)], line: 1)) }
        for heading in headings {
            blocks.append(.heading(heading))
            let line = heading.position.line
            switch heading.anchor {
            case "properties":
                blocks += type.storedProperties.map { Self.member($0.name, $0.documentation, line: line) }
            case "cases":
                blocks += type.cases.map { Self.member($0.name, $0.documentation, line: line) }
            case "other-members":
                blocks += Self.otherProperties(type).map { Self.member($0.name, $0.documentation, line: line) }
                blocks += Self.otherMethods(type).map { Self.member($0.name, $0.documentation, line: line) }
            default:
                break
            }
        }
        return blocks
    }

    /// A member's name as code, then its doc comment.
    private static func member(_ name: String, _ documentation: String?, line: Int) -> Block {
        var inlines: [Inline] = [.code(name)]
        if let documentation { inlines.append(.text(" " + documentation)) }
        return paragraph(inlines, line: line)
    }

    private static func paragraph(_ inlines: [Inline], line: Int) -> Block {
        .paragraph(inlines, SourcePosition(line: line, column: 1))
    }
}
