import DocGenCatalog
import DocGenContent
import DocGenDiagnostics
import DocGenMarkdown
import Foundation
import Mustache

/// The site's Mustache templates, loaded and checked before any page is rendered.
///
/// A template set is the default theme with the templates folder laid over it file by file
/// (`TemplateFiles`): `.mustache` files for `layout` (the HTML document), `page` (a content
/// page, usually `{{<layout}}…{{/layout}}`), optionally `home` for the home page, and partials
/// referenced as `{{> partials/nav}}`. Everything under `assets/` is copied to the site, and
/// the templates under `previews/` are kept apart for the component previews.
public struct TemplateSet: Sendable {
    /// The templates every set must have.
    public static let required = ["layout", "page"]

    package let library: MustacheLibrary
    /// The sidebar rendered once per output folder, when the templates allow it.
    package let sidebarPlan: SidebarPlan?
    /// The templates with the sidebar partial replaced by the finished sidebar from the context.
    package let pageLibrary: MustacheLibrary
    /// The templates with the sidebar's `isCurrent` sections marked (`SidebarPlan.markedSources`).
    package let sidebarLibrary: MustacheLibrary
    /// Skeletons of the page libraries, when the templates allow them; folder-wide sidebars are
    /// rendered directly, as each has a shape of its own (its open section).
    package let skeletons: TemplateSkeletons?
    package let pageSkeletons: TemplateSkeletons?
    /// Folder-wide sidebars made from one skeleton per kind of entry, when the templates allow it.
    package let sidebarSkeletons: SidebarSkeletons?
    /// The page template names found, sorted; preview templates are not among them.
    public let names: [String]
    /// The preview templates under `previews/`, which draw samples of model types.
    ///
    /// They are not page templates: pages cannot include them, and the sidebar and skeleton
    /// analysis never sees them.
    public let previews: PreviewTemplates
    /// The words the theme shows, per language (`i18n/<lang>.yml`).
    public let ui: UIStrings
    /// The static files under `assets/` with their bytes, sorted by path.
    package let assetFiles: [(path: String, contents: [UInt8])]
    /// The files of the set read from the templates folder, for `docgen serve` to tell which
    /// of the folder's files the build read.
    package let folderFiles: [URL]
    /// A hash of every file of the set, so caches can tell when the templates changed.
    package let signature: Int

    /// The paths of the static files under `assets/`, sorted.
    public var assets: [String] { assetFiles.map(\.path) }

    /// Whether a template with this name exists.
    public func has(_ name: String) -> Bool {
        library.getTemplate(named: name) != nil
    }

    /// Renders a template with a context of dictionaries, arrays and plain values.
    package func render(_ name: String, context: [String: Any]) -> HTMLBytes? {
        if let html = skeletons?.render(name, context: context) { return html }
        return library.render(context, withTemplate: name).map(HTMLBytes.init(html:))
    }

    /// The template a page at `outputPath` is rendered with: `home` for the home page when the
    /// set has one, else `page`.
    package func template(forPageAt outputPath: String) -> String {
        outputPath == "index.html" && has("home") ? "home" : "page"
    }

    /// Renders a page whose context carries its finished sidebar under `SidebarPlan.htmlKey`.
    package func renderPage(_ name: String, context: [String: Any]) -> HTMLBytes? {
        if let html = pageSkeletons?.render(name, context: context) { return html }
        return pageLibrary.render(context, withTemplate: name).map(HTMLBytes.init(html:))
    }

    /// Renders the sidebar partial alone, for every page of one folder.
    package func renderSidebar(context: [String: Any]) -> String? {
        if let sidebarSkeletons, let nav = context["nav"] as? [[String: Any]], let html = sidebarSkeletons.render(nav: nav) {
            return html
        }
        return sidebarLibrary.render(context, withTemplate: SidebarPlan.partial)
    }
}
