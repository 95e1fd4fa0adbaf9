import Foundation

/// A text colour that stays readable on an explicit fill in both light and dark site themes.
///
/// The site's dark theme makes `--dg-text` light, so a label on a pastel `style … fill:` would
/// be light on light; an explicit colour chosen by the fill's luminance avoids that.
enum LabelContrast {
    /// Text colour for fills at or above the luminance threshold.
    static let darkText = "#1f2328"
    /// Text colour for dark fills.
    static let lightText = "#ffffff"

    /// The text colour for a CSS fill, or nil when the fill is not a colour it can read.
    static func textColor(onFill fill: String) -> String? {
        guard let (red, green, blue) = rgb(fill.trimmingSpaces.lowercased()) else { return nil }
        // WCAG relative luminance; 0.179 is where black and white text have equal contrast.
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        return luminance > 0.179 ? darkText : lightText
    }

    private static func linear(_ channel: Double) -> Double {
        let value = channel / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static let named: [String: (Double, Double, Double)] = [
        "white": (255, 255, 255), "black": (0, 0, 0), "red": (255, 0, 0), "green": (0, 128, 0), "blue": (0, 0, 255),
        "yellow": (255, 255, 0), "orange": (255, 165, 0), "purple": (128, 0, 128), "gray": (128, 128, 128),
        "grey": (128, 128, 128), "pink": (255, 192, 203), "lightblue": (173, 216, 230), "lightgreen": (144, 238, 144),
        "lightgray": (211, 211, 211), "lightgrey": (211, 211, 211), "darkblue": (0, 0, 139), "darkgreen": (0, 100, 0),
        "navy": (0, 0, 128), "teal": (0, 128, 128), "maroon": (128, 0, 0), "olive": (128, 128, 0),
        "silver": (192, 192, 192), "cyan": (0, 255, 255), "magenta": (255, 0, 255), "gold": (255, 215, 0),
        "lavender": (230, 230, 250), "beige": (245, 245, 220), "ivory": (255, 255, 240), "aqua": (0, 255, 255),
        "lime": (0, 255, 0), "fuchsia": (255, 0, 255), "coral": (255, 127, 80), "salmon": (250, 128, 114),
        "khaki": (240, 230, 140), "plum": (221, 160, 221), "wheat": (245, 222, 179), "tan": (210, 180, 140),
        "lightyellow": (255, 255, 224), "lightpink": (255, 182, 193), "lightcyan": (224, 255, 255),
    ]

    /// The red, green and blue channels (0–255) of `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
    /// `rgb(…)`, `rgba(…)` or a common colour name.
    static func rgb(_ text: String) -> (Double, Double, Double)? {
        if let color = named[text] { return color }
        if text.hasPrefix("#") {
            let digits = Array(text.dropFirst())
            guard digits.allSatisfy(\.isHexDigit) else { return nil }
            let values = digits.compactMap { $0.hexDigitValue }.map(Double.init)
            switch values.count {
            case 3, 4: return (values[0] * 17, values[1] * 17, values[2] * 17)
            case 6, 8: return (values[0] * 16 + values[1], values[2] * 16 + values[3], values[4] * 16 + values[5])
            default: return nil
            }
        }
        guard text.hasPrefix("rgb"), let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"),
            open < close
        else { return nil }
        let parts = text[text.index(after: open)..<close].split { $0 == "," || $0 == " " }.compactMap { Double($0) }
        guard parts.count >= 3 else { return nil }
        return (min(255, max(0, parts[0])), min(255, max(0, parts[1])), min(255, max(0, parts[2])))
    }
}
