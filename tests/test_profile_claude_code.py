"""Claude Code as it is now: MEMORY.md measured after frontmatter and HTML comments are
stripped (v2.1.211), the write-time error and reminder (v2.1.210), nested ``metadata:``
frontmatter, and the older raw-file rule kept as ``claude-code-2.1.210``.
"""

from __future__ import annotations

import datetime as dt

import pytest

from memoryui.memdir import edit as edits
from memoryui.memdir.cliff import compute_cliff, write_message
from memoryui.memdir.index import analyse_index
from memoryui.memdir.profiles import ClaudeCode, ClaudeCode210
from memoryui.projection import reconcile

COMMENT = "<!-- notes for humans: keep this index short -->"


def pointers(n: int, start: int = 1) -> list[str]:
    return [f"- [Note {i}](notes/n{i}.md) — note {i}" for i in range(start, start + n)]


def index_text(*lines: str) -> bytes:
    return ("\n".join(lines) + "\n").encode()


def test_html_comment_lines_do_not_count_towards_the_cliff_under_the_current_rule():
    # 195 pointers and ten comment lines: 205 lines on disk, 195 the agent measures.
    raw = index_text(*pointers(100), *[COMMENT] * 10, *pointers(95, 101))
    current = compute_cliff(raw, strip=True)
    old = compute_cliff(raw, strip=False)
    assert (current.measured_lines, current.first_cut_line, current.warning) == (195, None, None)
    assert old.first_cut_line == 201 and "205 lines" in old.warning


def test_frontmatter_of_the_index_moves_the_cliff_and_line_numbers_stay_the_files_own():
    head = ["---", "title: project memory", "owner: ops", "---"]
    raw = index_text(*head, *pointers(201))
    cliff = compute_cliff(raw, strip=True)
    # The agent cuts after its 200th line: file line 204 (four frontmatter lines before it).
    assert cliff.loaded_lines == 204
    assert cliff.first_cut_line == 205
    assert cliff.hidden == (0, 1, 2, 3)
    assert cliff.loaded_text.startswith("- [Note 1]")
    assert "201 lines (limit: 200)" in cliff.warning


def test_a_multiline_comment_is_hidden_whole_and_a_comment_in_fenced_code_is_not():
    raw = index_text(
        "- [A](a.md) — a",
        "<!--",
        "- [B](b.md) — commented out",
        "-->",
        "```",
        "<!-- inside code: the agent sees this -->",
        "```",
    )
    analysis = analyse_index(raw, {"a.md", "b.md"}, ClaudeCode())
    kinds = [line.kind for line in analysis.lines]
    assert kinds == ["pointer", "hidden", "hidden", "hidden", "raw", "raw", "raw"]
    assert [p.target for p in analysis.pointers] == ["a.md"]
    assert "inside code" in analysis.cliff.loaded_text


def test_a_comment_that_never_closes_hides_the_rest_and_is_said(viewer_client, memdir):
    memdir.topic("a.md", description="A")
    memdir.topic("b.md", description="B")
    memdir.index("- [A](a.md) — a", "<!-- forgot to close", "- [B](b.md) — b")
    reconcile()
    html = viewer_client.get("/index/").content.decode()
    assert "Line 2 opens an HTML comment that never closes" in html
    data = viewer_client.get("/memories/?format=json").json()
    loads = {m["path"]: m["load"] for m in data["memories"]}
    # b.md's only pointer is inside the comment: the index does not show it to the agent.
    assert loads["a.md"] == "index-loaded" and loads["b.md"] != "index-loaded"


def test_the_older_profile_measures_the_raw_file(viewer_client, memdir, settings):
    settings.MEMORYUI_PROFILE = "claude-code-2.1.210"
    memdir.write("MEMORY.md", index_text(*[COMMENT] * 10, *pointers(195)))
    reconcile()
    data = viewer_client.get("/index/?format=json").json()
    assert data["profile"] == "claude-code-2.1.210"
    assert data["first_cut_line"] == 201
    settings.MEMORYUI_PROFILE = "claude-code"
    reconcile()
    assert viewer_client.get("/index/?format=json").json()["first_cut_line"] is None


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (150, ""),
        (
            170,
            "The memory index at MEMORY.md is 170 lines, approaching the 200-line read limit. "
            "Compact it to under 140 lines now",
        ),
        (
            214,
            "Error: this write left the memory index at MEMORY.md at 214 lines, over its "
            "200-line read limit. The write succeeded, but everything past the limit is silently "
            "dropped each time the index is loaded — entries at the end are already invisible to "
            "readers. Rewrite it to under 140 lines now: keep one line per entry, move detail "
            "into topic files, and merge or drop stale entries.",
        ),
    ],
)
def test_the_agents_next_write_is_answered_as_claude_code_answers_it(lines, expected):
    message = write_message(compute_cliff(index_text(*pointers(lines))))
    assert message.startswith(expected) if expected else message == ""


