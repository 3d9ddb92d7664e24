"""What only ``.memoryui/`` holds, carried into the projection: the journal (and with it every
review decision and completed pass), curate's candidates, and verify's claim outcomes.

One loader per file, in a table (``LOADERS``). Each is re-read only when its size, mtime or
ctime moved, so a page load pays a stat call per file. Every entry is validated on its own: a
bad one becomes a ``StateProblem`` listed on the weekly pass, and the rest still load. (One
entry without ``argument`` in ``claims.json`` used to stop every reconcile, and with it every
page.) The journal is read incrementally, from where the last read ended: a write appends one
line, and must not make every worker re-parse the whole journal and rebuild every decision.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from memoryui.memdir import battery
from memoryui.memdir.journal import Event, StateDir
from memoryui.memdir.review import KINDS, REVIEW_ACTIONS
from memoryui.models import (
    BatteryQuestion,
    ClaimOutcome,
    Decision,
    HygienePass,
    JournalEvent,
    JournalFile,
    ProjectionState,
    ReviewItem,
    StateProblem,
)

CHUNK = 500
OUTCOMES = ("verified", "failed", "unknown")
Problems = list[str]


@dataclass(frozen=True)
class Loader:
    """One state file: where it lives under ``.memoryui/`` and how it is loaded."""

    name: str
    rel: str
    load: Callable[..., Problems]  # (state_dir, state, *, full) -> problems


def version(path: str) -> list[int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns, st.st_ctime_ns]


def read_json(path: str) -> tuple[Any, str]:
    """The parsed file, or None and why not ("" when it simply is not there yet)."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except FileNotFoundError:
        return None, ""
    except OSError as exc:
        return None, f"cannot be read ({exc.strerror or exc})"
    try:
        return json.loads(raw), ""
    except ValueError as exc:
        return None, f"is not JSON ({exc.msg} at byte {exc.pos})"


# --- the journal --------------------------------------------------------------------------


def load_journal(state_dir: StateDir, state: ProjectionState, *, full: bool) -> Problems:
    files = dict(state.state_files or {})
    offset, lines = int(files.get("journal_offset") or 0), int(files.get("journal_lines") or 0)
    size = (version(str(state_dir.journal)) or [0])[0]
    if full or size < offset:
        # A journal that shrank was rewritten by hand: read it again from its start.
        for model in (JournalFile, JournalEvent, Decision, HygienePass):
            model.objects.all().delete()
        offset, lines = 0, 0
    problems: Problems = []
    fresh: list[Event] = []
    read_lines, end = _complete_lines(state_dir, offset)
    for raw in read_lines:
        lines += 1
        if not raw.strip():
            continue
        try:
            fresh.append(Event.from_json(json.loads(raw)))
        except (ValueError, KeyError, TypeError, AttributeError):
            problems.append(
                f"journal.jsonl line {lines} is not a journal event (a write cut short?)"
            )
    files["journal_offset"], files["journal_lines"] = offset + end, lines
    state.state_files = files
    _add_events(fresh)
    return problems + _journal_problems_kept(full=full)


def _journal_problems_kept(*, full: bool) -> Problems:
    """Bad lines found by earlier incremental reads stay listed until a full read."""
    if full:
        return []
    return list(StateProblem.objects.filter(source="journal").values_list("words", flat=True))


def _complete_lines(state_dir: StateDir, offset: int) -> tuple[list[bytes], int]:
    """The complete lines from ``offset``, split on newline bytes only, and where they end."""
    try:
        with open(state_dir.journal, "rb") as handle:
            handle.seek(offset)
            raw = handle.read()
    except FileNotFoundError:
        return [], 0
    end = raw.rfind(b"\n") + 1
    return raw[:end].split(b"\n")[:-1] if end else [], end


def _add_events(fresh: list[Event]) -> None:
    """Insert new events, apply the undos among them, and refresh only the decisions and
    passes whose events were added or changed effect."""
    if not fresh:
        return
    known = set(
        JournalEvent.objects.filter(event_id__in=[e.id for e in fresh]).values_list(
            "event_id", flat=True
        )
    )
    fresh = [e for e in fresh if e.id not in known]
    for start in range(0, len(fresh), CHUNK):
        batch = fresh[start : start + CHUNK]
        rows = JournalEvent.objects.bulk_create(
            JournalEvent(
                event_id=e.id,
                data=e.as_json(),
                action=e.action,
                item=str(e.detail.get("item") or "")[:64],
                undoes=str(e.detail.get("undoes") or "")[:64] if e.action == "undo" else "",
            )
            for e in batch
        )
        JournalFile.objects.bulk_create(
            JournalFile(event=row, path=f.path)
            for row, e in zip(rows, batch, strict=True)
            for f in e.files
        )
    touched = {e.id for e in fresh}
    for event in fresh:
        if event.action == "undo" and event.detail.get("undoes"):
            touched |= _set_effect(str(event.detail["undoes"]), in_effect=False)
    rows = list(JournalEvent.objects.filter(event_id__in=touched))
    _refresh_decisions({row.item for row in rows if row.item and row.action in REVIEW_ACTIONS})
    _refresh_passes([row for row in rows if row.action == "hygiene-pass"])


