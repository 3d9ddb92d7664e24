"""What changed in a memdir between two looks, and how to take a change back (DESIGN §11).

``observe`` compares the files a reconcile found changed with the versions the store last saw,
keeps the new versions, and logs each real change once: a touched file whose bytes did not
change is no change, and a file that vanished while another with its very bytes appeared is a
rename. ``groups`` finds the consolidation runs among the changes. ``plan_revert`` and
``plan_decision`` turn the operator's verdicts into plans for the one write path.

Nothing here writes to the memdir, and ``.consolidate-lock`` is only ever stat'ed: its mtime
is Claude Code's own timer for the next consolidation.
"""

from __future__ import annotations

import bisect
import hashlib
import itertools
import os
import posixpath
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import atomic, githistory
from .errors import WriteRefused
from .files import FileStat
from .plans import Plan
from .safewrite import Change, Memdir
from .versions import CHUNK, MAX_STORED_BYTES, Record, Seen, VersionStore, change_id, sha256

KINDS = ("added", "changed", "removed", "renamed")
CONSOLIDATE_LOCK = ".consolidate-lock"
# A batch: changes at most this far apart, at least this many of them.
BATCH_GAP_NS = 5 * 10**9
BATCH_MIN = 5
# How long after the lock moved the files a consolidation run writes are counted as its own.
RUN_WINDOW_NS = 30 * 60 * 10**9
ACTIONS = {"keep": "changes-keep", "later": "changes-later", "revert": "changes-revert"}
DECISIONS = {action: key for key, action in ACTIONS.items()}
# Journal lines stay small: a consolidation of thousands of files lists only their ids.
FILES_IN_DETAIL = 50


@dataclass
class Observed:
    """What one look found: the changes logged, and whether it was the store's first look."""

    records: list[Record] = field(default_factory=list)
    first: bool = False
    lock_ns: int | None = None


def _read_version(root_fd: int, stat: FileStat) -> tuple[Seen, bytes | None] | None:
    """One file's version and its bytes (None when too large to keep); None when it vanished."""
    try:
        fd = atomic.open_file(root_fd, stat.path)
    except OSError:
        return None
    try:
        st = atomic.require_regular(fd, stat.path)
        if st.st_size > MAX_STORED_BYTES:
            digest, data = _hash_large(fd), None
        else:
            data = atomic.read_fd(fd)
            digest = sha256(data)
    except OSError:
        return None
    finally:
        os.close(fd)
    return Seen(digest, st.st_size, st.st_mtime_ns, st.st_ctime_ns), data


def _hash_large(fd: int) -> str:
    """The hash of a file too large to keep, read a megabyte at a time."""
    digest = hashlib.sha256()
    offset = 0
    while chunk := os.pread(fd, 1 << 20, offset):
        digest.update(chunk)
        offset += len(chunk)
    return digest.hexdigest()


def folder_time(root_fd: int, rel: str, now_ns: int) -> int:
    """When a name left or entered its folder: the folder's mtime (the nearest folder still
    there), never later than now."""
    folder = posixpath.dirname(rel)
    while True:
        try:
            st = os.stat(folder or ".", dir_fd=root_fd, follow_symlinks=False)
            return min(st.st_mtime_ns, now_ns)
        except OSError:
            if not folder:
                return now_ns
            folder = posixpath.dirname(folder)


def lock_time(root_fd: int) -> int | None:
    """The mtime of Claude Code's ``.consolidate-lock``, by a stat: never opened, never touched."""
    try:
        st = os.stat(CONSOLIDATE_LOCK, dir_fd=root_fd, follow_symlinks=False)
    except OSError:
        return None
    return st.st_mtime_ns


