"""How a person reads one change: frontmatter as field changes, the body word by word, and for
``MEMORY.md`` the pointers that came, went or moved and what happened to the cliff.

Memory text is untrusted: the segments here are plain text that templates escape. Binary and
huge versions are said in words ("binary", "too large to diff (N KB)") before any diff runs,
and the word diff itself has a time limit, so no change can hang a page.
"""

from __future__ import annotations

import datetime as dt
import difflib
import json
import re
from collections.abc import Container
from dataclasses import dataclass, field
from typing import Any

from diff_match_patch import diff_match_patch

from .files import Frontmatter, split_frontmatter
from .index import IndexAnalysis, IndexLine, analyse_index
from .yamlsafe import YAMLRefused
from .yamlsafe import load as load_yaml

# Larger versions are not diffed: "too large to diff (N KB)".
MAX_DIFF_BYTES = 200_000
# The word diff gives up refining after this long (seconds) and shows a coarser difference.
DIFF_TIMEOUT = 0.5
CONTEXT_LINES = 2
VALUE_CHARS = 300
# A line break, a run of other whitespace, a word, or one other character.
TOKEN_RE = re.compile(r"\n|[^\S\n]+|\w+|[^\w\s]", re.UNICODE)
OPS = {0: "eq", 1: "ins", -1: "del"}


@dataclass
class Segment:
    op: str  # eq | ins | del
    text: str


@dataclass
class Line:
    segments: list[Segment]

    @property
    def changed(self) -> bool:
        return any(s.op != "eq" for s in self.segments)


@dataclass
class Block:
    """Lines shown together, or (``skipped`` > 0) a run of unchanged lines left out."""

    lines: list[Line] = field(default_factory=list)
    skipped: int = 0


@dataclass
class FieldChange:
    key: str
    before: str | None
    after: str | None

    @property
    def kind(self) -> str:
        if self.before is None:
            return "added"
        return "removed" if self.after is None else "changed"


@dataclass
class Pointer:
    title: str
    target: str
    line: int


@dataclass
class IndexDelta:
    """What a change to ``MEMORY.md`` did to what the agent loads."""

    added: list[Pointer] = field(default_factory=list)
    removed: list[Pointer] = field(default_factory=list)
    moved: list[Pointer] = field(default_factory=list)
    # Pointers now past the cliff that were loaded before, and the reverse.
    fell: list[Pointer] = field(default_factory=list)
    rose: list[Pointer] = field(default_factory=list)
    cliff: str = ""
    cliff_moved: bool = False


@dataclass
class ChangeDiff:
    """``status``: text (see ``fields``, ``blocks``) · same · binary · too-large · unavailable."""

    status: str
    message: str = ""
    fields: list[FieldChange] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)
    index: IndexDelta | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "message": self.message,
            "fields": [
                {"key": f.key, "before": f.before, "after": f.after, "kind": f.kind}
                for f in self.fields
            ],
            "text": unified(self.blocks),
            "index": None
            if self.index is None
            else {
                "added": [p.target for p in self.index.added],
                "removed": [p.target for p in self.index.removed],
                "moved": [p.target for p in self.index.moved],
                "fell_past_cliff": [p.target for p in self.index.fell],
                "back_before_cliff": [p.target for p in self.index.rose],
                "cliff": self.index.cliff,
                "cliff_moved": self.index.cliff_moved,
            },
        }


def kb(size: int) -> str:
    return f"{max(1, round(size / 1024)):,} KB"


