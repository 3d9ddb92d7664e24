"""Walking a memdir and parsing its topic files (DESIGN §1), without a database."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os

import pytest

from memoryui.memdir.files import Topic, read_topic, walk
from memoryui.memdir.scan import scan
from tests.conftest import MemdirBuilder

VALID_TOPIC = "---\nname: leaked\ndescription: SECRET-DESCRIPTION\ntype: user\n---\nSECRET-BODY\n"


@pytest.fixture
def m(tmp_path) -> MemdirBuilder:
    return MemdirBuilder(tmp_path / "m")


def walked(builder: MemdirBuilder) -> list[str]:
    return sorted(stat.path for stat in walk(str(builder.root)))


def read(builder: MemdirBuilder, rel: str) -> Topic:
    """Read one file the way a scan does: through the stat the walk produced."""
    stats = {stat.path: stat for stat in walk(str(builder.root))}
    return read_topic(str(builder.root), stats[rel])


# Walking


def test_it_skips_dot_folders_at_any_depth(m):
    m.topic("kept.md")
    m.topic(".git/notes.md")
    m.topic(".memoryui/archive/old.md")
    m.topic("projects/.cache/tmp.md")
    m.topic("projects/alpha.md")
    assert walked(m) == ["kept.md", "projects/alpha.md"]


def test_it_lists_only_markdown_files(m):
    m.topic("note.md")
    m.write("notes.txt", VALID_TOPIC)
    m.write("README.markdown", VALID_TOPIC)
    m.write("archived.md.bak", VALID_TOPIC)
    assert walked(m) == ["note.md"]


def test_the_root_memory_md_is_the_index_and_a_nested_one_is_a_topic(m):
    m.index("- [Team](team/MEMORY.md) — the team's own notes")
    m.topic("team/MEMORY.md", description="Team notes")
    result = scan(str(m.root))
    assert "MEMORY.md" not in result.topics
    assert result.topics["team/MEMORY.md"].description == "Team notes"
    assert result.index.pointers[0].exists


def test_a_symlinked_file_is_a_problem_and_its_target_inside_the_memdir_is_never_read(m):
    target = m.write("real.md", VALID_TOPIC)
    os.symlink(target, m.root / "link.md")
    topic = read(m, "link.md")
    assert topic.problem.kind == "symlink"
    assert "never follows links" in topic.problem.words
    assert (topic.name, topic.description, topic.type, topic.body) == ("", "", "", "")
    assert topic.meta == {}
    assert topic.sha256 != hashlib.sha256(VALID_TOPIC.encode()).hexdigest()
    # The target itself is still a topic in its own right.
    assert read(m, "real.md").description == "SECRET-DESCRIPTION"


def test_a_symlink_pointing_outside_the_memdir_leaks_nothing(m, tmp_path):
    outside = tmp_path / "outside.md"
    outside.write_text(VALID_TOPIC)
    os.symlink(outside, m.root / "escape.md")
    os.symlink("../outside.md", m.root / "relative-escape.md")
    result = scan(str(m.root))
    for rel in ("escape.md", "relative-escape.md"):
        topic = result.topics[rel]
        assert topic.problem.kind == "symlink"
        assert "SECRET" not in repr(topic)
        assert rel not in result.loads
        assert rel not in result.recall_eligible


def test_a_symlinked_folder_is_never_entered(m, tmp_path):
    outside = MemdirBuilder(tmp_path / "elsewhere")
    outside.write("secret.md", VALID_TOPIC)
    m.topic("inside/note.md")
    os.symlink(outside.root, m.root / "linked")
    # A link back to the memdir itself would loop forever if it were followed.
    os.symlink(m.root, m.root / "inside" / "loop")
    assert walked(m) == ["inside/note.md"]


# Frontmatter


def test_it_reads_type_from_the_top_level_key(m):
    m.topic("a.md", name="Alpha", description="About alpha", type="feedback")
    topic = read(m, "a.md")
    assert topic.problem is None
    assert (topic.name, topic.description, topic.type) == ("Alpha", "About alpha", "feedback")


def test_it_reads_type_nested_under_metadata(m):
    m.write("a.md", "---\nname: Alpha\ndescription: d\nmetadata:\n  type: reference\n---\nBody\n")
    topic = read(m, "a.md")
    assert topic.problem is None
    assert topic.type == "reference"
    assert topic.meta["metadata"] == {"type": "reference"}


def test_the_top_level_type_wins_over_the_nested_one(m):
    m.write("a.md", "---\ntype: user\nmetadata: {type: project}\n---\n")
    assert read(m, "a.md").type == "user"


def test_it_reads_a_file_that_starts_with_a_bom(m):
    m.write("a.md", "\ufeff---\nname: Alpha\ndescription: d\ntype: user\n---\nBody\n")
    topic = read(m, "a.md")
    assert topic.problem is None
    assert (topic.name, topic.body) == ("Alpha", "Body\n")


def test_a_crlf_file_parses_and_its_body_keeps_the_carriage_returns(m):
    raw = b"---\r\nname: Alpha\r\ndescription: About alpha\r\ntype: user\r\n---\r\nOne\r\nTwo\r\n"
    m.write("a.md", raw)
    topic = read(m, "a.md")
    assert topic.problem is None
    assert (topic.name, topic.description, topic.type) == ("Alpha", "About alpha", "user")
    assert topic.body == "One\r\nTwo\r\n"
    assert topic.head_description


def test_unknown_keys_are_kept_in_meta(m):
    m.write(
        "a.md",
        "---\nname: A\ntype: user\nowner: platform-team\ntags: [db, ops]\n"
        "x-review: {by: sam, score: 3}\n---\n",
    )
    meta = read(m, "a.md").meta
    assert meta["owner"] == "platform-team"
    assert meta["tags"] == ["db", "ops"]
    assert meta["x-review"] == {"by": "sam", "score": 3}
    assert meta["name"] == "A"


def test_yaml_dates_become_iso_strings_in_meta_and_updated_a_date(m):
    m.write(
        "a.md",
        "---\nname: A\ntype: project\nupdated: 2025-01-15\ncreated: 2024-12-01 09:30:00\n"
        "metadata: {reviewed: 2024-06-30}\n---\n",
    )
    topic = read(m, "a.md")
    assert topic.updated == dt.date(2025, 1, 15)
    assert topic.meta["updated"] == "2025-01-15"
    assert topic.meta["created"] == "2024-12-01T09:30:00"
    assert topic.meta["metadata"]["reviewed"] == "2024-06-30"
    # The projection stores meta as JSON; a date object left inside would not serialize.
    json.dumps(topic.meta)


def test_a_quoted_updated_date_is_still_a_date(m):
    m.write("a.md", "---\ntype: project\nupdated: '2025-03-04'\n---\n")
    assert read(m, "a.md").updated == dt.date(2025, 3, 4)


def test_an_updated_value_that_is_not_a_date_is_ignored(m):
    m.write("a.md", "---\ntype: project\nupdated: last tuesday\n---\n")
    topic = read(m, "a.md")
    assert topic.problem is None
    assert topic.updated is None
    assert topic.meta["updated"] == "last tuesday"


def test_aliases_are_read_from_a_list(m):
    m.topic("a.md", aliases="[db copy, staging refresh]")
    assert read(m, "a.md").aliases == ["db copy", "staging refresh"]


def test_aliases_are_read_from_a_comma_separated_string(m):
    m.topic("a.md", aliases="db copy, staging refresh ,")
    assert read(m, "a.md").aliases == ["db copy", "staging refresh"]


def test_status_and_superseded_by_are_read(m):
    m.topic("a.md", status="superseded", superseded_by="b.md")
    topic = read(m, "a.md")
    assert (topic.status, topic.superseded_by) == ("superseded", "b.md")
    m.topic("c.md")
    assert read(m, "c.md").status == "active"


# The head the agent reads for recall


def frontmatter_closing_at(line: int, description: str = "About it") -> str:
    """A topic whose closing --- sits on file line ``line`` (description on line 3)."""
    padding = [f"k{n}: v" for n in range(line - 5)]
    return "\n".join(["---", "name: x", f"description: {description}", "type: user", *padding])


def test_head_description_is_true_when_the_frontmatter_closes_on_line_30(m):
    m.write("a.md", frontmatter_closing_at(30) + "\n---\nBody\n")
    text = (m.root / "a.md").read_text()
    assert text.split("\n")[29] == "---"
    assert read(m, "a.md").head_description


def test_head_description_is_false_when_the_frontmatter_closes_on_line_31(m):
    m.write("a.md", frontmatter_closing_at(31) + "\n---\nBody\n")
    text = (m.root / "a.md").read_text()
    assert text.split("\n")[30] == "---"
    topic = read(m, "a.md")
    # The file is fine as memory; the agent just never sees its description when recalling.
    assert topic.problem is None
    assert topic.description == "About it"
    assert not topic.head_description


def test_a_bom_does_not_push_the_frontmatter_past_the_head(m):
    m.write("a.md", "\ufeff" + frontmatter_closing_at(30) + "\n---\n")
    assert read(m, "a.md").head_description


def test_head_description_is_false_without_a_description(m):
    m.topic("none.md")
    m.write("empty.md", '---\nname: x\ndescription: ""\ntype: user\n---\n')
    m.write("blank.md", "---\nname: x\ndescription:\ntype: user\n---\n")
    for rel in ("none.md", "empty.md", "blank.md"):
        assert not read(m, rel).head_description, rel


# Whole-file reads


@pytest.mark.parametrize("size", [48 * 1024 + 1, 200 * 1024])
def test_it_reads_the_whole_file_however_long(m, size):
    filler = ("All work and no play makes a long memory. " * (size // 40 + 1))[:size]
    raw = (
        "---\nname: long\ndescription: d\ntype: project\n---\n" + filler + "\nThe last sentence.\n"
    ).encode()
    m.write("long.md", raw)
    topic = read(m, "long.md")
    assert topic.body.endswith("\nThe last sentence.\n")
    assert topic.size == len(raw)
    assert topic.sha256 == hashlib.sha256(raw).hexdigest()


# Problems


def problem_of(m: MemdirBuilder, content: str | bytes) -> Topic:
    m.write("p.md", content)
    topic = read(m, "p.md")
    assert topic.problem is not None
    return topic


def test_broken_yaml_is_a_problem_that_names_the_line(m):
    topic = problem_of(m, "---\nname: x\ndescription: a: b\ntype: user\n---\nBody\n")
    assert topic.problem.kind == "broken-yaml"
    # The description is on the file's line 3 (the opening --- is line 1).
    assert "line 3" in topic.problem.words
    assert "not valid YAML" in topic.problem.words


def test_broken_yaml_in_a_crlf_file_with_a_bom_names_the_same_line(m):
    topic = problem_of(m, "\ufeff---\r\nname: x\r\ndescription: a: b\r\n---\r\n")
    assert topic.problem.kind == "broken-yaml"
    assert "line 3" in topic.problem.words


def test_a_file_without_frontmatter_is_a_problem(m):
    topic = problem_of(m, "# Notes\n\nJust text.\n")
    assert topic.problem.kind == "no-frontmatter"
    assert "---" in topic.problem.words


def test_frontmatter_that_never_closes_is_a_problem(m):
    topic = problem_of(m, "---\nname: x\ndescription: d\n\nThe body started early.\n")
    assert topic.problem.kind == "unclosed-frontmatter"
    assert topic.description == ""


def test_invalid_utf8_is_a_problem(m):
    topic = problem_of(m, b"---\nname: caf\xe9\ntype: user\n---\n")
    assert topic.problem.kind == "invalid-utf8"
    assert topic.problem.words.startswith("is not valid UTF-8")


@pytest.mark.parametrize("content", [b"", b"\n  \n\t\n"])
def test_an_empty_file_is_a_problem(m, content):
    assert problem_of(m, content).problem.kind == "empty"


def test_a_file_with_nul_bytes_is_binary(m):
    topic = problem_of(m, b"---\nname: x\x00\ntype: user\n---\n")
    assert topic.problem.kind == "binary"


@pytest.mark.parametrize("yaml_text", ["- a\n- b\n", "just words\n", "42\n"])
def test_frontmatter_that_is_not_a_mapping_is_a_problem(m, yaml_text):
    topic = problem_of(m, f"---\n{yaml_text}---\nBody\n")
    assert topic.problem.kind == "not-a-mapping"


def test_a_problem_file_keeps_its_hash_and_size_so_it_can_be_repaired(m):
    raw = b"---\nname: x\ndescription: a: b\n---\n"
    topic = problem_of(m, raw)
    assert (topic.size, topic.sha256) == (len(raw), hashlib.sha256(raw).hexdigest())


def test_problem_files_do_not_stop_the_scan_of_the_others(m):
    m.write("bad/yaml.md", "---\nname: [unclosed\n---\n")
    m.write("bad/binary.md", b"\x00\x01\x02")
    m.write("bad/latin1.md", b"caf\xe9")
    m.write("bad/empty.md", b"")
    m.topic("good.md", description="Fine")
    result = scan(str(m.root))
    kinds = {p: t.problem.kind for p, t in result.topics.items() if t.problem}
    assert kinds == {
        "bad/yaml.md": "broken-yaml",
        "bad/binary.md": "binary",
        "bad/latin1.md": "invalid-utf8",
        "bad/empty.md": "empty",
    }
    assert result.topics["good.md"].description == "Fine"
    assert set(result.loads) == {"good.md"}


def test_reading_changes_no_bytes_and_no_mtimes(m):
    m.topic("a.md", description="A", mtime=1_600_000_000)
    m.write("b.md", b"---\nname: [x\n---\n", mtime=1_500_000_000)
    m.index("- [A](a.md)")
    before = m.bytes_and_mtimes()
    scan(str(m.root))
    assert m.bytes_and_mtimes() == before
