/// Which way a language's text runs, for `dir="rtl"` on its pages.
package enum TextDirection {
    /// Whether text in the language of `tag` (`ar`, `he-IL`, `pa-Arab`) runs right to left: a
    /// script subtag decides when there is one, else the primary language.
    package static func isRightToLeft(_ tag: String) -> Bool {
        let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let primary = parts.first else { return false }
        if let script = parts.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
            return rightToLeftScripts.contains(String(script))
        }
        return rightToLeftLanguages.contains(String(primary))
    }

    /// Languages written right to left in their usual script; `iw` and `ji` are the old tags of
    /// Hebrew and Yiddish.
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ji", "ks", "ps", "sd", "syr", "ug", "ur", "yi",
    ]

    /// Scripts written right to left (ISO 15924, lowercased).
    private static let rightToLeftScripts: Set<String> = [
        "adlm", "arab", "hebr", "mand", "nkoo", "rohg", "samr", "syrc", "thaa",
    ]
}
