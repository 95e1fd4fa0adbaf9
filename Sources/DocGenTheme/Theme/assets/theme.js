// Applies the saved theme before the page paints, then wires the toggle button.
// Without JavaScript the site follows the system setting through CSS alone.
(function () {
  var key = "docgen-theme";
  var saved = null;
  try { saved = localStorage.getItem(key); } catch (e) {}
  if (saved === "light" || saved === "dark") {
    document.documentElement.setAttribute("data-theme", saved);
  }
  document.addEventListener("DOMContentLoaded", function () {
    var button = document.querySelector(".theme-toggle");
    if (!button) return;
    button.hidden = false;
    function current() {
      var explicit = document.documentElement.getAttribute("data-theme");
      if (explicit) return explicit;
      return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    }
    function label() {
      // The button is a toggle for "Dark theme": pressed means dark is on.
      button.setAttribute("aria-pressed", current() === "dark" ? "true" : "false");
    }
    label();
    button.addEventListener("click", function () {
      var next = current() === "dark" ? "light" : "dark";
      document.documentElement.setAttribute("data-theme", next);
      try { localStorage.setItem(key, next); } catch (e) {}
      label();
    });
  });
})();
