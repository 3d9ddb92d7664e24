"""The changes the agent (or anyone) made, carried into the projection (DESIGN §11).

Reconcile calls ``observe`` before it touches the tables (it compares the files that moved with
the version store, and in a git memdir reads the new commits first), and ``project`` after the
journal is loaded: the store's log becomes ``ChangeSeen`` rows, each attributed to the
memoryui user whose journaled event made it (or ``outside``), given the operator's decision
from the journal, grouped into consolidation runs, and the store is pruned after a pass.

The store is memoryui's own data folder, the decisions are journal events in ``.memoryui/``:
the rows here can be dropped and read again, like every projection table.
"""

from __future__ import annotations

import datetime as dt
import os
import time
from collections.abc import Iterable
from typing import Any

from django.conf import settings
from django.db import models

from memoryui import scoping
from memoryui.memdir import changes as memdir_changes
from memoryui.memdir import diffs, githistory
from memoryui.memdir.files import FileStat
from memoryui.memdir.profiles import Profile
from memoryui.memdir.versions import MAX_STORED_BYTES, Record, VersionStore
from memoryui.models import (
    OUTSIDE,
    SETTLED,
    ChangeSeen,
    HygienePass,
    IndexFile,
    JournalEvent,
    JournalFile,
    Memory,
    Problem,
    ProjectionState,
)

CHUNK = 500
# The first look at a git memdir with no completed pass reads this much of its history.
FIRST_HISTORY_NS = 7 * 24 * 3600 * 10**9
# A change seen this recently may be memoryui's own, journaled a moment after the file moved.
ATTRIBUTE_AGAIN_NS = 10 * 60 * 10**9


def store() -> VersionStore:
    """The version store of the memdir in scope (a file under ``MEMORYUI_VERSIONS_DIR``)."""
    return VersionStore.for_memdir(settings.MEMORYUI_VERSIONS_DIR, scoping.record().path)


def _since_last_pass(now_ns: int) -> int:
    last = HygienePass.objects.order_by("since_ns").last()
    return last.since_ns if last is not None else now_ns - FIRST_HISTORY_NS


def _previous(paths: Iterable[str], index_name: str | None) -> dict[str, str]:
    """The hashes the projection last read of ``paths``: the earlier versions of a store that
    was lost, so its changes are still listed (their diffs are what is gone)."""
    wanted = list(paths)
    found: dict[str, str] = {}
    for start in range(0, len(wanted), CHUNK):
        chunk = wanted[start : start + CHUNK]
        for model in (Memory.objects.filter(entry=0), Problem.objects.all()):
            found.update(
                (p, s) for p, s in model.filter(path__in=chunk).values_list("path", "sha256") if s
            )
    index = IndexFile.objects.first()
    if index_name and index is not None and index.sha256:
        found[index_name] = index.sha256
    return found


def observe(
    root: str,
    profile: Profile,
    diff: Any,
    *,
    scope: list[str] | None,
    bulk: bool,
    had_projection: bool,
) -> memdir_changes.Observed | None:
    """Log what changed on disk since the store last looked (before the tables change)."""
    st = store()
    now_ns = time.time_ns()
    stale: list[FileStat] = list(diff.stale)
    removed = list(diff.removed)
    index = profile.index_name
    if index and (scope is None or index in scope):
        if diff.index_stat is not None:
            stale.append(diff.index_stat)
        elif not os.path.lexists(os.path.join(root, index)):
            removed.append(index)
    if not stale and not removed and not bulk:
        return None
    repo = githistory.find_repo(root)
    if repo is not None:
        memdir_changes.ingest_git(
            st,
            repo,
            since_ns=_since_last_pass(now_ns),
            now_ns=now_ns,
            suffixes=profile.suffixes,
            skip=tuple(profile.skip),
        )
    paths = [s.path for s in stale] + removed
    return memdir_changes.observe(
        st,
        root,
        stale,
        removed,
        now_ns=now_ns,
        complete=bulk,
        # Asked on the store's first look only: everything else on disk is its starting
        # point, and what the projection read tells the changes of a store that was lost.
        previous=(lambda: _previous(paths, index)) if had_projection and not bulk else None,
        rest=None if bulk else (lambda: profile.walk(root)),
        git=repo is not None,
    )


