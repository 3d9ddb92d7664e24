"""Walking a memdir and reading its topic files, collecting problems instead of raising."""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from . import yamlsafe
from .atomic import read_whole

INDEX_NAME = "MEMORY.md"
TYPES = ("user", "feedback", "project", "reference")
# Larger than any memory an agent writes or loads (memoryui itself writes at most 1 MB): such a
# file is listed as a problem without being read, so one huge file cannot stall every sync.
MAX_MEMORY_BYTES = 2_000_000
# C0 controls and DEL: a newline in a file name breaks every URL and terminal line it reaches.
CONTROL_RE = re.compile(r"[\x00-\x1f\x7f]")

# Problem kinds, each with the sentence an operator reads.
PROBLEM_WORDS = {
    "symlink": "is a symbolic link; memoryui never follows links, so its target is not read",
    "empty": "is empty: there is no frontmatter and no text",
    "binary": "holds NUL bytes: it looks like a binary file, not markdown",
    "invalid-utf8": "is not valid UTF-8 text",
    "no-frontmatter": "has no frontmatter: it should start with a line holding only ---",
    "unclosed-frontmatter": "opens its frontmatter with --- but never closes it",
    "broken-yaml": "has frontmatter that is not valid YAML",
    "not-a-mapping": "has frontmatter that is not a set of key: value pairs",
    "unreadable": "could not be read",
    "too-large": "is too large to be read as memory",
    "bad-name": "has a file name memoryui cannot show or link safely",
}


class FileStat(NamedTuple):
    """What incremental sync compares: a restored mtime with an equal size still moves ctime.

    A named tuple, not a dataclass: a walk makes one per file, 20,000 of them per reconcile.
    """

    path: str
    size: int
    mtime_ns: int
    ctime_ns: int
    is_symlink: bool = False
    # Set when the name is not UTF-8 or holds control characters: ``path`` is then an escaped
    # form for display, never opened.
    bad_name: bool = False


@dataclass
class Problem:
    kind: str
    detail: str = ""

    @property
    def words(self) -> str:
        text = PROBLEM_WORDS.get(self.kind, self.kind)
        return f"{text} ({self.detail})" if self.detail else text


@dataclass
class Topic:
    """One topic file as read from disk; ``problem`` is set when it cannot be read as memory."""

    path: str
    size: int
    mtime_ns: int
    ctime_ns: int
    sha256: str
    problem: Problem | None = None
    name: str = ""
    description: str = ""
    type: str = ""
    aliases: list[str] = field(default_factory=list)
    updated: dt.date | None = None
    status: str = "active"
    superseded_by: str = ""
    unverified: list[Any] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)
    body: str = ""
    head_description: bool = False
    # The file the memory is in, and its entry there (1-based; 0: the memory is the file).
    file: str = ""
    entry: int = 0
    # What the file is for in its format (a memory bank's "active context").
    role: str = ""
    # Written by current Claude Code in nested ``metadata:``: the session that wrote it, and
    # when (the memory's age when present).
    origin_session: str = ""
    modified: dt.datetime | None = None

    def __post_init__(self) -> None:
        if not self.file:
            self.file = self.path


@dataclass(frozen=True)
class Frontmatter:
    """Where the frontmatter sits in the decoded text, so a later edit can keep its bytes."""

    yaml_text: str
    body_start: int
    closing_line: int  # 1-based line number of the closing delimiter


def display_name(name: str) -> str:
    """A file name safe to print and store: undecodable bytes and control characters are
    written as escapes (``caf\\xe9.md``, ``a\\x0ab.md``)."""
    text = os.fsencode(name).decode("utf-8", "backslashreplace")
    return CONTROL_RE.sub(lambda m: f"\\x{ord(m.group(0)):02x}", text)


# What a terminal must not receive raw: C0 and C1 controls, and line and paragraph separators.
UNPRINTABLE_RE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """``text`` with anything that could move a terminal's cursor or reorder its line escaped."""
    return UNPRINTABLE_RE.sub(lambda m: f"\\u{ord(m.group(0)):04x}", text)


