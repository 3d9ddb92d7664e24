"""The one write path (DESIGN §3–4): byte-exact edits, conflicts, archive, journal, undo, kills."""

from __future__ import annotations

import datetime as dt
import json
import os
import time

import pytest
import yaml

from memoryui.memdir import edit as edits
from memoryui.memdir import safewrite
from memoryui.memdir.journal import StateDir, new_event_id, sha256
from memoryui.memdir.paths import PathRefused
from memoryui.memdir.safewrite import Change, Conflict, Memdir, WriteRefused
from tests.conftest import MemdirBuilder

OLD = 1_600_000_000  # 2020-09-13: a file time nobody would mistake for "now"


@pytest.fixture
def m(tmp_path) -> MemdirBuilder:
    return MemdirBuilder(tmp_path / "memdir")


@pytest.fixture
def md(m) -> Memdir:
    return Memdir(m.root)


def outside_state(m: MemdirBuilder) -> dict[str, tuple[bytes, int]]:
    """Every file of the memdir tree proper: what the agent sees (``.memoryui/`` left out)."""
    return {k: v for k, v in m.bytes_and_mtimes().items() if not k.startswith(".memoryui/")}


def topic_bytes(body: str = "Body.\n", **fields: str) -> bytes:
    head = {"name": "Deploys", "description": "How we deploy", "type": "project", **fields}
    lines = ["---", *(f"{k}: {v}" for k, v in head.items()), "---"]
    return ("\n".join(lines) + "\n" + body).encode()


def edit(md: Memdir, rel: str, new: bytes, **kwargs) -> object:
    """Apply one file's change from whatever is on disk now."""
    return md.apply([Change(rel, sha256(md.read(rel)), new, **kwargs)], "erin", "edit")


def journal_lines(md: Memdir) -> list[dict]:
    return [json.loads(line) for line in md.state.journal.read_text().splitlines()]


# --- Byte-exact round trips -----------------------------------------------------------------


def test_a_48_kb_file_edited_near_its_start_keeps_its_last_sentence(m, md):
    filler = "".join(f"Paragraph {n}: the deploy runs from the main branch.\n" for n in range(1000))
    body = "First line of the body.\n" + filler + "The very last sentence must survive.\n"
    m.write("big.md", topic_bytes(body))
    raw = md.read("big.md")
    assert len(raw) > 48 * 1024
    new_body = body.replace("First line of the body.", "First line, edited.", 1)
    edit(md, "big.md", edits.set_body(raw, new_body))
    after = (m.root / "big.md").read_bytes()
    assert after.endswith(b"The very last sentence must survive.\n")
    assert after == raw.replace(b"First line of the body.", b"First line, edited.", 1)


def test_a_body_only_edit_leaves_the_frontmatter_bytes_identical(m, md):
    head = (
        b"---\n"
        b"# kept by hand\n"
        b"name:   'Odd spacing'\n"
        b'description: "Double quoted"  # why\n'
        b"zeta: 3\n"
        b"type: project\n"
        b"---\n"
    )
    m.write("t.md", head + b"Old body.\n")
    raw = md.read("t.md")
    edit(md, "t.md", edits.set_body(raw, "New body.\n"))
    assert (m.root / "t.md").read_bytes() == head + b"New body.\n"


FIELDY = (
    "---\n"
    "# Written by the agent; keep this comment.\n"
    'name: "Deploys"\n'
    "zeta: 'single quoted'   # inline on another key\n"
    "description: How we deploy  # why this wording\n"
    "type: project\n"
    "custom:\n"
    "  nested: value  # nested comment\n"
    "  items:\n"
    "    - one\n"
    "alpha: [b, a]\n"
    "---\n"
    "Body.\n"
)


def test_a_field_edit_changes_only_that_fields_line(m, md):
    m.write("t.md", FIELDY)
    raw = md.read("t.md")
    new = edits.set_fields(raw, {"description": "How we ship now"})
    edit(md, "t.md", new)
    before_lines = FIELDY.splitlines(keepends=True)
    after_lines = (m.root / "t.md").read_text().splitlines(keepends=True)
    assert len(after_lines) == len(before_lines)
    changed = [i for i, (a, b) in enumerate(zip(before_lines, after_lines, strict=True)) if a != b]
    assert changed == [4]
    assert yaml.safe_load(after_lines[4].split("#")[0])["description"] == "How we ship now"


