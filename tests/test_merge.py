"""Merge: one memory folded into another as one journaled event, every link repointed.

The operator edits the combined body, sees the change list before anything is written, and
can undo the whole merge, which puts every file back byte for byte.
"""

from __future__ import annotations

import io
from html import unescape

import pytest
from django.core.management import call_command

from memoryui.memdir.journal import sha256

WINNER = "feedback/commit-messages.md"
LOSER = "feedback/commit-format.md"


@pytest.fixture
def pair(memdir, db):
    memdir.topic(
        WINNER,
        name="Commit messages",
        description="How commit messages are written",
        type="feedback",
        body="Imperative subject, under 72 characters.\n",
    )
    memdir.topic(
        LOSER,
        name="Commit format",
        description="Commit message format",
        type="feedback",
        body="Subject in the imperative. See [[tickets]].\n",
    )
    memdir.topic(
        "reference/tickets.md",
        name="tickets",
        description="Ticket prefixes",
        type="reference",
        body="Prefix with the ticket id.\n",
    )
    memdir.topic(
        "projects/release.md",
        name="Release",
        description="Release checklist",
        body=(
            "Before tagging, follow [[commit-format]] and [[Commit format|the format]].\n"
            "Details: [format](../feedback/commit-format.md#subject) and [[commit-format#body]].\n"
            "Untouched: [[tickets]] and `[[commit-format]]` in code.\n"
        ),
    )
    memdir.write(
        "projects/crlf.md",
        b"---\r\nname: crlf\r\ndescription: A CRLF note\r\ntype: project\r\n---\r\n"
        b"See [[commit-format]].\r\n",
    )
    memdir.index(
        "# Memory",
        f"- [Commit messages]({WINNER}) — how to write them",
        f"- [Commit format]({LOSER}) — the format",
        "- [Release](projects/release.md) — checklist",
        "- [Tickets](reference/tickets.md) — prefixes",
        "- [CRLF](projects/crlf.md) — a CRLF note",
    )
    return memdir


def sha_of(memdir, path: str) -> str:
    return sha256((memdir.root / path).read_bytes())


def merge_form(client, memdir) -> dict[str, str]:
    return {
        "into": WINNER,
        "base_sha256": sha_of(memdir, LOSER),
        "into_sha256": sha_of(memdir, WINNER),
        "body": "Imperative subject, under 72 characters. See [[tickets]].\n",
    }


def test_the_merge_form_opens_on_the_combined_body_and_writes_nothing(pair, editor_client):
    before = pair.bytes_and_mtimes()

    html = unescape(
        editor_client.get(f"/memories/{LOSER}/merge", {"into": WINNER}).content.decode()
    )

    assert "Imperative subject, under 72 characters." in html
    # The loser's relative links are rewritten for the winner's folder (here the same one).
    assert "Subject in the imperative. See [[tickets]]." in html
    assert pair.bytes_and_mtimes() == before


def test_the_change_list_is_shown_before_anything_is_written(pair, editor_client):
    before = pair.bytes_and_mtimes()

    response = editor_client.post(f"/memories/{LOSER}/merge", merge_form(editor_client, pair))

    html = unescape(response.content.decode())
    assert response.status_code == 200
    assert "What will be written (5 files)" in html
    for path in (WINNER, LOSER, "MEMORY.md", "projects/release.md", "projects/crlf.md"):
        assert f"<code>{path}</code>" in html
    assert "+status: superseded" in html
    assert pair.bytes_and_mtimes() == before


def test_merging_repoints_every_link_and_pointer_and_supersedes_the_loser(pair, editor_client):
    form = merge_form(editor_client, pair)

    response = editor_client.post(f"/memories/{LOSER}/merge", {**form, "save": "1"})

    assert response.status_code == 302
    read = lambda path: (pair.root / path).read_text()  # noqa: E731
    assert read(WINNER).endswith("---\nImperative subject, under 72 characters. See [[tickets]].\n")
    loser = read(LOSER)
    assert "status: superseded" in loser and f"superseded_by: {WINNER}" in loser
    assert f"description: 'Superseded by {WINNER}: Commit message format'" in loser or (
        f"Superseded by {WINNER}: Commit message format" in loser
    )
    assert read("projects/release.md") == (
        "---\nname: Release\ndescription: Release checklist\ntype: project\n---\n"
        "Before tagging, follow [[commit-messages]] and [[commit-messages|the format]].\n"
        "Details: [format](../feedback/commit-messages.md#subject) and [[commit-messages#body]].\n"
        "Untouched: [[tickets]] and `[[commit-format]]` in code.\n"
    )
    assert (pair.root / "projects/crlf.md").read_bytes().endswith(b"See [[commit-messages]].\r\n")
    index = read("MEMORY.md")
    # The winner had a pointer of its own: the loser's line goes, no second bullet for it.
    assert LOSER not in index and index.count(WINNER) == 1


