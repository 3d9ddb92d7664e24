"""Three-way line merge: re-apply an operator's edit on top of what the agent wrote meanwhile."""

from __future__ import annotations

import difflib


def _hunks(base: list[str], other: list[str]) -> list[tuple[int, int, list[str]]]:
    """(base start, base end, replacement lines) for every change from base to other."""
    matcher = difflib.SequenceMatcher(a=base, b=other, autojunk=False)
    return [
        (i1, i2, other[j1:j2]) for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"
    ]


def _touches(a: tuple[int, int, list[str]], b: tuple[int, int, list[str]]) -> bool:
    """Two changes overlap when their base ranges meet (insertions at one point included)."""
    a1, a2, _ = a
    b1, b2, _ = b
    return not (a2 < b1 or b2 < a1) if (a1 != a2 or b1 != b2) else a1 == b1


def merge(base: str, mine: str, theirs: str) -> str | None:
    """``theirs`` with ``mine``'s changes applied, or None when the two overlap.

    None means a person must decide: the conflict view then offers only "start again".
    """
    base_lines = base.splitlines(keepends=True)
    my_hunks = _hunks(base_lines, mine.splitlines(keepends=True))
    their_hunks = _hunks(base_lines, theirs.splitlines(keepends=True))
    for mine_hunk in my_hunks:
        if any(_touches(mine_hunk, theirs_hunk) for theirs_hunk in their_hunks):
            return None
    merged: list[str] = []
    position = 0
    for start, end, lines in sorted(my_hunks + their_hunks, key=lambda h: (h[0], h[1])):
        merged.extend(base_lines[position:start])
        merged.extend(lines)
        position = end
    merged.extend(base_lines[position:])
    return "".join(merged)


def with_markers(mine: str, theirs: str) -> str:
    """One text holding both versions where they differ, between git's conflict markers, for
    a person to settle by hand; where they agree, the text once."""
    a, b = mine.splitlines(keepends=True), theirs.splitlines(keepends=True)
    out: list[str] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag == "equal":
            out.extend(a[i1:i2])
            continue
        ours = "".join(a[i1:i2])
        disk = "".join(b[j1:j2])
        end = "" if not ours or ours.endswith("\n") else "\n"
        end_disk = "" if not disk or disk.endswith("\n") else "\n"
        out.append(f"<<<<<<< your edit\n{ours}{end}=======\n{disk}{end_disk}>>>>>>> on disk\n")
    return "".join(out)


def unified(before: str, after: str, before_name: str, after_name: str) -> str:
    return "".join(
        difflib.unified_diff(
            before.splitlines(keepends=True),
            after.splitlines(keepends=True),
            before_name,
            after_name,
        )
    )
