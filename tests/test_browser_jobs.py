"""A verify run started in one browser, watched from another while it runs."""

from __future__ import annotations

import subprocess

import pytest
from playwright.sync_api import expect

from tests.browser import (  # noqa: F401 - fixtures, registered by being imported
    chromium_fixture,
    log_in,
    page_fixture,
    screenshot,
)

pytestmark = pytest.mark.browser
# Enough memories that checking them all takes a few seconds on any machine.
MEMORIES = 300


@pytest.fixture
def many_claims(memdir, tmp_path, settings):
    project = tmp_path / "project"
    (project / "src").mkdir(parents=True)
    for n in range(0, MEMORIES, 2):
        (project / "src" / f"m{n}.py").write_text("x = 1\n")
    for args in (["init", "-q", "-b", "main"], ["add", "."], ["commit", "-q", "-m", "Start"]):
        subprocess.run(
            ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args],
            cwd=project,
            check=True,
        )
    settings.MEMORYUI_PROJECT_ROOT = str(project)
    settings.MEMORYUI_JOBS_MODE = "thread"
    for n in range(MEMORIES):
        memdir.topic(
            f"m{n}.md",
            description=f"module {n}",
            body=f"Module {n} is in `src/m{n}.py`. Its tests are in `src/test_m{n}.py`.\n",
        )
    return memdir


def test_a_verify_run_is_visible_from_a_second_session_while_it_runs(
    chromium, live_server, many_claims
):
    first = chromium.new_context(base_url=live_server.url).new_page()
    log_in(first, "erin")
    first.goto("/")
    first.get_by_role("button", name="Check every claim now").click()
    first.wait_for_url("**/jobs/*/")
    url = first.url
    second = chromium.new_context(base_url=live_server.url).new_page()
    second.set_default_timeout(60_000)
    log_in(second, "otto", editor=False)
    second.goto(url)
    job = second.locator("#job")
    # Seen running from the other session, with its bar moving as the page polls itself.
    expect(job).to_have_attribute("data-status", "running")
    expect(second.locator("#job-progress")).to_be_visible()
    screenshot(second, "/tmp/memoryui-job-running.png")
    expect(job).to_have_attribute("data-status", "done", timeout=120_000)
    expect(job).to_contain_text("Done:")
    # The first session, closed meanwhile or not, finds the same finished run.
    first.reload()
    expect(first.locator("#job")).to_have_attribute("data-status", "done")
