/// Stands in for UIKit's color so the models read the same on Linux: a color decodes from "#RRGGBB".
public struct UIColor: Codable, Equatable {
    public let hex: String

    public init(from decoder: any Decoder) throws {
        hex = try decoder.singleValueContainer().decode(String.self)
    }
}