def observe(
    store: VersionStore,
    root: str,
    stale: Iterable[FileStat],
    removed: Iterable[str],
    *,
    now_ns: int,
    complete: bool = False,
    previous: Callable[[], dict[str, str]] | None = None,
    rest: Callable[[], Iterable[FileStat]] | None = None,
    git: bool = False,
) -> Observed:
    """Log what changed among ``stale`` (files whose stat moved) and ``removed``.

    ``complete`` says ``stale`` is every file there is (a cold sync): what the store knew and
    is not among them is gone. A store that never looked before takes ``stale`` and ``rest()``
    (the other files) as its starting point and logs nothing, unless ``previous()`` (the
    hashes the projection last read) says what the files were: then the store was lost, and
    the changes since are logged with earlier versions that are no longer kept. Both are
    asked only on a store's first look. In a ``git`` memdir, a change its
    commits already explain (read just before) is not logged a second time.
    """
    found = Observed()
    with store.connect(write=True) as conn, atomic.folder(root) as root_fd:
        found.first = not store.baselined(conn)
        recording = not found.first or previous is not None
        previous = previous() if found.first and previous is not None else {}
        candidates: list[Record] = []
        seen: set[str] = set()
        for stat, prev, version in _versions(conn, root_fd, stale, seen):
            if not recording or (prev is not None and prev.sha256 == version.sha256):
                continue
            before = prev.sha256 if prev is not None else previous.get(stat.path)
            if before == version.sha256:
                continue
            if git and _explained(conn, stat.path, before, version.sha256):
                continue
            candidates.append(
                Record(
                    change_id("seen", stat.path, before, version.sha256, now_ns),
                    stat.path,
                    "changed" if before else "added",
                    "seen",
                    version.mtime_ns,
                    now_ns,
                    before,
                    version.sha256,
                    before_size=prev.size if prev else None,
                    after_size=version.size,
                    before_mtime_ns=prev.mtime_ns if prev else None,
                )
            )
        gone = list(removed)
        if complete:
            gone = [path for path in VersionStore.current(conn) if path not in seen]
        if recording:
            candidates += _removals(conn, root_fd, gone, previous, now_ns)
        VersionStore.drop_current(conn, gone)
        if found.first:
            # The rest of the memdir, as it is now: what the next change is compared with.
            others = (s for s in (rest() if rest else ()) if s.path not in seen)
            for _ in _versions(conn, root_fd, others, seen):
                pass
            VersionStore.set_meta(conn, "baseline_ns", str(now_ns))
        found.records = pair_renames(
            candidates, lambda r: folder_time(root_fd, r.path, now_ns), "seen", now_ns
        )
        VersionStore.add(conn, found.records)
        found.lock_ns = lock_time(root_fd)
        if found.lock_ns is not None:
            VersionStore.saw_lock(conn, found.lock_ns, now_ns)
    return found


def _removals(
    conn: Any, root_fd: int, gone: list[str], previous: dict[str, str], now_ns: int
) -> list[Record]:
    """A record for each file gone that was known (to the store, or to the projection)."""
    known = VersionStore.current(conn, gone)
    found = []
    for path in gone:
        prev = known.get(path)
        before = prev.sha256 if prev is not None else previous.get(path)
        if before is None:
            continue
        found.append(
            Record(
                change_id("seen", path, before, None, now_ns),
                path,
                "removed",
                "seen",
                folder_time(root_fd, path, now_ns),
                now_ns,
                before,
                None,
                before_size=prev.size if prev else None,
                before_mtime_ns=prev.mtime_ns if prev else None,
            )
        )
    return found


