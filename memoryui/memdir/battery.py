"""The retrieval battery, ``.memoryui/battery.jsonl`` (DESIGN §12): questions with the memories
recall must bring up for each (in the top three), or ``silent: true`` for small talk.

One JSON object a line: {``id``, ``question``, ``expect`` [path] or ``silent``: true,
``added_by``, ``at``}; other keys are kept. A line that cannot be read is a problem listed with
its number, and the other questions still run. Changes are made line by line on the file's
bytes (``added``, ``replaced``, ``removed``), so every line not asked about keeps its bytes,
a line nobody could read included: the battery is the operator's work, and survives the
database.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import secrets
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

NAME = "battery.jsonl"
MAX_QUESTION = 500
MAX_EXPECT = 10
MAX_PATH = 1024
MAX_LINE = 64 << 10


class BatteryError(ValueError):
    """A question that cannot be kept as asked, in words for the operator."""


@dataclass
class Question:
    id: str
    question: str
    expect: list[str] = field(default_factory=list)
    silent: bool = False
    added_by: str = ""
    at: str = ""
    line: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> str:
        """What a result is about: the question and what it expects. An edited question's old
        result says nothing about the new one."""
        text = json.dumps([self.question, sorted(self.expect), self.silent], ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def as_json(self) -> dict[str, Any]:
        """The line as written: the contract's keys first, then whatever else it held."""
        data: dict[str, Any] = {"id": self.id, "question": self.question}
        if self.silent:
            data["silent"] = True
        else:
            data["expect"] = list(self.expect)
        data["added_by"] = self.added_by
        data["at"] = self.at
        return data | {k: v for k, v in self.extra.items() if k not in CONTRACT_KEYS}


CONTRACT_KEYS = frozenset({"id", "question", "expect", "silent", "added_by", "at"})


def new_id() -> str:
    return "q" + secrets.token_hex(5)


def now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


def checked(question: str, expect: Sequence[str], *, silent: bool) -> tuple[str, list[str]]:
    """The question and its expected paths, or a ``BatteryError`` saying what is wrong."""
    text = " ".join(str(question).split())
    if not text:
        raise BatteryError("A battery question needs its words.")
    if len(text) > MAX_QUESTION:
        raise BatteryError(f"A battery question is at most {MAX_QUESTION} characters.")
    paths = list(dict.fromkeys(str(p).strip() for p in expect if str(p).strip()))
    if silent and paths:
        raise BatteryError("A question either expects memories or should be silent, not both.")
    if not silent and not paths:
        raise BatteryError("Name the memory this question must find, or mark it silent.")
    if len(paths) > MAX_EXPECT:
        raise BatteryError(f"A question expects at most {MAX_EXPECT} memories.")
    for path in paths:
        if len(path) > MAX_PATH or "\x00" in path or path.startswith("/") or ".." in path:
            raise BatteryError(f"{path[:80]!r} is not a memory's path in this memdir.")
    return text, paths


def _question(data: object, number: int) -> tuple[Question | None, str]:
    if not isinstance(data, dict):
        return None, "is not a JSON object"
    qid, text = data.get("id"), data.get("question")
    if not isinstance(qid, str) or not 0 < len(qid) <= 64:
        return None, "has no usable id"
    if not isinstance(text, str) or not text.strip():
        return None, "has no question"
    silent = data.get("silent") is True
    expect = data.get("expect", [])
    if not isinstance(expect, list) or not all(isinstance(p, str) for p in expect):
        return None, "has an expect that is not a list of paths"
    try:
        text, paths = checked(text, expect, silent=silent)
    except BatteryError as exc:
        return None, str(exc).rstrip(".").lower()
    extra = {k: v for k, v in data.items() if k not in CONTRACT_KEYS}
    added_by, at = data.get("added_by"), data.get("at")
    return Question(
        qid,
        text,
        paths,
        silent,
        added_by if isinstance(added_by, str) else "",
        at if isinstance(at, str) else "",
        number,
        extra,
    ), ""


def _lines(raw: bytes) -> Iterator[tuple[int, bytes]]:
    """Each line with its 1-based number, split on newline bytes only (a question may hold
    U+2028, which ``str.splitlines`` would split on)."""
    yield from enumerate(raw.split(b"\n"), start=1)


def parse(raw: bytes | None) -> tuple[list[Question], list[str]]:
    """The questions, and each line that cannot be read as one (with its number, in words)."""
    questions: list[Question] = []
    problems: list[str] = []
    seen: set[str] = set()
    for number, line in _lines(raw or b""):
        if not line.strip():
            continue
        where = f"{NAME} line {number}"
        if len(line) > MAX_LINE:
            problems.append(f"{where} is longer than {MAX_LINE:,} bytes")
            continue
        try:
            data = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            problems.append(f"{where} is not JSON")
            continue
        found, why = _question(data, number)
        if found is None:
            problems.append(f"{where} {why}")
        elif found.id in seen:
            problems.append(f"{where} repeats the id {found.id} of an earlier question")
        else:
            seen.add(found.id)
            questions.append(found)
    return questions, problems


def encode(question: Question) -> bytes:
    return json.dumps(question.as_json(), ensure_ascii=False).encode("utf-8")


def added(raw: bytes | None, question: Question) -> bytes:
    """The battery with ``question`` appended as its last line."""
    raw = raw or b""
    if raw and not raw.endswith(b"\n"):
        raw += b"\n"
    return raw + encode(question) + b"\n"


def _find(raw: bytes, question_id: str) -> tuple[list[bytes], int, Question]:
    lines = raw.split(b"\n")
    questions, _ = parse(raw)
    for found in questions:
        if found.id == question_id:
            return lines, found.line - 1, found
    raise BatteryError(f"The battery has no question {question_id}; it may have been removed.")


def replaced(
    raw: bytes | None, question_id: str, text: str, expect: Sequence[str], *, silent: bool
) -> bytes:
    """The battery with one question's words and expectation changed, its other keys kept."""
    lines, index, found = _find(raw or b"", question_id)
    found.question, found.expect = checked(text, expect, silent=silent)
    found.silent = silent
    lines[index] = encode(found)
    return b"\n".join(lines)


def removed(raw: bytes | None, question_id: str) -> bytes:
    lines, index, _ = _find(raw or b"", question_id)
    del lines[index]
    return b"\n".join(lines)


def find(raw: bytes | None, question_id: str) -> Question | None:
    return next((q for q in parse(raw)[0] if q.id == question_id), None)


def holds(raw: bytes | None, text: str, expect: Sequence[str], *, silent: bool) -> Question | None:
    """The question already in the battery that asks ``text`` the same way, if any: pinning
    the same answer twice adds nothing."""
    words = " ".join(text.split()).lower()
    for found in parse(raw)[0]:
        same = found.question.lower() == words and found.silent == silent
        if same and (silent or set(found.expect) == set(expect)):
            return found
    return None
