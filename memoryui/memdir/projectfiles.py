"""What a project root holds, for path claims: its file index and its ``.gitignore``.

A path missing at the place a memory names may still be in the project: one level down in a
monorepo (``src/app/main.py`` is ``services/api/src/app/main.py``), or as build output that
git ignores and this checkout never built. Calling either "failed" wrote a false
``unverified`` into the memory; these two readers let the checker tell them apart.

Pure Python; git itself is called by ``verify.py``, which hands its listing to ``FileIndex``.
"""

from __future__ import annotations

import fnmatch
import os
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field

# A walk of a folder that is not a git repository stops here: a claim checked against a
# half-read tree proves nothing, and says so, rather than holding verify up for minutes.
MAX_INDEXED = 500_000
WALK_SECONDS = 20.0
NEVER_WALKED = frozenset({".git", "node_modules"})
# Nobody writes a .gitignore this long; a larger file is read no further.
MAX_IGNORE_BYTES = 256 * 1024


@dataclass
class FileIndex:
    """Every file and folder of a root, by last name, for suffix look-ups."""

    by_name: dict[str, set[str]] = field(default_factory=dict)
    complete: bool = True
    why_incomplete: str = ""

    @classmethod
    def of(cls, paths: Iterable[str]) -> FileIndex:
        index = cls()
        folders: set[str] = set()
        for listed in paths:
            path = listed.rstrip("/")
            if not path:
                continue
            index._add(path)
            parent = path.rpartition("/")[0]
            # Folders once each: a parent seen before has had all its own parents added.
            while parent and parent not in folders:
                folders.add(parent)
                index._add(parent)
                parent = parent.rpartition("/")[0]
        return index

    def _add(self, path: str) -> None:
        self.by_name.setdefault(path.rpartition("/")[2], set()).add(path)

    def ending_with(self, rel: str) -> list[str]:
        """Paths deeper in the tree that end with ``rel`` (``rel`` itself is not one)."""
        rel = rel.strip("/")
        name = rel.rpartition("/")[2]
        return sorted(p for p in self.by_name.get(name, ()) if p.endswith("/" + rel))


@dataclass(frozen=True)
class IgnoreRule:
    pattern: str  # as written in .gitignore, for the reason shown to the operator
    segments: tuple[str, ...]
    anchored: bool
    negated: bool
    folders_only: bool
    compiled: tuple[re.Pattern[str] | None, ...]  # None stands for "**"


def _rule(line: str) -> IgnoreRule | None:
    text = line.rstrip("\n").rstrip("\r")
    # Trailing spaces are ignored unless escaped, as git reads them.
    while text.endswith(" ") and not text.endswith("\\ "):
        text = text[:-1]
    if not text or text.startswith("#"):
        return None
    written = text
    negated = text.startswith("!")
    text = text[1:] if negated else text.removeprefix("\\")
    folders_only = text.endswith("/")
    text = text.rstrip("/")
    anchored = "/" in text
    text = text.lstrip("/")
    if not text:
        return None
    segments = tuple(text.split("/"))
    # fnmatch's translation keeps a "*" from backtracking over the text after it (atomic
    # groups), and a segment never holds a "/", so one "*" cannot cross folders.
    compiled = tuple(None if s == "**" else re.compile(fnmatch.translate(s)) for s in segments)
    return IgnoreRule(written, segments, anchored, negated, folders_only, compiled)


def _segments_match(rule: IgnoreRule, parts: list[str]) -> bool:
    """The rule's segments against the path's, "**" standing for any number of folders."""
    patterns = rule.compiled
    # reach[j]: the first j path parts can be matched by the patterns read so far.
    reach = [True] + [False] * len(parts)
    for pattern in patterns:
        if pattern is None:
            for j in range(1, len(parts) + 1):
                reach[j] = reach[j] or reach[j - 1]
            continue
        nxt = [False] * (len(parts) + 1)
        for j in range(1, len(parts) + 1):
            nxt[j] = reach[j - 1] and bool(pattern.match(parts[j - 1]))
        reach = nxt
    return reach[len(parts)]


class GitIgnore:
    """A root's ``.gitignore``, read as git reads it, for roots that are not repositories."""

    def __init__(self, rules: list[IgnoreRule]) -> None:
        self.rules = rules

    @classmethod
    def read(cls, root: str) -> GitIgnore:
        try:
            with open(os.path.join(root, ".gitignore"), "rb") as handle:
                raw = handle.read(MAX_IGNORE_BYTES)
        except OSError:
            return cls([])
        lines = raw.decode("utf-8", "replace").split("\n")
        return cls([rule for line in lines if (rule := _rule(line)) is not None])

    def _decide(self, parts: list[str], *, folder: bool | None) -> str | None:
        """The pattern that ignores exactly this path, or None (last match wins, as in git)."""
        verdict = None
        for rule in self.rules:
            if rule.folders_only and folder is False:
                continue
            matched = (
                _segments_match(rule, parts)
                if rule.anchored
                else bool(rule.compiled[0] and rule.compiled[0].match(parts[-1]))
            )
            if matched:
                verdict = None if rule.negated else rule.pattern
        return verdict

    def ignoring(self, rel: str, *, folder: bool | None = None) -> str | None:
        """The pattern under which ``rel`` is ignored, or None.

        A folder that is ignored hides all it holds (git never looks inside it, so no "!"
        rule brings a file back). ``folder=None``: not known, so folder-only rules apply too;
        for a missing path that errs toward "unknown", never toward a false "failed".
        """
        parts = [p for p in rel.strip("/").split("/") if p]
        for n in range(1, len(parts)):
            pattern = self._decide(parts[:n], folder=True)
            if pattern:
                return pattern
        return self._decide(parts, folder=folder) if parts else None


def walk(root: str, ignore: GitIgnore, *, limit: int = MAX_INDEXED) -> FileIndex:
    """A bounded walk of a folder that is not a repository: skips ``.git``, ``node_modules``
    and ignored folders, never follows a symlink, and stops at ``limit`` entries or
    ``WALK_SECONDS``, saying so."""
    deadline = time.monotonic() + WALK_SECONDS
    found: list[str] = []
    stack = [""]
    while stack:
        folder = stack.pop()
        try:
            with os.scandir(os.path.join(root, folder)) as entries:
                listed = list(entries)
        except OSError:
            continue
        for entry in listed:
            rel = f"{folder}/{entry.name}" if folder else entry.name
            is_folder = entry.is_dir(follow_symlinks=False)
            if is_folder and entry.name in NEVER_WALKED:
                continue
            if ignore.ignoring(rel, folder=is_folder):
                continue
            found.append(rel)
            if is_folder:
                stack.append(rel)
        if len(found) > limit or time.monotonic() > deadline:
            index = FileIndex.of(found)
            index.complete = False
            index.why_incomplete = f"the project is too large to search (over {len(found):,} files)"
            return index
    return FileIndex.of(found)
