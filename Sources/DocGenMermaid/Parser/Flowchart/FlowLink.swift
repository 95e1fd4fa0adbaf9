/// A flowchart link as written: `-->`, `-.->`, `==>`, `~~~`, `<-->`, `--o`, with its length.
struct FlowLink: Sendable, Hashable {
    /// How the line is drawn.
    var stroke: EdgeStroke
    /// The marker at the source end (`<`, `o`, `x` before the line).
    var startMarker: EdgeMarker
    /// The marker at the target end.
    var endMarker: EdgeMarker
    /// The number of ranks it spans at least: 1 for `-->`, 2 for `--->`, capped at 10.
    var length: Int

    /// The default link, `-->`.
    static let arrow = FlowLink(stroke: .normal, startMarker: .none, endMarker: .arrow, length: 1)
}
