"""The message after every action that writes offers Undo for exactly that event.

Keeping a change, reverting one and redacting a secret wrote journal events whose message
gave no Undo: the operator had to find the event in the history to take it back.
"""

from __future__ import annotations

import re

import pytest

GHP = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


@pytest.fixture
def busy(memdir):
    memdir.topic("a.md", name="a", description="A note", body="Deploys go out on Tuesdays.\n")
    memdir.topic("loner.md", name="loner", description="Linked to by nobody")
    memdir.topic("ci.md", name="ci", description="CI", body=f"The CI token is {GHP}.\n")
    memdir.index("# Memory", "- [A](a.md) — a note", "- [CI](ci.md) — ci")
    return memdir


def offered_undo(response) -> str:
    """The id of the event the message offers to undo (the page after the redirect)."""
    html = response.content.decode()
    messages = re.search(r'<ul class="messages".*?</ul>', html, re.S)
    assert messages, "no message after the action"
    found = re.search(r'action="/history/([^/"]+)/undo"', messages.group(0))
    assert found, f"no Undo in: {messages.group(0)}"
    return found.group(1)


def newest_event(client) -> str:
    return client.get("/history/?format=json").json()["events"][0]["id"]


def test_keeping_a_change_offers_to_undo_it(busy, editor_client):
    editor_client.get("/")  # the first look
    busy.write("a.md", (busy.root / "a.md").read_text() + "The agent added this.\n")
    change = editor_client.get("/changes/?format=json").json()["changes"][0]

    response = editor_client.post(f"/changes/{change['id']}/keep", follow=True)

    assert offered_undo(response) == newest_event(editor_client)


def test_reverting_a_change_offers_to_undo_the_revert(busy, editor_client):
    editor_client.get("/")
    before = (busy.root / "a.md").read_bytes()
    busy.write("a.md", before.decode() + "The agent added this.\n")
    change = editor_client.get("/changes/?format=json").json()["changes"][0]

    response = editor_client.post(f"/changes/{change['id']}/revert", follow=True)

    assert (busy.root / "a.md").read_bytes() == before
    event = offered_undo(response)
    editor_client.post(f"/history/{event}/undo")
    assert "The agent added this." in (busy.root / "a.md").read_text()


def test_redacting_a_secret_offers_to_undo_it(busy, editor_client):
    sha = editor_client.get("/memories/ci.md?format=json").json()["sha256"]

    response = editor_client.post("/memories/ci.md/redact", {"base_sha256": sha}, follow=True)

    assert GHP not in (busy.root / "ci.md").read_text()
    assert offered_undo(response) == newest_event(editor_client)


def test_a_one_click_lint_fix_offers_to_undo_it(busy, editor_client):
    lint = editor_client.get("/review/?format=json").json()["lint"]
    [orphan] = [f for f in lint if f["id"] == "orphan" and f["path"] == "loner.md"]

    response = editor_client.post(f"/lint/{orphan['item']}/fix", follow=True)

    assert offered_undo(response) == newest_event(editor_client)
