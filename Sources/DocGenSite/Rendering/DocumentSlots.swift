import DocGenMarkdown

/// The parsed documents of a build's pages, each taken out exactly once by the render step, so
/// a document is freed as soon as its page is rendered instead of at the end of the build.
final class DocumentSlots: @unchecked Sendable {
    // Each slot is read and cleared by one task only (`take` is called once per index), so the
    // slots need no lock.
    private let slots: UnsafeMutableBufferPointer<Document?>

    /// Takes the documents; an empty list gives slots that are all empty.
    init(_ documents: [Document?]) {
        slots = .allocate(capacity: documents.count)
        _ = slots.initialize(from: documents)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The document at `index`, leaving its slot empty; nil when there is none.
    func take(_ index: Int) -> Document? {
        guard index < slots.count else { return nil }
        let document = slots[index]
        slots[index] = nil
        return document
    }
}
