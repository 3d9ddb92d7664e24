"""The design pass in a real browser (issue 15): every page at desk and phone width, in the
light and the dark theme, scrolls only downwards and passes axe; the cliff's cost is on the
first screen of /index/; an edit left with unsaved text asks first; archive and undo ask
before they touch a file.

The memdir is small but looks like a real one: 230 notes all pointed to from MEMORY.md (so
the 200-line cliff hides the last 30 of them) plus a dead link; a contradiction for the review
queue; a memory with a long path, a long unbroken command and a wide table (what overflows a
phone first); a change the agent made since the first reconcile; history events; and a battery
question.
"""

from __future__ import annotations

import io
import re

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from memoryui import battery, projection
from memoryui.memdir.journal import sha256
from memoryui.memdir.plans import Plan
from memoryui.memdir.safewrite import Change
from tests.browser import (  # noqa: F401 - fixtures, registered by being imported
    chromium_fixture,
    log_in,
    logged_in_page_fixture,
    page_fixture,
    serious_violations,
)

pytestmark = pytest.mark.browser

OLD = 1_700_000_000
NEWER = 1_730_000_000
NOTES = 230
LONG = (
    "projects/platform-infrastructure/kubernetes-cluster-configuration/"
    "staging-database-restore-procedure.md"
)
REFRESH = "projects/staging-refresh.md"
SEED = "projects/staging-seed.md"
LONG_BODY = (
    "Restore with this one command:\n\n"
    "    pg_restore --clean --if-exists --no-owner --no-privileges --dbname=postgresql://staging"
    "-restore-user@staging-db.internal.example.com:5432/staging_database_with_a_long_name "
    "/var/backups/postgresql/nightly/production-scrubbed-2025-05-31T02-00-00Z.dump\n\n"
    "Or read https://wiki.example.com/platform/infrastructure/runbooks/staging/restore-from-"
    "scrubbed-production-dump-and-verify-row-counts-before-reopening\n\n"
    "| host | port | database | user | schedule | retention | notes |\n"
    "| --- | --- | --- | --- | --- | --- | --- |\n"
    "| staging-db.internal.example.com | 5432 | staging_database_with_a_long_name | "
    "staging-restore-user | nightly at 02:00 UTC | fourteen days | scrubbed by the pipeline |\n"
)
SIZES = {"desk": (1280, 800), "phone": (390, 844)}
THEMES = ["light", "dark"]
# What a person reaches from the navigation and the weekly pass; the edit page last but one,
# so that leaving it does not trip the unsaved-changes guard (nothing is typed here anyway).
PAGES = {
    "overview": "/",
    "index": "/index/",
    "memories": "/memories/",
    "memory": f"/memories/{LONG}",
    "edit": f"/memories/{LONG}/edit",
    "review": "/review/",
    "changes": "/changes/",
    "history": "/history/",
    "believe": "/believe/?q=staging+database+restore",
    "graph": "/graph/",
    "battery": "/battery/",
    "not-found": "/memories/no-such-memory.md",
}


@pytest.fixture
def realistic_memdir(memdir, settings, tmp_path):
    settings.MEMORYUI_TODAY = "2025-06-01"
    settings.MEMORYUI_VERSIONS_DIR = tmp_path / "versions"
    for n in range(NOTES):
        memdir.topic(
            f"notes/n{n:03}.md",
            name=f"Note {n}",
            description=f"Note {n} about the blog",
            body=f"Note {n}, linking [[n{(n + 1) % NOTES:03}]].\n",
            mtime=OLD,
        )
    memdir.topic(LONG, name="Staging restore", description="How to restore staging", body=LONG_BODY)
    memdir.topic(
        REFRESH,
        name="Staging refresh",
        description="How staging gets its data",
        body="Staging is refreshed nightly from a prod snapshot by "
        "`scripts/refresh_staging.sh`. The `staging-refresh` workflow runs it at 02:00.\n",
        mtime=OLD,
    )
    memdir.topic(
        SEED,
        name="Staging seed data",
        description="Staging no longer copies production data",
        body="We stopped copying prod into staging: the `staging-refresh` workflow now runs "
        "`scripts/refresh_staging.sh`, which seeds it weekly from fixtures.\n",
        mtime=NEWER,
    )
    memdir.index(
        "# Memory",
        f"- [Staging restore]({LONG}) — how to restore staging from the scrubbed dump",
        f"- [Staging refresh]({REFRESH}) — how staging gets its data",
        f"- [Staging seed data]({SEED}) — staging no longer copies prod",
        *[f"- [Note {n}](notes/n{n:03}.md) — note {n} about the blog" for n in range(NOTES)],
        "- [Old runbook](projects/runbook.md) — gone",
    )
    call_command("curate", stdout=io.StringIO())
    projection.reconcile()
    # Since that reconcile: the agent rewrote five notes at once (a batch), and an editor saved
    # another.
    for n in (1, 3, 4, 5, 6):
        memdir.topic(f"notes/n00{n}.md", description=f"Note {n}, rewritten", mtime=OLD + n)
    raw = (memdir.root / "notes/n002.md").read_bytes()
    change = Change("notes/n002.md", sha256(raw), raw + b"One more line.\n")
    projection.write(Plan("edit", [change], "Saved notes/n002.md."), "otto")
    projection.reconcile()
    battery.add("how do we restore staging", [LONG], silent=False, actor="otto")
    return memdir