def test_a_field_edit_keeps_the_inline_comment_of_the_field_it_rewrites(m):
    new = edits.set_fields(FIELDY.encode(), {"description": "How we ship now"}).decode()
    assert "description: How we ship now  # why this wording\n" in new


def test_a_field_edit_keeps_the_inline_comment_after_a_quoted_value():
    raw = b"---\nname: x\ndescription: 'How we deploy'  # why this wording\ntype: project\n---\nB\n"
    new = edits.set_fields(raw, {"description": "How we ship"}).decode()
    assert "# why this wording" in new
    assert yaml.safe_load(new.split("---\n")[1])["description"] == "How we ship"


def test_a_new_field_is_added_at_the_end_and_nothing_else_moves():
    raw = FIELDY.encode()
    new = edits.set_fields(raw, {"aliases": ["ship", "release"]}).decode()
    head_before = FIELDY.split("---\n")[1]
    head_after = new.split("---\n")[1]
    assert head_after.startswith(head_before)
    assert yaml.safe_load(head_after)["aliases"] == ["ship", "release"]
    assert new.endswith("---\nBody.\n")


CRLF_BOM = (
    "\ufeff---\r\nname: Deploys\r\ndescription: How we deploy\r\ntype: project\r\n"
    "---\r\nOne.\r\nTwo.\r\n"
)


def test_crlf_and_a_bom_survive_a_body_edit(m, md):
    m.write("t.md", CRLF_BOM)
    raw = md.read("t.md")
    edit(md, "t.md", edits.set_body(raw, "One, edited.\nTwo.\n"))
    after = (m.root / "t.md").read_bytes()
    assert after == CRLF_BOM.replace("One.", "One, edited.").encode()
    assert after.startswith(b"\xef\xbb\xbf---\r\n")


def test_crlf_and_a_bom_survive_a_field_edit(m, md):
    m.write("t.md", CRLF_BOM)
    raw = md.read("t.md")
    edit(md, "t.md", edits.set_fields(raw, {"type": "feedback", "aliases": ["ship"]}))
    after = (m.root / "t.md").read_bytes()
    assert after.startswith(b"\xef\xbb\xbf---\r\n")
    assert b"type: feedback\r\n" in after
    assert b"aliases: [ship]\r\n" in after
    assert after.count(b"\n") == after.count(b"\r\n")


def test_the_unchanged_body_posted_back_with_crlf_changes_zero_bytes():
    raw = topic_bytes("Line one.\n\nLine three.\n")
    posted = edits.topic_fields(raw)["body"].replace("\n", "\r\n")
    assert edits.set_body(raw, posted) == raw


def test_the_whole_form_posted_back_unchanged_changes_zero_bytes():
    raw = FIELDY.encode()
    fields = edits.topic_fields(raw)
    fields["body"] = fields["body"].replace("\n", "\r\n")
    assert edits.edit_topic(raw, fields) == raw


def test_a_crlf_file_posted_back_with_bare_newlines_changes_zero_bytes():
    raw = CRLF_BOM.encode()
    posted = edits.topic_fields(raw)["body"].replace("\r\n", "\n")
    assert edits.set_body(raw, posted) == raw


def test_a_body_that_starts_with_a_blank_line_survives(m, md):
    m.write("t.md", topic_bytes("\nFirst paragraph.\n\nSecond.\n"))
    raw = md.read("t.md")
    body = edits.topic_fields(raw)["body"]
    assert body == "\nFirst paragraph.\n\nSecond.\n"
    assert edits.set_body(raw, body) == raw
    edit(md, "t.md", edits.set_body(raw, body.replace("Second.", "Second, edited.")))
    assert (m.root / "t.md").read_bytes().endswith(b"---\n\nFirst paragraph.\n\nSecond, edited.\n")


def test_invalid_utf8_is_refused_with_a_sentence_and_the_file_untouched(m):
    m.write("latin1.md", b"---\nname: Caf\xe9\ntype: project\n---\nCaf\xe9 notes.\n", mtime=OLD)
    before = m.bytes_and_mtimes()
    raw = (m.root / "latin1.md").read_bytes()
    for attempt in (
        lambda: edits.set_body(raw, "New body.\n", "latin1.md"),
        lambda: edits.set_fields(raw, {"type": "user"}, "latin1.md"),
        lambda: edits.topic_fields(raw),
    ):
        with pytest.raises(WriteRefused) as refused:
            attempt()
        assert "not valid UTF-8" in str(refused.value)
        assert str(refused.value).endswith(".")
    assert m.bytes_and_mtimes() == before


