// On narrow screens the navigation is a drawer behind the header's menu button. While it is
// open, Tab stays inside it, Escape or a tap beside it closes it, and focus returns to the button.
// Without JavaScript the navigation follows the content (style.css).
(function () {
  "use strict";
  var button = document.querySelector(".nav-toggle");
  var drawer = button && document.getElementById(button.getAttribute("aria-controls"));
  if (!drawer) return;
  document.documentElement.classList.add("has-drawer");
  // The drawer hides at once; it slides only when opened or closed after the next frames.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () { document.documentElement.classList.add("drawer-ready"); });
  });
  var narrow = window.matchMedia("(max-width: 48rem)");
  var openLabel = button.getAttribute("aria-label");
  var closeLabel = button.getAttribute("data-close-label") || openLabel;
  var backdrop = null;

  function isOpen() { return button.getAttribute("aria-expanded") === "true"; }

  function focusable() {
    return Array.prototype.filter.call(drawer.querySelectorAll("a[href], summary, button, input, [tabindex]"), function (element) {
      return element.getClientRects().length > 0;
    });
  }

  function open() {
    button.setAttribute("aria-expanded", "true");
    button.setAttribute("aria-label", closeLabel);
    drawer.classList.add("is-open");
    document.body.classList.add("drawer-open");
    backdrop = document.createElement("div");
    backdrop.className = "drawer-backdrop";
    backdrop.addEventListener("click", function () { close(true); });
    document.body.appendChild(backdrop);
    var start = drawer.querySelector('[aria-current="page"]') || focusable()[0];
    if (start) start.focus();
  }

  function close(returnFocus) {
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-label", openLabel);
    drawer.classList.remove("is-open");
    document.body.classList.remove("drawer-open");
    if (backdrop) { backdrop.remove(); backdrop = null; }
    if (returnFocus) button.focus();
  }

  button.addEventListener("click", function () { if (isOpen()) close(true); else open(); });

  document.addEventListener("keydown", function (event) {
    if (!isOpen()) return;
    if (event.key === "Escape") { close(true); event.preventDefault(); return; }
    if (event.key !== "Tab") return;
    // Focus moves here, not by the browser: the button and the drawer are apart in the page.
    var items = [button].concat(focusable());
    var index = items.indexOf(document.activeElement);
    var next = index < 0 ? 0 : (index + (event.shiftKey ? items.length - 1 : 1)) % items.length;
    items[next].focus();
    event.preventDefault();
  });

  // Widening the window past the drawer's width shows the navigation as a column again.
  narrow.addEventListener("change", function () { if (!narrow.matches && isOpen()) close(false); });
})();
