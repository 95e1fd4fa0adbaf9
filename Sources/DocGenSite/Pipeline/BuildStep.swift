/// One named stage of a build.
public struct BuildStep: Sendable {
    /// A short lowercase name shown in progress and timing output (`parse`).
    public var name: String
    /// The work; throwing stops the build.
    public var run: @Sendable (inout BuildContext) throws -> Void

    /// Creates a step.
    public init(_ name: String, run: @escaping @Sendable (inout BuildContext) throws -> Void) {
        self.name = name
        self.run = run
    }
}
