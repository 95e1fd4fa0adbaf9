/// The directions a block diagram's block arrow (`id<["label"]>(right)`) points in.
struct BlockArrowDirections: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let left = BlockArrowDirections(rawValue: 1)
    static let right = BlockArrowDirections(rawValue: 2)
    static let up = BlockArrowDirections(rawValue: 4)
    static let down = BlockArrowDirections(rawValue: 8)

    /// The directions named by Mermaid's words: `x` is left and right, `y` up and down.
    init?(word: String) {
        switch word {
        case "left": self = .left
        case "right": self = .right
        case "up": self = .up
        case "down": self = .down
        case "x": self = [.left, .right]
        case "y": self = [.up, .down]
        default: return nil
        }
    }

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The words ``init(word:)`` accepts, for hints.
    static let words = ["left", "right", "up", "down", "x", "y"]
}

/// The outline of a block arrow: a shaft around the label with a head on each side it points to.
///
/// An arrow along one axis has heads wider than its shaft; one pointing along both axes
/// has short heads flush with its shaft.
struct BlockArrowShape {
    let directions: BlockArrowDirections
    /// The shaft's box, relative to the shape's centre.
    let shaft: Rect
    private let head: Double
    private let overhang: Double

    private var horizontal: Bool { !directions.isDisjoint(with: [.left, .right]) }
    private var vertical: Bool { !directions.isDisjoint(with: [.up, .down]) }

    /// How deep a head is when the arrow points along both axes.
    private static let crossHead = 16.0

    /// The shape of the given overall size.
    init(_ directions: BlockArrowDirections, size: Size) {
        self.directions = directions
        let horizontal = !directions.isDisjoint(with: [.left, .right])
        let vertical = !directions.isDisjoint(with: [.up, .down])
        let heads = (
            Double([.left, .right].filter { directions.contains($0) }.count),
            Double([.up, .down].filter { directions.contains($0) }.count)
        )
        var shaft = Size(width: size.width, height: size.height)
        switch (horizontal, vertical) {
        case (true, false):
            shaft.height = size.height / 1.5
            (head, overhang) = (0.75 * shaft.height, shaft.height / 4)
            shaft.width = size.width - heads.0 * head
        case (false, true):
            shaft.height = size.height / (1 + 0.75 * heads.1)
            (head, overhang) = (0.75 * shaft.height, shaft.height / 4)
            shaft.width = size.width - 2 * overhang
        case (true, true):
            (head, overhang) = (Self.crossHead, 0)
            shaft = Size(width: size.width - heads.0 * head, height: size.height - heads.1 * head)
        case (false, false):
            (head, overhang) = (0, 0)
        }
        let minX = -size.width / 2 + (directions.contains(.left) ? head : 0) + (vertical && !horizontal ? overhang : 0)
        let minY = -size.height / 2 + (directions.contains(.up) ? head : 0) + (horizontal && !vertical ? overhang : 0)
        self.shaft = Rect(center: Point(x: minX + shaft.width / 2, y: minY + shaft.height / 2), size: shaft)
    }

    /// The overall size of an arrow whose shaft is `shaft`.
    static func size(_ directions: BlockArrowDirections, shaft: Size) -> Size {
        let horizontal = !directions.isDisjoint(with: [.left, .right])
        let vertical = !directions.isDisjoint(with: [.up, .down])
        let across = Double([.left, .right].filter { directions.contains($0) }.count)
        let along = Double([.up, .down].filter { directions.contains($0) }.count)
        let head = 0.75 * shaft.height
        switch (horizontal, vertical) {
        case (true, false): return Size(width: shaft.width + across * head, height: 1.5 * shaft.height)
        case (false, true): return Size(width: shaft.width + shaft.height / 2, height: shaft.height + along * head)
        case (true, true):
            return Size(width: shaft.width + across * crossHead, height: shaft.height + along * crossHead)
        case (false, false): return shaft
        }
    }

    /// The outline's corners, clockwise from the shaft's top left, relative to the centre.
    var polygon: [Point] {
        let (minX, maxX, minY, maxY) = (shaft.minX, shaft.maxX, shaft.minY, shaft.maxY)
        let (cx, cy) = (shaft.center.x, shaft.center.y)
        let sideOverhang = horizontal && !vertical ? overhang : 0
        let endOverhang = vertical && !horizontal ? overhang : 0
        var points = [Point(x: minX, y: minY)]
        if directions.contains(.up) {
            points += [
                Point(x: minX - endOverhang, y: minY), Point(x: cx, y: minY - head), Point(x: maxX + endOverhang, y: minY),
            ]
        }
        points.append(Point(x: maxX, y: minY))
        if directions.contains(.right) {
            points += [
                Point(x: maxX, y: minY - sideOverhang), Point(x: maxX + head, y: cy), Point(x: maxX, y: maxY + sideOverhang),
            ]
        }
        points.append(Point(x: maxX, y: maxY))
        if directions.contains(.down) {
            points += [
                Point(x: maxX + endOverhang, y: maxY), Point(x: cx, y: maxY + head), Point(x: minX - endOverhang, y: maxY),
            ]
        }
        points.append(Point(x: minX, y: maxY))
        if directions.contains(.left) {
            points += [
                Point(x: minX, y: maxY + sideOverhang), Point(x: minX - head, y: cy), Point(x: minX, y: minY - sideOverhang),
            ]
        }
        return points
    }
}
