/// Advance widths of Mermaid's default font, "trebuchet ms", in thousandths of an em.
///
/// The Latin table covers printable ASCII (U+0020–U+007E) and is Trebuchet MS's own
/// advances, so label widths match a browser's to within a pixel or two at 16px.
/// Everything else is estimated by class: accented Latin letters take their base letter's
/// width, East Asian Wide and Fullwidth characters (Hangul, kana, CJK) take a full em, and
/// combining marks take none.
enum FontMetrics {
    /// Advances for U+0020 through U+007E, in order.
    static let ascii: [UInt16] = [
        301, 367, 325, 524, 524, 600, 706, 160, 367, 367, 367, 524, 367, 367, 367, 524,  // space … /
        524, 524, 524, 524, 524, 524, 524, 524, 524, 524, 367, 367, 524, 524, 524, 367,  // 0 … ?
        771, 590, 566, 598, 613, 536, 525, 676, 654, 278, 477, 576, 506, 709, 638, 674,  // @ … O
        558, 676, 582, 481, 581, 648, 587, 852, 557, 570, 550, 367, 355, 367, 524, 524,  // P … _
        524, 525, 557, 495, 557, 545, 370, 502, 546, 285, 367, 504, 295, 830, 546, 537,  // ` … o
        557, 557, 389, 405, 396, 546, 490, 744, 501, 493, 475, 367, 524, 367, 524,  // p … ~
    ]

    /// The advance used for characters no rule covers: about a lowercase letter.
    static let fallback: Double = 0.55

    /// The advance of one Unicode scalar, in ems.
    static func advance(of scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        if value >= 0x20, value <= 0x7E { return Double(ascii[Int(value - 0x20)]) / 1000 }
        if value == 0xA0 { return 0.301 }
        if Emphasis.isMark(scalar) { return 0 }
        if isZeroWidth(value) { return 0 }
        if isWide(value) { return 1 }
        if let base = latinBase(of: scalar) { return Double(ascii[Int(base - 0x20)]) / 1000 }
        return fallback
    }

    /// Combining marks, joiners and variation selectors.
    static func isZeroWidth(_ value: UInt32) -> Bool {
        (0x0300...0x036F).contains(value) || (0x200B...0x200F).contains(value) || (0xFE00...0xFE0F).contains(value)
            || (0x1160...0x11FF).contains(value) || value == 0x2060 || value == 0xFEFF
    }

    /// East Asian Wide and Fullwidth ranges (UAX #11), plus emoji, which browsers draw an em wide.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The ASCII letter an accented Latin letter is built on, such as `e` for `é`.
    static func latinBase(of scalar: Unicode.Scalar) -> UInt32? {
        guard (0xC0...0x24F).contains(scalar.value) else { return nil }
        let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
        guard let first = decomposed.first, first.value >= 0x20, first.value <= 0x7E else { return nil }
        return first.value
    }
}
