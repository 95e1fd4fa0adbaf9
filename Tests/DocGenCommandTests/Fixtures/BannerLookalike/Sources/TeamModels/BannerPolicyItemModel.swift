/// A banner of a team that shares only a type name with docgen's own repository.
public struct BannerPolicyItemModel: Codable {
    public let id: String
    public let priority: Int
    public let contentType: String
    public let type: String
    public let closeType: String?
    public let landingType: String?
}
