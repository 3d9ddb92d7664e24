"""A memory bank (Cline, Roo Code): a folder of markdown files the agent reads, every one of
them, at the start of every task ("I MUST read ALL memory bank files at the start of EVERY
task", Cline's custom instructions). No frontmatter is normal: a file's title is its first
heading, and its role is known from its name.

No limit is documented: the budget shown is the total loaded, estimated in tokens, against a
guidance of ours (``MEMORYUI_MEMORY_BANK_TOKENS``), with the largest files named.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass

from .base import Budget, Fact, Profile, Session, SessionText, status_of

# Core files by name, with the role each plays: Cline's six, and Roo Code's decision log.
ROLES = {
    "projectbrief.md": "project brief",
    "productContext.md": "product context",
    "systemPatterns.md": "system patterns",
    "techContext.md": "tech context",
    "activeContext.md": "active context",
    "progress.md": "progress",
    "decisionLog.md": "decision log",
}
# The order Cline's instructions build them in: the brief first, progress last.
ORDER = list(ROLES)
# A common estimate for English prose and markdown: about four characters a token.
CHARS_PER_TOKEN = 4


def tokens(chars: int) -> int:
    return -(-chars // CHARS_PER_TOKEN)


@dataclass
class MemoryBank(Profile):
    key: str = "memory-bank"
    label: str = "Memory bank (Cline, Roo Code)"
    loads: tuple[str, ...] = ("loaded",)
    token_budget: int = 20_000
    near_share: float = 0.8
    # activeContext.md and progress.md hold the current work and "next steps" on purpose: the
    # format is a task's working memory, so task state and relative dates are its content.
    lint_skip: frozenset[str] = frozenset({"transient-state", "relative-date"})

    def role(self, path: str) -> str:
        return ROLES.get(os.path.basename(path), "")

    def session(self, memories: Iterable[Fact]) -> Session:
        """Every file, whole, in the brief-to-progress order."""
        rank = {name: n for n, name in enumerate(ORDER)}
        ordered = sorted(
            memories, key=lambda f: (rank.get(os.path.basename(f.file), len(ORDER)), f.file)
        )
        total = tokens(sum(len(f.text) for f in ordered))
        largest = sorted(ordered, key=lambda f: -len(f.text))[:3]
        named = ", ".join(f"{f.file} ({tokens(len(f.text)):,} tokens)" for f in largest)
        note = (
            f"Every file is read at the start of every task: about {total:,} tokens in all"
            + (f"; the largest are {named}" if named else "")
            + f". The guidance here is {self.token_budget:,} tokens (MEMORYUI_MEMORY_BANK_TOKENS)."
        )
        budget = Budget(
            "(all files)",
            "tokens",
            total,
            self.token_budget,
            status_of(total, self.token_budget, self.near_share),
            note=note,
        )
        texts = tuple(SessionText(f.file, f.text) for f in ordered)
        return Session(texts=texts, budgets=(budget,))
