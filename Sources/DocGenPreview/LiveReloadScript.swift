import Foundation

/// The script `docgen serve` adds to every HTML page it serves (never to built files): it
/// listens for rebuild events, reloads the page, and shows build errors over it.
enum LiveReloadScript {
    /// The path of the server-sent events stream.
    static let eventsPath = "/_docgen/events"

    static let source = """
        <script data-docgen-live-reload>
        (function () {
          var overlay = null;
          function hide() { if (overlay) { overlay.remove(); overlay = null; } }
          function show(lines) {
            hide();
            overlay = document.createElement("div");
            overlay.setAttribute("role", "alertdialog");
            overlay.setAttribute("aria-label", "Build errors");
            overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;" +
              "background:rgba(20,20,24,.94);color:#ffd7d5;font:14px/1.5 ui-monospace,Menlo,monospace;";
            var title = document.createElement("p");
            title.textContent = "docgen: the last edit does not build; this page shows the last good version.";
            title.style.cssText = "color:#fff;font-weight:bold;margin:0 0 1rem";
            overlay.appendChild(title);
            lines.forEach(function (line) {
              var pre = document.createElement("pre");
              pre.textContent = line;
              pre.style.cssText = "white-space:pre-wrap;margin:0 0 .5rem";
              overlay.appendChild(pre);
            });
            document.body.appendChild(overlay);
          }
          var source = new EventSource("\(eventsPath)");
          source.addEventListener("reload", function () { location.reload(); });
          source.addEventListener("diagnostics", function (event) { show(JSON.parse(event.data)); });
        })();
        </script>

        """

    /// The HTML with the script inserted before `</body>` (or appended when there is none).
    static func inject(into html: String) -> String {
        guard let range = html.range(of: "</body>", options: [.backwards, .caseInsensitive]) else { return html + source }
        var result = html
        result.insert(contentsOf: source, at: range.lowerBound)
        return result
    }
}
