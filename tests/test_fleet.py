"""Several memdirs in one memoryui: the fleet at /, each memdir's pages under /m/<slug>/."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from memoryui.memdir.discover import sanitize
from memoryui.models import MemdirRecord, Memory

from .conftest import MemdirBuilder
from .fleet import build_home, one_project
from .unprivileged import open_tmp_fixture, unprivileged  # noqa: F401 - a fixture

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(tmp_path: Path, settings, monkeypatch):
    fake = build_home(tmp_path)
    monkeypatch.setenv("HOME", str(fake.home))
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)
    monkeypatch.delenv("CLAUDE_CODE_DISABLE_AUTO_MEMORY", raising=False)
    settings.MEMORYUI_DISCOVER = ["claude", "hermes"]
    settings.MEMORYUI_MEMDIRS = ""
    return fake


def slug_of(home, repo: Path) -> str:
    return sanitize(str(repo)).strip("-")


def test_the_fleet_lists_every_memdir_with_its_counts(db, home, editor_client):
    data = editor_client.get("/?format=json").json()
    slugs = {m["slug"] for m in data["memdirs"]}
    shop = slug_of(home, home.shop)
    assert slugs == {
        shop,
        slug_of(home, home.blog),
        f"{shop}.team",
        "agent.reviewer",
        f"{shop}.agent.planner",
        "hermes",
    }
    assert data["count"] == 6
    hermes = next(m for m in data["memdirs"] if m["slug"] == "hermes")
    assert hermes["profile"] == "hermes" and hermes["kind"] == "folder"
    row = next(m for m in data["memdirs"] if m["slug"] == shop)
    assert set(row) >= {"slug", "path", "profile", "kind", "budgets", "counts", "last_pass"}
    assert row["kind"] == "project" and row["profile"] == "claude-code"
    assert row["counts"]["lines_cut"] == 0
    assert row["project"]["confirmed"] and row["project"]["path"] == str(home.shop)


def test_each_memdir_has_its_own_pages_under_its_slug(db, home, editor_client):
    shop = slug_of(home, home.shop)
    memories = editor_client.get(f"/m/{shop}/memories/?format=json").json()
    # The team folder is a memdir of its own, not files of the project's.
    assert sorted(m["path"] for m in memories["memories"]) == ["deploys.md", "testing.md"]
    team = editor_client.get(f"/m/{shop}.team/memories/?format=json").json()
    assert [m["path"] for m in team["memories"]] == ["style.md"]
    index = editor_client.get(f"/m/{shop}/index/?format=json").json()
    assert [e["target"] for e in index["entries"]] == ["deploys.md"]
    page = editor_client.get(f"/m/{shop}/index/")
    assert page.status_code == 200
    # Links on a memdir's page stay inside it.
    assert f'href="/m/{shop}/memories/"'.encode() in page.content


def test_a_slug_nobody_knows_is_a_404_and_never_reaches_the_disk(db, home, editor_client):
    for slug in ["nope", "..", "%2e%2e", "hermes%2f..", "a" * 300]:
        assert editor_client.get(f"/m/{slug}/memories/").status_code == 404


def test_a_memdir_that_appears_while_serving_shows_on_the_next_page(db, home, editor_client):
    assert editor_client.get("/?format=json").json()["count"] == 6
    fresh = home.home / "src" / "api"
    one_project(home.memory(fresh), "api", "The API is versioned.\n")
    data = editor_client.get("/?format=json").json()
    assert slug_of(home, fresh) in {m["slug"] for m in data["memdirs"]}
    shutil.rmtree(home.memory(fresh).root)
    data = editor_client.get("/?format=json").json()
    assert slug_of(home, fresh) not in {m["slug"] for m in data["memdirs"]}
    assert not MemdirRecord.objects.filter(slug=slug_of(home, fresh)).exists()


def test_a_change_in_one_memdir_never_rereads_another(db, home, editor_client):
    editor_client.get("/?format=json")
    shop, blog = slug_of(home, home.shop), slug_of(home, home.blog)
    before = {r.slug: r for r in MemdirRecord.objects.all()}
    home.memory(home.blog).topic("new.md", description="new")
    editor_client.get(f"/m/{blog}/memories/")
    from memoryui.models import ProjectionState

    versions = dict(ProjectionState.everywhere.values_list("memdir__slug", "version"))
    editor_client.get(f"/m/{shop}/memories/")
    after = dict(ProjectionState.everywhere.values_list("memdir__slug", "version"))
    assert after == versions
    assert Memory.everywhere.filter(memdir=before[blog], path="new.md").exists()
    assert not Memory.everywhere.filter(memdir=before[shop], path="new.md").exists()


FLEET_AS_NOBODY = """
import json
from django.core.management import call_command
from django.contrib.auth.models import User
from django.test import Client
call_command("migrate", verbosity=0)
client = Client(HTTP_HOST="localhost")
client.force_login(User.objects.create_superuser("op", password="x"))
print(json.dumps(client.get("/?format=json").json()))
"""


def test_a_memdir_that_cannot_be_read_says_so_on_its_row_and_the_rest_work(open_tmp):
    # Folder modes stop no one as root: the server runs without the overrides that ignore them.
    readable, locked = MemdirBuilder(open_tmp / "ok"), MemdirBuilder(open_tmp / "locked")
    one_project(readable, "fine", "Fine.\n")
    one_project(locked, "secret", "Hidden.\n")
    var = open_tmp / "var"
    var.mkdir(mode=0o777)
    var.chmod(0o777)
    for folder in (open_tmp, readable.root, open_tmp / "ok" / "fine.md"):
        folder.chmod(0o755 if folder.is_dir() else 0o644)
    (readable.root / "MEMORY.md").chmod(0o644)
    locked.root.chmod(0)
    done = subprocess.run(
        unprivileged([sys.executable, str(REPO / "manage.py"), "shell", "-c", FLEET_AS_NOBODY]),
        env={
            "PATH": "/usr/bin:/bin",
            "PYTHONPATH": str(REPO),
            "DJANGO_SETTINGS_MODULE": "memoryui.settings",
            "MEMORYUI_MEMDIRS": os.pathsep.join([str(readable.root), str(locked.root)]),
            "MEMORYUI_VAR_DIR": str(var),
            "MEMORYUI_RECONCILE_MODE": "inline",
            "MEMORYUI_SECRET_KEY": "a-test-key-" + "x" * 50,
        },
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout.strip().splitlines()[-1])
    rows = {m["slug"]: m for m in data["memdirs"]}
    assert "cannot be read" in rows["locked"]["error"]
    assert rows["ok"]["read"] and rows["ok"]["memories"] == 1 and rows["ok"]["error"] is None
    # The one that cannot be read needs the operator most.
    assert data["memdirs"][0]["slug"] == "locked"


def test_the_worst_memdir_comes_first(db, home, editor_client):
    blog = home.memory(home.blog)
    blog.index(*[f"- [n{i}](n{i}.md) — note {i}" for i in range(260)])
    data = editor_client.get("/?format=json").json()
    assert data["memdirs"][0]["slug"] == slug_of(home, home.blog)
    assert data["memdirs"][0]["counts"]["lines_cut"] == 60


def test_pages_of_one_memdir_are_a_404_at_the_root_in_fleet_mode(db, home, editor_client):
    response = editor_client.get("/memories/")
    assert response.status_code == 404
    assert b"fleet page" in response.content


def test_a_pattern_that_matches_nothing_is_a_line_on_the_fleet_page(
    db, home, editor_client, settings
):
    settings.MEMORYUI_MEMDIRS = "/nowhere/*/memory"
    page = editor_client.get("/")
    assert page.status_code == 200
    assert b"/nowhere/*/memory" in page.content
    assert b"matches no folder" in page.content


def test_sync_rebuild_gives_back_the_same_pages(db, home, editor_client):
    from django.core.management import call_command

    shop = slug_of(home, home.shop)
    urls = ["/?format=json", f"/m/{shop}/memories/?format=json", f"/m/{shop}/index/?format=json"]
    urls += [f"/m/{shop}.team/review/?format=json", "/believe/?q=deploys+Tuesdays&format=json"]
    before = [editor_client.get(url).json() for url in urls]
    with open(os.devnull, "w") as quiet:
        call_command("sync", "--rebuild", stdout=quiet)
    after = [editor_client.get(url).json() for url in urls]
    assert after == before


def test_sync_names_each_memdir_and_takes_one_by_slug(db, home, capsys):
    from django.core.management import call_command
    from django.core.management.base import CommandError

    call_command("sync")
    out = capsys.readouterr().out
    assert out.count("## ") == 6 and "(1/6)" in out and "(6/6)" in out
    call_command("sync", "--memdir", "hermes")
    out = capsys.readouterr().out
    assert out.count("## ") == 1 and "## hermes (1/1)" in out
    with pytest.raises(CommandError, match="No memdir is named nope"):
        call_command("sync", "--memdir", "nope")


def test_hygiene_reports_each_memdir_and_fails_when_any_needs_attention(db, home, capsys):
    from django.core.management import call_command

    home.memory(home.blog).index(*[f"- [n{i}](n{i}.md) — note {i}" for i in range(260)])
    with pytest.raises(SystemExit) as stopped:
        call_command("hygiene")
    assert stopped.value.code == 1
    assert capsys.readouterr().out.count("# memoryui weekly hygiene report") == 6
