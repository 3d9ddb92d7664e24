"""The projection, read-only and without Django: which database, which memdir, how fresh.

The dashboard's settings say where the projection is (``DATABASE_URL``, else ``MEMORYUI_DB``,
else ``var/memoryui.sqlite3`` of the checkout); this reads the same variables without loading
them, since ``memoryui.settings`` imports Django. SQLite is opened read-only (``mode=ro`` and
``query_only``) with a short busy timeout, PostgreSQL in a read-only transaction: the agent's
side can never write the projection, and a locked database is an answer ("not now"), not a
wait.
"""

from __future__ import annotations

import datetime as dt
import os
import re
from collections.abc import Sequence

# As ``memdir.discover.sanitize`` (Claude Code names a project's folder so); repeated here
# because discover imports dataclasses, which costs the hook a quarter of its budget. A test
# holds the two to the same answers.
NOT_SANITIZED = re.compile(r"[^a-zA-Z0-9]")
STATE_DIR_NAME = ".memoryui"
# How long the hook waits for a database another process holds locked.
BUSY_TIMEOUT = 0.05


class Unavailable(Exception):
    """The projection cannot answer now (missing, locked, unreadable): the agent is told
    nothing rather than something unsure."""


def sanitize(path: str) -> str:
    return NOT_SANITIZED.sub("-", path)


def package_root() -> str:
    """The checkout (or installation) memoryui runs from: ``var/`` lives there by default."""
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def default_database(env: dict[str, str] | os._Environ[str] = os.environ) -> tuple[str, str]:
    """(``sqlite``, path) or (``postgresql``, URL), as ``memoryui.settings`` decides."""
    if env.get("DATABASE_URL"):
        return "postgresql", env["DATABASE_URL"]
    if env.get("MEMORYUI_DB"):
        return "sqlite", env["MEMORYUI_DB"]
    var = env.get("MEMORYUI_VAR_DIR") or os.path.join(package_root(), "var")
    return "sqlite", os.path.join(var, "memoryui.sqlite3")


class Record:
    """One memdir the dashboard serves (a row of ``memoryui_memdirrecord``)."""

    __slots__ = ("details", "id", "kind", "path", "slug")

    def __init__(self, id: int, slug: str, path: str, kind: str, details: object) -> None:
        self.id, self.slug, self.path, self.kind = id, slug, path, kind
        self.details = _json_object(details)

    @property
    def project_folder(self) -> str:
        """The Claude Code project folder this memory belongs to (``-home-me-src-shop``), or "".

        From what discovery recorded, else from the memdir's own place in Claude Code's layout
        (``…/projects/<folder>/memory``, and its ``team/``).
        """
        project = self.details.get("project")
        if isinstance(project, dict) and isinstance(project.get("folder"), str):
            return project["folder"]
        parts = self.path.rstrip("/").split("/")
        if self.kind == "team" and len(parts) > 3 and parts[-4] == "projects":
            return parts[-3]
        if len(parts) > 2 and parts[-1] == "memory" and parts[-3] == "projects":
            return parts[-2]
        return ""

    @property
    def project_path(self) -> str:
        """The repository a session transcript confirmed this memory belongs to, or ""."""
        project = self.details.get("project")
        if isinstance(project, dict) and project.get("confirmed"):
            return str(project.get("path") or "")
        return ""


