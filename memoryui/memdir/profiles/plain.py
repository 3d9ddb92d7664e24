"""A plain folder of text memories, such as Anthropic's memory tool's ``/memories``.

Every text file is a memory and frontmatter is optional. Nothing is loaded at session start:
the agent's first look is the tool's directory listing, "the files and directories up to 2
levels deep … excluding hidden items", so a file nested deeper is not seen at first glance.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .base import Budget, Fact, Profile, Session, SessionText

TEXT_SUFFIXES = (
    ".md",
    ".markdown",
    ".txt",
    ".text",
    ".rst",
    ".org",
    ".xml",
    ".json",
    ".yaml",
    ".yml",
)
# "up to 2 levels deep": /memories/a.md and /memories/notes/b.md, not /memories/a/b/c.md.
LISTED_DEPTH = 2


def size_label(size: int) -> str:
    """Sizes as the reference memory tool lists them (``512B``, ``1.5K``, ``2.0M``)."""
    if size < 1024:
        return f"{size}B"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f}K"
    return f"{size / (1024 * 1024):.1f}M"


@dataclass
class Plain(Profile):
    key: str = "plain"
    label: str = "Plain folder (e.g. the memory tool's /memories)"
    suffixes: tuple[str, ...] = TEXT_SUFFIXES
    loads: tuple[str, ...] = ("listed", "unlisted")

    def session(self, memories: Iterable[Fact]) -> Session:
        """The directory listing the agent sees first: files and folders two levels deep."""
        listed = sorted({(f.file, f.size) for f in memories})
        lines = [
            "Here're the files and directories up to 2 levels deep in /memories, excluding "
            "hidden items and node_modules:"
        ]
        entries = [
            (path, size_label(size)) for path, size in listed if path.count("/") < LISTED_DEPTH
        ]
        for path, _ in listed:
            parts = path.split("/")
            entries += [("/".join(parts[:n]), "4.0K") for n in range(1, min(len(parts), 3))]
        for path, size in sorted(dict(entries).items()):
            lines.append(f"{size}\t/memories/{path}")
        unseen = tuple(path for path, _ in listed if path.count("/") >= LISTED_DEPTH)
        total = sum(size for _, size in listed)
        budget = Budget(
            "(all files)",
            "bytes",
            total,
            None,
            note=f"{len(listed):,} files, {size_label(total)} in all; nothing is loaded until "
            "the agent opens a file.",
        )
        listing = SessionText("(directory listing)", "\n".join(lines))
        return Session(texts=(listing,), budgets=(budget,), unseen=unseen)
