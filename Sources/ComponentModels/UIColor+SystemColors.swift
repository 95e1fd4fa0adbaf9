import Foundation

extension UIColor {
    /// System red, sRGB (255, 59, 48).
    public static let systemRed = UIColor(red255: 255, green: 59, blue: 48)
    /// System orange, sRGB (255, 149, 0).
    public static let systemOrange = UIColor(red255: 255, green: 149, blue: 0)
    /// System yellow, sRGB (255, 204, 0).
    public static let systemYellow = UIColor(red255: 255, green: 204, blue: 0)
    /// System green, sRGB (52, 199, 89).
    public static let systemGreen = UIColor(red255: 52, green: 199, blue: 89)
    /// System mint, sRGB (0, 199, 190); the promotional header docs use it.
    public static let systemMint = UIColor(red255: 0, green: 199, blue: 190)
    /// System teal, sRGB (48, 176, 199).
    public static let systemTeal = UIColor(red255: 48, green: 176, blue: 199)
    /// System blue, sRGB (0, 122, 255).
    public static let systemBlue = UIColor(red255: 0, green: 122, blue: 255)
    /// System indigo, sRGB (88, 86, 214).
    public static let systemIndigo = UIColor(red255: 88, green: 86, blue: 214)
    /// System purple, sRGB (175, 82, 222).
    public static let systemPurple = UIColor(red255: 175, green: 82, blue: 222)
    /// System pink, sRGB (255, 45, 85).
    public static let systemPink = UIColor(red255: 255, green: 45, blue: 85)
    /// System gray, sRGB (142, 142, 147).
    public static let systemGray = UIColor(red255: 142, green: 142, blue: 147)
    /// Opaque white.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Opaque black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Fully transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)

    /// Every name `init?(systemName:)` accepts, sorted, for "did you mean" suggestions.
    public static let systemColorNames: [String] = namedColors.keys.sorted()

    /// The named color, such as "systemOrange" or "white"; names are case-sensitive, as in Swift.
    public init?(systemName name: String) {
        guard let color = Self.namedColors[name] else { return nil }
        self = color
    }

    private static let namedColors: [String: UIColor] = [
        "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
        "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal,
        "systemBlue": .systemBlue, "systemIndigo": .systemIndigo, "systemPurple": .systemPurple,
        "systemPink": .systemPink, "systemGray": .systemGray,
        "white": .white, "black": .black, "clear": .clear,
    ]

    private init(red255 red: Int, green: Int, blue: Int) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: 1)
    }
}
