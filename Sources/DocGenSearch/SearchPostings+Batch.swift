extension SearchPostings {
    /// One batch's terms as its sections are tokenized into it: each term numbered as it first
    /// appears, with its postings so far and its weight in the section being read.
    struct Batch: SearchTermSink {
        private var numbers = TermNumbers()
        private(set) var terms: [String] = []
        private(set) var postings: [[Posting]] = []
        private var sums: [Int] = []
        /// The numbers of the terms the current section has had, so only they are filed.
        private var touched: [Int] = []
        /// The part of the section being read: `SearchIndex.weights`' title, heading or body.
        var weight = 0

        mutating func take(_ term: UnsafeBufferPointer<UInt8>, isGram: Bool) {
            let (number, isNew) = numbers.number(of: term)
            if isNew {
                terms.append(String(decoding: term, as: UTF8.self))
                postings.append([])
                sums.append(0)
            }
            if sums[number] == 0 { touched.append(number) }
            sums[number] = SearchPostings.adding(weight, to: sums[number])
        }

        /// Files the section's terms under section `id`.
        mutating func endSection(_ id: Int) {
            for number in touched {
                postings[number].append(Posting(section: id, weight: sums[number]))
                sums[number] = 0
            }
            touched.removeAll(keepingCapacity: true)
        }

        /// Takes a section's terms, each part's with its weight (`forEachPart(of:_:)`).
        mutating func read(_ section: SearchSection) {
            SearchPostings.forEachPart(of: section) { text, weight in
                self.weight = weight
                SearchTokenizer.forEachTerm(in: text, into: &self)
            }
        }
    }
}
