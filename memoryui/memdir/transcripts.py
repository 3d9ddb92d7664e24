"""Who wrote a memory: the Claude Code session named by its ``originSessionId`` (DESIGN §10).

A session's transcript is ``<config>/projects/<project>/<session-id>.jsonl``: one JSON object
per line (``type`` ``user`` or ``assistant``, a ``message`` with ``content``, a ``timestamp``,
the session's ``cwd``). A memory written by the agent is the ``input.file_path`` of a
``tool_use`` block (``Write``, ``Edit``, ``MultiEdit``) in an assistant message.

Transcripts are untrusted text that may hold secrets. This module only reads them, on demand,
line by line (they grow to hundreds of megabytes), and returns short excerpts for one page;
nothing here is stored. A transcript Claude Code has deleted after its retention period is
``missing``, said plainly, never an error.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

# Session ids are UUIDs; anything else never becomes part of a path.
SESSION_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{7,79}")
# What a page shows of a prompt or of a tool call's text.
EXCERPT = 1200
# A transcript larger than this is read only this far: enough for months of one session.
READ_LIMIT = 256 * 1024 * 1024
# The tools whose calls write a file, and the input key that names it.
WRITING_TOOLS = {"Write", "Edit", "MultiEdit", "NotebookEdit", "str_replace_based_edit_tool"}
PATH_KEYS = ("file_path", "path", "notebook_path")


@dataclass(frozen=True)
class Turn:
    """One tool call that wrote a memory file."""

    line: int  # 1-based line of the transcript
    timestamp: str
    tool: str
    file_path: str
    # What the call wrote: the new text, or "old → new" for an edit, shortened.
    excerpt: str


@dataclass
class Provenance:
    """What the transcript of ``session_id`` says about one memory file."""

    session_id: str
    transcript: str | None  # its path, or None when it no longer exists
    started: str = ""
    cwd: str = ""
    first_prompt: str = ""
    turns: list[Turn] = field(default_factory=list)
    # True when the transcript was longer than READ_LIMIT and its tail was not read.
    truncated: bool = False
    error: str = ""

    @property
    def missing(self) -> bool:
        return self.transcript is None

    @property
    def last(self) -> Turn | None:
        return self.turns[-1] if self.turns else None


def valid_session(session_id: object) -> str | None:
    """``session_id`` when it can be a transcript's file name, else None."""
    if isinstance(session_id, str) and SESSION_RE.fullmatch(session_id):
        return session_id
    return None


def find(session_id: str, folders: Iterable[str]) -> str | None:
    """The transcript of ``session_id`` in the first of ``folders`` that holds it."""
    name = f"{session_id}.jsonl"
    for folder in folders:
        candidate = os.path.join(folder, name)
        if os.path.isfile(candidate) and not os.path.islink(candidate):
            return candidate
    return None


def project_folders(transcripts: str | None) -> list[str]:
    """Where a memory's session transcript may be: its own project folder first, then every
    other project folder (a session started in a sub-folder, or memory moved by
    ``autoMemoryDirectory``, keeps its transcript elsewhere)."""
    if not transcripts:
        return []
    projects = os.path.dirname(transcripts)
    try:
        others = sorted(
            e.path
            for e in os.scandir(projects)
            if e.is_dir(follow_symlinks=False) and e.path != transcripts
        )
    except OSError:
        others = []
    return [transcripts, *others]


def shorten(text: str, limit: int = EXCERPT) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def prompt_text(content: object) -> str:
    """A user message's own words: a string, or its text blocks (tool results are not)."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [
            b.get("text", "")
            for b in content
            if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)
        ]
        return "\n".join(parts)
    return ""


def is_own_prompt(record: dict, text: str) -> bool:
    """A prompt the user typed, not Claude Code's own meta records or command echoes."""
    if record.get("isMeta") or record.get("isSidechain") or not text.strip():
        return False
    return not text.lstrip().startswith(("<command-", "<local-command-", "Caveat:"))


def what_was_written(name: str, data: dict) -> str:
    """A tool call's text: what a Write wrote, or each edit's old and new string."""
    if isinstance(data.get("content"), str):
        return shorten(data["content"])
    edits = data.get("edits") if isinstance(data.get("edits"), list) else [data]
    pieces = []
    for edit in edits:
        if isinstance(edit, dict) and isinstance(edit.get("new_string"), str):
            old = edit.get("old_string") if isinstance(edit.get("old_string"), str) else ""
            pieces.append(f"{old}\n→\n{edit['new_string']}" if old else edit["new_string"])
    if not pieces and isinstance(data.get("file_text"), str):
        pieces.append(data["file_text"])
    return shorten("\n\n".join(pieces)) if pieces else f"({name})"


def writes_in(record: dict, line: int, targets: set[str]) -> list[Turn]:
    """The tool calls of one assistant record whose file path is one of ``targets``."""
    message = record.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    if not isinstance(content, list):
        return []
    turns = []
    for block in content:
        if not isinstance(block, dict) or block.get("type") != "tool_use":
            continue
        name, data = block.get("name"), block.get("input")
        if name not in WRITING_TOOLS or not isinstance(data, dict):
            continue
        path = next((data[k] for k in PATH_KEYS if isinstance(data.get(k), str)), None)
        if path is None or os.path.normpath(path) not in targets:
            continue
        stamp = record.get("timestamp") if isinstance(record.get("timestamp"), str) else ""
        turns.append(Turn(line, stamp, name, path, what_was_written(name, data)))
    return turns


def read(session_id: str, transcript: str | None, file_paths: Iterable[str]) -> Provenance:
    """What ``transcript`` says about the session and about writes to any of ``file_paths``
    (a memory file's absolute path, and its real path where a link leads there)."""
    result = Provenance(session_id, transcript)
    if transcript is None:
        return result
    targets = {os.path.normpath(p) for p in file_paths}
    # A line is parsed only when it can matter: a prompt before the first is found, or a
    # line that names one of the files (their base names are in it, JSON-escaped or not).
    needles = {os.path.basename(p).encode("utf-8") for p in targets}
    # Opened apart from the ``with`` so that a vanished file is answered, not raised.
    try:
        handle = open(transcript, "rb")
    except OSError as exc:
        result.error = exc.strerror or str(exc)
        return result
    with handle:
        read_bytes = 0
        for number, line in enumerate(handle, 1):
            read_bytes += len(line)
            if read_bytes > READ_LIMIT:
                result.truncated = True
                break
            wanted = not result.first_prompt or not result.cwd
            if not wanted and not any(n in line for n in needles):
                continue
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict):
                take(result, record, number, targets)
    return result


def take(result: Provenance, record: dict, number: int, targets: set[str]) -> None:
    """Fold one transcript record into ``result``."""
    if not result.started and isinstance(record.get("timestamp"), str):
        result.started = record["timestamp"]
    if not result.cwd and isinstance(record.get("cwd"), str):
        result.cwd = record["cwd"]
    kind = record.get("type")
    if kind == "user" and not result.first_prompt:
        message = record.get("message")
        text = prompt_text(message.get("content") if isinstance(message, dict) else None)
        if is_own_prompt(record, text):
            result.first_prompt = shorten(text)
    elif kind == "assistant":
        result.turns += writes_in(record, number, targets)
