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
