"""MEMORY.md pointer lines, structure, raw content, dead links and the cliff (DESIGN §1, §2)."""

from __future__ import annotations

import unicodedata

import pytest

from memoryui.memdir.index import analyse_index, hidden_by_cliff, normalize_target
from memoryui.memdir.scan import scan
from tests.conftest import MemdirBuilder


@pytest.fixture
def m(tmp_path) -> MemdirBuilder:
    return MemdirBuilder(tmp_path / "m")


def analyse(*lines: str, existing=("a.md", "dir/b.md", "dir/with space.md")):
    return analyse_index(("\n".join(lines) + "\n").encode(), set(existing))


def only_line(text: str, **kwargs):
    (line,) = analyse(text, **kwargs).lines
    return line


# Pointer syntax


@pytest.mark.parametrize(
    "text",
    [
        "- [Alpha](a.md) — the hook",
        "* [Alpha](a.md) — the hook",
        "- [Alpha](a.md) – the hook",
        "- [Alpha](a.md) - the hook",
        "- [Alpha](a.md): the hook",
        "- [Alpha](./a.md) — the hook",
    ],
)
def test_it_reads_each_bullet_and_separator_as_the_same_pointer(text):
    line = only_line(text)
    assert line.kind == "pointer"
    assert (line.title, line.target_path, line.hook, line.exists) == (
        "Alpha",
        "a.md",
        "the hook",
        True,
    )


def test_a_pointer_without_a_hook_has_an_empty_hook():
    line = only_line("- [Alpha](a.md)")
    assert (line.kind, line.target_path, line.hook) == ("pointer", "a.md", "")


def test_a_hyphen_inside_the_hook_is_kept():
    assert only_line("- [Alpha](a.md) — read-only replica").hook == "read-only replica"


def test_percent_escapes_are_decoded():
    line = only_line("- [Spaced](dir/with%20space.md) — hook")
    assert (line.target_path, line.exists) == ("dir/with space.md", True)


def test_an_anchor_is_split_from_the_path():
    line = only_line("- [B](dir/b.md#rollback-steps) — hook")
    assert (line.target_path, line.anchor, line.exists) == ("dir/b.md", "rollback-steps", True)


def test_a_commonmark_angle_bracket_destination_may_hold_spaces():
    line = only_line("- [Spaced](<dir/with space.md>) — hook")
    assert line.kind == "pointer"
    assert (line.target_path, line.exists, line.hook) == ("dir/with space.md", True, "hook")


def test_a_crlf_index_reads_the_same_pointers():
    raw = b"# Index\r\n- [Alpha](a.md) \xe2\x80\x94 hook\r\n"
    lines = analyse_index(raw, {"a.md"}).lines
    assert [line.kind for line in lines] == ["heading", "pointer"]
    assert (lines[1].target_path, lines[1].hook, lines[1].exists) == ("a.md", "hook", True)


def test_names_compare_after_nfc_normalization(m):
    nfd = unicodedata.normalize("NFD", "café.md")
    nfc = unicodedata.normalize("NFC", "café.md")
    assert nfd != nfc
    m.topic(nfd, description="Coffee")
    assert [p.name for p in m.root.iterdir()] == [nfd]  # the disk keeps the NFD name
    m.index(f"- [Café]({nfc}) — hook")
    result = scan(str(m.root))
    (pointer,) = result.index.pointers
    assert pointer.exists
    assert result.index.dead_links == []
    assert result.orphans == []
    assert result.loads[nfd] == "index-loaded"


def test_an_nfd_pointer_finds_an_nfc_file(m):
    nfc = unicodedata.normalize("NFC", "résumé.md")
    m.topic(nfc)
    m.index(f"- [CV]({unicodedata.normalize('NFD', nfc)})")
    result = scan(str(m.root))
    assert result.index.pointers[0].exists
    assert result.orphans == []


# Structure and raw content


def test_headings_and_blank_lines_are_structure_and_other_lines_are_raw_content():
    analysis = analyse(
        "# Memory index",
        "",
        "- [Alpha](a.md) — hook",
        "## Sessions",
        "- 2026-03-14: rotated the secret",
        "Remember to deploy on Fridays.",
        "   ",
        "#hashtag-not-a-heading",
    )
    kinds = [line.kind for line in analysis.lines]
    assert kinds == ["heading", "blank", "pointer", "heading", "raw", "raw", "blank", "raw"]
    assert analysis.raw_content_lines == [5, 6, 8]


def test_a_link_that_is_not_a_bullet_is_raw_content():
    assert only_line("See [Alpha](a.md) for more.").kind == "raw"


# Dead links


@pytest.mark.parametrize(
    "destination",
    [
        "missing.md",
        "../outside.md",
        "dir/../../outside.md",
        "/etc/passwd",
        "https://example.com/x.md",
        "//example.com/x.md",
        "%2e%2e/x.md",
        "..%2Fx.md",
        "dir/%2e%2e/%2e%2e/x.md",
        "dir\\..\\..\\x.md",
    ],
)
def test_a_missing_or_outside_target_is_a_dead_link(destination):
    analysis = analyse(f"- [X]({destination}) — hook")
    (pointer,) = analysis.pointers
    assert not pointer.exists
    assert analysis.dead_links == [destination]


@pytest.mark.parametrize(
    "destination",
    ["../outside.md", "/etc/passwd", "https://example.com/x.md", "%2e%2e/x.md", "..%2Fx.md"],
)
def test_a_target_outside_the_memdir_is_never_a_path(destination):
    # Even if a file of that name were known, a path that leaves the memdir is not one to open.
    assert normalize_target(destination)[0] is None


