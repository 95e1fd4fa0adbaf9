import ComponentModels
import DocGenExamples
import Foundation

/// A sample's color as CSS for the light and the dark theme.
///
/// iOS system colors have a dark-mode variant; a named color keeps its name through the sample
/// (a Swift expression or a JSON color name), so the dark theme can use that variant. Hex colors
/// are the same in both themes.
struct PreviewColor: Equatable {
    var light: String
    var dark: String
    /// Text colors that read on this background when it is nearly opaque, as a CSS `light-dark()`;
    /// nil for see-through tints, where the theme's own text colors show through.
    var foreground: (primary: String, secondary: String)?

    static func == (lhs: PreviewColor, rhs: PreviewColor) -> Bool {
        lhs.light == rhs.light && lhs.dark == rhs.dark
    }

    /// The color a sample node holds, or nil when it holds none (null, or not a color docgen knows).
    init?(_ node: SampleNode?) {
        guard let node else { return nil }
        switch node.value {
        case let .color(color):
            guard let light = color.uiColor else { return nil }
            var dark = light
            if case let .named(name) = color.base, let variant = Self.darkVariants[name] {
                dark = color.alpha.map { variant.withAlphaComponent($0) } ?? variant
            }
            self.init(light: light, dark: dark)
        case let .string(text):
            guard let light = UIColor(jsonString: text) else { return nil }
            self.init(light: light, dark: Self.darkVariants[text] ?? light)
        default:
            return nil
        }
    }

    private init(light: UIColor, dark: UIColor) {
        self.light = light.cssValue
        self.dark = dark.cssValue
        guard light.alpha >= 0.5 else { return }
        let lightText = Self.readableText(on: light)
        let darkText = Self.readableText(on: dark)
        foreground = (
            "light-dark(\(lightText.primary), \(darkText.primary))", "light-dark(\(lightText.secondary), \(darkText.secondary))"
        )
    }

    /// Black or white text, whichever contrasts more with the color (WCAG relative luminance).
    private static func readableText(on color: UIColor) -> (primary: String, secondary: String) {
        func channel(_ value: Double) -> Double {
            value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
        // Contrast with black is (L + 0.05) / 0.05 and with white 1.05 / (L + 0.05); they are equal at L ≈ 0.179.
        return luminance > 0.179 ? ("#000000", "rgba(0, 0, 0, 0.8)") : ("#ffffff", "rgba(255, 255, 255, 0.88)")
    }

    /// iOS's dark-mode values of the system colors, sRGB.
    private static let darkVariants: [String: UIColor] = [
        "systemRed": rgb(255, 69, 58), "systemOrange": rgb(255, 159, 10), "systemYellow": rgb(255, 214, 10),
        "systemGreen": rgb(48, 209, 88), "systemMint": rgb(99, 230, 226), "systemTeal": rgb(64, 200, 224),
        "systemBlue": rgb(10, 132, 255), "systemIndigo": rgb(94, 92, 230), "systemPurple": rgb(191, 90, 242),
        "systemPink": rgb(255, 55, 95), "systemGray": rgb(142, 142, 147),
    ]

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> UIColor {
        UIColor(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: 1)
    }
}
