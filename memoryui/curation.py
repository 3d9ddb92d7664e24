"""The review queue's work: verify claims, curate candidates, resolve items.

Shared by the commands and the pages; every change goes through ``projection.write`` and so is
journaled and undoable, and every decision lands in the memdir's files, not the database.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

from memoryui import projection
from memoryui.clock import today
from memoryui.memdir import edit as edits
from memoryui.memdir import plans, questions
from memoryui.memdir.claims import extract
from memoryui.memdir.detect import (
    Candidate,
    Note,
    detect_all,
    guardrails_allow,
    item_id,
    subject_similarity,
)
from memoryui.memdir.disagree import shared_words
from memoryui.memdir.journal import Event
from memoryui.memdir.plans import Plan
from memoryui.memdir.review import KINDS
from memoryui.memdir.safewrite import Change, Memdir, WriteRefused
from memoryui.memdir.verify import Checker
from memoryui.models import Memory, QueueEntry, content_pins, load_memories, review_queue

Progress = Callable[[int, int], None]


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
        raise WriteRefused(projection.READ_ONLY)
    md = projection.memdir()
    checker = Checker(
        projection.project_root(),
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
    for n, memory in enumerate(_in_pages(rows), start=1):
        if memory.checks_skipped:
            # Not read at all: its earlier marks stay, since nothing here proves them wrong.
            report.too_large.append(memory.path)
            continue
        found = extract(memory.body, siblings, memory_path=memory.path)
        outcomes = [checker.check(claim) for claim in found]
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
            # The claims were read from this version: a file changed since is skipped, not
            # marked on the strength of text it no longer holds.
            change = plans.plan_marks(md, memory.path, memory.sha256, failed)
            if change is None:
                report.skipped.append(memory.path)
            else:
                changes.append(change)
                (report.marked if failed else report.cleared).append(memory.path)
        if progress:
            progress(n, total)
    _save_claims(md, results, replace_all=paths is None)
    if changes:
        detail = {"marked": report.marked, "cleared": report.cleared}
        report.event = projection.write(Plan("verify", changes, report.summary(), detail), actor)
    else:
        projection.reconcile(only=[])
    return report


def _in_pages(rows: Any, size: int = 500) -> Any:
    """Rows a page at a time, each query finished before the next: no read stays open while
    progress is written (on SQLite in WAL mode, a connection whose read began before another
    worker's write cannot then write itself, and fails with "database is locked")."""
    last = None
    while True:
        chunk = list((rows if last is None else rows.filter(path__gt=last))[:size])
        yield from chunk
        if len(chunk) < size:
            return
        last = chunk[-1].path


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


def _save_claims(md: Memdir, results: dict[str, Any], *, replace_all: bool) -> None:
    """Outcomes go to .memoryui/claims.json, so a rebuilt database still knows them.

    Read, changed and written under the writers' lock: a "re-check now" running beside a
    ``verify`` must not drop either side's results.
    """
    with md.lock():
        memories: dict[str, Any] = {}
        if not replace_all:
            try:
                loaded = json.loads((md.state.path / "claims.json").read_bytes())
            except (OSError, ValueError):
                loaded = {}
            if isinstance(loaded, dict) and isinstance(loaded.get("memories"), dict):
                memories = loaded["memories"]
        memories.update(results)
        data = {
            "checked_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "memories": memories,
        }
        md.state.write("claims.json", json.dumps(data, ensure_ascii=False, sort_keys=True).encode())


# --- curate ------------------------------------------------------------------------------------


@dataclass
class CurateReport:
    candidates: list[Candidate]
    imported: int = 0
    refused: list[str] = field(default_factory=list)
    exported: int = 0

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
        if self.exported:
            extra += f"; exported {self.exported} unsettled pairs"
        return f"found {found}{extra}"


def notes() -> list[Note]:
    fields = ("path", "type", "status", "superseded_by", "name", "description", "body", "aliases")
    return [
        Note(*row[:7], tuple(str(a) for a in row[7] or ()))
        for row in Memory.objects.values_list(*fields).iterator(chunk_size=2000)
    ]


def curate(import_file: str | None = None, export_file: str | None = None) -> CurateReport:
    """Detect candidates and write them to .memoryui/review/candidates.json for the queue.

    ``export_file`` receives the pairs the deterministic pass could not settle, as questions
    for a model the operator runs offline; ``import_file`` brings that model's answers back,
    each held to the guardrails. memoryui itself calls no model and opens no connection.
    """
    if settings.MEMORYUI_READ_ONLY:
        raise WriteRefused(projection.READ_ONLY)
    corpus = notes()
    detection = detect_all(corpus)
    report = CurateReport(detection.candidates)
    if export_file:
        by_path = {n.path: n for n in corpus}
        lines = [questions.question(u, by_path) for u in detection.unsettled]
        with open(export_file, "w", encoding="utf-8") as handle:
            handle.writelines(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
        report.exported = len(lines)
    if import_file:
        with open(import_file, "rb") as handle:
            lines = handle.read().split(b"\n")
        about = subject_similarity(corpus)
        found, refused = import_proposals(
            lines, {n.path: n for n in corpus}, report.candidates, about
        )
        report.candidates += found
        report.imported, report.refused = len(found), refused
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


def import_proposals(
    lines: list[bytes],
    by_path: dict[str, Note],
    detected: list[Candidate],
    about: Callable[[str, str], float] | None = None,
) -> tuple[list[Candidate], list[str]]:
    """An offline run's proposals, each line validated on its own: a bad line is refused with
    its number and the reason, and the rest still import (never a traceback). An answer that
    the two memories neither contradict nor repeat each other is taken, and queues nothing."""
    found: list[Candidate] = []
    refused: list[str] = []
    known = {c.id for c in detected}
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            candidate = _proposal(json.loads(line), by_path, about)
        except ProposalRefused as exc:
            refused.append(f"line {number}: {exc}")
            continue
        except ValueError:
            refused.append(f"line {number}: not a JSON object")
            continue
        if candidate is None or candidate.id in known:
            # "Neither", or the detector found it too: one queue item, not two.
            continue
        known.add(candidate.id)
        found.append(candidate)
    return found, refused


class ProposalRefused(ValueError):
    """An imported line that is not a usable proposal; ``str()`` says why."""


# DESIGN §8: a model's proposal is queued only when it is this sure.
MIN_IMPORTED_CONFIDENCE = 0.75
# An imported item never outranks what the detector is sure of.
MAX_IMPORTED_CONFIDENCE = 0.9
EVIDENCE_KEYS = ("a", "b", "slot", "reason")
MAX_EVIDENCE_CHARS = 2000


def _proposal(
    proposal: object, by_path: dict[str, Note], about: Callable[[str, str], float] | None
) -> Candidate | None:
    if not isinstance(proposal, dict):
        raise ProposalRefused("not a JSON object")
    kind, paths = proposal.get("kind"), proposal.get("paths")
    if kind == "none":
        return None
    if kind not in KINDS or not KINDS[kind].importable:
        raise ProposalRefused(f"unknown kind {kind!r}")
    if not isinstance(paths, list) or len(paths) != 2 or not all(isinstance(p, str) for p in paths):
        raise ProposalRefused("paths must name two memories")
    missing = [p for p in paths if p not in by_path]
    if missing:
        raise ProposalRefused(f"no such memory: {missing[0]}")
    a, b = sorted(paths)
    similarity = about(a, b) if about is not None and a != b else None
    reason = guardrails_allow(by_path[a], by_path[b], kind, similarity)
    if reason:
        raise ProposalRefused(reason)
    confidence = _confidence(proposal.get("confidence"))
    return Candidate(
        kind,
        (a, b),
        round(min(confidence, MAX_IMPORTED_CONFIDENCE), 2),
        {
            **_evidence(proposal.get("evidence")),
            **_resolution(proposal, (a, b)),
            "source": "imported",
        },
    )


def _confidence(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ProposalRefused(f"confidence must be a number from 0 to 1, not {value!r}")
    if not 0 <= value <= 1:
        raise ProposalRefused(f"confidence must be from 0 to 1, not {value}")
    if value < MIN_IMPORTED_CONFIDENCE:
        raise ProposalRefused(
            f"confidence {value} is below {MIN_IMPORTED_CONFIDENCE}: not sure enough to queue"
        )
    return float(value)


def _resolution(proposal: dict[str, Any], paths: tuple[str, str]) -> dict[str, str]:
    """What the model suggests the operator do: keep a winner, or mark the pair partial.

    A winner must cover everything the other memory says (``covers`` true); in doubt the
    answer is "partial", and a winner that does not cover the loser is refused.
    """
    winner = proposal.get("winner")
    if winner in (None, ""):
        return {"suggested": "partial"} if proposal.get("resolution") == "partial" else {}
    if winner not in paths:
        raise ProposalRefused(f"the winner {winner!r} is not one of the two memories")
    if proposal.get("covers") is not True:
        raise ProposalRefused(
            'a winner must cover everything the other memory says; answer "partial" when in doubt'
        )
    return {"suggested": "supersede", "winner": winner}


def _evidence(evidence: object) -> dict[str, Any]:
    """The model's evidence, as text only and of a readable length."""
    if not isinstance(evidence, dict):
        return {}
    kept: dict[str, Any] = {
        key: str(evidence[key])[:MAX_EVIDENCE_CHARS]
        for key in EVIDENCE_KEYS
        if isinstance(evidence.get(key), str | int | float)
    }
    # The page marks the words both statements share, as it does for our own evidence.
    kept["shared"] = shared_words(kept.get("a", ""), kept.get("b", ""))
    return kept


# --- resolving ---------------------------------------------------------------------------------


def find_item(item: str) -> QueueEntry | None:
    entry = next((e for e in review_queue(include_resolved=True) if e.item.item_id == item), None)
    if entry is not None:
        load_memories([entry])
    return entry


def resolve(item: str, action: str, actor: str, winner: str = "", note: str = "") -> Event:
    """Supersede, dismiss or partial: a journaled, undoable decision written to files."""
    return projection.write(plan_resolution(item, action, winner, note), actor)


def plan_resolution(item: str, action: str, winner: str = "", note: str = "") -> Plan:
    """What a decision on a review item writes (nothing yet)."""
    entry = find_item(item)
    if entry is None:
        raise WriteRefused("That review item is no longer in the queue.")
    paths = list(entry.item.paths)
    detail = {"item": item, "note": note, "paths": paths}
    if entry.item.source == "lint" and action != "dismiss":
        raise WriteRefused("A lint finding is fixed or dismissed, not resolved as a pair.")
    if action == "dismiss":
        pins = content_pins(paths)
        said = f"Dismissed the {entry.item.kind.replace('-', ' ')} about {' and '.join(paths)}."
        plan = Plan("dismiss", [], said, {**detail, "pins": pins})
    elif action == "partial":
        said = f"Marked {' and '.join(paths)} as partly true: both memories stay."
        plan = Plan("partial", [], said, detail)
    elif action == "supersede" and winner in paths and len(paths) == 2:
        loser = next(p for p in paths if p != winner)
        plan = _supersede(entry, loser, winner, detail)
    else:
        raise WriteRefused("Choose which of the two memories wins.")
    return plan


def _supersede(entry: QueueEntry, loser: str, winner: str, detail: dict[str, Any]) -> Plan:
    """The loser marked superseded where its format can say so; an entry, which has no
    frontmatter to say it in, leaves its file (undoable, its text kept in the journal)."""
    md = projection.memdir()
    memory = next((m for m in entry.memories if m.path == loser), None)
    if memory is not None and memory.entry:
        plan = plans.plan_entry_remove(
            md, projection.current_profile(), memory.file, memory.sha256, memory.entry
        )
        plan.action = "supersede"
        plan.detail = {**detail, "winner": winner, "loser": loser, "entry": memory.entry}
        plan.said = f"Kept the newer entry; removed entry {memory.entry} of {memory.file}."
        return plan
    if not edits.has_frontmatter(md.read(loser)):
        raise WriteRefused(
            f"{loser} has no frontmatter to mark it superseded in, and memoryui never adds "
            "frontmatter to a file: edit or archive it instead."
        )
    return plans.plan_supersede(md, loser, winner, detail)


def recheck(item: str, actor: str) -> VerifyReport:
    entry = find_item(item)
    if entry is None:
        raise WriteRefused("That review item is no longer in the queue.")
    return verify(list(entry.item.paths), actor=actor)


def unverified_key(path: str) -> str:
    return item_id("unverified-claim", [path])
