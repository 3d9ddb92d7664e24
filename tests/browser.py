"""Fixtures for real-browser tests: Debian chromium driven through Playwright's sync API.

Not a conftest: only the browser test modules import these, so the rest of the suite neither
starts a browser nor needs Playwright. Each fixture's function is named ``…_fixture`` and
registered under the short name: importing the function into a test module makes the fixture
available there without the import being shadowed by the test's argument of the same name.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.conftest import _user

CHROMIUM = Path("/usr/bin/chromium")
# Playwright's own browser download cannot reach its host here: the tests drive Debian's build.
# The flags keep it quiet and offline (no sandbox as root, no background fetches of its own).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
SCREENSHOTS = os.environ.get("MEMORYUI_SCREENSHOTS") == "1"


@pytest.fixture(name="chromium", scope="module")
def chromium_fixture():
    """One browser per module; each test gets its own context, so no cookie leaks between them.

    A missing chromium fails the test rather than skipping it: a skipped browser test reads
    as green in CI while nothing in a browser was checked.
    """
    if not CHROMIUM.exists():
        pytest.fail(
            f"{CHROMIUM} is missing: the browser tests drive Debian's chromium. "
            "Run `apt-get install chromium` and run them again.",
            pytrace=False,
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(name="page")
def page_fixture(chromium, live_server):
    """A fresh page whose relative URLs go to the live server, failing fast on a hung wait."""
    context = chromium.new_context(base_url=live_server.url)
    context.set_default_timeout(5_000)
    page = context.new_page()
    yield page
    context.close()


def log_in(page, name: str = "erin", *, editor: bool = True):
    """Creates the user and logs in through the real form, as a person would."""
    _user(name, editor=editor)
    page.goto("/login/")
    page.fill("#id_username", name)
    page.fill("#id_password", "pw-" + name)
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url(lambda url: "/login/" not in url)
    return page


@pytest.fixture(name="logged_in_page")
def logged_in_page_fixture(page, live_server):
    """A page logged in as an editor; ``live_server`` runs the test on a transactional DB."""
    return log_in(page)


def screenshot(page, path: str) -> None:
    """Saves what the window shows, for a person to look at, only when asked to."""
    if SCREENSHOTS:
        page.screenshot(path=path)


def serious_violations(page) -> list[str]:
    """What axe finds serious or critical on the page as shown, each with where it is."""
    from axe_playwright_python.sync_playwright import Axe

    found = Axe().run(page).response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {v['help']} — "
        + "; ".join(" ".join(node["target"]) + " " + node["html"] for node in v["nodes"])
        for v in found
        if v["impact"] in ("serious", "critical")
    ]