def test_a_nul_byte_is_refused_and_nothing_is_written(m, md):
    m.write("t.md", topic_bytes(), mtime=OLD)
    before = m.bytes_and_mtimes()
    with pytest.raises(WriteRefused, match="NUL"):
        edit(md, "t.md", topic_bytes("Body\x00with a NUL.\n"))
    assert m.bytes_and_mtimes() == before


def test_a_two_megabyte_body_is_refused_and_nothing_is_written(m, md):
    m.write("t.md", topic_bytes(), mtime=OLD)
    before = m.bytes_and_mtimes()
    with pytest.raises(WriteRefused, match="bytes"):
        edit(md, "t.md", topic_bytes("x" * 2_000_000 + "\n"))
    assert m.bytes_and_mtimes() == before
    assert md.state.events() == []


def test_a_type_nested_in_flow_metadata_is_edited_in_place():
    raw = b"---\nname: x\nmetadata: {type: project, owner: me}  # agent's layout\n---\nBody.\n"
    new = edits.set_fields(raw, {"type": "feedback"})
    assert new == raw.replace(b"{type: project,", b"{type: feedback,")
    assert edits.topic_fields(new)["type"] == "feedback"


def test_a_type_nested_in_block_metadata_is_edited_in_place():
    raw = b"---\nname: x\nmetadata:\n  owner: me\n  type: project\nother: 1\n---\nBody.\n"
    new = edits.set_fields(raw, {"type": "user"})
    assert new == raw.replace(b"  type: project\n", b"  type: user\n")


def test_the_file_mode_is_kept(m, md):
    path = m.write("t.md", topic_bytes())
    os.chmod(path, 0o640)
    edit(md, "t.md", topic_bytes("Changed.\n"))
    assert os.stat(path).st_mode & 0o777 == 0o640


def test_the_file_time_is_kept_unless_marked_current(m, md):
    path = m.write("t.md", topic_bytes(), mtime=OLD)
    edit(md, "t.md", topic_bytes("Changed.\n"))
    assert os.stat(path).st_mtime_ns == OLD * 10**9
    edit(md, "t.md", topic_bytes("Changed again.\n"), touch=True)
    assert abs(os.stat(path).st_mtime - time.time()) < 60


# --- Conflicts and refusals -----------------------------------------------------------------


def test_a_stale_base_is_a_conflict_and_the_disk_is_untouched(m, md):
    m.write("t.md", topic_bytes(), mtime=OLD)
    base = sha256(md.read("t.md"))
    agent = topic_bytes("Body.\nA line the agent appended.\n")
    m.write("t.md", agent, mtime=OLD)
    before = outside_state(m)
    with pytest.raises(Conflict) as conflict:
        md.apply([Change("t.md", base, topic_bytes("Mine.\n"))], "erin", "edit")
    assert conflict.value.disk == agent
    assert outside_state(m) == before
    assert md.state.events() == []


def test_a_file_that_vanished_is_a_conflict(m, md):
    m.write("t.md", topic_bytes())
    base = sha256(md.read("t.md"))
    (m.root / "t.md").unlink()
    with pytest.raises(Conflict) as conflict:
        md.apply([Change("t.md", base, topic_bytes("Mine.\n"))], "erin", "edit")
    assert conflict.value.disk is None
    assert "no longer on disk" in str(conflict.value)
    assert not (m.root / "t.md").exists()


def test_creating_onto_an_existing_file_is_refused(m, md):
    m.write("t.md", topic_bytes(), mtime=OLD)
    before = outside_state(m)
    with pytest.raises(Conflict, match="already exists"):
        md.apply([Change("t.md", None, topic_bytes("Mine.\n"))], "erin", "create")
    assert outside_state(m) == before


def test_a_rename_onto_an_existing_file_is_refused_and_both_stay(m, md):
    m.write("old.md", topic_bytes("Old.\n"), mtime=OLD)
    m.write("new.md", topic_bytes("Someone else's.\n"), mtime=OLD)
    before = outside_state(m)
    raw = md.read("old.md")
    move = [Change("new.md", None, raw), Change("old.md", sha256(raw), None)]
    with pytest.raises(Conflict):
        md.apply(move, "erin", "move")
    assert outside_state(m) == before
    assert not (md.state.path / "archive").exists()