def _versions(conn: Any, root_fd: int, stats: Iterable[FileStat], seen: set[str]):
    """Each file of ``stats`` whose version moved: (stat, version last seen, version now).

    A file whose size, mtime and ctime equal the last look is not read again; a link or a name
    that cannot be shown is not a version (it is listed as a problem elsewhere).
    """
    batch: list[FileStat] = []

    def flush() -> list[tuple[FileStat, Seen | None, Seen]]:
        known = VersionStore.current(conn, [s.path for s in batch])
        out, updates, datas, digests = [], [], [], []
        for stat in batch:
            prev = known.get(stat.path)
            if prev is not None and (prev.size, prev.mtime_ns, prev.ctime_ns) == tuple(stat[1:4]):
                continue
            read = _read_version(root_fd, stat)
            if read is None:
                # Gone between the walk and the read: the next look sees it removed.
                seen.discard(stat.path)
                continue
            version, data = read
            if data is not None:
                datas.append(data)
                digests.append(version.sha256)
            updates.append((stat.path, version))
            out.append((stat, prev, version))
        VersionStore.put_many(conn, datas, digests)
        VersionStore.set_current(conn, updates)
        batch.clear()
        return out

    for stat in stats:
        if stat.is_symlink or stat.bad_name:
            continue
        seen.add(stat.path)
        batch.append(stat)
        if len(batch) >= CHUNK:
            yield from flush()
    if batch:
        yield from flush()


def _explained(conn: Any, path: str, before: str | None, after: str) -> bool:
    """Whether the memdir's commits already took ``path`` from ``before`` to ``after``."""
    rows = conn.execute(
        "SELECT before_sha256, after_sha256 FROM changes WHERE path = ? AND source = 'git'",
        (path,),
    ).fetchall()
    return any(r[1] == after for r in rows) and any(r[0] == before for r in rows)


def pair_renames(
    candidates: list[Record], when: Callable[[Record], int], source: str, salt: object
) -> list[Record]:
    """A file removed and another added with the very same bytes, at once, is a rename."""
    added: dict[str, list[Record]] = {}
    for record in candidates:
        if record.kind == "added" and record.after_sha256:
            added.setdefault(record.after_sha256, []).append(record)
    paired: set[str] = set()
    out: list[Record] = []
    for record in candidates:
        if record.kind != "removed" or not added.get(record.before_sha256 or ""):
            continue
        target = added[record.before_sha256].pop(0)
        paired |= {record.id, target.id}
        out.append(
            Record(
                change_id(source, record.path, target.path, target.after_sha256, salt),
                target.path,
                "renamed",
                source,
                when(target),
                target.seen_ns,
                record.before_sha256,
                target.after_sha256,
                from_path=record.path,
                before_size=record.before_size,
                after_size=target.after_size,
                before_mtime_ns=record.before_mtime_ns,
                detail=target.detail,
            )
        )
    return [r for r in candidates if r.id not in paired] + out


# --- a git memdir's commits ----------------------------------------------------------------------


def ingest_git(
    store: VersionStore,
    repo: githistory.Repo,
    *,
    since_ns: int,
    now_ns: int,
    suffixes: tuple[str, ...] = (".md",),
    skip: tuple[str, ...] = (),
) -> list[str]:
    """Log the memory files' changes in the commits not read yet (the first time: those since
    ``since_ns``), with their versions taken from git.

    A change already seen on disk (the agent wrote, then somebody committed) stays one change:
    it gets its commit, and no second entry. Returns the ids logged or given a commit.
    """
    top = githistory.head(repo)
    if top is None:
        return []
    with store.connect(write=True) as conn:
        last = VersionStore.meta(conn, "git_head")
        if last == top:
            return []
        if last and not githistory.is_ancestor(repo, last, top):
            last = ""
        found = githistory.commits(
            repo, after=last or None, since_ns=since_ns, suffixes=suffixes, skip=skip
        )
        if found is None:
            return []
        ids = [b for c in found for f in c.files for b in (f.before_blob, f.after_blob) if b]
        contents = githistory.blobs(repo, ids)
        blob_ids = list(contents)
        stored = VersionStore.put_many(conn, [contents[b] for b in blob_ids])
        digests = dict(zip(blob_ids, stored, strict=True))
        records: list[Record] = []
        annotated: list[str] = []
        for commit in found:
            candidates = [_git_record(commit, f, digests, contents, now_ns) for f in commit.files]
            paired = pair_renames(candidates, lambda r: r.at_ns, "git", commit.sha)
            for record in paired:
                seen = _seen_twin(conn, record)
                if seen:
                    VersionStore.annotate(conn, seen, {"commit": record.detail["commit"]})
                    annotated.append(seen)
                else:
                    records.append(record)
        VersionStore.add(conn, records)
        VersionStore.set_meta(conn, "git_head", top)
    return [r.id for r in records] + annotated


