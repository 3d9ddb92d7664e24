"""The write side: edits, conflicts, refusals, create/move/archive, index edits, history, undo.

Forms are filled the way a browser fills them: the fields come from the page's own HTML (so a
template that drops a hidden field breaks the test), a textarea loses the one newline after its
start tag, and it is posted back with CRLF line endings.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import re
import time
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from memoryui import projection
from memoryui.models import IndexFile, IndexLine, Memory, Problem, ProjectionState
from tests.conftest import MemdirBuilder

OLD_MTIME = 1_700_000_000  # 2023-11-14: long before any test runs
TODAY = "2025-06-01"
BODY = "# Deploys\n\nline one\nline two\nline three\nline four\nline five\n"


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class Form:
    """One form as a browser would submit it: its action, fields and which are textareas."""

    def __init__(self, action: str) -> None:
        self.action = action
        self.fields: dict[str, str] = {}
        self.textareas: set[str] = set()

    def __getitem__(self, name: str) -> str:
        return self.fields[name]


class FormParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.forms: list[Form] = []
        self._form: Form | None = None
        self._textarea: str | None = None
        self._select: str | None = None
        self._option: dict[str, str | None] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "form":
            self._form = Form(a.get("action") or "")
            self.forms.append(self._form)
            return
        if self._form is None:
            return
        name = a.get("name")
        if tag == "input" and name:
            kind = (a.get("type") or "text").lower()
            if kind in ("submit", "button", "image", "reset"):
                return
            if kind in ("checkbox", "radio") and "checked" not in a:
                return
            self._form.fields[name] = a.get("value") or ("on" if kind == "checkbox" else "")
        elif tag == "textarea" and name:
            self._textarea = name
            self._form.fields[name] = ""
            self._form.textareas.add(name)
        elif tag == "select" and name:
            self._select = name
        elif tag == "option" and self._select:
            self._option = {"value": a.get("value"), "selected": "selected" in a, "text": ""}

    def handle_data(self, data: str) -> None:
        if self._form is not None and self._textarea:
            self._form.fields[self._textarea] += data
        if self._option is not None:
            self._option["text"] += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "textarea" and self._form is not None and self._textarea:
            # The HTML parser drops one newline right after <textarea>; a browser shows LF.
            value = self._form.fields[self._textarea].replace("\r\n", "\n")
            self._form.fields[self._textarea] = value[1:] if value.startswith("\n") else value
            self._textarea = None
        elif tag == "option" and self._option is not None and self._select and self._form:
            value = self._option["value"]
            value = self._option["text"].strip() if value is None else value
            if self._option["selected"] or self._select not in self._form.fields:
                self._form.fields[self._select] = value
            self._option = None
        elif tag == "select":
            self._select = None
        elif tag == "form":
            self._form = None


def forms_in(html: str) -> list[Form]:
    parser = FormParser()
    parser.feed(html)
    return parser.forms


def form_on(html: str, action: str, **match: str) -> Form:
    """The first form posting to ``action`` whose fields hold ``match``."""
    for form in forms_in(html):
        if form.action == action and all(form.fields.get(k) == v for k, v in match.items()):
            return form
    raise AssertionError(f"no form to {action} with {match} on the page")


def page_form(client, url: str, action: str, **match: str) -> Form:
    response = client.get(url)
    assert response.status_code == 200, url
    return form_on(response.content.decode(), action, **match)


def submit(client, form: Form, **changes: str | None):
    """POST the form as a browser does: textareas go back with CRLF line endings."""
    data = {**form.fields, **changes}
    data = {k: v for k, v in data.items() if v is not None}
    for name in form.textareas:
        if name in data:
            data[name] = data[name].replace("\r\n", "\n").replace("\n", "\r\n")
    return client.post(form.action, data)


def text_of(response) -> str:
    return unescape(response.content.decode())


def outside_state(memdir: MemdirBuilder) -> dict[str, tuple[bytes, int]]:
    """Every memdir file but memoryui's own state folder, with bytes and mtime."""
    return {k: v for k, v in memdir.bytes_and_mtimes().items() if not k.startswith(".memoryui/")}


def events(client) -> list[dict]:
    response = client.get("/history/", {"format": "json"})
    assert response.status_code == 200
    return response.json()["events"]


def undo(client, event_id: str):
    return client.post(f"/history/{event_id}/undo")


def memory_json(client, path: str) -> dict:
    response = client.get(f"/memories/{path}", {"format": "json"})
    assert response.status_code == 200
    return response.json()


@pytest.fixture
def deploys(memdir: MemdirBuilder, settings) -> MemdirBuilder:
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        "deploys.md",
        name="Deploys",
        description="How we deploy",
        body=BODY,
        mtime=OLD_MTIME,
        updated="2024-01-10",
    )
    memdir.topic("alpha.md", name="Alpha", description="The alpha service", mtime=OLD_MTIME)
    memdir.index(
        "# Index",
        "- [Deploys](deploys.md) — how we deploy",
        "- [Alpha](alpha.md) — the alpha service",
    )
    return memdir


def read(memdir: MemdirBuilder, rel: str) -> bytes:
    return (memdir.root / rel).read_bytes()


# --- editing a topic -----------------------------------------------------------------------


