"""What the agent wrote since the last pass (DESIGN §11): an outside process changes, renames
and deletes memory files between reconciles, never through memoryui, and each change appears
once with the right diff, can be kept or reverted byte-exact, and undone."""

from __future__ import annotations

import html
import io
import json
import os
import re
import shutil
from html import unescape
from pathlib import Path

import pytest
from django.core.management import call_command

from memoryui import projection
from memoryui.memdir import safewrite
from memoryui.memdir.journal import sha256
from memoryui.memdir.versions import VersionStore
from memoryui.projection import changes as change_log
from tests.conftest import MemdirBuilder

OLD = 1_700_000_000  # 2023-11-14, long before any of these changes
A = (
    b"---\nname: Deploys\ndescription: How we deploy\ntype: project\n---\n"
    b"We deploy on Tuesdays after the standup.\nRollbacks go through the runbook.\n"
)
B = b"---\nname: Style\ndescription: Review style\ntype: feedback\n---\nShort reviews.\n"
DASH = "—".encode()
INDEX = b"# Memory\n- [Deploys](deploys.md) " + DASH + b" how we deploy\n"
INDEX += b"- [Style](style.md) " + DASH + b" reviews\n"


@pytest.fixture
def agent(memdir, settings, tmp_path, db):
    """A memdir memoryui has already looked at once: its versions are the starting point."""
    settings.MEMORYUI_VERSIONS_DIR = tmp_path / "versions"
    memdir.write("deploys.md", A, mtime=OLD)
    memdir.write("style.md", B, mtime=OLD)
    memdir.write("notes/old.md", b"---\nname: Old\ntype: reference\n---\nOld notes.\n", mtime=OLD)
    memdir.write("MEMORY.md", INDEX, mtime=OLD)
    projection.reconcile()
    return memdir


def listed(client, **params) -> list[dict]:
    response = client.get("/changes/", {"format": "json", **params})
    assert response.status_code == 200
    return response.json()["changes"]


def one(client, **params) -> dict:
    [change] = listed(client, **params)
    return change


def diff_of(client, change_id: str) -> dict:
    return client.get(f"/changes/{change_id}/", {"format": "json"}).json()["diff"]


def journal(memdir) -> list[dict]:
    path = memdir.root / ".memoryui" / "journal.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


# --- each change appears once, with the right diff ---------------------------------------------


def test_nothing_memoryui_saw_first_is_a_change(agent, editor_client):
    assert listed(editor_client) == []


def test_a_file_the_agent_rewrites_appears_once_with_its_word_diff(agent, editor_client):
    agent.write("deploys.md", A.replace(b"Tuesdays", b"Thursdays"))
    projection.reconcile()
    projection.reconcile()

    change = one(editor_client)
    assert change["path"] == "deploys.md" and change["kind"] == "changed"
    assert change["by"] == "outside" and change["reviewed"] is False
    assert change["before_sha256"] == sha256(A)
    assert change["after_sha256"] == sha256(A.replace(b"Tuesdays", b"Thursdays"))
    assert diff_of(editor_client, change["id"])["text"] == (
        "We deploy on [-Tuesdays-]{+Thursdays+} after the standup."
        "\nRollbacks go through the runbook."
    )
    # Listed once more after another look at an unchanged memdir: still one change.
    assert len(listed(editor_client)) == 1


def test_a_touched_file_whose_bytes_did_not_change_is_no_change(agent, editor_client):
    os.utime(agent.root / "deploys.md")
    assert listed(editor_client) == []


def test_a_file_renamed_by_the_agent_is_shown_as_a_rename(agent, editor_client):
    os.rename(agent.root / "style.md", agent.root / "review-style.md")

    change = one(editor_client)
    assert (change["kind"], change["path"], change["from_path"]) == (
        "renamed",
        "review-style.md",
        "style.md",
    )
    assert change["before_sha256"] == change["after_sha256"] == sha256(B)
    assert diff_of(editor_client, change["id"])["status"] == "same"


def test_a_file_the_agent_deletes_is_listed_as_removed(agent, editor_client):
    (agent.root / "notes" / "old.md").unlink()

    change = one(editor_client)
    assert (change["kind"], change["path"], change["after_sha256"]) == (
        "removed",
        "notes/old.md",
        None,
    )
    assert "{+" not in diff_of(editor_client, change["id"])["text"]


