/// A parsed packet diagram: fields of consecutive bits, each with a name.
struct PacketDiagram: Sendable {
    /// One field: bits `start...end`.
    struct Field: Sendable {
        var start: Int
        var end: Int
        var label: TextBlock
    }

    var title: String?
    var fields: [Field] = []
    var accessibility = AccessibilityText()
}
