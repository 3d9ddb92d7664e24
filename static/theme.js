// Loaded in <head> without defer, so the chosen theme applies before the first paint (a dark
// page must not flash white). Kept tiny; memoryui.js does the rest.
"use strict";
(function () {
  var root = document.documentElement;
  root.classList.add("js");
  try {
    var chosen = window.localStorage.getItem("memoryui-theme");
    if (chosen === "dark" || chosen === "light") {
      root.dataset.theme = chosen;
    }
  } catch (ignored) {
    // Storage refused (private mode): the system's preference applies.
  }
})();
