"""Hermes and memory-bank folders in a real browser: the gauges follow each format's budgets."""

from __future__ import annotations

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


def test_a_hermes_folder_shows_a_gauge_per_store_and_its_entries(logged_in_page, memdir):
    memdir.write("MEMORY.md", "\n§\n".join(f"Fact {n}: " + "x" * 90 for n in range(22)))
    memdir.write("USER.md", "User prefers short answers.\n§\nUser lives in Lisbon.")
    page = logged_in_page
    page.goto("/index/")
    expect(page.locator("h1")).to_have_text("What the agent loads")
    expect(page.locator("svg.gauge title")).to_contain_text("of 2,200 MEMORY.md: characters")
    expect(page.locator("svg.gauge title")).to_contain_text("of 1,375 USER.md: characters")
    levels = page.locator("svg.gauge rect.gauge-fill")
    expect(levels.first).to_have_attribute("data-level", "red")
    expect(levels.nth(1)).to_have_attribute("data-level", "ok")
    expect(page.locator(".budget-note").first).to_contain_text("refuses every new entry")
    expect(page.locator("pre.agent-view").first).to_contain_text("OVER BUDGET")
    screenshot(page, "/tmp/memoryui-hermes-index.png")
    page.goto("/memories/")
    expect(page.locator("#memories-table")).to_contain_text("USER.md, entry 2")


def test_a_memory_bank_shows_its_total_budget_and_the_roles(logged_in_page, memdir):
    memdir.write("projectbrief.md", "# Inventory app\n\nWarehouse stock with barcodes.\n")
    memdir.write("activeContext.md", "# Now\n\nThe scanner component.\n" + "detail " * 300)
    memdir.write("progress.md", "# Progress\n\n- Auth done\n")
    page = logged_in_page
    page.goto("/index/")
    expect(page.locator("svg.gauge title")).to_contain_text("tokens (estimated)")
    expect(page.get_by_text("the largest are activeContext.md")).to_be_visible()
    screenshot(page, "/tmp/memoryui-bank-index.png")
    page.goto("/memories/activeContext.md")
    expect(page.get_by_text("active context.")).to_be_visible()
