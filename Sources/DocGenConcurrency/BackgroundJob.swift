import Foundation

/// A job run on another thread while the caller goes on, whose result is waited for later.
///
/// The load step reads the templates this way while it finds the content files, which takes
/// one core: the other would otherwise wait.
public final class BackgroundJob<Result: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    // Written once by the job before it leaves `group`, and read only after waiting for it.
    private var result: Result?

    /// Starts `job` on a global queue.
    public init(_ job: @escaping @Sendable () -> Result) {
        group.enter()
        DispatchQueue.global().async {
            self.result = job()
            self.group.leave()
        }
    }

    /// The job's result, once it has finished.
    public func value() -> Result? {
        group.wait()
        return result
    }
}
