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

// The theme toggle: light or dark, remembered per browser; without a choice the system's
// preference applies (prefers-color-scheme). theme.js applied the stored choice before paint.
function effectiveTheme() {
  const chosen = document.documentElement.dataset.theme;
  if (chosen) {
    return chosen;
  }
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

function labelThemeToggle(button) {
  const next = effectiveTheme() === "dark" ? "light" : "dark";
  button.textContent = next === "dark" ? "Dark" : "Light";
  button.setAttribute("aria-label", `Switch to the ${next} theme`);
}

document.addEventListener("DOMContentLoaded", () => {
  const toggle = document.getElementById("theme-toggle");
  if (toggle) {
    toggle.hidden = false;
    labelThemeToggle(toggle);
    toggle.addEventListener("click", () => {
      const next = effectiveTheme() === "dark" ? "light" : "dark";
      document.documentElement.dataset.theme = next;
      try {
        window.localStorage.setItem("memoryui-theme", next);
      } catch (ignored) {
        // Not remembered, but applied to this page.
      }
      labelThemeToggle(toggle);
    });
  }
  // The narrow-screen menu: the nav is hidden behind this button only when scripts run.
  const menu = document.getElementById("menu-toggle");
  const nav = document.getElementById("main-nav");
  if (menu && nav) {
    menu.hidden = false;
    menu.addEventListener("click", () => {
      const open = nav.classList.toggle("open");
      menu.setAttribute("aria-expanded", String(open));
    });
  }
});

// A form marked data-confirm="question" asks before it is sent (archive, remove, undo,
// dismiss). Without scripts the form is sent as is: every such action can be undone.
document.addEventListener("submit", (event) => {
  const form = event.target;
  const question = form.dataset && form.dataset.confirm;
  if (question && !window.confirm(question)) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
}, true);

// Leaving an edit with unsaved changes asks first (forms marked data-unsaved-guard).
let dirtyForm = null;
document.addEventListener("input", (event) => {
  const form = event.target.form;
  if (form && form.dataset.unsavedGuard !== undefined) {
    dirtyForm = form;
  }
});
document.addEventListener("submit", (event) => {
  if (event.target === dirtyForm) {
    dirtyForm = null;
  }
});
window.addEventListener("beforeunload", (event) => {
  if (dirtyForm) {
    event.preventDefault();
    event.returnValue = "";
  }
});

// Drag and drop on the reorder board: dropping a line sends the new order the way the move
// buttons do (htmx redraws the board, gauge and cliff included). The buttons stay, for the
// keyboard and for pages without scripts.
let draggedRow = null;
document.addEventListener("dragstart", (event) => {
  const row = event.target.closest && event.target.closest("#board tr[data-line]");
  if (row) {
    draggedRow = row;
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", row.dataset.line);
  }
});
document.addEventListener("dragover", (event) => {
  if (draggedRow && event.target.closest && event.target.closest("#board tr[data-line]")) {
    event.preventDefault();
  }
});
document.addEventListener("drop", (event) => {
  const target = event.target.closest && event.target.closest("#board tr[data-line]");
  if (!draggedRow || !target || target === draggedRow) {
    return;
  }
  event.preventDefault();
  const rect = target.getBoundingClientRect();
  const after = event.clientY > rect.top + rect.height / 2;
  target.parentNode.insertBefore(draggedRow, after ? target.nextSibling : target);
  const board = document.getElementById("board");
  const order = [...board.querySelectorAll("tr[data-line]")].map((row) => row.dataset.line);
  board.querySelector('input[name="order"]').value = order.join(",");
  draggedRow = null;
  if (window.htmx) {
    window.htmx.ajax("POST", board.getAttribute("hx-post"), { source: board, target: "#board", swap: "outerHTML" });
  } else {
    board.requestSubmit();
  }
});

// The review queue as a triage inbox: j and k move between cards, and a key names the action
// of the focused card that carries it (data-key: s, o, d, p, f, e, r); u presses the Undo of
// the last message. Keys typed into a field are the field's, a modifier or a held key leaves
// the key to the browser, and an action key works only while a card (or something in it) has
// focus, so nothing acts on a card scrolled out of sight. The keys can be turned off, and the
// choice is remembered (single-key shortcuts must be: WCAG 2.1.4). Every action stays a plain
// form, so the page works the same without scripts.
const KEYS_OFF = "memoryui-keys-off";

function triageCards() {
  return Array.from(document.querySelectorAll("[data-triage] [data-triage-item]"));
}

function keysOn() {
  try {
    return window.localStorage.getItem(KEYS_OFF) !== "1";
  } catch (ignored) {
    return true;
  }
}

function markCurrent(card) {
  for (const other of triageCards()) {
    other.classList.toggle("current", other === card);
  }
}

function focusCard(card) {
  markCurrent(card);
  card.focus({ preventScroll: true });
  card.scrollIntoView({ block: "nearest" });
}

function labelKeysToggle(button) {
  const on = keysOn();
  button.textContent = on ? "Turn the keys off" : "Turn the keys on";
  const legend = document.getElementById("shortcuts");
  if (legend) {
    legend.classList.toggle("keys-off", !on);
  }
}

document.addEventListener("DOMContentLoaded", () => {
  const legend = document.getElementById("shortcuts");
  if (!triageCards().length && !document.querySelector(".messages form[action$='/undo']")) {
    return;
  }
  if (legend) {
    legend.hidden = false;
  }
  const toggle = document.getElementById("keys-toggle");
  if (toggle) {
    labelKeysToggle(toggle);
    toggle.addEventListener("click", () => {
      try {
        if (keysOn()) {
          window.localStorage.setItem(KEYS_OFF, "1");
        } else {
          window.localStorage.removeItem(KEYS_OFF);
        }
      } catch (ignored) {
        // Not remembered; the page keeps its keys as they were.
      }
      labelKeysToggle(toggle);
    });
  }
  document.addEventListener("focusin", (event) => {
    const card = event.target.closest && event.target.closest("[data-triage-item]");
    if (card) {
      markCurrent(card);
    }
  });
});

document.addEventListener("keydown", (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || event.defaultPrevented) {
    return;
  }
  if (!document.querySelector("[data-triage]") || !keysOn()) {
    return;
  }
  const typing = event.target.closest && event.target.closest("input, textarea, select, [contenteditable]");
  if (typing) {
    return;
  }
  const key = event.key;
  if (key === "u") {
    // Undo works with no card left: that is when the last decision may need taking back.
    const undo = document.querySelector(".messages form[action$='/undo'] button");
    if (undo) {
      undo.click();
      event.preventDefault();
    }
    return;
  }
  const cards = triageCards();
  if (!cards.length) {
    return;
  }
  const focused = document.activeElement && document.activeElement.closest
    ? document.activeElement.closest("[data-triage-item]")
    : null;
  if (key === "j" || key === "k") {
    const at = focused ? cards.indexOf(focused) : -1;
    const step = key === "j" ? 1 : -1;
    const next = at < 0 ? cards[0] : cards[Math.min(cards.length - 1, Math.max(0, at + step))];
    focusCard(next);
    event.preventDefault();
    return;
  }
  if (!focused) {
    return;
  }
  const target = focused.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (!target) {
    return;
  }
  event.preventDefault();
  if (target.matches("input")) {
    target.focus();
  } else if (target.form && target.form.requestSubmit) {
    target.form.requestSubmit(target);
  } else {
    target.click();
  }
});
