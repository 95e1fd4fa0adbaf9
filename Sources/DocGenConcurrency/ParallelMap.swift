import Foundation

extension Array where Element: Sendable {
    /// The results of `transform` on every element, computed on all cores, in the array's order.
    ///
    /// Each page of a site is independent in the parse, diagrams, examples and render steps, and
    /// so are the search index's batches and shards, so they are mapped in parallel; the order of
    /// results, and so of diagnostics and output, stays the same as a serial map's.
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<Result>(count: count)
        self.withUnsafeBufferPointer { elements in
            let source = UnsafeSendableBuffer(buffer: elements)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.store(transform(source.buffer[index]), at: index)
            }
        }
        return results.values()
    }
}

/// Storage each worker writes one distinct slot of; no two workers share a slot, and the slots
/// are read only after every worker has finished.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    func values() -> [Value] {
        slots.compactMap { $0 }
    }
}

/// A read-only buffer handed to the workers of one `concurrentPerform`.
private struct UnsafeSendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>
}
