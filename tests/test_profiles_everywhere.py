"""Every page and command works under every profile (DESIGN §9), on a realistic folder of
each format built in code."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from memoryui.models import Memory
from memoryui.projection import reconcile

TOPIC = "---\nname: {name}\ndescription: {name} notes\ntype: project\n---\n{body}\n"


def claude(memdir):
    memdir.write("deploys.md", TOPIC.format(name="Deploys", body="Ship from `main` daily."))
    memdir.write("staging.md", TOPIC.format(name="Staging", body="The staging database is copied."))
    memdir.write(
        "MEMORY.md",
        "<!-- index -->\n- [Deploys](deploys.md) — how we ship\n- [Staging](staging.md) — copy\n",
    )


def hermes(memdir):
    memdir.write("MEMORY.md", "Ship from main daily.\n§\nThe staging database is copied nightly.")
    memdir.write("USER.md", "User prefers short answers.")


def bank(memdir):
    memdir.write("projectbrief.md", "# Brief\n\nShip from main daily.\n")
    memdir.write("activeContext.md", "# Now\n\nThe staging database is copied nightly.\n")


def plain(memdir):
    memdir.write("notes.txt", "Ship from main daily.\n")
    memdir.write(
        "ops/deep/more/staging.md", "# Staging\n\nThe staging database is copied nightly.\n"
    )


FORMATS = {
    "claude-code": claude,
    "claude-code-2.1.210": claude,
    "hermes": hermes,
    "memory-bank": bank,
    "plain": plain,
}
PAGES = ["/", "/index/", "/memories/", "/believe/?q=staging+database", "/review/", "/history/"]


@pytest.fixture(params=sorted(FORMATS))
def any_format(request, db, memdir, settings):
    settings.MEMORYUI_PROFILE = request.param
    FORMATS[request.param](memdir)
    reconcile()
    return request.param


def test_every_page_and_its_twin_answer_under_the_profile(any_format, editor_client):
    for url in PAGES:
        page = editor_client.get(url)
        assert page.status_code == 200, url
        html = page.content.decode()
        if any_format not in ("claude-code", "claude-code-2.1.210"):
            assert "There is no MEMORY.md" not in html, url
        twin = editor_client.get(url + ("&" if "?" in url else "?") + "format=json")
        assert twin.status_code == 200 and twin.json(), url
    assert editor_client.get("/index/?format=json").json()["profile"] == any_format


def test_each_memory_page_and_its_editor_open(any_format, editor_client):
    for memory in Memory.objects.all():
        url = "/memories/" + memory.path.replace("#", "%23")
        assert editor_client.get(url).status_code == 200, url
        assert editor_client.get(url + "/edit").status_code in (200, 302), url


def test_a_question_finds_its_memory_under_the_profile(any_format, editor_client):
    results = editor_client.get("/believe/?q=staging+database&format=json").json()["results"]
    assert results, any_format


def test_the_commands_run_under_the_profile(any_format, settings, tmp_path):
    settings.MEMORYUI_PROJECT_ROOT = str(tmp_path)
    for command in (["sync", "--rebuild"], ["curate"], ["verify"]):
        out = StringIO()
        call_command(*command, stdout=out)
        assert out.getvalue(), command
    out = StringIO()
    try:
        call_command("hygiene", stdout=out)
    except SystemExit as exit_:
        # Exit 1 says an error-level item is open; anything else would be a crash.
        assert exit_.code == 1
    assert out.getvalue().startswith("# memoryui weekly hygiene report")
