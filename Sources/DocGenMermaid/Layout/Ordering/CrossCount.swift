/// Counts weighted edge crossings between adjacent ranks with the accumulator tree of
/// Barth, Jünger and Mutzel, "Simple and Efficient Bilayer Cross Counting" (GD 2002).
///
/// Pre-conditions: every counted edge joins adjacent ranks.
/// Post-conditions: returns the total weight of crossing edge pairs over all rank pairs.
enum CrossCount {
    static func count(_ layers: [[Int]], successors: [[(Int, Double)]], nodeCount: Int) -> Double {
        var position = [Int](repeating: 0, count: nodeCount)
        var total = 0.0
        for rank in layers.indices.dropLast() {
            let north = layers[rank]
            let south = layers[rank + 1]
            guard !north.isEmpty, !south.isEmpty else { continue }
            for (i, v) in south.enumerated() { position[v] = i }
            var entries: [(Int, Double)] = []
            for v in north {
                let targets = successors[v].map { (position[$0.0], $0.1) }.sorted { $0.0 < $1.0 }
                entries.append(contentsOf: targets)
            }
            var firstIndex = 1
            while firstIndex < south.count { firstIndex <<= 1 }
            var tree = [Double](repeating: 0, count: 2 * firstIndex - 1)
            firstIndex -= 1
            for (southPosition, weight) in entries {
                var index = southPosition + firstIndex
                tree[index] += weight
                var weightSum = 0.0
                while index > 0 {
                    if index % 2 == 1 { weightSum += tree[index + 1] }
                    index = (index - 1) >> 1
                    tree[index] += weight
                }
                total += weight * weightSum
            }
        }
        return total
    }
}
