import Foundation

/// A platform-neutral stand-in for UIKit's `UIColor`, so that documented component models decode, compare and render on any platform.
///
/// Components are sRGB values in 0...1. It supports only what the component docs use:
/// the RGBA and white initializers, `withAlphaComponent(_:)` and the system colors
/// (light-mode values). Its JSON form is a hex string; see `UIColor+Codable.swift`.
public struct UIColor: Hashable, Sendable, Codable {
    /// The red component, 0...1.
    public let red: Double
    /// The green component, 0...1.
    public let green: Double
    /// The blue component, 0...1.
    public let blue: Double
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public let alpha: Double

    /// Creates a color from sRGB components; values outside 0...1 are clamped and NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// Creates a gray from a white level (0 is black, 1 is white) and an opacity.
    public init(white: Double, alpha: Double) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// This color with its opacity replaced by `alpha`, like UIKit's method of the same name.
    public func withAlphaComponent(_ alpha: Double) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    // Swift.min/max pass NaN through, so it is mapped to 0 explicitly.
    private static func clamped(_ value: Double) -> Double {
        if value.isNaN { return 0 }
        return Swift.min(Swift.max(value, 0), 1)
    }
}
