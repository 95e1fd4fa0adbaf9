/// A short message that slides up from the bottom and goes away by itself.
public struct ToastModel: Codable, Equatable {
    /// What the toast says.
    public let message: String
    /// How long it stays, in seconds.
    public var duration: Double = 3
    /// The text of its action button, if it has one.
    public let actionTitle: String?

    public init(message: String, duration: Double = 3, actionTitle: String? = nil) {
        self.message = message
        self.duration = duration
        self.actionTitle = actionTitle
    }
}