def test_a_climbing_link_is_dead_even_when_a_file_outside_has_that_name(m, tmp_path):
    (tmp_path / "outside.md").write_text("---\nname: outside\n---\n")
    m.index("- [Out](../outside.md)", "- [Out](%2e%2e/outside.md)")
    result = scan(str(m.root))
    assert [p.exists for p in result.index.pointers] == [False, False]
    assert len(result.index.dead_links) == 2


def test_a_pointer_into_a_dot_folder_is_dead(m):
    m.write(".memoryui/archive/old.md", "---\nname: old\n---\n")
    m.index("- [Old](.memoryui/archive/old.md)")
    assert scan(str(m.root)).index.dead_links == [".memoryui/archive/old.md"]


# Too long


def test_a_pointer_line_of_exactly_150_code_points_is_not_long():
    line = "- [Alpha](a.md) — "
    line += "x" * (150 - len(line))
    assert len(line) == 150
    assert not only_line(line).long
    assert only_line(line + "x").long
    assert not only_line(line + "x").too_long


def test_past_200_code_points_a_pointer_line_is_too_long():
    # The guidance says ~150 characters; the load warning's own number is ~200.
    line = "- [Alpha](a.md) — "
    line += "x" * (200 - len(line))
    assert only_line(line).long and not only_line(line).too_long
    assert only_line(line + "x").too_long


def test_long_counts_code_points_not_bytes_or_utf16_units():
    head = "- [Alpha](a.md) — "
    line = head + "ж🚀" * ((150 - len(head)) // 2)
    assert len(line) == 150
    assert len(line.encode()) > 300
    assert not only_line(line).long
    assert only_line(line + "ж").long


def test_a_crlf_line_ending_does_not_count_towards_the_length():
    head = "- [Alpha](a.md) — "
    line = head + "x" * (150 - len(head))
    raw = (line + "\r\n").encode()
    assert not analyse_index(raw, {"a.md"}).pointers[0].too_long


# Duplicates


def test_the_later_pointer_to_the_same_file_is_the_duplicate():
    analysis = analyse(
        "- [Alpha](a.md) — first",
        "- [B](dir/b.md)",
        "- [Alpha again](./a.md) — second",
        "- [Alpha, escaped](%61.md)",
    )
    assert [p.duplicate for p in analysis.pointers] == [False, False, True, True]


def test_pointers_differing_only_in_normalization_are_duplicates():
    nfc = unicodedata.normalize("NFC", "café.md")
    nfd = unicodedata.normalize("NFD", nfc)
    analysis = analyse(f"- [A]({nfc})", f"- [B]({nfd})", existing=(nfc,))
    assert [p.duplicate for p in analysis.pointers] == [False, True]


# Line numbers and the cliff


def test_line_numbers_are_the_files_own_even_after_leading_blank_lines():
    analysis = analyse("", "", "# Index", "- [Alpha](a.md)", "stray text")
    assert [(line.number, line.kind) for line in analysis.lines] == [
        (1, "blank"),
        (2, "blank"),
        (3, "heading"),
        (4, "pointer"),
        (5, "raw"),
    ]
    assert analysis.raw_content_lines == [5]


def index_crossing_the_cliff(leading_blank: int = 0) -> list[str]:
    """205 lines after ``leading_blank`` blank ones: lines past the 200th are cut."""
    lines = [""] * leading_blank + ["# Index"]
    lines += [f"- [Note {n}](n{n}.md) — hook" for n in range(1, 205)]
    return lines


@pytest.mark.parametrize("leading_blank", [0, 3])
def test_loaded_flags_match_the_cliff(leading_blank):
    analysis = analyse(*index_crossing_the_cliff(leading_blank))
    cliff = analysis.cliff
    # The trim drops leading blank lines, so the 200 lines loaded end later in the file.
    assert cliff.loaded_lines == 200 + leading_blank
    assert cliff.first_cut_line == 201 + leading_blank
    assert [line.loaded for line in analysis.lines] == list(cliff.line_loaded)
    loaded = [line.number for line in analysis.lines if line.loaded]
    assert loaded == list(range(1, 201 + leading_blank))
    assert analysis.pointers[-1].title == "Note 204"
    assert not analysis.pointers[-1].loaded


def test_a_short_index_is_loaded_whole():
    analysis = analyse("# Index", "- [Alpha](a.md)", "raw line")
    assert all(line.loaded for line in analysis.lines)


def test_a_target_is_hidden_by_the_cliff_only_when_every_pointer_to_it_is_cut():
    lines = ["# Index", "- [Both](both.md) — loaded here", "- [Alpha](a.md)"]
    lines += [f"## Section {n}" for n in range(200)]
    lines += [
        "- [Both again](both.md) — and cut here",
        "- [Cut](cut.md) — only here, past the cliff",
        "- [Cut twice](cut.md)",
        "- [Gone](missing.md) — dead and cut",
    ]
    analysis = analyse(*lines, existing=("a.md", "both.md", "cut.md"))
    assert analysis.cliff.cut
    assert [p.loaded for p in analysis.pointers] == [True, True, False, False, False, False]
    # A dead link has nothing to hide; it is reported as a dead link instead.
    assert hidden_by_cliff(analysis.pointers) == ["cut.md"]


def test_hidden_by_cliff_agrees_with_a_real_scan(m):
    m.topic("kept.md", description="Kept")
    m.topic("cut.md", description="Cut")
    m.index("- [Kept](kept.md)", *[f"## {n}" for n in range(200)], "- [Cut](cut.md)")
    result = scan(str(m.root))
    assert result.hidden_by_cliff == ["cut.md"]
