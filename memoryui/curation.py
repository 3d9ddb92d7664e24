"""The review queue's work: verify claims, curate candidates, resolve items, the weekly pass.

Shared by the commands and the pages; every change goes through ``projection.write`` and so is
journaled and undoable, and every decision lands in the memdir's files, not the database.
"""

from __future__ import annotations

import datetime as dt
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.conf import settings

from memoryui import projection
from memoryui.memdir import edit as edits
from memoryui.memdir.claims import extract
from memoryui.memdir.detect import Candidate, Note, detect, guardrails_allow, item_id
from memoryui.memdir.files import INDEX_NAME
from memoryui.memdir.journal import Event, sha256
from memoryui.memdir.safewrite import Change, WriteRefused
from memoryui.memdir.verify import Checker
from memoryui.models import (
    HygienePass,
    IndexFile,
    Memory,
    Problem,
    QueueEntry,
    load_memories,
    review_queue,
)

Progress = Callable[[int, int], None]
INDEX = INDEX_NAME


def today() -> dt.date:
    if settings.MEMORYUI_TODAY:
        return dt.date.fromisoformat(settings.MEMORYUI_TODAY)
    return dt.date.today()


def _state_path(rel: str) -> Path:
    return projection.memdir().state.path / rel


# --- claims ------------------------------------------------------------------------------------


@dataclass
class VerifyReport:
    memories: int = 0
    claims: int = 0
    outcomes: dict[str, int] = field(
        default_factory=lambda: {"verified": 0, "failed": 0, "unknown": 0}
    )
    marked: list[str] = field(default_factory=list)
    cleared: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    too_large: list[str] = field(default_factory=list)
    event: Event | None = None

    def summary(self) -> str:
        o = self.outcomes
        return (
            f"checked {self.claims} claims in {self.memories} memories: {o['verified']} verified, "
            f"{o['failed']} failed, {o['unknown']} unknown; marked {len(self.marked)} unverified, "
            f"cleared {len(self.cleared)}"
            + (f", skipped {len(self.skipped)} changed meanwhile" if self.skipped else "")
            + (f", left out {len(self.too_large)} too large to check" if self.too_large else "")
        )


def _failed_key(entries: list[Any] | None) -> list[tuple[str, str]]:
    return sorted(
        (str(e.get("kind")), str(e.get("argument"))) for e in entries or [] if isinstance(e, dict)
    )


def verify(
    paths: list[str] | None = None,
    *,
    urls: bool = False,
    actor: str = "memoryui verify",
    progress: Progress | None = None,
) -> VerifyReport:
    """Check every claim; write ``unverified`` where one failed, clear it where all pass now."""
    if settings.MEMORYUI_READ_ONLY:
        raise WriteRefused("memoryui runs read-only here (MEMORYUI_READ_ONLY=True).")
    checker = Checker(
        settings.MEMORYUI_PROJECT_ROOT,
        check_urls=urls,
        allow_loopback=settings.MEMORYUI_VERIFY_ALLOW_LOOPBACK,
    )
    siblings = frozenset(Memory.objects.values_list("path", flat=True))
    rows = Memory.objects.order_by("path")
    if paths is not None:
        rows = rows.filter(path__in=paths)
    total = rows.count()
    report = VerifyReport()
    results: dict[str, Any] = {}
    changes: list[Change] = []
    checked_on = today().isoformat()
    for n, memory in enumerate(rows.iterator(chunk_size=500), start=1):
        if memory.checks_skipped:
            # Not read at all: its earlier marks stay, since nothing here proves them wrong.
            report.too_large.append(memory.path)
            continue
        outcomes = [checker.check(claim) for claim in extract(memory.body, siblings)]
        report.memories += 1
        report.claims += len(outcomes)
        for outcome in outcomes:
            report.outcomes[outcome.outcome] += 1
        results[memory.path] = {
            "sha256": memory.sha256,
            "outcomes": [o.as_json() for o in outcomes],
        }
        failed = _still_failing(outcomes, memory.unverified, checked_on)
        if _failed_key(failed) != _failed_key(memory.unverified):
            raw = projection.memdir().read(memory.path)
            # The claims were read from this version: a file changed since is skipped, not
            # marked on the strength of text it no longer holds.
            if sha256(raw) == memory.sha256:
                new = edits.set_fields(raw, {"unverified": failed or None}, memory.path)
                changes.append(Change(memory.path, memory.sha256, new))
                (report.marked if failed else report.cleared).append(memory.path)
            else:
                report.skipped.append(memory.path)
        if progress:
            progress(n, total)
    _save_claims(results, replace_all=paths is None)
    if changes:
        report.event = projection.write(
            changes, actor, "verify", {"marked": report.marked, "cleared": report.cleared}
        )
    else:
        projection.reconcile(only=[])
    return report


