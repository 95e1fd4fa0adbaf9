/// Finds the candidate closest to a misspelt name, for "did you mean" hints.
public enum Suggestion {
    /// The closest candidate within a small edit distance, or nil when none is close enough.
    ///
    /// The allowed distance grows with the word's length (a third of it, at least 1, at most 3),
    /// and a case-insensitive exact match always wins. Without one that close, a name shortened
    /// or extended at a word boundary, then a type renamed in its last word, is suggested.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let limit = min(3, max(1, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            if candidate.lowercased() == lowered { return candidate }
            let distance = editDistance(lowered, candidate.lowercased())
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.candidate) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        return best?.candidate ?? shortened(word, in: candidates) ?? renamed(word, in: candidates)
    }

    /// The candidate the word extends or shortens at a word boundary (`iconName` for `icon`,
    /// `webView` for `web`, `background` for `backgroundColor`), the longest when several do;
    /// the shorter must have three letters at least.
    static func shortened(_ word: String, in candidates: some Sequence<String>) -> String? {
        var best: String?
        for candidate in candidates where min(word.count, candidate.count) >= 3 && word.count != candidate.count {
            let (short, long) = word.count < candidate.count ? (word, candidate) : (candidate, word)
            guard long.lowercased().hasPrefix(short.lowercased()),
                let next = long.dropFirst(short.count).first, next.isUppercase || next == "_"
            else { continue }
            if let current = best, (current.count, current) >= (candidate.count, candidate) { continue }
            best = candidate
        }
        return best
    }

    /// The one candidate that differs from the word only in its last camel-case word, after at
    /// least two the same (`QuickLinkModel` for `QuickLinkItem`); nil when none or several do.
    static func renamed(_ word: String, in candidates: some Sequence<String>) -> String? {
        oneWordApart(word, in: candidates) { _, _, isLast in isLast }
    }

    /// The one type name the word looks like an old name of.
    ///
    /// The same camel-case words but one, at least two the same, where the one is shortened
    /// (`PromoHeaderData` for `PromotionalHeaderData`) or both name a model's role
    /// (`QuickLinkModel` for `QuickLinkItem`). `PromotionalHeaderView` is a view of its own.
    public static func oldName(_ word: String, in candidates: some Sequence<String>) -> String? {
        oneWordApart(word, in: candidates) { written, declared, _ in
            let (short, long) = written.count < declared.count ? (written, declared) : (declared, written)
            return (short.count >= 3 && long.lowercased().hasPrefix(short.lowercased()))
                || (modelRoles.contains(String(written)) && modelRoles.contains(String(declared)))
        }
    }

    /// The one candidate with as many camel-case words as the word, at least three, all the same
    /// but one that `accepts` (the word's, the candidate's, and whether it is the last); nil when
    /// none or several are.
    private static func oneWordApart(
        _ word: String, in candidates: some Sequence<String>, accepts: (Substring, Substring, Bool) -> Bool
    ) -> String? {
        let words = camelWords(word)
        guard words.count >= 3 else { return nil }
        let matches = candidates.filter { candidate in
            let other = camelWords(candidate)
            guard other.count == words.count else { return false }
            let different = zip(words, other).enumerated().filter { $0.element.0 != $0.element.1 }
            guard different.count == 1, let (index, (written, declared)) = different.first else { return false }
            return accepts(written, declared, index == words.count - 1)
        }
        return matches.count == 1 ? matches.first : nil
    }

    /// Last words that name what a model type is, which renames swap for each other.
    private static let modelRoles: Set<String> = [
        "Model", "Item", "Data", "Info", "Config", "Configuration", "Entity", "Object", "Dto", "DTO", "Response",
    ]

    /// `QuickLinkItem` as `Quick`, `Link`, `Item`; a run of capitals is one word (`URLString`:
    /// `URL`, `String`).
    private static func camelWords(_ text: String) -> [Substring] {
        var words: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let startsWord =
                index != start && text[index].isUppercase
                && (!text[text.index(before: index)].isUppercase || (next < text.endIndex && text[next].isLowercase))
            if startsWord {
                words.append(text[start..<index])
                start = index
            }
            index = next
        }
        if start < text.endIndex { words.append(text[start...]) }
        return words
    }

    /// Whether `candidate` is a plausible misspelling of `word` where a code name was meant:
    /// the same name in other case or without underscores, or within a small edit distance for
    /// its length (as `closest`'s; with `strict`, one edit, two from ten characters on), and
    /// never one that completes or cuts the other (`view` is no typo of `viewDidLoad`, nor
    /// `text` of `textStyle`), which may well be a different name.
    public static func isTypo(_ word: String, of candidate: String, strict: Bool = false) -> Bool {
        guard word != candidate else { return false }
        let (lowered, other) = (word.lowercased(), candidate.lowercased())
        if lowered == other || lowered.filter({ $0 != "_" }) == other.filter({ $0 != "_" }) { return true }
        guard !other.hasPrefix(lowered), !(strict && lowered.hasPrefix(other)) else { return false }
        let limit = strict ? (word.count >= 10 ? 2 : 1) : min(3, max(1, word.count / 3))
        return editDistance(lowered, other) <= limit
    }

    /// The one candidate `word` is a plausible typo of (`isTypo`), the nearest when several are
    /// and one is nearer; nil when none is, or several are equally near.
    public static func typo(for word: String, in candidates: some Sequence<String>, strict: Bool = false) -> String? {
        let near = typos(for: word, in: candidates, strict: strict)
        return near.count == 1 ? near.first : nil
    }

    /// The candidates `word` is a plausible typo of, all as near as the nearest, sorted.
    private static func typos(for word: String, in candidates: some Sequence<String>, strict: Bool) -> [String] {
        let lowered = word.lowercased()
        var best: [String] = []
        var bestDistance = Int.max
        for candidate in candidates where isTypo(word, of: candidate, strict: strict) {
            // A variant in case or underscores is nearer than any edit.
            let other = candidate.lowercased()
            let distance =
                lowered.filter({ $0 != "_" }) == other.filter({ $0 != "_" }) ? 0 : editDistance(lowered, other)
            if distance < bestDistance {
                (best, bestDistance) = ([candidate], distance)
            } else if distance == bestDistance {
                best.append(candidate)
            }
        }
        return best.sorted()
    }

    /// "; did you mean 'x'?" for the plausible typos of `word` (`isTypo`), naming every one as
    /// near as the nearest, so neither a reader nor `--fix` takes one of several for the one
    /// meant; "" when there is none.
    public static func typoHint(for word: String, in candidates: some Sequence<String>) -> String {
        let near = typos(for: word, in: candidates, strict: false)
        guard let first = near.first else { return "" }
        guard near.count > 1 else { return "; did you mean '\(first)'?" }
        let names = near.prefix(3).map { "'\($0)'" }
        return "; did you mean \(names.dropLast().joined(separator: ", ")) or \(names[names.count - 1])?"
    }

    /// "; did you mean 'x'?" when a close candidate exists, otherwise "".
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        let candidates = Array(candidates)
        guard let best = closest(to: word, in: candidates) else { return "" }
        // Names as close as the best one are named too, so neither a reader nor `--fix` takes
        // one of several for the one meant.
        let others = equallyClose(to: word, as: best, in: candidates)
        guard !others.isEmpty else { return "; did you mean '\(best)'?" }
        let names = ([best] + others.prefix(2)).sorted().map { "'\($0)'" }
        return "; did you mean \(names.dropLast().joined(separator: ", ")) or \(names[names.count - 1])?"
    }

    /// The candidates other than `best` as close to the word by edit distance, when `best` was
    /// found by edit distance and is not the word in other case.
    private static func equallyClose(to word: String, as best: String, in candidates: [String]) -> [String] {
        let lowered = word.lowercased()
        guard best.lowercased() != lowered else { return [] }
        let distance = editDistance(lowered, best.lowercased())
        guard distance <= min(3, max(1, word.count / 3)) else { return [] }
        return candidates.filter { $0 != best && editDistance(lowered, $0.lowercased()) == distance }
    }

    /// The edit distance between two strings in characters, where swapping two neighbours
    /// counts as one edit (optimal string alignment), so `titel` is one edit from `title`.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