def _page(chromium, live_server, size: str, theme: str):
    width, height = SIZES[size]
    context = chromium.new_context(
        base_url=live_server.url, viewport={"width": width, "height": height}, color_scheme=theme
    )
    context.set_default_timeout(10_000)
    return context, context.new_page()


def _sideways(page) -> int:
    """How far the page scrolls sideways: 0 when it fits the window."""
    return page.evaluate("document.documentElement.scrollWidth - window.innerWidth")


def _widest(page) -> str:
    """The outermost elements reaching past the window's right edge, to name in a failure.

    An element inside a box that scrolls or clips on its own does not widen the page.
    """
    return page.evaluate(
        """() => {
          const clipped = (el) => {
            for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
              if (getComputedStyle(up).overflowX !== 'visible') return true;
            }
            return false;
          };
          const past = [...document.body.querySelectorAll('*')].filter(
            (el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el));
          return past.filter((el) => !past.includes(el.parentElement)).slice(0, 4).map((el) =>
            el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
            + (el.classList.length ? '.' + [...el.classList].join('.') : '')
            + ' ' + Math.round(el.getBoundingClientRect().right) + 'px').join(', ');
        }"""
    )


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("size", list(SIZES))
def test_no_page_scrolls_sideways(chromium, live_server, realistic_memdir, size, theme):
    context, page = _page(chromium, live_server, size, theme)
    wide = {}
    page.goto("/login/")
    if _sideways(page) > 0:
        wide["login"] = f"{_sideways(page)}px ({_widest(page)})"
    log_in(page)
    for name, path in PAGES.items():
        page.goto(path)
        page.wait_for_load_state("networkidle")
        if _sideways(page) > 0:
            wide[name] = f"{_sideways(page)}px ({_widest(page)})"
    context.close()

    assert not wide, f"pages that scroll sideways at {size} width, {theme}: {wide}"


@pytest.mark.parametrize("theme", THEMES)
def test_no_page_has_serious_accessibility_violations(
    chromium, live_server, realistic_memdir, theme
):
    context, page = _page(chromium, live_server, "desk", theme)
    found = {}
    page.goto("/login/")
    found["login"] = serious_violations(page)
    log_in(page)
    for name, path in PAGES.items():
        page.goto(path)
        page.wait_for_load_state("networkidle")
        found[name] = serious_violations(page)
    context.close()

    found = {name: v for name, v in found.items() if v}
    assert not found, "\n".join(f"{name}: {v}" for name, vs in found.items() for v in vs)


CONTRAST = """(selector) => {
  const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const luminance = (text) => {
    const [r, g, b] = rgb(text).map((c) => {
      c /= 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const page = luminance(getComputedStyle(document.body).backgroundColor);
  const ink = luminance(getComputedStyle(document.querySelector(selector)).fill);
  return (Math.max(page, ink) + 0.05) / (Math.min(page, ink) + 0.05);
}"""


@pytest.mark.parametrize("theme", THEMES)
def test_the_graph_labels_read_against_the_page_in_both_themes(
    chromium, live_server, realistic_memdir, theme
):
    """axe does not measure SVG text: a label filled near-black vanishes on the dark page."""
    context, page = _page(chromium, live_server, "desk", theme)
    log_in(page)
    page.goto("/graph/")

    for selector in (".graph .node-label", ".graph .band-title"):
        assert page.evaluate(CONTRAST, selector) >= 4.5, selector
    context.close()


def test_the_theme_follows_the_system_until_the_toggle_chooses_and_remembers(
    chromium, live_server, realistic_memdir
):
    context, page = _page(chromium, live_server, "desk", "dark")
    log_in(page)
    background = "() => getComputedStyle(document.body).backgroundColor"
    dark = page.evaluate(background)

    page.get_by_role("button", name="Switch to the light theme").click()
    light = page.evaluate(background)
    page.goto("/memories/")

    assert light != dark
    assert page.evaluate(background) == light
    expect(page.get_by_role("button", name="Switch to the dark theme")).to_be_visible()
    context.close()


