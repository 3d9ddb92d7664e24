"""Who wrote a memory: its originSessionId, the session's transcript, the turn that wrote it."""

from __future__ import annotations

from pathlib import Path

import pytest

from memoryui.memdir import transcripts

from .fleet import SESSION, agent_writes, build_home, transcript, user_says


@pytest.fixture
def home(tmp_path: Path):
    return build_home(tmp_path)


def test_it_names_the_session_its_first_prompt_and_the_turn_that_wrote_the_file(home):
    memory = home.memory(home.shop).root / "testing.md"
    found = transcripts.find(
        SESSION, transcripts.project_folders(str(home.project_folder(home.shop)))
    )
    seen = transcripts.read(SESSION, found, [str(memory)])
    assert not seen.missing
    assert seen.cwd == str(home.shop)
    assert seen.started.startswith("2026-11-01")
    assert seen.first_prompt == "Please remember that we run tests with make test"
    assert seen.last.tool == "Write" and seen.last.file_path == str(memory)
    assert "make test" in seen.last.excerpt


def test_the_last_edit_is_the_turn_shown_and_other_files_are_ignored(home):
    memory = str(home.memory(home.shop).root / "testing.md")
    path = transcript(
        home.project_folder(home.shop) / "s-edits-0001.jsonl",
        str(home.shop),
        {"type": "user", "isMeta": True, "message": {"content": "<command-name>/init"}},
        user_says([{"type": "tool_result", "content": "x"}]),
        user_says([{"type": "text", "text": "Tests now run with pytest"}]),
        agent_writes(memory, "Run the tests with make test.\n"),
        agent_writes(str(home.shop / "README.md"), "not a memory"),
        agent_writes(memory, "Run the tests with pytest.", tool="Edit"),
    )
    seen = transcripts.read("s-edits-0001", str(path), [memory])
    assert seen.first_prompt == "Tests now run with pytest"
    assert [t.tool for t in seen.turns] == ["Write", "Edit"]
    assert seen.last.excerpt == "old\n→\nRun the tests with pytest."


def test_a_deleted_transcript_is_missing_said_plainly(home):
    folders = transcripts.project_folders(str(home.project_folder(home.blog)))
    assert transcripts.find("a-session-that-is-gone", folders) is None
    assert transcripts.read("a-session-that-is-gone", None, []).missing


def test_a_transcript_is_found_in_another_project_folder(home):
    # autoMemoryDirectory or a session in a sub-folder keep the transcript elsewhere.
    folders = transcripts.project_folders(str(home.project_folder(home.blog)))
    assert transcripts.find(SESSION, folders) == str(
        home.project_folder(home.shop) / f"{SESSION}.jsonl"
    )


@pytest.mark.parametrize("bad", ["../../etc/passwd", "a/b", "", "x" * 200, None, 42, "short"])
def test_a_session_id_that_cannot_be_a_file_name_never_reaches_the_disk(bad):
    assert transcripts.valid_session(bad) is None


def test_broken_lines_and_odd_records_do_not_stop_the_reading(home, tmp_path):
    memory = str(home.memory(home.shop).root / "testing.md")
    path = tmp_path / "odd-session-01.jsonl"
    path.write_bytes(
        b"{not json\n[1,2]\n\xff\xfe\n"
        + b'{"type":"assistant","message":{"content":"text only"}}\n'
        + b'{"type":"assistant","message":{"content":[{"type":"tool_use","name":"Write",'
        + b'"input":{"file_path":42}}]}}\n'
        + transcript(tmp_path / "t.jsonl", "/x", agent_writes(memory, "ok")).read_bytes()
    )
    seen = transcripts.read("odd-session-01", str(path), [memory])
    assert [t.excerpt for t in seen.turns] == ["ok"]


def test_long_text_is_cut_to_an_excerpt(home, tmp_path):
    memory = str(home.memory(home.shop).root / "testing.md")
    path = transcript(tmp_path / "long-session-1.jsonl", "/x", agent_writes(memory, "y" * 50_000))
    seen = transcripts.read("long-session-1", str(path), [memory])
    assert len(seen.last.excerpt) == transcripts.EXCERPT


