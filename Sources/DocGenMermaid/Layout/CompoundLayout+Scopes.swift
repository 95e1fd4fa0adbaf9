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
        // An edge leaves a composite of stacked regions from its last region and enters at its
        // first; it leaves a composite from a state near the bottom of the box.
        func item(for endpoint: GraphEndpoint, atBottom: Bool) -> Int? {
            var chain: [Int]
            switch endpoint {
            case .node(let n):
                if let item = nodeItem[n] { return item }
                chain = nodeChains[n]
            case .cluster(let c):
                if let item = blockItem[c] { return item }
                if let column = columns[c], let item = atBottom ? column.last : column.first { return item }
                if atBottom, graph.kind == .state, !isolated[c], let n = exitMember(of: c), let item = nodeItem[n] { return item }
                if !isolated[c], let n = representative[c] { return item(for: .node(n), atBottom: atBottom) }
                chain = clusterChains[c]
            }
            return chain.lazy.compactMap { blockItem[$0] }.first
        }
        var edgeIndices: [Int] = []
        var edgeEnds: [(Int, Int)] = []
        var returningEdges: [Bool] = []
        for index in edges {
            let edge = graph.edges[index]
            // An edge that returns along an earlier one (`A --> B` then `B --> A`) runs against the
            // flow: it leaves a composite at its top and comes into one at its bottom.
            let returning = returns(index)
            guard let from = item(for: edge.from, atBottom: !returning), let to = item(for: edge.to, atBottom: returning)
            else { continue }
            returningEdges.append(returning)
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
        if graph.kind == .state {
            layoutScope.edges += edgesBelowComposites(
                edgeIndices.indices.filter { !returningEdges[$0] }.map { (edgeIndices[$0], edgeEnds[$0]) }, edgeEnds,
                itemNodes: itemNodes, itemBlocks: itemBlocks, skipping: Set(columns.keys))
        }
        guard let layout = LayeredLayout.run(layoutScope) else { return nil }
        return ScopeResult(
            scope: layoutScope, layout: layout, itemNodes: itemNodes, itemBlocks: itemBlocks, clusterIndices: clusterIndices,
            edgeIndices: edgeIndices, edgeEnds: edgeEnds)
    }

    /// Whether edge `index` of a state diagram joins a composite and runs back along an earlier edge.
    private func returns(_ index: Int) -> Bool {
        let edge = graph.edges[index]
        guard graph.kind == .state else { return false }
        switch (edge.from, edge.to) {
        case (.node, .node): return false
        default: return graph.edges[..<index].contains { $0.from == edge.to && $0.to == edge.from }
        }
    }

    /// The state an edge leaving composite `c` is drawn from: its last state with no transition
    /// to another of its states (or its last state), near the bottom of its box rather than the
    /// start state at the top.
    private func exitMember(of c: Int) -> Int? {
        let members = graph.nodes.indices.filter { nodeChains[$0].contains(c) && graph.nodes[$0].shape != .note }
        let inner = Set(members)
        var leads = Set<Int>()
        for edge in graph.edges where edge.noteSide == nil {
            if case .node(let from) = edge.from, case .node(let to) = edge.to, from != to, inner.contains(to) {
                leads.insert(from)
            }
        }
        return members.last { !leads.contains($0) } ?? members.last
    }

    /// Edges of the scope only that rank the target of an edge leaving a composite below the
    /// composite's last states, as its box is drawn: without them the target ranks after the
    /// member standing for the composite (its start state) and lands beside the box, where the
    /// edge back into the box can cross the target's note.
    private func edgesBelowComposites(
        _ forward: [(index: Int, ends: (from: Int, to: Int))], _ edgeEnds: [(from: Int, to: Int)], itemNodes: [Int?],
        itemBlocks: [Int?], skipping stacked: Set<Int>
    ) -> [LayoutScope.Edge] {
        var extra: [LayoutScope.Edge] = []
        for (index, ends) in forward {
            guard case .cluster(let c) = graph.edges[index].from, !isolated[c], !stacked.contains(c),
                graph.edges[index].noteSide == nil
            else {
                continue
            }
            let target = ends.to
            func isMember(_ item: Int) -> Bool {
                if let n = itemNodes[item] { return nodeChains[n].contains(c) }
                if let block = itemBlocks[item] { return clusterChains[block].contains(c) }
                return false
            }
            guard !isMember(target) else { continue }
            let leads = Set(edgeEnds.filter { $0.from != $0.to && isMember($0.to) }.map(\.from))
            for item in itemNodes.indices where item != ends.from && isMember(item) && !leads.contains(item) {
                extra.append(LayoutScope.Edge(from: item, to: target, minimumLength: 1, labelSize: nil, noteSide: nil))
            }
        }
        return extra
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
