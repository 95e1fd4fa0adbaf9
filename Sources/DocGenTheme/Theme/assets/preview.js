// Component previews: a preview image that cannot load shows its alt text in its frame, and a
// countdown (`<time data-countdown datetime="…">`) ticks. Without scripts the previews still
// show the end date and the browser's own alt text.
(function () {
  "use strict";
  function markFailed(image) { image.classList.add("pv-failed"); }
  document.addEventListener("error", function (event) {
    var target = event.target;
    if (target && target.tagName === "IMG" && target.closest(".pv-stage")) { markFailed(target); }
  }, true);
  function start() {
    document.querySelectorAll(".pv-stage img").forEach(function (image) {
      if (image.complete && image.naturalWidth === 0) { markFailed(image); }
    });
    var clocks = document.querySelectorAll("time[data-countdown]");
    if (clocks.length === 0) { return; }
    function pad(number) { return number < 10 ? "0" + number : String(number); }
    function tick() {
      var now = Date.now();
      clocks.forEach(function (clock) {
        var end = Date.parse(clock.getAttribute("datetime"));
        if (isNaN(end)) { return; }
        var left = Math.max(0, Math.floor((end - now) / 1000));
        var days = Math.floor(left / 86400);
        var rest = left % 86400;
        var text = pad(Math.floor(rest / 3600)) + ":" + pad(Math.floor(rest % 3600 / 60)) + ":" + pad(rest % 60);
        clock.textContent = left === 0 ? "00:00:00" : (days > 0 ? days + "d " : "") + text;
      });
    }
    tick();
    setInterval(tick, 1000);
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();
