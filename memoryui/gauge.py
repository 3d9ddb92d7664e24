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
    """Amber from 140 lines or 80 % of the units, red past the cliff (either limit exceeded).

    Lines are the file's own line count; the agent trims blank ends first, so the red verdict
    comes from the computed cliff, not from this count alone.
    """
    lines = getattr(index, "lines", 0)
    units = getattr(index, "units", 0)
    cut = bool(getattr(index, "cut", False))
    line_level = _level(lines, profile.index_lines, profile.warn_lines)
    unit_level = _level(units, profile.index_units, profile.warn_share * profile.index_units)
    if cut and "red" not in (line_level, unit_level):
        # The file is over a limit only after counting what trimming kept; mark the larger.
        share_lines, share_units = lines / profile.index_lines, units / profile.index_units
        if share_lines >= share_units:
            line_level = "red"
        else:
            unit_level = "red"
    return [
        Bar(
            "lines",
            lines,
            profile.index_lines,
            line_level,
            min(100.0, 100 * lines / profile.index_lines),
        ),
        Bar(
            "UTF-16 units",
            units,
            profile.index_units,
            unit_level,
            min(100.0, 100 * units / profile.index_units),
        ),
    ]