@pytest.mark.parametrize(
    "rel",
    [
        "../escaped.md",
        "a/../../escaped.md",
        "/etc/escaped.md",
        "folder\\escaped.md",
        "nul\x00.md",
        ".hidden/t.md",
        ".memoryui/t.md",
        "notes.txt",
        "inside_link/t.md",
        "outside_link/t.md",
        "t_link.md",
    ],
)
def test_a_path_that_could_leave_the_memdir_is_refused_before_anything_is_written(tmp_path, rel):
    m = MemdirBuilder(tmp_path / "memdir")
    m.write("real/t.md", topic_bytes(), mtime=OLD)
    m.write("t.md", topic_bytes(), mtime=OLD)
    outside = MemdirBuilder(tmp_path / "elsewhere")
    outside.write("t.md", topic_bytes(), mtime=OLD)
    os.symlink(m.root / "real", m.root / "inside_link")
    os.symlink(outside.root, m.root / "outside_link")
    os.symlink(m.root / "t.md", m.root / "t_link.md")
    before, before_outside = m.bytes_and_mtimes(), outside.bytes_and_mtimes()
    md = Memdir(m.root)
    base = sha256(topic_bytes())
    for change in (Change(rel, base, b"---\nname: x\n---\nEvil.\n"), Change(rel, None, b"x\n")):
        with pytest.raises(PathRefused):
            md.apply([change], "erin", "edit")
    assert m.bytes_and_mtimes() == before
    assert outside.bytes_and_mtimes() == before_outside
    assert not (m.root / ".memoryui").exists()
    assert not (tmp_path / "escaped.md").exists()


def test_one_bad_path_refuses_the_whole_event(m, md):
    m.write("t.md", topic_bytes(), mtime=OLD)
    before = m.bytes_and_mtimes()
    changes = [
        Change("t.md", sha256(topic_bytes()), topic_bytes("Mine.\n")),
        Change("../escaped.md", None, b"x\n"),
    ]
    with pytest.raises(PathRefused):
        md.apply(changes, "erin", "edit")
    assert m.bytes_and_mtimes() == before


# --- Archive --------------------------------------------------------------------------------


def test_archive_moves_the_file_out_of_the_tree_under_a_name_recall_never_reads(m, md):
    m.write("area/t.md", topic_bytes("Keep me.\n"), mtime=OLD)
    raw = md.read("area/t.md")
    event = md.apply([Change("area/t.md", sha256(raw), None)], "erin", "archive")
    assert not (m.root / "area/t.md").exists()
    archived = md.state.path / "archive" / event.id / "area" / "t.md.archived"
    assert md.archive_path(event.id, "area/t.md") == archived
    assert archived.read_bytes() == raw
    assert not any(p.name.endswith(".md") for p in md.state.path.rglob("*"))
    assert event.files[0].after_sha256 is None


def test_undoing_an_archive_brings_the_file_back_byte_exact(m, md):
    m.write("area/t.md", topic_bytes("Keep me.\n"), mtime=OLD)
    raw = md.read("area/t.md")
    event = md.apply([Change("area/t.md", sha256(raw), None)], "erin", "archive")
    md.undo(event.id, "erin")
    assert (m.root / "area/t.md").read_bytes() == raw


def test_undoing_an_archive_brings_back_the_file_time_and_mode(m, md):
    # The stale rule reads the mtime of a file without ``updated:``: a restored memory must not
    # come back looking fresh.
    path = m.write("t.md", topic_bytes("Keep me.\n"), mtime=OLD)
    os.chmod(path, 0o640)
    event = md.apply([Change("t.md", sha256(md.read("t.md")), None)], "erin", "archive")
    md.undo(event.id, "erin")
    assert os.stat(path).st_mtime_ns == OLD * 10**9
    assert os.stat(path).st_mode & 0o777 == 0o640


# --- Journal --------------------------------------------------------------------------------


