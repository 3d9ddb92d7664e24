"""The retrieval battery and the recall check, run as the agent's recall sees them (DESIGN §12).

Every question goes through ``agent.core.recall``, the function the ``memoryui-recall`` hook
calls: what the battery says passes is what the agent would be told. The battery is rerun
after every reconcile that changed something (``after_reconcile``) and by ``hygiene``; a
question that passed at its previous run and fails now is a regression, an error of the weekly
pass, kept with what it finds now and the change that broke it until it passes again.

Questions live in ``.memoryui/battery.jsonl`` (``memdir.battery``); editors change them through
``projection.write_state``, journaled and undoable. Results are projection rows, derived like
the rest; "used to pass" survives a rebuild through the last completed pass, whose snapshot
(in the journal) holds each question's verdict.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.db import connection

from memoryui import fleet, projection, scoping
from memoryui.agent import core
from memoryui.clock import today
from memoryui.memdir import battery as questions_file
from memoryui.memdir.battery import NAME, BatteryError, Question
from memoryui.memdir.journal import Event, sha256
from memoryui.models import (
    BatteryQuestion,
    BatteryResult,
    HygienePass,
    JournalEvent,
    Memory,
    ProjectionState,
    RecallCheck,
)

logger = logging.getLogger(__name__)
PROPOSALS = "review/battery-proposals.json"
# Prompts anybody says to an agent that are about nothing: curate proposes them as silent
# questions (the ones recall stays silent on now), so a change that makes the hook chatty
# shows as a regression.
SMALL_TALK = (
    "thanks, that's all for today",
    "great, carry on",
    "ok, sounds good",
    "can you continue?",
    "hi! how are you?",
    "perfect, thank you so much",
    "yes please, go ahead",
    "hmm, let me think about it",
)
MAX_PROPOSALS = 20
# How long ``hygiene`` spends on recall checks per memdir; the oldest are checked first, so
# a large memdir is covered over a few passes.
RECALL_CHECK_SECONDS = 60.0


# --- recall, through Django's connection ----------------------------------------------------


def _memdir_ids() -> list[int] | None:
    """The memdir in scope, or None when only one is served (the index holds nothing else)."""
    return [scoping.record().pk] if fleet.several() else None


def recall(prompt: str, on: dt.date | None = None) -> core.Recall:
    """What the hook would bring up for ``prompt`` in the memdir in scope."""
    dialect = "postgresql" if connection.vendor == "postgresql" else "sqlite"
    with connection.cursor() as cursor:
        return core.recall(
            cursor, prompt, dialect=dialect, today=on or today(), memdirs=_memdir_ids()
        )


# --- running the battery ----------------------------------------------------------------------


@dataclass
class Run:
    ran: int = 0
    passed: int = 0
    regressions: list[str] = field(default_factory=list)
    fixed: list[str] = field(default_factory=list)

    def summary(self) -> str:
        said = f"battery: {self.passed} of {self.ran} pass"
        if self.regressions:
            said += f"; {len(self.regressions)} used to pass and fail now"
        return said


def _passed_at_last_pass() -> dict[str, tuple[str, bool]]:
    """Each question's verdict at the last completed pass: (key, passed), by id."""
    last = HygienePass.objects.last()
    found = (last.detail.get("battery") if last else None) or {}
    return {
        qid: (str(v[0]), bool(v[1]))
        for qid, v in found.items()
        if isinstance(v, list) and len(v) == 2
    }


def _changes(report: object | None) -> list[dict[str, str]]:
    if report is None:
        return []
    kinds = (("added", "added"), ("changed", "changed"), ("removed", "removed"))
    return [{"path": p, "kind": k} for attr, k in kinds for p in getattr(report, attr, [])]


def _broken_by(
    question: BatteryQuestion, found: core.Recall, before: list[str], report: object | None
) -> dict[str, Any]:
    """The change that broke a question: the files this reconcile added, changed or removed
    among those it expects, finds now or found before (else all of them, a few), and the
    journal event that made the change when memoryui did."""
    changes = _changes(report)
    involved = set(question.expect) | set(found.paths) | set(before)
    relevant = [c for c in changes if c["path"] in involved] or changes[:10]
    if not relevant:
        return {
            "changes": [],
            "words": "no file changed since it last passed: the memories aged (stale notes rank "
            "lower as they age) or another question's change moved it",
        }
    words = ", ".join(f"{c['path']} {c['kind']}" for c in relevant[:5])
    event = (
        JournalEvent.objects.filter(files__path__in=[c["path"] for c in relevant])
        .order_by("-event_id")
        .first()
    )
    data: dict[str, Any] = {"changes": relevant, "words": f"after {words}"}
    if event is not None:
        data["event"] = {"id": event.event_id, "action": event.action, "actor": event.data["actor"]}
        data["words"] += f" ({event.action} by {event.data['actor']}, {event.event_id})"
    else:
        data["words"] += " (by an outside writer: the agent, or an editor outside memoryui)"
    return data


