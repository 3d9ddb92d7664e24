"""Hermes' memory: MEMORY.md (the agent's notes) and USER.md (who the user is), each a list
of entries separated by lines holding only ``§``, against a budget of characters.

Counted the way Hermes counts (``tools/memory_tool.py`` of NousResearch/hermes-agent): the
file is read with universal newlines, split on ``"\\n§\\n"``, each entry stripped, empty ones
dropped and repeats loaded once; the budget's use is the length in characters of the entries
joined by ``"\\n§\\n"``. Hermes refuses a write that would not fit (it does not truncate), and
injects both files whole into the system prompt under a header with the percentage used,
cutting only a file past twice its limit (or 4,000 characters) to its head and tail.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from ..errors import WriteRefused
from ..files import FileStat, Problem, Topic, walk
from .base import OVER, Budget, Fact, Profile, Session, SessionText, status_of

DELIMITER = "\n§\n"
# A separator in the file as it is on disk: any line ending Python's universal newlines read.
SEPARATOR_RE = re.compile(r"(?:\r\n|\r|\n)§(?:\r\n|\r|\n)")
FILES = ("MEMORY.md", "USER.md")
DEFAULT_LIMITS = {"MEMORY.md": 2_200, "USER.md": 1_375}
HEADERS = {
    "MEMORY.md": "MEMORY (your personal notes)",
    "USER.md": "USER PROFILE (who the user is)",
}
ROLES = {"MEMORY.md": "the agent's notes", "USER.md": "the user's profile"}


def universal(text: str) -> str:
    """Line endings as Python's text mode reads them: CRLF and CR become LF."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


@dataclass(frozen=True)
class Entry:
    """One entry: its number in the file (1-based), its text as Hermes reads it, and where its
    stripped text sits in the file's decoded text (so an edit replaces only those characters)."""

    number: int
    text: str
    start: int
    end: int


def entries(text: str) -> list[Entry]:
    """The file's entries as Hermes splits them, with their spans in ``text``."""
    found: list[Entry] = []
    cuts = [(m.start(), m.end()) for m in SEPARATOR_RE.finditer(text)]
    bounds = [0, *(c for pair in cuts for c in pair), len(text)]
    for a, b in zip(bounds[::2], bounds[1::2], strict=True):
        segment = text[a:b]
        stripped = segment.strip()
        if not stripped:
            continue
        start = a + len(segment) - len(segment.lstrip())
        end = b - (len(segment) - len(segment.rstrip()))
        found.append(Entry(len(found) + 1, universal(stripped), start, end))
    return found


def used(texts: Iterable[str]) -> int:
    """Hermes' count: characters of the distinct entries joined by the delimiter."""
    distinct = list(dict.fromkeys(texts))
    return len(DELIMITER.join(distinct)) if distinct else 0


def entry_id(file: str, text: str, seen: dict[str, int]) -> str:
    """A stable id for an entry: its file and a hash of its text (a repeat gets ``~2``), so a
    review decision about it survives other entries being added or removed before it."""
    digest = hashlib.sha256(text.encode()).hexdigest()[:12]
    base = f"{file}#{digest}"
    seen[base] = seen.get(base, 0) + 1
    return base if seen[base] == 1 else f"{base}~{seen[base]}"


def render_block(file: str, texts: list[str], limit: int) -> str:
    """The block Hermes puts in the system prompt for one file (``_render_block``)."""
    distinct = list(dict.fromkeys(texts))
    if not distinct:
        return ""
    content = DELIMITER.join(distinct)
    current = len(content)
    pct = min(100, int(current / limit * 100)) if limit > 0 else 0
    cap = max(limit * 2, 4000)
    if current > cap:
        head, tail = int(cap * 0.7), int(cap * 0.2)
        omitted = current - head - tail
        content = (
            content[:head] + f"\n\n[... {omitted:,} chars truncated — memory over budget "
            f"({current:,}/{limit:,}); consolidate via memory(action=remove/replace) ...]\n\n"
            + content[-tail:]
        )
    over = " ⚠ OVER BUDGET" if current > limit else ""
    header = f"{HEADERS[file]} [{pct}% — {current:,}/{limit:,} chars{over}]"
    separator = "═" * 46
    return f"{separator}\n{header}\n{separator}\n{content}"


