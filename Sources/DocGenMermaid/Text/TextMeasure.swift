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
        var run = Run()
        run.add(line.unicodeScalars)
        return run.width(fontSize: fontSize)
    }

    /// Advances summed scalar by scalar, so a line can be measured as it grows.
    private struct Run {
        var ems = 0.0
        var boldEms = 0.0
        var bold = false
        var icon = false

        mutating func add(_ scalars: some Sequence<Unicode.Scalar>) {
            for scalar in scalars {
                if scalar.value == 0xE000 {
                    bold.toggle()
                    continue
                }
                // An icon's name (`fa:fa-car`) between its marks is drawn as one glyph.
                if scalar.value == 0xE002 || scalar.value == 0xE003 {
                    icon = scalar.value == 0xE002
                    if icon { ems += Emphasis.iconEms }
                    continue
                }
                if icon { continue }
                if bold { boldEms += FontMetrics.advance(of: scalar) } else { ems += FontMetrics.advance(of: scalar) }
            }
        }

        func width(fontSize: Double) -> Double {
            // Bold type from a Markdown string runs about 8% wider.
            ((ems + boldEms * 1.08) * fontSize).rounded(.up)
        }
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
            // The line so far is measured as it grows, adding each word's advances to its sum
            // (the same sums, in the same order, as measuring the joined text).
            var current = ""
            var measured = Run()
            for word in line.unicodeScalars.split(separator: " ", omittingEmptySubsequences: true) {
                if current.isEmpty {
                    current = String(word)
                    measured = Run()
                    measured.add(word)
                    continue
                }
                var candidate = measured
                candidate.add(CollectionOfOne(" "))
                candidate.add(word)
                if candidate.width(fontSize: fontSize) <= wrappingWidth {
                    current += " " + String(word)
                    measured = candidate
                } else {
                    result.append(current)
                    current = String(word)
                    measured = Run()
                    measured.add(word)
                }
            }
            result.append(current)
        }
        return result
    }
}
