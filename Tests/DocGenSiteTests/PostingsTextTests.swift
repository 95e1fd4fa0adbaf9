import Testing

@testable import DocGenSite

@Suite struct PostingsTextTests {
    @Test(
        "editing postings as text gives what writing the edited postings anew gives",
        arguments: [
            ("[[3,1],[7,2],[12,5]]", [(7, 4)], "[[3,1],[7,4],[12,5]]"),
            ("[[3,1],[7,2],[12,5]]", [(7, nil)], "[[3,1],[12,5]]"),
            ("[[3,1],[7,2],[12,5]]", [(3, nil)], "[[7,2],[12,5]]"),
            ("[[3,1],[7,2],[12,5]]", [(12, nil)], "[[3,1],[7,2]]"),
            ("[[3,1],[7,2],[12,5]]", [(0, 9)], "[[0,9],[3,1],[7,2],[12,5]]"),
            ("[[3,1],[7,2],[12,5]]", [(10, 1)], "[[3,1],[7,2],[10,1],[12,5]]"),
            ("[[3,1],[7,2],[12,5]]", [(130, 30)], "[[3,1],[7,2],[12,5],[130,30]]"),
            ("[[3,1],[7,2],[12,5]]", [(130, 1), (3, nil), (8, nil), (7, 3)], "[[7,3],[12,5],[130,1]]"),
            ("[[3,1]]", [(3, nil)], nil),
            ("[]", [(5, 2), (1, 1)], "[[1,1],[5,2]]"),
            ("[]", [(5, nil)], nil),
        ] as [(String, [(Int, Int?)], String?)])
    func editsMatchRewrite(json: String, edits: [(Int, Int?)], expected: String?) {
        #expect(PostingsText.edited(json, applying: edits.map { (section: $0.0, weight: $0.1) }) == expected)
    }
}
