"""What the agent loads of MEMORY.md at session start, reproduced with JavaScript semantics.

Python's own string tools get this wrong in ways that matter: ``str.strip()`` keeps a BOM and
strips characters JavaScript keeps, ``len()`` counts code points where JavaScript counts UTF-16
units, and ``format(x, ".1f")`` rounds half to even where ``toFixed`` rounds half up.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from .profile import DEFAULT_PROFILE, AgentProfile

# ECMAScript WhiteSpace and LineTerminator code points: what String.prototype.trim removes.
JS_WHITESPACE = frozenset(
    "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009"
    "\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)

WARNING_TEMPLATE = (
    "> WARNING: MEMORY.md is {reason}. Only part of it was loaded. Keep index entries to one "
    "line under ~200 chars; move detail into topic files."
)


def utf16_units(text: str) -> int:
    """Length as JavaScript's ``.length`` counts it: a character outside the BMP counts 2."""
    # Encoding is done in C; counting astral characters in Python took half a second for a
    # 20,000-line index. Lone surrogates (never in decoded UTF-8) cannot occur here.
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def js_trim_bounds(text: str) -> tuple[int, int]:
    """Start and end (code point offsets) of ``text.trim()`` inside ``text``."""
    start, end = 0, len(text)
    while start < end and text[start] in JS_WHITESPACE:
        start += 1
    while end > start and text[end - 1] in JS_WHITESPACE:
        end -= 1
    return start, end


def format_kb(units: int) -> str:
    """``(units / 1024).toFixed(1) + "KB"``; toFixed rounds ties up, Python rounds them to even."""
    kb = (Decimal(units) / Decimal(1024)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
    return f"{kb}KB"


def _offset_of_unit(text: str, unit_limit: int) -> int:
    """The largest code point offset whose UTF-16 prefix is at most ``unit_limit`` units."""
    units = 0
    for i, ch in enumerate(text):
        units += 2 if ord(ch) > 0xFFFF else 1
        if units > unit_limit:
            return i
    return len(text)


def _cut_at_units(text: str, limit: int) -> str:
    """``text.slice(0, cut)`` with ``cut = text.lastIndexOf("\\n", limit)``, or ``limit``."""
    # Fast path: an all-BMP text has as many units as code points.
    if len(text) == utf16_units(text):
        newline = text.rfind("\n", 0, limit + 1)
        return text[:newline] if newline > 0 else text[:limit]
    end = _offset_of_unit(text, limit)
    # lastIndexOf(x, limit) may match a newline starting exactly at unit offset ``limit``.
    newline = text.rfind("\n", 0, end + 1)
    return text[:newline] if newline > 0 else text[:end]


@dataclass(frozen=True)
class CliffResult:
    """The load of one MEMORY.md, in the `/index/` JSON vocabulary (DESIGN §7)."""

    lines: int
    bytes: int
    units: int
    loaded_lines: int
    first_cut_line: int | None
    warning: str | None
    loaded_text: str
    # Per file line (index 0 is line 1): is the line wholly inside the kept text?
    line_loaded: tuple[bool, ...]
    # What the agent measures against its limits: the text after trimming (blank ends and a
    # BOM are not counted), so ``measured_units`` is one lower than ``units`` for a file that
    # ends in a newline. The gauge shows these; ``lines``/``units`` describe the whole file.
    measured_lines: int = 0
    measured_units: int = 0

    @property
    def cut(self) -> bool:
        return self.first_cut_line is not None

    def as_dict(self) -> dict[str, object]:
        return {
            "lines": self.lines,
            "bytes": self.bytes,
            "units": self.units,
            "loaded_lines": self.loaded_lines,
            "first_cut_line": self.first_cut_line,
            "warning": self.warning,
            "loaded_text": self.loaded_text,
            "measured_lines": self.measured_lines,
            "measured_units": self.measured_units,
        }


def file_lines(text: str) -> list[str]:
    """The file's lines as an editor numbers them: split on ``\\n``; a final newline starts none."""
    if not text:
        return []
    parts = text.split("\n")
    if parts[-1] == "":
        parts.pop()
    return parts


def compute_cliff(
    raw: bytes, text: str | None = None, profile: AgentProfile = DEFAULT_PROFILE
) -> CliffResult:
    """Reproduce the agent's load of MEMORY.md (DESIGN §2) from the file's whole bytes."""
    if text is None:
        text = raw.decode("utf-8", errors="replace")
    start, end = js_trim_bounds(text)
    trimmed = text[start:end]
    trimmed_lines = trimmed.split("\n")
    lines_exceeded = len(trimmed_lines) > profile.index_lines
    trimmed_units = utf16_units(trimmed)
    size_exceeded = trimmed_units > profile.index_units

    kept = "\n".join(trimmed_lines[: profile.index_lines]) if lines_exceeded else trimmed
    if utf16_units(kept) > profile.index_units:
        kept = _cut_at_units(kept, profile.index_units)

    warning = None
    if lines_exceeded or size_exceeded:
        if lines_exceeded and size_exceeded:
            reason = f"{len(trimmed_lines)} lines and {format_kb(trimmed_units)}"
        elif lines_exceeded:
            reason = f"{len(trimmed_lines)} lines (limit: {profile.index_lines})"
        else:
            limit = format_kb(profile.index_units)
            reason = f"{format_kb(trimmed_units)} (limit: {limit}) — index entries are too long"
        warning = WARNING_TEMPLATE.format(reason=reason)
    loaded_text = kept if warning is None else f"{kept}\n\n{warning}"

    lines = file_lines(text)
    kept_end = start + len(kept)
    line_loaded: list[bool] = []
    pos = 0
    for line in lines:
        line_end = pos + len(line)
        # Lines the trim removed whole (leading or trailing blanks) carry nothing to lose.
        line_loaded.append(warning is None or line_end <= kept_end)
        pos = line_end + 1
    loaded_lines = 0
    for number, loaded in enumerate(line_loaded, start=1):
        if not loaded:
            break
        loaded_lines = number
    first_cut_line = loaded_lines + 1 if warning is not None and loaded_lines < len(lines) else None
    return CliffResult(
        lines=len(lines),
        bytes=len(raw),
        units=utf16_units(text),
        loaded_lines=loaded_lines,
        first_cut_line=first_cut_line,
        warning=warning,
        loaded_text=loaded_text,
        line_loaded=tuple(line_loaded),
        measured_lines=len(trimmed_lines) if trimmed else 0,
        measured_units=trimmed_units,
    )
