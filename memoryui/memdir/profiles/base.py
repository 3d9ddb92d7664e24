"""What every profile answers: one agent's memory format, in one place (DESIGN §9).

A profile says which files are memories and what one memory is (a file, or an entry inside a
file); what the agent loads at session start and exactly what it sees; its budgets, in their
units; the warnings and errors the agent gets; and how an edit is written back. The views,
the projection and the detectors ask the profile and never branch on a format's name, so a
new format is one new module and its tests.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from ..files import FileStat, Problem, Topic, parse_topic, walk

# A budget's state, worst last: DESIGN §9's `status`.
OK, NEAR, OVER = "ok", "near", "over"


@dataclass(frozen=True)
class Budget:
    """One limit the agent's loader or its writer enforces (or, without ``limit``, a size)."""

    file: str  # the file it is measured on, or "(all files)"
    unit: str  # lines | utf16 | chars | bytes | tokens
    used: int
    limit: int | None
    status: str = OK
    # What the operator reads about it: how much is free, what the next write would do.
    note: str = ""

    @property
    def share(self) -> float:
        return self.used / self.limit if self.limit else 0.0

    def as_json(self) -> dict[str, object]:
        return {
            "file": self.file,
            "unit": self.unit,
            "used": self.used,
            "limit": self.limit,
            "status": self.status,
        }


def status_of(used: int, limit: int | None, near_share: float) -> str:
    if not limit:
        return OK
    if used > limit:
        return OVER
    return NEAR if used >= near_share * limit else OK


class Fact(NamedTuple):
    """One memory as a session is computed from it (a projection row, or a scan's topic)."""

    path: str  # the memory's id: its file, or its file and entry hash
    file: str
    entry: int  # 1-based in its file, 0 for a whole-file memory
    size: int  # the file's size in bytes
    text: str  # the memory's text (a file's body, an entry's text)


@dataclass(frozen=True)
class SessionText:
    """What the agent gets of one file at session start, and what it is told about it."""

    file: str
    text: str
    # Shown to the agent when it loads the file (Claude Code's cliff warning, Hermes' header).
    warning: str = ""
    # What the agent's next write to this file is answered with (Claude Code's error or
    # reminder), or "" when nothing would be said.
    write_message: str = ""


@dataclass(frozen=True)
class Session:
    """Everything the agent loads at session start: the texts, and the budgets they fill."""

    texts: tuple[SessionText, ...] = ()
    budgets: tuple[Budget, ...] = ()
    # Paths of memory files the agent's first look does not reach (plain: deeper than the
    # directory listing goes).
    unseen: tuple[str, ...] = ()


@dataclass
class Profile:
    """The base profile: every text file is one memory, frontmatter optional, nothing loaded."""

    key: str = "plain"
    label: str = "Plain folder"
    # The file names a memory file may end with.
    suffixes: tuple[str, ...] = (".md",)
    # True where one memory is an entry inside a file (Hermes), not the file itself.
    entry_based: bool = False
    frontmatter_required: bool = False
    # The index of pointers with a cliff (Claude Code's MEMORY.md), or None.
    index_name: str | None = None
    # Files the format keeps for itself: never archived, moved or repaired as topics.
    special_files: frozenset[str] = frozenset()
    # Whether the agent also recalls topic files by description from a window of the newest.
    recall: bool = False
    # Guidance for descriptions and index lines (characters), where the format has them.
    description_guidance: int = 150
    # The profile's JSON `load` values, first is what a memory of this format usually gets.
    loads: tuple[str, ...] = ("listed",)
    notes: tuple[str, ...] = field(default_factory=tuple)
    # Folders (memdir-relative) that are memdirs of their own, such as a project's team/:
    # their files are not this memdir's.
    skip: tuple[str, ...] = ()
    # Lint checks (by id) that do not apply to the format beyond what it lacks: a memory
    # bank's active context holds the task in progress by design.
    lint_skip: frozenset[str] = frozenset()

    # --- which files -----------------------------------------------------------------------

    def walk(self, root: str) -> Iterator[FileStat]:
        """The memory files (and the index) under ``root``, never following a link."""
        yield from walk(root, suffixes=self.suffixes, skip=frozenset(self.skip))

    def is_index(self, rel: str) -> bool:
        return self.index_name is not None and rel == self.index_name

    # --- what one memory is ----------------------------------------------------------------

    def memories(self, stat: FileStat, raw: bytes, head_lines: int = 30) -> list[Topic]:
        """The memories one file holds: itself, parsed; a problem when it cannot be read."""
        topic = parse_topic(stat, raw, head_lines)
        topic.role = self.role(topic.path)
        if topic.problem is not None and topic.problem.kind in ("no-frontmatter",):
            if not self.frontmatter_required:
                return [self.without_frontmatter(topic, raw)]
        return [topic]

    def without_frontmatter(self, topic: Topic, raw: bytes) -> Topic:
        """A memory that is plain text: its title is its first heading (or its file name)."""
        text = raw.decode("utf-8")
        topic.problem = None
        topic.body = text.removeprefix("\ufeff")
        topic.name = first_heading(topic.body) or os.path.splitext(os.path.basename(topic.path))[0]
        topic.description = first_sentence(topic.body, skip_heading=True)
        # The agent reads the whole file, not a description in its head: nothing to recall by.
        topic.head_description = False
        return topic

    # --- what the agent loads --------------------------------------------------------------

    def session(self, memories: Iterable[Fact]) -> Session:
        """What the agent loads at session start, from every memory. The base loads nothing:
        the agent looks when it needs to."""
        total = sum(fact.size for fact in memories)
        return Session(budgets=(Budget("(all files)", "bytes", total, None),))

    def load_of(self, path: str, session: Session) -> str:
        """A memory's JSON ``load`` under this profile."""
        return "unlisted" if path in session.unseen else self.loads[0]

    def role(self, path: str) -> str:  # noqa: ARG002 - a hook the formats with roles fill in
        """What a file is for in the format (a memory bank's brief, Hermes' user profile)."""
        return ""

    # --- lint ------------------------------------------------------------------------------

    def lint_applies(self, check: str, needs: frozenset[str]) -> bool:
        """Whether a lint check applies here: the format has what it needs (an index of
        pointers, frontmatter with the four types) and does not hold that state by design."""
        have = set()
        if self.index_name is not None:
            have.add("index")
        if self.frontmatter_required:
            have |= {"frontmatter", "types"}
        return needs <= have and check not in self.lint_skip

    # --- problems --------------------------------------------------------------------------

    def problem_of(self, topic: Topic) -> Problem | None:
        return topic.problem


def first_heading(text: str) -> str:
    for line in text.splitlines()[:40]:
        stripped = line.strip()
        if stripped.startswith("#"):
            return stripped.lstrip("#").strip()[:200]
    return ""


def first_sentence(text: str, *, skip_heading: bool) -> str:
    for line in text.splitlines()[:60]:
        stripped = line.strip().lstrip("-*+> ").strip()
        if not stripped or (skip_heading and line.strip().startswith("#")):
            continue
        sentence = stripped.split(". ")[0]
        return sentence[:200]
    return ""
