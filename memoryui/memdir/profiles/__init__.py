"""The profiles memoryui knows, and which one a folder is (DESIGN §9).

``detect`` looks at the folder itself, cheaply: the names at its root and the head of at most
two files. ``MEMORYUI_PROFILE`` overrides it.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping

from ..atomic import read_whole
from .base import NEAR, OK, OVER, Budget, Fact, Profile, Session, SessionText
from .claude_code import ClaudeCode, ClaudeCode210
from .hermes import Hermes
from .memory_bank import ROLES as BANK_FILES
from .memory_bank import MemoryBank
from .plain import Plain

KEYS = ("claude-code", "claude-code-2.1.210", "hermes", "memory-bank", "plain")
DEFAULT = "claude-code"
# How much of a file's head is read to recognise its format.
HEAD = 8192


def build(
    key: str,
    *,
    hermes_limits: Mapping[str, int] | None = None,
    bank_tokens: int | None = None,
) -> Profile:
    """The profile named ``key``, with the operator's budgets where the format has them."""
    if key == "claude-code":
        return ClaudeCode()
    if key == "claude-code-2.1.210":
        return ClaudeCode210()
    if key == "hermes":
        profile = Hermes()
        profile.limits.update(hermes_limits or {})
        return profile
    if key == "memory-bank":
        return MemoryBank(token_budget=bank_tokens) if bank_tokens else MemoryBank()
    if key == "plain":
        return Plain()
    raise ValueError(f"unknown profile {key!r}; one of {', '.join(KEYS)}")


def detect(root: str) -> str:
    """The profile a folder's contents say it is.

    Hermes: a ``USER.md``, or a ``MEMORY.md`` whose entries are separated by ``§`` lines (and
    no topic files beside it). A memory bank: two or more of its core file names. Claude Code:
    a ``MEMORY.md`` (an index), or any topic file with frontmatter. Anything else is plain.
    """
    try:
        names = {entry.name for entry in os.scandir(root) if not entry.name.startswith(".")}
    except OSError:
        return DEFAULT
    markdown = {n for n in names if n.endswith(".md")}
    if len(markdown & set(BANK_FILES)) >= 2:
        return "memory-bank"
    folders = {n for n in names if os.path.isdir(os.path.join(root, n))}
    # Hermes' memories folder holds its two stores and nothing else (beside lock files).
    alone = not (markdown - {"MEMORY.md", "USER.md"}) and not folders
    if alone and "USER.md" in markdown:
        return "hermes"
    if "MEMORY.md" in markdown:
        if alone and "\n§\n" in _head(root, "MEMORY.md").replace("\r\n", "\n"):
            return "hermes"
        return DEFAULT
    return DEFAULT if _has_topic_files(root, markdown - {"USER.md"}, folders) else "plain"


def _has_topic_files(root: str, markdown: set[str], folders: set[str]) -> bool:
    """Any markdown file with frontmatter at the root, or one level down (Claude Code keeps
    topic files in folders too); a sample of each, so a huge folder costs a few reads."""
    candidates = sorted(markdown)[:20]
    for folder in sorted(folders)[:20]:
        if os.path.islink(os.path.join(root, folder)):
            continue
        with contextlib.suppress(OSError):
            names = sorted(os.listdir(os.path.join(root, folder)))
            candidates += [f"{folder}/{n}" for n in names if n.endswith(".md")][:10]
    return any(_head(root, rel).lstrip("\ufeff").startswith("---") for rel in candidates)


def _head(root: str, rel: str) -> str:
    try:
        raw, _ = read_whole(root, rel)
    except OSError:
        return ""
    return raw[:HEAD].decode("utf-8", errors="replace")


__all__ = [
    "DEFAULT",
    "KEYS",
    "NEAR",
    "OK",
    "OVER",
    "Budget",
    "ClaudeCode",
    "ClaudeCode210",
    "Fact",
    "Hermes",
    "MemoryBank",
    "Plain",
    "Profile",
    "Session",
    "SessionText",
    "build",
    "detect",
]
