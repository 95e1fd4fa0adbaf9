/// Where a git graph's parts go: a lane per branch, commits along the lanes in the order they
/// were made (or a step after their parent with `parallelCommits`), each commit's id label
/// beside it and its tags stacked over it.
///
/// Commits are at least ``step`` apart, as in mermaid.js, and further where tags or level
/// labels of neighbours on one lane would touch; lanes are at least ``laneGap`` apart and
/// further where labels hang past them, so no box overlaps another.
struct GitGraphLayout {
    /// The configuration options that change the layout.
    struct Options {
        var showBranches = true
        var showCommitLabels = true
        var rotateCommitLabels = true
        var parallelCommits = false
    }

    /// A commit's id label: a box, turned 45° about its end's middle when `rotated`.
    struct Label {
        var text: String
        var box: Rect
        var rotated: Bool
    }

    static let (radius, step, laneGap, margin) = (10.0, 40.0, 50.0, 8.0)
    static let labelMeasure = TextMeasure(fontSize: 12)
    static let branchMeasure = TextMeasure(fontSize: 14)
    static let (labelHeight, tagHeight, branchHeight) = (16.0, 18.0, 24.0)

    let diagram: GitGraphDiagram
    let options: Options
    /// Each commit's centre.
    private(set) var centers: [Point] = []
    /// Each branch's lane: its position across the commits' direction.
    private(set) var lanes: [Double] = []
    /// Each branch's colour index: its place in the drawing order.
    private(set) var colors: [Int] = []
    private(set) var labels: [Label?] = []
    /// Each commit's tag boxes, the first tag nearest the commit.
    private(set) var tags: [[Rect]] = []
    private(set) var branchLabels: [Rect] = []
    /// Where the lanes' dashed lines start and end along the commits' direction.
    private(set) var laneSpan = (start: 0.0, end: 0.0)
    private(set) var size = Size(width: 0, height: 0)

    private var vertical: Bool { diagram.orientation.isVertical }

    init(_ diagram: GitGraphDiagram, options: Options) {
        self.diagram = diagram
        self.options = options
        let order = diagram.laneOrder
        colors = [Int](repeating: 0, count: diagram.branches.count)
        for (place, branch) in order.enumerated() { colors[branch] = place }
        let relativeLabels = diagram.commits.map(label)
        let relativeTags = diagram.commits.map(tagBoxes)
        let times = self.times(labels: relativeLabels, tags: relativeTags)
        let branchSizes = diagram.branches.map { branch in
            Size(width: Self.branchMeasure.width(of: branch.name) + 16, height: Self.branchHeight)
        }
        lanes = lanePositions(order: order, labels: relativeLabels, tags: relativeTags, branchSizes: branchSizes)
        let maxTime = times.max() ?? 0
        let time = { (value: Double) in diagram.orientation == .bottomToTop ? maxTime - value : value }
        centers = diagram.commits.indices.map { index in
            let along = time(times[index])
            let across = lanes[diagram.commits[index].branch]
            return vertical ? Point(x: across, y: along) : Point(x: along, y: across)
        }
        labels = zip(relativeLabels, centers).map { label, center in
            label.map { Label(text: $0.text, box: $0.box.offsetBy(dx: center.x, dy: center.y), rotated: $0.rotated) }
        }
        tags = zip(relativeTags, centers).map { boxes, center in boxes.map { $0.offsetBy(dx: center.x, dy: center.y) } }
        let start = -Self.radius - 10
        let end = maxTime + Self.radius + 10
        laneSpan = (start, end)
        if options.showBranches {
            branchLabels = diagram.branches.indices.map { branch in
                let size = branchSizes[branch]
                let lane = lanes[branch]
                switch diagram.orientation {
                case .leftToRight:
                    return Rect(
                        minX: start - 4 - size.width, minY: lane - size.height / 2, maxX: start - 4, maxY: lane + size.height / 2)
                case .topToBottom:
                    return Rect(center: Point(x: lane, y: start - 4 - size.height / 2), size: size)
                case .bottomToTop:
                    return Rect(center: Point(x: lane, y: end + 4 + size.height / 2), size: size)
                }
            }
        }
        shiftToOrigin()
    }

