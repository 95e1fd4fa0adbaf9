/// A discount a customer redeems with its code.
public struct CouponModel: Codable {
    /// The code typed at checkout, unique among the coupons shown together.
    public let code: String
    /// `percent` or `amount`.
    public let kind: String
    /// The percentage or the amount off.
    public let value: Int
}