def _still_failing(outcomes: list[Any], before: list[Any], checked_on: str) -> list[dict]:
    """Claims that failed now, plus earlier failures this run could not check (unknown).

    A run without a project root, or with git timing out, proves nothing: it must not clear
    what an earlier run found false. A mark is cleared only when its claim passes.
    """
    failed = [
        {"kind": o.kind, "argument": o.argument, "checked": checked_on}
        for o in outcomes
        if o.outcome == "failed"
    ]
    unknown = {(o.kind, o.argument) for o in outcomes if o.outcome == "unknown"}
    for entry in before or []:
        if isinstance(entry, dict) and (entry.get("kind"), entry.get("argument")) in unknown:
            failed.append(entry)
    return failed


def _save_claims(results: dict[str, Any], replace_all: bool) -> None:
    """Outcomes go to .memoryui/claims.json, so a rebuilt database still knows them."""
    path = _state_path("claims.json")
    memories = {}
    if not replace_all and path.exists():
        try:
            memories = json.loads(path.read_bytes()).get("memories", {})
        except ValueError:
            memories = {}
    memories.update(results)
    data = {
        "checked_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "memories": memories,
    }
    projection.memdir().state.write(
        "claims.json", json.dumps(data, ensure_ascii=False, sort_keys=True).encode()
    )


# --- curate ------------------------------------------------------------------------------------


@dataclass
class CurateReport:
    candidates: list[Candidate]
    imported: int = 0
    refused: list[str] = field(default_factory=list)

    def summary(self) -> str:
        kinds: dict[str, int] = {}
        for c in self.candidates:
            kinds[c.kind] = kinds.get(c.kind, 0) + 1
        found = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())) or "nothing"
        extra = (
            f"; imported {self.imported}, refused {len(self.refused)}"
            if self.imported or self.refused
            else ""
        )
        return f"found {found}{extra}"


def notes() -> list[Note]:
    fields = ("path", "type", "status", "superseded_by", "name", "description", "body")
    return [Note(*row) for row in Memory.objects.values_list(*fields).iterator(chunk_size=2000)]


def curate(import_file: str | None = None) -> CurateReport:
    """Detect candidates and write them to .memoryui/review/candidates.json for the queue."""
    if settings.MEMORYUI_READ_ONLY:
        raise WriteRefused("memoryui runs read-only here (MEMORYUI_READ_ONLY=True).")
    corpus = notes()
    report = CurateReport(detect(corpus))
    if import_file:
        by_path = {n.path: n for n in corpus}
        for number, line in enumerate(Path(import_file).read_text().splitlines(), start=1):
            if not line.strip():
                continue
            try:
                proposal = json.loads(line)
                kind, paths = proposal["kind"], sorted(proposal["paths"])
                a, b = by_path[paths[0]], by_path[paths[1]]
            except (ValueError, KeyError, TypeError, IndexError):
                report.refused.append(f"line {number}: not a proposal about two known memories")
                continue
            if any(c.id == item_id(kind, paths) for c in report.candidates):
                # The detector found it too: one queue item, not two.
                continue
            reason = guardrails_allow(a, b, kind)
            if reason:
                report.refused.append(f"line {number}: {reason}")
                continue
            confidence = float(proposal.get("confidence", 0.5))
            evidence = (
                proposal.get("evidence") if isinstance(proposal.get("evidence"), dict) else {}
            )
            report.candidates.append(
                Candidate(
                    kind,
                    (paths[0], paths[1]),
                    round(min(confidence, 0.9), 2),
                    {**evidence, "source": "imported proposal"},
                )
            )
            report.imported += 1
    data = {
        "generated_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "items": [
            {**c.as_json(), "source": "import" if c.evidence.get("source") else "curate"}
            for c in report.candidates
        ],
    }
    projection.memdir().state.write(
        "review/candidates.json", json.dumps(data, ensure_ascii=False).encode()
    )
    projection.reconcile(only=[])
    return report


