/// A composite state's box, or one concurrent region of it.
struct StateComposite: Sendable, Hashable {
    var id: String
    var parent: String?
    var direction: FlowDirection?
    var isRegion: Bool
    var offset: Int
}
