"""The index gauge's numbers: lines against 200 and units against 25,000, with their colour."""

from __future__ import annotations

from dataclasses import dataclass

from memoryui.memdir.profile import AgentProfile


@dataclass(frozen=True)
class Bar:
    label: str
    value: int
    limit: int
    level: str  # ok | amber | red
    width: float  # percent of the bar's track, capped at 100

    @property
    def percent(self) -> int:
        return round(100 * self.value / self.limit) if self.limit else 0


def _level(value: int, limit: int, amber_at: float) -> str:
    if value > limit:
        return "red"
    return "amber" if value >= amber_at else "ok"


def index_gauge(index: object | None, profile: AgentProfile) -> list[Bar]:
    """Amber from 140 lines or 80 % of the units, red past a limit.

    The bars show what the agent measures (the text after trimming), not the whole file: a
    file of exactly 25,000 units plus a final newline loads whole, and its gauge must not say
    25,001 beside "everything loads".
    """
    lines = getattr(index, "measured_lines", 0)
    units = getattr(index, "measured_units", 0)
    return [
        Bar(
            "lines",
            lines,
            profile.index_lines,
            _level(lines, profile.index_lines, profile.warn_lines),
            min(100.0, 100 * lines / profile.index_lines),
        ),
        Bar(
            "UTF-16 units",
            units,
            profile.index_units,
            _level(units, profile.index_units, profile.warn_share * profile.index_units),
            min(100.0, 100 * units / profile.index_units),
        ),
    ]
