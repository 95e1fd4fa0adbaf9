/// The files `docgen init` writes: a site that builds and checks with no warning, small enough
/// to read in a minute and replace piece by piece.
///
/// They are kept here as text rather than as a folder embedded by a build plugin: two of them
/// are hidden files (`.gitignore`, `.github/…`), which a theme folder leaves out, and one is a
/// Swift source, which SwiftPM would compile into the target.
public enum StarterSite {
    /// One file of the starting site: its path in the site's folder, with `/` between folders, and its text.
    public struct File: Sendable, Equatable {
        /// The path in the site's folder.
        public let path: String
        /// The file's text.
        public let text: String
    }

    /// The model folder the starter's example model lives in, as docgen.yml names it.
    static let modelsFolder = "Sources/AppModels"

    /// The lines `.gitignore` gets: docgen's output folder and its build cache beside it.
    static let ignoredPaths = ["/_site/", "/.docgen-*/"]

    /// Every file but `.gitignore`, which is added to rather than written whole.
    public static let files: [File] = [
        File(path: "docgen.yml", text: configuration),
        File(path: "Content/index.md", text: home),
        File(path: "Content/components/badge.md", text: badgePage),
        File(path: modelsFolder + "/BadgeModel.swift", text: badgeModel),
        File(path: "Templates/previews/BadgeModel.mustache", text: badgePreview),
        File(path: ".github/workflows/docs.yml", text: workflow),
    ]

    // Every key of ConfigurationFile.keys appears here; InitCommandTests holds them to it.
    private static let configuration = """
        # docgen's settings. Every key is optional, command-line options win over this file, and
        # paths are relative to this file's folder. The commented lines show each setting with
        # its default or an example value; uncomment one to use it.

        # The site name in the header and in page titles.
        title: Component Docs

        # Folders of Swift model sources that JSON and Swift examples are checked against, and
        # whose types get previews and reference pages (default: Sources/ComponentModels when it
        # exists). Each listed folder must exist.
        models:
          - \(modelsFolder)

        # Model files left out, as patterns relative to a model folder (DocC catalogs,
        # resources and test folders are always skipped).
        # modelsExclude: ["Generated/**", "*+Preview.swift"]

        # Pages whose examples are not checked, as patterns relative to the content folder
        # (for code shown on purpose that does not build, such as proposals).
        # checkExclude: ["proposals/**"]

        # The language of pages whose front matter sets no `lang`.
        # language: en

        # The absolute http(s) URL the site is served from; adds canonical links, sitemap.xml and
        # robots.txt.
        # baseURL: https://docs.example.com/components/

        # The Markdown content folder.
        # content: Content

        # Templates that replace the default theme's file by file (default: Templates when it
        # exists; a folder named here must exist). `docgen theme FILE` copies a file out to edit.
        # templates: Templates

        # Where the site is written; its build cache goes beside it in .docgen-cache-<name>.
        # output: _site

        # Raw HTML in Markdown: sanitize (shown as GitHub shows it), escape (shown as text)
        # or trusted (passed through with only GitHub's tag filter).
        # rawHTML: sanitize

        # Also build pages whose front matter says `draft: true`.
        # drafts: false

        # An image shown before the title: a path in the content folder, a file of the
        # templates' assets/, or an http(s) URL.
        # logo: images/logo.svg

        # The colour of links and highlights, a CSS colour (#rgb, #rrggbb, rgb(…), hsl(…));
        # quoted, since # starts a YAML comment.
        # accentColor: "#7b2ff7"

        # A stylesheet linked after the theme's, so its rules win.
        # stylesheet: brand.css

        # Adds an "Edit this page" link: this URL followed by the page's path in the content folder.
        # editURL: https://github.com/your-org/your-repo/edit/main/Content/

        # Checks of your models' samples beyond their types, by model type: allowed values,
        # URLs, fields a value asks for or rules out, unique ids, list order (docs/configuration.md).
        # rules:
        #   BadgeModel:
        #     - name: badge-text
        #       severity: warning
        #       field: text
        #       oneOf: [New, Beta]

        """

