/// A width and height.
struct Size: Sendable, Hashable {
    var width: Double
    var height: Double

    static let zero = Size(width: 0, height: 0)
}
