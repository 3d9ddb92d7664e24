"""The fleet in a real browser: the memdir whose index overflowed comes first, and one click
leads to its cliff."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from memoryui.memdir.discover import sanitize
from tests.browser import (  # noqa: F401 - fixtures, registered by being imported
    chromium_fixture,
    log_in,
    page_fixture,
    screenshot,
)
from tests.fleet import build_home

pytestmark = pytest.mark.browser


@pytest.fixture
def home(tmp_path, settings, monkeypatch):
    fake = build_home(tmp_path)
    monkeypatch.setenv("HOME", str(fake.home))
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)
    settings.MEMORYUI_DISCOVER = ["claude", "hermes"]
    blog = fake.memory(fake.blog)
    for n in range(260):
        blog.topic(f"n{n}.md", description=f"note {n}", body=f"Note {n}.\n")
    blog.index(*[f"- [Note {n}](n{n}.md) — note {n}" for n in range(260)])
    return fake


def test_the_overflowing_memdir_comes_first_and_leads_to_its_cliff(page, live_server, home):
    log_in(page)
    page.goto("/")
    blog = sanitize(str(home.blog)).strip("-")
    rows = page.locator("table.fleet tbody tr")
    expect(rows).to_have_count(6)
    expect(rows.first).to_have_attribute("data-slug", blog)
    expect(rows.first).to_contain_text("60 index lines cut by the cliff")
    expect(rows.first.locator("rect.gauge-fill").first).to_have_attribute("data-level", "red")
    # A project no transcript confirms says so, instead of showing a guess as its path.
    expect(rows.first).to_contain_text("Project path not confirmed")
    screenshot(page, "/tmp/memoryui-fleet.png")
    rows.first.locator("th a").click()
    expect(page).to_have_url(f"{live_server.url}/m/{blog}/")
    expect(page.locator(".crumbs-memdir")).to_contain_text("All memdirs")
    page.get_by_role("link", name="MEMORY.md", exact=True).click()
    expect(page).to_have_url(f"{live_server.url}/m/{blog}/index/")
    expect(page.locator("#cliff")).to_be_visible()
    expect(page.locator("#hidden-h")).to_contain_text("Hidden by the cliff (60)")
    page.get_by_role("link", name="All memdirs").first.click()
    expect(page).to_have_url(f"{live_server.url}/")


def test_search_across_names_each_results_memdir(page, live_server, home):
    log_in(page)
    page.goto("/believe/?q=deploys+on+Tuesdays")
    results = page.locator("ol.results li")
    expect(results.first).to_be_visible()
    expect(page.locator("ol.results")).to_contain_text("in hermes")
    expect(page.locator("ol.results")).to_contain_text("in " + sanitize(str(home.shop)).strip("-"))
