import DocGenCatalog
import DocGenContent
import DocGenTemplates
import Foundation

/// The stylesheets a site's pages link, in their order, read for the previews' accessibility
/// report: the theme's `assets/style.css` and `assets/catalog.css` (the templates folder's or the
/// default theme's) and the site's own `stylesheet:` when it is a file.
enum PreviewStyleSheets {
    static func read(templates: TemplateSet?, configuration: SiteConfiguration) -> PreviewStyleSheet {
        var sheets: [String] = []
        for path in ["assets/style.css", "assets/catalog.css"] {
            if let file = templates?.assetFiles.first(where: { $0.path == path }) {
                sheets.append(String(decoding: file.contents, as: UTF8.self))
            }
        }
        if case .file(let path) = configuration.stylesheet {
            let url = configuration.stylesheetSource ?? configuration.contentDirectory.appendingPathComponent(path)
            // A stylesheet that cannot be read leaves its rules out; the write step reports the file.
            if let data = FileManager.default.contents(atPath: url.path) { sheets.append(String(decoding: data, as: UTF8.self)) }
        }
        return PreviewStyleSheet(sheets)
    }
}