def _set_effect(event_id: str, *, in_effect: bool) -> set[str]:
    """Mark an event undone (or, when its undo is itself undone, back in effect); returns the
    events whose effect changed. An undo's own effect decides its target's."""
    changed: set[str] = set()
    current: str | None = event_id
    value = in_effect
    while current and current not in changed:
        row = JournalEvent.objects.filter(event_id=current).first()
        if row is None:
            break
        if row.in_effect != value:
            row.in_effect = value
            row.save(update_fields=["in_effect"])
        changed.add(current)
        current, value = (row.undoes, not value) if row.action == "undo" else (None, value)
    return changed


def _refresh_decisions(items: set[str]) -> None:
    """The latest decision in effect for each of ``items``, read back from the journal."""
    if not items:
        return
    Decision.objects.filter(item_id__in=items).delete()
    latest: dict[str, JournalEvent] = {}
    rows = JournalEvent.objects.filter(
        item__in=items, action__in=REVIEW_ACTIONS, in_effect=True
    ).order_by("event_id")
    for row in rows:
        latest[row.item] = row
    Decision.objects.bulk_create(
        Decision(
            item_id=item,
            action=row.action,
            event_id=row.event_id,
            at=str(row.data.get("at", "")),
            actor=str(row.data.get("actor", "")),
            pins=dict((row.data.get("detail") or {}).get("pins") or {}),
            note=str((row.data.get("detail") or {}).get("note") or ""),
        )
        for item, row in latest.items()
    )


def _refresh_passes(rows: Iterable[JournalEvent]) -> None:
    for row in rows:
        HygienePass.objects.filter(event_id=row.event_id).delete()
        if not row.in_effect:
            continue
        detail = row.data.get("detail") or {}
        at = str(row.data.get("at", ""))
        since = detail.get("since_ns")
        if not isinstance(since, int):
            try:
                since = int(dt.datetime.fromisoformat(at).timestamp() * 1e9)
            except ValueError:
                since = 0
        HygienePass.objects.create(event_id=row.event_id, at=at, since_ns=since, detail=detail)


# --- curate's candidates ----------------------------------------------------------------------


def load_candidates(state_dir: StateDir, _state: ProjectionState, *, full: bool) -> Problems:  # noqa: ARG001 - one signature for every loader
    data, why = read_json(str(state_dir.path / "review" / "candidates.json"))
    ReviewItem.objects.all().delete()
    if why:
        return [f"review/candidates.json {why}"]
    listed = data.get("items") if isinstance(data, dict) else None
    if data is not None and not isinstance(listed, list):
        return ["review/candidates.json holds no list of items"]
    problems: Problems = []
    items: dict[str, dict] = {}
    for number, item in enumerate(listed or [], start=1):
        reason = _candidate_problem(item)
        if reason:
            problems.append(f"review/candidates.json item {number} {reason}")
        else:
            # Keyed by id: a file listing one item twice must not break every page.
            items[item["id"]] = item
    ReviewItem.objects.bulk_create(
        ReviewItem(
            item_id=i["id"],
            kind=i["kind"],
            paths=i["paths"],
            confidence=float(i["confidence"]),
            evidence=i.get("evidence") if isinstance(i.get("evidence"), dict) else {},
            source=str(i.get("source", "curate"))[:32],
        )
        for i in items.values()
    )
    return problems


def _candidate_problem(item: object) -> str:
    if not isinstance(item, dict):
        return "is not an object"
    if not isinstance(item.get("id"), str) or not 0 < len(item["id"]) <= 32:
        return "has no usable id"
    if item.get("kind") not in KINDS or KINDS[item["kind"]].level:
        # Lint findings come from the lint pass, never from a candidates file.
        return f"has an unknown kind {item.get('kind')!r}"
    paths = item.get("paths")
    if not isinstance(paths, list) or not paths or not all(isinstance(p, str) for p in paths):
        return "names no memories"
    confidence = item.get("confidence")
    if isinstance(confidence, bool) or not isinstance(confidence, int | float):
        return "has no numeric confidence"
    return ""


# --- verify's claim outcomes ------------------------------------------------------------------