def describe(
    before: bytes | None,
    after: bytes | None,
    *,
    missing: str = "",
    index: tuple[Container[str], Any] | None = None,
) -> ChangeDiff:
    """The change from ``before`` to ``after`` (None: the file did not exist on that side).

    ``missing`` says why a version that existed cannot be shown (it was never kept, or was
    pruned). ``index`` (the existing topic paths and the profile) asks for MEMORY.md's delta.
    """
    if missing:
        return ChangeDiff("unavailable", missing)
    for data in (before, after):
        if data is not None and len(data) > MAX_DIFF_BYTES:
            return ChangeDiff("too-large", f"too large to diff ({kb(len(data))})")
    texts = [_text(data) for data in (before, after)]
    if any(t is False for t in texts):
        return ChangeDiff("binary", "binary: not text, so no diff is shown")
    old, new = (t or "" for t in texts)
    if before == after:
        return ChangeDiff("same", "The content did not change.")
    found = ChangeDiff("text")
    old_meta, old_body = _split(old)
    new_meta, new_body = _split(new)
    if (
        old_meta is None
        or new_meta is None
        or (old_meta[0] == new_meta[0] and old_meta[1] != new_meta[1])
    ):
        # No frontmatter on one side, or the same fields written differently: the words show it.
        found.blocks = blocks(old, new)
    else:
        found.fields = field_changes(old_meta[0], new_meta[0])
        found.blocks = blocks(old_body, new_body)
    if index is not None:
        existing, profile = index
        found.index = index_delta(before or b"", after or b"", existing, profile)
    return found


def _text(data: bytes | None) -> str | bool | None:
    """The text of a version, False when it is not text, None when there is no version."""
    if data is None:
        return None
    if b"\x00" in data:
        return False
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        return False


def _split(text: str) -> tuple[tuple[dict[str, Any], str] | None, str]:
    """((fields, their YAML), body) when the text has frontmatter that reads as fields."""
    if not text:
        return ({}, ""), ""
    found = split_frontmatter(text)
    if not isinstance(found, Frontmatter):
        return None, text
    try:
        meta = load_yaml(found.yaml_text)
    except YAMLRefused:
        return None, text
    if meta is None:
        meta = {}
    if not isinstance(meta, dict):
        return None, text
    return (meta, found.yaml_text), text[found.body_start :]


def _flat(meta: dict[str, Any]) -> dict[str, str]:
    """Fields one level deep (``metadata.type``), each as a short line of text."""
    flat: dict[str, str] = {}
    for key, value in meta.items():
        if isinstance(value, dict):
            for sub, inner in value.items():
                flat[f"{key}.{sub}"] = _value(inner)
        else:
            flat[str(key)] = _value(value)
    return flat


def _value(value: Any) -> str:
    if isinstance(value, dt.date | dt.datetime):
        text = value.isoformat()
    elif isinstance(value, list):
        text = ", ".join(_value(v) for v in value)
    elif isinstance(value, dict):
        text = json.dumps(value, ensure_ascii=False, default=str)
    elif value is None:
        text = "(empty)"
    else:
        text = str(value)
    return text if len(text) <= VALUE_CHARS else text[:VALUE_CHARS] + "…"


def field_changes(before: dict[str, Any], after: dict[str, Any]) -> list[FieldChange]:
    """``type: project → feedback``: each frontmatter key that came, went or changed."""
    old, new = _flat(before), _flat(after)
    keys = list(dict.fromkeys([*old, *new]))
    return [FieldChange(k, old.get(k), new.get(k)) for k in keys if old.get(k) != new.get(k)]


# --- the words ---------------------------------------------------------------------------------


def word_diff(before: str, after: str) -> list[Segment]:
    """The difference word by word: each token (a word, a space run, a mark, a line break)
    becomes one character for diff-match-patch, as its line mode does with lines."""
    table: dict[str, str] = {}
    tokens: list[str] = []

    def encode(text: str) -> str:
        out = []
        for token in TOKEN_RE.findall(text):
            char = table.get(token)
            if char is None:
                code = len(tokens) + 1
                # Skip the surrogate range: those are not characters on their own.
                char = chr(code if code < 0xD800 else code + 0x800)
                table[token] = char
                tokens.append(token)
            out.append(char)
        return "".join(out)

    old, new = encode(before), encode(after)
    matcher = diff_match_patch()
    matcher.Diff_Timeout = DIFF_TIMEOUT
    found = matcher.diff_main(old, new, checklines=False)
    matcher.diff_cleanupSemantic(found)
    decode = {char: token for token, char in table.items()}
    return [Segment(OPS[op], "".join(decode[c] for c in chars)) for op, chars in found]


