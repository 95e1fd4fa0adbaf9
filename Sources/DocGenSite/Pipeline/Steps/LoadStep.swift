import DocGenDiagnostics
import Foundation

extension BuildStep {
    /// Finds the content files, reads each page and its front matter, and loads the templates.
    public static let load = BuildStep("load") { context in
        var scanner = ContentScanner(configuration: context.configuration)
        let files = try scanner.scan()
        context.diagnostics.report(contentsOf: scanner.diagnostics)
        context.markdownFiles = files.filter(\.isMarkdown)
        context.staticFiles = files.filter { !$0.isMarkdown }

        // Files are read and their front matter parsed on all cores; pages and diagnostics are
        // then taken in file order, as a serial loop gives them.
        let loaded = context.markdownFiles.parallelMap { file -> (page: Page?, diagnostics: DiagnosticBag) in
            var diagnostics = DiagnosticBag()
            guard let text = PageReader.read(file, diagnostics: &diagnostics) else { return (nil, diagnostics) }
            let parsed = FrontMatterParser.parse(text, file: file.displayPath)
            diagnostics.report(contentsOf: parsed.diagnostics)
            return (Page(source: file, frontMatter: parsed.frontMatter, body: parsed.body), diagnostics)
        }
        for (page, diagnostics) in loaded {
            context.diagnostics.report(contentsOf: diagnostics.all)
            guard let page else { continue }
            if page.frontMatter.draft && !context.configuration.includeDrafts {
                context.drafts.append(page)
            } else {
                context.pages.append(page)
            }
        }
        OutputCollisions.check(context.pages, context.staticFiles, diagnostics: &context.diagnostics)
        if !context.pages.contains(where: { $0.outputPath == "index.html" }) {
            context.diagnostics.report(
                .warning(
                    "no home page: add 'index.md' to '\(context.configuration.displayPath(context.configuration.contentDirectory))'",
                    at: nil, rule: "home-page"))
        }
        context.templates = TemplateSet.load(
            from: context.configuration.templatesDirectory, configuration: context.configuration,
            diagnostics: &context.diagnostics)
    }
}

/// Reads a page's bytes as UTF-8 text, reporting files that are not text.
enum PageReader {
    static func read(_ file: SourceFile, diagnostics: inout DiagnosticBag) -> String? {
        guard let data = FileManager.default.contents(atPath: file.url.path) else {
            diagnostics.report(
                .error("cannot read file", at: SourceLocation(file: file.displayPath, line: 1), rule: "unreadable-file"))
            return nil
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let nul = bytes.firstIndex(of: 0) {
            diagnostics.report(
                .error(
                    "file contains NUL bytes and is not Markdown text",
                    at: location(of: nul, in: bytes, file: file.displayPath), rule: "invalid-text"))
            return nil
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            diagnostics.report(
                .error(
                    "file is not valid UTF-8: save it as UTF-8 text",
                    at: location(of: firstInvalidByte(bytes), in: bytes, file: file.displayPath), rule: "invalid-text"))
            return nil
        }
        // Normalise line endings so positions and output are the same on every platform.
        return bytes.contains(0x0D)
            ? text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : text
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence.
    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error, .emptyInput: return offset
            }
        }
    }

    /// The 1-based line and column (in characters, as editors count them) of a byte offset.
    private static func location(of offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        let before = bytes[..<offset]
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        // Columns count scalars: every byte that is not a UTF-8 continuation byte starts one.
        let column = bytes[lineStart..<offset].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(file: file, line: line, column: column)
    }
}
