import Foundation

/// Colors as CSS writes them, and WCAG's contrast between two of them.
extension RGBA {
    /// A CSS color: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` (commas or
    /// spaces, numbers or percentages, `/ alpha`), `transparent` and the basic named colors;
    /// nil for anything else (`color-mix()`, `hsl()`, system colors), which is not guessed.
    init?(css text: String) {
        // Foundation trims only a value that starts or ends with something other than an ASCII
        // letter, digit or sign: most colors need no trimming.
        let isPlain: (UInt8?) -> Bool = { byte in byte.map { $0 > 0x20 && $0 < 0x80 } ?? false }
        let value =
            (isPlain(text.utf8.first) && isPlain(text.utf8.last) ? text : text.trimmingCharacters(in: .whitespaces))
            .lowercased()
        if let named = Self.cssNamed[value] {
            self = named
        } else if value.hasPrefix("#") {
            let digits = Array(value.dropFirst())
            guard [3, 4].contains(digits.count) else {
                guard let color = RGBA(hex: value) else { return nil }
                self = color
                return
            }
            let channels = digits.map { Double(Int(String($0), radix: 16) ?? -1) * 17 / 255 }
            guard !channels.contains(where: { $0 < 0 }) else { return nil }
            self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
        } else if value.hasPrefix("rgb(") || value.hasPrefix("rgba(") {
            self.init(function: value)
        } else {
            return nil
        }
    }

    /// `rgb(…)` or `rgba(…)`.
    private init?(function value: String) {
        guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return nil }
        let inside = value[value.index(after: open)..<value.index(before: value.endIndex)]
        let parts = inside.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        func number(_ part: String, scale: Double) -> Double? {
            if part.hasSuffix("%") { return Double(part.dropLast()).map { $0 / 100 } }
            return Double(part).map { $0 / scale }
        }
        guard let red = number(parts[0], scale: 255), let green = number(parts[1], scale: 255),
            let blue = number(parts[2], scale: 255)
        else { return nil }
        let alpha = parts.count == 4 ? number(parts[3], scale: 1) : 1
        guard let alpha else { return nil }
        self.init(red: red, green: green, blue: blue, alpha: min(max(alpha, 0), 1))
    }

    private static let cssNamed: [String: RGBA] = [
        "transparent": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
        "white": RGBA(red: 1, green: 1, blue: 1, alpha: 1), "black": RGBA(red: 0, green: 0, blue: 0, alpha: 1),
        "red": RGBA(red: 1, green: 0, blue: 0, alpha: 1), "green": RGBA(red: 0, green: 128 / 255, blue: 0, alpha: 1),
        "blue": RGBA(red: 0, green: 0, blue: 1, alpha: 1), "yellow": RGBA(red: 1, green: 1, blue: 0, alpha: 1),
        "orange": RGBA(red: 1, green: 165 / 255, blue: 0, alpha: 1),
        "gray": RGBA(red: 128 / 255, green: 128 / 255, blue: 128 / 255, alpha: 1),
        "grey": RGBA(red: 128 / 255, green: 128 / 255, blue: 128 / 255, alpha: 1),
        "silver": RGBA(red: 192 / 255, green: 192 / 255, blue: 192 / 255, alpha: 1),
    ]

    /// This color painted over `below`, which is opaque.
    func over(_ below: RGBA) -> RGBA {
        RGBA(
            red: red * alpha + below.red * (1 - alpha), green: green * alpha + below.green * (1 - alpha),
            blue: blue * alpha + below.blue * (1 - alpha), alpha: 1)
    }

    /// WCAG 2's relative luminance of the color's channels.
    var luminance: Double {
        func channel(_ value: Double) -> Double {
            value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// WCAG 2's contrast ratio between two opaque colors, 1...21.
    func contrast(with other: RGBA) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The opaque color as `#rrggbb`.
    var hex: String {
        let digits = [red, green, blue].map { channel -> String in
            let text = String(Int((min(max(channel, 0), 1) * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + digits.joined()
    }
}
