import Yams

extension Node {
    /// Whether the node holds more than `limit` values once aliases are expanded.
    ///
    /// YAML aliases share one node, so a few lines can stand for billions of values ("billion
    /// laughs"); anything that walks the expanded tree must check this first. The count stops
    /// at the limit, so the check itself is cheap.
    package func exceedsValueCount(_ limit: Int) -> Bool {
        var count = 0
        var pending: [Node] = [self]
        while let node = pending.popLast() {
            count += 1
            if count > limit { return true }
            switch node {
            case .scalar, .alias: continue
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping { pending += [key, value] }
            }
        }
        return false
    }
}