def test_an_index_over_its_size_gets_the_size_error():
    raw = index_text(*["- [x](x.md) — " + "y" * 985] * 30)
    message = write_message(compute_cliff(raw))
    assert message.startswith(
        "Error: this write left the memory index at MEMORY.md at 29.3KB, over its 24.4KB read "
        "limit."
    )
    assert "Rewrite it to under 17.1KB now" in message


def test_the_index_page_shows_what_the_agents_next_write_is_told(viewer_client, memdir):
    memdir.write("MEMORY.md", index_text(*pointers(214)))
    reconcile()
    data = viewer_client.get("/index/?format=json").json()
    assert data["write_message"].startswith("Error: this write left the memory index")
    assert 'id="write-message"' in viewer_client.get("/index/").content.decode()


def test_index_lines_warn_past_150_and_err_past_200_characters(viewer_client, memdir):
    memdir.topic("a.md", description="A")
    line = "- [A](a.md) — "
    memdir.index(line + "x" * (160 - len(line)), line + "x" * (210 - len(line)))
    reconcile()
    entries = viewer_client.get("/index/?format=json").json()["entries"]
    assert [(e["long"], e["too_long"]) for e in entries] == [(True, False), (True, True)]
    checks = {c["key"]: c for c in viewer_client.get("/?format=json").json()["checklist"]}
    assert (checks["long"]["count"], checks["long"]["level"]) == (1, "warning")
    assert (checks["too_long"]["count"], checks["too_long"]["level"]) == (1, "error")


NESTED = (
    b"---\n"
    b"name: Deploys\n"
    b"description: How we ship\n"
    b"metadata: \n"
    b"  node_type: memory\n"
    b"  type: feedback\n"
    b"  originSessionId: 2f6c1e0a-77b1-4c55-9c1e-0c9a1f3b2d11\n"
    b"  modified: 2026-07-14T09:12:33.123Z\n"
    b"---\n"
    b"Ship from main.\n"
)


def test_nested_metadata_is_read_and_modified_counts_as_the_age(viewer_client, memdir, settings):
    settings.MEMORYUI_TODAY = "2026-07-24"
    memdir.write("deploys.md", NESTED, mtime=1_600_000_000)
    reconcile()
    memory = viewer_client.get("/memories/deploys.md?format=json").json()
    assert memory["type"] == "feedback"
    assert memory["age_days"] == 10


def test_a_body_edit_of_nested_metadata_keeps_every_byte_of_it_trailing_space_included():
    edited = edits.edit_topic(NESTED, {**edits.topic_fields(NESTED), "body": "Ship from trunk.\n"})
    assert edited == NESTED.replace(b"Ship from main.", b"Ship from trunk.")
    assert b"metadata: \n" in edited


def test_a_type_edit_changes_only_the_nested_type():
    edited = edits.edit_topic(NESTED, {**edits.topic_fields(NESTED), "type": "project"})
    assert edited == NESTED.replace(b"  type: feedback", b"  type: project")


def test_mark_as_current_sets_claude_codes_own_modified_not_a_new_key():
    now = dt.datetime(2026, 12, 1, 8, 30, tzinfo=dt.UTC)
    fields = edits.topic_fields(NESTED)
    edited = edits.edit_topic(NESTED, fields, today=now.date(), now=now)
    assert edited == NESTED.replace(b"2026-07-14T09:12:33.123Z", b"2026-12-01T08:30:00.000Z")
    assert b"updated:" not in edited


def test_the_profiles_differ_only_in_stripping():
    assert ClaudeCode().strips_index and not ClaudeCode210().strips_index
    assert ClaudeCode210().limits == ClaudeCode().limits
