/// The docgen version, shown by `--version` and in the generator meta tag.
public enum DocGenVersion {
    /// The current version.
    public static let current = "0.1.0"
}
