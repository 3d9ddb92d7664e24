"""The weekly chart's geometry: index lines against 200 and open review items, per week."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

WIDTH, HEIGHT, TOP = 420, 120, 14


@dataclass(frozen=True)
class Column:
    week: str
    x: int
    lines: int
    lines_height: int
    items: int
    items_height: int

    @property
    def lines_y(self) -> int:
        return HEIGHT - self.lines_height

    @property
    def items_y(self) -> int:
        return HEIGHT - self.items_height


def weekly(weeks: list[dict[str, Any]], limit: int = 200) -> dict[str, Any]:
    """Bars scaled so the 200-line limit sits at a fixed height and past it is visibly over."""
    top_lines = max([limit, *(w["lines"] for w in weeks)])
    top_items = max([1, *(w["open_items"] for w in weeks)])
    slot = WIDTH // max(1, len(weeks))
    scale = HEIGHT - TOP
    columns = [
        Column(
            week=w["week"],
            x=i * slot + 4,
            lines=w["lines"],
            lines_height=round(scale * w["lines"] / top_lines),
            items=w["open_items"],
            items_height=round(scale * w["open_items"] / top_items),
        )
        for i, w in enumerate(weeks)
    ]
    return {
        "columns": columns,
        "bar": max(4, slot // 2 - 6),
        "height": HEIGHT,
        "limit_y": HEIGHT - round(scale * limit / top_lines),
        "width": WIDTH,
    }
