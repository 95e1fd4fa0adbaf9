/// Squarified treemap placement (Bruls, Huizing and van Wijk): rectangles for weights that
/// fill a frame, laid in rows chosen to keep each rectangle close to square.
enum Squarify {
    /// A rectangle per weight, in the given order, filling `frame`; zero weights get empty rectangles.
    static func layout(_ weights: [Double], in frame: Rect) -> [Rect] {
        var result = [Rect](repeating: Rect(center: frame.center, size: .zero), count: weights.count)
        let total = weights.reduce(0) { $0 + max(0, $1) }
        guard total > 0, frame.size.width > 0, frame.size.height > 0 else { return result }
        let scale = frame.size.width * frame.size.height / total
        let order = weights.indices.filter { weights[$0] > 0 }.sorted { (weights[$0], $1) > (weights[$1], $0) }
        var (x, y, width, height) = (frame.minX, frame.minY, frame.size.width, frame.size.height)
        var row: [Int] = []
        var index = 0
        func worst(_ members: [Int], side: Double) -> Double {
            let areas = members.map { weights[$0] * scale }
            let sum = areas.reduce(0, +)
            guard let largest = areas.max(), let smallest = areas.min(), sum > 0, smallest > 0 else { return .infinity }
            return max(side * side * largest / (sum * sum), (sum * sum) / (side * side * smallest))
        }
        func flush() {
            let areas = row.map { weights[$0] * scale }
            let sum = areas.reduce(0, +)
            if width >= height {
                let rowWidth = height > 0 ? sum / height : 0
                var cursor = y
                for (member, area) in zip(row, areas) {
                    let h = rowWidth > 0 ? area / rowWidth : 0
                    result[member] = Rect(
                        center: Point(x: x + rowWidth / 2, y: cursor + h / 2), size: Size(width: rowWidth, height: h))
                    cursor += h
                }
                x += rowWidth
                width -= rowWidth
            } else {
                let rowHeight = width > 0 ? sum / width : 0
                var cursor = x
                for (member, area) in zip(row, areas) {
                    let w = rowHeight > 0 ? area / rowHeight : 0
                    result[member] = Rect(
                        center: Point(x: cursor + w / 2, y: y + rowHeight / 2), size: Size(width: w, height: rowHeight))
                    cursor += w
                }
                y += rowHeight
                height -= rowHeight
            }
            row = []
        }
        while index < order.count {
            let side = min(width, height)
            let candidate = row + [order[index]]
            if row.isEmpty || worst(candidate, side: side) <= worst(row, side: side) {
                row = candidate
                index += 1
            } else {
                flush()
            }
        }
        if !row.isEmpty { flush() }
        return result
    }
}