def load_claims(state_dir: StateDir, _state: ProjectionState, *, full: bool) -> Problems:  # noqa: ARG001 - one signature for every loader
    data, why = read_json(str(state_dir.path / "claims.json"))
    ClaimOutcome.objects.all().delete()
    if why:
        return [f"claims.json {why}"]
    memories = data.get("memories") if isinstance(data, dict) else None
    if data is not None and not isinstance(memories, dict):
        return ["claims.json holds no memories"]
    problems: Problems = []
    rows = []
    for path, entry in (memories or {}).items():
        outcomes = entry.get("outcomes") if isinstance(entry, dict) else None
        if not isinstance(outcomes, list):
            problems.append(f"claims.json: the entry for {path} has no list of outcomes")
            continue
        for number, o in enumerate(outcomes, start=1):
            reason = _outcome_problem(o)
            if reason:
                problems.append(f"claims.json: outcome {number} of {path} {reason}")
                continue
            rows.append(
                ClaimOutcome(
                    path=path,
                    kind=o["kind"],
                    argument=o["argument"],
                    outcome=o["outcome"],
                    reason=str(o.get("reason", "")),
                    checked_at=str(o.get("checked_at", ""))[:40],
                )
            )
    ClaimOutcome.objects.bulk_create(rows, batch_size=CHUNK)
    return problems


def _outcome_problem(outcome: object) -> str:
    if not isinstance(outcome, dict):
        return "is not an object"
    for key in ("kind", "argument", "outcome"):
        if not isinstance(outcome.get(key), str):
            return f"has no {key}"
    if outcome["outcome"] not in OUTCOMES:
        return f"has an unknown outcome {outcome['outcome']!r}"
    if len(outcome["kind"]) > 16:
        return "has an unknown kind"
    return ""


# --- the retrieval battery, and curate's proposals for it -------------------------------------


def load_battery(state_dir: StateDir, _state: ProjectionState, *, full: bool) -> Problems:  # noqa: ARG001 - one signature for every loader
    try:
        raw = state_dir.read(battery.NAME)
    except OSError as exc:
        return [f"{battery.NAME} cannot be read ({exc.strerror or exc})"]
    BatteryQuestion.objects.filter(proposed=False).delete()
    questions, problems = battery.parse(raw)
    BatteryQuestion.objects.bulk_create(
        BatteryQuestion(
            question_id=q.id,
            question=q.question,
            expect=q.expect,
            silent=q.silent,
            added_by=q.added_by[:150],
            at=q.at[:40],
            line=q.line,
            key=q.key,
        )
        for q in questions
    )
    return problems


def load_battery_proposals(state_dir: StateDir, _state: ProjectionState, *, full: bool) -> Problems:  # noqa: ARG001 - one signature for every loader
    rel = "review/battery-proposals.json"
    data, why = read_json(str(state_dir.path / rel))
    BatteryQuestion.objects.filter(proposed=True).delete()
    if why:
        return [f"{rel} {why}"]
    listed = data.get("questions") if isinstance(data, dict) else None
    rows: dict[str, BatteryQuestion] = {}
    for number, item in enumerate(listed if isinstance(listed, list) else [], start=1):
        try:
            question = battery.Question(
                str(item["id"])[:64],
                *battery.checked(
                    item["question"], item.get("expect", []), silent=item.get("silent") is True
                ),
                silent=item.get("silent") is True,
            )
        except (KeyError, TypeError, battery.BatteryError):
            # Curate's own output, made again by its next run: a bad entry is only skipped.
            continue
        rows[question.id] = BatteryQuestion(
            question_id=question.id,
            question=question.question,
            expect=question.expect,
            silent=question.silent,
            line=number,
            key=question.key,
            proposed=True,
            reason=str(item.get("reason") or "")[:500],
        )
    BatteryQuestion.objects.bulk_create(rows.values())
    return []


LOADERS: tuple[Loader, ...] = (
    Loader("journal", "journal.jsonl", load_journal),
    Loader("candidates", "review/candidates.json", load_candidates),
    Loader("claims", "claims.json", load_claims),
    Loader("battery", battery.NAME, load_battery),
    Loader("battery_proposals", "review/battery-proposals.json", load_battery_proposals),
)


def changed(state_dir: StateDir, state: ProjectionState) -> bool:
    """Whether any state file moved since it was last loaded (three stat calls)."""
    seen = state.state_files or {}
    return any(
        version(str(state_dir.path / loader.rel)) != seen.get(loader.name) for loader in LOADERS
    )


def sync(state_dir: StateDir, state: ProjectionState, *, force: bool) -> bool:
    """Load every state file that moved (all of them with ``force``); returns whether any did."""
    any_changed = False
    for loader in LOADERS:
        current = version(str(state_dir.path / loader.rel))
        if current == (state.state_files or {}).get(loader.name) and not force:
            continue
        any_changed = True
        problems = loader.load(state_dir, state, full=force)
        state.state_files = {**(state.state_files or {}), loader.name: current}
        StateProblem.objects.filter(source=loader.name).delete()
        StateProblem.objects.bulk_create(
            StateProblem(source=loader.name, words=words) for words in dict.fromkeys(problems)
        )
    return any_changed
