"""Parsing MEMORY.md into pointers, structure and raw content, with each line's load status."""

from __future__ import annotations

import posixpath
import re
import unicodedata
from collections.abc import Container, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple
from urllib.parse import unquote

from .cliff import CliffResult, compute_cliff, file_lines

if TYPE_CHECKING:
    from .profiles.claude_code import ClaudeCode

# A bullet, a [title](destination) link, then an optional hook after a separator.
# Destinations are CommonMark's: <anything but <, > or newline>, or a run without spaces
# where parentheses nest one level (enough for file names like "notes (old).md").
POINTER_RE = re.compile(
    r"""^\s{0,3}[-*+][ \t]+
    \[(?P<title>(?:\\.|[^\]\\])*)\]
    \(\s*(?P<dest><[^<>\n]*>|(?:[^\s()<>\\]|\\.|\([^\s()]*\))*)
    (?:\s+(?:"[^"]*"|'[^']*'))?\s*\)
    (?P<rest>.*)$""",
    re.VERBOSE,
)
HEADING_RE = re.compile(r"^\s{0,3}#{1,6}(\s|$)")
SEPARATOR_RE = re.compile(r"^\s*(?:—|–|--|-|:)\s*")
SCHEME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


@dataclass(slots=True)
class IndexLine:
    """One line of MEMORY.md; ``number`` is the file's own 1-based line number."""

    number: int
    text: str
    kind: str  # pointer | heading | blank | raw | hidden (stripped before loading)
    loaded: bool
    title: str = ""
    target: str = ""  # the destination as written
    target_path: str | None = None  # normalized path inside the memdir, None when outside
    anchor: str = ""
    hook: str = ""
    # Past the guidance (~150 characters), and past the load warning's own ~200.
    long: bool = False
    too_long: bool = False
    duplicate: bool = False
    exists: bool = False


def normalize_target(destination: str) -> tuple[str | None, str]:
    """The memdir-relative, NFC path a pointer names, and its anchor; ``None`` if it leaves.

    Memory text is untrusted: URLs, absolute paths, backslashes and ``..`` that climb out are
    dead links, never paths to open.
    """
    dest = destination[1:-1] if destination.startswith("<") else destination
    dest, _, anchor = dest.partition("#")
    if not dest or SCHEME_RE.match(dest) or dest.startswith("//"):
        return None, anchor
    dest = unicodedata.normalize("NFC", unquote(dest))
    if "\\" in dest or "\x00" in dest or dest.startswith("/"):
        return None, anchor
    path = posixpath.normpath(dest)
    if path in (".", "..") or path.startswith("../"):
        return None, anchor
    return path, anchor


def nfc(path: str) -> str:
    return unicodedata.normalize("NFC", path)


def parse_line(number: int, text: str, *, loaded: bool, profile: ClaudeCode) -> IndexLine:
    line = text.rstrip("\r")
    if not line.strip():
        return IndexLine(number, text, "blank", loaded)
    if HEADING_RE.match(line):
        return IndexLine(number, text, "heading", loaded)
    match = POINTER_RE.match(line)
    if not match:
        return IndexLine(number, text, "raw", loaded)
    target_path, anchor = normalize_target(match["dest"])
    hook = SEPARATOR_RE.sub("", match["rest"], count=1).strip()
    return IndexLine(
        number,
        text,
        "pointer",
        loaded,
        title=match["title"],
        target=match["dest"],
        target_path=target_path,
        anchor=anchor,
        hook=hook,
        long=len(line) > profile.pointer_long,
        too_long=len(line) > profile.pointer_too_long,
    )


@dataclass(frozen=True)
class IndexAnalysis:
    cliff: CliffResult
    lines: tuple[IndexLine, ...]

    @property
    def pointers(self) -> list[IndexLine]:
        return [line for line in self.lines if line.kind == "pointer"]

    @property
    def dead_links(self) -> list[str]:
        return [p.target for p in self.pointers if not p.exists]

    @property
    def raw_content_lines(self) -> list[int]:
        return [line.number for line in self.lines if line.kind == "raw"]


def analyse_index(
    raw: bytes, existing: Container[str], profile: ClaudeCode | None = None
) -> IndexAnalysis:
    """Every line of MEMORY.md with its kind and load; ``existing`` holds NFC topic paths.

    Lines the profile strips before loading (frontmatter, HTML comments) are ``hidden``: a
    pointer commented out is no pointer, since the agent never sees it.
    """
    if profile is None:
        from .profiles.claude_code import ClaudeCode

        profile = ClaudeCode()
    text = raw.decode("utf-8", errors="replace")
    cliff = compute_cliff(raw, text, profile.limits, strip=profile.strips_index)
    hidden = set(cliff.hidden)
    seen: set[str] = set()
    lines = []
    for number, (text_line, loaded) in enumerate(
        zip(file_lines(text), cliff.line_loaded, strict=True), start=1
    ):
        if number - 1 in hidden:
            lines.append(IndexLine(number, text_line, "hidden", loaded=False))
            continue
        line = parse_line(number, text_line, loaded=loaded, profile=profile)
        if line.kind == "pointer":
            key = line.target_path
            exists = key is not None and key in existing
            duplicate = key is not None and key in seen
            if key is not None:
                seen.add(key)
            line.exists, line.duplicate = exists, duplicate
        lines.append(line)
    return IndexAnalysis(cliff, tuple(lines))


def hidden_by_cliff(pointers: Iterable[IndexLine]) -> list[str]:
    """Targets whose every pointer lies past the cliff: the agent never sees them in the index."""
    loaded: set[str] = set()
    cut: list[str] = []
    for p in pointers:
        if p.target_path is None or not p.exists:
            continue
        if p.loaded:
            loaded.add(p.target_path)
        elif p.target_path not in cut:
            cut.append(p.target_path)
    return [path for path in cut if path not in loaded]


class Placement(NamedTuple):
    """Where a new pointer goes in MEMORY.md, and what that costs, said before it is written."""

    before: int  # the new line becomes this line number
    section: str  # why there: "beside the other pointers into notes/", or "at the end …"
    past_cliff: bool  # it would not load
    pushes: int | None  # the loaded line it would push past the cliff, if any


def placement(
    lines: list[tuple[int, str, str, bool]], path: str, *, loaded_lines: int, full: bool
) -> Placement:
    """The right place for a pointer to ``path``: after the last loaded pointer into its
    folder, else after the last loaded line, so that it loads (DESIGN §2: only lines above
    the cliff reach the agent). ``lines`` are (number, kind, target path, loaded); ``full``
    means no line is to spare (the cliff already cuts, or the index is at its line limit).

    In a full index a line loads only by pushing the last loaded line past the cliff: it is
    put above that line, and which line it pushes is returned, for the page to say before
    anything is saved.
    """
    folder = path.rsplit("/", 1)[0] if "/" in path else ""
    loaded = [line for line in lines if line[3]]
    same = [
        n
        for n, kind, target, _ in loaded
        if kind == "pointer" and (target.rsplit("/", 1)[0] if "/" in target else "") == folder
    ]
    if same:
        before = same[-1] + 1
        section = f"beside the other pointers into {folder + '/' if folder else 'the top folder'}"
    elif loaded:
        before = loaded[-1][0] + 1
        section = "after the last line the agent loads"
    else:
        before = (lines[-1][0] + 1) if lines else 1
        section = "at the end"
    if not loaded or not full:
        return Placement(before, section, past_cliff=not loaded and bool(lines), pushes=None)
    return Placement(min(before, loaded_lines), section, past_cliff=False, pushes=loaded_lines)