def catch_up_git(root: str, profile: Profile) -> bool:
    """Read commits made since the last look (a commit moves no file the stat walk sees);
    returns whether any were new. Pages call it before listing the changes."""
    repo = githistory.find_repo(root)
    if repo is None:
        return False
    st = store()
    if not st.exists:
        return False
    with st.connect() as conn:
        known = st.meta(conn, "git_head")
    if known and known == githistory.head(repo):
        return False
    return bool(
        memdir_changes.ingest_git(
            st,
            repo,
            since_ns=_since_last_pass(time.time_ns()),
            now_ns=time.time_ns(),
            suffixes=profile.suffixes,
            skip=tuple(profile.skip),
        )
    )


# --- the store's log, projected ----------------------------------------------------------------


def project(state: ProjectionState, *, journal_moved: bool, rebuilt: bool) -> list[str]:
    """Bring ``ChangeSeen`` up to date with the store's log and the journal; returns notes for
    the operator (on a rebuild: which diffs are no longer available)."""
    st = store()
    seq = int((state.state_files or {}).get("changes_seq") or 0)
    fresh, locks = st.records(seq, with_locks=True) if st.exists else ([], [])
    if fresh:
        ids = [r.id for r in fresh]
        for start in range(0, len(ids), CHUNK):
            # A change logged again (it got its commit) replaces its row.
            ChangeSeen.objects.filter(change_id__in=ids[start : start + CHUNK]).delete()
        ChangeSeen.objects.bulk_create((_row(r) for r in fresh), batch_size=CHUNK)
        state.state_files = {**(state.state_files or {}), "changes_seq": fresh[-1].seq}
        ProjectionState.objects.filter(pk=state.pk).update(state_files=state.state_files)
        _regroup(locks, since_ns=min(r.at_ns for r in fresh))
    if fresh or journal_moved:
        _attribute([r.id for r in fresh], again=journal_moved)
    if journal_moved or rebuilt:
        decide()
    elif fresh:
        # Only the new rows can lack their decision (one logged again keeps its id).
        decide([r.id for r in fresh] if len(fresh) <= CHUNK else None)
    if journal_moved:
        prune(st)
    return unavailable(st) if rebuilt else []


def _row(record: Record) -> ChangeSeen:
    return ChangeSeen(
        change_id=record.id,
        seq=record.seq,
        path=record.path,
        from_path=record.from_path,
        kind=record.kind,
        source=record.source,
        at_ns=record.at_ns,
        seen_ns=record.seen_ns,
        before_sha256=record.before_sha256 or "",
        after_sha256=record.after_sha256 or "",
        before_size=record.before_size,
        after_size=record.after_size,
        before_mtime_ns=record.before_mtime_ns,
        detail=record.detail,
    )


def record_of(row: ChangeSeen) -> Record:
    """A row as the pure side knows a change (to plan its revert)."""
    return Record(
        row.change_id,
        row.path,
        row.kind,
        row.source,
        row.at_ns,
        row.seen_ns,
        row.before_sha256 or None,
        row.after_sha256 or None,
        from_path=row.from_path,
        before_size=row.before_size,
        after_size=row.after_size,
        before_mtime_ns=row.before_mtime_ns,
        detail=row.detail,
        seq=row.seq,
    )


def _at_ns(iso: str) -> int | None:
    try:
        return int(dt.datetime.fromisoformat(iso).timestamp() * 10**9)
    except (TypeError, ValueError):
        return None


def _attribute(ids: list[str], *, again: bool) -> None:
    """Name the memoryui user whose journaled event made each change (the same file, from
    the same version to the same version); the others stay ``outside``."""
    rows = ChangeSeen.objects.filter(by=OUTSIDE, source="seen")
    wanted = models.Q(change_id__in=ids)
    if again:
        wanted |= models.Q(seen_ns__gte=time.time_ns() - ATTRIBUTE_AGAIN_NS)
    candidates = list(rows.filter(wanted))
    if not candidates:
        return
    paths = sorted({row.path for row in candidates})
    made: dict[str, list[tuple[str | None, str | None, dict]]] = {}
    for start in range(0, len(paths), CHUNK):
        files = JournalFile.objects.filter(path__in=paths[start : start + CHUNK])
        for path, data in files.values_list("path", "event__data"):
            for f in data.get("files", []):
                if f.get("path") == path:
                    made.setdefault(path, []).append(
                        (f.get("before_sha256"), f.get("after_sha256"), data)
                    )
    for row in candidates:
        for before, after, data in made.get(row.path, []):
            renamed = row.kind == "renamed" and before is None
            if (after or "") == row.after_sha256 and (
                (before or "") == row.before_sha256 or renamed
            ):
                row.by = str(data.get("actor", ""))[:150] or OUTSIDE
                row.event_id = str(data.get("id", ""))
                row.at_ns = _at_ns(str(data.get("at", ""))) or row.at_ns
                row.save(update_fields=["by", "event_id", "at_ns"])
                break


