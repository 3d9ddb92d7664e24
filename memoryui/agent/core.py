"""Recall as the agent gets it: a prompt in, at most three memories out with their labels, or
silence. One function (``recall``) over a DB-API cursor, shared by the hook, the MCP server,
the battery and a memory's recall check, so that none of them can drift from the others or from
``/believe/`` (whose query, ``memdir.query.answer``, ranks and falls silent here too).

Pure Python, cheap to import: no dataclasses, no pathlib, no json unless a memory carries
``unverified`` marks (see ``memoryui.memdir.terms`` on why each costs the hook).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence

from memoryui.memdir import freshness
from memoryui.memdir.query import Answer, answer

# At most this many memories reach the agent per prompt (DESIGN §12).
TOP = 3
# A prompt is cut to this many characters before its words are looked up: a pasted log of
# megabytes must cost the hook no more than a question. The same bound as /believe/'s field,
# so any prompt the hook answered can be asked there and gets the same answer.
MAX_PROMPT_CHARS = 500
# Past a week, the agent is told to verify before relying on a memory (as Claude Code's own
# caveat says for older memories).
VERIFY_AFTER_DAYS = 7
# What one line of memory text may take in the agent's context.
MAX_DESCRIPTION_CHARS = 200
MAX_NAME_CHARS = 120

COLUMNS = (
    "id, memdir_id, path, file, entry, name, description, type, status, superseded_by, "
    "unverified, effective_date, mtime_ns, ctime_ns, size, file_size, aliases"
)
# Control characters, and the ones that reorder or hide text (bidi overrides and isolates,
# zero-width joiners, line and paragraph separators): memory text is untrusted.
HIDDEN_RE = re.compile("[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]+")
# Anything shaped like an HTML tag or comment: the agent is given text, never markup.
TAG_RE = re.compile(r"<!--.*?(?:-->|$)|</?[A-Za-z!?][^<>]*(?:>|$)", re.DOTALL)
SPACE_RE = re.compile(r"\s+")


def bound(prompt: str) -> str:
    """The part of ``prompt`` that is looked up: its first ``MAX_PROMPT_CHARS`` characters,
    cut at a space when there is one near the end, so no word is looked up half typed."""
    if len(prompt) <= MAX_PROMPT_CHARS:
        return prompt
    head = prompt[:MAX_PROMPT_CHARS]
    space = head.rfind(" ", MAX_PROMPT_CHARS - 40)
    return head[:space] if space > 0 else head


def clean(text: object, limit: int = MAX_DESCRIPTION_CHARS) -> str:
    """Memory text as one safe line for the agent: no markup, no control characters, bounded."""
    value = text if isinstance(text, str) else ("" if text is None else str(text))
    value = HIDDEN_RE.sub(" ", value[: limit * 4])
    value = TAG_RE.sub(" ", value)
    value = SPACE_RE.sub(" ", value).strip()
    return value if len(value) <= limit else value[: limit - 1].rstrip() + "…"


def _date(value: object) -> dt.date:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    return dt.date.fromisoformat(str(value)[:10])


def _json_list(value: object) -> list:
    """A JSON column as a list: SQLite returns text, psycopg the parsed value."""
    if isinstance(value, list):
        return value
    if not value or value in ("[]", "null"):
        return []
    import json  # only for the few memories that carry marks: json costs the hook 2 ms

    try:
        loaded = json.loads(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return []
    return loaded if isinstance(loaded, list) else []


def describe_mark(mark: object) -> str:
    """One ``unverified`` mark in words: what failed, and when it was checked."""
    if isinstance(mark, dict):
        what = " ".join(str(mark.get(k) or "") for k in ("kind", "argument")).strip()
        when = mark.get("checked")
        return clean(f"{what} failed" + (f" (checked {when})" if when else ""), 160)
    return clean(mark, 160)


class Recalled:
    """One memory as recall shows it: where it is, what it says of itself, and its labels."""

    __slots__ = (
        "aliases",
        "ctime_ns",
        "description",
        "effective_date",
        "entry",
        "file",
        "file_size",
        "id",
        "memdir_id",
        "mtime_ns",
        "name",
        "path",
        "score",
        "size",
        "status",
        "superseded_by",
        "type",
        "unverified",
    )

    def __init__(self, row: Sequence[object], score: float = 0.0) -> None:
        (
            self.id,
            self.memdir_id,
            self.path,
            self.file,
            self.entry,
            self.name,
            self.description,
            self.type,
            self.status,
            self.superseded_by,
            unverified,
            effective,
            self.mtime_ns,
            self.ctime_ns,
            self.size,
            self.file_size,
            aliases,
        ) = row
        self.unverified = _json_list(unverified)
        self.aliases = _json_list(aliases)
        self.effective_date = _date(effective)
        self.score = score

    def age_days(self, today: dt.date) -> int:
        return freshness.age_days(self.effective_date, today)

    def stale(self, today: dt.date) -> bool:
        return freshness.is_stale(str(self.type or ""), self.age_days(today))

    @property
    def where(self) -> str:
        """The memory's file, and its entry for entry-based formats: how a person finds it."""
        file = str(self.file or self.path)
        return f"{file} (entry {self.entry})" if self.entry else file

    def labels(self, today: dt.date) -> list[str]:
        """The same labels as every page shows (``Memory.labels``): superseded, stale,
        unverified."""
        found = []
        if self.status == "superseded":
            found.append("superseded")
        if self.stale(today):
            found.append("stale")
        if self.unverified:
            found.append("unverified")
        return found

    def label_words(self, today: dt.date) -> list[str]:
        """The labels as the agent reads them, each saying what it means for this memory."""
        words = []
        if self.status == "superseded":
            successor = clean(self.superseded_by, 160)
            words.append(f"superseded by {successor}" if successor else "superseded")
        marks = [describe_mark(m) for m in self.unverified[:3]]
        if marks:
            words.append("unverified: " + "; ".join(m for m in marks if m))
        age = self.age_days(today)
        if self.stale(today):
            words.append(f"stale: a {self.type} note this old is likely out of date")
        if age > VERIFY_AFTER_DAYS:
            words.append(f"this memory is {age} days old; verify before relying on it")
        return words

    def as_json(self, today: dt.date) -> dict[str, object]:
        return {
            "path": str(self.file or self.path),
            "entry": self.entry or None,
            "name": clean(self.name, MAX_NAME_CHARS),
            "description": clean(self.description),
            "type": self.type,
            "status": self.status,
            "superseded_by": self.superseded_by or None,
            "age_days": self.age_days(today),
            "labels": self.labels(today),
            "label_words": self.label_words(today),
            "score": self.score,
        }