# --- the page ----------------------------------------------------------------------------


@pytest.fixture
def served(home, settings):
    """The fake home's shop project memory, served as the one memdir."""
    settings.MEMORYUI_MEMDIR = str(home.memory(home.shop).root)
    return home


def test_an_editor_sees_which_session_wrote_a_memory(db, served, editor_client):
    page = editor_client.get("/memories/testing.md")
    assert b"/memories/testing.md/provenance" in page.content
    data = editor_client.get("/memories/testing.md/provenance?format=json").json()
    assert data["session"] == SESSION and not data["missing"]
    assert data["first_prompt"] == "Please remember that we run tests with make test"
    assert data["turns"][-1]["tool"] == "Write"
    html = editor_client.get("/memories/testing.md/provenance").content.decode()
    assert "Please remember that we run tests with make test" in html


def test_a_viewer_never_sees_a_transcript_by_page_or_token(db, served, viewer, viewer_client):
    from django.test import Client

    from memoryui.models import ApiToken

    assert b"/provenance" not in viewer_client.get("/memories/testing.md").content
    assert viewer_client.get("/memories/testing.md/provenance").status_code == 403
    token = Client(HTTP_AUTHORIZATION=f"Bearer {ApiToken.issue(viewer)}")
    response = token.get("/memories/testing.md/provenance?format=json")
    assert response.status_code == 403
    assert "make test" not in response.content.decode().replace("make test.", "")


def test_transcript_markup_is_shown_as_text(db, served, editor_client):
    path = served.project_folder(served.shop) / f"{SESSION}.jsonl"
    memory = str(served.memory(served.shop).root / "testing.md")
    transcript(
        path,
        str(served.shop),
        user_says('<script>alert("x")</script><img src=x onerror=alert(1)>'),
        agent_writes(memory, "<b>bold</b>"),
    )
    html = editor_client.get("/memories/testing.md/provenance").content.decode()
    assert "<script>alert" not in html and "<img src=x" not in html
    assert "&lt;script&gt;" in html and "&lt;b&gt;bold&lt;/b&gt;" in html


def test_a_deleted_transcript_is_said_plainly_on_the_page(db, served, editor_client):
    (served.project_folder(served.shop) / f"{SESSION}.jsonl").unlink()
    data = editor_client.get("/memories/testing.md/provenance?format=json").json()
    assert data["missing"] and "no longer exists" in data["said"]


def test_a_memory_without_a_session_says_so(db, served, editor_client):
    assert b"/provenance" not in editor_client.get("/memories/deploys.md").content
    data = editor_client.get("/memories/deploys.md/provenance?format=json").json()
    assert data["session"] is None and "no originSessionId" in data["said"]


def test_nothing_of_the_transcript_reaches_the_database(db, served, editor_client):
    from django.db import connection

    editor_client.get("/memories/testing.md/provenance")
    editor_client.get("/memories/testing.md/provenance?format=json")
    with connection.cursor() as cursor:
        for table in connection.introspection.table_names():
            if table.startswith("memoryui_memory_terms"):
                continue
            cursor.execute(f"SELECT * FROM {connection.ops.quote_name(table)}")
            for row in cursor.fetchall():
                assert "Please remember" not in repr(row), table


def test_reading_provenance_never_writes_the_memdir_or_the_transcripts(db, served, editor_client):
    from .conftest import MemdirBuilder

    before = MemdirBuilder(served.config).bytes_and_mtimes()
    editor_client.get("/memories/testing.md/provenance")
    assert MemdirBuilder(served.config).bytes_and_mtimes() == before


def test_the_session_is_read_from_claude_codes_nested_metadata_too(db, served, editor_client):
    memory = served.memory(served.shop)
    memory.write(
        "nested.md",
        "---\nname: nested\ndescription: d\nmetadata:\n  type: feedback\n"
        f"  originSessionId: {SESSION}\n---\nRun the tests with make test.\n",
    )
    data = editor_client.get("/memories/nested.md/provenance?format=json").json()
    assert data["session"] == SESSION and not data["missing"]