def lines_of(segments: list[Segment]) -> list[Line]:
    lines: list[Line] = [Line([])]
    for segment in segments:
        parts = segment.text.split("\n")
        for number, part in enumerate(parts):
            if number:
                if segment.op != "eq":
                    # The line break itself was added or removed: the line it ends changed.
                    lines[-1].segments.append(Segment(segment.op, ""))
                lines.append(Line([]))
            if part:
                lines[-1].segments.append(Segment(segment.op, part))
    if lines and not lines[-1].segments:
        lines.pop()
    return lines


def blocks(before: str, after: str, context: int = CONTEXT_LINES) -> list[Block]:
    """Changed lines with ``context`` lines around them; other unchanged runs are left out."""
    lines = lines_of(word_diff(before, after))
    keep = [False] * len(lines)
    for number, line in enumerate(lines):
        if line.changed:
            for near in range(max(0, number - context), min(len(lines), number + context + 1)):
                keep[near] = True
    found: list[Block] = []
    for line, shown in zip(lines, keep, strict=True):
        if shown:
            if not found or found[-1].skipped:
                found.append(Block())
            found[-1].lines.append(line)
        else:
            if not found or not found[-1].skipped:
                found.append(Block(skipped=0))
            found[-1].skipped += 1
    return found


def unified(found: list[Block]) -> str:
    """The word diff as plain text: ``[-removed-]`` and ``{+added+}``, as ``git diff
    --word-diff`` writes it (the JSON twin's ``text``)."""
    out = []
    for block in found:
        if block.skipped:
            out.append(f"… {block.skipped} unchanged line{'s' if block.skipped != 1 else ''}")
            continue
        for line in block.lines:
            out.append("".join(_marked(s) for s in line.segments))
    return "\n".join(out)


def _marked(segment: Segment) -> str:
    if segment.op == "eq" or not segment.text:
        return segment.text
    return f"[-{segment.text}-]" if segment.op == "del" else f"{{+{segment.text}+}}"


# --- MEMORY.md ---------------------------------------------------------------------------------


def _pointers(analysis: IndexAnalysis) -> dict[str, IndexLine]:
    """Each pointer target (its memdir path, or the destination as written) at its first line."""
    found: dict[str, IndexLine] = {}
    for line in analysis.pointers:
        found.setdefault(line.target_path or line.target, line)
    return found


def _pointer(key: str, line: IndexLine) -> Pointer:
    return Pointer(line.title, key, line.number)


def index_delta(before: bytes, after: bytes, existing: Container[str], profile: Any) -> IndexDelta:
    old_analysis = analyse_index(before, existing, profile)
    new_analysis = analyse_index(after, existing, profile)
    old, new = _pointers(old_analysis), _pointers(new_analysis)
    delta = IndexDelta(
        added=[_pointer(k, v) for k, v in new.items() if k not in old],
        removed=[_pointer(k, v) for k, v in old.items() if k not in new],
    )
    old_order = [k for k in old if k in new]
    new_order = [k for k in new if k in old]
    matcher = difflib.SequenceMatcher(a=old_order, b=new_order, autojunk=False)
    kept = {new_order[j + n] for _, j, size in matcher.get_matching_blocks() for n in range(size)}
    delta.moved = [_pointer(k, new[k]) for k in new_order if k not in kept]
    delta.fell = [_pointer(k, new[k]) for k in new_order if old[k].loaded and not new[k].loaded]
    delta.rose = [_pointer(k, new[k]) for k in new_order if new[k].loaded and not old[k].loaded]
    delta.cliff, delta.cliff_moved = _cliff_words(old_analysis, new_analysis)
    return delta


def _cliff_words(old: IndexAnalysis, new: IndexAnalysis) -> tuple[str, bool]:
    was, now = old.cliff.first_cut_line, new.cliff.first_cut_line
    if was is None and now is None:
        return "Nothing is cut, before or after: the agent loads all of MEMORY.md.", False
    if was is None:
        return f"The cliff now cuts MEMORY.md at line {now}: the agent stops reading there.", True
    if now is None:
        return f"MEMORY.md fits again: the cliff no longer cuts it (it cut at line {was}).", True
    if was != now:
        return f"The cliff moved from line {was} to line {now}.", True
    return f"The cliff did not move: it still cuts at line {now}.", False
