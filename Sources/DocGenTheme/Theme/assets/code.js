// Adds a copy button to every code block. Without JavaScript the code is still there to select.
(function () {
  "use strict";
  if (!navigator.clipboard) return;
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
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy code to the clipboard");
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(code.textContent).then(function () {
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      }, function () {
        button.textContent = "Press Ctrl-C";
      });
    });
    meta.appendChild(button);
  });
})();
