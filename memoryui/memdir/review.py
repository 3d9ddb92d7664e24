"""Review decisions, read back from the journal: the journal is the record of every decision.

Deleting the database loses nothing: which items were dismissed, marked partial or resolved by
supersession is recomputed here from ``journal.jsonl``, with undone decisions left out.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .journal import Event
from .lint import CHECKS as LINT_CHECKS

REVIEW_ACTIONS = ("supersede", "dismiss", "partial")


@dataclass(frozen=True)
class ReviewKind:
    """Everything the queue, its page and the weekly pass know of one kind of review item.

    Adding a kind means one entry here, one evidence partial in ``_review_evidence.html``, and
    the detector that finds it.
    """

    key: str  # the JSON ``kind`` of DESIGN §7
    heading: str  # the section of /review/
    check: str  # the weekly-pass check (and /'s ``counts`` key) it counts towards
    evidence: str  # the template partial that shows its evidence
    # What an editor may do: the three decisions about a pair, or a re-check of one memory.
    actions: tuple[str, ...] = REVIEW_ACTIONS
    # Whether an offline model run may propose items of this kind (``curate --import``).
    importable: bool = True
    # A lint check's level (error, warning, hint); "" for the queue's own kinds.
    level: str = ""

    @property
    def template(self) -> str:
        return f"_review_evidence.html#{self.evidence}"


# In the order the queue shows them: what is most likely false first.
REVIEW_KINDS = (
    ReviewKind("contradiction", "Possible contradictions", "contradictions", "statements"),
    ReviewKind("duplicate", "Duplicates", "duplicates", "descriptions"),
    ReviewKind("near-duplicate", "Near-duplicates", "duplicates", "descriptions"),
    ReviewKind(
        "unverified-claim",
        "Unverified claims",
        "unverified",
        "failed-claims",
        actions=("recheck",),
        importable=False,
    ),
)
# Each lint check is a kind of its own (``memdir.lint.CHECKS``), after what is likely false:
# decided by its fix, or dismissed, pinned to the content like every dismissal.
LINT_KINDS = tuple(
    ReviewKind(
        check.id,
        check.title,
        check.row,
        "lint",
        actions=("fix", "dismiss") if check.one_click else ("edit", "dismiss"),
        importable=False,
        level=check.level,
    )
    for check in LINT_CHECKS
)
REVIEW_KINDS = (*REVIEW_KINDS, *LINT_KINDS)
KINDS = {kind.key: kind for kind in REVIEW_KINDS}


def rank(kind: str) -> int:
    """Where a kind sorts in the queue; an unknown kind (an old candidates file) goes last."""
    keys = list(KINDS)
    return keys.index(kind) if kind in KINDS else len(keys)


# Keys memoryui itself writes: a dismissed pair returns only when the memory really changes.
OWN_KEYS = frozenset({"unverified", "status", "superseded_by", "updated"})


def content_key(meta: dict[str, Any], body: str) -> str:
    """A hash of a memory that ignores the frontmatter keys memoryui writes."""
    kept = {k: v for k, v in meta.items() if k not in OWN_KEYS}
    text = json.dumps(kept, sort_keys=True, ensure_ascii=False, default=str) + "\n" + body
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def in_effect(events: Iterable[Event]) -> list[Event]:
    """Events not taken back by an undo (an undone undo puts its target back in effect)."""
    events = list(events)
    by_id = {e.id: e for e in events}
    effective: dict[str, bool] = {}

    def set_effect(event_id: str, *, value: bool) -> None:
        effective[event_id] = value
        event = by_id.get(event_id)
        if event is not None and event.action == "undo":
            target = event.detail.get("undoes")
            if target:
                set_effect(target, value=not value)

    for event in events:
        set_effect(event.id, value=True)
    return [e for e in events if effective.get(e.id, True)]


@dataclass(frozen=True)
class Decision:
    item: str
    action: str
    event_id: str
    at: str
    actor: str
    pins: dict[str, str]
    note: str

    def holds(self, current_keys: dict[str, str]) -> bool:
        """A dismissal holds while both memories are unchanged; other decisions always hold."""
        if self.action != "dismiss":
            return True
        return all(current_keys.get(path) == key for path, key in self.pins.items())


def decisions(events: Iterable[Event]) -> dict[str, Decision]:
    """The latest decision in effect for each review item."""
    found: dict[str, Decision] = {}
    for event in in_effect(events):
        item = event.detail.get("item")
        if event.action in REVIEW_ACTIONS and item:
            found[item] = Decision(
                item,
                event.action,
                event.id,
                event.at,
                event.actor,
                dict(event.detail.get("pins") or {}),
                str(event.detail.get("note") or ""),
            )
    return found
