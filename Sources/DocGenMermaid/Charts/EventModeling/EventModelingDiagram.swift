/// A parsed event model: time frames in the order written, each an entity of one kind on a
/// swimlane, with the data it shows and the frames it follows.
struct EventModelingDiagram: Sendable {
    /// What a frame's entity is, which decides its colour and its swimlane.
    enum EntityKind: String, Sendable, CaseIterable {
        case ui, processor, command, readModel, event

        /// The kind a frame's type word names, in the compact or relaxed notation.
        init?(word: String) {
            switch word {
            case "ui": self = .ui
            case "pcr", "processor": self = .processor
            case "cmd", "command": self = .command
            case "rmo", "readmodel": self = .readModel
            case "evt", "event": self = .event
            default: return nil
            }
        }

        /// The three default swimlanes: UI and automation, commands and read models, events.
        var lane: Int {
            switch self {
            case .ui, .processor: 0
            case .command, .readModel: 1
            case .event: 2
            }
        }
    }

    /// One time frame (`tf 02 cmd AddItem { description: string }`) or reset frame (`rf`).
    struct Frame: Sendable {
        /// Its number, unique in the timeline (`02`).
        var name: String
        var kind: EntityKind
        /// The entity's name without its namespace, and the namespace (`Cart` of `Cart.ItemAdded`).
        var entity: String
        var namespace: String?
        /// A reset frame starts a new flow: no relation leads into it.
        var isReset: Bool
        /// The frames named with `->>`, which lead into this one instead of the one before.
        var sources: [String] = []
        /// The data shown under the name, from inline `{ … }` or a `[[data]]` block.
        var data: [String] = []
    }

    var frames: [Frame] = []
    var title: String?
    var accessibility = AccessibilityText()
}