def test_the_merge_is_one_event_and_undo_puts_every_byte_back(pair, editor_client):
    files = [WINNER, LOSER, "MEMORY.md", "projects/release.md", "projects/crlf.md"]
    before = {path: (pair.root / path).read_bytes() for path in files}
    editor_client.post(f"/memories/{LOSER}/merge", {**merge_form(editor_client, pair), "save": "1"})
    events = editor_client.get("/history/", {"format": "json"}).json()["events"]
    merge = events[0]

    assert merge["action"] == "merge"
    assert sorted(f["path"] for f in merge["files"]) == sorted(files)
    assert merge["detail"]["repointed"] == ["projects/crlf.md", "projects/release.md"]

    assert editor_client.post(f"/history/{merge['id']}/undo").status_code == 302
    assert {path: (pair.root / path).read_bytes() for path in files} == before


def test_the_loser_pointer_follows_the_winner_when_the_winner_has_none(pair, editor_client):
    index = pair.root / "MEMORY.md"
    index.write_text(
        index.read_text().replace(f"- [Commit messages]({WINNER}) — how to write them\n", "")
    )

    editor_client.post(f"/memories/{LOSER}/merge", {**merge_form(editor_client, pair), "save": "1"})

    assert f"- [Commit format]({WINNER}) — the format" in index.read_text()


def test_a_memory_changed_since_the_form_opened_is_a_conflict_and_nothing_is_written(
    pair, editor_client
):
    form = merge_form(editor_client, pair)
    (pair.root / LOSER).write_text((pair.root / LOSER).read_text() + "Added by the agent.\n")
    before = pair.bytes_and_mtimes()

    response = editor_client.post(f"/memories/{LOSER}/merge", {**form, "save": "1"})

    assert response.status_code == 409
    assert pair.bytes_and_mtimes() == before


def test_merging_a_memory_into_itself_is_refused(pair, editor_client):
    response = editor_client.get(f"/memories/{LOSER}/merge", {"into": LOSER})

    assert response.status_code == 400


def test_after_a_merge_no_link_is_dead_and_the_backlinks_moved(pair, editor_client):
    editor_client.post(f"/memories/{LOSER}/merge", {**merge_form(editor_client, pair), "save": "1"})

    lint = editor_client.get("/review/", {"format": "json"}).json()["lint"]
    backlinks = editor_client.get(f"/memories/{WINNER}", {"format": "json"}).json()["backlinks"]

    assert [f for f in lint if f["id"] == "dead-link"] == []
    assert {b["path"] for b in backlinks} == {"projects/release.md", "projects/crlf.md"}


def test_the_duplicate_view_offers_the_merge(pair, editor_client):
    call_command("curate", stdout=io.StringIO())
    (pair.root / LOSER).write_text(
        (pair.root / WINNER).read_text().replace("Commit messages", "Commit format")
    )
    call_command("curate", stdout=io.StringIO())

    html = unescape(editor_client.get("/review/").content.decode())

    assert f'href="/memories/{LOSER}/merge?into={WINNER.replace("/", "%2F")}"' in html or (
        f"/memories/{LOSER}/merge?into=" in html
    )


def test_the_name_claimed_twice_finding_offers_the_merge(pair, editor_client):
    (pair.root / LOSER).write_text(
        (pair.root / LOSER).read_text().replace("Commit format", "Commit messages")
    )

    html = unescape(editor_client.get(f"/memories/{LOSER}").content.decode())

    assert f"Merge it into {WINNER}" in html