    private static let home = """
        ---
        title: Home
        ---

        # Component Docs

        The components of our app, with examples that `docgen check` holds to the model types in
        `\(modelsFolder)`, and previews drawn from them.

        - [Badge](components/badge.md): a short label that marks something new, a count or a state.

        ## Working on these docs

        | command | what it does |
        | --- | --- |
        | `docgen serve` | builds the site, serves it at http://127.0.0.1:8000/ and rebuilds on every change |
        | `docgen check` | checks links, diagrams and every example against the models, for CI |
        | `docgen build` | writes the site to `_site/` |

        Add a page by adding a Markdown file under `Content/`. A ```` ```json TypeName ```` or
        ```` ```swift ```` example is checked against the models; a preview template in
        `Templates/previews/TypeName.mustache` draws its samples in the catalog.

        """

    private static let badgePage = """
        ---
        title: Badge
        order: 1
        ---

        # Badge

        A badge is a short label on a tab, a row or an avatar: something new, a count, or a state
        the user should see. Its model is `BadgeModel` in `\(modelsFolder)/BadgeModel.swift`.

        ## When it shows

        ```mermaid
        flowchart LR
            event[Something happens] --> shown[Badge shown]
            shown -->|user opens it| seen[Marked as seen]
            seen --> hidden[Badge hidden]
        ```

        ## From JSON

        What the server sends. `docgen check` fails on an unknown key, a missing one or a style
        that is not one of the model's cases.

        ```json BadgeModel
        { "text": "New", "style": "info", "symbol": "star.fill" }
        ```

        ## From Swift

        ```swift
        let unread = BadgeModel(text: "3 unread", style: .warning)
        ```

        """

    private static let badgeModel = """
        /// A short label on a tab, a row or an avatar: something new, a count or a state.
        public struct BadgeModel: Codable, Equatable, Sendable {
            /// What the badge means, which picks its colour.
            public enum Style: String, Codable, Sendable {
                case info
                case success
                case warning
                case critical
            }

            /// The text on the badge.
            public let text: String
            /// What the badge means.
            public let style: Style
            /// The SF Symbol shown before the text, if any.
            public let symbol: String?

            public init(text: String, style: Style = .info, symbol: String? = nil) {
                self.text = text
                self.style = style
                self.symbol = symbol
            }
        }

        """

    private static let badgePreview = """
        {{!
        title: Badge
        description: A short label that marks something new, a count or a state.
        }}
        <div class="pv-device"><div class="pv-screen" style="display: flex; justify-content: center; padding: 24px;">
        <span data-style="{{style}}" style="display: inline-flex; align-items: center; gap: 4px; padding: 2px 10px; border-radius: 999px; font: 600 13px/20px system-ui, sans-serif; color: #fff; background: {{#style.is.info}}#0a66d8{{/style.is.info}}{{#style.is.success}}#1a7f37{{/style.is.success}}{{#style.is.warning}}#a35f00{{/style.is.warning}}{{#style.is.critical}}#d70015{{/style.is.critical}};">{{#symbol}}{{{symbol(symbol)}}}{{/symbol}}{{text}}</span>
        </div></div>

        """

    private static let workflow = """
        # Checks the docs on every pull request: each JSON and Swift example against the models,
        # links and diagrams, with annotations on the lines at fault. On main it also builds the
        # site; see the commented job below to publish it with GitHub Pages.
        name: docs

        on:
          pull_request:
          push:
            branches: [main]

        permissions:
          contents: read

        jobs:
          check:
            runs-on: ubuntu-24.04
            steps:
              - uses: actions/checkout@v4
              # docgen's action: installs cmark-gfm, builds docgen once (cached by its resolved
              # package versions, OS and Swift version) and runs `docgen check --format github`.
              # Name the repository and version you take docgen from.
              - uses: your-org/docgen@main
                with:
                  strict: true

          # To publish the site with GitHub Pages (Settings → Pages → Source: GitHub Actions),
          # uncomment this job.
          # pages:
          #   if: github.ref == 'refs/heads/main'
          #   runs-on: ubuntu-24.04
          #   permissions:
          #     pages: write
          #     id-token: write
          #   environment:
          #     name: github-pages
          #     url: ${{ steps.deploy.outputs.page_url }}
          #   steps:
          #     - uses: actions/checkout@v4
          #     - uses: your-org/docgen@main
          #       with:
          #         build-site: true
          #         upload-pages-artifact: true
          #     - id: deploy
          #       uses: actions/deploy-pages@v4

        """
}
