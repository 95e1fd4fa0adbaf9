import DocGenConcurrency

/// A site's sections in index order, each numbered by its place, left in their pages' own
/// arrays rather than copied into one.
///
/// A large site has hundreds of thousands of sections; joining them into one array held a
/// second copy of every section at the end of the render step, where a build peaks.
struct SearchSections: RandomAccessCollection, Sendable {
    private let pages: [[SearchSection]]
    /// The number of each page's first section.
    private let starts: [Int]
    let endIndex: Int
    var startIndex: Int { 0 }

    /// The sections of `pages`, in their order.
    init(pages: [[SearchSection]]) {
        let pages = pages.filter { !$0.isEmpty }
        var starts: [Int] = []
        starts.reserveCapacity(pages.count)
        var total = 0
        for page in pages {
            starts.append(total)
            total += page.count
        }
        (self.pages, self.starts, endIndex) = (pages, starts, total)
    }

    /// The sections of one array.
    init(_ sections: [SearchSection]) {
        self.init(pages: [sections])
    }

    subscript(number: Int) -> SearchSection {
        let page = starts.partitioningIndex { $0 > number } - 1
        return pages[page][number - starts[page]]
    }

    /// The texts of the sections in `run`, in order: those kept elsewhere read back through
    /// `readTexts` in one call.
    func texts(of run: Range<Int>, reading readTexts: SearchTextReader?) -> [String] {
        let locations = self[run].compactMap(\.textLocation)
        var stored = (locations.isEmpty ? [] : readTexts?(locations) ?? [])[...]
        return self[run].map { section in
            guard section.textLocation != nil else { return section.text }
            return stored.popFirst() ?? ""
        }
    }
}