def test_several_changes_between_two_looks_are_each_listed(agent, editor_client):
    agent.write("deploys.md", A + b"Freeze on Fridays.\n")
    os.rename(agent.root / "style.md", agent.root / "review-style.md")
    (agent.root / "notes" / "old.md").unlink()
    agent.write("new.md", b"---\nname: New\ntype: user\n---\nHello.\n")

    kinds = sorted((c["kind"], c["path"]) for c in listed(editor_client))
    assert kinds == [
        ("added", "new.md"),
        ("changed", "deploys.md"),
        ("removed", "notes/old.md"),
        ("renamed", "review-style.md"),
    ]


def test_frontmatter_changes_are_shown_as_field_changes(agent, editor_client):
    agent.write("style.md", B.replace(b"type: feedback", b"type: project"))
    change = one(editor_client)

    fields = diff_of(editor_client, change["id"])["fields"]
    assert fields == [{"key": "type", "before": "feedback", "after": "project", "kind": "changed"}]
    html = unescape(editor_client.get("/changes/").content.decode())
    assert re.search(
        r"<th scope=\"row\">type</th><td><del>feedback</del> → <ins>project</ins>", html
    )


def test_a_memory_md_change_shows_the_pointers_and_whether_the_cliff_moved(agent, editor_client):
    filler = b"".join(
        b"- [Note %d](notes/n%d.md) \xe2\x80\x94 a note\n" % (n, n) for n in range(200)
    )
    agent.write(
        "MEMORY.md",
        INDEX.replace(b"- [Style]", b"- [New](new.md) \xe2\x80\x94 new\n- [Style]") + filler,
    )
    change = one(editor_client)

    index = diff_of(editor_client, change["id"])["index"]
    assert index["added"][0] == "new.md" and len(index["added"]) == 201
    assert index["removed"] == [] and index["cliff_moved"] is True
    assert (
        index["cliff"] == "The cliff now cuts MEMORY.md at line 201: the agent stops reading there."
    )
    html = editor_client.get("/changes/").content.decode()
    assert "Pointers added: <code>new.md</code> (line 3)" in html


def test_binary_and_huge_files_are_said_not_diffed(agent, editor_client):
    agent.write("deploys.md", A + b"\x00\x01binary\x02")
    agent.write("style.md", B + b"x" * 300_000 + b"\n")

    by_path = {c["path"]: c for c in listed(editor_client)}
    assert diff_of(editor_client, by_path["deploys.md"]["id"])["message"].startswith("binary")
    assert diff_of(editor_client, by_path["style.md"]["id"])["message"] == (
        "too large to diff (293 KB)"
    )
    html = editor_client.get("/changes/").content.decode()
    assert "too large to diff (293 KB)" in html and "binary: not text" in html


def test_the_json_twin_is_paged_and_lists_the_contract_keys(agent, editor_client):
    for n in range(3):
        agent.write(f"new-{n}.md", b"---\nname: N\ntype: user\n---\nBody %d.\n" % n)
    data = editor_client.get("/changes/", {"format": "json", "per_page": 2}).json()

    assert data["count"] == 3 and data["per_page"] == 2 and len(data["changes"]) == 2
    keys = {"path", "kind", "by", "at", "before_sha256", "after_sha256", "reviewed"}
    assert keys <= set(data["changes"][0])


def test_since_a_date_lists_the_changes_seen_from_then(agent, editor_client):
    agent.write("deploys.md", A + b"More.\n")
    change = one(editor_client)
    editor_client.post(f"/changes/{change['id']}/keep")
    editor_client.post("/pass/complete")

    # After the pass the kept change is no longer this week's, but a date brings it back.
    assert listed(editor_client) == []
    assert [c["id"] for c in listed(editor_client, since="2000-01-01")] == [change["id"]]
    assert listed(editor_client, since="2999-01-01") == []


# --- keep, revert, restore ---------------------------------------------------------------------


def test_keep_is_a_journaled_decision_that_survives_a_rebuild(agent, editor_client):
    agent.write("deploys.md", A + b"More.\n")
    change = one(editor_client)

    assert editor_client.post(f"/changes/{change['id']}/keep").status_code == 302
    event = journal(agent)[-1]
    assert event["action"] == "changes-keep" and event["detail"]["changes"] == [change["id"]]
    assert event["files"] == []
    call_command("sync", "--rebuild", stdout=io.StringIO())
    assert one(editor_client)["reviewed"] is True
    assert one(editor_client)["decision"] == "keep"


