/// One end of an edge: a node, or a whole cluster (drawn to the cluster's border).
enum GraphEndpoint: Sendable, Hashable {
    case node(Int)
    case cluster(Int)
}