def _json_object(value: object) -> dict:
    if isinstance(value, dict):
        return value
    if not value or value == "{}":
        return {}
    import json  # as in core: only when there is something to parse

    try:
        loaded = json.loads(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


class Projection:
    """A read-only connection to the projection: ``cursor``, ``dialect`` and ``placeholder``
    as ``core.recall`` takes them."""

    def __init__(self, connection: object, dialect: str) -> None:
        self.connection = connection
        self.dialect = dialect
        self.placeholder = "?" if dialect == "sqlite" else "%s"
        self.cursor = connection.cursor()  # type: ignore[attr-defined]

    def close(self) -> None:
        try:
            self.connection.close()  # type: ignore[attr-defined]
        except Exception:  # closing a broken connection must not turn an answer into an error
            pass

    def rows(self, sql: str, params: Sequence[object] = ()) -> list[tuple]:
        if self.placeholder != "%s":
            sql = sql.replace("%s", self.placeholder)
        try:
            self.cursor.execute(sql, list(params))  # type: ignore[attr-defined]
            return self.cursor.fetchall()  # type: ignore[attr-defined]
        except Exception as exc:  # a missing table, a lock: the projection cannot answer
            raise Unavailable(f"the projection cannot answer: {exc}") from None

    def records(self) -> list[Record]:
        found = self.rows(
            "SELECT id, slug, path, kind, details FROM memoryui_memdirrecord "
            "ORDER BY position, slug"
        )
        return [Record(*row) for row in found]

    def synced_at(self, record: Record) -> float | None:
        """When the projection of ``record`` last changed (seconds since the epoch), or None
        when it was never synced."""
        found = self.rows(
            "SELECT synced_at FROM memoryui_projectionstate WHERE memdir_id = %s", [record.id]
        )
        if not found or found[0][0] is None:
            return None
        return _epoch(found[0][0])


def _epoch(value: object) -> float:
    """A stored timestamp in seconds: PostgreSQL gives an aware datetime, SQLite Django's text
    (in UTC, without an offset)."""
    if not isinstance(value, dt.datetime):
        value = dt.datetime.fromisoformat(str(value))
    if value.tzinfo is None:
        value = value.replace(tzinfo=dt.UTC)
    return value.timestamp()


def open_sqlite(path: str) -> Projection:
    import sqlite3

    if not os.path.isfile(path):
        raise Unavailable(f"there is no projection at {path} (run: manage.py sync)")
    uri = "file:" + path.replace("%", "%25").replace("?", "%3F").replace("#", "%23")
    try:
        connection = sqlite3.connect(
            uri + "?mode=ro", uri=True, timeout=BUSY_TIMEOUT, isolation_level=None
        )
        connection.execute("PRAGMA query_only = 1")
        # Pages read straight from the file's mapping: a fresh process has no page cache of
        # its own, and copying each page in through read() cost it a third of the query.
        connection.execute("PRAGMA mmap_size = 268435456")
    except sqlite3.Error as exc:
        raise Unavailable(f"the projection at {path} cannot be opened: {exc}") from None
    return Projection(connection, "sqlite")


def open_postgresql(url: str) -> Projection:
    try:
        import psycopg

        connection = psycopg.connect(
            url,
            connect_timeout=2,
            # Read-only on the server's side too, and never a long wait.
            options="-c default_transaction_read_only=on -c statement_timeout=2000 "
            "-c lock_timeout=100",
        )
    except Exception as exc:  # no driver, no server, a refused password: nothing to say
        raise Unavailable(f"the projection's database cannot be reached: {exc}") from None
    return Projection(connection, "postgresql")


def connect(database: tuple[str, str] | None = None) -> Projection:
    dialect, where = database or default_database()
    if dialect == "postgresql":
        return open_postgresql(where)
    return open_sqlite(where)


# --- which memdir a session is about ---------------------------------------------------------


def git_root(cwd: str) -> str | None:
    """The repository ``cwd`` is in, as Claude Code names project memory after it: the main
    checkout's root, also from inside a linked worktree (whose ``.git`` is a file)."""
    folder = os.path.normpath(cwd)
    while True:
        dot_git = os.path.join(folder, ".git")
        if os.path.isdir(dot_git):
            return folder
        if os.path.isfile(dot_git):
            return _main_checkout(dot_git) or folder
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def _main_checkout(dot_git: str) -> str | None:
    """A worktree's ``.git`` file names its git dir; that one's ``commondir`` the main one."""
    try:
        with open(dot_git, encoding="utf-8") as handle:
            line = handle.read(4096).strip()
        if not line.startswith("gitdir:"):
            return None
        gitdir = os.path.join(os.path.dirname(dot_git), line[7:].strip())
        with open(os.path.join(gitdir, "commondir"), encoding="utf-8") as handle:
            common = os.path.normpath(os.path.join(gitdir, handle.read(4096).strip()))
    except (OSError, UnicodeDecodeError):
        return None
    return os.path.dirname(common) if os.path.basename(common) == ".git" else None


def _ancestors(path: str) -> list[str]:
    found = []
    folder = os.path.normpath(path)
    while True:
        found.append(folder)
        parent = os.path.dirname(folder)
        if parent == folder:
            return found
        folder = parent


def memdirs_for(records: list[Record], cwd: str) -> list[Record]:
    """The memdirs a session in ``cwd`` remembers with: its project's memory and the project's
    team memory, as Claude Code finds them (the git root's folder under ``projects/``, else the
    folder the session started in or one above it), or a memdir whose project a transcript
    confirmed to hold ``cwd``. None when ``cwd`` belongs to no memdir served here."""
    if not cwd or not os.path.isabs(cwd) or "\x00" in cwd:
        return []
    projects = [r for r in records if r.kind in ("project", "team")]
    root = git_root(cwd)
    candidates = ([root] if root else []) + _ancestors(cwd)
    for candidate in candidates:
        folder = sanitize(candidate)
        chosen = [r for r in projects if r.project_folder == folder]
        if chosen:
            return chosen
    inside = [
        r
        for r in records
        if r.project_path
        and (cwd == r.project_path or cwd.startswith(r.project_path.rstrip("/") + "/"))
    ]
    if not inside:
        return []
    longest = max(len(r.project_path) for r in inside)
    return [r for r in inside if len(r.project_path) == longest]


# --- is the projection as new as the memdir? -------------------------------------------------


def _ctime(path: str) -> float | None:
    try:
        return os.lstat(path).st_ctime
    except OSError:
        return None


def unseen_since(root: str, synced_at: float, files: Sequence[str] = ()) -> float | None:
    """The oldest change the projection has not seen, as far as a few stat calls can tell
    (seconds since the epoch), or None when it has seen everything they show.

    Looks at the memdir's folder and its first-level folders (a file made, removed or renamed
    there changes them), MEMORY.md, and ``files`` (the memories about to be shown). A change
    time (ctime), since a restored mtime would hide an edit.
    """
    paths = [root, os.path.join(root, "MEMORY.md")]
    try:
        with os.scandir(root) as entries:
            paths += [
                e.path
                for e in entries
                if not e.name.startswith(".") and e.is_dir(follow_symlinks=False)
            ]
    except OSError:
        return None
    for rel in files:
        paths += [os.path.join(root, rel), os.path.dirname(os.path.join(root, rel))]
    # A second of slack: the projection's own clock and the file system's round differently.
    later = [c for c in map(_ctime, dict.fromkeys(paths)) if c is not None and c > synced_at + 1]
    return min(later) if later else None


def changed_on_disk(root: str, memories: Sequence[object]) -> list[str]:
    """The memories whose file is no longer the version the projection read (size or mtime
    differ, or the file is gone): what the projection says of them may be out of date."""
    changed = []
    for memory in memories:
        file = str(memory.file or memory.path)  # type: ignore[attr-defined]
        try:
            st = os.lstat(os.path.join(root, file))
        except OSError:
            changed.append(file)
            continue
        size = memory.file_size or memory.size  # type: ignore[attr-defined]
        if st.st_mtime_ns != memory.mtime_ns or st.st_size != size:  # type: ignore[attr-defined]
            changed.append(file)
    return changed