def test_undoing_a_keep_opens_the_change_again(agent, editor_client):
    agent.write("deploys.md", A + b"More.\n")
    change = one(editor_client)
    editor_client.post(f"/changes/{change['id']}/keep")
    keep = journal(agent)[-1]["id"]

    editor_client.post(f"/history/{keep}/undo")

    assert one(editor_client)["decision"] is None


def test_a_revert_is_byte_exact_keeps_the_old_mtime_and_is_undoable(agent, editor_client):
    # A file with a BOM and CRLF line ends: every byte must come back.
    original = b"\xef\xbb\xbf---\r\nname: W\r\ntype: user\r\n---\r\nWindows lines.\r\n"
    agent.write("win.md", original, mtime=OLD)
    projection.reconcile()
    editor_client.post(f"/changes/{one(editor_client)['id']}/keep")
    agent.write("win.md", original.replace(b"Windows", b"Unix"))
    change = next(c for c in listed(editor_client) if c["kind"] == "changed")

    assert editor_client.post(f"/changes/{change['id']}/revert").status_code == 302

    path = agent.root / "win.md"
    assert path.read_bytes() == original
    assert path.stat().st_mtime_ns == OLD * 10**9
    revert = journal(agent)[-1]
    assert revert["action"] == "changes-revert"
    assert revert["files"] == [
        {
            "path": "win.md",
            "before_sha256": change["after_sha256"],
            "after_sha256": sha256(original),
        }
    ]
    reverted = next(c for c in listed(editor_client) if c["id"] == change["id"])
    assert reverted["decision"] == "revert" and reverted["reviewed"] is True
    # memoryui's own write back is listed too, by its user, and needs no decision.
    own = next(c for c in listed(editor_client) if c["by"] != "outside" and c["path"] == "win.md")
    assert own["by"] == "erin" and own["reviewed"] is True

    editor_client.post(f"/history/{revert['id']}/undo")
    assert path.read_bytes() == original.replace(b"Windows", b"Unix")
    assert next(c for c in listed(editor_client) if c["id"] == change["id"])["decision"] is None


def test_a_file_written_again_since_the_change_is_a_conflict_not_an_overwrite(agent, editor_client):
    agent.write("deploys.md", A + b"First.\n")
    change = one(editor_client)
    # The agent writes again before the operator reverts; no look in between.
    agent.write("deploys.md", A + b"First.\nSecond.\n")

    response = editor_client.post(f"/changes/{change['id']}/revert")

    assert response.status_code == 409
    assert "changed on disk" in response.content.decode()
    assert (agent.root / "deploys.md").read_bytes() == A + b"First.\nSecond.\n"


def test_an_agent_write_during_the_revert_is_a_conflict_and_its_bytes_are_kept(
    agent, editor_client
):
    agent.write("deploys.md", A + b"First.\n")
    change = one(editor_client)
    path = agent.root / "deploys.md"

    def agent_appends(step: str) -> None:
        # Right after memoryui checked the file and before its replace lands: the agent
        # appends in place, as its Edit tool does.
        if step == "checked:deploys.md":
            with open(path, "ab") as handle:
                handle.write(b"Written during the revert.\n")

    safewrite.set_fault_hook(agent_appends)
    try:
        response = editor_client.post(f"/changes/{change['id']}/revert")
    finally:
        safewrite.set_fault_hook(None)

    assert response.status_code == 409
    assert path.read_bytes() == A + b"First.\nWritten during the revert.\n"
    assert not any(e["action"] == "changes-revert" for e in journal(agent))


def test_an_added_file_reverted_goes_to_the_archive_not_away(agent, editor_client):
    agent.write("new.md", b"---\nname: New\ntype: user\n---\nHello.\n")
    change = one(editor_client)

    editor_client.post(f"/changes/{change['id']}/revert")

    assert not (agent.root / "new.md").exists()
    [kept] = (agent.root / ".memoryui" / "archive").rglob("new.md.archived")
    assert kept.read_bytes() == b"---\nname: New\ntype: user\n---\nHello.\n"


def test_a_removed_file_is_restored_with_its_bytes_and_mtime(agent, editor_client):
    before = (agent.root / "style.md").read_bytes()
    (agent.root / "style.md").unlink()
    change = one(editor_client)
    html = editor_client.get("/changes/").content.decode()
    assert ">Restore</button>" in html

    editor_client.post(f"/changes/{change['id']}/revert")

    assert (agent.root / "style.md").read_bytes() == before
    assert (agent.root / "style.md").stat().st_mtime_ns == OLD * 10**9


