import ComponentModels
import DocGenExamples

/// A sample's color as CSS for the light and the dark theme.
///
/// iOS system colors have a dark-mode variant; a named color keeps its name through the sample
/// (a Swift expression or a JSON color name), so the dark theme can use that variant. Hex colors
/// are the same in both themes.
struct PreviewColor: Equatable {
    var light: String
    var dark: String

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
            self.light = light.cssValue
            self.dark = dark.cssValue
        case let .string(text):
            guard let light = UIColor(jsonString: text) else { return nil }
            self.light = light.cssValue
            self.dark = (Self.darkVariants[text] ?? light).cssValue
        default:
            return nil
        }
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