@dataclass
class Hermes(Profile):
    key: str = "hermes"
    label: str = "Hermes"
    entry_based: bool = True
    special_files: frozenset[str] = frozenset(FILES)
    loads: tuple[str, ...] = ("loaded",)
    limits: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_LIMITS))
    near_share: float = 0.8

    def walk(self, root: str) -> Iterator[FileStat]:
        for stat in walk(root, suffixes=(".md",)):
            if stat.path in FILES:
                yield stat

    def role(self, path: str) -> str:
        return ROLES.get(path.split("#", 1)[0], "")

    def memories(self, stat: FileStat, raw: bytes, head_lines: int = 30) -> list[Topic]:  # noqa: ARG002 - entries have no head
        base = Topic(stat.path, stat.size, stat.mtime_ns, stat.ctime_ns, _sha(raw))
        try:
            text = raw.decode("utf-8").removeprefix("\ufeff")
        except UnicodeDecodeError as exc:
            base.problem = Problem("invalid-utf8", f"byte {exc.start}")
            return [base]
        if "\x00" in text:
            base.problem = Problem("binary")
            return [base]
        seen: dict[str, int] = {}
        topics = []
        for entry in entries(text):
            topic = Topic(
                entry_id(stat.path, entry.text, seen),
                stat.size,
                stat.mtime_ns,
                stat.ctime_ns,
                base.sha256,
            )
            first = entry.text.split("\n", 1)[0].strip()
            topic.file, topic.entry, topic.role = stat.path, entry.number, ROLES[stat.path]
            topic.name = first[:80]
            topic.description = first[:200]
            topic.body = entry.text
            topics.append(topic)
        # An empty store is no memory, and no problem either: the agent has written nothing yet.
        return topics

    def session(self, memories: Iterable[Fact]) -> Session:
        """Both files whole, each under its header, entries in file order."""
        by_file: dict[str, list[str]] = {name: [] for name in FILES}
        for fact in sorted(memories, key=lambda f: (f.file, f.entry)):
            by_file.setdefault(fact.file, []).append(fact.text)
        texts, budgets = [], []
        for file in FILES:
            limit = self.limits.get(file, DEFAULT_LIMITS[file])
            count = used(by_file[file])
            budgets.append(
                Budget(
                    file,
                    "chars",
                    count,
                    limit,
                    status_of(count, limit, self.near_share),
                    note=_room(count, limit),
                )
            )
            block = render_block(file, by_file[file], limit)
            if block:
                texts.append(SessionText(file, block, warning=_room(count, limit)))
        return Session(texts=tuple(texts), budgets=tuple(budgets))

    # --- writing entries back --------------------------------------------------------------

    def replace_entry(self, text: str, number: int, new: str) -> str:
        """The file with entry ``number`` replaced; every other character as it was."""
        found = _entry(text, number)
        return text[: found.start] + _in_file(new, text) + text[found.end :]

    def remove_entry(self, text: str, number: int) -> str:
        """The file without entry ``number`` and one separator beside it."""
        found = _entry(text, number)
        after = SEPARATOR_RE.match(text, found.end)
        if after is not None:
            return text[: found.start] + text[after.end() :]
        before = [m for m in SEPARATOR_RE.finditer(text, 0, found.start)]
        if before and before[-1].end() <= found.start:
            return text[: before[-1].start()] + text[found.end :]
        return text[: found.start] + text[found.end :]

    def add_entry(self, text: str, new: str) -> str:
        """The file with ``new`` as its last entry, in the file's own line endings."""
        newline = "\r\n" if "\r\n" in text else "\n"
        body = _in_file(new, text)
        if not text.strip():
            return body
        if text.endswith(("\n", "\r")):
            return f"{text}§{newline}{body}{newline}"
        return f"{text}{newline}§{newline}{body}"

    def entry_texts(self, text: str) -> list[str]:
        return [entry.text for entry in entries(text)]

    def check_fits(self, file: str, texts: list[str]) -> None:
        """Hermes refuses a store over its budget: so does an edit made here."""
        limit = self.limits.get(file, DEFAULT_LIMITS[file])
        count = used(texts)
        if count > limit:
            raise WriteRefused(
                f"{file} would hold {count:,} of its {limit:,} characters; Hermes refuses a "
                "store over its budget, so memoryui does too: shorten or remove an entry first."
            )


def _entry(text: str, number: int) -> Entry:
    found = entries(text)
    if not 1 <= number <= len(found):
        raise WriteRefused(f"There is no entry {number} (the file holds {len(found)}).")
    return found[number - 1]


def _in_file(new: str, text: str) -> str:
    """An entry's text, stripped as Hermes stores it, in the file's line endings. A line holding
    only ``§`` inside it would split it in two: refused."""
    clean = universal(new).strip()
    if not clean:
        raise WriteRefused("An entry cannot be empty; remove it instead.")
    if "\n§\n" in f"\n{clean}\n":
        raise WriteRefused("A line holding only § would split the entry in two.")
    return clean.replace("\n", "\r\n") if "\r\n" in text else clean


def _room(count: int, limit: int) -> str:
    if count > limit:
        return (
            f"{count - limit:,} characters over: Hermes refuses every new entry until entries "
            "are removed or shortened, and marks the block ⚠ OVER BUDGET."
        )
    free = limit - count
    longest = max(0, free - len(DELIMITER)) if count else free
    return (
        f"{free:,} of {limit:,} characters free: the agent's next entry fits if it is at most "
        f"{longest:,} characters; a longer one is refused."
    )


def _sha(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


__all__ = ["OVER", "Entry", "Hermes", "entries", "render_block", "used"]
