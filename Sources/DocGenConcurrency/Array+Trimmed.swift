extension Array {
    /// The same elements in storage of exactly their count, without the room the array grew.
    ///
    /// What a build keeps of every page until the site is written is made by appending, which
    /// leaves a quarter of each array unused on average; at a hundred thousand pages that room
    /// is tens of megabytes.
    public func trimmed() -> [Element] {
        guard capacity > count else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}