def rerun(report: object | None = None) -> Run:
    """Run every battery question of the memdir in scope and keep each result.

    ``report`` is the reconcile that caused the run (its changes name what broke a question);
    None for ``hygiene``.
    """
    run = Run()
    previous = {r.question_id: r for r in BatteryResult.objects.all()}
    at_last_pass = _passed_at_last_pass()
    stamp = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    rows = []
    on = today()
    for question in BatteryQuestion.objects.filter(proposed=False):
        found = recall(question.question, on)
        passed = core.passes(found, question.expect, silent=question.silent)
        before = previous.get(question.question_id)
        same = before is not None and before.key == question.key
        if same:
            was, was_regression = before.passed, before.regression
        else:
            key, verdict = at_last_pass.get(question.question_id, ("", False))
            was, was_regression = verdict and key == question.key, False
        row = BatteryResult(
            question_id=question.question_id,
            key=question.key,
            passed=passed,
            found=found.paths,
            silence=found.silence or "",
            ran_at=stamp,
        )
        if not passed and was_regression:
            # Still broken: it stays a regression, with the change that first broke it.
            row.regression, row.broken_at, row.broken_by = True, before.broken_at, before.broken_by
        elif not passed and was:
            row.regression, row.broken_at = True, stamp
            row.broken_by = _broken_by(question, found, before.found if same else [], report)
            run.regressions.append(question.question_id)
        elif passed and was_regression:
            run.fixed.append(question.question_id)
        rows.append(row)
        run.ran += 1
        run.passed += int(passed)
    BatteryResult.objects.all().delete()
    BatteryResult.objects.bulk_create(rows)
    # The fleet page keeps each memdir's counts with the projection version: say they moved.
    ProjectionState.objects.update(counts_key="")
    return run


_rerun_lock = threading.Lock()


def after_reconcile(report: object) -> None:
    """``projection.reconcile`` calls this when something changed. Inline (tests, commands)
    the battery runs now; in the server's background mode a thread runs it, so a save never
    waits for the battery."""
    if not BatteryQuestion.objects.filter(proposed=False).exists() and (
        not BatteryResult.objects.exists()
    ):
        return
    if settings.MEMORYUI_RECONCILE_MODE == "inline":
        rerun(report)
        return
    record = scoping.record()
    threading.Thread(target=_rerun_in_background, args=(record, report), daemon=True).start()


def _rerun_in_background(record: object, report: object) -> None:
    try:
        with _rerun_lock, scoping.use(record):  # type: ignore[arg-type]
            rerun(report)
    except Exception:  # logged: a failed run leaves the previous results shown
        logger.exception("memoryui: rerunning the battery of %s failed", record)
    finally:
        connection.close()


# --- what the pages show ----------------------------------------------------------------------


@dataclass
class Health:
    questions: int = 0
    finding: int = 0
    small_talk: int = 0
    silent: int = 0
    regressions: int = 0
    not_run: int = 0

    @property
    def sentence(self) -> str:
        """ "14 of 16 questions find their memory; 18 of 18 small-talk prompts stay silent"."""
        if not self.questions and not self.small_talk:
            return "No battery questions yet: pin a right answer from “What does it believe?”."
        parts = []
        if self.questions:
            noun = "question finds its" if self.questions == 1 else "questions find their"
            parts.append(f"{self.finding} of {self.questions} {noun} memory")
        if self.small_talk:
            noun = "prompt stays" if self.small_talk == 1 else "prompts stay"
            parts.append(f"{self.silent} of {self.small_talk} small-talk {noun} silent")
        return "; ".join(parts)

    def as_json(self) -> dict[str, Any]:
        return {**vars(self), "sentence": self.sentence}


