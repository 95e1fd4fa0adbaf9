/// One named stage of a build.
public struct BuildStep: Sendable {
    /// A short lowercase name shown in progress and timing output (`parse`).
    public var name: String
    /// Whether the step, run on a scope (`BuildScope`), reads and changes only the pages in
    /// it, so that an edit failing there can be taken back without touching what pages share.
    public var isPageLocal: Bool
    /// The work; throwing stops the build.
    public var run: @Sendable (inout BuildContext) throws -> Void

    /// Creates a step.
    public init(
        _ name: String, isPageLocal: Bool = false, run: @escaping @Sendable (inout BuildContext) throws -> Void
    ) {
        self.name = name
        self.isPageLocal = isPageLocal
        self.run = run
    }
}
