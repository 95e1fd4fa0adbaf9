#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock that many readers hold at once and a writer holds alone.
///
/// The template caches are read for every list entry of every page and written only the first
/// time a shape is seen. Under `NSLock` the render tasks of a large site put each other to sleep
/// thousands of times on those reads (measured with `perf`); readers of a read-write lock never
/// wait for each other.
public final class ReadWriteLock: @unchecked Sendable {
    private let handle: UnsafeMutablePointer<pthread_rwlock_t>

    public init() {
        handle = .allocate(capacity: 1)
        handle.initialize(to: pthread_rwlock_t())
        pthread_rwlock_init(handle, nil)
    }

    deinit {
        pthread_rwlock_destroy(handle)
        handle.deinitialize(count: 1)
        handle.deallocate()
    }

    /// The result of `body`, run while holding the lock shared with other readers.
    public func withReadLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_rwlock_rdlock(handle)
        defer { pthread_rwlock_unlock(handle) }
        return try body()
    }

    /// The result of `body`, run while holding the lock alone.
    public func withWriteLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_rwlock_wrlock(handle)
        defer { pthread_rwlock_unlock(handle) }
        return try body()
    }
}
