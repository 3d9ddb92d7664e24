"""The link graph and a one-click lint fix in a real browser (issue 14)."""

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


@pytest.fixture
def web(memdir):
    memdir.topic(
        "projects/deploy.md",
        name="Deploy",
        description="How we deploy",
        body="Follow [[release-train]] and ask [[oncall]].\n",
    )
    memdir.topic(
        "projects/release-train.md",
        name="Release train",
        description="Dates",
        body="Back to [[deploy]].\n",
    )
    memdir.topic("user/oncall.md", name="Oncall", description="Who is on call", type="user")
    memdir.topic(
        "reference/loner.md", name="Loner", description="Linked to by nobody", type="reference"
    )
    memdir.index(
        "# Memory",
        "- [Deploy](projects/deploy.md) — how we deploy",
        "- [Train](projects/release-train.md) — dates",
        "- [Oncall](user/oncall.md) — who is on call",
    )
    return memdir


def test_the_graph_draws_every_memory_and_a_node_opens_its_page(web, logged_in_page):
    page = logged_in_page
    page.goto("/graph/")

    nodes = page.locator("svg.graph a.node")
    expect(nodes).to_have_count(4)
    expect(page.locator("svg.graph line.edge")).to_have_count(3)
    # The unlinked memory is drawn in the band below the linked ones.
    loner = page.locator('a.node[data-path="reference/loner.md"] circle')
    deploy = page.locator('a.node[data-path="projects/deploy.md"] circle')
    assert loner.bounding_box()["y"] > deploy.bounding_box()["y"]
    expect(page.get_by_text("Not linked to or from any memory")).to_be_visible()
    screenshot(page, "/tmp/memoryui-graph.png")

    page.locator('a.node[data-path="user/oncall.md"]').click()

    page.wait_for_url(re.compile(r"/memories/user/oncall\.md$"))
    expect(page.get_by_role("heading", name="Oncall")).to_be_visible()
    expect(page.get_by_text("Linked from")).to_be_visible()


def test_adding_the_missing_pointer_in_one_click(web, logged_in_page):
    page = logged_in_page
    page.goto("/review/")
    section = page.locator("#orphan")
    expect(section).to_contain_text("reference/loner.md")

    section.get_by_role("button", name="Add the missing pointer").click()

    expect(page.locator(".messages")).to_contain_text("Pointed to reference/loner.md")
    expect(page.locator("#orphan")).to_have_count(0)
    index = (web.root / "MEMORY.md").read_text()
    assert "- [Loner](reference/loner.md) — Linked to by nobody" in index
    page.goto("/history/")
    expect(page.locator(".event").first).to_contain_text("Pointed to reference/loner.md")


def test_a_wikilink_on_a_memory_page_leads_to_the_memory_it_names(web, logged_in_page):
    page = logged_in_page
    page.goto("/memories/projects/deploy.md")

    page.get_by_role("article", name="Memory text").get_by_role(
        "link", name="release-train"
    ).click()

    page.wait_for_url(re.compile(r"/memories/projects/release-train\.md$"))
