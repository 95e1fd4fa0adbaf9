import Testing

@testable import DocGenSearch

@Suite struct PostingsTextTests {
    @Test(
        "editing postings as text gives what writing the edited postings anew gives",
        arguments: [
            ("[3,1,4,2,5,5]", [(7, 4)], "[3,1,4,4,5,5]"),
            ("[3,1,4,2,5,5]", [(7, nil)], "[3,1,9,5]"),
            ("[3,1,4,2,5,5]", [(3, nil)], "[7,2,5,5]"),
            ("[3,1,4,2,5,5]", [(12, nil)], "[3,1,4,2]"),
            ("[3,1,4,2,5,5]", [(0, 9)], "[0,9,3,1,4,2,5,5]"),
            ("[3,1,4,2,5,5]", [(10, 1)], "[3,1,4,2,3,1,2,5]"),
            ("[3,1,4,2,5,5]", [(130, 30)], "[3,1,4,2,5,5,118,30]"),
            ("[3,1,4,2,5,5]", [(130, 1), (3, nil), (8, nil), (7, 3)], "[7,3,5,5,118,1]"),
            ("[3,1,4,2,5,5,1,1,1,1]", [(12, 2)], "[3,1,4,2,5,2,1,1,1,1]"),
            ("[0,4,1,1]", [(0, nil)], "[1,1]"),
            ("[3,1]", [(3, nil)], nil),
            ("[]", [(5, 2), (1, 1)], "[1,1,4,2]"),
            ("[]", [(5, nil)], nil),
        ] as [(String, [(Int, Int?)], String?)])
    func editsMatchRewrite(json: String, edits: [(Int, Int?)], expected: String?) {
        #expect(PostingsText.edited(json, applying: edits.map { (section: $0.0, weight: $0.1) }) == expected)
        // The same edits on the postings as numbers, written anew, give the same text.
        var sections: [Int: Int] = [:]
        var section = 0
        let numbers = json.dropFirst().dropLast().split(separator: ",").compactMap { Int($0) }
        for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
            section += numbers[pair]
            sections[section] = numbers[pair + 1]
        }
        for (section, weight) in edits { sections[section] = weight }
        let rewritten = sections.sorted { $0.key < $1.key }.map { SearchPostings.Posting(section: $0.key, weight: $0.value) }
        var writer = JSONWriter()
        SearchPostings.write(rewritten, to: &writer)
        #expect((rewritten.isEmpty ? nil : writer.text) == expected)
    }
}
