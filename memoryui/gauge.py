"""The gauge's bars: each budget the agent's format has, against its limit, with its colour."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from memoryui.memdir.profiles import NEAR, OVER, Budget

UNIT_WORDS = {
    "lines": "lines",
    # How the agent counts characters (an emoji counts two): plain words, precise on hover.
    "utf16": "characters",
    "chars": "characters",
    "bytes": "bytes",
    "tokens": "tokens (estimated)",
}
LEVELS = {NEAR: "amber", OVER: "red"}
TRACK = 400


@dataclass(frozen=True)
class Bar:
    label: str
    value: int
    limit: int | None
    level: str  # ok | amber | red
    width: float  # percent of the bar's track, capped at 100
    file: str = ""
    note: str = ""

    @property
    def percent(self) -> int:
        return round(100 * self.value / self.limit) if self.limit else 0

    # The drawn bar (TRACK pixels) spans the limit or the value, whichever is larger, so a
    # value past its limit shows how far past: the limit is a mark inside the track.
    @property
    def scale(self) -> int:
        return max(self.limit or 0, self.value, 1)

    @property
    def limit_x(self) -> float:
        return round(TRACK * (self.limit or 0) / self.scale, 1)

    @property
    def fill_x(self) -> float:
        return round(TRACK * min(self.value, self.limit or self.value) / self.scale, 1)

    @property
    def over_x(self) -> float:
        """How much of the track the overshoot takes (0 within the limit)."""
        return round(TRACK * self.value / self.scale - self.fill_x, 1) if self.limit else 0.0


def bars(budgets: Iterable[Budget]) -> list[Bar]:
    """One bar per budget. Amber is the format's "near" (Claude Code: from 140 lines or 80 % of
    the units; Hermes: 80 % of its characters), red is over a limit."""
    found = []
    for budget in budgets:
        label = UNIT_WORDS.get(budget.unit, budget.unit)
        # MEMORY.md's two budgets (lines, units) are the index's own; every other budget
        # names its file (Hermes has two stores of characters).
        if budget.unit not in ("lines", "utf16") and not budget.file.startswith("("):
            label = f"{budget.file}: {label}"
        width = min(100.0, 100 * budget.used / budget.limit) if budget.limit else 0.0
        found.append(
            Bar(
                label,
                budget.used,
                budget.limit,
                LEVELS.get(budget.status, "ok"),
                width,
                budget.file,
                budget.note,
            )
        )
    return found
