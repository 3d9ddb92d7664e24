"""Frontmatter YAML, read with bounds: memory text is untrusted.

Plain ``yaml.safe_load`` lets a few hundred bytes cost gigabytes (an alias bomb expands each
alias again), builds self-referencing structures that recurse forever when walked
(``x: &a [*a]``), crashes on nesting a few hundred levels deep, and raises plain
``ValueError`` for dates such as ``2026-02-30``. One such memory used to stop every reconcile.
Here each of those is a ``YAMLRefused`` with a sentence, which the caller turns into a problem
listed for that one file.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
MAX_CHARS = 64 * 1024
MAX_DEPTH = 32
# Nodes after every alias is expanded: real frontmatter has a few dozen.
MAX_NODES = 10_000
MAX_ALIASES = 100
# Text without anchors, aliases, flow collections, complex keys or compact nested sequences,
# and with shallow indentation, can be neither deep nor a bomb: it skips the event scan.
_NEEDS_SCAN = re.compile(r"[&*\[{?]|-[ \t]+-|^[ \t]{33,}", re.MULTILINE)


class YAMLRefused(ValueError):
    """Frontmatter memoryui will not read; ``str()`` is the reason in words."""


def load(text: str) -> Any:
    """The YAML document in ``text``, or ``YAMLRefused``; never any other exception."""
    if len(text) > MAX_CHARS:
        raise YAMLRefused(f"the frontmatter is {len(text):,} characters, over {MAX_CHARS:,}")
    try:
        if _NEEDS_SCAN.search(text):
            _check_bounds(text)
        return yaml.load(text, Loader=LOADER)  # a safe loader, bounded above
    except YAMLRefused:
        raise
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 2}: " if mark is not None else ""
        raise YAMLRefused(f"{where}{getattr(exc, 'problem', None) or exc}".strip()) from None
    except (ValueError, TypeError, OverflowError, RecursionError, MemoryError) as exc:
        # Dates out of range, odd offsets, integers too big: values YAML parses but Python
        # cannot hold.
        raise YAMLRefused(f"a value cannot be read ({exc})") from None


def _check_bounds(text: str) -> None:
    """Walk the parser's events (an iterative parser, so depth cannot crash it) and refuse
    deep nesting, many aliases, aliases to an unfinished anchor, or a large expansion."""
    bounds = _Bounds()
    for event in yaml.parse(text, Loader=LOADER):
        bounds.see(event)


class _Bounds:
    """The expanded size of every open collection and finished anchor, as events stream by."""

    def __init__(self) -> None:
        self.sizes: list[int] = [0]
        self.anchors: dict[str, int] = {}
        self.opened: list[str | None] = []
        self.aliases = 0

    def see(self, event: yaml.Event) -> None:
        if isinstance(event, yaml.AliasEvent):
            self._alias(event.anchor)
        elif isinstance(event, yaml.ScalarEvent):
            self.sizes[-1] += 1
            if event.anchor:
                self.anchors[event.anchor] = 1
        elif isinstance(event, yaml.SequenceStartEvent | yaml.MappingStartEvent):
            if len(self.opened) >= MAX_DEPTH:
                raise YAMLRefused(f"it nests deeper than {MAX_DEPTH} levels")
            self.opened.append(event.anchor)
            self.sizes.append(1)
        elif isinstance(event, yaml.SequenceEndEvent | yaml.MappingEndEvent):
            size = self.sizes.pop()
            anchor = self.opened.pop()
            if anchor:
                self.anchors[anchor] = size
            self.sizes[-1] += size
        if sum(self.sizes) > MAX_NODES:
            raise YAMLRefused(f"it expands to more than {MAX_NODES:,} values (an alias bomb?)")

    def _alias(self, anchor: str) -> None:
        self.aliases += 1
        if self.aliases > MAX_ALIASES:
            raise YAMLRefused(f"it uses more than {MAX_ALIASES} aliases")
        if anchor not in self.anchors:
            raise YAMLRefused(f"the alias *{anchor} refers to itself or to nothing")
        self.sizes[-1] += self.anchors[anchor]