def test_the_journal_line_names_who_did_what_to_which_versions(m, md):
    m.write("t.md", topic_bytes())
    m.index("- [Deploys](t.md) — how")
    before_topic, before_index = md.read("t.md"), md.read("MEMORY.md")
    new_topic, new_index = topic_bytes("Changed.\n"), b"- [Deploys](t.md) - how\n"
    changes = [
        Change("t.md", sha256(before_topic), new_topic),
        Change("MEMORY.md", sha256(before_index), new_index),
    ]
    event = md.apply(changes, "erin", "edit", {"why": "test"})
    [line] = journal_lines(md)
    assert {"id", "at", "actor", "action", "files", "detail"} <= set(line)
    assert (line["id"], line["actor"], line["action"], line["detail"]) == (
        event.id,
        "erin",
        "edit",
        {"why": "test"},
    )
    assert dt.datetime.fromisoformat(line["at"]).tzinfo is not None
    assert line["files"] == [
        {"path": "t.md", "before_sha256": sha256(before_topic), "after_sha256": sha256(new_topic)},
        {
            "path": "MEMORY.md",
            "before_sha256": sha256(before_index),
            "after_sha256": sha256(new_index),
        },
    ]
    assert md.state.blob(sha256(before_topic)) == before_topic
    assert md.state.blob(sha256(before_index)) == before_index


def test_event_ids_are_unique_and_time_ordered(m, md):
    m.write("t.md", topic_bytes())
    ids = [edit(md, "t.md", topic_bytes(f"Version {n}.\n")).id for n in range(12)]
    assert len(set(ids)) == len(ids)
    assert ids == sorted(ids)
    assert [e.id for e in md.state.events()] == ids
    same_instant = dt.datetime(2025, 1, 1, tzinfo=dt.UTC)
    assert new_event_id(same_instant) != new_event_id(same_instant)
    assert new_event_id(same_instant) < new_event_id(same_instant + dt.timedelta(microseconds=1))


def test_a_torn_last_journal_line_is_skipped(m, md):
    m.write("t.md", topic_bytes())
    first = edit(md, "t.md", topic_bytes("One.\n"))
    second = edit(md, "t.md", topic_bytes("Two.\n"))
    with open(md.state.journal, "ab") as journal:
        journal.write(b'{"id": "20990101T000000000000Z-dead", "at": "2099-01-')
    assert [e.id for e in StateDir(md.state.path).events()] == [first.id, second.id]


def test_an_event_journaled_after_a_torn_line_is_still_readable(m, md):
    # A crash mid-append leaves a line without its newline; the next event must not be glued
    # onto it, or that event could never be shown or undone.
    m.write("t.md", topic_bytes())
    edit(md, "t.md", topic_bytes("One.\n"))
    with open(md.state.journal, "ab") as journal:
        journal.write(b'{"id": "20990101T000000000000Z-dead", "at": "2099-01-')
    later = edit(md, "t.md", topic_bytes("Two.\n"))
    assert later.id in [e.id for e in md.state.events()]
    md.undo(later.id, "erin")
    assert (m.root / "t.md").read_bytes() == topic_bytes("One.\n")


# --- Undo of every kind of event ------------------------------------------------------------


def test_undo_of_an_edit_restores_the_previous_bytes_and_is_journaled(m, md):
    m.write("t.md", topic_bytes(), mtime=OLD)
    event = edit(md, "t.md", topic_bytes("Changed.\n"))
    undone = md.undo(event.id, "vic")
    assert (m.root / "t.md").read_bytes() == topic_bytes()
    assert os.stat(m.root / "t.md").st_mtime_ns == OLD * 10**9
    assert (undone.action, undone.actor, undone.detail["undoes"]) == ("undo", "vic", event.id)
    assert [e.id for e in md.state.events()] == [event.id, undone.id]


def test_undo_of_a_create_archives_the_new_file_rather_than_deleting_it(m, md):
    event = md.apply([Change("new.md", None, topic_bytes("Fresh.\n"))], "erin", "create")
    undone = md.undo(event.id, "erin")
    assert not (m.root / "new.md").exists()
    assert md.archive_path(undone.id, "new.md").read_bytes() == topic_bytes("Fresh.\n")


def test_undo_of_a_create_with_its_pointer_puts_back_both_files(m, md):
    m.index("# Memory", "- [Old](old.md) — kept")
    index_before = md.read("MEMORY.md")
    new_index = edits.insert_index_line(index_before, edits.pointer_line("New", "new.md", "hook"))
    changes = [
        Change("new.md", None, topic_bytes("Fresh.\n")),
        Change("MEMORY.md", sha256(index_before), new_index),
    ]
    event = md.apply(changes, "erin", "create")
    assert (m.root / "MEMORY.md").read_bytes().endswith(b"- [New](new.md) \xe2\x80\x94 hook\n")
    md.undo(event.id, "erin")
    assert not (m.root / "new.md").exists()
    assert (m.root / "MEMORY.md").read_bytes() == index_before


