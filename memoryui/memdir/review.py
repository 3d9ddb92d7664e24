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

REVIEW_ACTIONS = ("supersede", "dismiss", "partial")
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

    def set_effect(event_id: str, value: bool) -> None:
        effective[event_id] = value
        event = by_id.get(event_id)
        if event is not None and event.action == "undo":
            target = event.detail.get("undoes")
            if target:
                set_effect(target, not value)

    for event in events:
        set_effect(event.id, True)
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
