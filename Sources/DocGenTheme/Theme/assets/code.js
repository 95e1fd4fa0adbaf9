// Adds a copy button to every code block. Without JavaScript the code is still there to select.
(function () {
  "use strict";
  if (!navigator.clipboard) return;
  // The words come from the theme's language file for this page, through the layout.
  var words = document.body.dataset;
  var copy = words.copy || "Copy";
  document.querySelectorAll(".code-block").forEach(function (block) {
    var code = block.querySelector("pre code");
    if (!code) return;
    var meta = block.querySelector(".code-meta");
    if (!meta) {
      meta = document.createElement("div");
      meta.className = "code-meta";
      block.insertBefore(meta, block.firstChild);
    }
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = copy;
    button.setAttribute("aria-label", words.copyLabel || copy);
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(code.textContent).then(function () {
        button.textContent = words.copied || copy;
        setTimeout(function () { button.textContent = copy; }, 1500);
      }, function () {
        button.textContent = words.copyFallback || "Ctrl-C";
      });
    });
    meta.appendChild(button);
  });
})();
