"""What the agent loads of MEMORY.md at session start, reproduced with JavaScript semantics.

Python's own string tools get this wrong in ways that matter: ``str.strip()`` keeps a BOM and
strips characters JavaScript keeps, ``len()`` counts code points where JavaScript counts UTF-16
units, and ``format(x, ".1f")`` rounds half to even where ``toFixed`` rounds half up.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

# ECMAScript WhiteSpace and LineTerminator code points: what String.prototype.trim removes.
JS_WHITESPACE = frozenset(
    "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009"
    "\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)

WARNING_TEMPLATE = (
    "> WARNING: MEMORY.md is {reason}. Only part of it was loaded. Keep index entries to one "
    "line under ~200 chars; move detail into topic files."
)
# What Claude Code (v2.1.210 and later) answers a write that leaves the index over a limit,
# or near one (from 80 %). The error is DESIGN §2's; the reminder's wording follows it.
WRITE_ERROR = (
    "Error: this write left the memory index at MEMORY.md at {size}, over its {cap} read limit. "
    "The write succeeded, but everything past the limit is silently dropped each time the index "
    "is loaded — entries at the end are already invisible to readers. Rewrite it to under "
    "{target} now: keep one line per entry, move detail into topic files, and merge or drop "
    "stale entries."
)
WRITE_REMINDER = (
    "The memory index at MEMORY.md is {size}, approaching the {cap} read limit. Compact it to "
    "under {target} now: keep one line per entry, move detail into topic files, and merge or "
    "drop stale entries."
)


@dataclass(frozen=True)
class Limits:
    """What Claude Code loads of MEMORY.md at session start (DESIGN §2)."""

    index_lines: int = 200
    index_units: int = 25_000
    # The write-time reminder starts here; its advice is to rewrite to this share.
    near_share: float = 0.8
    target_share: float = 0.7


LIMITS = Limits()


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
    # File lines (0-based) the agent never sees because they are stripped before loading
    # (frontmatter, block HTML comments), and where an unclosed comment starts (0-based).
    hidden: tuple[int, ...] = ()
    unclosed: int | None = None

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


FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
COMMENT_OPEN_RE = re.compile(r"^ {0,3}<!--")


def hidden_lines(lines: list[str]) -> tuple[frozenset[int], int | None]:
    """Lines Claude Code (v2.1.211 and later) strips before it loads MEMORY.md: YAML
    frontmatter at the top, and block-level HTML comments outside fenced code (0-based).

    Also the index of a comment that never closes (it hides the rest of the file), or None.
    A comment block runs from a line that starts with ``<!--`` to the first line holding
    ``-->``, whole lines included, as CommonMark's HTML blocks do.
    """
    hidden: set[int] = set()
    start = 0
    if lines and lines[0].removeprefix("\ufeff").rstrip() == "---":
        closing = next((i for i in range(1, len(lines)) if lines[i].rstrip() == "---"), None)
        if closing is not None:
            hidden.update(range(closing + 1))
            start = closing + 1
    fence = ""
    i = start
    while i < len(lines):
        line = lines[i]
        opener = FENCE_RE.match(line)
        if fence:
            if opener and opener.group(1)[0] == fence[0] and len(opener.group(1)) >= len(fence):
                fence = ""
        elif opener:
            fence = opener.group(1)
        elif COMMENT_OPEN_RE.match(line):
            end = i
            rest = line.split("<!--", 1)[1]
            while "-->" not in rest:
                end += 1
                if end == len(lines):
                    hidden.update(range(i, len(lines)))
                    return frozenset(hidden), i
                rest = lines[end]
            hidden.update(range(i, end + 1))
            i = end
        i += 1
    return frozenset(hidden), None


def compute_cliff(
    raw: bytes, text: str | None = None, limits: Limits = LIMITS, *, strip: bool = True
) -> CliffResult:
    """Reproduce the agent's load of MEMORY.md (DESIGN §2) from the file's whole bytes.

    With ``strip`` (Claude Code v2.1.211 and later), frontmatter and block-level HTML comments
    are removed before anything is measured; line numbers stay the file's own.
    """
    if text is None:
        text = raw.decode("utf-8", errors="replace")
    lines = file_lines(text)
    hidden, unclosed = hidden_lines(lines) if strip else (frozenset(), None)
    if not hidden:
        return _load(raw, text, text, list(range(len(lines))), len(lines), limits)
    shown = [i for i in range(len(lines)) if i not in hidden]
    visible = "\n".join(lines[i] for i in shown) + ("\n" if shown and text.endswith("\n") else "")
    result = _load(raw, text, visible, shown, len(lines), limits)
    return CliffResult(**{**result.__dict__, "hidden": tuple(sorted(hidden)), "unclosed": unclosed})


def write_message(cliff: CliffResult, limits: Limits = LIMITS) -> str:
    """What Claude Code answers the agent's next write to MEMORY.md, measured as it measures:
    the error past a limit, a reminder from 80 % of one, or "" below."""
    lines = max(cliff.measured_lines, 1)
    by_lines = lines / limits.index_lines
    by_units = cliff.measured_units / limits.index_units
    if max(by_lines, by_units) < limits.near_share:
        return ""
    template = WRITE_ERROR if max(by_lines, by_units) > 1 else WRITE_REMINDER
    if by_lines >= by_units:
        target = int(limits.index_lines * limits.target_share)
        return template.format(
            size=f"{lines} lines", cap=f"{limits.index_lines}-line", target=f"{target} lines"
        )
    target = int(limits.index_units * limits.target_share)
    return template.format(
        size=format_kb(cliff.measured_units),
        cap=format_kb(limits.index_units),
        target=format_kb(target),
    )


def _load(
    raw: bytes, text: str, visible: str, shown: list[int], total_lines: int, limits: Limits
) -> CliffResult:
    """The load of ``visible`` (the text the agent measures), reported per file line: ``shown``
    maps each visible line to its file line (0-based); lines not shown are never loaded."""
    start, end = js_trim_bounds(visible)
    trimmed = visible[start:end]
    trimmed_lines = trimmed.split("\n")
    lines_exceeded = len(trimmed_lines) > limits.index_lines
    trimmed_units = utf16_units(trimmed)
    size_exceeded = trimmed_units > limits.index_units

    kept = "\n".join(trimmed_lines[: limits.index_lines]) if lines_exceeded else trimmed
    if utf16_units(kept) > limits.index_units:
        kept = _cut_at_units(kept, limits.index_units)

    warning = None
    if lines_exceeded or size_exceeded:
        warning = WARNING_TEMPLATE.format(
            reason=_reason(len(trimmed_lines), trimmed_units, limits, lines=lines_exceeded)
            if not (lines_exceeded and size_exceeded)
            else f"{len(trimmed_lines)} lines and {format_kb(trimmed_units)}"
        )
    loaded_text = kept if warning is None else f"{kept}\n\n{warning}"

    kept_end = start + len(kept)
    line_loaded = [False] * total_lines
    pos = 0
    for index, line in zip(shown, file_lines(visible), strict=False):
        line_end = pos + len(line)
        # Lines the trim removed whole (leading or trailing blanks) carry nothing to lose.
        line_loaded[index] = warning is None or line_end <= kept_end
        pos = line_end + 1
    loaded_lines = 0
    first_cut_line = None
    for index in shown:
        if not line_loaded[index]:
            first_cut_line = index + 1
            break
        loaded_lines = index + 1
    return CliffResult(
        lines=total_lines,
        bytes=len(raw),
        units=utf16_units(text),
        loaded_lines=loaded_lines,
        first_cut_line=first_cut_line if warning is not None else None,
        warning=warning,
        loaded_text=loaded_text,
        line_loaded=tuple(line_loaded),
        measured_lines=len(trimmed_lines) if trimmed else 0,
        measured_units=trimmed_units,
    )


def _reason(count: int, units: int, limits: Limits, *, lines: bool) -> str:
    if lines:
        return f"{count} lines (limit: {limits.index_lines})"
    return (
        f"{format_kb(units)} (limit: {format_kb(limits.index_units)}) — index entries are too long"
    )
