// Adds a copy button to each robots.txt snippet. The page works without it: the snippet is
// selectable text, and each has a link to its file.
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  var body = document.body;
  var label = body.getAttribute("data-copy-label") || "Copy";
  var done = body.getAttribute("data-copied-label") || "Copied";
  var separator = body.getAttribute("data-copy-separator") || ": ";
  if (!navigator.clipboard) return;
  document.querySelectorAll("pre[data-snippet]").forEach(function (pre) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy";
    button.textContent = label;
    button.setAttribute("aria-label", label + separator + pre.getAttribute("data-snippet"));
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(pre.textContent).then(function () {
        button.textContent = done;
        setTimeout(function () { button.textContent = label; }, 2000);
      });
    });
    pre.insertAdjacentElement("afterend", button);
  });
});