def test_the_memories_hidden_by_the_cliff_are_on_the_first_screen_of_the_index(
    chromium, live_server, realistic_memdir
):
    context, page = _page(chromium, live_server, "desk", "light")
    log_in(page)
    page.goto("/index/")

    hidden = page.locator("#hidden")
    expect(hidden).to_contain_text("Hidden by the cliff (34)")
    expect(hidden.get_by_role("link", name="notes/n229.md")).to_have_count(1)
    assert hidden.locator("ul").bounding_box()["y"] < 800
    context.close()


def _watch_dialogs(page, answer: str) -> list[str]:
    """Records each dialog's type and answers it (accept or dismiss)."""
    seen: list[str] = []

    def handle(dialog):
        seen.append(dialog.type)
        getattr(dialog, answer)()

    page.on("dialog", handle)
    return seen


def test_leaving_an_edit_with_unsaved_text_asks_first(logged_in_page, realistic_memdir):
    page = logged_in_page
    page.goto(f"/memories/{LONG}/edit")
    page.locator("#id_body").press_sequentially(" more", delay=10)
    seen = _watch_dialogs(page, "dismiss")

    page.get_by_role("navigation", name="Main").get_by_role("link", name="Memories").click()

    expect(page).to_have_url(re.compile(r"/edit$"))
    assert seen == ["beforeunload"]


def test_leaving_an_edit_untouched_asks_nothing(logged_in_page, realistic_memdir):
    page = logged_in_page
    page.goto(f"/memories/{LONG}/edit")
    page.locator("#id_body").click()
    seen = _watch_dialogs(page, "dismiss")

    page.get_by_role("navigation", name="Main").get_by_role("link", name="Memories").click()

    page.wait_for_url(re.compile(r"/memories/$"))
    assert seen == []


def test_archive_asks_first_and_a_no_leaves_the_file_alone(logged_in_page, realistic_memdir):
    page = logged_in_page
    path = realistic_memdir.root / SEED
    before = path.read_bytes()
    page.goto(f"/memories/{SEED}")
    seen = _watch_dialogs(page, "dismiss")

    page.get_by_role("button", name="Archive").click()

    expect(page.locator("ul.messages")).to_have_count(0)
    assert seen == ["confirm"]
    assert path.read_bytes() == before


def test_archive_confirmed_moves_the_file_out(logged_in_page, realistic_memdir):
    page = logged_in_page
    page.goto(f"/memories/{SEED}")
    seen = _watch_dialogs(page, "accept")

    page.get_by_role("button", name="Archive").click()

    expect(page.locator("ul.messages")).to_contain_text("Archived")
    assert seen == ["confirm"]
    assert not (realistic_memdir.root / SEED).exists()


def test_undo_on_the_history_page_asks_first_then_undoes(logged_in_page, realistic_memdir):
    page = logged_in_page
    path = realistic_memdir.root / "notes/n002.md"
    edited = path.read_bytes()
    page.goto("/history/?path=notes/n002.md")
    undo = (
        page.locator("li.event")
        .filter(has_text="Saved notes/n002.md.")
        .get_by_role("button", name="Undo")
    )

    page.once("dialog", lambda dialog: dialog.dismiss())
    undo.click()
    expect(page.locator("ul.messages")).to_have_count(0)
    assert path.read_bytes() == edited

    page.once("dialog", lambda dialog: dialog.accept())
    undo.click()
    expect(page.locator("ul.messages")).to_contain_text("Undid")
    assert path.read_bytes() != edited
    assert not path.read_bytes().endswith(b"One more line.\n")


def test_undo_in_the_success_message_asks_first_then_undoes(logged_in_page, realistic_memdir):
    page = logged_in_page
    path = realistic_memdir.root / REFRESH
    before = path.read_bytes()
    page.goto(f"/memories/{REFRESH}/edit")
    page.locator("#id_body").fill("Staging is refreshed weekly now.\n")
    page.get_by_role("button", name="Save").click()
    page.wait_for_url(re.compile(r"/memories/projects/staging-refresh\.md$"))
    assert path.read_bytes() != before
    undo = page.locator("ul.messages").get_by_role("button", name="Undo")

    page.once("dialog", lambda dialog: dialog.dismiss())
    undo.click()
    expect(page.locator("ul.messages")).to_contain_text("Saved")
    assert path.read_bytes() != before

    page.once("dialog", lambda dialog: dialog.accept())
    undo.click()
    expect(page.locator("ul.messages")).to_contain_text("Undid")
    assert path.read_bytes() == before