    /// The boxes that must not overlap: commits, labels (a rotated one as squares along it),
    /// tags and branch labels.
    var boxes: [Rect] {
        var boxes = centers.map { Rect(center: $0, size: Size(width: 2 * Self.radius, height: 2 * Self.radius)) }
        for label in labels.compactMap({ $0 }) {
            boxes += label.rotated ? Self.squares(along: label.box) : [label.box]
        }
        return boxes + tags.flatMap { $0 } + branchLabels
    }

    /// The pivot of a rotated label: the middle of its box's right end.
    static func pivot(of box: Rect) -> Point { Point(x: box.maxX, y: box.center.y) }

    // MARK: - Placement

    /// A commit's label box relative to its centre, or nil when it shows none: merges show a
    /// custom id only and cherry-picks none, as in mermaid.js.
    private func label(_ commit: GitGraphDiagram.Commit) -> (text: String, box: Rect, rotated: Bool)? {
        guard options.showCommitLabels, commit.kind != .cherryPick, commit.kind != .merge || commit.hasCustomID else {
            return nil
        }
        let size = Size(width: Self.labelMeasure.width(of: commit.id) + 8, height: Self.labelHeight)
        let r = Self.radius
        if vertical {
            return (
                commit.id, Rect(minX: -r - 6 - size.width, minY: -size.height / 2, maxX: -r - 6, maxY: size.height / 2), false
            )
        }
        if options.rotateCommitLabels {
            // Turned -45° about the middle of its right end, the label hangs down to the left.
            let pivot = Point(x: 4, y: r + 10)
            return (
                commit.id,
                Rect(minX: pivot.x - size.width, minY: pivot.y - size.height / 2, maxX: pivot.x, maxY: pivot.y + size.height / 2),
                true
            )
        }
        return (commit.id, Rect(center: Point(x: 0, y: r + 6 + size.height / 2), size: size), false)
    }

    /// A commit's tag boxes relative to its centre: stacked above it, or side by side to its
    /// right when commits run down the page.
    private func tagBoxes(_ commit: GitGraphDiagram.Commit) -> [Rect] {
        var boxes: [Rect] = []
        var offset = Self.radius + 6
        for tag in commit.tags {
            let width = Self.labelMeasure.width(of: tag) + 18
            if vertical {
                boxes.append(Rect(minX: offset, minY: -Self.tagHeight / 2, maxX: offset + width, maxY: Self.tagHeight / 2))
                offset += width + 4
            } else {
                boxes.append(
                    Rect(center: Point(x: 0, y: -offset - Self.tagHeight / 2), size: Size(width: width, height: Self.tagHeight)))
                offset += Self.tagHeight + 3
            }
        }
        return boxes
    }

    /// Each commit's position along the commits' direction, before `BT` turns it round.
    private func times(labels: [(text: String, box: Rect, rotated: Bool)?], tags: [[Rect]]) -> [Double] {
        let commits = diagram.commits
        // Half of what a commit takes along its lane, where neighbours on the lane must not reach.
        let halves = commits.indices.map { index -> Double in
            var boxes = tags[index]
            if let label = labels[index], !label.rotated { boxes.append(label.box) }
            let extents = boxes.map { vertical ? max(-$0.minY, $0.maxY) : max(-$0.minX, $0.maxX) }
            return max(Self.radius, extents.max() ?? 0)
        }
        var times = [Double](repeating: 0, count: commits.count)
        var last = [Int?](repeating: nil, count: diagram.branches.count)
        for (index, commit) in commits.enumerated() {
            var time: Double
            if options.parallelCommits {
                time = (commit.parents.map { times[$0] }.max()).map { $0 + Self.step } ?? 0
            } else {
                time = index == 0 ? 0 : times[index - 1] + Self.step
            }
            if let previous = last[commit.branch] {
                time = max(time, times[previous] + halves[previous] + halves[index] + 6)
            }
            times[index] = time
            last[commit.branch] = index
        }
        return times
    }