def test_a_rename_reverted_moves_the_file_back(agent, editor_client):
    os.rename(agent.root / "style.md", agent.root / "review-style.md")
    editor_client.post(f"/changes/{one(editor_client)['id']}/revert")

    assert (agent.root / "style.md").read_bytes() == B
    assert not (agent.root / "review-style.md").exists()


def test_a_revert_into_a_folder_that_is_gone_asks_first(agent, editor_client):
    shutil.rmtree(agent.root / "notes")
    change = one(editor_client)
    before = agent.bytes_and_mtimes()

    asked = editor_client.post(f"/changes/{change['id']}/revert")

    assert asked.status_code == 409
    assert "The folder notes is no longer there" in asked.content.decode()
    assert agent.bytes_and_mtimes() == before
    confirmed = editor_client.post(
        "/changes/bulk", {"action": "revert", "ids": change["id"], "confirm": "on"}
    )
    assert confirmed.status_code == 302
    assert (agent.root / "notes" / "old.md").exists()


def test_a_change_made_through_memoryui_names_its_user(agent, editor_client):
    page = editor_client.get("/memories/deploys.md?format=json").json()
    editor_client.post(
        "/memories/deploys.md/edit",
        {
            "name": "Deploys",
            "description": "How we deploy, edited",
            "type": "project",
            "aliases": "",
            "body": page["body"],
            "base_sha256": page["sha256"],
        },
    )

    change = one(editor_client)
    assert (change["by"], change["reviewed"]) == ("erin", True)
    assert editor_client.get("/?format=json").json()["checklist"][-2]["count"] == 0


def test_an_agent_write_just_before_an_edit_stays_the_agents_change(agent, editor_client, settings):
    # Pages reconcile at most every interval: the agent appends, and before any reconcile has
    # looked the operator opens the file and saves.
    editor_client.get("/")
    settings.MEMORYUI_RECONCILE_INTERVAL = 3600
    agent.write("deploys.md", A + b"Hotfixes skip the standup.\n")
    form = editor_client.get("/memories/deploys.md/edit").content.decode()
    base = re.search(r'name="base_sha256" value="([0-9a-f]+)"', form).group(1)
    body = html.unescape(re.search(r'name="body"[^>]*>\n?(.*?)</textarea>', form, re.S).group(1))
    editor_client.post(
        "/memories/deploys.md/edit",
        {
            "name": "Deploys",
            "description": "How we deploy, edited",
            "type": "project",
            "aliases": "",
            "body": body,
            "base_sha256": base,
        },
    )

    changes = {c["by"]: c for c in listed(editor_client)}
    # Two changes, each credited to who made it: the agent's line is not the operator's edit.
    assert set(changes) == {"outside", "erin"}
    assert changes["outside"]["before_sha256"] == sha256(A)
    assert changes["outside"]["after_sha256"] == changes["erin"]["before_sha256"]
    assert "Hotfixes" in diff_of(editor_client, changes["outside"]["id"])["text"]
    assert "Hotfixes" not in diff_of(editor_client, changes["erin"]["id"])["text"]


def test_bulk_keep_of_ticked_changes_is_one_event(agent, editor_client):
    agent.write("deploys.md", A + b"One.\n")
    agent.write("style.md", B + b"Two.\n")
    ids = [c["id"] for c in listed(editor_client)]

    response = editor_client.post("/changes/bulk", {"action": "keep", "ids": ids})

    assert response.status_code == 302
    assert sorted(journal(agent)[-1]["detail"]["changes"]) == sorted(ids)
    assert all(c["reviewed"] for c in listed(editor_client))


# --- consolidation runs ------------------------------------------------------------------------


def test_a_consolidation_run_is_one_group_kept_or_reverted_as_one_event(agent, editor_client):
    lock = agent.write(".consolidate-lock", b"12345", mtime=1_800_000_000)
    lock_before = (lock.read_bytes(), lock.stat().st_mtime_ns)
    agent.write("deploys.md", A + b"Consolidated.\n", mtime=1_800_000_010)
    agent.write("style.md", B + b"Consolidated.\n", mtime=1_800_000_020)
    (agent.root / "notes" / "old.md").unlink()

    changes = listed(editor_client)
    groups = {c["group"] for c in changes if c["path"] != "notes/old.md"}
    assert groups == {"run-1800000000000000000"}
    html = editor_client.get("/changes/").content.decode()
    assert "A consolidation run" in html

    response = editor_client.post(
        "/changes/bulk", {"action": "revert", "group": "run-1800000000000000000"}
    )

    assert response.status_code == 302
    [revert] = [e for e in journal(agent) if e["action"] == "changes-revert"]
    assert sorted(f["path"] for f in revert["files"]) == ["deploys.md", "style.md"]
    assert (agent.root / "deploys.md").read_bytes() == A
    assert (agent.root / "style.md").read_bytes() == B
    # Claude Code's timer: never written, never touched.
    assert (lock.read_bytes(), lock.stat().st_mtime_ns) == lock_before


