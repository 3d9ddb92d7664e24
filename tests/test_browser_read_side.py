"""The read side in a real browser: login, the cliff, search as you type, sorting, axe.

The memdir is small and built here: MEMORY.md runs to 202 lines, so the 200-line cliff cuts
its last two (a pointer to the pager rota and a dead link); four topic files use distinct
words; the CI runner note was last updated long before "today" and is stale.
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
    serious_violations,
)

pytestmark = pytest.mark.browser

TODAY = "2025-06-01"
FRESH = "2025-05-20"
OLD = "2024-01-10"  # 508 days before TODAY: past the 300 days after which a project note is stale


@pytest.fixture
def read_side_memdir(memdir, settings):
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "staging-db.md",
        name="Staging database",
        description="How staging gets its nightly copy of the production database",
        body="Staging restores a scrubbed pg_dump of production every night at 02:00.\n",
        updated=FRESH,
    )
    memdir.topic(
        "release.md",
        name="Release checklist",
        description="Steps before tagging a release",
        type="feedback",
        body="Run the changelog script, then bump the version, then tag.\n",
        updated=FRESH,
    )
    memdir.topic(
        "ci-runner.md",
        name="Old CI runner",
        description="The self-hosted Jenkins runner we used before moving CI",
        body="Jenkins ran on the basement box; its credentials rotated quarterly.\n",
        updated=OLD,
    )
    memdir.topic(
        "pager-rota.md",
        name="Pager rota",
        description="Who carries the pager on weekends",
        type="user",
        body="Alice carries the pager on weekends, Bob on weekdays.\n",
        updated=FRESH,
    )
    headings = [f"## Section {n}" for n in range(5, 201)]  # lines 5 to 200: structure only
    memdir.index(
        "# Memory index",
        "- [Staging database](staging-db.md) — nightly scrubbed copy of production",
        "- [Release checklist](release.md) — steps before tagging",
        "- [Old CI runner](ci-runner.md) — the Jenkins box",
        *headings,
        "- [Pager rota](pager-rota.md) — who carries the pager",  # line 201: past the cliff
        "- [Gone](gone.md) — a file that is not there",  # line 202: dead, and past the cliff
    )
    return memdir


def _marked(page):
    """Sets a marker in the window: a full page load would wipe it, an htmx swap keeps it."""
    page.evaluate("window.__marker = 1")


def _still_marked(page) -> bool:
    return page.evaluate("window.__marker") == 1


def _checklist_item(page, text: str):
    return page.locator(".checklist li").filter(has_text=text)


def test_logging_in_through_the_form_shows_the_weekly_checklist(page, read_side_memdir):
    log_in(page)

    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.locator("h1")).to_have_text("The weekly pass")
    # The memdir was set in the test thread: the server thread must serve that same one.
    expect(page.locator(".lede")).to_contain_text("4 memories.")
    expect(page.locator(".lede")).to_contain_text("the agent does not see 2 of its lines")
    expect(_checklist_item(page, "index lines cut by the cliff")).to_have_class("bad")
    expect(_checklist_item(page, "index lines cut by the cliff").locator(".count")).to_have_text(
        "2"
    )
    expect(_checklist_item(page, "index lines cut by the cliff")).to_contain_text("hiding 1 memory")
    expect(_checklist_item(page, "dead link").locator(".count")).to_have_text("1")
    stale = _checklist_item(page, "stale project")
    expect(stale).to_have_class("warn")
    expect(stale.locator(".count")).to_have_text("1")  # the CI runner; feedback never decays
    expect(_checklist_item(page, "orphans")).to_have_class("good")
    expect(page.locator(".top .who")).to_contain_text("erin · editor")


def test_the_index_page_draws_a_red_gauge_and_the_cliff_before_the_first_cut_line(
    logged_in_page, read_side_memdir
):
    page = logged_in_page
    assert page.goto("/index/").status == 200

    lines_bar = page.locator("svg.gauge rect.gauge-fill").first
    expect(lines_bar).to_have_attribute("data-level", "red")
    # The class must reach the paint, not only the markup: the stylesheet fills red bars red.
    assert lines_bar.evaluate("el => getComputedStyle(el).fill") == "rgb(198, 40, 40)"
    expect(page.locator("svg.gauge title")).to_contain_text("202 of 200 lines")

    cliff = page.locator("#cliff")
    expect(cliff).to_be_visible()
    expect(cliff).to_contain_text("The cliff")
    neighbours = cliff.evaluate("el => [el.previousElementSibling.id, el.nextElementSibling.id]")
    assert neighbours == ["line-200", "line-201"]
    assert page.locator("tr.cliff").count() == 1
    expect(page.locator("#line-201")).to_have_class(re.compile(r"\bcut\b"))
    expect(page.locator("#line-200")).not_to_have_class(re.compile(r"\bcut\b"))

    agent_view = page.locator("pre.agent-view").inner_text().rstrip()
    assert agent_view.startswith("# Memory index\n")
    assert "## Section 200\n\n> WARNING: MEMORY.md is 202 lines (limit: 200)." in agent_view
    assert agent_view.endswith("move detail into topic files.")
    assert "Pager rota" not in agent_view
    screenshot(page, "/tmp/shot-index.png")


def test_search_as_you_type_shows_results_without_reloading_the_page(
    logged_in_page, read_side_memdir
):
    page = logged_in_page
    assert page.goto("/believe/").status == 200
    _marked(page)

    page.locator("#id_q").press_sequentially("staging database", delay=30)

    results = page.locator("#results .result")
    expect(results.first).to_be_visible()
    expect(results.first.locator(".result-title")).to_have_text("Staging database")
    expect(results.filter(has_text="Pager rota")).to_have_count(0)
    expect(page).to_have_url(re.compile(r"/believe/\?q=staging(\+|%20)database$"))
    assert _still_marked(page)
    screenshot(page, "/tmp/shot-believe.png")


def test_conversational_text_is_told_it_names_no_topic(logged_in_page, read_side_memdir):
    page = logged_in_page
    assert page.goto("/believe/").status == 200
    _marked(page)

    page.locator("#id_q").fill("great, carry on")

    expect(page.locator("#results .silence")).to_contain_text("names no topic")
    expect(page.locator("#results .result")).to_have_count(0)
    expect(page).to_have_url(re.compile(r"\?q=great"))
    assert _still_marked(page)


def _file_column(page) -> list[str]:
    return page.locator("#memories-table tbody tr td:first-child").all_inner_texts()


def test_clicking_a_column_header_resorts_the_table_in_place(logged_in_page, read_side_memdir):
    page = logged_in_page
    assert page.goto("/memories/").status == 200
    ascending = ["ci-runner.md", "pager-rota.md", "release.md", "staging-db.md"]
    assert _file_column(page) == ascending
    _marked(page)

    page.locator("#memories-table thead th").filter(has_text="File").get_by_role("link").click()

    expect(page.locator("#memories-table tbody tr").first).to_contain_text("staging-db.md")
    assert _file_column(page) == list(reversed(ascending))
    expect(page.locator("#memories-table thead th").first).to_have_attribute(
        "aria-sort", "descending"
    )
    expect(page).to_have_url(re.compile(r"/memories/\?sort=-path$"))
    assert _still_marked(page)


def test_choosing_a_filter_rerenders_only_the_results(logged_in_page, read_side_memdir):
    page = logged_in_page
    assert page.goto("/memories/").status == 200
    _marked(page)

    page.get_by_label("Type").select_option("user")

    expect(page.locator("#memories-table tbody tr")).to_have_count(1)
    assert _file_column(page) == ["pager-rota.md"]
    expect(page).to_have_url(re.compile(r"[?&]type=user(&|$)"))
    assert _still_marked(page)


def test_changing_a_filter_keeps_the_sort_chosen_by_a_header_click(
    logged_in_page, read_side_memdir
):
    page = logged_in_page
    assert page.goto("/memories/").status == 200
    page.locator("#memories-table thead th").filter(has_text="File").get_by_role("link").click()
    expect(page).to_have_url(re.compile(r"sort=-path"))

    page.get_by_label("Type").select_option("project")

    expect(page.locator("#memories-table tbody tr")).to_have_count(2)
    assert _file_column(page) == ["staging-db.md", "ci-runner.md"]
    expect(page).to_have_url(re.compile(r"[?&]sort=-path(&|$)"))


AXE_PAGES = ["/", "/index/", "/memories/", "/memories/staging-db.md", "/believe/?q=staging"]


@pytest.mark.parametrize("path", AXE_PAGES)
def test_each_read_page_has_no_serious_accessibility_violations(
    logged_in_page, read_side_memdir, path
):
    page = logged_in_page
    # An error page has little to violate: check the page itself was served.
    assert page.goto(path).status == 200
    page.wait_for_load_state("networkidle")

    violations = serious_violations(page)
    assert not violations, "\n".join(violations)


def test_the_login_page_has_no_serious_accessibility_violations(page, read_side_memdir):
    assert page.goto("/login/").status == 200

    violations = serious_violations(page)
    assert not violations, "\n".join(violations)
