import Foundation

/// Deterministic text metrics for the default font, shared by every diagram type.
///
/// Widths come from ``FontMetrics`` and are rounded up to whole pixels as Mermaid's
/// measurement rounds; lines are `lineHeight` apart (1.5 em, as HTML labels are).
struct TextMeasure: Sendable {
    /// The font size in pixels.
    var fontSize: Double = 16
    /// Labels wider than this wrap at spaces, like Mermaid's 200px `wrappingWidth`.
    var wrappingWidth: Double = 200

    /// The distance between baselines.
    var lineHeight: Double { (fontSize * 1.5).rounded() }

    /// The width of one line, in pixels, rounded up.
    func width(of line: String) -> Double {
        var ems = 0.0
        var boldEms = 0.0
        var bold = false
        var icon = false
        for scalar in line.unicodeScalars {
            if scalar.value == 0xE000 {
                bold.toggle()
                continue
            }
            if scalar.value == 0xE002 || scalar.value == 0xE003 {
                icon = scalar.value == 0xE002
                if icon { ems += Emphasis.iconEms }
                continue
            }
            if icon { continue }
            if bold { boldEms += FontMetrics.advance(of: scalar) } else { ems += FontMetrics.advance(of: scalar) }
        }
        // Bold type from a Markdown string runs about 8% wider.
        return ((ems + boldEms * 1.08) * fontSize).rounded(.up)
    }

    /// The size of a block of lines.
    func size(of lines: [String]) -> Size {
        let widest = lines.map { self.width(of: $0) }.max() ?? 0
        return Size(width: widest, height: lines.isEmpty ? 0 : Double(lines.count) * lineHeight)
    }

    /// The lines with any line wider than `wrappingWidth` broken at spaces; a single word
    /// that is wider still stays whole, as a browser leaves it.
    func wrapped(_ lines: [String]) -> [String] {
        var result: [String] = []
        for line in lines {
            guard width(of: line) > wrappingWidth else {
                result.append(line)
                continue
            }
            var current = ""
            for word in line.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if current.isEmpty || width(of: candidate) <= wrappingWidth {
                    current = candidate
                } else {
                    result.append(current)
                    current = String(word)
                }
            }
            result.append(current)
        }
        return result
    }
}
