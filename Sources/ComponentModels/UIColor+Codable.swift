import Foundation

// UIColor has no stored-property JSON form: docs write colors as strings, so coding is hand-written.
extension UIColor {
    /// A sentence naming the JSON forms a color accepts, for error messages and checkers.
    public static let acceptedJSONForms =
        "a string \"#RRGGBB\" or \"#RRGGBBAA\" (hex digits, any case) or a color name: "
        + systemColorNames.joined(separator: ", ")

    /// Parses a JSON color string: "#RRGGBB", "#RRGGBBAA" or a name from `systemColorNames`.
    public init?(jsonString text: String) {
        if let color = UIColor(hex: text) ?? UIColor(systemName: text) {
            self = color
        } else {
            return nil
        }
    }

    /// Decodes a color from its JSON string, throwing `DecodingError.dataCorrupted` for anything else.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = UIColor(jsonString: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Invalid color \"\(text)\"; expected \(Self.acceptedJSONForms)"
                ))
        }
        self = color
    }

    /// Encodes the color as "#RRGGBBAA", which keeps 8 bits per channel.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
    }
}
