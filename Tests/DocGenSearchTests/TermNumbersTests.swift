import Testing

@testable import DocGenSearch

@Suite struct TermNumbersTests {
    private static func number(_ term: String, in table: inout TermNumbers) -> (number: Int, isNew: Bool) {
        var term = term
        return term.withUTF8 { table.number(of: $0) }
    }

    @Test(
        "terms are numbered in the order they first appear, and a term seen before keeps its number",
        arguments: [
            (["a", "b", "a", "ab", "ba", "b"], [0, 1, 0, 2, 3, 1]),
            (["배너", "너의", "배너", "", "", "배"], [0, 1, 0, 2, 2, 3]),
            (["swift", "Swift", "swift "], [0, 1, 2]),
        ])
    func numbersInOrder(terms: [String], expected: [Int]) {
        var table = TermNumbers()
        var seen: Set<String> = []
        for (term, number) in zip(terms, expected) {
            let result = Self.number(term, in: &table)
            #expect(result.number == number)
            #expect(result.isNew == seen.insert(term).inserted)
        }
        #expect(table.count == seen.count)
    }

    @Test("numbers stay the same after the table grows many times over")
    func growth() {
        var table = TermNumbers()
        let terms = (0..<20_000).map { "term\($0)" }
        for (index, term) in terms.enumerated() {
            #expect(Self.number(term, in: &table) == (index, true))
        }
        for (index, term) in terms.enumerated().reversed() {
            #expect(Self.number(term, in: &table) == (index, false))
        }
        #expect(table.count == terms.count)
    }
}
