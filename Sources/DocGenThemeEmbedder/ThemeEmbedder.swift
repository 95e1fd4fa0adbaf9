import Foundation

/// Writes the default theme's files as a Swift source file, so that they are compiled into the
/// docgen executable. Run by the EmbedTheme build plugin:
///
///     DocGenThemeEmbedder THEME_FOLDER OUTPUT_FILE
// `@main` rather than top-level code: scripts/fuzz compiles every target with -parse-as-library.
@main enum ThemeEmbedder {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let folder = arguments.first, let output = arguments.last else {
            FileHandle.standardError.write(Data("usage: DocGenThemeEmbedder THEME_FOLDER OUTPUT_FILE\n".utf8))
            exit(2)
        }
        do {
            let files = try ThemeFolder.files(in: URL(fileURLWithPath: folder, isDirectory: true))
            let source = Data(ThemeSource.swift(for: files).utf8)
            // An unchanged file keeps its date, so nothing that depends on it is compiled again.
            let destination = URL(fileURLWithPath: output)
            if (try? Data(contentsOf: destination)) != source {
                try source.write(to: destination, options: .atomic)
            }
        } catch {
            FileHandle.standardError.write(Data("error: cannot embed the theme in '\(folder)': \(error)\n".utf8))
            exit(1)
        }
    }
}
