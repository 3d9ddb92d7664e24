"""The journal and the version store under ``.memoryui/`` (DESIGN §4).

Files, not the database, hold every operator decision and every previous version, so that
deleting the database loses nothing and every change can still be undone. No file here ends in
``.md``: the agent's recall scans every markdown file it finds.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import atomic
from .atomic import O_CLOEXEC, write_new_file

STATE_DIR_NAME = ".memoryui"


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def new_event_id(now: dt.datetime | None = None) -> str:
    """Unique and time-ordered across workers: a UTC timestamp, then random bits."""
    now = now or dt.datetime.now(dt.UTC)
    return now.strftime("%Y%m%dT%H%M%S%fZ") + "-" + secrets.token_hex(4)


@dataclass
class FileChange:
    path: str
    before_sha256: str | None
    after_sha256: str | None
    # The file's mtime before the change, so an undo of "mark as current" puts the time back.
    before_mtime_ns: int | None = None


@dataclass
class Event:
    id: str
    at: str
    actor: str
    action: str
    files: list[FileChange]
    detail: dict[str, Any] = field(default_factory=dict)

    @property
    def path(self) -> str:
        """The main file of the event: the first one listed."""
        return self.files[0].path if self.files else ""

    def as_json(self) -> dict[str, Any]:
        """The journal line (DESIGN §4); previous mtimes ride beside ``files`` in ``mtimes``, so
        each entry of ``files`` keeps exactly the contract's three keys."""
        data = {
            "id": self.id,
            "at": self.at,
            "actor": self.actor,
            "action": self.action,
            "files": [
                {"path": f.path, "before_sha256": f.before_sha256, "after_sha256": f.after_sha256}
                for f in self.files
            ],
            "detail": self.detail,
            "path": self.path,
        }
        mtimes = {f.path: f.before_mtime_ns for f in self.files if f.before_mtime_ns is not None}
        if mtimes:
            data["mtimes"] = mtimes
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        mtimes = data.get("mtimes") if isinstance(data.get("mtimes"), dict) else {}
        files = [
            FileChange(
                str(f["path"]),
                f.get("before_sha256"),
                f.get("after_sha256"),
                mtimes.get(f["path"]) if isinstance(mtimes.get(f["path"]), int) else None,
            )
            for f in data.get("files", [])
        ]
        detail = data.get("detail")
        return cls(
            str(data["id"]),
            str(data["at"]),
            str(data["actor"]),
            str(data["action"]),
            files,
            detail if isinstance(detail, dict) else {},
        )


class StateDir:
    """``.memoryui/``: journal.jsonl, objects/ (versions by hash), archive/, pending/, lock."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        # Where versions that held a secret go once it is redacted: a folder outside the
        # memdir (memoryui's own data), so that ``.memoryui/``, often committed with the
        # memdir, keeps no credential while an editor can still undo the redaction here.
        self.sealed: Path | None = None

    @property
    def journal(self) -> Path:
        return self.path / "journal.jsonl"

    def ensure(self) -> None:
        """Make ``.memoryui/`` and its folders, never the folder it lives in.

        A memdir that was moved away, or an unmounted volume, must not be brought back to life
        by a write: creating parents would hide the writes under the mount point.
        """
        self.path.mkdir(exist_ok=True)
        for sub in ("objects", "pending"):
            (self.path / sub).mkdir(exist_ok=True)

    def write(self, rel: str, data: bytes) -> None:
        """A state file under ``.memoryui/`` (``claims.json``, ``review/candidates.json``) that
        appears whole or not at all; its folders are made inside the state folder only."""
        self.ensure()
        folder, _, name = rel.rpartition("/")
        with atomic.folder(self.path) as state_fd:
            dir_fd = atomic.open_dir(state_fd, folder, create=True)
            try:
                atomic.replace_in(dir_fd, name, data, 0o644)
            finally:
                os.close(dir_fd)

    def read(self, rel: str) -> bytes | None:
        """A state file's bytes, or None when it is not there yet."""
        try:
            return (self.path / rel).read_bytes()
        except FileNotFoundError:
            return None

    def blob_path(self, digest: str) -> Path:
        return self.path / "objects" / digest[:2] / digest

    def store(self, data: bytes) -> str:
        digest = sha256(data)
        target = self.blob_path(digest)
        if not target.exists():
            self.ensure()
            write_new_file(target, data)
        return digest

    def blob(self, digest: str) -> bytes:
        try:
            data = self.blob_path(digest).read_bytes()
        except FileNotFoundError:
            if self.sealed is None:
                raise
            data = (self.sealed / digest).read_bytes()
        if sha256(data) != digest:
            raise OSError(f"stored version {digest[:12]} is damaged")
        return data

    def seal(self, holds: Callable[[bytes], bool]) -> list[str]:
        """Move every stored version for which ``holds(data)`` is true out of ``.memoryui/``
        into the sealed folder; returns their digests. Without a sealed folder nothing moves:
        a version is never deleted, and undo must still find it."""
        if self.sealed is None:
            return []
        moved = []
        for blob in sorted((self.path / "objects").glob("??/*")):
            try:
                data = blob.read_bytes()
            except OSError:
                continue
            if not holds(data):
                continue
            self.sealed.mkdir(parents=True, exist_ok=True, mode=0o700)
            target = self.sealed / blob.name
            if not target.exists():
                write_new_file(target, data, 0o600)
            blob.unlink()
            moved.append(blob.name)
        return moved

    def append(self, event: Event) -> None:
        """Appends one line and fsyncs before the change is reported as done."""
        self.ensure()
        line = json.dumps(event.as_json(), ensure_ascii=False, sort_keys=True) + "\n"
        flags = os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW | O_CLOEXEC
        fd = os.open(self.journal, flags, 0o644)
        try:
            size = os.fstat(fd).st_size
            # A torn last line (a crash mid-append) must not swallow this event.
            if size and os.pread(fd, 1, size - 1) != b"\n":
                line = "\n" + line
            os.write(fd, line.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)

    def events(self) -> list[Event]:
        """Every journaled event, oldest first; a torn last line (a crash mid-append) is skipped."""
        return self.events_since(0)[0]

    def events_since(self, offset: int) -> tuple[list[Event], int]:
        """The events in the journal's complete lines from byte ``offset``, and where they end.

        Lines are split on ``\\n`` bytes only: ``str.splitlines`` also splits on U+2028, U+2029
        and U+0085, which ``ensure_ascii=False`` writes raw, and an event whose note held one
        would never read back (nor be undoable). A last line without its newline is an append
        still under way or torn by a crash: it is left for the next read.
        """
        try:
            with open(self.journal, "rb") as handle:
                handle.seek(offset)
                raw = handle.read()
        except FileNotFoundError:
            return [], 0
        end = raw.rfind(b"\n") + 1
        events = []
        for line in raw[:end].split(b"\n"):
            if not line.strip():
                continue
            try:
                events.append(Event.from_json(json.loads(line)))
            except (ValueError, KeyError, TypeError, AttributeError):
                continue
        return events, offset + end

    def event(self, event_id: str) -> Event | None:
        return next((e for e in self.events() if e.id == event_id), None)