# --- resolving ---------------------------------------------------------------------------------


def find_item(item: str) -> QueueEntry | None:
    entry = next((e for e in review_queue(include_resolved=True) if e.item.item_id == item), None)
    if entry is not None:
        load_memories([entry])
    return entry


def resolve(item: str, action: str, actor: str, winner: str = "", note: str = "") -> Event:
    """Supersede, dismiss or partial: a journaled, undoable decision written to files."""
    entry = find_item(item)
    if entry is None:
        raise WriteRefused("That review item is no longer in the queue.")
    paths = list(entry.item.paths)
    if action == "dismiss":
        pins = {m.path: m.content_key for m in entry.memories}
        return projection.write(
            [], actor, "dismiss", {"item": item, "pins": pins, "note": note, "paths": paths}
        )
    if action == "partial":
        return projection.write([], actor, "partial", {"item": item, "note": note, "paths": paths})
    if action != "supersede" or winner not in paths or len(paths) != 2:
        raise WriteRefused("Choose which of the two memories wins.")
    loser = next(p for p in paths if p != winner)
    raw = projection.memdir().read(loser)
    fields = edits.topic_fields(raw)
    description = fields["description"]
    prefix = f"Superseded by {winner}: "
    if not description.startswith(prefix):
        description = prefix + description
    new = edits.set_fields(
        raw, {"status": "superseded", "superseded_by": winner, "description": description}, loser
    )
    changes = [Change(loser, sha256(raw), new)]
    changes += projection.memdir().index_change(lambda index: edits.without_pointers(index, loser))
    detail = {"item": item, "winner": winner, "loser": loser, "note": note, "paths": paths}
    return projection.write(changes, actor, "supersede", detail)


def recheck(item: str, actor: str) -> VerifyReport:
    entry = find_item(item)
    if entry is None:
        raise WriteRefused("That review item is no longer in the queue.")
    return verify(list(entry.item.paths), actor=actor)


# --- the weekly pass ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Check:
    key: str
    label: str
    count: int
    level: str  # error | warning
    link: str

    @property
    def open(self) -> bool:
        return self.count > 0


def last_pass() -> HygienePass | None:
    return HygienePass.objects.last()


