"""A memory's provenance for its page: which session wrote it, read from the transcript beside
its Claude Code project folder (DESIGN §10). Reading only, and only what one page shows."""

from __future__ import annotations

import os
from dataclasses import dataclass

from memoryui.memdir import transcripts
from memoryui.models import MemdirRecord, Memory


@dataclass
class Seen:
    """What the page says: the session, or why there is none."""

    session: str | None
    said: str = ""
    found: transcripts.Provenance | None = None


def of(record: MemdirRecord, memory: Memory) -> Seen:
    """The provenance of ``memory`` in ``record``'s memdir."""
    if not memory.origin_session:
        return Seen(None, "This memory names no session: it has no originSessionId.")
    session = transcripts.valid_session(memory.origin_session)
    if session is None:
        return Seen(None, "Its originSessionId is not a session id memoryui can look up.")
    folder = record.details.get("transcripts")
    if not folder:
        return Seen(
            session,
            "memoryui does not know where this memdir's session transcripts are (it is not a "
            "Claude Code project memory folder).",
        )
    path = transcripts.find(session, transcripts.project_folders(folder))
    if path is None:
        return Seen(
            session,
            "Its session transcript no longer exists (Claude Code deletes transcripts after "
            "its retention period), so which turn wrote it cannot be shown.",
        )
    file_path = os.path.join(record.path, memory.file or memory.path)
    found = transcripts.read(session, path, {file_path, os.path.realpath(file_path)})
    return Seen(session, "", found)


def as_json(seen: Seen) -> dict[str, object]:
    found = seen.found
    turns = found.turns[-5:] if found else []
    return {
        "session": seen.session,
        "said": seen.said or None,
        "transcript": found.transcript if found else None,
        "missing": found is None,
        "started": found.started if found else None,
        "first_prompt": found.first_prompt if found else None,
        "turns": [
            {"line": t.line, "at": t.timestamp, "tool": t.tool, "excerpt": t.excerpt} for t in turns
        ],
        "truncated": found.truncated if found else False,
        "error": (found.error or None) if found else None,
    }
