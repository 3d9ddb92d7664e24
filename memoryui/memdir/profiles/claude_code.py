"""Claude Code's memdir: topic files with frontmatter, and MEMORY.md, an index with a cliff.

Two versions of the load rule exist. Since v2.1.211 Claude Code strips YAML frontmatter and
block-level HTML comments from MEMORY.md before it measures and loads it (``claude-code``);
earlier versions measured the raw file (``claude-code-2.1.210``). Since v2.1.210 a write that
leaves the index over a limit is answered with an error, and one near a limit with a reminder.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cliff import LIMITS, CliffResult, Limits, write_message
from ..files import INDEX_NAME
from .base import NEAR, OVER, Budget, Profile, Session, SessionText, status_of


@dataclass
class ClaudeCode(Profile):
    key: str = "claude-code"
    label: str = "Claude Code"
    frontmatter_required: bool = True
    index_name: str | None = INDEX_NAME
    special_files: frozenset[str] = frozenset({INDEX_NAME})
    recall: bool = True
    loads: tuple[str, ...] = ("index-loaded", "recall", "index-cut", "invisible")
    limits: Limits = LIMITS
    # Whether frontmatter and HTML comments are stripped from MEMORY.md before it is measured.
    strips_index: bool = True
    # Index lines: the guidance says ~150 characters; the load warning says under ~200.
    pointer_long: int = 150
    pointer_too_long: int = 200
    recall_window: int = 200
    recall_head_lines: int = 30
    # The gauge turns amber from here (the write-time reminder starts at 80 %).
    warn_lines: int = 140
    warn_share: float = 0.8

    def index_session(self, cliff: CliffResult | None) -> Session:
        """MEMORY.md to the cliff: what the agent gets, its warning, and what a write would be
        told; the budgets are measured on the text the agent measures."""
        if cliff is None:
            return Session()
        lines, units = cliff.measured_lines, cliff.measured_units
        budgets = (
            Budget(
                INDEX_NAME,
                "lines",
                lines,
                self.limits.index_lines,
                _line_status(lines, self.limits.index_lines, self.warn_lines),
            ),
            Budget(
                INDEX_NAME,
                "utf16",
                units,
                self.limits.index_units,
                status_of(units, self.limits.index_units, self.warn_share),
            ),
        )
        text = SessionText(
            INDEX_NAME,
            cliff.loaded_text,
            warning=cliff.warning or "",
            write_message=write_message(cliff, self.limits),
        )
        return Session(texts=(text,), budgets=budgets)


def _line_status(used: int, limit: int, warn_from: int) -> str:
    """Amber from 140 lines (the write-time error's own target), red past the limit."""
    if used > limit:
        return OVER
    return NEAR if used >= warn_from else "ok"


@dataclass
class ClaudeCode210(ClaudeCode):
    """Claude Code up to v2.1.210: MEMORY.md measured and loaded raw."""

    key: str = "claude-code-2.1.210"
    label: str = "Claude Code (v2.1.210 and earlier)"
    strips_index: bool = False


__all__ = ["NEAR", "OVER", "ClaudeCode", "ClaudeCode210"]
