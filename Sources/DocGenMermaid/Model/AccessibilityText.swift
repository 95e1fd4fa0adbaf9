/// `accTitle` and `accDescr` as written in a diagram.
struct AccessibilityText: Sendable, Hashable {
    /// The accessible title, when given.
    var title: String?
    /// The accessible description, when given.
    var description: String?
}
