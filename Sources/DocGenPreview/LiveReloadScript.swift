import Foundation

/// The script `docgen serve` adds to every HTML page it serves (never to built files): it
/// listens for rebuild events, reloads the page, and shows build errors in a box docked in a
/// corner that says whether the edit was built (with its errors on the pages) or not.
enum LiveReloadScript {
    /// The path of the server-sent events stream.
    static let eventsPath = "/_docgen/events"

    // The box is docked small in a corner, not over the page: a page written with errors shows
    // them beside their block, and the writer needs to see that box. It closes with its button
    // and with Escape, and comes back with the next event.
    static let source = """
        <script data-docgen-live-reload>
        (function () {
          var overlay = null;
          function hide() { if (overlay) { overlay.remove(); overlay = null; } }
          function show(lines, built) {
            hide();
            overlay = document.createElement("div");
            overlay.setAttribute("data-docgen-overlay", built ? "built-with-errors" : "not-built");
            overlay.setAttribute("role", built ? "status" : "alertdialog");
            overlay.setAttribute("aria-label", built ? "Build errors shown on the pages" : "Build errors");
            overlay.style.cssText = "position:fixed;right:1rem;bottom:1rem;z-index:2147483647;overflow:auto;" +
              "width:min(34rem,calc(100vw - 2rem));max-height:40vh;box-sizing:border-box;padding:.75rem 1rem;" +
              "border-radius:8px;box-shadow:0 4px 24px rgba(0,0,0,.35);text-align:left;" +
              "background:rgba(20,20,24,.96);color:#ffd7d5;font:13px/1.45 ui-monospace,Menlo,monospace;";
            var close = document.createElement("button");
            close.type = "button";
            close.textContent = "×";
            close.setAttribute("aria-label", "Close");
            close.setAttribute("data-docgen-overlay-close", "");
            close.style.cssText = "float:right;margin:-.25rem -.5rem 0 .5rem;border:0;background:none;color:#fff;" +
              "font:20px/1 system-ui,sans-serif;cursor:pointer;padding:.25rem .5rem";
            close.addEventListener("click", hide);
            overlay.appendChild(close);
            var title = document.createElement("p");
            var count = lines.length + (lines.length === 1 ? " error" : " errors");
            title.textContent = built
              ? "docgen: the last edit built with " + count + ", shown on the pages."
              : "docgen: the last edit did not build; this page shows the last good version.";
            title.style.cssText = "color:#fff;font-weight:bold;margin:0 0 .5rem";
            overlay.appendChild(title);
            lines.forEach(function (line) {
              var pre = document.createElement("pre");
              pre.textContent = line;
              pre.style.cssText = "white-space:pre-wrap;margin:0 0 .5rem";
              overlay.appendChild(pre);
            });
            document.body.appendChild(overlay);
          }
          document.addEventListener("keydown", function (event) {
            if (event.key === "Escape" && overlay) { hide(); }
          });
          var source = new EventSource("\(eventsPath)");
          source.addEventListener("reload", function () { location.reload(); });
          source.addEventListener("diagnostics", function (event) { show(JSON.parse(event.data), false); });
          source.addEventListener("built-with-errors", function (event) { show(JSON.parse(event.data), true); });
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