def results() -> dict[str, BatteryResult]:
    return {r.question_id: r for r in BatteryResult.objects.all()}


def health() -> Health:
    found = results()
    out = Health()
    for question in BatteryQuestion.objects.filter(proposed=False):
        result = found.get(question.question_id)
        current = result is not None and result.key == question.key
        if question.silent:
            out.small_talk += 1
            out.silent += int(current and result.passed)
        else:
            out.questions += 1
            out.finding += int(current and result.passed)
        out.not_run += int(not current)
        out.regressions += int(current and result.regression)
    return out


def failing_count() -> int:
    """Questions that fail and never passed since they were asked (warnings, not errors)."""
    keys = dict(BatteryQuestion.objects.filter(proposed=False).values_list("question_id", "key"))
    return sum(
        1
        for r in BatteryResult.objects.filter(passed=False, regression=False)
        if keys.get(r.question_id) == r.key
    )


def regression_count() -> int:
    keys = dict(BatteryQuestion.objects.filter(proposed=False).values_list("question_id", "key"))
    return sum(
        1 for r in BatteryResult.objects.filter(regression=True) if keys.get(r.question_id) == r.key
    )


def snapshot() -> dict[str, list[object]]:
    """Each question's verdict for a completed pass's snapshot: [key, passed], by id."""
    keys = dict(BatteryQuestion.objects.filter(proposed=False).values_list("question_id", "key"))
    return {
        r.question_id: [r.key, r.passed]
        for r in BatteryResult.objects.all()
        if keys.get(r.question_id) == r.key
    }


# --- editing the battery (journaled, through the one write path) -----------------------------


def _current() -> tuple[bytes | None, str | None]:
    raw = projection.memdir().state.read(NAME)
    return raw, (None if raw is None else sha256(raw))


def _known_paths(expect: Sequence[str]) -> list[str]:
    """Expected paths as memories of this memdir (an entry may be named by its file)."""
    found = []
    for path in expect:
        memory = Memory.objects.filter(path=path).only("path").first()
        if memory is None:
            raise BatteryError(f"There is no memory {path[:200]} in this memdir.")
        found.append(memory.path)
    return found


def add(text: str, expect: Sequence[str], *, silent: bool, actor: str) -> tuple[Event | None, str]:
    """Pin a question: it must bring up ``expect`` (in the top three), or stay ``silent``.

    Returns the event (None when the battery already asks it so) and the sentence to show.
    """
    text, paths = questions_file.checked(text, expect, silent=silent)
    paths = [] if silent else _known_paths(paths)
    raw, digest = _current()
    if questions_file.holds(raw, text, paths, silent=silent):
        return None, "The battery already asks this."
    question = Question(questions_file.new_id(), text, paths, silent, actor, questions_file.now())
    new = questions_file.added(raw, question)
    event = projection.write_state(
        NAME, digest, new, actor, "battery-add", {"question": question.as_json()}
    )
    what = "stay silent" if silent else f"bring up {', '.join(paths)}"
    return event, f"Added to the battery: “{text}” must {what}."


def edit(
    question_id: str, text: str, expect: Sequence[str], *, silent: bool, actor: str
) -> tuple[Event | None, str]:
    raw, digest = _current()
    paths = [] if silent else _known_paths(questions_file.checked(text, expect, silent=silent)[1])
    new = questions_file.replaced(raw, question_id, text, paths, silent=silent)
    if new == raw:
        return None, "Nothing changed, so nothing was written."
    after = questions_file.find(new, question_id)
    detail = {"question": after.as_json() if after else {"id": question_id}}
    event = projection.write_state(NAME, digest, new, actor, "battery-edit", detail)
    return event, "The battery question is saved."


def remove(question_id: str, actor: str) -> tuple[Event | None, str]:
    raw, digest = _current()
    gone = questions_file.find(raw, question_id)
    new = questions_file.removed(raw, question_id)
    detail = {"question": gone.as_json() if gone else {"id": question_id}}
    event = projection.write_state(NAME, digest, new, actor, "battery-remove", detail)
    return event, "Removed from the battery (undo it from the history)."


# --- curate's proposals -------------------------------------------------------------------


def _proposal_id(text: str, expect: Iterable[str], *, silent: bool) -> str:
    key = json.dumps([text.lower(), sorted(expect), silent], ensure_ascii=False)
    return "p" + hashlib.sha256(key.encode()).hexdigest()[:10]


