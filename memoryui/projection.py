"""The one module that carries the memdir into the database (DESIGN §4, §6).

Incremental by size, mtime and ctime: only files whose stat changed are read and parsed again,
vanished files are dropped, and the derived columns (recall window, load, pointer counts) are
refreshed for the rows they can have changed. It only reads the memdir: not a byte or an mtime
there changes.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat as stat_module
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from django.conf import settings
from django.db import connection, transaction

from memoryui import search
from memoryui.memdir import freshness, review
from memoryui.memdir.files import INDEX_NAME, FileStat, Topic, read_topic, walk
from memoryui.memdir.index import analyse_index, nfc
from memoryui.memdir.journal import Event
from memoryui.memdir.profile import DEFAULT_PROFILE
from memoryui.memdir.recall import load_status, recall_window
from memoryui.memdir.safewrite import Change, Memdir, WriteRefused
from memoryui.memdir.scan import read_index
from memoryui.models import (
    ClaimOutcome,
    Decision,
    IndexFile,
    IndexLine,
    Memory,
    Problem,
    ProjectionState,
    ReviewItem,
)

CHUNK = 500
Progress = Callable[[int, int], None]


@dataclass
class SyncReport:
    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unchanged: int = 0
    index_changed: bool = False
    rebuilt: bool = False
    seconds: float = 0.0

    @property
    def nothing_changed(self) -> bool:
        return not (self.added or self.changed or self.removed or self.index_changed)

    def summary(self) -> str:
        kind = "rebuilt" if self.rebuilt else "synced"
        index = ", MEMORY.md changed" if self.index_changed else ""
        return (
            f"{kind}: {len(self.added)} added, {len(self.changed)} changed, "
            f"{len(self.removed)} removed, {self.unchanged} unchanged{index} "
            f"in {self.seconds:.2f}s"
        )


def _lock() -> None:
    """One reconcile at a time across workers, so none double-applies another's changes.

    SQLite's IMMEDIATE transactions already serialize writers; PostgreSQL needs a lock.
    """
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(hashtext('memoryui-reconcile'))")


def memdir_root() -> str:
    return os.path.realpath(settings.MEMORYUI_MEMDIR)


def _chunks(items: list[str], size: int = CHUNK) -> Iterator[list[str]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def _memory_row(topic: Topic) -> Memory:
    effective = freshness.effective_date(topic.updated, topic.mtime_ns)
    return Memory(
        path=topic.path,
        path_nfc=nfc(topic.path),
        name=topic.name,
        description=topic.description,
        type=topic.type,
        aliases=topic.aliases,
        aliases_text=" ".join(topic.aliases),
        updated=topic.updated,
        status=topic.status,
        superseded_by=topic.superseded_by,
        unverified=topic.unverified,
        meta=topic.meta,
        body=topic.body,
        size=topic.size,
        mtime_ns=topic.mtime_ns,
        ctime_ns=topic.ctime_ns,
        sha256=topic.sha256,
        effective_date=effective,
        head_description=topic.head_description,
        content_key=topic.content_key,
    )


def _problem_row(topic: Topic) -> Problem:
    assert topic.problem is not None
    return Problem(
        path=topic.path,
        kind=topic.problem.kind,
        words=topic.problem.words,
        size=topic.size,
        mtime_ns=topic.mtime_ns,
        ctime_ns=topic.ctime_ns,
        sha256=topic.sha256,
    )


def _known(scope: list[str] | None = None) -> dict[str, tuple[int, int, int]]:
    """What the projection last saw of each topic file (of those in ``scope``, if given)."""
    known = {}
    for model in (Memory, Problem):
        rows = model.objects.all() if scope is None else model.objects.filter(path__in=scope)
        for path, size, mtime_ns, ctime_ns in rows.values_list(
            "path", "size", "mtime_ns", "ctime_ns"
        ).iterator(chunk_size=2000):
            known[path] = (size, mtime_ns, ctime_ns)
    return known


def _replace(stats: list[FileStat], root: str, bulk: bool) -> None:
    """Read ``paths`` again and put them in place of their old rows, index included."""
    topics = [read_topic(root, stat, DEFAULT_PROFILE.recall_head_lines) for stat in stats]
    by_path = [t.path for t in topics]
    if not bulk:
        old_ids = list(Memory.objects.filter(path__in=by_path).values_list("id", flat=True))
        search.unindex(old_ids)
        Memory.objects.filter(id__in=old_ids).delete()
        Problem.objects.filter(path__in=by_path).delete()
    memories = Memory.objects.bulk_create([_memory_row(t) for t in topics if t.problem is None])
    Problem.objects.bulk_create([_problem_row(t) for t in topics if t.problem is not None])
    if not bulk:
        search.index([m.id for m in memories])


def _remove(paths: Iterable[str]) -> None:
    for chunk in _chunks(list(paths)):
        ids = list(Memory.objects.filter(path__in=chunk).values_list("id", flat=True))
        search.unindex(ids)
        Memory.objects.filter(id__in=ids).delete()
        Problem.objects.filter(path__in=chunk).delete()


def _clear_tables() -> None:
    search.clear()
    for model in (
        IndexLine,
        IndexFile,
        Memory,
        Problem,
        ProjectionState,
        ReviewItem,
        Decision,
        ClaimOutcome,
    ):
        model.objects.all().delete()


def _sync_index(root: str, stat: FileStat | None, force: bool) -> bool:
    """Re-read MEMORY.md when it changed or the set of files it points into did."""
    current = IndexFile.objects.first()
    same = (
        current is not None
        and stat is not None
        and (current.size, current.mtime_ns, current.ctime_ns)
        == (stat.size, stat.mtime_ns, stat.ctime_ns)
    )
    if same and not force:
        return False
    if current is None and stat is None and not force:
        return False
    IndexLine.objects.all().delete()
    IndexFile.objects.all().delete()
    raw, problem = read_index(root, stat)
    if raw is None:
        if problem is not None and stat is not None:
            IndexFile.objects.create(
                size=stat.size,
                mtime_ns=stat.mtime_ns,
                ctime_ns=stat.ctime_ns,
                sha256="",
                lines=0,
                bytes=0,
                units=0,
                loaded_lines=0,
                first_cut_line=None,
                warning="",
                loaded_text="",
                problem=problem.words,
            )
        return True
    existing = set(Memory.objects.values_list("path_nfc", flat=True))
    existing.update(nfc(p) for p in Problem.objects.values_list("path", flat=True))
    analysis = analyse_index(raw, existing, DEFAULT_PROFILE)
    cliff = analysis.cliff
    IndexFile.objects.create(
        size=stat.size,
        mtime_ns=stat.mtime_ns,
        ctime_ns=stat.ctime_ns,
        sha256=hashlib.sha256(raw).hexdigest(),
        lines=cliff.lines,
        bytes=cliff.bytes,
        units=cliff.units,
        loaded_lines=cliff.loaded_lines,
        first_cut_line=cliff.first_cut_line,
        warning=cliff.warning or "",
        loaded_text=cliff.loaded_text,
    )
    IndexLine.objects.bulk_create(
        [
            IndexLine(
                number=line.number,
                text=line.text,
                kind=line.kind,
                loaded=line.loaded,
                title=line.title,
                target=line.target,
                target_path=line.target_path or "",
                exists=line.exists,
                too_long=line.too_long,
                duplicate=line.duplicate,
            )
            for line in analysis.lines
        ],
        batch_size=2000,
    )
    return True


def _refresh_derived(touched: set[str], everything: bool) -> None:
    """Recompute recall eligibility, pointer counts and load where they can have changed.

    The window is the newest files of the whole memdir (problem files take slots too), so a
    new file can push another out: previously and newly eligible rows are always refreshed.
    """
    size = DEFAULT_PROFILE.recall_window
    newest = [
        *Memory.objects.order_by("-mtime_ns", "path").values_list("path", "mtime_ns")[:size],
        *Problem.objects.order_by("-mtime_ns", "path").values_list("path", "mtime_ns")[:size],
    ]
    window = recall_window(newest, size)
    eligible = set(
        Memory.objects.filter(path__in=window, head_description=True).values_list("path", flat=True)
    )
    if everything:
        rows = Memory.objects.all()
    else:
        was = set(Memory.objects.filter(recall_eligible=True).values_list("path", flat=True))
        rows = Memory.objects.filter(path__in=list(was ^ eligible | touched))
    rows = list(rows.only("id", "path", "path_nfc", "recall_eligible", "load", "pointer_count"))
    keys = [m.path_nfc for m in rows]
    pointers: dict[str, list[bool]] = {}
    lines = IndexLine.objects.filter(kind="pointer", exists=True)
    if not everything:
        lines = lines.filter(target_path__in=keys)
    for target, loaded in lines.values_list("target_path", "loaded").iterator(chunk_size=5000):
        pointers.setdefault(target, []).append(loaded)
    changed = []
    for memory in rows:
        seen = pointers.get(memory.path_nfc, [])
        fresh = (
            memory.path in eligible,
            load_status(any(seen), memory.path in eligible, bool(seen)),
            len(seen),
        )
        if fresh != (memory.recall_eligible, memory.load, memory.pointer_count):
            memory.recall_eligible, memory.load, memory.pointer_count = fresh
            changed.append(memory)
    Memory.objects.bulk_update(
        changed, ["recall_eligible", "load", "pointer_count"], batch_size=1000
    )


def _stats_of(root: str, paths: Iterable[str]) -> Iterator[FileStat]:
    """Stat just these memdir paths, as ``walk`` would report them (absent ones are skipped)."""
    for rel in paths:
        try:
            st = os.lstat(os.path.join(root, rel))
        except FileNotFoundError:
            continue
        link = stat_module.S_ISLNK(st.st_mode)
        if link or stat_module.S_ISREG(st.st_mode):
            yield FileStat(rel, st.st_size, st.st_mtime_ns, st.st_ctime_ns, link)


STATE_FILES = {
    "journal": "journal.jsonl",
    "candidates": "review/candidates.json",
    "claims": "claims.json",
}


def _file_version(path: str) -> list[int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns, st.st_ctime_ns]


def _read_json(path: str) -> object:
    try:
        with open(path, "rb") as handle:
            return json.loads(handle.read())
    except (OSError, ValueError):
        return None


def _sync_state(state: ProjectionState, force: bool) -> bool:
    """Load what only .memoryui/ holds: review decisions, curate's candidates, claim outcomes.

    Each file is re-read only when its size, mtime or ctime moved, so a page load pays three
    stat calls for it.
    """
    base = str(memdir().state.path)
    seen = dict(state.state_files or {})
    changed = False
    for name, rel in STATE_FILES.items():
        version = _file_version(os.path.join(base, rel))
        if version == seen.get(name) and not force:
            continue
        changed = True
        seen[name] = version
        path = os.path.join(base, rel)
        if name == "journal":
            Decision.objects.all().delete()
            Decision.objects.bulk_create(
                Decision(
                    item_id=d.item,
                    action=d.action,
                    event_id=d.event_id,
                    at=d.at,
                    actor=d.actor,
                    pins=d.pins,
                    note=d.note,
                )
                for d in review.decisions(memdir().state.events()).values()
            )
        elif name == "candidates":
            data = _read_json(path)
            items = data.get("items", []) if isinstance(data, dict) else []
            ReviewItem.objects.all().delete()
            ReviewItem.objects.bulk_create(
                ReviewItem(
                    item_id=i["id"],
                    kind=i["kind"],
                    paths=i["paths"],
                    confidence=i["confidence"],
                    evidence=i.get("evidence") or {},
                    source=i.get("source", "curate"),
                )
                for i in items
                if isinstance(i, dict) and {"id", "kind", "paths"} <= i.keys()
            )
        else:
            data = _read_json(path)
            outcomes = data.get("memories", {}) if isinstance(data, dict) else {}
            ClaimOutcome.objects.all().delete()
            ClaimOutcome.objects.bulk_create(
                ClaimOutcome(
                    path=memory_path,
                    kind=o["kind"],
                    argument=o["argument"],
                    outcome=o["outcome"],
                    reason=o.get("reason", ""),
                    checked_at=o.get("checked_at", ""),
                )
                for memory_path, entry in outcomes.items()
                for o in (entry.get("outcomes", []) if isinstance(entry, dict) else [])
            )
    if changed:
        state.state_files = seen
    return changed


def reconcile(
    *,
    rebuild: bool = False,
    progress: Progress | None = None,
    only: Iterable[str] | None = None,
) -> SyncReport:
    """Bring the projection in line with the memdir; the only writer of the projection tables.

    ``only`` limits the look to the given paths: a write knows exactly what it changed, and
    must not pay for a walk of the whole memdir.
    """
    started = time.perf_counter()
    root = memdir_root()
    report = SyncReport()
    with transaction.atomic():
        _lock()
        state = ProjectionState.objects.first()
        if state is not None and state.memdir != root or rebuild:
            _clear_tables()
            report.rebuilt = True
            state = None
            only = None
        scope = None if only is None else sorted(set(only))
        known = _known(scope)
        index_stat = None
        stale: list[FileStat] = []
        seen: set[str] = set()
        stats = walk(root) if scope is None else _stats_of(root, scope)
        for stat in stats:
            if stat.path == INDEX_NAME:
                index_stat = stat
                continue
            seen.add(stat.path)
            before = known.get(stat.path)
            if before != (stat.size, stat.mtime_ns, stat.ctime_ns):
                stale.append(stat)
                (report.changed if before else report.added).append(stat.path)
        report.removed = sorted(set(known) - seen)
        report.unchanged = len(seen) - len(stale)
        bulk = not known and scope is None
        _remove(report.removed)
        for done, start in enumerate(range(0, len(stale), CHUNK)):
            _replace(stale[start : start + CHUNK], root, bulk)
            if progress:
                progress(min((done + 1) * CHUNK, len(stale)), len(stale))
        if bulk and stale:
            search.rebuild()
        paths_moved = bool(report.added or report.removed)
        if scope is None or INDEX_NAME in scope or paths_moved:
            if index_stat is None and scope is not None and INDEX_NAME not in scope:
                index_stat = next(_stats_of(root, [INDEX_NAME]), None)
            report.index_changed = _sync_index(root, index_stat, force=paths_moved or bulk)
        if not report.nothing_changed:
            _refresh_derived({s.path for s in stale}, everything=report.index_changed or bulk)
        if state is None:
            state = ProjectionState(memdir=root)
        state_changed = _sync_state(state, force=report.rebuilt or state.pk is None)
        if state.pk is None or state_changed or not report.nothing_changed:
            state.save()
    report.seconds = time.perf_counter() - started
    return report


def memdir() -> Memdir:
    return Memdir(settings.MEMORYUI_MEMDIR, settings.MEMORYUI_STATE_DIR)


def write(changes: list[Change], actor: str, action: str, detail: dict | None = None) -> Event:
    """Make a change through the one write path, then bring the projection up to date.

    The projection is refreshed for exactly the files the event touched, so the page that
    follows the redirect shows the change without waiting for the next reconcile.
    """
    if settings.MEMORYUI_READ_ONLY:
        raise WriteRefused("memoryui runs read-only here (MEMORYUI_READ_ONLY=True).")
    event = memdir().apply(changes, actor, action, detail)
    reconcile(only=[f.path for f in event.files])
    return event


def undo(event_id: str, actor: str) -> Event:
    if settings.MEMORYUI_READ_ONLY:
        raise WriteRefused("memoryui runs read-only here (MEMORYUI_READ_ONLY=True).")
    event = memdir().undo(event_id, actor)
    reconcile(only=[f.path for f in event.files])
    return event


_last_reconcile = 0.0
_reconcile_lock = threading.Lock()


def _reconcile_now() -> SyncReport | None:
    global _last_reconcile
    if not _reconcile_lock.acquire(blocking=False):
        return None
    try:
        return reconcile()
    finally:
        _last_reconcile = time.monotonic()
        _reconcile_lock.release()


def _reconcile_in_background() -> None:
    try:
        _reconcile_now()
    finally:
        # The thread's own database connection must not outlive it.
        connection.close()


def reconcile_if_due() -> SyncReport | None:
    """Reconcile at most once per ``MEMORYUI_RECONCILE_INTERVAL`` seconds in this process.

    Pages call this so an edit the agent made shows without a restart. In ``background``
    mode (the default) the page does not wait: a thread reconciles while the page reads the
    projection as it stands, so what a page shows is at most one interval plus one reconcile
    behind the disk. ``inline`` mode (tests) reconciles before the page reads.
    """
    if time.monotonic() - _last_reconcile < settings.MEMORYUI_RECONCILE_INTERVAL:
        return None
    if settings.MEMORYUI_RECONCILE_MODE == "inline":
        return _reconcile_now()
    if not _reconcile_lock.locked():
        threading.Thread(target=_reconcile_in_background, daemon=True).start()
    return None