def test_undo_of_a_move_puts_the_file_back_under_its_old_name(m, md):
    m.write("old.md", topic_bytes("Moving.\n"), mtime=OLD)
    m.index("- [Moving](old.md)")
    raw, index_raw = md.read("old.md"), md.read("MEMORY.md")
    changes = [
        Change("sub/new.md", None, raw, mtime_ns=OLD * 10**9),
        Change("old.md", sha256(raw), None),
        Change("MEMORY.md", sha256(index_raw), b"- [Moving](sub/new.md)\n"),
    ]
    event = md.apply(changes, "erin", "move")
    assert os.stat(m.root / "sub/new.md").st_mtime_ns == OLD * 10**9
    assert not (m.root / "old.md").exists()
    md.undo(event.id, "erin")
    assert (m.root / "old.md").read_bytes() == raw
    assert not (m.root / "sub/new.md").exists()
    assert (m.root / "MEMORY.md").read_bytes() == index_raw


def test_undo_of_an_undo_reapplies_the_change(m, md):
    m.write("t.md", topic_bytes())
    event = edit(md, "t.md", topic_bytes("Changed.\n"))
    undone = md.undo(event.id, "erin")
    redone = md.undo(undone.id, "erin")
    assert (m.root / "t.md").read_bytes() == topic_bytes("Changed.\n")
    assert redone.detail == {"undoes": undone.id, "of": "undo"}


def test_undo_of_an_index_line_edit_restores_memory_md(m, md):
    m.index("- [A](a.md) — a very long hook that goes on and on", "- [B](b.md)")
    raw = md.read("MEMORY.md")
    event = md.apply(
        [Change("MEMORY.md", sha256(raw), edits.replace_index_line(raw, 1, "- [A](a.md)"))],
        "erin",
        "index-edit",
    )
    assert (m.root / "MEMORY.md").read_bytes() == b"- [A](a.md)\n- [B](b.md)\n"
    md.undo(event.id, "erin")
    assert (m.root / "MEMORY.md").read_bytes() == raw


def test_an_undo_whose_target_changed_since_is_a_conflict_and_writes_nothing(m, md):
    m.write("t.md", topic_bytes())
    event = edit(md, "t.md", topic_bytes("Changed.\n"))
    with open(m.root / "t.md", "a") as agent:
        agent.write("A line the agent wrote after the edit.\n")
    before = m.bytes_and_mtimes()
    with pytest.raises(Conflict):
        md.undo(event.id, "erin")
    assert m.bytes_and_mtimes() == before
    assert [e.id for e in md.state.events()] == [event.id]


def test_an_undo_of_a_two_file_event_with_one_file_changed_touches_neither(m, md):
    m.index("# Memory")
    index_raw = md.read("MEMORY.md")
    changes = [
        Change("new.md", None, topic_bytes("Fresh.\n")),
        Change("MEMORY.md", sha256(index_raw), index_raw + b"- [New](new.md)\n"),
    ]
    event = md.apply(changes, "erin", "create")
    with open(m.root / "MEMORY.md", "a") as agent:
        agent.write("- [Agent](agent.md)\n")
    before = outside_state(m)
    with pytest.raises(Conflict):
        md.undo(event.id, "erin")
    assert outside_state(m) == before


def test_undo_of_an_unknown_event_is_refused_with_a_sentence(md):
    with pytest.raises(WriteRefused, match="no journal event"):
        md.undo("20250101T000000000000Z-00000000", "erin")


# --- A process killed between the steps of a write ------------------------------------------


class Killed(BaseException):
    """Stands for the process dying: nothing after the step runs."""


@pytest.fixture
def kill_at():
    def arm(step: str) -> None:
        def hook(name: str) -> None:
            if name == step:
                raise Killed(name)

        safewrite.set_fault_hook(hook)

    yield arm
    safewrite.set_fault_hook(None)


