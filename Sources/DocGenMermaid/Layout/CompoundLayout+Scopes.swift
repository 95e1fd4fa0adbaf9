/// Building and running the layered layout of each scope.
extension CompoundLayout {
    /// A scope's layout and how its items map back to the graph.
    struct ScopeResult {
        var scope: LayoutScope
        var layout: ScopeLayout
        var itemNodes: [Int?]
        var itemBlocks: [Int?]
        var clusterIndices: [Int]
        var edgeIndices: [Int]
        var edgeEnds: [(from: Int, to: Int)]
    }

    /// Lays out every scope, deepest first, and places them; nil when a scope is over budget.
    func run() -> DiagramLayout? {
        let depths = graph.clusterDepths
        let isolatedClusters = graph.clusters.indices.filter { isolated[$0] }.sorted { (depths[$0], $0) > (depths[$1], $1) }
        var edgesByScope: [Int?: [Int]] = [:]
        for (index, edge) in graph.edges.enumerated() { edgesByScope[scope(of: edge), default: []].append(index) }
        var blockSizes = [Size](repeating: .zero, count: graph.clusters.count)
        var results: [Int?: ScopeResult] = [:]
        for scope in isolatedClusters.map({ Optional($0) }) + [nil] {
            guard let result = layoutScope(scope, edges: edgesByScope[scope] ?? [], blockSizes: blockSizes) else { return nil }
            if let cluster = scope { blockSizes[cluster] = blockSize(cluster, content: result.layout.size) }
            results[scope] = result
        }
        return place(results, blockSizes: blockSizes, order: [nil] + isolatedClusters.reversed().map { Optional($0) })
    }

    /// The size of an isolated cluster drawn as a block around content of the given size.
    func blockSize(_ cluster: Int, content: Size) -> Size {
        let title = graph.clusters[cluster].titleSize
        let band = title.height > 0 ? title.height + spacing.clusterPadding : 0
        let width = max(content.width + 2 * blockPadding, title.width + 2 * spacing.clusterPadding)
        let height = content.height + 2 * blockPadding + band
        return Size(width: max(width, 2 * blockPadding), height: max(height, band + 2 * blockPadding))
    }

    private func layoutScope(_ scope: Int?, edges: [Int], blockSizes: [Size]) -> ScopeResult? {
        var layoutScope = LayoutScope(
            direction: direction(of: scope), spacing: scope == nil ? spacing : spacingInsideBlock)
        var itemNodes: [Int?] = []
        var itemBlocks: [Int?] = []
        var nodeItem = [Int: Int]()
        var blockItem = [Int: Int]()
        let clusterIndices = graph.clusters.indices.filter { !isolated[$0] && scopeOfCluster[$0] == scope }
        var localCluster = [Int: Int]()
        for (local, c) in clusterIndices.enumerated() { localCluster[c] = local }
        func local(_ parent: Int?) -> Int? { parent.flatMap { $0 == scope ? nil : localCluster[$0] } }
        for c in clusterIndices {
            layoutScope.clusters.append(
                LayoutScope.Cluster(parent: local(graph.clusters[c].parent), titleSize: graph.clusters[c].titleSize))
        }
        for (n, node) in graph.nodes.enumerated() where scopeOfNode[n] == scope {
            nodeItem[n] = layoutScope.items.count
            layoutScope.items.append(LayoutScope.Item(size: node.size, cluster: local(node.cluster)))
            itemNodes.append(n)
            itemBlocks.append(nil)
        }
        for c in graph.clusters.indices where isolated[c] && scopeOfCluster[c] == scope {
            blockItem[c] = layoutScope.items.count
            layoutScope.items.append(LayoutScope.Item(size: blockSizes[c], cluster: local(graph.clusters[c].parent)))
            itemNodes.append(nil)
            itemBlocks.append(c)
        }
        let columns = stackRegions(of: blockItem, in: &layoutScope)
        // An edge leaves a composite of stacked regions from its last region and enters at its first.
        func item(for endpoint: GraphEndpoint, leaving: Bool) -> Int? {
            var chain: [Int]
            switch endpoint {
            case .node(let n):
                if let item = nodeItem[n] { return item }
                chain = nodeChains[n]
            case .cluster(let c):
                if let item = blockItem[c] { return item }
                if let column = columns[c], let item = leaving ? column.last : column.first { return item }
                if !isolated[c], let n = representative[c] { return item(for: .node(n), leaving: leaving) }
                chain = clusterChains[c]
            }
            return chain.lazy.compactMap { blockItem[$0] }.first
        }
        var edgeIndices: [Int] = []
        var edgeEnds: [(Int, Int)] = []
        for index in edges {
            let edge = graph.edges[index]
            guard let from = item(for: edge.from, leaving: true), let to = item(for: edge.to, leaving: false) else { continue }
            edgeIndices.append(index)
            edgeEnds.append((from, to))
            layoutScope.edges.append(
                LayoutScope.Edge(
                    from: from, to: to, minimumLength: edge.minimumLength,
                    labelSize: edge.label == nil ? nil : edge.labelSize, noteSide: edge.noteSide))
        }
        // Edges of the scope only, after the diagram's: each region a rank above the next.
        for (_, column) in columns.sorted(by: { $0.key < $1.key }) {
            for (upper, lower) in zip(column, column.dropFirst()) {
                layoutScope.edges.append(
                    LayoutScope.Edge(from: upper, to: lower, minimumLength: 1, labelSize: nil, noteSide: nil))
            }
        }
        guard let layout = LayeredLayout.run(layoutScope) else { return nil }
        return ScopeResult(
            scope: layoutScope, layout: layout, itemNodes: itemNodes, itemBlocks: itemBlocks, clusterIndices: clusterIndices,
            edgeIndices: edgeIndices, edgeEnds: edgeEnds)
    }

    /// Stacks the concurrent regions of each composite state top to bottom, as Mermaid does.
    ///
    /// In a horizontal scope regions share a rank and so stand in a column already; in a
    /// vertical one, edges the drawing leaves out put each region a rank below the one before:
    /// this returns those columns, by composite, in rank order. Sibling regions are made as
    /// wide as the widest, so their dashed borders line up.
    private func stackRegions(of blockItem: [Int: Int], in scope: inout LayoutScope) -> [Int: [Int]] {
        var columns: [Int: [Int]] = [:]
        var regionsByParent: [Int: [Int]] = [:]
        for (cluster, item) in blockItem where graph.clusters[cluster].kind == .region {
            guard let parent = graph.clusters[cluster].parent else { continue }
            regionsByParent[parent, default: []].append(item)
        }
        for (parent, items) in regionsByParent where items.count > 1 {
            let column = items.sorted()
            let width = column.map { scope.items[$0].size.width }.max() ?? 0
            for item in column { scope.items[item].size.width = width }
            guard !scope.direction.isHorizontal else { continue }
            columns[parent] = scope.direction == .bottomToTop ? column.reversed() : column
        }
        return columns
    }

    /// Mermaid lays isolated clusters out with more space between ranks.
    var spacingInsideBlock: LayoutSpacing {
        var inside = spacing
        inside.rankSeparation += 25
        return inside
    }

    /// A scope's direction: the cluster's own, or else Mermaid's alternation.
    ///
    /// The alternation is LR inside TB and TB inside anything else. Recursion is bounded by
    /// the nesting limit.
    func direction(of scope: Int?) -> FlowDirection {
        guard let cluster = scope else { return graph.direction }
        if let own = graph.clusters[cluster].direction { return own }
        return direction(of: scopeOfCluster[cluster]) == .topToBottom ? .leftToRight : .topToBottom
    }
}
