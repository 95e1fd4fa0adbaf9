/// A compact element that filters a list or shows a choice.
public struct ChipModel: Codable, Equatable, Sendable {
    /// Whether the chip is chosen.
    public enum State: String, Codable, Sendable {
        case off
        case on
    }

    /// The label.
    public let title: String
    /// Whether the chip is chosen.
    public let state: State

    public init(title: String, state: State = .off) {
        self.title = title
        self.state = state
    }
}