def decide(only: list[str] | None = None) -> None:
    """Each change's decision (of ``only`` these, if given), read back from the journal: the
    latest event in effect (keep, later, revert) that names it. An undone decision leaves the
    change open again."""
    latest: dict[str, tuple[str, str, str, str]] = {}
    events = JournalEvent.objects.filter(
        action__in=list(memdir_changes.DECISIONS), in_effect=True
    ).order_by("event_id")
    for event_id, action, data in events.values_list("event_id", "action", "data"):
        detail = data.get("detail") or {}
        decision = memdir_changes.DECISIONS[action]
        for change in detail.get("changes") or []:
            who, at = str(data.get("actor", "")), str(data.get("at", ""))
            latest[str(change)] = (decision, who, at, event_id)
    groups: dict[tuple[str, str, str, str], list[int]] = {}
    rows = (
        ChangeSeen.objects.all() if only is None else ChangeSeen.objects.filter(change_id__in=only)
    )
    current = rows.values_list(
        "pk", "change_id", "decision", "decided_by", "decided_at", "decision_event"
    )
    for pk, change, *was in current.iterator(chunk_size=5000):
        wanted = latest.get(change, ("", "", "", ""))
        if tuple(was) != wanted:
            groups.setdefault(wanted, []).append(pk)
    for (decision, by, at, event), pks in groups.items():
        for start in range(0, len(pks), CHUNK):
            ChangeSeen.objects.filter(pk__in=pks[start : start + CHUNK]).update(
                decision=decision, decided_by=by[:150], decided_at=at[:40], decision_event=event
            )


def _regroup(locks: list[int], since_ns: int) -> None:
    """Which changes from outside belong to one consolidation run or batch.

    Only changes near the new ones (from a run's length before the earliest) can change
    group, so only those are read: a whole consolidation of 20,000 files must not be read
    again on every later reconcile.
    """
    near = ChangeSeen.objects.outside().filter(at_ns__gte=since_ns - memdir_changes.RUN_WINDOW_NS)
    rows = list(near.values_list("pk", "change_id", "at_ns", "group"))
    found = memdir_changes.groups([(change, at) for _, change, at, _ in rows], locks)
    moved: dict[str, list[int]] = {}
    for pk, change, _, group in rows:
        if found.get(change, "") != group:
            moved.setdefault(found.get(change, ""), []).append(pk)
    for group, pks in moved.items():
        for start in range(0, len(pks), CHUNK):
            ChangeSeen.objects.filter(pk__in=pks[start : start + CHUNK]).update(group=group)


# --- what a person reads ----------------------------------------------------------------------

NOT_KEPT = (
    "The version {side} this change is no longer kept (the version store was lost, or it "
    "was pruned after a pass): no diff can be shown."
)


def diff_of(row: ChangeSeen, *, index: tuple[Any, Any] | None = None) -> diffs.ChangeDiff:
    """The change as a person reads it, from the versions in the store."""
    st = store()
    versions = []
    for side, digest, size, exists in (
        ("before", row.before_sha256, row.before_size, row.kind != "added"),
        ("after", row.after_sha256, row.after_size, row.kind != "removed"),
    ):
        if not exists:
            versions.append(None)
            continue
        if (size or 0) > MAX_STORED_BYTES:
            return diffs.ChangeDiff("too-large", f"too large to diff ({diffs.kb(size or 0)})")
        data = st.get(digest) if digest else None
        if data is None:
            return diffs.ChangeDiff("unavailable", NOT_KEPT.format(side=side))
        versions.append(data)
    return diffs.describe(versions[0], versions[1], index=index)


