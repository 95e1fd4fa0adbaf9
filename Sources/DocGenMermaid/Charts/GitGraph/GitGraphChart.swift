/// Draws a git graph: a dashed lane per branch with its name, commits on their branch's lane
/// in its section colour, a thick line from each parent (branching off along the parent's
/// time, merging along the merged branch's lane), id labels and tags.
struct GitGraphChart {
    let diagram: GitGraphDiagram
    var options = GitGraphLayout.Options()

    func chart() -> Chart {
        let layout = GitGraphLayout(diagram, options: options)
        let diagram = diagram
        let options = options
        return Chart(
            kind: "gitgraph", noun: "Git graph", title: diagram.title, accessibility: diagram.accessibility,
            summary: summary, size: layout.size, nodeBoxes: layout.boxes,
            css: [
                (" .git-lane", "stroke-dasharray: 2 3; stroke-opacity: 0.6;"),
                (" .git-line", "stroke-width: 6px; stroke-linecap: round;"),
                (" .git-label .label", "font-size: 12px;"), (" .git-tag .label", "font-size: 12px;"),
                (" .git-branch .label", "font-size: 14px;"),
                (" .git-cross", "stroke-width: 2px;"),
                (" .git-cherry", "fill: #d0312d; stroke: none;"),
            ],
            draw: { writer in
                if options.showBranches {
                    for (branch, lane) in layout.lanes.enumerated() {
                        Self.drawLane(
                            lane, span: layout.laneSpan, vertical: diagram.orientation.isVertical, branch: branch, into: &writer)
                    }
                }
                for (index, commit) in diagram.commits.enumerated() {
                    for (slot, parent) in commit.parents.enumerated() {
                        Self.drawLine(from: parent, to: index, firstParent: slot == 0, layout: layout, into: &writer)
                    }
                }
                for (index, commit) in diagram.commits.enumerated() {
                    Self.drawCommit(commit, at: layout.centers[index], color: layout.colors[commit.branch], into: &writer)
                }
                for label in layout.labels.compactMap({ $0 }) { Self.drawLabel(label, into: &writer) }
                for (index, commit) in diagram.commits.enumerated() where !commit.tags.isEmpty {
                    Self.drawTags(commit.tags, boxes: layout.tags[index], into: &writer)
                }
                for (branch, box) in layout.branchLabels.enumerated() {
                    writer.open("g", [("class", "node git-branch"), ("data-id", diagram.branches[branch].name)])
                    writer.element(
                        "rect",
                        [
                            ("class", "node-line \(SectionPalette.fillClassName(layout.colors[branch]))"),
                            ("x", SVGNumber.format(box.minX)), ("y", SVGNumber.format(box.minY)),
                            ("width", SVGNumber.format(box.size.width)), ("height", SVGNumber.format(box.size.height)),
                            ("rx", "4"),
                        ])
                    let measure = GitGraphLayout.branchMeasure
                    writer.label(
                        [diagram.branches[branch].name], center: box.center, lineHeight: measure.lineHeight,
                        fontSize: measure.fontSize)
                    writer.close("g")
                }
            })
    }

    /// "Git graph with 9 commits on 3 branches …", then each branch's commits and the merges.
    private var summary: String {
        let commits = diagram.commits
        var text = "Git graph with \(DiagramSummary.count(commits.count, "commit"))"
        let branches = diagram.branches.count
        text += " on \(branches) branch\(branches == 1 ? "" : "es")"
        if diagram.orientation != .leftToRight {
            text += ", \(diagram.orientation == .topToBottom ? "top to bottom" : "bottom to top")"
        }
        text += "."
        let listed = diagram.laneOrder.map { branch in
            "\(diagram.branches[branch].name): \(commits.filter { $0.branch == branch }.map(\.id).joined(separator: ", "))"
        }
        text += " " + listed.joined(separator: "; ") + "."
        for commit in commits where commit.kind != .commit && commit.parents.count == 2 {
            let source = commits[commit.parents[1]]
            let into = diagram.branches[commit.branch].name
            text +=
                commit.kind == .merge
                ? " \(diagram.branches[source.branch].name) merged into \(into) as \(commit.id)."
                : " \(source.id) cherry-picked onto \(into)."
        }
        return text
    }

    private static func drawLane(
        _ lane: Double, span: (start: Double, end: Double), vertical: Bool, branch: Int, into writer: inout SVGWriter
    ) {
        let f = SVGNumber.format
        let (x1, y1, x2, y2) = vertical ? (lane, span.start, lane, span.end) : (span.start, lane, span.end, lane)
        writer.element("line", [("class", "edge git-lane"), ("x1", f(x1)), ("y1", f(y1)), ("x2", f(x2)), ("y2", f(y2))])
    }