STEPS = [
    "stored",
    "written:t.md",
    "replaced:t.md",
    "written:MEMORY.md",
    "replaced:MEMORY.md",
    "journaled",
]
OLD_TOPIC, NEW_TOPIC = topic_bytes("Old body.\n"), topic_bytes("New body.\n")
OLD_INDEX, NEW_INDEX = b"- [Deploys](t.md) - old hook\n", b"- [Deploys](t.md) - new hook\n"


def interrupted_pair(m: MemdirBuilder, md: Memdir, step: str, kill_at) -> None:
    m.write("t.md", OLD_TOPIC, mtime=OLD)
    m.write("MEMORY.md", OLD_INDEX, mtime=OLD)
    changes = [
        Change("t.md", sha256(OLD_TOPIC), NEW_TOPIC),
        Change("MEMORY.md", sha256(OLD_INDEX), NEW_INDEX),
    ]
    kill_at(step)
    with pytest.raises(Killed):
        md.apply(changes, "erin", "supersede")
    safewrite.set_fault_hook(None)


@pytest.mark.parametrize("step", STEPS)
def test_a_write_killed_at_any_step_leaves_each_file_whole(m, md, kill_at, step):
    interrupted_pair(m, md, step, kill_at)
    assert (m.root / "t.md").read_bytes() in (OLD_TOPIC, NEW_TOPIC)
    assert (m.root / "MEMORY.md").read_bytes() in (OLD_INDEX, NEW_INDEX)
    # No half-written copy under a name the agent's recall would read.
    seen = sorted(str(p.relative_to(m.root)) for p in m.root.rglob("*.md"))
    assert seen == ["MEMORY.md", "t.md"]


@pytest.mark.parametrize("step", STEPS)
def test_recovery_after_a_kill_leaves_the_pair_consistent_and_undoable(m, md, kill_at, step):
    interrupted_pair(m, md, step, kill_at)
    said = Memdir(m.root).recover()
    pair = ((m.root / "t.md").read_bytes(), (m.root / "MEMORY.md").read_bytes())
    assert pair in ((OLD_TOPIC, OLD_INDEX), (NEW_TOPIC, NEW_INDEX))
    events = md.state.events()
    if pair == (NEW_TOPIC, NEW_INDEX):
        assert len(events) == 1, said
        assert events[0].action == "supersede"
        md.undo(events[0].id, "erin")
        assert (m.root / "t.md").read_bytes() == OLD_TOPIC
        assert (m.root / "MEMORY.md").read_bytes() == OLD_INDEX
    else:
        assert events == []
    assert Memdir(m.root).recover() == []


@pytest.mark.parametrize("step", STEPS)
def test_the_next_write_after_a_kill_recovers_first(m, md, kill_at, step):
    interrupted_pair(m, md, step, kill_at)
    # The next worker calls no recover() of its own: apply() finishes the interrupted event.
    Memdir(m.root).apply([Change("other.md", None, topic_bytes("Other.\n"))], "erin", "create")
    pair = ((m.root / "t.md").read_bytes(), (m.root / "MEMORY.md").read_bytes())
    assert pair in ((OLD_TOPIC, OLD_INDEX), (NEW_TOPIC, NEW_INDEX))
    assert not list((md.state.path / "pending").glob("*"))
    assert md.state.events()[-1].action == "create"


def test_a_kill_after_journaling_does_not_journal_the_event_twice(m, md, kill_at):
    interrupted_pair(m, md, "journaled", kill_at)
    Memdir(m.root).recover()
    ids = [line["id"] for line in journal_lines(md)]
    assert len(ids) == len(set(ids)) == 1


def test_an_agent_renaming_a_new_file_in_after_the_last_check_gets_its_file_back(tmp_path):
    builder = MemdirBuilder(tmp_path / "m")
    target = builder.topic("a.md", name="a", body="old\n")
    raw = target.read_bytes()

    def agent_renames_in(step: str) -> None:
        # The agent writes a whole new file and renames it over the target, in the instant
        # between the write path's last check and its replace.
        if step == "checked:a.md":
            fresh = target.with_name("a.md.agent")
            fresh.write_bytes(b"---\nname: a\n---\nagent version\n")
            os.replace(fresh, target)

    safewrite.set_fault_hook(agent_renames_in)
    try:
        with pytest.raises(Conflict):
            Memdir(builder.root).apply(
                [Change("a.md", sha256(raw), b"---\nname: a\n---\nours\n")], "erin", "edit"
            )
    finally:
        safewrite.set_fault_hook(None)
    assert target.read_bytes() == b"---\nname: a\n---\nagent version\n"
    assert Memdir(builder.root).state.events() == []