def bad_name(name: str) -> bool:
    """A name no database can hold (a byte that is not UTF-8 comes back from the file system
    as a lone surrogate) or that breaks URLs and terminal lines (control characters)."""
    if CONTROL_RE.search(name):
        return True
    if name.isascii():
        return False
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def walk(
    root: str, suffixes: tuple[str, ...] = (".md",), skip: frozenset[str] = frozenset()
) -> Iterator[FileStat]:
    """Every ``*.md`` (or file ending in ``suffixes``) under ``root`` except in dot-folders,
    without following any symlink.

    Symlinked ``*.md`` files are yielded (flagged) so they can be listed as problems; symlinked
    folders are never entered, wherever they point. A file whose name cannot be shown safely
    is yielded flagged, under an escaped name; a folder of that kind is not entered, nor is
    one of ``skip`` (memdir-relative folders that are memdirs of their own).
    """
    # Bound once: this loop runs for every file of a 20,000-file memdir on each reconcile.
    make = tuple.__new__
    stack = [""]
    while stack:
        rel_dir = stack.pop()
        prefix = f"{rel_dir}/" if rel_dir else ""
        try:
            entries = list(os.scandir(os.path.join(root, rel_dir) if rel_dir else root))
        except OSError:
            continue
        for entry in entries:
            name = entry.name
            if name[0] == ".":
                continue
            try:
                # The entry's type comes with the directory listing: only markdown files cost
                # a stat call, and nothing here follows a link.
                if name.endswith(suffixes) and not entry.is_dir(follow_symlinks=False):
                    link = entry.is_symlink()
                    if link or entry.is_file(follow_symlinks=False):
                        st = entry.stat(follow_symlinks=False)
                        odd = bad_name(name)
                        yield make(
                            FileStat,
                            (
                                prefix + (display_name(name) if odd else name),
                                st.st_size,
                                st.st_mtime_ns,
                                st.st_ctime_ns,
                                link,
                                odd,
                            ),
                        )
                elif entry.is_dir(follow_symlinks=False) and not bad_name(name):
                    if prefix + name not in skip:
                        stack.append(prefix + name)
            except OSError:
                continue


def _delimiter(line: str) -> bool:
    return line.rstrip(" \t\r") == "---"


def split_frontmatter(text: str) -> Frontmatter | str | None:
    """Locate the frontmatter of ``text`` (BOM already removed).

    Returns a ``Frontmatter``, ``None`` when the text has none, or ``"unclosed"``.
    """
    first_end = text.find("\n")
    first = text if first_end < 0 else text[:first_end]
    if not _delimiter(first) or first_end < 0:
        return None
    pos, number = first_end + 1, 1
    while pos <= len(text):
        end = text.find("\n", pos)
        line = text[pos:] if end < 0 else text[pos:end]
        number += 1
        if _delimiter(line) or line.rstrip(" \t\r") == "...":
            body_start = len(text) if end < 0 else end + 1
            return Frontmatter(text[first_end + 1 : pos], body_start, number)
        if end < 0:
            break
        pos = end + 1
    return "unclosed"


def body_first_line(raw: bytes) -> int:
    """The file line (1-based) a topic's body starts on, after its frontmatter; 1 without one.

    Line numbers shown for a memory's body are the file's own, as an editor shows them.
    """
    text = raw.decode("utf-8", "replace").removeprefix("\ufeff")
    found = split_frontmatter(text)
    return found.closing_line + 1 if isinstance(found, Frontmatter) else 1


def _as_date(value: Any) -> dt.date | None:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value.strip()[:10])
        except ValueError:
            return None
    return None


def _storable(text: str) -> str:
    """A string every database can hold: YAML escapes can spell a NUL or a lone surrogate."""
    if text.isascii() and "\x00" not in text:
        return text
    return text.replace("\x00", "\ufffd").encode("utf-8", "replace").decode("utf-8")


def _as_datetime(value: Any) -> dt.datetime | None:
    """An ISO timestamp (Claude Code writes ``2026-07-14T09:12:33.123Z``), in UTC."""
    if isinstance(value, dt.datetime):
        moment = value
    elif isinstance(value, str):
        try:
            moment = dt.datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError:
            return None
    else:
        return None
    return moment.replace(tzinfo=dt.UTC) if moment.tzinfo is None else moment.astimezone(dt.UTC)


