"""Under the Content-Security-Policy, in a real browser: nothing is refused and htmx still works.

Chromium reports each refusal twice, as a ``securitypolicyviolation`` event in the page and as
a console error; both are watched, from before the first page loads.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser import (  # noqa: F401 - fixtures, registered by being imported
    chromium_fixture,
    log_in,
    page_fixture,
    screenshot,
)

pytestmark = pytest.mark.browser

REPORT_VIOLATIONS = """
document.addEventListener("securitypolicyviolation", (event) => {
  console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
});
"""


@pytest.fixture
def csp_memdir(memdir, settings):
    settings.MEMORYUI_TODAY = "2025-06-01"
    memdir.topic(
        "staging-db.md",
        name="Staging database",
        description="How staging gets its nightly copy of the production database",
        body="# Staging\n\nA scrubbed dump every night.\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n",
    )
    memdir.topic(
        "pager-rota.md",
        name="Pager rota",
        description="Who carries the pager on weekends",
        type="user",
        body="Alice carries the pager on weekends.\n",
    )
    memdir.write("broken.md", "---\nname: [unclosed\n---\nBody\n")
    memdir.index(
        "# Memory index",
        "- [Staging database](staging-db.md) — nightly copy of production",
        "- [Gone](gone.md) — a dead link",
        "A raw line.",
    )
    return memdir


@pytest.fixture
def violations(page) -> list[str]:
    """Every CSP refusal the page reports, on every page it loads from now on."""
    seen: list[str] = []
    page.add_init_script(REPORT_VIOLATIONS)

    def console(message) -> None:
        if "Content Security Policy" in message.text or "CSP violation" in message.text:
            seen.append(message.text)

    page.on("console", console)
    return seen


PAGES = [
    "/",
    "/index/",
    "/index/order",
    "/memories/",
    "/memories/staging-db.md",
    "/memories/broken.md",
    "/memories/staging-db.md/edit",
    "/memories/new",
    "/believe/?q=staging",
    "/review/",
    "/history/",
    "/no/such/page/",
]


def test_the_pages_load_with_the_policy_on_and_nothing_refused(page, violations, csp_memdir):
    log_in(page)

    for url in PAGES:
        response = page.goto(url)
        assert response.status in (200, 404), url
        assert "script-src 'self'" in response.headers["content-security-policy"], url
        page.wait_for_load_state("networkidle")

    # Logging out posts a form: form-action must allow our own URLs.
    page.get_by_role("button", name="Log out").click()
    page.wait_for_url(re.compile(r"/login/"))
    assert violations == []


def test_the_watch_does_see_a_refusal(page, violations, csp_memdir):
    # The control for the test above: an inline handler is refused and reported.
    log_in(page)
    page.goto("/memories/")

    page.evaluate(
        "document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=\"window.__ran = 1\">')"
    )

    page.wait_for_function("() => document.querySelector('img[src=x]').complete")
    page.wait_for_timeout(200)
    assert any("script-src-attr" in said or "inline event handler" in said for said in violations)
    assert page.evaluate("window.__ran") is None


def test_search_as_you_type_still_swaps_results(page, violations, csp_memdir):
    log_in(page)
    assert page.goto("/believe/").status == 200
    page.evaluate("window.__marker = 1")

    page.locator("#id_q").press_sequentially("staging database", delay=30)

    results = page.locator("#results .result")
    expect(results.first.locator(".result-title")).to_have_text("Staging database")
    expect(page).to_have_url(re.compile(r"/believe/\?q=staging(\+|%20)database$"))
    # An htmx swap, not a page load: the marker survives.
    assert page.evaluate("window.__marker") == 1
    assert violations == []


def test_the_edit_page_counts_the_description_and_previews_the_body(page, violations, csp_memdir):
    log_in(page)
    with page.expect_response(re.compile(r"/memories/preview$")):
        assert page.goto("/memories/staging-db.md/edit").status == 200
    expect(page.locator("#preview h1")).to_have_text("Staging")
    count = page.locator("#desc-count")
    expect(count).to_have_text("60 / 150")

    page.locator("#id_description").fill("x" * 151)

    expect(count).to_have_text("151 / 150")
    expect(count).to_have_class("bad")

    page.locator("#id_description").fill("Short")

    expect(count).to_have_text("5 / 150")
    expect(count).to_have_class("muted")

    page.locator("#id_body").fill("# Rewritten\n\n**bold words**\n")

    expect(page.locator("#preview strong")).to_have_text("bold words")
    screenshot(page, "/tmp/shot-csp-edit.png")
    assert violations == []