class Recall:
    """What recall brings up for a prompt: ``memories`` (best first, at most ``TOP``), or
    none, and then ``silence`` says why (the words of ``/believe/``)."""

    __slots__ = ("answer", "memories")

    def __init__(self, found: Answer, memories: list[Recalled]) -> None:
        self.answer, self.memories = found, memories

    @property
    def paths(self) -> list[str]:
        return [m.path for m in self.memories]

    @property
    def silence(self) -> str | None:
        if self.memories:
            return None
        if not self.answer.terms:
            return "names nothing to look up."
        return self.answer.silence


def fetch(
    cursor: object, ids: Sequence[int], placeholder: str = "%s"
) -> dict[int, tuple[object, ...]]:
    """The rows of ``ids`` from the memory table, by id."""
    if not ids:
        return {}
    marks = ", ".join(placeholder for _ in ids)
    cursor.execute(  # type: ignore[attr-defined]
        f"SELECT {COLUMNS} FROM memoryui_memory WHERE id IN ({marks})", list(ids)
    )
    return {row[0]: row for row in cursor.fetchall()}  # type: ignore[attr-defined]


def recall(
    cursor: object,
    prompt: str,
    *,
    dialect: str,
    today: dt.date,
    placeholder: str = "%s",
    memdirs: Sequence[int] | None = None,
    limit: int = TOP,
) -> Recall:
    """The memories ``prompt`` brings up, best first, exactly as ``/believe/`` ranks them, or
    none (small talk, nothing about it). ``memdirs`` limits the answer to those memdirs'
    memories (record ids); None is every memory in the projection."""
    found = answer(
        cursor,
        bound(prompt),
        dialect=dialect,
        today=today,
        limit=limit,
        placeholder=placeholder,
        memdirs=memdirs,
    )
    rows = fetch(cursor, [hit.id for hit in found.hits], placeholder)
    memories = [Recalled(rows[hit.id], hit.score) for hit in found.hits if hit.id in rows]
    return Recall(found, memories)


def passes(found: Recall, expect: Sequence[str], *, silent: bool) -> bool:
    """A battery question's verdict: silent means nothing comes up; else every expected memory
    is among the ones that do (the top three)."""
    if silent:
        return not found.memories
    return bool(expect) and set(expect) <= set(found.paths)


def sample_prompts(name: str, description: str, aliases: Sequence[str]) -> list[str]:
    """What a person might type to be reminded of a memory: each alias, its name, and its
    description turned into a question. Bounded, and without repeats."""
    prompts: list[str] = []
    for alias in list(aliases)[:5]:
        prompts.append(clean(alias, 120))
    if name:
        prompts.append(clean(name, 120))
    text = clean(description, 160)
    # A superseded memory's description starts with where it went: not what it is about.
    text = re.sub(r"^Superseded by [^:]*:\s*", "", text)
    if text:
        question = text[0].lower() + text[1:] if not text[:2].isupper() else text
        prompts.append(f"what do we know about {question.rstrip('.?!')}?")
    unique = dict.fromkeys(p for p in prompts if p)
    return list(unique)[:7]