# --- staying bounded ---------------------------------------------------------------------------


def retention() -> tuple[HygienePass | None, HygienePass | None]:
    """(the pass before which settled changes are dropped, the oldest pass still reviewable),
    both None while no more than ``MEMORYUI_CHANGES_PASSES`` passes were completed."""
    keep = settings.MEMORYUI_CHANGES_PASSES
    passes = list(HygienePass.objects.order_by("-since_ns")[: keep + 1])
    if len(passes) <= keep:
        return None, None
    return passes[keep], passes[keep - 1]


def oldest_kept() -> HygienePass | None:
    """The oldest completed pass whose changes are still kept, or None (all are kept)."""
    return retention()[1]


def prune(st: VersionStore) -> None:
    """Drop the settled changes seen before the last ``MEMORYUI_CHANGES_PASSES`` passes, and
    the versions only they needed; changes still open stay, whatever their age."""
    boundary, _ = retention()
    if boundary is None or not st.exists:
        return
    with st.connect() as conn:
        done = int(st.meta(conn, "pruned_before_ns", "0") or 0)
    old = ChangeSeen.objects.filter(seen_ns__lt=boundary.since_ns)
    settled = old.filter(models.Q(decision__in=SETTLED) | ~models.Q(by=OUTSIDE))
    if done < boundary.since_ns:
        keep = old.exclude(pk__in=settled.values("pk")).values_list("change_id", flat=True)
        st.prune(boundary.since_ns, list(keep))
    settled.delete()


def unavailable(st: VersionStore) -> list[str]:
    """Which changes' diffs can no longer be shown (their versions are not in the store),
    and which journaled decisions name changes the store no longer knows."""
    notes = []
    rows = list(
        ChangeSeen.objects.values_list(
            "path", "kind", "before_sha256", "after_sha256", "before_size", "after_size"
        )
    )
    needed = set()
    for _, kind, before, after, before_size, after_size in rows:
        if kind != "added" and before and (before_size or 0) <= MAX_STORED_BYTES:
            needed.add(before)
        if kind != "removed" and after and (after_size or 0) <= MAX_STORED_BYTES:
            needed.add(after)
    stored = st.stored(needed)
    gone = sorted(
        {
            path
            for path, kind, before, after, *_ in rows
            if (kind != "added" and before in needed and before not in stored)
            or (kind != "removed" and after in needed and after not in stored)
        }
    )
    if gone:
        names = ", ".join(gone[:10]) + (f" and {len(gone) - 10} more" if len(gone) > 10 else "")
        notes.append(
            f"the diffs of {len(gone)} changed file(s) are no longer available (their "
            f"versions are not in the version store {st.path}): {names}"
        )
    known = st.ids() if st.exists else set()
    with st.connect() as conn:
        baseline = int(st.meta(conn, "baseline_ns", "0") or 0)
    decided: set[str] = set()
    events = JournalEvent.objects.filter(action__in=list(memdir_changes.DECISIONS))
    for data in events.values_list("data", flat=True):
        # Decided before this store first looked: about changes a lost store logged (the ones
        # pruned after a pass were decided while this store was there).
        if (_at_ns(str(data.get("at", ""))) or 0) < baseline:
            decided.update(str(c) for c in (data.get("detail") or {}).get("changes") or [])
    lost = decided - known
    if lost:
        notes.append(
            f"{len(lost)} change(s) the journal has decisions for are no longer in the version "
            f"store {st.path} (it was removed or replaced): their diffs are no longer available"
        )
    return notes


def catch_up() -> None:
    """A page's look at the memdir's git history: commits made since the last reconcile are
    logged and projected (under the reconcile lock, like every change to the tables)."""
    from django.db import transaction

    from memoryui import projection

    root = projection.memdir_root()
    if not catch_up_git(root, projection.current_profile()):
        return
    with transaction.atomic():
        projection._lock()
        state = ProjectionState.objects.first()
        if state is None:
            return
        project(state, journal_moved=False, rebuilt=False)
        # The fleet's counts are kept per projection version: they include these changes.
        ProjectionState.objects.filter(pk=state.pk).update(version=models.F("version") + 1)