def _git_record(
    commit: githistory.Commit,
    change: githistory.FileChange,
    digests: dict[str, str],
    contents: dict[str, bytes],
    now_ns: int,
) -> Record:
    before = digests.get(change.before_blob or "")
    after = digests.get(change.after_blob or "")
    kind = "added" if change.before_blob is None else "removed" if after is None else "changed"
    return Record(
        change_id("git", commit.sha, change.path),
        change.path,
        kind,
        "git",
        commit.at_ns,
        now_ns,
        before,
        after,
        before_size=len(contents.get(change.before_blob or "", b"")) if before else None,
        after_size=len(contents.get(change.after_blob or "", b"")) if after else None,
        detail={
            "commit": {"sha": commit.sha, "author": commit.author, "subject": commit.subject[:200]}
        },
    )


def _seen_twin(conn: Any, record: Record) -> str:
    """The id of the same change seen on disk, not yet given a commit, or ""."""
    row = conn.execute(
        "SELECT id FROM changes WHERE source = 'seen' AND path = ? AND from_path = ? "
        "AND before_sha256 IS ? AND after_sha256 IS ? AND json_extract(detail, '$.commit') "
        "IS NULL ORDER BY seq DESC LIMIT 1",
        (record.path, record.from_path, record.before_sha256, record.after_sha256),
    ).fetchone()
    return row[0] if row else ""


# --- consolidation runs ------------------------------------------------------------------------


def groups(rows: Sequence[tuple[str, int]], locks: Sequence[int]) -> dict[str, str]:
    """Which changes (id, when) belong together, as a group key per id.

    A consolidation run is what was written within ``RUN_WINDOW_NS`` after the lock moved (the
    lock's mtime is when the run started); otherwise a batch is ``BATCH_MIN`` or more changes
    each within ``BATCH_GAP_NS`` of the one before. A change in neither has no group.
    """
    ordered = sorted(rows, key=lambda r: (r[1], r[0]))
    locks = sorted(locks)
    found: dict[str, str] = {}
    loose: list[tuple[str, int]] = []
    for record_id, at in ordered:
        index = bisect.bisect_right(locks, at) - 1
        if index >= 0 and at - locks[index] <= RUN_WINDOW_NS:
            found[record_id] = f"run-{locks[index]}"
        else:
            loose.append((record_id, at))
    batch: list[tuple[str, int]] = []
    for item in [*loose, None]:
        if item is not None and batch and item[1] - batch[-1][1] <= BATCH_GAP_NS:
            batch.append(item)
            continue
        if len(batch) >= BATCH_MIN:
            for record_id, _ in batch:
                found[record_id] = f"batch-{batch[0][1]}"
        batch = [item] if item is not None else []
    return found


# --- the operator's verdicts -------------------------------------------------------------------


class FolderGone(WriteRefused):
    """Reverting would re-create a file in a folder that is no longer there: ask first."""

    def __init__(self, folders: list[str]) -> None:
        self.folders = folders
        names = ", ".join(folders)
        super().__init__(
            f"The folder {names} is no longer there: reverting re-creates it. Confirm to go on."
        )


@dataclass(frozen=True)
class Step:
    """What one change did to one path (a rename does two things: one path goes, one comes)."""

    record_id: str
    path: str
    before: str | None
    after: str | None
    before_mtime_ns: int | None


