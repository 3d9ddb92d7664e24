"""The write side in a real browser: edit with a live preview, a conflict, reorder, undo.

The memdir is small and built here. deploys.md is an ordinary project note with an old file
time; MEMORY.md runs to 203 lines, so the 200-line cliff cuts its last three, the last being
the only pointer to the pager rota.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser import (  # noqa: F401 - fixtures, registered by being imported
    chromium_fixture,
    log_in,
    logged_in_page_fixture,
    page_fixture,
    screenshot,
)

pytestmark = pytest.mark.browser

OLD_MTIME = 1_700_000_000
BODY = "# Deploys\n\nline one\nline two\nline three\nline four\nline five\n"
PAGER = "- [Pager rota](pager.md) — who carries the pager"
INDEX = [
    "# Memory index",
    "- [Deploys](deploys.md) — how we deploy",
    *[f"## Section {n}" for n in range(3, 203)],  # lines 3 to 202: structure only
    PAGER,  # line 203: past the cliff
]
# Typed into the body: none of it may run, in the preview or on the saved page.
HOSTILE = (
    "<script>window.__pwned = 'script'; alert('script')</script>\n\n"
    "<img src=x onerror=\"window.__pwned = 'img'\">\n"
)


@pytest.fixture
def write_side_memdir(memdir, settings):
    settings.MEMORYUI_TODAY = "2025-06-01"
    memdir.topic(
        "deploys.md",
        name="Deploys",
        description="How we deploy",
        body=BODY,
        mtime=OLD_MTIME,
    )
    memdir.topic(
        "pager.md",
        name="Pager rota",
        description="Who carries the pager on weekends",
        type="user",
        body="Alice carries the pager on weekends.\n",
        mtime=OLD_MTIME,
    )
    memdir.index(*INDEX)
    return memdir


def _disk(memdir, rel: str) -> str:
    return (memdir.root / rel).read_bytes().decode()


def _watch_dialogs(page) -> list[str]:
    said: list[str] = []
    page.on("dialog", lambda dialog: (said.append(dialog.message), dialog.dismiss()))
    return said


def _marked(page):
    """Sets a marker in the window: a full page load would wipe it, an htmx swap keeps it."""
    page.evaluate("window.__marker = 1")


def _still_marked(page) -> bool:
    return page.evaluate("window.__marker") == 1


def test_editing_shows_a_sanitized_live_preview_and_the_saved_change(
    logged_in_page, write_side_memdir
):
    page = logged_in_page
    dialogs = _watch_dialogs(page)
    # The preview is asked for on load too: it shows the body as it stands.
    with page.expect_response(re.compile(r"/memories/preview$")):
        assert page.goto("/memories/deploys.md/edit").status == 200
    expect(page.locator("#preview h1")).to_have_text("Deploys")
    _marked(page)

    body = page.locator("#id_body")
    body.fill(BODY + "\n**A bold new line**\n\n" + HOSTILE)

    expect(page.locator("#preview strong")).to_have_text("A bold new line")
    assert _still_marked(page)
    expect(page.locator("#preview script")).to_have_count(0)
    expect(page.locator("#preview img[onerror]")).to_have_count(0)
    assert page.evaluate("window.__pwned") is None
    screenshot(page, "/tmp/shot-edit-preview.png")

    page.get_by_role("button", name="Save").click()

    page.wait_for_url(re.compile(r"/memories/deploys\.md$"))
    expect(page.locator("article.rendered strong")).to_have_text("A bold new line")
    expect(page.locator("ul.messages")).to_contain_text("Saved deploys.md")
    expect(page.locator("article.rendered script")).to_have_count(0)
    assert page.evaluate("window.__pwned") is None
    assert dialogs == []
    on_disk = _disk(write_side_memdir, "deploys.md")
    assert "\n**A bold new line**\n" in on_disk
    assert "line five\n" in on_disk and "\r" not in on_disk


def test_a_file_changed_on_disk_underneath_shows_the_conflict_page(
    logged_in_page, write_side_memdir
):
    page = logged_in_page
    assert page.goto("/memories/deploys.md/edit").status == 200
    # The agent rewrites line two while the operator has the editor open.
    path = write_side_memdir.root / "deploys.md"
    path.write_bytes(path.read_bytes().replace(b"line two", b"line two, as the agent put it"))

    body = page.locator("#id_body")
    body.fill(body.input_value().replace("line two", "line 2, as the operator put it"))
    with page.expect_response(re.compile(r"/memories/deploys\.md/edit$")) as answer:
        page.get_by_role("button", name="Save").click()

    assert answer.value.status == 409
    expect(page.locator("h1")).to_have_text("Conflict: deploys.md")
    expect(page.get_by_role("alert")).to_contain_text("changed on disk since you opened it")
    mine = page.locator("section").filter(has=page.get_by_role("heading", name="Your text"))
    theirs = page.locator("section").filter(has=page.get_by_role("heading", name="On disk now"))
    expect(mine.locator("pre")).to_contain_text("line 2, as the operator put it")
    expect(theirs.locator("pre")).to_contain_text("line two, as the agent put it")
    expect(page.locator("pre.diff")).to_contain_text("+line 2, as the operator put it")
    expect(page.get_by_role("link", name="Start again from the disk's version")).to_be_visible()
    screenshot(page, "/tmp/shot-conflict.png")
    on_disk = _disk(write_side_memdir, "deploys.md")
    assert "line two, as the agent put it" in on_disk
    assert "operator" not in on_disk


def test_a_conflict_that_does_not_overlap_is_reapplied_from_the_browser(
    logged_in_page, write_side_memdir
):
    page = logged_in_page
    assert page.goto("/memories/deploys.md/edit").status == 200
    # The agent appends a line at the end; the operator edits line two.
    path = write_side_memdir.root / "deploys.md"
    path.write_bytes(path.read_bytes() + b"line six, by the agent\n")
    body = page.locator("#id_body")
    body.fill(body.input_value().replace("line two", "line 2, by the operator"))
    page.get_by_role("button", name="Save").click()
    expect(page.locator("h1")).to_have_text("Conflict: deploys.md")

    combine = page.get_by_role("button", name="Save the combined version")
    expect(combine).to_be_visible()
    expect(page.locator("#merged-body")).to_have_value(re.compile("line 2, by the operator"))
    combine.click()

    page.wait_for_url(re.compile(r"/memories/deploys\.md$"))
    on_disk = _disk(write_side_memdir, "deploys.md")
    assert "line 2, by the operator\n" in on_disk
    assert on_disk.endswith("line five\nline six, by the agent\n")


def _row_after_cliff(page) -> str:
    return page.locator("#cliff").evaluate("el => el.nextElementSibling.dataset.line")


def test_moving_a_line_above_the_cliff_moves_the_cliff_without_a_reload_and_saves(
    logged_in_page, write_side_memdir
):
    page = logged_in_page
    assert page.goto("/index/order").status == 200
    assert _row_after_cliff(page) == "201"
    save = page.get_by_role("button", name="Save this order").first
    expect(save).to_be_disabled()
    _marked(page)

    page.get_by_role("button", name="Move line 203 just above the cliff").click()

    # It takes the last place that loads; the line that held it is pushed past the cliff.
    before_cliff = "el => el.previousElementSibling.dataset.line"
    expect(page.locator("#cliff + tr")).to_have_attribute("data-line", "200")
    assert page.locator("#cliff").evaluate(before_cliff) == "203"
    assert _still_marked(page)
    assert page.url.endswith("/index/order")
    expect(save).to_be_enabled()
    assert _disk(write_side_memdir, "MEMORY.md").split("\n")[:-1] == INDEX  # not saved yet
    screenshot(page, "/tmp/shot-reorder.png")

    save.click()

    page.wait_for_url(re.compile(r"/index/$"))
    expect(page.locator("ul.messages")).to_contain_text("Saved the new order")
    assert _disk(write_side_memdir, "MEMORY.md").split("\n")[:-1] == [
        *INDEX[:199],
        PAGER,
        *INDEX[199:-1],
    ]
    expect(page.locator("#line-200")).to_contain_text("Pager rota")


def test_undo_from_the_history_page_restores_the_file(logged_in_page, write_side_memdir):
    page = logged_in_page
    before = (write_side_memdir.root / "deploys.md").read_bytes()
    assert page.goto("/memories/deploys.md/edit").status == 200
    body = page.locator("#id_body")
    body.fill(body.input_value().replace("line two", "line 2, regretted"))
    page.get_by_role("button", name="Save").click()
    page.wait_for_url(re.compile(r"/memories/deploys\.md$"))
    assert "line 2, regretted" in _disk(write_side_memdir, "deploys.md")

    assert page.goto("/history/").status == 200
    newest = page.locator("li.event").first
    expect(newest).to_contain_text("by erin")
    newest.locator("summary").click()
    # A word diff: the words taken out struck through, the words put in marked.
    expect(newest.locator(".wdiff del")).to_contain_text(["two"])
    expect(newest.locator(".wdiff ins")).to_contain_text(["2, regretted"])
    # Undo asks first: dismissing the question sends nothing.
    page.once("dialog", lambda dialog: dialog.dismiss())
    newest.get_by_role("button", name="Undo").click()
    expect(page.locator("ul.messages")).to_have_count(0)
    assert "line 2, regretted" in _disk(write_side_memdir, "deploys.md")
    page.once("dialog", lambda dialog: dialog.accept())
    newest.get_by_role("button", name="Undo").click()

    page.wait_for_url(re.compile(r"/history/$"))
    expect(page.locator("ul.messages")).to_contain_text("Undid")
    expect(page.locator("li.event").first).to_contain_text("Undid an earlier change to deploys.md")
    # The edit is marked undone, and offers no second undo.
    edited = page.locator("li.event").nth(1)
    expect(edited.locator(".label")).to_have_text("undone")
    expect(edited.get_by_role("button", name="Undo")).to_have_count(0)
    assert (write_side_memdir.root / "deploys.md").read_bytes() == before
    assert (write_side_memdir.root / "deploys.md").stat().st_mtime_ns == OLD_MTIME * 10**9