    /// Each branch's lane, far enough from the lane before it for both lanes' labels and tags.
    private func lanePositions(
        order: [Int], labels: [(text: String, box: Rect, rotated: Bool)?], tags: [[Rect]], branchSizes: [Size]
    ) -> [Double] {
        let r = Self.radius
        // How far each lane's parts reach before and after it, across the commits' direction.
        var before = diagram.branches.indices.map { _ in r }
        var after = before
        if options.showBranches, !vertical {
            before = before.map { max($0, Self.branchHeight / 2) }
            after = before
        }
        for (index, commit) in diagram.commits.enumerated() {
            var boxes = tags[index]
            if let label = labels[index] { boxes += label.rotated ? [Self.turnedBounds(label.box)] : [label.box] }
            for box in boxes {
                before[commit.branch] = max(before[commit.branch], vertical ? -box.minX : -box.minY)
                after[commit.branch] = max(after[commit.branch], vertical ? box.maxX : box.maxY)
            }
        }
        var lanes = [Double](repeating: 0, count: diagram.branches.count)
        var position = 0.0
        for (place, branch) in order.enumerated() {
            if place > 0 {
                let previous = order[place - 1]
                var gap = max(Self.laneGap, after[previous] + before[branch] + 6)
                if options.showBranches, vertical {
                    gap = max(gap, (branchSizes[previous].width + branchSizes[branch].width) / 2 + 8)
                }
                position += gap
            }
            lanes[branch] = position
        }
        return lanes
    }

    /// Moves everything so the drawing starts at the margin, and sets its size.
    private mutating func shiftToOrigin() {
        var rects = centers.map { Rect(center: $0, size: Size(width: 2 * Self.radius, height: 2 * Self.radius)) }
        rects += labels.compactMap { $0.map { $0.rotated ? Self.turnedBounds($0.box) : $0.box } }
        rects += tags.flatMap { $0 } + branchLabels
        let spanStart = vertical ? Point(x: lanes.min() ?? 0, y: laneSpan.start) : Point(x: laneSpan.start, y: lanes.min() ?? 0)
        let spanEnd = vertical ? Point(x: lanes.max() ?? 0, y: laneSpan.end) : Point(x: laneSpan.end, y: lanes.max() ?? 0)
        rects.append(Rect(minX: spanStart.x, minY: spanStart.y, maxX: spanEnd.x, maxY: spanEnd.y))
        let minX = rects.map(\.minX).min() ?? 0
        let minY = rects.map(\.minY).min() ?? 0
        let dx = Self.margin - minX
        let dy = Self.margin - minY
        centers = centers.map { Point(x: $0.x + dx, y: $0.y + dy) }
        labels = labels.map { $0.map { Label(text: $0.text, box: $0.box.offsetBy(dx: dx, dy: dy), rotated: $0.rotated) } }
        tags = tags.map { $0.map { $0.offsetBy(dx: dx, dy: dy) } }
        branchLabels = branchLabels.map { $0.offsetBy(dx: dx, dy: dy) }
        lanes = lanes.map { $0 + (vertical ? dx : dy) }
        laneSpan = vertical ? (laneSpan.start + dy, laneSpan.end + dy) : (laneSpan.start + dx, laneSpan.end + dx)
        size = Size(
            width: (rects.map(\.maxX).max() ?? 0) + dx + Self.margin, height: (rects.map(\.maxY).max() ?? 0) + dy + Self.margin)
    }

    /// The corners of `box` turned -45° about its pivot.
    static func turnedCorners(_ box: Rect) -> [Point] {
        let pivot = pivot(of: box)
        let c = 0.5.squareRoot()
        return [(box.minX, box.minY), (box.maxX, box.minY), (box.maxX, box.maxY), (box.minX, box.maxY)].map { x, y in
            let dx = x - pivot.x
            let dy = y - pivot.y
            return Point(x: pivot.x + c * (dx + dy), y: pivot.y + c * (dy - dx))
        }
    }

    /// The upright bounds of `box` turned -45° about its pivot.
    static func turnedBounds(_ box: Rect) -> Rect {
        let corners = turnedCorners(box)
        return Rect(
            minX: corners.map(\.x).min() ?? 0, minY: corners.map(\.y).min() ?? 0, maxX: corners.map(\.x).max() ?? 0,
            maxY: corners.map(\.y).max() ?? 0)
    }

    /// Squares along a turned label, touching only at their corners, that cover it for overlap tests.
    static func squares(along box: Rect) -> [Rect] {
        let side = box.size.height * 0.75
        let diagonal = side * 2.0.squareRoot()
        let count = max(1, Int((box.size.width / diagonal).rounded(.up)))
        let pivot = pivot(of: box)
        return (0..<count).map { index in
            let distance = side * (Double(index) + 0.5)
            return Rect(center: Point(x: pivot.x - distance, y: pivot.y + distance), size: Size(width: side, height: side))
        }
    }
}
