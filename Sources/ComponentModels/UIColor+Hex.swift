import Foundation

extension UIColor {
    /// Parses "#RRGGBB" (opaque) or "#RRGGBBAA"; hex digits may be either case, and the "#" is required.
    public init?(hex: String) {
        let bytes = Array(hex.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
        var channels: [Double] = []
        var index = 1
        while index < bytes.count {
            guard let high = Self.hexValue(bytes[index]), let low = Self.hexValue(bytes[index + 1]) else {
                return nil
            }
            channels.append(Double(high * 16 + low) / 255)
            index += 2
        }
        let alpha = channels.count == 4 ? channels[3] : 1
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// The color as "#RRGGBBAA" with uppercase digits, each component rounded to 0...255.
    public var hexString: String {
        "#"
            + [red, green, blue, alpha].map { component in
                let byte = Self.byte(component)
                let digits = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + digits : digits
            }.joined()
    }

    /// The color as a CSS value such as "rgba(255, 149, 0, 0.1)": channels 0...255, alpha with at most 3 decimals and no trailing zeros.
    public var cssValue: String {
        let channels = [red, green, blue].map { String(Self.byte($0)) }.joined(separator: ", ")
        return "rgba(\(channels), \(Self.decimal(alpha)))"
    }

    private static func byte(_ component: Double) -> Int {
        Int((component * 255).rounded())
    }

    // Built from integer thousandths so the text never depends on locale or float printing.
    private static func decimal(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let whole = thousandths / 1000
        var fraction = thousandths % 1000
        guard fraction != 0 else { return String(whole) }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        let padding = String(repeating: "0", count: digits - fractionText.count)
        return "\(whole).\(padding)\(fractionText)"
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
