"""The limits of one agent's memory loader, kept in one place so another agent can be added."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AgentProfile:
    """What an agent loads at session start; DESIGN §2 holds Claude Code's numbers."""

    name: str
    index_lines: int
    index_units: int
    pointer_too_long: int
    description_guidance: int
    recall_window: int
    recall_head_lines: int
    # Display thresholds of the index gauge: amber from this many lines or this share of units.
    warn_lines: int
    warn_share: float


CLAUDE_CODE = AgentProfile(
    name="Claude Code",
    index_lines=200,
    index_units=25_000,
    pointer_too_long=150,
    description_guidance=150,
    recall_window=200,
    recall_head_lines=30,
    warn_lines=140,
    warn_share=0.8,
)

DEFAULT_PROFILE = CLAUDE_CODE