def steps(record: Record) -> list[Step]:
    if record.kind == "renamed":
        return [
            Step(record.id, record.from_path, record.before_sha256, None, record.before_mtime_ns),
            Step(record.id, record.path, None, record.after_sha256, record.before_mtime_ns),
        ]
    before, after = record.before_sha256, record.after_sha256
    return [Step(record.id, record.path, before, after, record.before_mtime_ns)]


def plan_revert(
    md: Memdir,
    records: Sequence[Record],
    blob: Callable[[str], bytes | None],
    *,
    make_folders: bool = False,
) -> Plan | None:
    """Put back the version before ``records`` (in log order) as one event, or None when the
    files already hold it.

    Each file is expected to be the version the last of its changes left: one the agent wrote
    again since is a conflict at write time, never overwritten. A file that was added goes to
    the archive (nothing is hard-deleted); a removed one comes back with its old mtime.
    """
    by_path: dict[str, list[Step]] = {}
    for record in sorted(records, key=lambda r: r.seq):
        for step in steps(record):
            by_path.setdefault(step.path, []).append(step)
    changes: list[Change] = []
    missing_folders: list[str] = []
    for path, chain in by_path.items():
        change = _revert_path(path, chain, blob)
        if change is None:
            continue
        folder = posixpath.dirname(path)
        creates = change.before_sha256 is None
        if creates and folder and not make_folders and not os.path.isdir(md.root / folder):
            missing_folders.append(folder)
        changes.append(change)
    if missing_folders:
        raise FolderGone(sorted(set(missing_folders)))
    if not changes:
        return None
    ids = [r.id for r in records]
    paths = sorted(by_path)
    said = f"Reverted {_count(len(ids))} ({', '.join(paths[:3])}{'…' if len(paths) > 3 else ''})."
    return Plan(ACTIONS["revert"], changes, said, _detail(records))


def _revert_path(
    path: str, chain: list[Step], blob: Callable[[str], bytes | None]
) -> Change | None:
    """The change that puts ``path`` back to before the first of ``chain`` (None: it is)."""
    for earlier, later in itertools.pairwise(chain):
        if earlier.after != later.before:
            raise WriteRefused(
                f"The chosen changes to {path} do not follow each other (another change "
                "lies between them): revert them one at a time, newest first."
            )
    first, last = chain[0], chain[-1]
    if first.before == last.after:
        return None
    if first.before is None:
        # An added file goes to the archive: nothing is hard-deleted.
        return Change(path, last.after, None)
    data = blob(first.before)
    if data is None:
        raise WriteRefused(
            f"The version of {path} before this change is no longer kept (the version "
            "store was lost or pruned): it cannot be reverted, only edited."
        )
    return Change(path, last.after, data, mtime_ns=first.before_mtime_ns)


def plan_decision(action: str, records: Sequence[Record], group: str = "") -> Plan:
    """Keep, or leave for later: a journal event with no file change (``.memoryui/``)."""
    if action not in ("keep", "later"):
        raise WriteRefused(f"Unknown action {action!r}: keep, revert or later.")
    verb = "Kept" if action == "keep" else "Left for later"
    detail = _detail(records)
    if group:
        detail["group"] = group
    return Plan(ACTIONS[action], [], f"{verb}: {_count(len(records))}.", detail)


def _count(n: int) -> str:
    return "1 change" if n == 1 else f"{n:,} changes"


def _detail(records: Sequence[Record]) -> dict[str, Any]:
    detail: dict[str, Any] = {"changes": [r.id for r in records]}
    if len(records) <= FILES_IN_DETAIL:
        detail["files"] = [
            {
                "path": r.path,
                "kind": r.kind,
                "before_sha256": r.before_sha256,
                "after_sha256": r.after_sha256,
            }
            for r in records
        ]
    return detail


__all__ = [
    "KINDS",
    "FolderGone",
    "Observed",
    "groups",
    "observe",
    "plan_decision",
    "plan_revert",
    "sha256",
]
