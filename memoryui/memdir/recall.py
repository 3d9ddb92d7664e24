"""The recall window and each memory's load status (DESIGN §2)."""

from __future__ import annotations

import heapq
from collections.abc import Iterable

LOADS = ("index-loaded", "recall", "index-cut", "invisible")


def recall_window(files: Iterable[tuple[str, int]], size: int = 200) -> set[str]:
    """The ``size`` most recently modified paths; equal mtimes are ordered by path."""
    return {path for _, path in heapq.nsmallest(size, ((-m, p) for p, m in files))}


def load_status(*, has_loaded_pointer: bool, recall_eligible: bool, has_pointer: bool) -> str:
    """First match wins: a loaded pointer, then recall, then a pointer past the cliff."""
    if has_loaded_pointer:
        return "index-loaded"
    if recall_eligible:
        return "recall"
    if has_pointer:
        return "index-cut"
    return "invisible"


def index_state(*, has_loaded_pointer: bool, has_pointer: bool, superseded: bool) -> str:
    """Where MEMORY.md leaves a memory: ``loaded``, ``hidden`` (every pointer past the cliff),
    ``orphan`` (no pointer), or ``unpointed`` (no pointer, on purpose: it was superseded)."""
    if has_loaded_pointer:
        return "loaded"
    if has_pointer:
        return "hidden"
    return "unpointed" if superseded else "orphan"