def propose() -> list[dict[str, Any]]:
    """Questions the battery could hold, never added without an editor: for the newest
    memories, the first sample prompt (an alias, the name, the description as a question) that
    brings each up now; and the small-talk prompts recall now stays silent on. Written to
    .memoryui/review/battery-proposals.json for /battery/ (curate's output, like its review
    candidates)."""
    asked = BatteryQuestion.objects.filter(proposed=False)
    pinned = {p for q in asked for p in q.expect}
    words = {q.question.lower() for q in asked}
    found: list[dict[str, Any]] = []
    on = today()
    newest = (
        Memory.objects.exclude(status="superseded")
        .exclude(description="")
        .order_by("-mtime_ns", "path")
        .only("path", "name", "description", "aliases")[:200]
    )
    for memory in newest:
        if len(found) >= MAX_PROPOSALS:
            break
        if memory.path in pinned:
            continue
        for prompt in core.sample_prompts(memory.name, memory.description, memory.aliases):
            if prompt.lower() in words:
                continue
            if memory.path in recall(prompt, on).paths:
                found.append(
                    {
                        "id": _proposal_id(prompt, [memory.path], silent=False),
                        "question": prompt,
                        "expect": [memory.path],
                        "reason": f"recall brings up {memory.path} for it now",
                    }
                )
                break
    for prompt in SMALL_TALK:
        if prompt.lower() not in words and not recall(prompt, on).memories:
            found.append(
                {
                    "id": _proposal_id(prompt, [], silent=True),
                    "question": prompt,
                    "silent": True,
                    "reason": "small talk, and recall stays silent on it now",
                }
            )
    data = {"generated_at": questions_file.now(), "questions": found}
    projection.memdir().state.write(PROPOSALS, json.dumps(data, ensure_ascii=False).encode())
    return found


def proposals() -> list[BatteryQuestion]:
    """curate's proposals the battery does not ask yet."""
    asked = {q.key for q in BatteryQuestion.objects.filter(proposed=False)}
    return [q for q in BatteryQuestion.objects.filter(proposed=True) if q.key not in asked]


# --- a memory's recall check -----------------------------------------------------------------


def recall_check(memory: Memory, on: dt.date | None = None) -> dict[str, Any]:
    """Which sample prompts bring ``memory`` up through the hook, and at which rank."""
    prompts = []
    for prompt in core.sample_prompts(memory.name, memory.description, memory.aliases):
        paths = recall(prompt, on).paths
        rank = paths.index(memory.path) + 1 if memory.path in paths else None
        prompts.append({"prompt": prompt, "rank": rank, "found": paths})
    return {
        "prompts": prompts,
        "recalled": any(p["rank"] for p in prompts),
        # A superseded memory is meant to stay down: nothing bringing it up is no problem.
        "expected": memory.status != "superseded",
    }


def refresh_recall_checks(seconds: float = RECALL_CHECK_SECONDS) -> int:
    """Check memories within ``seconds``: never checked or changed since first, then the
    oldest checks. Returns how many were checked. ``hygiene`` calls it, so a memory nothing
    brings up is counted in the weekly pass."""
    started = time.monotonic()
    memories = {m.path: m for m in Memory.objects.exclude(status="superseded").defer("body")}
    checked = {c.path: c for c in RecallCheck.objects.all()}
    RecallCheck.objects.exclude(path__in=list(memories)).delete()
    order = sorted(
        memories.values(),
        key=lambda m: (
            (c := checked.get(m.path)) is not None and c.sha256 == m.sha256,
            c.checked_at if c else "",
            m.path,
        ),
    )
    done = 0
    on = today()
    stamp = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    for memory in order:
        if time.monotonic() - started > seconds:
            break
        result = recall_check(memory, on)
        RecallCheck.objects.update_or_create(
            path=memory.path,
            defaults={
                "sha256": memory.sha256,
                "recalled": result["recalled"],
                "prompts": result["prompts"],
                "checked_at": stamp,
            },
        )
        done += 1
    return done


def never_recalled() -> int:
    """Memories no sample prompt brings up, at their current version (the weekly pass)."""
    current = dict(Memory.objects.exclude(status="superseded").values_list("path", "sha256"))
    return sum(
        1
        for path, digest in RecallCheck.objects.filter(recalled=False).values_list("path", "sha256")
        if current.get(path) == digest
    )