def _jsonable(value: Any) -> Any:
    """YAML gives dates and odd keys; the projection stores JSON."""
    if isinstance(value, dict):
        return {_storable(str(k)): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    if isinstance(value, str):
        return _storable(value)
    if isinstance(value, float) and (value != value or value in (float("inf"), float("-inf"))):
        # NaN and infinities are not JSON.
        return str(value)
    if value is None or isinstance(value, bool | int | float):
        return value
    return _storable(str(value))


def _text(value: Any) -> str:
    if value is None:
        return ""
    return _storable(value) if isinstance(value, str) else str(_jsonable(value))


def _aliases(value: Any) -> list[str]:
    if isinstance(value, str):
        return [a.strip() for a in value.split(",") if a.strip()]
    if isinstance(value, list):
        return [_text(a).strip() for a in value if _text(a).strip()]
    return []


def parse_topic(stat: FileStat, raw: bytes, head_lines: int = 30) -> Topic:
    """Parse one topic file's whole bytes; any failure becomes a ``Problem``, never an exception.

    One memory that raises must not stop the others from being read: whatever a parser can
    produce ends as a problem listed for this file.
    """
    try:
        return _parse_topic(stat, raw, head_lines)
    except Exception as exc:  # the last line of defence the docstring names
        topic = Topic(stat.path, len(raw), stat.mtime_ns, stat.ctime_ns, _sha(raw))
        topic.problem = Problem("unreadable", f"memoryui could not parse it ({type(exc).__name__})")
        return topic


def _sha(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


def _parse_topic(stat: FileStat, raw: bytes, head_lines: int) -> Topic:
    topic = Topic(stat.path, len(raw), stat.mtime_ns, stat.ctime_ns, _sha(raw))
    if not raw.strip():
        topic.problem = Problem("empty")
        return topic
    if b"\x00" in raw:
        topic.problem = Problem("binary")
        return topic
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        topic.problem = Problem("invalid-utf8", f"byte {exc.start}")
        return topic
    if text.startswith("\ufeff"):
        text = text[1:]
    found = split_frontmatter(text)
    if found is None:
        topic.problem = Problem("no-frontmatter")
        topic.body = text
        return topic
    if found == "unclosed":
        topic.problem = Problem("unclosed-frontmatter")
        topic.body = text
        return topic
    assert isinstance(found, Frontmatter)
    topic.body = text[found.body_start :]
    try:
        meta = yamlsafe.load(found.yaml_text) if found.yaml_text.strip() else {}
    except yamlsafe.YAMLRefused as exc:
        topic.problem = Problem("broken-yaml", str(exc))
        return topic
    if not isinstance(meta, dict):
        topic.problem = Problem("not-a-mapping")
        return topic
    _read_fields(topic, meta)
    # The agent reads only the head of each file when choosing what to recall.
    topic.head_description = bool(topic.description.strip()) and found.closing_line <= head_lines
    return topic


def _read_fields(topic: Topic, meta: dict[str, Any]) -> None:
    """The fields memoryui understands, from top-level keys or Claude Code's nested metadata."""
    nested = meta.get("metadata")
    kind = meta.get("type")
    if kind is None and isinstance(nested, dict):
        kind = nested.get("type")
    if isinstance(nested, dict):
        topic.origin_session = _text(nested.get("originSessionId"))
        topic.modified = _as_datetime(nested.get("modified"))
    # Written at the top level too (earlier releases, and hand-written notes).
    topic.origin_session = topic.origin_session or _text(meta.get("originSessionId"))
    topic.meta = _jsonable(meta)
    topic.name = _text(meta.get("name"))
    topic.description = _text(meta.get("description"))
    topic.type = _text(kind)
    topic.aliases = _aliases(meta.get("aliases"))
    topic.updated = _as_date(meta.get("updated"))
    topic.status = "superseded" if _text(meta.get("status")) == "superseded" else "active"
    topic.superseded_by = _text(meta.get("superseded_by"))
    unverified = meta.get("unverified")
    topic.unverified = _jsonable(unverified) if isinstance(unverified, list) else []


def read_topic(root: str | int, stat: FileStat, head_lines: int = 30) -> Topic:
    """Read and parse one topic file; a symlink, a bad name or a huge file is reported without
    being opened."""
    raw, fresh, problem = read_raw(root, stat)
    if raw is None:
        return Topic(stat.path, stat.size, stat.mtime_ns, stat.ctime_ns, "", problem)
    return parse_topic(fresh, raw, head_lines)


def read_raw(root: str | int, stat: FileStat) -> tuple[bytes | None, FileStat, Problem | None]:
    """A memory file's whole bytes and the stat of the descriptor read, or the problem that
    keeps it from being read (a symlink, a bad name or a huge file is never opened)."""
    problem = None
    if stat.bad_name:
        problem = Problem("bad-name", "rename it: plain UTF-8, no control characters")
    elif stat.is_symlink:
        problem = Problem("symlink")
    elif stat.size > MAX_MEMORY_BYTES:
        problem = Problem("too-large", f"{stat.size:,} bytes; the limit is {MAX_MEMORY_BYTES:,}")
    if problem is not None:
        return None, stat, problem
    try:
        raw, st = read_whole(root, stat.path)
    except OSError as exc:
        return None, stat, Problem("unreadable", exc.strerror or str(exc))
    # Stat through the descriptor actually read, so the recorded version matches the bytes.
    return raw, FileStat(stat.path, st.st_size, st.st_mtime_ns, st.st_ctime_ns), None
