"""Every version of a memory file that reconcile has seen, kept outside the memdir (DESIGN §11).

One SQLite file per memdir in memoryui's own data folder holds:
- ``blobs``: file contents, keyed by their sha256 and zlib-compressed, each stored once however
  many files or versions share it;
- ``current``: the version of each file last seen (hash, size, mtime, ctime), which the next
  change is compared with, so a file's previous bytes are at hand when the agent overwrites it;
- ``changes``: the log of changes seen, in order (``seq``), each with its before and after hash;
- ``locks``: the times Claude Code's ``.consolidate-lock`` was seen to move.

It lives outside the memdir because reading never writes there and the memdir may be
read-only, and outside the projection database because a rebuild of the database must not
forget what the agent wrote. Losing it loses diffs, never a memory: the memories are the files.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import zlib
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Files larger than this are hashed, never stored: a diff of them could not be shown anyway.
MAX_STORED_BYTES = 2_000_000
CHUNK = 500
SCHEMA_VERSION = 1
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS blobs (
    sha256 TEXT PRIMARY KEY, size INTEGER NOT NULL, data BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS current (
    path TEXT PRIMARY KEY, sha256 TEXT NOT NULL, size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL, ctime_ns INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS changes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    path TEXT NOT NULL,
    from_path TEXT NOT NULL DEFAULT '',
    kind TEXT NOT NULL,
    source TEXT NOT NULL,
    at_ns INTEGER NOT NULL,
    seen_ns INTEGER NOT NULL,
    before_sha256 TEXT,
    after_sha256 TEXT,
    before_size INTEGER,
    after_size INTEGER,
    before_mtime_ns INTEGER,
    detail TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS changes_seen ON changes (seen_ns);
CREATE TABLE IF NOT EXISTS locks (mtime_ns INTEGER PRIMARY KEY, seen_ns INTEGER NOT NULL);
"""


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def change_id(*parts: object) -> str:
    """A change's id: stable (it is kept in the store's log) and short enough for a URL."""
    return sha256("\0".join(str(p) for p in parts).encode())[:16]


@dataclass
class Seen:
    """One file's version as last seen."""

    sha256: str
    size: int
    mtime_ns: int
    ctime_ns: int


@dataclass
class Record:
    """One change seen: a file added, changed, removed, or renamed (``from_path`` to ``path``).

    ``before_sha256`` is None for an added file, ``after_sha256`` for a removed one. A change
    whose earlier version was never kept (the store was lost) has ``kind`` changed or removed
    and a ``before_sha256`` with no blob: its diff is "no longer available".
    """

    id: str
    path: str
    kind: str
    source: str  # seen (by reconcile) | git (from the memdir's repository history)
    at_ns: int
    seen_ns: int
    before_sha256: str | None
    after_sha256: str | None
    from_path: str = ""
    before_size: int | None = None
    after_size: int | None = None
    before_mtime_ns: int | None = None
    detail: dict[str, Any] = field(default_factory=dict)
    seq: int = 0

    COLUMNS = (
        "id",
        "path",
        "from_path",
        "kind",
        "source",
        "at_ns",
        "seen_ns",
        "before_sha256",
        "after_sha256",
        "before_size",
        "after_size",
        "before_mtime_ns",
    )

    def row(self) -> tuple:
        return (*(getattr(self, c) for c in self.COLUMNS), json.dumps(self.detail))

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> Record:
        values = {c: row[c] for c in cls.COLUMNS}
        try:
            detail = json.loads(row["detail"] or "{}")
        except ValueError:
            detail = {}
        return cls(**values, detail=detail if isinstance(detail, dict) else {}, seq=row["seq"])


def compress(datas: list[bytes]) -> list[bytes]:
    """zlib at level 1: on memory text within a few percent of level 6's size in two thirds
    of the time, and a cold sync compresses every file of the memdir."""
    return [zlib.compress(data, 1) for data in datas]


def store_name(memdir_path: str) -> str:
    """The store's file name for a memdir: a hash of its resolved path (a slug can change)."""
    return sha256(os.fsencode(os.path.realpath(memdir_path)))[:20] + ".sqlite3"