    /// The line from `parent` to `child`: straight on one lane; otherwise across to the child's
    /// lane at the parent (a branch starting), or along the parent's lane to the child (a merge
    /// or cherry-pick), with a rounded corner, in the colour of the branch that starts or ends.
    private static func drawLine(
        from parent: Int, to child: Int, firstParent: Bool, layout: GitGraphLayout, into writer: inout SVGWriter
    ) {
        let f = SVGNumber.format
        let commits = layout.diagram.commits
        let vertical = layout.diagram.orientation.isVertical
        let start = layout.centers[parent]
        let end = layout.centers[child]
        var acrossFirst = firstParent
        if !firstParent, commits[child].kind == .cherryPick {
            // Along the picked commit's lane unless later commits stand on it, then along the child's.
            let along = { (point: Point) in vertical ? point.y : point.x }
            let between = { (branch: Int) in
                commits.indices.contains { index in
                    commits[index].branch == branch && index != parent && index != child
                        && min(along(start), along(end)) < along(layout.centers[index])
                        && along(layout.centers[index]) < max(along(start), along(end))
                }
            }
            acrossFirst = between(commits[parent].branch) && !between(commits[child].branch)
        }
        let colorBranch = acrossFirst ? commits[child].branch : commits[parent].branch
        var path = "M\(f(start.x)),\(f(start.y))"
        if start.x != end.x, start.y != end.y {
            let corner = acrossFirst == vertical ? Point(x: end.x, y: start.y) : Point(x: start.x, y: end.y)
            let radius = min(14, abs(end.x - start.x) / 2, abs(end.y - start.y) / 2)
            let before = step(from: corner, toward: start, by: radius)
            let after = step(from: corner, toward: end, by: radius)
            path += "L\(f(before.x)),\(f(before.y))Q\(f(corner.x)),\(f(corner.y)) \(f(after.x)),\(f(after.y))"
        }
        path += "L\(f(end.x)),\(f(end.y))"
        writer.element(
            "path",
            [
                ("class", "git-line \(SectionPalette.lineClassName(layout.colors[colorBranch]))"), ("d", path),
                ("data-from", commits[parent].id), ("data-to", commits[child].id),
            ])
    }

    private static func step(from point: Point, toward target: Point, by distance: Double) -> Point {
        let dx = target.x - point.x
        let dy = target.y - point.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return point }
        return Point(x: point.x + dx / length * distance, y: point.y + dy / length * distance)
    }

    private static func drawCommit(_ commit: GitGraphDiagram.Commit, at center: Point, color: Int, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let (x, y, r) = (center.x, center.y, GitGraphLayout.radius)
        let fill = SectionPalette.fillClassName(color)
        let kind: String
        switch (commit.kind, commit.symbol) {
        case (.cherryPick, _): kind = "cherry-pick"
        case (_, .some(let symbol)): kind = symbol.rawValue.lowercased()
        case (.merge, nil): kind = "merge"
        case (.commit, nil): kind = "normal"
        }
        writer.open("g", [("class", "node git-commit commit-\(kind)"), ("data-id", commit.id)])
        let circle = { (writer: inout SVGWriter, className: String, radius: Double) in
            writer.element("circle", [("class", className), ("cx", f(x)), ("cy", f(y)), ("r", f(radius))])
        }
        switch kind {
        case "highlight":
            writer.element(
                "rect", [("class", "state-dot"), ("x", f(x - r)), ("y", f(y - r)), ("width", f(2 * r)), ("height", f(2 * r))])
            writer.element("rect", [("class", fill), ("x", f(x - 6)), ("y", f(y - 6)), ("width", "12"), ("height", "12")])
        case "cherry-pick":
            circle(&writer, "note-shape", r)
            writer.element(
                "path", [("class", "edge"), ("d", "M\(f(x - 3)),\(f(y + 1))L\(f(x)),\(f(y - 5))L\(f(x + 3)),\(f(y + 1))")])
            writer.element("circle", [("class", "git-cherry"), ("cx", f(x - 3)), ("cy", f(y + 2)), ("r", "2.75")])
            writer.element("circle", [("class", "git-cherry"), ("cx", f(x + 3)), ("cy", f(y + 2)), ("r", "2.75")])
        default:
            circle(&writer, "node-line \(fill)", r)
            if commit.kind == .merge { circle(&writer, "composite-shape", 5) }
            if kind == "reverse" {
                let d = "M\(f(x - 5)),\(f(y - 5))L\(f(x + 5)),\(f(y + 5))M\(f(x - 5)),\(f(y + 5))L\(f(x + 5)),\(f(y - 5))"
                writer.element("path", [("class", "edge git-cross"), ("d", d)])
            }
        }
        writer.close("g")
    }

    private static func drawLabel(_ label: GitGraphLayout.Label, into writer: inout SVGWriter) {
        let f = SVGNumber.format
        let box = label.box
        var attributes = [("class", "edgeLabel git-label")]
        if label.rotated {
            let pivot = GitGraphLayout.pivot(of: box)
            attributes.append(("transform", "rotate(-45 \(f(pivot.x)) \(f(pivot.y)))"))
        }
        writer.open("g", attributes)
        writer.element(
            "rect",
            [
                ("x", f(box.minX)), ("y", f(box.minY)), ("width", f(box.size.width)), ("height", f(box.size.height)),
                ("rx", "2"),
            ])
        let measure = GitGraphLayout.labelMeasure
        writer.label([label.text], center: box.center, lineHeight: measure.lineHeight, fontSize: measure.fontSize)
        writer.close("g")
    }

    /// Tags as luggage labels: a notched end with a hole, as mermaid.js draws them.
    private static func drawTags(_ tags: [String], boxes: [Rect], into writer: inout SVGWriter) {
        let f = SVGNumber.format
        for (tag, box) in zip(tags, boxes) {
            writer.open("g", [("class", "note git-tag")])
            let notch = 7.0
            let points = [
                Point(x: box.minX, y: box.center.y), Point(x: box.minX + notch, y: box.minY), Point(x: box.maxX, y: box.minY),
                Point(x: box.maxX, y: box.maxY), Point(x: box.minX + notch, y: box.maxY),
            ]
            let hole = Point(x: box.minX + notch - 1, y: box.center.y)
            writer.element(
                "polygon", [("class", "note-shape"), ("points", points.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " "))])
            writer.element("circle", [("class", "state-dot"), ("cx", f(hole.x)), ("cy", f(hole.y)), ("r", "1.5")])
            let measure = GitGraphLayout.labelMeasure
            writer.label(
                [tag], center: Point(x: box.center.x + notch / 2, y: box.center.y), lineHeight: measure.lineHeight,
                fontSize: measure.fontSize)
            writer.close("g")
        }
    }
}
