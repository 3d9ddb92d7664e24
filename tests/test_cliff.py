"""The cliff: what the agent loads of MEMORY.md, checked against the test vectors in
cliff_vectors/ (byte-exact copies of the team's reference examples: CRLF, BOM and astral
characters included, kept so by .gitattributes)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memoryui.memdir.cliff import compute_cliff, format_kb, js_trim_bounds, utf16_units

VECTORS = Path(__file__).resolve().parent / "cliff_vectors"
CASES = sorted(p for p in VECTORS.iterdir() if p.is_dir()) if VECTORS.is_dir() else []


def test_the_vectors_are_present():
    # A missing folder would otherwise turn the parametrized test below into zero tests.
    assert len(CASES) >= 11
    for case in CASES:
        assert (case / "MEMORY.md").is_file() and (case / "expected.json").is_file(), case.name


def test_the_vectors_kept_the_bytes_a_text_conversion_would_change():
    # A checkout with core.autocrlf, or an editor "fixing" the files, would turn these into
    # vectors of something else while the expected JSON still describes the original bytes.
    crlf = (VECTORS / "07-crlf" / "MEMORY.md").read_bytes()
    assert crlf.count(b"\r\n") == crlf.count(b"\n") > 0
    bom = (VECTORS / "06-bom-leading-blank-lines" / "MEMORY.md").read_bytes()
    assert bom.startswith(b"\xef\xbb\xbf")
    assert not (VECTORS / "09-one-long-line" / "MEMORY.md").read_bytes().endswith(b"\n")


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
@pytest.mark.parametrize("strip", [False, True], ids=["claude-code-2.1.210", "claude-code"])
def test_it_loads_exactly_what_the_agent_loads(case, strip):
    # The reference vectors hold no frontmatter or comments: both rules load them alike.
    expected = json.loads((case / "expected.json").read_text(encoding="utf-8"))
    result = compute_cliff((case / "MEMORY.md").read_bytes(), strip=strip).as_dict()
    for key, value in expected.items():
        assert result[key] == value, key


CURRENT = Path(__file__).resolve().parent / "cliff_vectors_current"
CURRENT_CASES = sorted(p for p in CURRENT.iterdir() if p.is_dir()) if CURRENT.is_dir() else []


def test_the_vectors_of_the_current_rule_are_present():
    assert len(CURRENT_CASES) >= 6


@pytest.mark.parametrize("case", CURRENT_CASES, ids=[c.name for c in CURRENT_CASES])
def test_under_the_current_rule_it_strips_frontmatter_and_comments_first(case):
    expected = json.loads((case / "expected.json").read_text(encoding="utf-8"))
    result = compute_cliff((case / "MEMORY.md").read_bytes(), strip=True).as_dict()
    for key, value in expected.items():
        assert result[key] == value, key


@pytest.mark.parametrize(
    "name",
    [
        "12-frontmatter-stripped",
        "13-comments-move-the-cliff",
        "15-unclosed-comment-hides-the-rest",
        "17-cut-after-comment-counts-file-lines",
    ],
)
def test_the_older_rule_loads_those_vectors_differently(name):
    raw = (CURRENT / name / "MEMORY.md").read_bytes()
    assert compute_cliff(raw, strip=False).loaded_text != compute_cliff(raw, strip=True).loaded_text


def test_it_counts_astral_characters_as_two_units():
    assert utf16_units("🚀a") == 3


def test_it_trims_a_bom_that_python_strip_keeps():
    text = "\ufeff\n  x  \n"
    start, end = js_trim_bounds(text)
    assert text[start:end] == "x"
    assert "\ufeffx".strip() != "x"


def test_it_keeps_characters_javascript_does_not_trim():
    # U+0085 (NEL) and U+001C are whitespace to Python but not to String.prototype.trim.
    assert js_trim_bounds("\x85x\x1c") == (0, 3)


def test_it_rounds_sizes_half_up_like_tofixed():
    assert format_kb(25856) == "25.3KB"  # 25.25 exactly: Python's format would say 25.2


def test_exactly_200_lines_load_whole():
    raw = "".join(f"- line {n}\n" for n in range(200)).encode()
    result = compute_cliff(raw)
    assert (result.loaded_lines, result.first_cut_line, result.warning) == (200, None, None)


def test_the_201st_line_is_cut_and_the_warning_names_the_count():
    raw = "".join(f"- line {n}\n" for n in range(201)).encode()
    result = compute_cliff(raw)
    assert result.first_cut_line == 201
    assert "201 lines (limit: 200)" in result.loaded_text
    assert result.loaded_text.endswith("move detail into topic files.")


def test_leading_blank_lines_keep_their_file_numbers():
    raw = b"\n\n\n" + "".join(f"- line {n}\n" for n in range(201)).encode()
    result = compute_cliff(raw)
    # The trim drops three leading blank lines, so the 200 kept lines end at file line 203.
    assert (result.loaded_lines, result.first_cut_line) == (203, 204)


def test_a_line_that_ends_exactly_at_the_unit_limit_is_loaded():
    line = "x" * 199 + "\n"
    raw = (line * 125).encode() + b"tail\n"
    result = compute_cliff(raw)
    # 125 lines of 200 units: the last newline kept sits at unit offset 24,999.
    assert (result.loaded_lines, result.first_cut_line) == (125, 126)


def test_a_line_without_a_trailing_newline_still_counts():
    assert compute_cliff(b"a\nb").lines == 2
    assert compute_cliff(b"a\nb\n").lines == 2
    assert compute_cliff(b"").lines == 0


def test_crlf_lines_keep_their_carriage_returns_in_the_loaded_text():
    result = compute_cliff(b"- a\r\n- b\r\n")
    assert result.loaded_text == "- a\r\n- b"


def test_non_ascii_text_is_measured_in_units_not_bytes():
    line = "- " + "ж" * 97 + "\n"  # 100 units, 197 bytes
    raw = (line * 240).encode()
    result = compute_cliff(raw)
    assert result.bytes == 197 * 240
    assert result.units == 100 * 240
    # 200 lines of 100 units fit under 25,000 units, although they are 39,400 bytes.
    assert (result.loaded_lines, result.first_cut_line) == (200, 201)
    assert "240 lines (limit: 200)" in result.warning