class VersionStore:
    """The versions of one memdir, in one SQLite file (see the module docstring)."""

    def __init__(self, path: str | os.PathLike[str], memdir_path: str = "") -> None:
        self.path = Path(path)
        self.memdir_path = memdir_path

    @classmethod
    def for_memdir(cls, folder: str | os.PathLike[str], memdir_path: str) -> VersionStore:
        return cls(Path(folder) / store_name(memdir_path), memdir_path)

    @property
    def exists(self) -> bool:
        return self.path.exists()

    @contextmanager
    def connect(self, *, write: bool = False) -> Iterator[sqlite3.Connection]:
        """A connection; with ``write``, one IMMEDIATE transaction committed at the end (or
        rolled back on an error), and the file made first if it is not there yet.

        A reader of a store that does not exist gets an empty in-memory one: looking must not
        create files.
        """
        if not write and not self.exists:
            conn = sqlite3.connect(":memory:")
            conn.row_factory = sqlite3.Row
            conn.executescript(SCHEMA)
            try:
                yield conn
            finally:
                conn.close()
            return
        if write:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        new = write and not self.exists
        conn = sqlite3.connect(self.path, timeout=30, isolation_level=None)
        conn.row_factory = sqlite3.Row
        try:
            if new:
                # Versions of a kilobyte or two fill 16 KB pages with less slack than 4 KB ones
                # (a tenth less on disk), and pages a prune frees go back to the file system
                # bit by bit, without a VACUUM that would wait for every reader. Both are set
                # before the first table exists.
                conn.execute("PRAGMA page_size=16384")
                conn.execute("PRAGMA auto_vacuum=INCREMENTAL")
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            if write:
                # The schema once per file, not on every look: a reconcile opens this often.
                if conn.execute("PRAGMA user_version").fetchone()[0] < SCHEMA_VERSION:
                    conn.executescript(SCHEMA)
                    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                conn.execute("BEGIN IMMEDIATE")
                try:
                    yield conn
                except BaseException:
                    conn.execute("ROLLBACK")
                    raise
                conn.execute("COMMIT")
            else:
                yield conn
        finally:
            conn.close()

    # --- meta --------------------------------------------------------------------------------

    @staticmethod
    def meta(conn: sqlite3.Connection, key: str, default: str = "") -> str:
        row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else default

    @staticmethod
    def set_meta(conn: sqlite3.Connection, key: str, value: str) -> None:
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    def baselined(self, conn: sqlite3.Connection) -> bool:
        """Whether this store has ever seen the whole memdir (its first reconcile)."""
        return bool(self.meta(conn, "baseline_ns"))

    # --- blobs -------------------------------------------------------------------------------

    @staticmethod
    def put(conn: sqlite3.Connection, data: bytes) -> str:
        """Store ``data`` once under its hash; a second copy costs one index lookup."""
        return VersionStore.put_many(conn, [data])[0]

    @staticmethod
    def put_many(
        conn: sqlite3.Connection, datas: list[bytes], digests: list[str] | None = None
    ) -> list[str]:
        """Store each of ``datas`` (whose hashes are ``digests``, when known) once; returns
        their hashes, in order."""
        digests = digests or [sha256(data) for data in datas]
        wanted = {d: data for d, data in zip(digests, datas, strict=True)}
        present = set()
        keys = list(wanted)
        for start in range(0, len(keys), CHUNK):
            chunk = keys[start : start + CHUNK]
            marks = ",".join("?" * len(chunk))
            rows = conn.execute(f"SELECT sha256 FROM blobs WHERE sha256 IN ({marks})", chunk)
            present.update(row[0] for row in rows)
        new = [(d, data) for d, data in wanted.items() if d not in present]
        new = [(d, data) for d, data in new if len(data) <= MAX_STORED_BYTES]
        packed = compress([data for _, data in new])
        conn.executemany(
            "INSERT OR IGNORE INTO blobs (sha256, size, data) VALUES (?, ?, ?)",
            [(d, len(data), z) for (d, data), z in zip(new, packed, strict=True)],
        )
        return digests

    def get(self, digest: str | None) -> bytes | None:
        """The bytes of a version, or None when it was never stored, was dropped, or is damaged."""
        if not digest:
            return None
        with self.connect() as conn:
            row = conn.execute("SELECT data FROM blobs WHERE sha256 = ?", (digest,)).fetchone()
        if row is None:
            return None
        try:
            data = zlib.decompress(row[0])
        except zlib.error:
            return None
        return data if sha256(data) == digest else None

    def stored(self, digests: Iterable[str | None]) -> set[str]:
        """Which of ``digests`` the store holds."""
        wanted = sorted({d for d in digests if d})
        found: set[str] = set()
        with self.connect() as conn:
            for start in range(0, len(wanted), CHUNK):
                chunk = wanted[start : start + CHUNK]
                marks = ",".join("?" * len(chunk))
                rows = conn.execute(f"SELECT sha256 FROM blobs WHERE sha256 IN ({marks})", chunk)
                found.update(r[0] for r in rows)
        return found

    # --- what was seen last ------------------------------------------------------------------

    @staticmethod
    def current(conn: sqlite3.Connection, paths: Iterable[str] | None = None) -> dict[str, Seen]:
        """The version last seen of each of ``paths`` (of every file, without ``paths``)."""
        found: dict[str, Seen] = {}
        if paths is None:
            for row in conn.execute("SELECT * FROM current"):
                found[row["path"]] = Seen(*tuple(row)[1:])
            return found
        wanted = list(paths)
        for start in range(0, len(wanted), CHUNK):
            chunk = wanted[start : start + CHUNK]
            marks = ",".join("?" * len(chunk))
            for row in conn.execute(f"SELECT * FROM current WHERE path IN ({marks})", chunk):
                found[row["path"]] = Seen(*tuple(row)[1:])
        return found

    @staticmethod
    def set_current(conn: sqlite3.Connection, rows: list[tuple[str, Seen]]) -> None:
        conn.executemany(
            "INSERT OR REPLACE INTO current (path, sha256, size, mtime_ns, ctime_ns) "
            "VALUES (?, ?, ?, ?, ?)",
            [(p, s.sha256, s.size, s.mtime_ns, s.ctime_ns) for p, s in rows],
        )

    @staticmethod
    def drop_current(conn: sqlite3.Connection, paths: Iterable[str]) -> None:
        conn.executemany("DELETE FROM current WHERE path = ?", [(p,) for p in paths])

    # --- the log of changes ------------------------------------------------------------------

    @staticmethod
    def add(conn: sqlite3.Connection, records: list[Record]) -> None:
        marks = ",".join("?" * (len(Record.COLUMNS) + 1))
        columns = ", ".join((*Record.COLUMNS, "detail"))
        conn.executemany(
            f"INSERT OR IGNORE INTO changes ({columns}) VALUES ({marks})",
            [r.row() for r in records],
        )

    @staticmethod
    def annotate(conn: sqlite3.Connection, record_id: str, detail: dict[str, Any]) -> None:
        """Add to a change's detail (the commit that recorded it) and move it to the end of
        the log, so that a projection reading the log from where it stopped sees it again."""
        row = conn.execute("SELECT * FROM changes WHERE id = ?", (record_id,)).fetchone()
        if row is None:
            return
        record = Record.from_row(row)
        record.detail.update(detail)
        conn.execute("DELETE FROM changes WHERE id = ?", (record_id,))
        VersionStore.add(conn, [record])

    def records(self, after_seq: int = 0, *, with_locks: bool = False) -> Any:
        """The changes logged after ``after_seq``, in order (with ``with_locks``, and the lock
        times too when there are any: one look at the file for both)."""
        with self.connect() as conn:
            rows = conn.execute("SELECT * FROM changes WHERE seq > ? ORDER BY seq", (after_seq,))
            found = [Record.from_row(row) for row in rows]
            if not with_locks:
                return found
            locks = conn.execute("SELECT mtime_ns FROM locks ORDER BY mtime_ns") if found else []
            return found, [row[0] for row in locks]

    def last_seq(self) -> int:
        with self.connect() as conn:
            row = conn.execute("SELECT MAX(seq) FROM changes").fetchone()
        return int(row[0] or 0)

    def ids(self) -> set[str]:
        with self.connect() as conn:
            return {row[0] for row in conn.execute("SELECT id FROM changes")}

    # --- consolidation runs ------------------------------------------------------------------

    @staticmethod
    def saw_lock(conn: sqlite3.Connection, mtime_ns: int, seen_ns: int) -> None:
        conn.execute(
            "INSERT OR IGNORE INTO locks (mtime_ns, seen_ns) VALUES (?, ?)", (mtime_ns, seen_ns)
        )

    def locks(self) -> list[int]:
        with self.connect() as conn:
            return [row[0] for row in conn.execute("SELECT mtime_ns FROM locks ORDER BY mtime_ns")]

    # --- staying bounded ---------------------------------------------------------------------

    def prune(self, before_ns: int, keep: Iterable[str]) -> list[str]:
        """Drop the changes seen before ``before_ns`` except ``keep`` (the ones still open),
        then every version neither a remaining change nor a file's current state needs.

        Returns the ids dropped.
        """
        keep = set(keep)
        if not self.exists:
            return []
        with self.connect(write=True) as conn:
            old = [
                row[0]
                for row in conn.execute("SELECT id FROM changes WHERE seen_ns < ?", (before_ns,))
                if row[0] not in keep
            ]
            conn.executemany("DELETE FROM changes WHERE id = ?", [(i,) for i in old])
            conn.execute(
                "DELETE FROM blobs WHERE sha256 NOT IN (SELECT sha256 FROM current) "
                "AND sha256 NOT IN (SELECT before_sha256 FROM changes WHERE before_sha256 "
                "IS NOT NULL) AND sha256 NOT IN (SELECT after_sha256 FROM changes WHERE "
                "after_sha256 IS NOT NULL)"
            )
            conn.execute("DELETE FROM locks WHERE mtime_ns < ?", (before_ns,))
            self.set_meta(conn, "pruned_before_ns", str(before_ns))
        with self.connect() as conn:
            # Give the freed pages back to the file system. Run as a script: one step of
            # the statement, which is all ``execute`` takes here, frees a single page.
            conn.executescript("PRAGMA incremental_vacuum; PRAGMA wal_checkpoint(PASSIVE);")
        return old

    def size(self) -> int:
        """Bytes on disk (the file and its write-ahead log)."""
        total = 0
        for suffix in ("", "-wal"):
            try:
                total += os.stat(f"{self.path}{suffix}").st_size
            except OSError:
                pass
        return total