@pytest.mark.parametrize(
    "frontmatter",
    [
        "name: yes\ndescription: >\n  folded text\n  here\naliases: foo, bar\ntype: project\n",
        "name: 2024\ndescription: d\naliases: []\ntype: user\n",
        'name: n\ndescription: "quoted: value"\naliases: ["a, b"]\ntype: user\n',
    ],
)
def test_a_form_posted_back_as_shown_changes_no_byte(frontmatter):
    raw = f"---\n{frontmatter}---\nbody\n".encode()
    shown = edits.topic_fields(raw)
    # What a browser sends back: inputs hold one line, textareas come back with CRLF.
    posted = {
        "name": shown["name"],
        "description": " ".join(shown["description"].split()),
        "type": shown["type"],
        "aliases": [a.strip() for a in ", ".join(shown["aliases"]).split(",") if a.strip()],
        "body": shown["body"].replace("\n", "\r\n"),
    }
    assert edits.edit_topic(raw, posted) == raw


def test_a_changed_description_rewrites_only_its_line():
    raw = b"---\nname: yes\ndescription: old\naliases: foo, bar\ntype: project\n---\nbody\n"
    posted = {**edits.topic_fields(raw), "description": "new", "aliases": ["foo", "bar"]}
    assert edits.edit_topic(raw, posted) == raw.replace(b"description: old", b"description: new")


def test_an_ordinary_error_mid_event_rolls_back_and_leaves_nothing_pending(tmp_path):
    builder = MemdirBuilder(tmp_path / "m")
    a = builder.topic("a.md", name="a", body="a\n")
    b = builder.topic("b.md", name="b", body="b\n")
    before = builder.bytes_and_mtimes()

    def disk_full(step: str) -> None:
        if step == "replaced:a.md":
            raise OSError(28, "No space left on device")

    safewrite.set_fault_hook(disk_full)
    try:
        with pytest.raises(OSError):
            Memdir(builder.root).apply(
                [
                    Change("a.md", sha256(a.read_bytes()), b"---\nname: a\n---\nA\n"),
                    Change("b.md", sha256(b.read_bytes()), b"---\nname: b\n---\nB\n"),
                ],
                "erin",
                "edit",
            )
    finally:
        safewrite.set_fault_hook(None)
    after = {k: v for k, v in builder.bytes_and_mtimes().items() if not k.startswith(".memoryui")}
    assert after == before
    assert not list((builder.root / ".memoryui" / "pending").glob("*.json"))
    # A later, unrelated write must not complete the failed one.
    Memdir(builder.root).apply(
        [Change("b.md", sha256(b.read_bytes()), b"---\nname: b\n---\nlater\n")], "vic", "edit"
    )
    assert a.read_bytes() == before["a.md"][0]


def test_a_marker_that_cannot_be_recovered_is_kept_aside_and_blocks_nothing(tmp_path):
    builder = MemdirBuilder(tmp_path / "m")
    a = builder.topic("a.md", name="a", body="a\n")
    pending = builder.root / ".memoryui" / "pending"
    pending.mkdir(parents=True)
    (pending / "broken.json").write_text("{not json")
    said = Memdir(builder.root).recover()
    assert any("could not recover broken" in line for line in said)
    assert (pending / "failed" / "broken.json").exists()
    Memdir(builder.root).apply(
        [Change("a.md", sha256(a.read_bytes()), b"---\nname: a\n---\nnew\n")], "erin", "edit"
    )
    assert a.read_bytes().endswith(b"new\n")


def test_a_moved_file_s_pointers_keep_their_link_titles_and_anchors():
    raw = (
        b'- [Deploys](notes/deploy.md "how we ship") \xe2\x80\x94 hook\n'
        b"* [Again](./notes/deploy.md#rollback)\n"
        b"- [Other](notes/other.md)\n"
    )
    moved = edits.retarget(raw, "notes/deploy.md", "ops/deploy guide.md")
    assert moved == (
        b'- [Deploys](<ops/deploy guide.md> "how we ship") \xe2\x80\x94 hook\n'
        b"* [Again](<ops/deploy guide.md#rollback>)\n"
        b"- [Other](notes/other.md)\n"
    )