def test_many_files_written_within_seconds_are_one_batch(agent, editor_client):
    for n in range(6):
        agent.write(f"batch-{n}.md", b"---\nname: B\ntype: user\n---\nB %d.\n" % n, mtime=OLD + n)

    groups = {c["group"] for c in listed(editor_client)}
    assert groups == {f"batch-{OLD * 10**9}"}
    assert "A batch written within seconds" in editor_client.get("/changes/").content.decode()


# --- the weekly pass ---------------------------------------------------------------------------


def test_the_overview_sends_the_changed_files_to_the_changes_page(agent, editor_client):
    agent.write("deploys.md", A + b"More.\n")
    data = editor_client.get("/?format=json").json()

    [check] = [c for c in data["checklist"] if c["key"] == "changed"]
    assert check["count"] == 1 and check["link"] == "/changes/"
    assert 'href="/changes/"' in editor_client.get("/").content.decode()


def test_hygiene_exits_1_on_a_change_unreviewed_for_more_than_a_week(
    agent, editor_client, settings
):
    agent.write("deploys.md", A + b"More.\n")
    change = one(editor_client)
    out = io.StringIO()
    call_command("hygiene", stdout=out)
    assert "- [ ] 1 file changed since memoryui started, to keep, revert" in out.getvalue()

    settings.MEMORYUI_TODAY = "2999-01-01"
    out = io.StringIO()
    with pytest.raises(SystemExit) as exit_code:
        call_command("hygiene", stdout=out)
    assert exit_code.value.code == 1
    assert re.search(
        r"^- \[ \] 1 change from outside memoryui unreviewed for more than a week \*\*error\*\*$",
        out.getvalue(),
        re.M,
    )

    editor_client.post(f"/changes/{change['id']}/later")
    out = io.StringIO()
    call_command("hygiene", stdout=out)
    assert "- [x] 0 changes from outside memoryui unreviewed" in out.getvalue()


# --- the store: outside the memdir, bounded, and losing it loses diffs only --------------------


def test_looking_at_changes_never_writes_the_memdir(agent, editor_client, viewer_client):
    agent.write("deploys.md", A + b"More.\n")
    projection.reconcile()
    before = agent.bytes_and_mtimes()

    viewer_client.get("/changes/")
    viewer_client.get(f"/changes/{one(viewer_client)['id']}/")
    projection.reconcile()

    assert agent.bytes_and_mtimes() == before


def test_the_versions_live_in_memoryuis_data_folder_compressed_and_once(agent, settings):
    for n in range(5):
        agent.write(f"same-{n}.md", A)
    projection.reconcile()

    store = change_log.store()
    assert Path(settings.MEMORYUI_VERSIONS_DIR) in store.path.parents
    assert not list(agent.root.rglob("*.sqlite3"))
    with store.connect() as conn:
        copies = conn.execute("SELECT COUNT(*) FROM blobs").fetchone()[0]
    # deploys.md, style.md, notes/old.md and MEMORY.md, and A once for its five copies.
    assert copies == 4
    assert store.get(sha256(A)) == A


def test_losing_the_store_loses_diffs_only(agent, editor_client):
    change_log.store().path.unlink()
    agent.write("deploys.md", A + b"After the store was lost.\n")

    change = one(editor_client)
    assert change["kind"] == "changed" and change["before_sha256"] == sha256(A)
    assert diff_of(editor_client, change["id"])["status"] == "unavailable"
    assert "no longer kept" in diff_of(editor_client, change["id"])["message"]
    # The memory itself is the file, untouched; the next change has its diff again.
    assert (agent.root / "deploys.md").read_bytes() == A + b"After the store was lost.\n"
    agent.write("style.md", B + b"Later.\n")
    later = next(c for c in listed(editor_client) if c["path"] == "style.md")
    assert diff_of(editor_client, later["id"])["status"] == "text"


