"""Age and decay: how old a memory is, and whether a project note has gone stale."""

from __future__ import annotations

import datetime as dt

HALF_LIFE_DAYS = 150
STALE_BELOW = 0.25
# Rules about the user and feedback on how to work do not age; events and references do.
DECAYING_TYPES = frozenset({"project", "reference"})


def effective_date(
    updated: dt.date | None, mtime_ns: int, modified: dt.datetime | None = None
) -> dt.date:
    """The day a memory was last known current: the later of Claude Code's ``modified`` (its
    last write) and ``updated:`` (marked current), else the file's modification day (UTC)."""
    stated = [d for d in (updated, modified.date() if modified else None) if d is not None]
    if stated:
        return max(stated)
    return dt.datetime.fromtimestamp(mtime_ns / 1e9, tz=dt.UTC).date()


def age_days(anchor: dt.date, today: dt.date) -> int:
    return max(0, (today - anchor).days)


def weight(kind: str, age: int) -> float:
    return 0.5 ** (age / HALF_LIFE_DAYS) if kind in DECAYING_TYPES else 1.0


def is_stale(kind: str, age: int) -> bool:
    return weight(kind, age) < STALE_BELOW


def stale_cutoff(today: dt.date) -> dt.date:
    """Notes of a decaying type dated before this day are stale (weight below 0.25)."""
    days = 0
    while weight("project", days + 1) >= STALE_BELOW:
        days += 1
    return today - dt.timedelta(days=days)
