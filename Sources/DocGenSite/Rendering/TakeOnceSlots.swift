/// Values of a build's pages, each taken out exactly once by the render step, so each is freed
/// as soon as its page is rendered instead of at the end of the build.
final class TakeOnceSlots<Value: Sendable>: @unchecked Sendable {
    // Each slot is read and cleared by one task only (`take` is called once per index), so the
    // slots need no lock.
    private let slots: UnsafeMutableBufferPointer<Value?>

    /// Takes the values; an empty list gives slots that are all empty.
    init(_ values: [Value?]) {
        slots = .allocate(capacity: values.count)
        _ = slots.initialize(from: values)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The value at `index`, leaving its slot empty; nil when there is none.
    func take(_ index: Int) -> Value? {
        guard index < slots.count else { return nil }
        let value = slots[index]
        slots[index] = nil
        return value
    }
}
