import Foundation
import Testing

@testable import DocGenPreview

@Suite struct OutputFolderTests {
    @Test(
        "dangerous paths are refused before touching the disk",
        arguments: ["/../x", "/a/../../x", "/%2e%2e/x", "/a%2fb", "/a%5cb", "/a\\b", "/%00", "/./x"])
    func refused(path: String) {
        #expect(OutputFolder(root: URL(fileURLWithPath: "/tmp/none")).resolve(path) == .forbidden)
    }

    @Test("a media type is found by extension, whatever its case")
    func mediaTypes() {
        #expect(MediaTypes.forFile("A.SVG") == "image/svg+xml")
        #expect(MediaTypes.forFile("noextension") == "application/octet-stream")
    }

    @Test("the live-reload script goes just before the closing body tag")
    func injection() {
        let html = LiveReloadScript.inject(into: "<html><body><p>x</p></body></html>")
        #expect(html.hasSuffix("</script>\n</body></html>"))
        #expect(html.contains("new EventSource(\"/_docgen/events\")"))
    }
}
