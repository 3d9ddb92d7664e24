"""The one module that carries the memdir into the database (DESIGN §4, §6).

Incremental by size, mtime and ctime: only files whose stat changed are read and parsed again,
vanished files are dropped, and the derived columns (recall window, load, pointer counts) are
refreshed for the rows they can have changed. It only reads the memdir: not a byte or an mtime
there changes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
import os
import stat as stat_module
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.db import connection, models, transaction

from memoryui import fleet, scoping, search
from memoryui.memdir import freshness, lint, profiles
from memoryui.memdir.cliff import write_message
from memoryui.memdir.credentials import redact, scrub_topic
from memoryui.memdir.files import INDEX_NAME, FileStat, Topic
from memoryui.memdir.index import IndexAnalysis, analyse_index, nfc
from memoryui.memdir.journal import Event
from memoryui.memdir.paths import PathRefused, check_relative
from memoryui.memdir.plans import Plan as WritePlan
from memoryui.memdir.profiles import ClaudeCode, Profile
from memoryui.memdir.recall import index_state, load_status, recall_window
from memoryui.memdir.safewrite import Memdir, WriteRefused
from memoryui.memdir.scan import read_index, read_raw
from memoryui.models import (
    BatteryQuestion,
    BatteryResult,
    ChangeSeen,
    ClaimOutcome,
    Decision,
    HygienePass,
    IndexFile,
    IndexLine,
    JournalEvent,
    JournalFile,
    LintedFile,
    LintFinding,
    LintState,
    Memory,
    MemoryLink,
    Problem,
    ProjectedFile,
    ProjectionState,
    RecallCheck,
    ReviewItem,
    StateProblem,
    existing_paths,
)
from memoryui.projection import changes as change_log
from memoryui.projection import state as state_files

logger = logging.getLogger(__name__)
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
    # Files read this time that cannot be read as memory, with the reason in words.
    problems: list[tuple[str, str]] = field(default_factory=list)
    # A file of .memoryui/ was loaded again (the journal, the battery, curate's candidates).
    state_changed: bool = False
    # What the operator should know beyond the counts (diffs no longer available).
    notes: list[str] = field(default_factory=list)

    @property
    def nothing_changed(self) -> bool:
        return not (self.added or self.changed or self.removed or self.index_changed)

    def summary(self) -> str:
        kind = "rebuilt" if self.rebuilt else "synced"
        index = ", MEMORY.md changed" if self.index_changed else ""
        problems = f", {len(self.problems)} with problems" if self.problems else ""
        notes = "".join(f"\nnote: {note}" for note in self.notes)
        return (
            f"{kind}: {len(self.added)} added, {len(self.changed)} changed, "
            f"{len(self.removed)} removed, {self.unchanged} unchanged{index}{problems} "
            f"in {self.seconds:.2f}s{notes}"
        )


def _lock() -> None:
    """One reconcile at a time across workers, so none double-applies another's changes.

    SQLite's IMMEDIATE transactions already serialize writers; PostgreSQL needs a lock.
    """
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT pg_advisory_xact_lock(hashtext('memoryui-reconcile'), %s)",
                [scoping.record().pk],
            )


def memdir_root() -> str:
    """The folder of the memdir in scope (its record's path, resolved when it was found)."""
    return os.path.realpath(scoping.record().path)


def _chunks(items: list[str], size: int = CHUNK) -> Iterator[list[str]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def _remember(
    root: str,
    version: int,
    known: dict,
    stale: list[FileStat],
    removed: list[str],
    index_stat: FileStat | None,
) -> None:
    """Keep this process's cache in step with what this reconcile just wrote."""
    for stat in stale:
        known[stat.path] = (stat.size, stat.mtime_ns, stat.ctime_ns)
    for path in removed:
        known.pop(path, None)
    _cache().update(key=(root, version), known=known, index=index_stat)


@dataclass
class Diff:
    """How the files on disk differ from what the projection last saw."""

    stale: list[FileStat] = field(default_factory=list)
    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unchanged: int = 0
    index_stat: FileStat | None = None
    key: tuple[str, int] | None = None  # the cache version it was computed against

    @property
    def empty(self) -> bool:
        return not (self.stale or self.removed)


def _diff(stats: Iterable[FileStat], known: dict, index_name: str | None = INDEX_NAME) -> Diff:
    diff = Diff()
    unseen = dict(known)
    for stat in stats:
        # Plain tuple access: this loop runs once per file on every reconcile.
        before = unseen.pop(stat[0], None)
        if before == stat[1:4]:
            diff.unchanged += 1
        elif stat[0] == index_name:
            diff.index_stat = stat
        else:
            diff.stale.append(stat)
            (diff.changed if before else diff.added).append(stat[0])
    diff.removed = sorted(unseen)
    return diff


def _nothing_changed(root: str) -> SyncReport | Diff | None:
    """Answer "nothing changed" from this process's cache and a stat walk, with no transaction.

    Returns the report when nothing changed, else the difference (so neither the walk nor the
    comparison is done twice), or None when the cache cannot say (another worker changed the
    projection since).
    """
    state = ProjectionState.objects.only("folder", "version", "state_files", "profile").first()
    key = (root, state.version) if state is not None else None
    cache = _cache()
    if state is None or cache["key"] != key or not state.profile:
        return None
    forced = _forced_profile()
    if forced and forced != state.profile:
        # The operator named another format: everything is read again with it.
        return None
    profile = profile_named(forced or state.profile)
    diff = _diff(profile.walk(root), cache["known"], profile.index_name)  # type: ignore[arg-type]
    diff.key = key
    if not diff.empty or diff.index_stat != cache.get("index"):
        return diff
    if state_files.changed(memdir().state, state):
        return diff
    return SyncReport(unchanged=diff.unchanged)


def _insert(model: type[models.Model], rows: list[dict[str, object]]) -> None:
    """Plain INSERTs through the database cursor.

    Model-level ``bulk_create`` spent three quarters of a 20,000-file cold sync compiling SQL
    and preparing values field by field; the rows here are already plain column values.
    """
    if not rows:
        return
    # Every row belongs to the memdir being reconciled.
    memdir_id = scoping.record().pk
    rows = [{**row, "memdir_id": memdir_id} for row in rows]
    table = model._meta.db_table
    json_columns = {f.column for f in model._meta.fields if isinstance(f, models.JSONField)}
    postgres = connection.vendor == "postgresql"
    columns = list(rows[0])
    quote = connection.ops.quote_name
    marks = ", ".join("%s::jsonb" if postgres and c in json_columns else "%s" for c in columns)
    sql = f"INSERT INTO {quote(table)} ({', '.join(quote(c) for c in columns)}) VALUES ({marks})"
    values = [
        [json.dumps(row[c], ensure_ascii=False) if c in json_columns else row[c] for c in columns]
        for row in rows
    ]
    with connection.cursor() as cursor:
        cursor.executemany(sql, values)


@dataclass
class Plan:
    """A cold sync's derived values, known before any row is written.

    MEMORY.md and the recall window depend only on the walk, so a cold sync computes each
    row's load once, at insert, instead of updating all 20,000 rows afterwards.
    """

    analysis: IndexAnalysis | None
    pointers: dict[str, list[bool]]
    window: set[str]
    profile: Profile = field(default_factory=ClaudeCode)

    def derived(self, topic: Topic) -> dict[str, object]:
        if not self.profile.recall:
            return _static_derived(self.profile, topic)
        seen = self.pointers.get(nfc(topic.path), [])
        eligible = topic.path in self.window and topic.head_description
        return {
            "recall_eligible": eligible,
            "load": load_status(
                has_loaded_pointer=any(seen), recall_eligible=eligible, has_pointer=bool(seen)
            ),
            "pointer_count": len(seen),
            "index_state": index_state(
                has_loaded_pointer=any(seen),
                has_pointer=bool(seen),
                superseded=topic.status == "superseded",
            ),
        }


def _static_derived(profile: Profile, topic: Topic) -> dict[str, object]:
    """A format without a recall window or an index: a memory's load follows from its path
    alone (a plain folder's listing reaches two levels), and nothing is an orphan."""
    depth = topic.file.count("/")
    load = profile.loads[-1] if len(profile.loads) > 1 and depth >= 2 else profile.loads[0]
    return {"recall_eligible": False, "load": load, "pointer_count": 0, "index_state": ""}


def _plan(root: str, stats: list[FileStat], index_stat: FileStat | None, profile: Profile) -> Plan:
    if not isinstance(profile, ClaudeCode):
        return Plan(None, {}, set(), profile)
    topics = [s for s in stats if not profile.is_index(s.path)]
    raw, _ = read_index(root, index_stat)
    analysis = None
    pointers: dict[str, list[bool]] = {}
    if raw is not None:
        analysis = analyse_index(raw, {nfc(s.path) for s in topics}, profile)
        for line in analysis.pointers:
            if line.exists:
                pointers.setdefault(line.target_path, []).append(line.loaded)
    window = recall_window(((s.path, s.mtime_ns) for s in topics), profile.recall_window)
    return Plan(analysis, pointers, window, profile)


def _memory_row(topic: Topic, plan: Plan | None = None) -> dict[str, object]:
    effective = freshness.effective_date(topic.updated, topic.mtime_ns, topic.modified)
    derived = plan.derived(topic) if plan else {}
    return dict(
        path=topic.path,
        path_nfc=nfc(topic.path),
        file=topic.file,
        entry=topic.entry,
        role=topic.role,
        origin_session=topic.origin_session[:128],
        modified=topic.modified.isoformat() if topic.modified else None,
        file_size=topic.size,
        name=topic.name,
        description=topic.description,
        type=topic.type,
        aliases=topic.aliases,
        aliases_text=" ".join(topic.aliases),
        updated=topic.updated.isoformat() if topic.updated else None,
        status=topic.status,
        superseded_by=topic.superseded_by,
        unverified=topic.unverified,
        meta=topic.meta,
        body=topic.body,
        size=len(topic.body.encode()) if topic.entry else topic.size,
        mtime_ns=topic.mtime_ns,
        ctime_ns=topic.ctime_ns,
        sha256=topic.sha256,
        effective_date=effective.isoformat(),
        head_description=topic.head_description,
        recall_eligible=derived.get("recall_eligible", False),
        load=derived.get("load", "invisible"),
        pointer_count=derived.get("pointer_count", 0),
        index_state=derived.get("index_state", ""),
        unverified_count=len(topic.unverified),
    )


def _problem_row(topic: Topic) -> dict[str, object]:
    assert topic.problem is not None
    return dict(
        path=topic.path,
        kind=topic.problem.kind,
        words=topic.problem.words,
        size=topic.size,
        mtime_ns=topic.mtime_ns,
        ctime_ns=topic.ctime_ns,
        sha256=topic.sha256,
    )


# This process's copy of each memdir's file versions, valid for one ProjectionState version:
# a reconcile that finds nothing changed then costs little more than the stat walk itself.
_known_caches: dict[int, dict[str, object]] = {}


def _cache() -> dict[str, object]:
    """The cache of the memdir in scope."""
    return _known_caches.setdefault(scoping.record().pk, {"key": None, "known": {}})


def _known(
    scope: list[str] | None = None, key: tuple[str, int] | None = None
) -> dict[str, tuple[int, int, int]]:
    """What the projection last saw of each topic file (of those in ``scope``, if given)."""
    cache = _cache()
    if scope is None and key is not None and cache["key"] == key:
        return dict(cache["known"])  # type: ignore[arg-type]
    known = {}
    # Whole-file memories and problem files carry their file's version; a file read as
    # entries is recorded once in ProjectedFile (it may hold several entries, or none).
    sources = (Memory.objects.filter(entry=0), Problem.objects.all(), ProjectedFile.objects.all())
    for source in sources:
        rows = source if scope is None else source.filter(path__in=scope)
        for path, size, mtime_ns, ctime_ns in rows.values_list(
            "path", "size", "mtime_ns", "ctime_ns"
        ).iterator(chunk_size=2000):
            known[path] = (size, mtime_ns, ctime_ns)
    if scope is None and key is not None:
        cache.update(key=key, known=dict(known))
    return known


def _replace(
    stats: list[FileStat], root: str, profile: Profile, *, bulk: bool, plan: Plan | None = None
) -> list[tuple[str, str]]:
    """Read ``stats`` again and put their memories in place of the old rows; returns the
    problems."""
    topics: list[Topic] = []
    secrets: list[dict[str, object]] = []
    for stat in stats:
        found, rows = _read_scrubbed(root, stat, profile)
        topics += found
        secrets += rows
    files = [s.path for s in stats]
    if not bulk:
        _remove(files)
    _insert(LintFinding, secrets)
    _insert(Memory, [_memory_row(t, plan) for t in topics if t.problem is None])
    _insert(Problem, [_problem_row(t) for t in topics if t.problem is not None])
    if profile.entry_based:
        read_as_problem = {t.path for t in topics if t.problem is not None}
        _insert(
            ProjectedFile,
            [
                {"path": s.path, "size": s.size, "mtime_ns": s.mtime_ns, "ctime_ns": s.ctime_ns}
                for s in stats
                if s.path not in read_as_problem
            ],
        )
    if not bulk:
        fresh = Memory.objects.filter(file__in=files).values_list("id", flat=True)
        search.index(list(fresh))
    return [(t.path, t.problem.words) for t in topics if t.problem is not None]


def _read_scrubbed(
    root: str, stat: FileStat, profile: Profile
) -> tuple[list[Topic], list[dict[str, object]]]:
    """The memories one file holds, with every secret in them replaced by ``[redacted:
    kind]``, and the file's secret findings (where and what kind, never the value).

    The database never holds a credential pasted into memory: what pages, search and the JSON
    twins read from it is already redacted, and an editor who asks to see it is shown the file.
    """
    raw, fresh, problem = read_raw(root, stat)
    if raw is None:
        return [Topic(stat.path, stat.size, stat.mtime_ns, stat.ctime_ns, "", problem)], []
    topics = profile.memories(fresh, raw, getattr(profile, "recall_head_lines", 30))
    text = raw.decode("utf-8", "replace")
    found = lint.file_findings(stat.path, text, profile, checks=("secret",))
    if found:
        for topic in topics:
            scrub_topic(topic)
    return topics, [_finding_row(f, stat.path) for f in found]


def _finding_row(finding: lint.Finding, file: str) -> dict[str, object]:
    return dict(
        item_id=finding.item_id,
        rule=finding.check,
        level=finding.level,
        path=finding.path,
        file=file,
        line=finding.line,
        message=finding.message,
        key=finding.key,
        fix=finding.fix,
        paths=list(finding.paths or (finding.path,)),
    )


def _remove(paths: Iterable[str]) -> None:
    for chunk in _chunks(list(paths)):
        ids = list(Memory.objects.filter(file__in=chunk).values_list("id", flat=True))
        search.unindex(ids)
        Memory.objects.filter(id__in=ids).delete()
        Problem.objects.filter(path__in=chunk).delete()
        ProjectedFile.objects.filter(path__in=chunk).delete()
        # The file's secret findings go with it; the lint pass drops the rest of its own.
        LintFinding.objects.filter(file__in=chunk, rule="secret").delete()


def _clear_tables() -> None:
    """Drop the projection of the memdir in scope (the managers keep the others')."""
    search.unindex(list(Memory.objects.values_list("id", flat=True)))
    for model in (
        IndexLine,
        IndexFile,
        Memory,
        Problem,
        ProjectionState,
        ReviewItem,
        Decision,
        ClaimOutcome,
        HygienePass,
        JournalFile,
        JournalEvent,
        StateProblem,
        ProjectedFile,
        BatteryQuestion,
        BatteryResult,
        RecallCheck,
        ChangeSeen,
        LintFinding,
        LintedFile,
        LintState,
        MemoryLink,
    ):
        model.objects.all().delete()


ALL_TARGETS = None
LINE_FIELDS = (
    "number",
    "text",
    "kind",
    "loaded",
    "title",
    "target",
    "target_path",
    "exists",
    "long",
    "too_long",
    "duplicate",
)


def _sync_index(
    root: str,
    stat: FileStat | None,
    profile: ClaudeCode,
    *,
    force: bool,
    planned: IndexAnalysis | None = None,
) -> tuple[bool, set[str] | None]:
    """Re-read MEMORY.md when it changed or the set of files it points into did.

    Returns whether anything changed and the pointer targets whose lines changed (None: all).
    Only lines that differ are rewritten: an agent appending to a 5,000-line index must not
    make every worker delete and re-insert all of it.
    """
    current = IndexFile.objects.first()
    same = (
        current is not None
        and stat is not None
        and (current.size, current.mtime_ns, current.ctime_ns)
        == (stat.size, stat.mtime_ns, stat.ctime_ns)
    )
    if same and not force:
        return False, set()
    if current is None and stat is None and not force:
        return False, set()
    raw, problem = read_index(root, stat)
    IndexFile.objects.all().delete()
    if raw is None:
        IndexLine.objects.all().delete()
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
        return True, ALL_TARGETS
    if planned is not None:
        analysis = planned
    else:
        analysis = analyse_index(raw, existing_paths(), profile)
    cliff = analysis.cliff
    loaded_text = _index_secrets(raw, analysis, profile)
    warning = cliff.warning or ""
    IndexFile.objects.create(
        size=stat.size,
        mtime_ns=stat.mtime_ns,
        ctime_ns=stat.ctime_ns,
        sha256=hashlib.sha256(raw).hexdigest(),
        lines=cliff.lines,
        bytes=cliff.bytes,
        units=cliff.units,
        measured_lines=cliff.measured_lines,
        measured_units=cliff.measured_units,
        loaded_lines=cliff.loaded_lines,
        first_cut_line=cliff.first_cut_line,
        warning=warning,
        loaded_text=loaded_text,
        dead_links=[redact(target) for target in analysis.dead_links],
        long_lines=sum(1 for p in analysis.pointers if p.long and not p.too_long),
        too_long_lines=sum(1 for p in analysis.pointers if p.too_long),
        raw_lines=len(analysis.raw_content_lines),
        write_message=write_message(cliff, profile.limits),
        unclosed_comment=cliff.unclosed + 1 if cliff.unclosed is not None else None,
    )
    old = {
        row[0]: row for row in IndexLine.objects.values_list(*LINE_FIELDS).iterator(chunk_size=5000)
    }
    fresh = [
        tuple(
            getattr(line, f) if f != "target_path" else (line.target_path or "")
            for f in LINE_FIELDS
        )
        for line in analysis.lines
    ]
    changed = [row for row in fresh if old.get(row[0]) != row]
    dropped = [number for number in old if number > len(fresh)]
    stale_numbers = [row[0] for row in changed if row[0] in old] + dropped
    for start in range(0, len(stale_numbers), 900):
        IndexLine.objects.filter(number__in=stale_numbers[start : start + 900]).delete()
    for start in range(0, len(changed), 5000):
        _insert(
            IndexLine,
            [dict(zip(LINE_FIELDS, row, strict=True)) for row in changed[start : start + 5000]],
        )
    if not old:
        return True, ALL_TARGETS
    targets = {row[6] for row in changed} | {old[n][6] for n in stale_numbers}
    return True, targets - {""}


def _index_secrets(raw: bytes, analysis: IndexAnalysis, profile: ClaudeCode) -> str:
    """MEMORY.md's secret findings, stored; its lines redacted in place; and the text the agent
    loads, redacted (the index page shows it to viewers)."""
    LintFinding.objects.filter(file=INDEX_NAME, rule="secret").delete()
    text = raw.decode("utf-8", "replace")
    found = lint.file_findings(INDEX_NAME, text, profile, checks=("secret",))
    if not found:
        return analysis.cliff.loaded_text
    _insert(LintFinding, [_finding_row(f, INDEX_NAME) for f in found])
    for line in analysis.lines:
        line.text, line.title = redact(line.text), redact(line.title)
        line.target = redact(line.target)
    return redact(analysis.cliff.loaded_text)


def _refresh_derived(
    profile: ClaudeCode,
    touched: set[str],
    *,
    everything: bool,
    targets: set[str] | None = frozenset(),
) -> None:
    """Recompute recall eligibility, pointer counts and load where they can have changed.

    The window is the newest files of the whole memdir (problem files take slots too), so a
    new file can push another out: previously and newly eligible rows are always refreshed.
    """
    size = profile.recall_window
    newest = [
        *Memory.objects.order_by("-mtime_ns", "path").values_list("path", "mtime_ns")[:size],
        *Problem.objects.order_by("-mtime_ns", "path").values_list("path", "mtime_ns")[:size],
    ]
    window = recall_window(newest, size)
    eligible = set(
        Memory.objects.filter(path__in=window, head_description=True).values_list("path", flat=True)
    )
    rows = Memory.objects.all()
    everything = everything or targets is None
    if not everything:
        was = set(Memory.objects.filter(recall_eligible=True).values_list("path", flat=True))
        rows = rows.filter(
            models.Q(path__in=list(was ^ eligible | touched))
            | models.Q(path_nfc__in=list(targets or ()))
        )
    current = list(
        rows.values_list(
            "id",
            "path",
            "path_nfc",
            "status",
            "recall_eligible",
            "load",
            "pointer_count",
            "index_state",
        )
    )
    pointers: dict[str, list[bool]] = {}
    lines = IndexLine.objects.filter(kind="pointer", exists=True)
    if not everything:
        lines = lines.filter(target_path__in=[row[2] for row in current])
    for target, loaded in lines.values_list("target_path", "loaded").iterator(chunk_size=5000):
        pointers.setdefault(target, []).append(loaded)
    # Rows grouped by their new values: a handful of UPDATEs instead of one CASE per row,
    # which is what made a cold sync of 20,000 files slow.
    groups: dict[tuple[bool, str, int, str], list[int]] = {}
    for pk, path, path_nfc, status, *was in current:
        seen = pointers.get(path_nfc, [])
        fresh = (
            path in eligible,
            load_status(
                has_loaded_pointer=any(seen),
                recall_eligible=path in eligible,
                has_pointer=bool(seen),
            ),
            len(seen),
            index_state(
                has_loaded_pointer=any(seen),
                has_pointer=bool(seen),
                superseded=status == "superseded",
            ),
        )
        if fresh != tuple(was):
            groups.setdefault(fresh, []).append(pk)
    for (recall_eligible, load, pointer_count, state), ids in groups.items():
        for start in range(0, len(ids), 900):
            Memory.objects.filter(id__in=ids[start : start + 900]).update(
                recall_eligible=recall_eligible,
                load=load,
                pointer_count=pointer_count,
                index_state=state,
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


class Unreadable(OSError):
    """The memdir's folder cannot be listed: said on its row and its pages, never taken for
    an empty memdir (which would empty its projection as if every memory had been deleted)."""


def _readable(root: str) -> None:
    try:
        with os.scandir(root):
            pass
    except OSError as exc:
        raise Unreadable(
            f"the folder {root} cannot be read ({exc.strerror or exc}); what memoryui read "
            "before is shown"
        ) from None


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
    _readable(root)
    quick = None
    if not rebuild and only is None:
        quick = _nothing_changed(root)
        if isinstance(quick, SyncReport):
            quick.seconds = time.perf_counter() - started
            return quick
    with transaction.atomic():
        _lock()
        report = _reconcile_locked(root, rebuild=rebuild, only=only, quick=quick, progress=progress)
    if report.rebuilt or report.state_changed or not report.nothing_changed:
        _after_change(report)
    report.seconds = time.perf_counter() - started
    return report


def _after_change(report: SyncReport) -> None:
    """What follows a reconcile that changed something: the retrieval battery is run again
    (DESIGN §12). A failure there is logged and leaves the previous results shown; it never
    fails the reconcile, which is done."""
    from memoryui import battery  # it writes through this module

    try:
        battery.after_reconcile(report)
    except Exception:  # see the docstring
        logger.exception("memoryui: rerunning the battery of %s failed", scoping.record().slug)


def _reconcile_locked(
    root: str,
    *,
    rebuild: bool,
    only: Iterable[str] | None,
    quick: Diff | None,
    progress: Progress | None,
) -> SyncReport:
    report = SyncReport()
    state = ProjectionState.objects.first()
    key, names = _profile_key(root, state)
    moved = state is not None and (state.folder != root or state.profile != key)
    if moved or rebuild:
        # Another folder, or the same one read as another format: nothing carries over.
        _clear_tables()
        report.rebuilt = True
        state = None
        only = None
    profile = profile_named(key)
    scope = None if only is None else sorted(set(only))
    cache_key = (root, state.version) if state is not None else None
    known = _known(scope, cache_key)
    if scope is not None:
        diff = _diff(_stats_of(root, scope), known, profile.index_name)
    elif isinstance(quick, Diff) and quick.key == cache_key:
        # Nobody changed the projection since the quick look: its comparison still holds.
        diff = quick
    else:
        diff = _diff(profile.walk(root), known, profile.index_name)
    report.added, report.changed, report.removed = diff.added, diff.changed, diff.removed
    report.unchanged = diff.unchanged
    bulk = not known and scope is None
    # Before the tables change: a store that was lost falls back on the hashes they hold.
    change_log.observe(
        root, profile, diff, scope=scope, bulk=bulk, had_projection=state is not None
    )
    _apply_diff(
        root,
        diff,
        report,
        profile,
        scope=scope,
        bulk=bulk,
        progress=progress,
    )
    if state is None:
        state = ProjectionState(folder=root, profile=key)
    if state.root_names != names:
        state.root_names = names
        state.version += 1
    state_changed = state_files.sync(
        memdir().state, state, force=report.rebuilt or state.pk is None
    )
    report.state_changed = state_changed
    seen_version = state.version
    if state.pk is None or state_changed or not report.nothing_changed:
        state.version += 1
        state.save()
    report.notes += change_log.project(state, journal_moved=state_changed, rebuilt=report.rebuilt)
    _keep_cache(root, state.version, seen_version, scope, known, diff)
    return report


def _apply_diff(
    root: str,
    diff: Diff,
    report: SyncReport,
    profile: Profile,
    *,
    scope: list[str] | None,
    bulk: bool,
    progress: Progress | None,
) -> None:
    """Write what changed on disk into the tables: files, then MEMORY.md, then derived values."""
    stale, index_stat = diff.stale, diff.index_stat
    plan = _plan(root, stale, index_stat, profile) if bulk or not profile.recall else None
    _remove(report.removed)
    for done, start in enumerate(range(0, len(stale), CHUNK)):
        chunk = stale[start : start + CHUNK]
        report.problems += _replace(chunk, root, profile, bulk=bulk, plan=plan)
        if progress:
            progress(min((done + 1) * CHUNK, len(stale)), len(stale))
    if bulk and stale:
        search.index(list(Memory.objects.values_list("id", flat=True)))
    if not isinstance(profile, ClaudeCode):
        return
    index = profile.index_name
    paths_moved = bool(report.added or report.removed)
    targets: set[str] | None = set()
    if scope is None or index in scope or paths_moved:
        if index_stat is None and scope is not None and index not in scope:
            diff.index_stat = index_stat = next(_stats_of(root, [index]), None)
        report.index_changed, targets = _sync_index(
            root, index_stat, profile, force=paths_moved or bulk, planned=plan and plan.analysis
        )
    # A cold sync computed every derived value at insert (see Plan).
    if not report.nothing_changed and not bulk:
        _refresh_derived(profile, {s.path for s in stale}, everything=False, targets=targets)


def _keep_cache(
    root: str,
    version: int,
    seen_version: int,
    scope: list[str] | None,
    known: dict,
    diff: Diff,
) -> None:
    if scope is None:
        # Whatever happened, this process now knows the projection's version exactly.
        _remember(root, version, known, diff.stale, diff.removed, diff.index_stat)
    elif _cache()["key"] == (root, seen_version):
        # A write touched a few files: carry the cache over instead of reloading it.
        cached = dict(_cache()["known"])  # type: ignore[arg-type]
        index = diff.index_stat if INDEX_NAME in scope else _cache().get("index")
        _remember(root, version, cached, diff.stale, diff.removed, index)
    else:
        _cache()["key"] = None


def state_dir(record: object) -> str | None:
    """Where a memdir's journal and versions live: its own ``.memoryui/`` unless
    ``MEMORYUI_STATE_DIR`` moves them (one folder per memdir when there are several)."""
    if not settings.MEMORYUI_STATE_DIR:
        return None
    if fleet.several():
        return os.path.join(settings.MEMORYUI_STATE_DIR, record.slug)
    return settings.MEMORYUI_STATE_DIR


def project_root() -> str | None:
    """What the claims of the memdir in scope are checked against: ``MEMORYUI_PROJECT_ROOT``,
    else the repository its session transcripts confirm it belongs to (never a guess)."""
    if settings.MEMORYUI_PROJECT_ROOT:
        return settings.MEMORYUI_PROJECT_ROOT
    project = scoping.record().details.get("project") or {}
    path = project.get("path") if project.get("confirmed") else None
    return path if path and os.path.isdir(path) else None


def memdir() -> Memdir:
    """The memdir in scope, as the one object that writes to it."""
    record = scoping.record()
    md = Memdir(record.path, state_dir(record))
    # Versions that held a redacted secret live in memoryui's own data folder, not the memdir.
    md.state.sealed = Path(settings.MEMORYUI_SEALED_DIR) / record.slug
    profile = current_profile()
    md.special_files = profile.special_files or md.special_files
    md.suffixes = profile.suffixes
    return md


def profile_named(key: str) -> Profile:
    """The profile ``key``, with the operator's budgets from the settings, reading the memdir
    in scope without the folders that are memdirs of their own (a project's ``team/``)."""
    profile = profiles.build(
        key,
        hermes_limits=settings.MEMORYUI_HERMES_LIMITS,
        bank_tokens=settings.MEMORYUI_MEMORY_BANK_TOKENS,
    )
    profile.skip = tuple(scoping.record().details.get("skip") or ())
    return profile


def _forced_profile() -> str | None:
    """A format nobody needs to detect: the operator's ``MEMORYUI_PROFILE``, or the one the
    memdir's place implies (Hermes keeps ``~/.hermes/memories/``)."""
    return settings.MEMORYUI_PROFILE or scoping.record().details.get("profile") or None


def current_profile() -> Profile:
    """The profile the projection was read with: ``MEMORYUI_PROFILE``, else the detected one."""
    if forced := _forced_profile():
        return profile_named(forced)
    state = ProjectionState.objects.only("profile").first()
    return profile_named(state.profile if state and state.profile else profiles.DEFAULT)


def _profile_key(root: str, state: ProjectionState | None) -> tuple[str, str]:
    """The profile to read ``root`` with, and the signature of the names at its root.

    Detection reads at most two files' heads; it runs again only when the names at the root
    change (a Hermes ``USER.md`` appearing, a memory bank's files being created).
    """
    try:
        names = sorted(e.name for e in os.scandir(root) if not e.name.startswith("."))
    except OSError:
        names = []
    signature = hashlib.sha256(os.fsencode("\n".join(names))).hexdigest()[:32]
    if forced := _forced_profile():
        return forced, signature
    if state is not None and state.profile and state.root_names == signature:
        return state.profile, signature
    return profiles.detect(root), signature


READ_ONLY = "memoryui runs read-only here (MEMORYUI_READ_ONLY=True)."


def write(plan: WritePlan, actor: str) -> Event:
    """Make a planned change through the one write path, then bring the projection up to date.

    The projection is refreshed for exactly the files the event touched, so the page that
    follows the redirect shows the change without waiting for the next reconcile.
    """
    if settings.MEMORYUI_READ_ONLY:
        raise WriteRefused(READ_ONLY)
    # The sentence the operator was told is kept with the event: the history says it again.
    detail = {**plan.detail, "said": plan.said} if plan.said else plan.detail
    _look_before(plan.changes)
    event = memdir().apply(plan.changes, actor, plan.action, detail)
    _refresh_after(event)
    return event


def _look_before(changes: list) -> None:
    """Reconcile the files a write is about to change, first.

    Pages reconcile at most once an interval, so the agent may have written a file since the
    last look: that version must be logged as the agent's change before the operator's write
    replaces it, or /changes/ credits the agent's lines to the operator (one change, by the
    operator, from the version before the agent's to the operator's).
    """
    paths = sorted({c.path for c in changes if _confined(c.path)})
    if not paths:
        return
    try:
        reconcile(only=paths)
    except Exception:  # the write itself decides, and its own refresh reports a failure
        logger.warning("looking at %d file(s) before a write failed", len(paths), exc_info=True)


def _confined(path: str) -> bool:
    """A path the write path would accept: nothing else is looked at before it refuses."""
    try:
        check_relative(path)
    except PathRefused:
        return False
    return True


def write_state(
    rel: str,
    before_sha256: str | None,
    after: bytes,
    actor: str,
    action: str,
    detail: dict | None = None,
) -> Event:
    """Change one of memoryui's own files under .memoryui/ (the battery) through the one write
    path: journaled and undoable (``Memdir.apply_state``), then loaded into the projection."""
    if settings.MEMORYUI_READ_ONLY:
        raise WriteRefused(READ_ONLY)
    event = memdir().apply_state(rel, before_sha256, after, actor, action, detail)
    _refresh_after(event)
    return event


def undo(event_id: str, actor: str) -> Event:
    if settings.MEMORYUI_READ_ONLY:
        raise WriteRefused(READ_ONLY)
    event = memdir().undo(event_id, actor)
    _refresh_after(event)
    return event


def _refresh_after(event: Event) -> None:
    """The write is on disk and journaled: a projection that cannot follow is said on the next
    pages (and caught up by the next reconcile), never a 500 for a change that succeeded."""
    try:
        reconcile(only=[f.path for f in event.files])
        _lint()
    except Exception as exc:  # the write already succeeded; see the docstring
        _failed(exc)


def _lint() -> None:
    """The lint pass after a reconcile (``memoryui.linting``), outside reconcile itself."""
    from memoryui import linting  # it reads the projection this module writes

    linting.refresh()


@dataclass
class Failure:
    """The last reconcile of this process that failed: logged, and shown on every page."""

    at: float
    message: str

    @property
    def at_iso(self) -> str:
        return dt.datetime.fromtimestamp(self.at, tz=dt.UTC).isoformat(timespec="seconds")


@dataclass
class ProcessState:
    """This worker's reconcile bookkeeping, per memdir: when each last ran, and its last
    failure (one memdir failing leaves the others served)."""

    last: dict[int, float] = field(default_factory=dict)
    failures: dict[int, Failure] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def last_failure(self) -> Failure | None:
        """The failure of the memdir in scope."""
        return self.failures.get(scoping.record().pk)

    @last_failure.setter
    def last_failure(self, failure: Failure | None) -> None:
        pk = scoping.record().pk
        if failure is None:
            self.failures.pop(pk, None)
        else:
            self.failures[pk] = failure


process = ProcessState()


def _failed(exc: BaseException) -> None:
    logger.error(
        "memoryui: reconciling the projection with the memdir %s failed",
        scoping.record().slug,
        exc_info=exc,
    )
    process.last_failure = Failure(time.time(), f"{type(exc).__name__}: {exc}"[:500])


def _reconcile_now(records: list) -> SyncReport | None:
    """One reconcile of each of ``records`` for this process; a failure is logged and kept
    for the pages to show, so a background thread never dies silently while pages freeze."""
    if not process.lock.acquire(blocking=False):
        return None
    report = None
    try:
        for record in records:
            with scoping.use(record):
                try:
                    report = reconcile()
                    _lint()
                    process.last_failure = None
                except Exception as exc:  # said on every page, see _failed
                    _failed(exc)
                finally:
                    process.last[record.pk] = time.monotonic()
        return report
    finally:
        process.lock.release()


def _reconcile_in_background(records: list) -> None:
    try:
        _reconcile_now(records)
    finally:
        # The thread's own database connection must not outlive it.
        connection.close()


def reconcile_if_due(records: list | None = None) -> SyncReport | None:
    """Reconcile each memdir (the one in scope, or ``records``) at most once per
    ``MEMORYUI_RECONCILE_INTERVAL`` seconds in this process.

    Pages call this so an edit the agent made shows without a restart. In ``background``
    mode (the default) the page does not wait: a thread reconciles while the page reads the
    projection as it stands, so what a page shows is at most one interval plus one reconcile
    behind the disk. ``inline`` mode (tests) reconciles before the page reads.
    """
    records = [scoping.record()] if records is None else records
    now = time.monotonic()
    interval = settings.MEMORYUI_RECONCILE_INTERVAL
    due = [r for r in records if now - process.last.get(r.pk, -interval - 1) >= interval]
    if not due:
        return None
    if settings.MEMORYUI_RECONCILE_MODE == "inline":
        return _reconcile_now(due)
    if not process.lock.locked():
        threading.Thread(target=_reconcile_in_background, args=(due,), daemon=True).start()
    return None
