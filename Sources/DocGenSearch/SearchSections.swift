/// Where a site keeps a record of a page's sections out of memory (`SearchSection.record(ofPage:)`):
/// a range of bytes in a store of its own, which it reads back for the index (`SearchRecordReader`).
public struct SearchRecordLocation: Sendable, Equatable {
    /// The record's first byte.
    public var offset: Int
    /// The record's length in bytes.
    public var count: Int

    /// The record at `offset`, `count` bytes long.
    public init(offset: Int, count: Int) {
        self.offset = offset
        self.count = count
    }
}

/// Reads back records a site keeps elsewhere: the bytes of each location, in their order, and
/// no bytes for one it cannot read.
public typealias SearchRecordReader = @Sendable ([SearchRecordLocation]) -> [[UInt8]]

/// One page's sections as the index takes them.
public enum SearchPageSections: Sendable {
    /// The sections themselves.
    case sections([SearchSection])
    /// `count` sections of the page at `outputPath`, kept elsewhere as one record.
    case stored(outputPath: String, count: Int, at: SearchRecordLocation)

    /// The number of sections.
    public var count: Int {
        switch self {
        case .sections(let sections): sections.count
        case .stored(_, let count, _): count
        }
    }

    /// The page's output path; empty for a page with no sections.
    public var outputPath: String {
        switch self {
        case .sections(let sections): sections.first?.outputPath ?? ""
        case .stored(let outputPath, _, _): outputPath
        }
    }
}

/// A site's sections in index order, each numbered by its place, left in their pages' own
/// arrays or records rather than copied into one.
///
/// A large site has hundreds of thousands of sections; joining them into one array held a
/// second copy of every section at the end of the render step, where a build peaks.
struct SearchSections: Sendable {
    private let pages: [SearchPageSections]
    /// The number of each page's first section.
    private let starts: [Int]
    /// The number of sections.
    let count: Int

    /// The sections of `pages`, in their order.
    init(pages: [SearchPageSections]) {
        let pages = pages.filter { $0.count > 0 }
        var starts: [Int] = []
        starts.reserveCapacity(pages.count)
        var total = 0
        for page in pages {
            starts.append(total)
            total += page.count
        }
        (self.pages, self.starts, count) = (pages, starts, total)
    }

    /// The sections of one array.
    init(_ sections: [SearchSection]) {
        self.init(pages: [.sections(sections)])
    }

    /// The sections numbered `run`, in order.
    ///
    /// The records of those kept elsewhere are read back through `readRecords` in one call. A
    /// record that cannot be read gives sections with no title, heading or text, so that every
    /// later section keeps its number.
    func sections(in run: Range<Int>, reading readRecords: SearchRecordReader?) -> [SearchSection] {
        guard !run.isEmpty else { return [] }
        var touched: [Int] = []
        var page = starts.partitioningIndex { $0 > run.lowerBound } - 1
        while page < pages.count, starts[page] < run.upperBound {
            touched.append(page)
            page += 1
        }
        var locations: [SearchRecordLocation] = []
        for page in touched {
            if case .stored(_, _, let location) = pages[page] { locations.append(location) }
        }
        var records = (locations.isEmpty ? [] : readRecords?(locations) ?? [])[...]
        var sections: [SearchSection] = []
        sections.reserveCapacity(run.count)
        for page in touched {
            let all: [SearchSection]
            switch pages[page] {
            case .sections(let kept): all = kept
            case .stored(let outputPath, let count, _):
                let read = records.popFirst().flatMap { SearchSection.sections(fromRecord: $0[...]) }
                if let read, read.count == count {
                    all = read
                } else {
                    let unread = SearchSection(pageTitle: "", outputPath: outputPath, heading: nil, anchor: nil, text: "")
                    all = Array(repeating: unread, count: count)
                }
            }
            let first = max(run.lowerBound - starts[page], 0)
            let last = min(run.upperBound - starts[page], all.count)
            sections += all[first..<last]
        }
        return sections
    }
}
