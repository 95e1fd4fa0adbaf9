/// The theme built into docgen: templates and assets used wherever a site's templates folder
/// has no file of the same path.
///
/// Its files are those of `Theme/` in this target, compiled into the executable by the
/// `EmbedTheme` build plugin (`files` is generated), so a docgen binary copied on its own still
/// has them.
public enum DefaultTheme {
    /// The default theme's file at `path` (such as `partials/footer.mustache`); nil when it has none.
    public static func file(at path: String) -> ThemeFile? {
        files.first { $0.path == path }
    }

    /// The paths of every file, sorted.
    public static var paths: [String] { files.map(\.path) }
}
