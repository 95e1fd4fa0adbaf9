// A generated block diagram for the timing table.

/// A block diagram of `blocks` blocks in five columns: one in four in a composite block of its
/// own columns, a shape per block in turn, a space and a block arrow per row, and an edge from
/// every seventh block down the grid.
func generatedBlockDiagram(blocks: Int) -> String {
    let shapes = [("[\"", "\"]"), ("(", ")"), ("([", "])"), ("[(", ")]"), ("{{", "}}"), ("[/", "/]")]
    var lines = ["block-beta", "    columns 5"]
    var group = 0
    for i in 0..<blocks {
        if i % 20 == 10 {
            lines.append("    block:g\(group):5")
            lines.append("        columns 4")
            group += 1
        }
        let (open, close) = shapes[i % shapes.count]
        lines.append("    b\(i)\(open)Block \(i)\(close)")
        if i % 20 == 17 || (i == blocks - 1 && (10..<17).contains(i % 20)) { lines.append("    end") }
        if i % 9 == 4 { lines.append("    space") }
        if i % 13 == 6 { lines.append("    a\(i)<[\"next\"]>(right)") }
    }
    for i in stride(from: 0, to: blocks - 6, by: 7) {
        lines.append("    b\(i) --> b\(i + 6)")
    }
    lines.append("    classDef hot fill:#ffcdd2,stroke:#b71c1c")
    lines.append("    class b0,b7,b14 hot")
    return lines.joined(separator: "\n")
}
