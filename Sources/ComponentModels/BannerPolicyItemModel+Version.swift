import Foundation

extension BannerPolicyItemModel {
    /// Whether the banner targets this app version: always when `appVersion` is nil or blank, otherwise only on an equal version.
    ///
    /// Dotted numeric versions compare by number with missing trailing parts read as zero, so
    /// "1.2" equals "1.2.0" and "01.2"; versions that are not dotted numbers must match exactly.
    public func isShown(inAppVersion currentVersion: String) -> Bool {
        guard let target = appVersion?.trimmingCharacters(in: .whitespaces), !target.isEmpty else {
            return true
        }
        let current = currentVersion.trimmingCharacters(in: .whitespaces)
        guard let targetParts = Self.numericParts(of: target),
            let currentParts = Self.numericParts(of: current)
        else { return target == current }
        let length = Swift.max(targetParts.count, currentParts.count)
        let paddedTarget = targetParts + Array(repeating: 0, count: length - targetParts.count)
        let paddedCurrent = currentParts + Array(repeating: 0, count: length - currentParts.count)
        return paddedTarget == paddedCurrent
    }

    // nil unless every dot-separated part is a non-empty run of ASCII digits that fits in an Int.
    private static func numericParts(of version: String) -> [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty,
                part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                let number = Int(part)
            else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