def test_a_save_writes_the_file_and_the_memory_page_shows_it(editor_client, deploys):
    before = read(deploys, "deploys.md")
    form = page_form(editor_client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")

    response = submit(editor_client, form, body=form["body"].replace("line two", "line 2, fixed"))

    assert response.status_code == 302
    assert response.url == "/memories/deploys.md"
    after = read(deploys, "deploys.md")
    assert after == before.replace(b"line two", b"line 2, fixed")
    page = editor_client.get(response.url)
    assert "line 2, fixed" in text_of(page)
    assert memory_json(editor_client, "deploys.md")["sha256"] == sha256(after)


def test_the_edit_page_shows_no_template_source(editor_client, deploys):
    # Django's {# #} comments end at the line's end: a two-line one is printed on the page.
    page = editor_client.get("/memories/deploys.md/edit").content.decode()

    assert "{#" not in page and "#}" not in page


def _agent_writes(memdir: MemdirBuilder, rel: str, old: bytes, new: bytes) -> None:
    path = memdir.root / rel
    data = path.read_bytes()
    assert old in data
    path.write_bytes(data.replace(old, new, 1))


def test_a_stale_base_is_a_409_conflict_that_writes_nothing(editor_client, deploys):
    form = page_form(editor_client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")
    _agent_writes(deploys, "deploys.md", b"line two", b"line two, as the agent put it")
    disk = outside_state(deploys)
    journal = events(editor_client)

    response = submit(editor_client, form, body=form["body"].replace("line two", "line 2, mine"))

    assert response.status_code == 409
    text = text_of(response)
    assert "changed on disk since you opened it" in text
    assert "line 2, mine" in text  # your text
    assert "line two, as the agent put it" in text  # the disk's text
    assert "--- on disk" in text and "+++ your edit" in text
    assert "-line two, as the agent put it" in text and "+line 2, mine" in text  # the diff
    assert outside_state(deploys) == disk
    assert events(editor_client) == journal


def test_an_overlapping_conflict_offers_both_versions_to_combine_by_hand(editor_client, deploys):
    form = page_form(editor_client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")
    _agent_writes(deploys, "deploys.md", b"line two", b"line two, as the agent put it")

    response = submit(editor_client, form, body=form["body"].replace("line two", "line 2, mine"))

    assert response.status_code == 409
    assert "cannot be combined" in text_of(response)
    assert b"line 2, mine" not in read(deploys, "deploys.md")
    assert 'href="/memories/deploys.md/edit"' in response.content.decode()  # start again
    by_hand = form_on(response.content.decode(), "/memories/deploys.md/edit")
    assert "<<<<<<< your edit\nline 2, mine\n=======\nline two, as the agent put it\n" in (
        by_hand["body"].replace("\r\n", "\n")
    )
    settled = by_hand["body"].replace("\r\n", "\n")
    settled = settled.replace("<<<<<<< your edit\nline 2, mine\n=======\n", "")
    settled = settled.replace("line two, as the agent put it\n>>>>>>> on disk\n", "line 2, both\n")
    saved = submit(editor_client, by_hand, body=settled)
    assert saved.status_code == 302
    assert b"line 2, both\n" in read(deploys, "deploys.md")
    assert b"<<<<<<<" not in read(deploys, "deploys.md")


def test_a_conflict_shows_the_fields_that_differ(editor_client, deploys):
    form = page_form(editor_client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")
    _agent_writes(deploys, "deploys.md", b"line two", b"line two, as the agent put it")
    response = submit(editor_client, form, description="Mine now", body=form["body"] + "x\n")
    html = response.content.decode()
    assert "Fields that differ" in html and "Mine now" in html


def test_a_conflict_that_does_not_overlap_can_be_reapplied_keeping_both_lines(
    editor_client, deploys
):
    form = page_form(editor_client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")
    # The agent appends at the end while the operator edits line two.
    _agent_writes(deploys, "deploys.md", b"line five\n", b"line five\nline six, by the agent\n")

    response = submit(editor_client, form, body=form["body"].replace("line two", "line 2, mine"))

    assert response.status_code == 409
    assert read(deploys, "deploys.md").count(b"line 2, mine") == 0
    reapply = form_on(response.content.decode(), "/memories/deploys.md/edit")
    assert "line 2, mine" in reapply["body"]
    assert "line six, by the agent" in reapply["body"]

    saved = submit(editor_client, reapply)

    assert saved.status_code == 302
    on_disk = read(deploys, "deploys.md").decode()
    assert "line 2, mine\n" in on_disk
    assert on_disk.endswith("line five\nline six, by the agent\n")
    assert "line two" not in on_disk
    assert "\r" not in on_disk  # the file's own LF endings, not the browser's CRLF


ROUND_TRIPS = {
    "lf": b"---\nname: Plain\ndescription: A plain note\ntype: project\n---\n\nSome text.\n",
    "crlf": b"---\r\nname: Windows\r\ndescription: Saved on Windows\r\ntype: user\r\n---\r\n"
    b"First line.\r\n\r\nSecond paragraph.\r\n",
    "bom": b"\xef\xbb\xbf---\nname: Bom\ndescription: Starts with a BOM\ntype: project\n"
    b"---\nText\n",
    "comments and unknown keys": b"---\n# why this note exists\nname: 'Quoted name'\n"
    b'description: "Quoted: description"  \ntype: reference  # kept as is\n'
    b"owner: ops-team\naliases: [deploy, ship]\nzeta: last\n---\nText.\n",
    "nested type": b"---\nname: Nested\ndescription: The newer layout\nmetadata:\n"
    b"  type: feedback\n---\nBody.\n",
    "no final newline": b"---\nname: Short\ndescription: Ends abruptly\ntype: project\n---\n"
    b"No newline at the end",
    "leading and trailing blank lines": b"---\nname: Blank\ndescription: Blank lines\n"
    b"type: project\n---\n\n\n  indented first line\ntrailing spaces   \n\n\n",
}


@pytest.fixture(params=list(ROUND_TRIPS), ids=list(ROUND_TRIPS))
def odd_file(request, memdir):
    memdir.write("odd.md", ROUND_TRIPS[request.param], mtime=OLD_MTIME)
    return memdir


def test_the_json_body_posted_back_with_crlf_changes_zero_bytes(editor_client, odd_file):
    disk = outside_state(odd_file)
    count = len(events(editor_client))
    data = memory_json(editor_client, "odd.md")
    body = data["body"].replace("\r\n", "\n").replace("\n", "\r\n")  # what a browser sends

    response = editor_client.post(
        "/memories/odd.md/edit",
        {
            "name": data["name"],
            "description": data["description"],
            "type": data["type"],
            "aliases": ", ".join(data["aliases"]),
            "body": body,
            "base_sha256": data["sha256"],
        },
    )

    assert response.status_code == 302
    assert outside_state(odd_file) == disk
    assert len(events(editor_client)) == count


def test_the_edit_page_submitted_unchanged_changes_zero_bytes(editor_client, odd_file):
    disk = outside_state(odd_file)
    form = page_form(editor_client, "/memories/odd.md/edit", "/memories/odd.md/edit")

    response = submit(editor_client, form)

    assert response.status_code == 302
    assert outside_state(odd_file) == disk


def test_a_body_edit_keeps_the_frontmatter_bytes_and_the_files_endings(editor_client, odd_file):
    before = read(odd_file, "odd.md")
    form = page_form(editor_client, "/memories/odd.md/edit", "/memories/odd.md/edit")

    response = submit(editor_client, form, body=form["body"] + "\nAdded by the operator.\n")

    assert response.status_code == 302
    after = read(odd_file, "odd.md")
    head = before[: before.index(b"\n---", 4) + 4]  # through the closing delimiter
    assert after.startswith(head)
    assert b"Added by the operator." in after
    crlf = b"\r\n" in before
    assert (b"\r\n" in after) == crlf
    assert after.count(b"\n") == after.count(b"\r\n") or not crlf


def test_mark_current_sets_updated_to_today_and_the_file_time_to_now(editor_client, deploys):
    form = page_form(editor_client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")
    started = time.time()

    response = submit(editor_client, form, mark_current="on")

    assert response.status_code == 302
    after = read(deploys, "deploys.md").decode()
    assert f"\nupdated: {TODAY}\n" in after
    assert "2024-01-10" not in after
    assert after.endswith(BODY)
    mtime = (deploys.root / "deploys.md").stat().st_mtime
    assert started - 2 <= mtime <= time.time() + 2
    assert memory_json(editor_client, "deploys.md")["updated"] == TODAY


def test_a_normal_save_keeps_the_file_time(editor_client, deploys):
    form = page_form(editor_client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")

    response = submit(editor_client, form, body=form["body"] + "One more line.\n")

    assert response.status_code == 302
    stat = (deploys.root / "deploys.md").stat()
    assert stat.st_mtime_ns == OLD_MTIME * 1_000_000_000
    assert b"One more line." in read(deploys, "deploys.md")


def test_a_field_edit_changes_only_that_fields_line(editor_client, odd_file):
    before = read(odd_file, "odd.md")
    form = page_form(editor_client, "/memories/odd.md/edit", "/memories/odd.md/edit")

    response = submit(editor_client, form, description="A new description")

    assert response.status_code == 302
    after = read(odd_file, "odd.md")
    old_lines = before.splitlines(keepends=True)
    new_lines = after.splitlines(keepends=True)
    assert len(new_lines) == len(old_lines)
    changed = [i for i, (a, b) in enumerate(zip(old_lines, new_lines, strict=True)) if a != b]
    assert len(changed) == 1
    assert b"description: A new description" in new_lines[changed[0]]


# --- refusals: a sentence on the page and the disk untouched ----------------------------------


def _assert_refused(response, sentence: str, memdir: MemdirBuilder, disk: dict, statuses):
    assert response.status_code in statuses, response.status_code
    assert re.search(sentence, text_of(response)), f"no {sentence!r} on the page"
    assert outside_state(memdir) == disk


def test_saving_a_file_that_vanished_is_refused(editor_client, deploys):
    form = page_form(editor_client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")
    (deploys.root / "deploys.md").unlink()
    disk = outside_state(deploys)

    response = submit(editor_client, form, body="Rewritten.\n")

    _assert_refused(response, r"deploys\.md is no longer on disk", deploys, disk, {409})


def test_a_body_with_a_nul_byte_is_refused(editor_client, deploys):
    form = page_form(editor_client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")
    disk = outside_state(deploys)

    response = submit(editor_client, form, body="before\x00after\n")

    # Django's own field validator words it as "Null characters are not allowed."
    _assert_refused(response, "(NUL byte|Null characters are not allowed)", deploys, disk, {400})


def test_a_two_megabyte_body_is_refused(editor_client, deploys):
    form = page_form(editor_client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")
    disk = outside_state(deploys)

    response = submit(editor_client, form, body="x" * 2_000_000)

    _assert_refused(response, r"at most 1,?000,?000 characters", deploys, disk, {400})


def test_a_rename_onto_an_existing_file_is_refused(editor_client, deploys):
    disk = outside_state(deploys)
    base = sha256(read(deploys, "deploys.md"))

    response = editor_client.post(
        "/memories/deploys.md/move", {"new_path": "alpha.md", "base_sha256": base}
    )

    _assert_refused(response, r"alpha\.md already exists", deploys, disk, {400, 409})


NEW_FIELDS = {"name": "Escape", "description": "Tries to leave", "type": "project", "body": "x\n"}


@pytest.mark.parametrize("path", ["../escape.md", "notes/../../escape.md", "/tmp/escape.md"])
def test_a_new_path_that_climbs_out_is_refused(editor_client, deploys, path):
    disk = outside_state(deploys)

    response = editor_client.post("/memories/new", {**NEW_FIELDS, "path": path})

    _assert_refused(response, r"(climbs out|no '\.\.'|plain path)", deploys, disk, {400})
    assert not (deploys.root.parent / "escape.md").exists()
    assert not Path("/tmp/escape.md").exists()


@pytest.fixture
def linked(deploys):
    """A folder inside the memdir that is a symlink to a folder outside it."""
    elsewhere = deploys.root.parent / "elsewhere"
    elsewhere.mkdir()
    os.symlink(elsewhere, deploys.root / "linked", target_is_directory=True)
    return deploys


def test_a_new_file_through_a_symlinked_folder_is_refused(editor_client, linked):
    disk = outside_state(linked)

    response = editor_client.post("/memories/new", {**NEW_FIELDS, "path": "linked/sneaky.md"})

    _assert_refused(response, r"linked", linked, disk, {400})
    assert list((linked.root.parent / "elsewhere").iterdir()) == []


def test_a_move_through_a_symlinked_folder_is_refused(editor_client, linked):
    disk = outside_state(linked)
    base = sha256(read(linked, "deploys.md"))

    response = editor_client.post(
        "/memories/deploys.md/move", {"new_path": "linked/deploys.md", "base_sha256": base}
    )

    _assert_refused(response, r"linked", linked, disk, {400})
    assert list((linked.root.parent / "elsewhere").iterdir()) == []


@pytest.mark.parametrize(
    ("method", "url"),
    [
        ("get", "/memories/linked/inside.md/edit"),
        ("get", "/memories/linked/inside.md/raw"),
        ("post", "/memories/linked/inside.md/archive"),
        ("get", "/memories/link.md/edit"),
        ("post", "/memories/link.md/edit"),
        ("post", "/memories/link.md/archive"),
    ],
)
def test_a_symlink_on_the_path_is_refused_in_words_not_a_server_error(
    editor_client, linked, method, url
):
    outside = linked.root.parent / "elsewhere" / "inside.md"
    outside.write_text("---\nname: Outside\ndescription: Not memory\ntype: user\n---\nSecret.\n")
    os.symlink(linked.root / "deploys.md", linked.root / "link.md")
    disk = outside_state(linked)
    # A complete edit form, so that only the path can be the reason for a refusal.
    edit = {"name": "x", "description": "y", "type": "user", "body": "Overwritten.\n"}
    data = {**edit, "base_sha256": sha256(read(linked, "deploys.md"))} if method == "post" else None

    response = getattr(editor_client, method)(url, data)

    assert response.status_code in (400, 404, 409)
    assert "Secret." not in text_of(response)
    assert outside_state(linked) == disk
    assert outside.read_text().endswith("Secret.\n")


# --- repair, create, move, archive -----------------------------------------------------------

BROKEN = b"---\nname: [unclosed\ndescription: Broken YAML\ntype: project\n---\nStill useful.\n"
FIXED = "---\nname: Repaired\ndescription: Broken YAML no more\ntype: project\n---\nStill useful.\n"


def _memories(client) -> dict:
    response = client.get("/memories/", {"format": "json"})
    assert response.status_code == 200
    return response.json()


def test_raw_repair_of_broken_yaml_turns_a_problem_into_a_memory(editor_client, deploys):
    deploys.write("broken.md", BROKEN)
    listed = _memories(editor_client)
    assert "broken.md" in [p["path"] for p in listed["problems"]]
    assert "broken.md" not in [m["path"] for m in listed["memories"]]
    # The field editor cannot parse it, so it sends the operator to the raw editor.
    assert editor_client.get("/memories/broken.md/edit").url == "/memories/broken.md/raw"
    form = page_form(editor_client, "/memories/broken.md/raw", "/memories/broken.md/raw")
    assert form["text"] == BROKEN.decode()

    response = submit(editor_client, form, text=FIXED)

    assert response.status_code == 302
    assert read(deploys, "broken.md") == FIXED.encode()  # LF as before, not the browser's CRLF
    listed = _memories(editor_client)
    assert "broken.md" not in [p["path"] for p in listed["problems"]]
    assert "Repaired" in [m["name"] for m in listed["memories"] if m["path"] == "broken.md"]


def test_create_writes_the_topic_and_its_pointer_as_one_event(editor_client, deploys):
    index_before = read(deploys, "MEMORY.md")
    count = len(events(editor_client))
    form = page_form(editor_client, "/memories/new", "/memories/new")

    response = submit(
        editor_client,
        form,
        path="notes/pager.md",
        name="Pager rota",
        description="Who carries the pager",
        type="user",
        body="Alice on weekends.\n",
        hook="who carries the pager",
    )

    assert response.status_code == 302
    assert response.url == "/memories/notes/pager.md"
    topic = read(deploys, "notes/pager.md").decode()
    assert topic.startswith("---\nname: Pager rota\ndescription: Who carries the pager\n")
    assert "type: user\n---\n" in topic and topic.endswith("Alice on weekends.\n")
    assert "\r" not in topic
    index = read(deploys, "MEMORY.md")
    assert (
        index == index_before + "- [Pager rota](notes/pager.md) — who carries the pager\n".encode()
    )
    journal = events(editor_client)
    assert len(journal) == count + 1
    event = journal[0]
    assert event["action"] == "create"
    assert sorted(f["path"] for f in event["files"]) == ["MEMORY.md", "notes/pager.md"]
    assert {f["path"]: f["after_sha256"] for f in event["files"]} == {
        "notes/pager.md": sha256(topic.encode()),
        "MEMORY.md": sha256(index),
    }
    assert memory_json(editor_client, "notes/pager.md")["load"] == "index-loaded"


def test_move_renames_the_file_keeps_its_time_and_the_pointer_follows(editor_client, deploys):
    before = read(deploys, "deploys.md")
    base = memory_json(editor_client, "deploys.md")["sha256"]

    response = editor_client.post(
        "/memories/deploys.md/move", {"new_path": "ops/deploys-2024.md", "base_sha256": base}
    )

    assert response.status_code == 302
    assert response.url == "/memories/ops/deploys-2024.md"
    assert not (deploys.root / "deploys.md").exists()
    moved = deploys.root / "ops" / "deploys-2024.md"
    assert moved.read_bytes() == before
    assert moved.stat().st_mtime_ns == OLD_MTIME * 1_000_000_000
    assert read(deploys, "MEMORY.md").decode().splitlines() == [
        "# Index",
        "- [Deploys](ops/deploys-2024.md) — how we deploy",
        "- [Alpha](alpha.md) — the alpha service",
    ]
    assert editor_client.get("/memories/deploys.md").status_code == 404
    assert editor_client.get(response.url).status_code == 200
    assert events(editor_client)[0]["action"] == "move"


def _archived_files(memdir: MemdirBuilder) -> list[Path]:
    return [p for p in (memdir.root / ".memoryui" / "archive").rglob("*") if p.is_file()]


def test_archive_moves_the_file_out_of_the_tree_and_removes_its_pointer(editor_client, deploys):
    before = read(deploys, "deploys.md")
    base = memory_json(editor_client, "deploys.md")["sha256"]

    response = editor_client.post("/memories/deploys.md/archive", {"base_sha256": base})

    assert response.status_code == 302
    assert not (deploys.root / "deploys.md").exists()
    archived = _archived_files(deploys)
    assert [p.read_bytes() for p in archived] == [before]
    # The agent's recall scans every *.md, wherever it is: nothing memoryui keeps may end so.
    assert not [p for p in (deploys.root / ".memoryui").rglob("*.md")]
    assert read(deploys, "MEMORY.md").decode().splitlines() == [
        "# Index",
        "- [Alpha](alpha.md) — the alpha service",
    ]
    assert "deploys.md" not in [m["path"] for m in _memories(editor_client)["memories"]]
    assert editor_client.get("/memories/deploys.md").status_code == 404


def test_archive_with_a_stale_hash_is_a_conflict(editor_client, deploys):
    base = memory_json(editor_client, "deploys.md")["sha256"]
    _agent_writes(deploys, "deploys.md", b"line five\n", b"line five\nline six\n")
    disk = outside_state(deploys)

    response = editor_client.post("/memories/deploys.md/archive", {"base_sha256": base})

    _assert_refused(response, "changed on disk", deploys, disk, {409})


def test_undo_brings_an_archived_file_and_its_pointer_back(editor_client, deploys):
    before = {rel: read(deploys, rel) for rel in ("deploys.md", "MEMORY.md")}
    base = memory_json(editor_client, "deploys.md")["sha256"]
    editor_client.post("/memories/deploys.md/archive", {"base_sha256": base})
    archive_event = events(editor_client)[0]
    assert archive_event["action"] == "archive"

    response = undo(editor_client, archive_event["id"])

    assert response.status_code == 302
    assert {rel: read(deploys, rel) for rel in before} == before
    assert memory_json(editor_client, "deploys.md")["load"] == "index-loaded"
    assert events(editor_client)[0]["action"] == "undo"


def test_undoing_an_archive_brings_back_the_files_time(editor_client, deploys):
    # The file time orders the agent's recall window: a restored memory must not jump ahead.
    base = memory_json(editor_client, "deploys.md")["sha256"]
    editor_client.post("/memories/deploys.md/archive", {"base_sha256": base})

    undo(editor_client, events(editor_client)[0]["id"])

    assert (deploys.root / "deploys.md").stat().st_mtime_ns == OLD_MTIME * 1_000_000_000


# --- editing MEMORY.md ---------------------------------------------------------------------

LONG_HOOK = "the beta service, " + "and everything anyone ever learned about it " * 4
SECTIONS = [f"## Section {n}" for n in range(1, 201)]  # 200 structure lines: lines 7 to 206
WEEKLY = [
    "# Memory index",
    "- [Alpha](alpha.md) — the alpha service",
    "- [Gone](gone.md) — a dead pointer",
    f"- [Beta](beta.md) — {LONG_HOOK}",
    "Remember: the deploy key lives in the vault.",
    "Rotate it every quarter.",
    *SECTIONS,
    "- [Pager](pager.md) — who carries the pager",  # line 207: past the 200-line cliff
]


@pytest.fixture
def weekly(memdir: MemdirBuilder) -> MemdirBuilder:
    memdir.topic("alpha.md", name="Alpha", description="The alpha service", mtime=OLD_MTIME)
    memdir.topic("beta.md", name="Beta", description="The beta service", mtime=OLD_MTIME)
    memdir.topic("pager.md", name="Pager", description="Who carries the pager", mtime=OLD_MTIME)
    memdir.topic("orphan.md", name="Orphan", description="Nobody points here", mtime=OLD_MTIME)
    memdir.index(*WEEKLY)
    return memdir


def index_lines(memdir: MemdirBuilder) -> list[str]:
    return read(memdir, "MEMORY.md").decode().split("\n")[:-1]


def index_json(client) -> dict:
    response = client.get("/index/", {"format": "json"})
    assert response.status_code == 200
    return response.json()


def remove_dead_pointer(client):
    return submit(client, page_form(client, "/index/", "/index/remove", line="3"))


def add_pointer_for_orphan(client):
    preview = "/index/add?path=orphan.md"
    return submit(client, page_form(client, preview, "/index/add", path="orphan.md"))


def shorten_long_line(client):
    form = page_form(client, "/index/", "/index/replace", line="4")
    assert form["text"] == WEEKLY[3]
    return submit(client, form, text="- [Beta](beta.md) — the beta service")


def extract_raw_lines(client):
    form = page_form(client, "/index/", "/index/extract")
    assert form["lines"] == "5,6"
    return submit(
        client,
        form,
        path="notes/deploy-key.md",
        name="Deploy key",
        description="Where the deploy key lives and when to rotate it",
        type="reference",
    )


def reorder_to_top(client):
    form = page_form(client, "/index/order", "/index/order")
    board = client.post("/index/order", {**form.fields, "move": "207:top"})
    moved = form_on(board.content.decode(), "/index/order")
    return submit(client, moved, save="1")


INDEX_OPERATIONS = [
    remove_dead_pointer,
    add_pointer_for_orphan,
    shorten_long_line,
    extract_raw_lines,
    reorder_to_top,
]


def test_removing_a_dead_pointer_drops_just_that_line(editor_client, weekly):
    response = remove_dead_pointer(editor_client)

    assert response.status_code == 302
    assert index_lines(weekly) == WEEKLY[:2] + WEEKLY[3:]
    assert index_json(editor_client)["dead_links"] == []


def test_adding_a_pointer_for_an_orphan_puts_it_beside_its_folder_above_the_cliff(
    editor_client, weekly
):
    assert index_json(editor_client)["orphans"] == ["orphan.md"]
    preview = editor_client.get("/index/add?path=orphan.md").content.decode()
    # Said before anything is written: the index is past its cliff, so a line that loads
    # pushes the last loaded one out.
    assert "as line 5, beside the other pointers into the top folder" in preview
    assert "pushes line 200 past the cliff" in preview

    response = add_pointer_for_orphan(editor_client)

    assert response.status_code == 302
    added = "- [Orphan](orphan.md) — Nobody points here"
    assert index_lines(weekly) == [*WEEKLY[:4], added, *WEEKLY[4:]]
    assert index_json(editor_client)["orphans"] == []


def test_a_pointer_hook_is_cut_at_a_word_within_the_line_guidance(editor_client, weekly):
    long = "Nobody points here, " + "and the description goes on about many things " * 6
    weekly.topic("orphan.md", name="Orphan", description=long)
    add_pointer_for_orphan(editor_client)
    added = next(line for line in index_lines(weekly) if "(orphan.md)" in line)
    assert len(added) <= 150 and added.endswith("…")
    assert added[:-1].rstrip().split()[-1] in long.split()


def test_shortening_a_too_long_line_rewrites_only_it(editor_client, weekly):
    entries = {e["line"]: e for e in index_json(editor_client)["entries"]}
    assert entries[4]["too_long"]

    response = shorten_long_line(editor_client)

    assert response.status_code == 302
    assert index_lines(weekly) == [*WEEKLY[:3], "- [Beta](beta.md) — the beta service", *WEEKLY[4:]]
    entries = {e["line"]: e for e in index_json(editor_client)["entries"]}
    assert not entries[4]["too_long"]


def test_extracting_raw_lines_makes_a_topic_and_one_pointer(editor_client, weekly):
    count = len(events(editor_client))

    response = extract_raw_lines(editor_client)

    assert response.status_code == 302
    topic = read(weekly, "notes/deploy-key.md").decode()
    assert topic.endswith(
        "\nRemember: the deploy key lives in the vault.\nRotate it every quarter.\n"
    )
    assert "description: Where the deploy key lives and when to rotate it\n" in topic
    assert index_lines(weekly) == [*WEEKLY[:4], "- [Deploy key](notes/deploy-key.md)", *WEEKLY[6:]]
    assert index_json(editor_client)["raw_content_lines"] == []
    journal = events(editor_client)
    assert len(journal) == count + 1
    assert sorted(f["path"] for f in journal[0]["files"]) == ["MEMORY.md", "notes/deploy-key.md"]


def _board_rows(html: str) -> list[str]:
    """The board's rows in order: the original line number of each, and "cliff" for the cliff."""
    found = re.findall(r'<tr class="cliff" id="cliff"|<tr class="[^"]*" data-line="(\d+)"', html)
    return [n or "cliff" for n in found]


def test_moving_a_line_to_the_top_returns_only_the_board_with_the_cliff_recomputed(
    editor_client, weekly
):
    page = editor_client.get("/index/order").content.decode()
    rows = _board_rows(page)
    assert rows[rows.index("cliff") + 1] == "201"  # lines 201 to 207 are cut
    assert rows.index("207") > rows.index("cliff")
    form = form_on(page, "/index/order")

    board = editor_client.post(
        "/index/order", {**form.fields, "move": "207:top"}, headers={"HX-Request": "true"}
    )

    assert board.status_code == 200
    fragment = board.content.decode()
    assert fragment.lstrip().startswith('<form id="board"')
    assert "<html" not in fragment and "<h1" not in fragment
    rows = _board_rows(fragment)
    assert rows[0] == "207"
    assert rows[rows.index("cliff") + 1] == "200"  # the pager line pushed line 200 past it
    assert form_on(fragment, "/index/order")["order"].startswith("207,1,2,3,")
    assert read(weekly, "MEMORY.md").decode().split("\n")[:-1] == WEEKLY  # nothing written yet


def test_saving_a_new_order_writes_memory_md_in_that_order(editor_client, weekly):
    response = reorder_to_top(editor_client)

    assert response.status_code == 302
    assert index_lines(weekly) == [WEEKLY[-1], *WEEKLY[:-1]]
    assert "pager.md" not in index_json(editor_client)["hidden_by_cliff"]


@pytest.mark.parametrize("operation", INDEX_OPERATIONS, ids=lambda f: f.__name__)
def test_each_index_change_is_one_event_and_undo_restores_memory_md_byte_exact(
    editor_client, weekly, operation
):
    before = read(weekly, "MEMORY.md")
    count = len(events(editor_client))

    assert operation(editor_client).status_code == 302

    journal = events(editor_client)
    assert len(journal) == count + 1
    assert "MEMORY.md" in [f["path"] for f in journal[0]["files"]]
    assert read(weekly, "MEMORY.md") != before

    assert undo(editor_client, journal[0]["id"]).status_code == 302

    assert read(weekly, "MEMORY.md") == before
    assert not (weekly.root / "notes" / "deploy-key.md").exists()
    assert len(events(editor_client)) == count + 2


def test_an_index_change_from_a_stale_page_is_a_conflict(editor_client, weekly):
    form = page_form(editor_client, "/index/", "/index/remove", line="3")
    (weekly.root / "MEMORY.md").write_text("\n".join(["# Rewritten by the agent", *WEEKLY]) + "\n")
    disk = outside_state(weekly)

    response = submit(editor_client, form)

    _assert_refused(response, "MEMORY.md changed on disk", weekly, disk, {409})


def _edit_deploys(client):
    form = page_form(client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")
    return submit(client, form, body=form["body"].replace("line two", "line 2"), name="Deploys!")


def _repair_deploys(client):
    form = page_form(client, "/memories/deploys.md/raw", "/memories/deploys.md/raw")
    return submit(client, form, text=form["text"].replace("line two", "line 2"))


def _create(client):
    return client.post("/memories/new", {**NEW_FIELDS, "name": "New", "path": "notes/new.md"})


def _move_deploys(client):
    base = memory_json(client, "deploys.md")["sha256"]
    return client.post("/memories/deploys.md/move", {"new_path": "ops/d.md", "base_sha256": base})


def _archive_deploys(client):
    base = memory_json(client, "deploys.md")["sha256"]
    return client.post("/memories/deploys.md/archive", {"base_sha256": base})


TOPIC_OPERATIONS = [_edit_deploys, _repair_deploys, _create, _move_deploys, _archive_deploys]


@pytest.mark.parametrize("operation", TOPIC_OPERATIONS, ids=lambda f: f.__name__.strip("_"))
def test_each_topic_change_is_one_event_and_undo_restores_every_file(
    editor_client, deploys, operation
):
    before = {rel: data for rel, (data, _) in outside_state(deploys).items()}
    count = len(events(editor_client))

    assert operation(editor_client).status_code == 302

    journal = events(editor_client)
    assert len(journal) == count + 1
    assert {rel: data for rel, (data, _) in outside_state(deploys).items()} != before

    assert undo(editor_client, journal[0]["id"]).status_code == 302

    assert {rel: data for rel, (data, _) in outside_state(deploys).items()} == before


# --- history and undo ----------------------------------------------------------------------


def _edit(client, path: str, old: str, new: str):
    form = page_form(client, f"/memories/{path}/edit", f"/memories/{path}/edit")
    response = submit(client, form, body=form["body"].replace(old, new))
    assert response.status_code == 302
    return response


def test_the_history_lists_events_newest_first_with_diffs(editor_client, deploys):
    deploys_before = read(deploys, "deploys.md")
    _edit(editor_client, "deploys.md", "line two", "line 2, first change")
    deploys_after = read(deploys, "deploys.md")
    _edit(editor_client, "alpha.md", "Body.", "Alpha body, second change.")

    journal = events(editor_client)
    html = text_of(editor_client.get("/history/"))
    raw = editor_client.get("/history/").content.decode()

    assert [e["path"] for e in journal] == ["alpha.md", "deploys.md"]
    assert journal[0]["id"] > journal[1]["id"]
    assert html.index(journal[0]["id"]) < html.index(journal[1]["id"])
    # Word diffs: the words taken out and the words put in, on the line they changed.
    assert '<div class="wl changed">line <del>two</del><ins>2, first change</ins></div>' in raw
    [alpha] = [
        line for line in re.findall(r'<div class="wl changed">(.*?)</div>', raw) if "Alpha" in line
    ]
    assert (
        re.sub(r"</?ins>", "", re.sub(r"<del>.*?</del>", "", alpha)) == "Alpha body, second change."
    )
    assert re.sub(r"</?del>", "", re.sub(r"<ins>.*?</ins>", "", alpha)) == "Body."
    older = journal[1]
    assert set(older) >= {"id", "at", "actor", "action", "files", "detail", "path"}
    assert older["actor"] == "erin"
    assert older["action"] == "edit"
    assert older["files"] == [
        {
            "path": "deploys.md",
            "before_sha256": sha256(deploys_before),
            "after_sha256": sha256(deploys_after),
        }
    ]
    assert isinstance(older["detail"], dict)
    at = dt.datetime.fromisoformat(older["at"])
    assert at.tzinfo is not None
    assert abs((dt.datetime.now(dt.UTC) - at).total_seconds()) < 120


def test_undo_of_an_edit_restores_the_bytes_and_is_journaled(editor_client, deploys):
    before = read(deploys, "deploys.md")
    _edit(editor_client, "deploys.md", "line two", "line 2, regretted")
    edit_event = events(editor_client)[0]

    response = undo(editor_client, edit_event["id"])

    assert response.status_code == 302
    assert read(deploys, "deploys.md") == before
    assert (deploys.root / "deploys.md").stat().st_mtime_ns == OLD_MTIME * 1_000_000_000
    newest = events(editor_client)[0]
    assert newest["action"] == "undo" and newest["actor"] == "erin"
    assert newest["detail"]["undoes"] == edit_event["id"]


def test_undo_after_the_file_changed_again_is_a_conflict(editor_client, deploys):
    _edit(editor_client, "deploys.md", "line two", "line 2, regretted")
    edit_event = events(editor_client)[0]
    _agent_writes(deploys, "deploys.md", b"line five\n", b"line five\nthe agent's line\n")
    disk = outside_state(deploys)

    response = undo(editor_client, edit_event["id"])

    _assert_refused(response, "changed on disk", deploys, disk, {409})


def test_undo_still_works_after_the_database_was_deleted_and_rebuilt(editor_client, deploys):
    before = read(deploys, "deploys.md")
    _edit(editor_client, "deploys.md", "line two", "line 2, regretted")
    edit_id = events(editor_client)[0]["id"]
    for model in (Memory, Problem, IndexLine, IndexFile, ProjectionState):
        model.objects.all().delete()
    projection.reconcile(rebuild=True)

    assert [e["id"] for e in events(editor_client)] == [edit_id]
    response = undo(editor_client, edit_id)

    assert response.status_code == 302
    assert read(deploys, "deploys.md") == before
    assert "line two" in memory_json(editor_client, "deploys.md")["body"]


def test_the_journal_is_a_file_of_json_lines_in_the_memdir(editor_client, deploys):
    _edit(editor_client, "deploys.md", "line two", "line 2")

    lines = read(deploys, ".memoryui/journal.jsonl").decode().splitlines()

    assert [json.loads(line)["id"] for line in lines] == [events(editor_client)[0]["id"]]


def test_an_index_action_on_a_symlinked_memory_md_is_refused_in_words(
    memdir, editor_client, tmp_path
):
    outside = tmp_path / "elsewhere.md"
    outside.write_text("- [a](a.md)\n")
    (memdir.root / "MEMORY.md").symlink_to(outside)
    response = editor_client.post("/index/remove", {"line": 1, "base_sha256": "0" * 64})
    assert response.status_code == 400
    assert "symbolic link" in response.content.decode()
    assert outside.read_text() == "- [a](a.md)\n"


def test_the_reorder_board_finds_a_problem_file_under_its_decomposed_name(editor_client, memdir):
    # Saved on macOS: the file name is NFD on disk, the pointer NFC as typed.
    memdir.write("cafe\u0301.md", "---\nname: [unclosed\n---\nBroken.\n")
    memdir.index("- [Café](caf\u00e9.md) — the broken one")

    response = editor_client.get("/index/order")

    ((_, line),) = response.context["rows"]
    assert line.kind == "pointer" and line.exists


def test_the_preview_button_renders_on_the_server_and_writes_nothing(editor_client, deploys):
    form = page_form(editor_client, "/memories/deploys.md/edit", "/memories/deploys.md/edit")
    before = deploys.bytes_and_mtimes()
    body = "# Heading\n\n**bold** <script>alert(1)</script>\n"
    response = submit(editor_client, form, body=body, preview="1")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<h1>Heading</h1>" in html and "<strong>bold</strong>" in html
    assert "<script>alert(1)</script>" not in html
    assert deploys.bytes_and_mtimes() == before
