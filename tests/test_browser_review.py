"""The review queue and the weekly pass in a real browser.

The memdir holds one clear contradiction: staging-refresh.md (old) says staging is refreshed
nightly from prod; staging-seed.md (newer) says we stopped copying prod. MEMORY.md also points
at a file that does not exist: one dead link for the checklist.
"""

from __future__ import annotations

import io
import os
import re

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from tests.browser import (  # noqa: F401 - fixtures, registered by being imported
    chromium_fixture,
    log_in,
    logged_in_page_fixture,
    page_fixture,
    screenshot,
)

pytestmark = pytest.mark.browser

OLD = 1_700_000_000
NEWER = 1_730_000_000
REFRESH = "projects/staging-refresh.md"
SEED = "projects/staging-seed.md"


@pytest.fixture
def review_memdir(memdir, settings):
    settings.MEMORYUI_TODAY = "2025-06-01"
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
    index = memdir.index(
        "# Memory",
        f"- [Staging refresh]({REFRESH}) — how staging gets its data",
        f"- [Staging seed data]({SEED}) — staging no longer copies prod",
        "- [Old runbook](projects/runbook.md) — gone",
    )
    os.utime(index, (OLD, OLD))
    call_command("curate", stdout=io.StringIO())
    return memdir


def test_keeping_the_newer_memory_resolves_the_contradiction(logged_in_page, review_memdir):
    page = logged_in_page
    page.goto("/review/")
    items = page.locator("#contradiction article.review-item")
    expect(items).to_have_count(1)
    expect(items.locator("blockquote").first).to_contain_text("refreshed nightly")
    screenshot(page, "/tmp/shot-review.png")

    items.get_by_role("button", name="Keep the newer, mark the older superseded").click()

    page.wait_for_url(re.compile(r"/review/$"))
    expect(page.locator("ul.messages")).to_contain_text("supersede")
    expect(page.locator("article.review-item")).to_have_count(0)

    page.goto(f"/memories/{REFRESH}")
    expect(page.locator(".labels .label.superseded")).to_have_text("superseded")
    expect(page.locator(".notice")).to_contain_text("Superseded by")
    expect(page.locator(".notice a")).to_have_attribute("href", f"/memories/{SEED}")
    on_disk = (review_memdir.root / REFRESH).read_text()
    assert "status: superseded" in on_disk
    assert REFRESH not in (review_memdir.root / "MEMORY.md").read_text()


def test_the_checklist_links_to_each_problem_and_the_pass_can_be_completed(
    logged_in_page, review_memdir
):
    page = logged_in_page
    page.goto("/")
    dead = page.locator("#check-dead_links")
    expect(dead.locator(".count")).to_have_text("1")
    expect(dead.locator("a")).to_have_attribute("href", "/index/#dead")
    contradictions = page.locator("#check-contradictions")
    expect(contradictions.locator(".count")).to_have_text("1")
    expect(page.locator("#check-problems .count")).to_have_text("0")
    screenshot(page, "/tmp/shot-checklist.png")

    contradictions.locator("a").click()
    page.wait_for_url(re.compile(r"/review/#contradiction$"))
    expect(page.locator("#contradiction article.review-item")).to_have_count(1)

    page.goto("/")
    expect(page.locator(".lede")).to_contain_text("No pass completed yet")
    page.get_by_role("button", name="Mark this pass complete").click()
    # Error-level items are open: it asks first, naming them.
    expect(page.locator("h1")).to_contain_text("with items still open")
    expect(page.locator(".checklist")).to_contain_text("dead link")
    with page.expect_response(re.compile(r"/pass/complete$")) as answer:
        page.get_by_role("button", name="Complete it anyway").click()
    assert answer.value.status == 302
    expect(page.locator("ul.messages")).to_contain_text("marked complete")
    expect(page.locator("ul.messages")).to_contain_text("left open")
    expect(page.locator(".lede")).to_contain_text("Last pass completed")
    expect(page.locator("#check-changed .count")).to_have_text("0")
    # Completing the pass resolves nothing: the dead link is still there to fix.
    expect(page.locator("#check-dead_links .count")).to_have_text("1")


def test_a_viewer_gets_no_buttons(page, review_memdir):
    log_in(page, "vic", editor=False)
    page.goto("/review/")
    expect(page.locator("article.review-item")).to_have_count(1)
    expect(page.locator("main button[type=submit], main form[method=post]")).to_have_count(0)
    page.goto("/")
    expect(page.get_by_role("button", name="Mark this pass complete")).to_have_count(0)


def test_the_keys_move_between_cards_supersede_and_undo(logged_in_page, review_memdir):
    page = logged_in_page
    before = (review_memdir.root / REFRESH).read_bytes()
    page.goto("/review/")
    expect(page.locator("#shortcuts")).to_be_visible()
    cards = page.locator("[data-triage-item]")
    assert cards.count() >= 2  # the contradiction, and the lint's dead link
    # No card is acted on before one is chosen: s does nothing yet.
    page.keyboard.press("s")
    assert "status: superseded" not in (review_memdir.root / REFRESH).read_text()

    page.keyboard.press("j")
    expect(cards.nth(0)).to_have_class(re.compile(r"\bcurrent\b"))
    expect(cards.nth(0)).to_be_focused()
    page.keyboard.press("j")
    expect(cards.nth(1)).to_have_class(re.compile(r"\bcurrent\b"))
    expect(cards.nth(0)).not_to_have_class(re.compile(r"\bcurrent\b"))
    page.keyboard.press("k")
    expect(cards.nth(0)).to_have_class(re.compile(r"\bcurrent\b"))

    # s keeps the newer note and marks the older superseded.
    with page.expect_navigation():
        page.keyboard.press("s")
    expect(page.locator("ul.messages")).to_contain_text("superseded")
    assert "status: superseded" in (review_memdir.root / REFRESH).read_text()

    # u presses the message's Undo, which asks first; declining leaves the file marked.
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.keyboard.press("u")
    assert "status: superseded" in (review_memdir.root / REFRESH).read_text()
    page.once("dialog", lambda dialog: dialog.accept())
    with page.expect_navigation():
        page.keyboard.press("u")
    expect(page.locator("ul.messages")).to_contain_text("Undid")
    assert (review_memdir.root / REFRESH).read_bytes() == before


def test_a_key_typed_into_the_note_stays_in_the_note(logged_in_page, review_memdir):
    page = logged_in_page
    page.goto("/review/")
    page.keyboard.press("j")
    page.keyboard.press("p")
    note = page.locator("#contradiction input[name=note]")
    expect(note).to_be_focused()
    page.keyboard.type("sd")
    expect(note).to_have_value("sd")
    assert "status: superseded" not in (review_memdir.root / REFRESH).read_text()


def test_the_keys_can_be_turned_off_and_stay_off(logged_in_page, review_memdir):
    page = logged_in_page
    page.goto("/review/")
    page.get_by_role("button", name="Turn the keys off").click()
    page.reload()
    expect(page.get_by_role("button", name="Turn the keys on")).to_be_visible()

    page.keyboard.press("j")
    page.keyboard.press("s")

    expect(page.locator("[data-triage-item].current")).to_have_count(0)
    assert "status: superseded" not in (review_memdir.root / REFRESH).read_text()
