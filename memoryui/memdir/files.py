"""Walking a memdir and reading its topic files, collecting problems instead of raising."""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import stat as stat_module
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import yaml
from frontmatter.default_handlers import YAMLHandler

INDEX_NAME = "MEMORY.md"
TYPES = ("user", "feedback", "project", "reference")
_YAML = YAMLHandler()

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


@dataclass(frozen=True)
class Frontmatter:
    """Where the frontmatter sits in the decoded text, so a later edit can keep its bytes."""

    yaml_text: str
    body_start: int
    closing_line: int  # 1-based line number of the closing delimiter


def walk(root: str) -> Iterator[FileStat]:
    """Every ``*.md`` under ``root`` except in dot-folders, without following any symlink.

    Symlinked ``*.md`` files are yielded (flagged) so they can be listed as problems; symlinked
    folders are never entered, wherever they point.
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
                if name.endswith(".md") and not entry.is_dir(follow_symlinks=False):
                    link = entry.is_symlink()
                    if link or entry.is_file(follow_symlinks=False):
                        st = entry.stat(follow_symlinks=False)
                        yield make(
                            FileStat,
                            (prefix + name, st.st_size, st.st_mtime_ns, st.st_ctime_ns, link),
                        )
                elif entry.is_dir(follow_symlinks=False):
                    stack.append(prefix + name)
            except OSError:
                continue


def read_whole(root: str, rel: str) -> tuple[bytes, os.stat_result]:
    """Reads the whole file through a descriptor that refuses symlinks.

    A capped read written back later truncates the file; a path swapped for a symlink between
    the walk and the read would leak its target. ``O_NOFOLLOW`` and a whole read prevent both.
    """
    fd = os.open(os.path.join(root, rel), os.O_RDONLY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0))
    try:
        st = os.fstat(fd)
        if not stat_module.S_ISREG(st.st_mode):
            raise OSError(f"{rel} is not a regular file")
        chunks = []
        while chunk := os.read(fd, max(st.st_size, 65536)):
            chunks.append(chunk)
        return b"".join(chunks), st
    finally:
        os.close(fd)


def _delimiter(line: str) -> bool:
    return line.rstrip(" \t\r") == "---"


def split_frontmatter(text: str) -> Frontmatter | None | str:
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


def _jsonable(value: Any) -> Any:
    """YAML gives dates and odd keys; the projection stores JSON."""
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return str(value)


def _text(value: Any) -> str:
    if value is None:
        return ""
    return value if isinstance(value, str) else str(_jsonable(value))


def _aliases(value: Any) -> list[str]:
    if isinstance(value, str):
        return [a.strip() for a in value.split(",") if a.strip()]
    if isinstance(value, list):
        return [_text(a).strip() for a in value if _text(a).strip()]
    return []


def parse_topic(stat: FileStat, raw: bytes, head_lines: int = 30) -> Topic:
    """Parse one topic file's whole bytes; any failure becomes a ``Problem``, never an exception."""
    topic = Topic(
        stat.path, len(raw), stat.mtime_ns, stat.ctime_ns, hashlib.sha256(raw).hexdigest()
    )
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
        meta = _YAML.load(found.yaml_text) if found.yaml_text.strip() else {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        detail = f"line {mark.line + 2}: {getattr(exc, 'problem', '')}" if mark else ""
        topic.problem = Problem("broken-yaml", detail.strip())
        return topic
    if not isinstance(meta, dict):
        topic.problem = Problem("not-a-mapping")
        return topic
    nested = meta.get("metadata")
    kind = meta.get("type")
    if kind is None and isinstance(nested, dict):
        kind = nested.get("type")
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
    # The agent reads only the head of each file when choosing what to recall.
    topic.head_description = bool(topic.description.strip()) and found.closing_line <= head_lines
    return topic


def read_topic(root: str, stat: FileStat, head_lines: int = 30) -> Topic:
    """Read and parse one topic file; a symlink is reported, never opened."""
    if stat.is_symlink:
        return Topic(stat.path, stat.size, stat.mtime_ns, stat.ctime_ns, "", Problem("symlink"))
    try:
        raw, st = read_whole(root, stat.path)
    except OSError as exc:
        problem = Problem("unreadable", exc.strerror or str(exc))
        return Topic(stat.path, stat.size, stat.mtime_ns, stat.ctime_ns, "", problem)
    # Stat through the descriptor actually read, so the recorded version matches the bytes.
    fresh = FileStat(stat.path, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
    return parse_topic(fresh, raw, head_lines)