def test_a_rebuild_says_which_diffs_are_no_longer_available(agent, editor_client):
    agent.write("deploys.md", A + b"More.\n")
    change = one(editor_client)
    editor_client.post(f"/changes/{change['id']}/keep")
    with change_log.store().connect(write=True) as conn:
        conn.execute("DELETE FROM blobs WHERE sha256 = ?", (sha256(A),))

    out = io.StringIO()
    call_command("sync", "--rebuild", stdout=out)

    assert "the diffs of 1 changed file(s) are no longer available" in out.getvalue()
    assert "deploys.md" in out.getvalue()

    change_log.store().path.unlink()
    out = io.StringIO()
    call_command("sync", "--rebuild", stdout=out)
    assert "1 change(s) the journal has decisions for are no longer in the version store" in (
        out.getvalue()
    )


def test_changes_older_than_the_last_passes_are_dropped_and_the_oldest_pass_is_shown(
    agent, editor_client, settings
):
    settings.MEMORYUI_CHANGES_PASSES = 1
    agent.write("deploys.md", A + b"Week one.\n")
    first = one(editor_client)
    editor_client.post(f"/changes/{first['id']}/keep")
    agent.write("notes/later.md", b"---\nname: L\ntype: user\n---\nLater.\n")
    later = next(c for c in listed(editor_client) if c["path"] == "notes/later.md")
    editor_client.post(f"/changes/{later['id']}/later")
    editor_client.post("/pass/complete")
    agent.write("deploys.md", A + b"Week one.\nWeek two.\n")
    second = next(c for c in listed(editor_client) if c["kind"] == "changed")
    editor_client.post(f"/changes/{second['id']}/keep")

    assert editor_client.post("/pass/complete").status_code == 302
    ids = {c["id"] for c in listed(editor_client, since="2000-01-01")}

    # The kept change of the first week is gone, with the version only it needed; the one
    # left for later stays until it is settled.
    assert first["id"] not in ids and later["id"] in ids and second["id"] in ids
    assert change_log.store().get(sha256(A)) is None
    assert first["id"] not in change_log.store().ids()
    data = editor_client.get("/changes/?format=json").json()
    assert data["oldest_kept"] is not None
    assert "the oldest pass still reviewable is the one completed" in (
        editor_client.get("/changes/").content.decode()
    )


def test_the_store_of_each_memdir_is_its_own(tmp_path):
    one_store = VersionStore.for_memdir(tmp_path, str(tmp_path / "a"))
    other = VersionStore.for_memdir(tmp_path, str(tmp_path / "b"))
    assert one_store.path != other.path
    assert not one_store.exists  # naming a store creates nothing


def test_changes_versions_and_decisions_belong_to_their_own_memdir(
    tmp_path, settings, db, editor_client
):
    settings.MEMORYUI_VERSIONS_DIR = tmp_path / "versions"
    first, second = MemdirBuilder(tmp_path / "one"), MemdirBuilder(tmp_path / "two")
    for builder in (first, second):
        builder.write("deploys.md", A, mtime=OLD)
    settings.MEMORYUI_MEMDIRS = os.pathsep.join([str(first.root), str(second.root)])
    settings.MEMORYUI_DISCOVER = []
    for slug in ("one", "two"):
        assert editor_client.get(f"/m/{slug}/changes/?format=json").json()["changes"] == []

    first.write("deploys.md", A + b"Only in one.\n")
    [change] = editor_client.get("/m/one/changes/?format=json").json()["changes"]

    assert editor_client.get("/m/two/changes/?format=json").json()["changes"] == []
    assert editor_client.get(f"/m/two/changes/{change['id']}/").status_code == 404
    rows = {m["slug"]: m for m in editor_client.get("/?format=json").json()["memdirs"]}
    assert (rows["one"]["counts"]["changed"], rows["two"]["counts"]["changed"]) == (1, 0)
    assert editor_client.post(f"/m/one/changes/{change['id']}/keep").status_code == 302
    assert journal(first)[-1]["action"] == "changes-keep"
    assert not (second.root / ".memoryui").exists()
    assert len(list((tmp_path / "versions").glob("*.sqlite3"))) == 2
    rows = {m["slug"]: m for m in editor_client.get("/?format=json").json()["memdirs"]}
    assert rows["one"]["counts"]["changed"] == 0 and rows["two"]["counts"]["changed"] == 0