def checklist(queue: list[QueueEntry] | None = None) -> list[Check]:
    """What needs attention now, each with a count and where to act (DESIGN §6 levels)."""
    index = IndexFile.objects.first()
    memories = Memory.objects.all()
    queue = review_queue() if queue is None else queue
    kinds: dict[str, int] = {}
    for entry in queue:
        kinds[entry.item.kind] = kinds.get(entry.item.kind, 0) + 1
    previous = last_pass()
    since = _since(previous)
    changed = (
        memories.filter(mtime_ns__gt=since).count()
        + Problem.objects.filter(mtime_ns__gt=since).count()
        + (1 if index and index.mtime_ns > since else 0)
    )
    hidden = memories.hidden_by_cliff().count()
    return [
        Check(
            "lines_cut",
            f"index lines cut by the cliff (hiding {hidden} memor{'y' if hidden == 1 else 'ies'})",
            index.lines_cut if index else 0,
            "error",
            "/index/#cliff",
        ),
        Check(
            "dead_links",
            "dead links in MEMORY.md",
            len(index.dead_links) if index else 0,
            "error",
            "/index/#dead",
        ),
        Check(
            "problems",
            "files that cannot be read as memory",
            Problem.objects.count(),
            "error",
            "/memories/?problems=only",
        ),
        Check(
            "unverified",
            "memories with unverified claims",
            kinds.get("unverified-claim", 0),
            "error",
            "/review/#unverified-claim",
        ),
        Check(
            "contradictions",
            "possible contradictions",
            kinds.get("contradiction", 0),
            "error",
            "/review/#contradiction",
        ),
        Check(
            "duplicates",
            "duplicates and near-duplicates",
            kinds.get("duplicate", 0) + kinds.get("near-duplicate", 0),
            "error",
            "/review/#duplicate",
        ),
        Check(
            "orphans",
            "orphans (no pointer)",
            memories.orphans().count(),
            "warning",
            "/index/#orphans",
        ),
        Check(
            "too_long",
            "index lines too long",
            index.too_long_lines if index else 0,
            "warning",
            "/index/#lines-h",
        ),
        Check(
            "raw_content_lines",
            "raw content lines in the index",
            index.raw_lines if index else 0,
            "warning",
            "/index/#raw",
        ),
        Check(
            "stale",
            "stale project and reference notes",
            memories.stale(today()).count(),
            "warning",
            "/memories/?stale=yes",
        ),
        Check(
            "changed",
            "files changed since the last completed pass"
            if previous
            else "files changed (no pass completed yet)",
            changed,
            "warning",
            "/memories/?sort=-mtime_ns",
        ),
    ]


def _since(previous: HygienePass | None) -> int:
    return previous.since_ns if previous is not None else 0


def complete_pass(actor: str) -> Event:
    index = IndexFile.objects.first()
    queue = review_queue()
    snapshot = {
        # Nanoseconds: a file written earlier in the same second is not "changed since".
        "since_ns": time.time_ns(),
        "counts": {c.key: c.count for c in checklist(queue)},
        "index": {"lines": index.lines if index else 0, "units": index.units if index else 0},
        "open_items": len(queue),
    }
    return projection.write([], actor, "hygiene-pass", snapshot)


def weekly_history(open_items: int, weeks: int = 12) -> list[dict[str, Any]]:
    """Per ISO week: the index's size and the open review items, from the completed passes."""
    by_week: dict[str, dict[str, Any]] = {}
    for done in HygienePass.objects.all():
        year, week, _ = dt.datetime.fromisoformat(done.at).isocalendar()
        by_week[f"{year}-W{week:02d}"] = {
            "week": f"{year}-W{week:02d}",
            "lines": done.detail.get("index", {}).get("lines", 0),
            "units": done.detail.get("index", {}).get("units", 0),
            "open_items": done.detail.get("open_items", 0),
        }
    index = IndexFile.objects.first()
    year, week, _ = today().isocalendar()
    by_week[f"{year}-W{week:02d}"] = {
        "week": f"{year}-W{week:02d}",
        "lines": index.lines if index else 0,
        "units": index.units if index else 0,
        "open_items": open_items,
    }
    return [by_week[k] for k in sorted(by_week)][-weeks:]


def report_markdown() -> tuple[str, bool]:
    """The weekly report as markdown, and whether an error-level item is open (exit 1)."""
    checks = checklist()
    lines = [f"# memoryui weekly hygiene report ({today().isoformat()})", ""]
    for check in checks:
        mark = "x" if not check.open else " "
        level = "" if not check.open else f" **{check.level}**"
        lines.append(f"- [{mark}] {check.count} {check.label}{level}")
    failing = any(c.open and c.level == "error" for c in checks)
    lines += ["", "Needs attention." if failing else "Nothing at error level is open."]
    return "\n".join(lines) + "\n", failing


def unverified_key(path: str) -> str:
    return item_id("unverified-claim", [path])
