extension String {
    /// The same text in storage of its own size.
    ///
    /// Text built by appending keeps the room it grew into, up to twice its length; a copy made
    /// for text that is kept for the rest of the build gives that room back.
    package var compacted: String {
        var text = self
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                _ = buffer.initialize(fromContentsOf: bytes)
                return bytes.count
            }
        }
    }
}
