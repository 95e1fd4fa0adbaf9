import DocGenExamples
import Foundation

/// A sample's color as CSS for the light and the dark theme.
///
/// iOS system colors have a dark-mode variant; a named color keeps its name through the sample
/// (a Swift expression or a JSON color name), so the dark theme can use that variant. Hex colors
/// are the same in both themes.
public struct PreviewColor: Equatable, Sendable {
    /// The CSS color in the light theme, such as `rgba(255, 149, 0, 0.1)`.
    public var light: String
    /// The CSS color in the dark theme.
    public var dark: String
    /// Text colors that read on this background when it is nearly opaque, as a CSS `light-dark()`;
    /// nil for see-through tints, where the theme's own text colors show through.
    public var foreground: (primary: String, secondary: String)?

    public static func == (lhs: PreviewColor, rhs: PreviewColor) -> Bool {
        lhs.light == rhs.light && lhs.dark == rhs.dark
    }

    /// The color a sample value holds: a Swift color expression, or a JSON string that is a hex
    /// color (`#RRGGBB`, `#RRGGBBAA`) or a system color name; nil otherwise.
    public init?(_ value: SampleValue) {
        switch value {
        case let .color(color):
            let base: RGBA?
            switch color.base {
            case let .named(name): base = RGBA.named[name]
            case let .rgb(red, green, blue): base = RGBA(red: red, green: green, blue: blue, alpha: 1)
            case let .white(white): base = RGBA(red: white, green: white, blue: white, alpha: 1)
            }
            guard let base else { return nil }
            var dark = base
            if case let .named(name) = color.base, let variant = RGBA.darkVariants[name] { dark = variant }
            self.init(light: base.withAlpha(color.alpha), dark: dark.withAlpha(color.alpha))
        case let .string(text):
            guard let light = RGBA(hex: text) ?? RGBA.named[text] else { return nil }
            self.init(light: light, dark: RGBA.darkVariants[text] ?? light)
        default:
            return nil
        }
    }

    private init(light: RGBA, dark: RGBA) {
        self.light = light.css
        self.dark = dark.css
        guard light.alpha >= 0.5 else { return }
        let lightText = light.readableText
        let darkText = dark.readableText
        foreground = (
            "light-dark(\(lightText.primary), \(darkText.primary))", "light-dark(\(lightText.secondary), \(darkText.secondary))"
        )
    }
}

/// A color's sRGB channels and opacity, each 0...1.
struct RGBA: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// Parses `#RRGGBB` (opaque) or `#RRGGBBAA`, as the models' JSON colors are written.
    init?(hex: String) {
        let bytes = Array(hex.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
        var channels: [Double] = []
        var index = 1
        while index + 1 < bytes.count {
            guard let high = Self.hexValue(bytes[index]), let low = Self.hexValue(bytes[index + 1]) else { return nil }
            channels.append(Double(high * 16 + low) / 255)
            index += 2
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    func withAlpha(_ value: Double?) -> RGBA {
        guard let value else { return self }
        var color = self
        color.alpha = value
        return color
    }

    /// The color as CSS, such as "rgba(255, 149, 0, 0.1)": channels 0...255, alpha with at most
    /// three decimals and no trailing zeros, built from integers so the text never depends on locale.
    var css: String {
        let channels = [red, green, blue].map { String(Self.byte($0)) }.joined(separator: ", ")
        let thousandths = Int((alpha * 1000).rounded())
        var fraction = String(thousandths % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let decimal = fraction.isEmpty ? String(thousandths / 1000) : "\(thousandths / 1000).\(fraction)"
        return "rgba(\(channels), \(decimal))"
    }

    private static func byte(_ component: Double) -> Int {
        Int((component * 255).rounded())
    }

    /// Black or white text, whichever contrasts more with the color (WCAG relative luminance).
    var readableText: (primary: String, secondary: String) {
        // Contrast with black is (L + 0.05) / 0.05 and with white 1.05 / (L + 0.05); they are equal at L ≈ 0.179.
        return luminance > 0.179 ? ("#000000", "rgba(0, 0, 0, 0.8)") : ("#ffffff", "rgba(255, 255, 255, 0.88)")
    }

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> RGBA {
        RGBA(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: 1)
    }

    /// UIKit's named colors in the light appearance, sRGB.
    static let named: [String: RGBA] = [
        "systemRed": rgb(255, 59, 48), "systemOrange": rgb(255, 149, 0), "systemYellow": rgb(255, 204, 0),
        "systemGreen": rgb(52, 199, 89), "systemMint": rgb(0, 199, 190), "systemTeal": rgb(48, 176, 199),
        "systemBlue": rgb(0, 122, 255), "systemIndigo": rgb(88, 86, 214), "systemPurple": rgb(175, 82, 222),
        "systemPink": rgb(255, 45, 85), "systemGray": rgb(142, 142, 147),
        "white": RGBA(red: 1, green: 1, blue: 1, alpha: 1), "black": RGBA(red: 0, green: 0, blue: 0, alpha: 1),
        "clear": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// iOS's dark-mode values of the system colors, sRGB.
    static let darkVariants: [String: RGBA] = [
        "systemRed": rgb(255, 69, 58), "systemOrange": rgb(255, 159, 10), "systemYellow": rgb(255, 214, 10),
        "systemGreen": rgb(48, 209, 88), "systemMint": rgb(99, 230, 226), "systemTeal": rgb(64, 200, 224),
        "systemBlue": rgb(10, 132, 255), "systemIndigo": rgb(94, 92, 230), "systemPurple": rgb(191, 90, 242),
        "systemPink": rgb(255, 55, 95), "systemGray": rgb(142, 142, 147),
    ]
}
