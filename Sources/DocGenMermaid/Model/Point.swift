/// A point in diagram coordinates.
struct Point: Sendable, Hashable {
    var x: Double
    var y: Double
}
