/// Building the working graph from a scope.
extension LayerGraph {
    /// The working graph for a scope, with sizes turned for horizontal directions.
    init(_ scope: LayoutScope) {
        self.init(
            rankSeparation: scope.spacing.rankSeparation, nodeSeparation: scope.spacing.nodeSeparation,
            edgeSeparation: scope.spacing.edgeSeparation)
        let horizontal = scope.direction.isHorizontal
        isHorizontal = horizontal
        for (index, item) in scope.items.enumerated() {
            let size = CoordinateSystem.adjust(item.size, horizontal: horizontal)
            addNode(.item(index), width: size.width, height: size.height, parent: item.cluster)
        }
        for (index, edge) in scope.edges.enumerated() {
            edges.append(
                Edge(
                    from: edge.from, to: edge.to, minLength: edge.noteSide == nil ? edge.minimumLength : 0,
                    weight: edge.noteSide == nil ? 1 : 8, origin: index))
        }
        for cluster in scope.clusters {
            clusters.append(Cluster(parent: cluster.parent, titleSize: cluster.titleSize))
        }
        for index in clusters.indices {
            var depth = 1
            var current = clusters[index].parent
            while let parent = current, depth <= clusters.count {
                depth += 1
                current = clusters[parent].parent
            }
            clusters[index].depth = depth
        }
        chains = Array(repeating: nil, count: scope.edges.count)
        titlePadding = scope.spacing.clusterPadding
        titleSide = CoordinateSystem.titleSide(for: scope.direction)
    }
}
