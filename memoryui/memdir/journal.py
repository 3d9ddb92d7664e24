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
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

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
        data = asdict(self)
        data["path"] = self.path
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        files = [
            FileChange(**{k: f.get(k) for k in ("path", "before_sha256", "after_sha256")})
            for f in data.get("files", [])
        ]
        return cls(
            data["id"], data["at"], data["actor"], data["action"], files, data.get("detail") or {}
        )


def fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_new_file(path: Path, data: bytes) -> None:
    """Write a file that appears whole or not at all (temp, fsync, rename, fsync folder)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    fsync_dir(path.parent)


class StateDir:
    """``.memoryui/``: journal.jsonl, objects/ (versions by hash), archive/, pending/, lock."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)

    @property
    def journal(self) -> Path:
        return self.path / "journal.jsonl"

    def blob_path(self, digest: str) -> Path:
        return self.path / "objects" / digest[:2] / digest

    def store(self, data: bytes) -> str:
        digest = sha256(data)
        target = self.blob_path(digest)
        if not target.exists():
            write_new_file(target, data)
        return digest

    def blob(self, digest: str) -> bytes:
        data = self.blob_path(digest).read_bytes()
        if sha256(data) != digest:
            raise OSError(f"stored version {digest[:12]} is damaged")
        return data

    def append(self, event: Event) -> None:
        """Appends one line and fsyncs before the change is reported as done."""
        self.path.mkdir(parents=True, exist_ok=True)
        line = json.dumps(event.as_json(), ensure_ascii=False, sort_keys=True) + "\n"
        fd = os.open(self.journal, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
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
        try:
            raw = self.journal.read_bytes()
        except FileNotFoundError:
            return []
        events = []
        for line in raw.decode("utf-8", errors="replace").splitlines():
            try:
                events.append(Event.from_json(json.loads(line)))
            except (ValueError, KeyError, TypeError):
                continue
        return events

    def event(self, event_id: str) -> Event | None:
        return next((e for e in self.events() if e.id == event_id), None)
