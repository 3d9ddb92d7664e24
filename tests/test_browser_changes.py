"""The weekly pass in a real browser: from the overview to a batch the agent wrote, four of its
changes kept at once and the fifth reverted, with the file on disk put back."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from memoryui import projection
from tests.browser import (  # noqa: F401 - fixtures, registered by being imported
    chromium_fixture,
    logged_in_page_fixture,
    page_fixture,
    screenshot,
)

pytestmark = pytest.mark.browser

OLD = 1_700_000_000
NOTES = ["deploys", "style", "oncall", "billing", "search"]


def note(name: str, line: str) -> str:
    return f"---\nname: {name}\ndescription: About {name}\ntype: project\n---\n{line}\n"


@pytest.fixture
def batch(memdir, settings, tmp_path):
    settings.MEMORYUI_VERSIONS_DIR = tmp_path / "versions"
    for name in NOTES:
        memdir.write(f"{name}.md", note(name, f"The {name} notes say little."), mtime=OLD)
    memdir.index("# Memory", *[f"- [{n}]({n}.md) — about {n}" for n in NOTES])
    projection.reconcile()
    # The agent consolidates: five files rewritten within a few seconds.
    for n, name in enumerate(NOTES):
        memdir.write(f"{name}.md", note(name, f"The {name} notes say much more."), mtime=OLD + n)
    return memdir


def test_a_batch_is_reviewed_four_kept_at_once_and_one_reverted(logged_in_page, batch):
    page = logged_in_page
    page.goto("/")
    check = page.locator("#check-changed")
    expect(check.locator(".count")).to_have_text("5")

    check.locator("a").click()
    page.wait_for_url(re.compile(r"/changes/$"))
    expect(page.locator(".change-group")).to_contain_text(
        "A batch written within seconds: 5 changes, 5 still open."
    )
    deploys = page.locator("article.change", has=page.locator("code", has_text="deploys.md"))
    expect(deploys.locator(".wdiff del")).to_have_text("little")
    expect(deploys.locator(".wdiff ins")).to_have_text("much more")
    screenshot(page, "/tmp/shot-changes.png")

    for name in NOTES[1:]:
        page.get_by_label(f"Choose the change to {name}.md").check()
    page.locator("#bulk").get_by_role("button", name="Keep").click()
    expect(page.locator("ul.messages")).to_contain_text("Kept: 4 changes.")
    expect(page.locator(".change-group")).to_contain_text("5 changes, 1 still open.")

    deploys.get_by_role("button", name="Revert").click()
    expect(page.locator("ul.messages")).to_contain_text("Reverted 1 change (deploys.md).")
    reverted_text = note("deploys", "The deploys notes say little.")
    assert (batch.root / "deploys.md").read_text() == reverted_text
    reverted = page.locator(
        "article.change", has=page.locator(".decision", has_text="reverted by erin")
    )
    expect(reverted).to_have_count(1)
    expect(reverted.locator("h3 code")).to_have_text("deploys.md")

    page.goto("/")
    expect(page.locator("#check-changed .count")).to_have_text("0")


def test_the_changes_page_has_no_serious_accessibility_violations(logged_in_page, batch):
    from axe_playwright_python.sync_playwright import Axe

    page = logged_in_page
    assert page.goto("/changes/").status == 200
    found = Axe().run(page).response["violations"]
    serious = [
        f"{v['id']}: {v['help']} — " + "; ".join(node["html"] for node in v["nodes"])
        for v in found
        if v["impact"] in ("serious", "critical")
    ]
    assert not serious, "\n".join(serious)
