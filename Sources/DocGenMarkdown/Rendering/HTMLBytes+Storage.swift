extension HTMLBytes {
    /// The bytes, in memory that grows by doubling: an append is a capacity check and a copy,
    /// without an array's checks around it, and a page makes thousands.
    final class Storage {
        private var base: UnsafeMutablePointer<UInt8>
        private(set) var count = 0
        private var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

        func append(_ source: UnsafeBufferPointer<UInt8>) {
            guard let from = source.baseAddress, !source.isEmpty else { return }
            if count + source.count > capacity { grow(toHold: count + source.count) }
            (base + count).initialize(from: from, count: source.count)
            count += source.count
        }

        func removeLast(_ removed: Int) {
            count -= min(removed, count)
        }

        func copy() -> Storage {
            let copy = Storage(capacity: capacity)
            copy.append(written)
            return copy
        }

        private func grow(toHold needed: Int) {
            var newCapacity = capacity * 2
            while newCapacity < needed { newCapacity *= 2 }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            grown.initialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity = newCapacity
        }
    }
}
