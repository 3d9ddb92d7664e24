// memoryui's own script, loaded with defer. Progressive enhancement only: every page works
// without it. It does what the Content-Security-Policy no longer lets a template do inline.
"use strict";

// A live count for any field marked data-count="id of the count" data-limit="N". One listener
// on the document, so that fields an htmx swap brings in are counted too. Characters are
// counted as code points, like the server's count: an emoji is one, not two.
document.addEventListener("input", (event) => {
  const field = event.target;
  const count = field.dataset && field.dataset.count && document.getElementById(field.dataset.count);
  if (!count) {
    return;
  }
  const length = [...field.value].length;
  const limit = Number(field.dataset.limit);
  count.textContent = `${length} / ${limit}`;
  count.className = length > limit ? "bad" : "muted";
});
