"""Secrets found in memory are shown to nobody who did not ask, and stored nowhere.

A viewer's every page and JSON twin, a viewer's token, search snippets and the pure function
the recall hook calls show ``[redacted: kind]``; the database, the journal and the version
store under ``.memoryui/`` never hold a value (after redaction on disk, not even an old
version); an editor sees a secret only on asking, and redaction is an undoable edit.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from django.apps import apps
from django.core.management import call_command
from django.test import Client

from memoryui import projection
from memoryui.memdir import credentials
from memoryui.memdir.journal import sha256
from memoryui.memdir.plans import Plan
from memoryui.memdir.safewrite import Change
from tests.test_credentials import PROVIDERS

# Every provider format is pasted somewhere in this memdir.
KINDS = sorted(PROVIDERS)
IN_BODY = KINDS[: len(KINDS) // 2]
IN_OTHER = KINDS[len(KINDS) // 2 : -2]
IN_INDEX = KINDS[-2]
IN_DESCRIPTION = KINDS[-1]
VALUES = [PROVIDERS[k] for k in KINDS]


def lines_of(kinds: list[str]) -> str:
    return "".join(f"- The deploy used {PROVIDERS[k]} last time.\n" for k in kinds)


@pytest.fixture
def leaky(memdir, db):
    memdir.topic(
        "projects/deploy.md",
        name="Deploy",
        description=f"How we deploy (key {PROVIDERS[IN_DESCRIPTION]})",
        body="# Deploy\n\nDeploy from main.\n\n" + lines_of(IN_BODY),
    )
    memdir.topic(
        "projects/deploy-copy.md",
        name="Deploy copy",
        description="How we deploy, again",
        body="# Deploy\n\nDeploy from main.\n\n" + lines_of(IN_OTHER),
    )
    memdir.index(
        "# Memory",
        "- [Deploy](projects/deploy.md) — how we deploy",
        f"Ops webhook: {PROVIDERS[IN_INDEX]}",
    )
    projection.reconcile()
    # An edit through memoryui, so the history has a diff with a secret in it.
    raw = memdir.root.joinpath("projects/deploy-copy.md").read_bytes()
    new = raw.replace(b"Deploy from main.", b"Deploy from main, always.")
    projection.write(
        Plan("edit", [Change("projects/deploy-copy.md", sha256(raw), new)], ""), "erin"
    )
    call_command("curate", stdout=io.StringIO())
    return memdir


def shows_none(text: str) -> list[str]:
    return [v[:12] for v in VALUES if v in text]


VIEWER_PAGES = [
    "/",
    "/index/",
    "/memories/",
    "/memories/projects/deploy.md",
    "/memories/projects/deploy-copy.md",
    "/history/",
    "/review/",
    "/graph/",
    "/believe/?q=deploy+used",
]


@pytest.mark.parametrize("url", VIEWER_PAGES)
def test_a_viewers_page_and_its_twin_show_no_secret(leaky, viewer_client, url):
    page = viewer_client.get(url)
    twin = viewer_client.get(url + ("&" if "?" in url else "?") + "format=json")

    assert page.status_code == 200 and twin.status_code == 200
    assert shows_none(page.content.decode()) == []
    assert shows_none(twin.content.decode()) == []


def test_the_pages_say_redacted_with_the_kind(leaky, viewer_client):
    body = viewer_client.get("/memories/projects/deploy.md", {"format": "json"}).json()["body"]

    for kind in IN_BODY:
        assert f"[redacted: {kind}]" in body


def test_a_viewers_token_reads_no_secret_either(leaky, monkeypatch):
    monkeypatch.setenv("MEMORYUI_PASSWORD", "a long bot password")
    out = io.StringIO()
    call_command("adduser", "tok", "--role", "viewer", "--token", stdout=out)
    (token,) = [line.split()[-1] for line in out.getvalue().splitlines() if "token" in line]
    client = Client(headers={"Authorization": f"Bearer {token}"})
    for url in VIEWER_PAGES:
        response = client.get(url + ("&" if "?" in url else "?") + "format=json")
        assert response.status_code == 200, url
        assert shows_none(response.content.decode()) == [], url


def test_search_finds_the_memory_and_its_snippet_is_redacted(leaky, viewer_client):
    results = viewer_client.get("/believe/", {"q": "deploy used", "format": "json"}).json()

    assert results["results"]
    assert all(shows_none(r["snippet"]) == [] for r in results["results"])


def test_the_database_holds_no_value(leaky):
    found = []
    for model in apps.get_app_config("memoryui").get_models():
        manager = getattr(model, "everywhere", model._default_manager)
        for row in manager.values():
            text = json.dumps(row, default=str, ensure_ascii=False)
            found += [(model.__name__, v[:10]) for v in VALUES if v in text]
    assert found == []


def test_each_secret_is_an_error_level_finding_with_file_line_and_kind(leaky, viewer_client):
    lint = viewer_client.get("/review/", {"format": "json"}).json()["lint"]

    secrets = [f for f in lint if f["id"] == "secret"]
    assert {(f["path"], f["level"]) for f in secrets} == {
        ("projects/deploy.md", "error"),
        ("projects/deploy-copy.md", "error"),
        ("MEMORY.md", "error"),
    }
    assert all(f["line"] and "looks like" in f["message"] for f in secrets)
    assert len(secrets) == len(KINDS)


def test_the_weekly_pass_counts_the_secrets_as_errors(leaky):
    out = io.StringIO()
    with pytest.raises(SystemExit) as exit_code:
        call_command("hygiene", stdout=out)

    assert exit_code.value.code == 1
    assert f"- [ ] {len(KINDS)} secrets in memory **error**" in out.getvalue()


def test_what_the_recall_hook_prints_goes_through_the_pure_redaction(leaky):
    # The hook reads the files themselves, without Django: credentials.redact is its filter.
    for path in ("projects/deploy.md", "projects/deploy-copy.md", "MEMORY.md"):
        text = leaky.root.joinpath(path).read_text()
        assert shows_none(text) != []
        assert shows_none(credentials.redact(text)) == []


def as_user(user) -> Client:
    """A client of its own: ``editor_client`` and ``viewer_client`` share one."""
    client = Client()
    client.force_login(user)
    return client


def test_an_editor_sees_the_secret_only_on_asking(leaky, editor, viewer):
    editor_client, viewer_client = as_user(editor), as_user(viewer)
    url = "/memories/projects/deploy.md"
    # Letters and digits only: markdown renders it as it is.
    value = PROVIDERS["aws-access-key"]
    assert "aws-access-key" in IN_BODY

    assert value not in editor_client.get(url).content.decode()
    assert value in editor_client.get(url, {"secrets": "show"}).content.decode()
    assert value in editor_client.get(url, {"secrets": "show", "format": "json"}).json()["body"]
    # Asking is an editor's: a viewer's "show" is the redacted page.
    assert value not in viewer_client.get(url, {"secrets": "show"}).content.decode()


def _memoryui_files(root: Path) -> str:
    state = root / ".memoryui"
    return "".join(
        p.read_bytes().decode("utf-8", "replace") for p in state.rglob("*") if p.is_file()
    )


def test_redacting_on_disk_is_an_undoable_edit_that_leaves_no_value_in_the_memdir(
    leaky, editor_client, settings
):
    path = "projects/deploy-copy.md"
    before = leaky.root.joinpath(path).read_bytes()
    assert shows_none(_memoryui_files(leaky.root)) != []  # the edit stored versions with them

    response = editor_client.post(f"/memories/{path}/redact", {"base_sha256": sha256(before)})

    assert response.status_code == 302
    after = leaky.root.joinpath(path).read_bytes().decode()
    assert shows_none(after) == []
    assert all(f"[redacted: {kind}]" in after for kind in IN_OTHER)
    # Neither the journal nor the version store keeps a value; the old versions are sealed
    # in memoryui's own data folder, outside the memdir.
    assert shows_none(_memoryui_files(leaky.root)) == []
    sealed = Path(settings.MEMORYUI_SEALED_DIR)
    assert any(
        v.encode() in p.read_bytes() for p in sealed.rglob("*") if p.is_file() for v in VALUES
    )
    events = editor_client.get("/history/", {"format": "json"}).json()["events"]
    redaction = next(e for e in events if e["action"] == "redact")
    assert redaction["detail"]["secrets"][0]["kind"] in IN_OTHER

    undo = editor_client.post(f"/history/{redaction['id']}/undo")

    assert undo.status_code == 302
    assert leaky.root.joinpath(path).read_bytes() == before


def test_a_viewer_cannot_redact_nor_undo_a_redaction(leaky, editor, viewer):
    editor_client, viewer_client = as_user(editor), as_user(viewer)
    path = "projects/deploy.md"
    before = leaky.root.joinpath(path).read_bytes()

    assert viewer_client.post(f"/memories/{path}/redact").status_code == 403
    assert leaky.root.joinpath(path).read_bytes() == before
    editor_client.post(f"/memories/{path}/redact")
    events = editor_client.get("/history/", {"format": "json"}).json()["events"]
    redaction = next(e for e in events if e["action"] == "redact")
    redacted = leaky.root.joinpath(path).read_bytes()

    assert viewer_client.post(f"/history/{redaction['id']}/undo").status_code == 403
    assert leaky.root.joinpath(path).read_bytes() == redacted


def test_a_redacted_memory_has_no_secret_finding_left(leaky, editor_client):
    path = "projects/deploy.md"
    editor_client.post(f"/memories/{path}/redact")

    lint = editor_client.get(f"/memories/{path}", {"format": "json"}).json()["lint"]

    assert [f for f in lint if f["id"] == "secret"] == []


def test_a_dismissed_secret_stays_dismissed_until_the_memory_changes(leaky, editor_client):
    def open_secrets() -> list[dict]:
        lint = editor_client.get("/review/", {"format": "json"}).json()["lint"]
        return [f for f in lint if f["id"] == "secret" and f["path"] == "projects/deploy.md"]

    first = open_secrets()[0]
    assert (
        editor_client.post(f"/review/{first['item']}/resolve", {"action": "dismiss"}).status_code
        == 302
    )
    assert first["item"] not in {f["item"] for f in open_secrets()}
    leaky.topic(
        "projects/deploy.md",
        name="Deploy",
        description="How we deploy",
        body="# Deploy\n\nDeploy from tags now.\n\n" + lines_of(IN_BODY),
    )

    assert first["item"] in {f["item"] for f in open_secrets()}
