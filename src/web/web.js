// The web pages' one script (served from 'self'; the pages work without it).
// - A finished game's replay: a slider over the positions, and the arrow keys (Left / Right a
//   move, Home / End the ends), each going to the position's own address.
// - A game in play: its live part follows the game's event stream; at the end the page
//   reloads into the replay.
"use strict";
(function () {
  var replay = document.getElementById("replay");
  if (replay) {
    var total = Number(replay.dataset.total), ply = Number(replay.dataset.ply);
    var link = function (id) { var a = document.getElementById(id); return a && a.href; };
    var go = function (to) {
      var url = new URL(link("last") || location.href);
      url.searchParams.set("ply", String(to));
      location.href = url.toString();
    };
    var steps = replay.querySelector(".steps");
    if (steps && total > 0) {
      var slider = document.createElement("input");
      slider.type = "range"; slider.min = "0"; slider.max = String(total);
      slider.value = String(ply);
      slider.setAttribute("aria-label", document.getElementById("position").textContent);
      slider.addEventListener("change", function () { go(Number(slider.value)); });
      steps.appendChild(slider);
    }
    document.addEventListener("keydown", function (e) {
      if (e.altKey || e.ctrlKey || e.metaKey) { return; }
      var to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: total }[e.key];
      if (to === undefined || to < 0 || to > total || to === ply) { return; }
      e.preventDefault();
      go(to);
    });
  }
  var live = document.getElementById("live");
  if (live && live.dataset.live && window.EventSource) {
    var path = location.pathname.replace(/\/$/, "");
    var source = new EventSource(path + "/events" + location.search);
    source.addEventListener("live", function (e) { live.innerHTML = e.data; });
    source.addEventListener("end", function () { source.close(); location.reload(); });
  }
})();
