"""The weekly pass: what needs attention now, each with a count, a level and where to act.

The checklist is a table (``CHECKS``): one row per check, each counting from ``Facts`` gathered
once per page. The review queue's checks come from the review-kind registry, so a new kind of
review item shows here without touching this module. Completing a pass is a journaled event
with a snapshot of the counts, so the week-by-week history survives the database.
"""

from __future__ import annotations

import datetime as dt
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.urls import reverse

from memoryui import battery
from memoryui.clock import today
from memoryui.memdir.errors import WriteRefused
from memoryui.memdir.plans import Plan
from memoryui.memdir.review import REVIEW_KINDS
from memoryui.models import (
    ChangeSeen,
    HygienePass,
    IndexFile,
    Memory,
    Problem,
    QueueEntry,
    StateProblem,
    review_queue,
)


def plural(count: int, singular: str, many: str | None = None) -> str:
    """``1 dead link``, ``2 dead links``: a sentence never says "1 dead links"."""
    return singular if count == 1 else (many or singular + "s")


@dataclass
class Facts:
    """What the checks count from, read once for the whole checklist."""

    index: IndexFile | None
    queue: list[QueueEntry]
    previous: HygienePass | None
    kinds: Counter[str] = field(default_factory=Counter)

    def __post_init__(self) -> None:
        self.kinds = Counter(entry.item.kind for entry in self.queue)

    @property
    def since_ns(self) -> int:
        return self.previous.since_ns if self.previous is not None else 0

    def index_count(self, name: str) -> int:
        return getattr(self.index, name, 0) if self.index is not None else 0

    def queue_count(self, check: str) -> int:
        return sum(self.kinds[kind.key] for kind in REVIEW_KINDS if kind.check == check)


def _changed(_: Facts) -> int:
    """Changes from outside nobody has kept, reverted or left for later (``/changes/``)."""
    return ChangeSeen.objects.undecided().count()


def week_ago_ns() -> int:
    """A week before now (before ``MEMORYUI_TODAY``'s midnight, when it is set)."""
    week = 7 * 24 * 3600 * 10**9
    if settings.MEMORYUI_TODAY:
        midnight = dt.datetime.combine(today(), dt.time(), tzinfo=dt.UTC)
        return int(midnight.timestamp() * 10**9) - week
    return time.time_ns() - week


def _overdue(_: Facts) -> int:
    return ChangeSeen.objects.undecided().filter(seen_ns__lt=week_ago_ns()).count()


def _hidden(_: Facts) -> int:
    return Memory.objects.hidden_by_cliff().count()


@dataclass(frozen=True)
class CheckSpec:
    """One row of the checklist: ``label`` words the count, ``url`` names where to act."""

    key: str
    # error | warning | hint (DESIGN §6: an open error makes ``hygiene`` exit 1; a hint is
    # listed, and never counted as a warning)
    level: str
    label: Callable[[int, Facts], str]
    count: Callable[[Facts], int]
    url: str
    anchor: str = ""
    query: str = ""

    def link(self) -> str:
        return (
            reverse(self.url)
            + (f"?{self.query}" if self.query else "")
            + (f"#{self.anchor}" if self.anchor else "")
        )


def _lines_cut(count: int, facts: Facts) -> str:
    hidden = _hidden(facts)
    return (
        f"{plural(count, 'index line')} cut by the cliff "
        f"(hiding {hidden} {plural(hidden, 'memory', 'memories')})"
    )


def _queue_check(key: str, singular: str, many: str, level: str = "error") -> CheckSpec:
    return CheckSpec(
        key,
        level,
        lambda n, _: plural(n, singular, many),
        lambda facts: facts.queue_count(key),
        "review",
        anchor=next(kind.key for kind in REVIEW_KINDS if kind.check == key),
    )


CHECKS: tuple[CheckSpec, ...] = (
    CheckSpec(
        "lines_cut",
        "error",
        _lines_cut,
        lambda f: f.index.lines_cut if f.index else 0,
        "index",
        anchor="cliff",
    ),
    CheckSpec(
        "dead_links",
        "error",
        lambda n, _: plural(n, "dead link") + " in MEMORY.md",
        lambda f: len(f.index.dead_links) if f.index else 0,
        "index",
        anchor="dead",
    ),
    CheckSpec(
        "problems",
        "error",
        lambda n, _: plural(n, "file that cannot", "files that cannot") + " be read as memory",
        lambda _: Problem.objects.count(),
        "memories",
        query="problems=only",
    ),
    CheckSpec(
        "state_problems",
        "error",
        lambda n, _: plural(n, "entry", "entries") + " of memoryui's own files that cannot be read",
        lambda _: StateProblem.objects.count(),
        "overview",
        anchor="state-problems",
    ),
    _queue_check("unverified", "memory with unverified claims", "memories with unverified claims"),
    _queue_check("contradictions", "possible contradiction", "possible contradictions"),
    _queue_check("duplicates", "duplicate or near-duplicate", "duplicates and near-duplicates"),
    # The lint (issue 14): each row counts the open findings of its checks.
    _queue_check("secrets", "secret in memory", "secrets in memory"),
    _queue_check(
        "dead_memory_links", "broken link between memories", "broken links between memories"
    ),
    _queue_check("lint_warnings", "lint warning", "lint warnings", level="warning"),
    _queue_check("lint_hints", "lint hint", "lint hints", level="hint"),
    CheckSpec(
        "battery_regressions",
        "error",
        lambda n, _: (
            plural(n, "battery question that used", "battery questions that used")
            + " to find "
            + plural(n, "its", "their")
            + " memory and fail now"
        ),
        lambda _: battery.regression_count(),
        "battery",
        anchor="regressions",
    ),
    CheckSpec(
        "orphans",
        "warning",
        lambda n, _: plural(n, "orphan") + " (no pointer)",
        lambda _: Memory.objects.orphans().count(),
        "index",
        anchor="orphans",
    ),
    CheckSpec(
        "too_long",
        "error",
        lambda n, _: plural(n, "index line") + " past 200 characters (the load warning's limit)",
        lambda f: f.index_count("too_long_lines"),
        "index",
        anchor="lines-h",
    ),
    CheckSpec(
        "long",
        "warning",
        lambda n, _: plural(n, "index line") + " past the 150-character guidance",
        lambda f: f.index_count("long_lines"),
        "index",
        anchor="lines-h",
    ),
    CheckSpec(
        "raw_content_lines",
        "warning",
        lambda n, _: plural(n, "raw content line") + " in the index",
        lambda f: f.index_count("raw_lines"),
        "index",
        anchor="raw",
    ),
    CheckSpec(
        "stale",
        "warning",
        lambda n, _: plural(
            n, "stale project or reference note", "stale project and reference notes"
        ),
        lambda _: Memory.objects.stale(today()).count(),
        "memories",
        query="stale=yes",
    ),
    CheckSpec(
        "battery_failing",
        "warning",
        lambda n, _: plural(n, "battery question") + " recall does not answer as pinned",
        lambda _: battery.failing_count(),
        "battery",
        anchor="failing",
    ),
    CheckSpec(
        "never_recalled",
        "warning",
        lambda n, _: (
            plural(n, "memory", "memories")
            + " that none of "
            + plural(n, "its", "their")
            + " sample prompts brings up through the recall hook"
        ),
        lambda _: battery.never_recalled(),
        "battery",
        anchor="never-recalled",
    ),
    CheckSpec(
        "changed",
        "warning",
        lambda n, f: (
            plural(n, "file changed", "files changed")
            + (" since the last completed pass" if f.previous else " since memoryui started")
            + ", to keep, revert or leave for later"
        ),
        _changed,
        "changes",
    ),
    CheckSpec(
        "changes_overdue",
        "error",
        lambda n, _: plural(n, "change") + " from outside memoryui unreviewed for more than a week",
        _overdue,
        "changes",
    ),
)


# What to do about each open check, in the words of the page it leads to.
FIXES = {
    "lines_cut": "Move the hidden memories above the cliff, or shorten MEMORY.md",
    "dead_links": "Remove each pointer to nothing, or point it at the right file",
    "problems": "Repair each file as raw text",
    "state_problems": "Look at the entries named below",
    "unverified": "Fix the memory, or check its claims again",
    "contradictions": "Decide which note stands",
    "duplicates": "Keep one, or merge them",
    "secrets": "Redact it on disk, and rotate the credential",
    "dead_memory_links": "Point each link at a memory that exists",
    "lint_warnings": "Fix or dismiss each finding",
    "lint_hints": "Fix or dismiss each finding",
    "battery_regressions": "See what changed, and pin the right answer again",
    "orphans": "Add a pointer, or archive the file",
    "too_long": "Shorten the line's hook",
    "long": "Shorten the line's hook",
    "raw_content_lines": "Turn the lines into a topic file",
    "stale": "Update each note, or mark it superseded",
    "battery_failing": "Pin the memory that answers it",
    "never_recalled": "Give it aliases or a clearer description",
    "changed": "Keep, revert or leave each for later",
    "changes_overdue": "Decide on them first: they are more than a week old",
}
LEVEL_ORDER = {"error": 0, "warning": 1, "hint": 2}


@dataclass(frozen=True)
class Check:
    key: str
    label: str
    count: int
    level: str
    link: str
    # What to do about it (our addition to the twin's rows: DESIGN names the others).
    fix: str = ""

    @property
    def open(self) -> bool:
        return self.count > 0


def facts(queue: list[QueueEntry] | None = None) -> Facts:
    return Facts(IndexFile.objects.first(), review_queue() if queue is None else queue, last_pass())


def checklist(queue: list[QueueEntry] | None = None) -> list[Check]:
    """What needs attention now, each with a count and where to act (DESIGN §6 levels)."""
    known = facts(queue)
    checks = []
    for spec in CHECKS:
        count = spec.count(known)
        label = spec.label(count, known)
        checks.append(
            Check(spec.key, label, count, spec.level, spec.link(), FIXES.get(spec.key, ""))
        )
    return checks


def by_harm(checks: list[Check]) -> tuple[list[Check], list[Check]]:
    """The open checks worst first (errors, then warnings, then hints, each in the table's
    order), and the ones done: the page reads as what to do now, not as a list of zeros."""
    todo = sorted((c for c in checks if c.open), key=lambda c: LEVEL_ORDER.get(c.level, 3))
    return todo, [c for c in checks if not c.open]


def counts(checks: list[Check]) -> dict[str, int]:
    """``/``'s ``counts`` (DESIGN §7), from the same checks the page shows."""
    by_key = {check.key: check.count for check in checks}
    keys = (
        "lines_cut",
        "dead_links",
        "orphans",
        "raw_content_lines",
        "problems",
        "stale",
        "unverified",
        "contradictions",
        "duplicates",
        "secrets",
        "dead_memory_links",
        "lint_warnings",
        "lint_hints",
    )
    return {"hidden_by_cliff": Memory.objects.hidden_by_cliff().count()} | {
        key: by_key[key] for key in keys
    }


def last_pass() -> HygienePass | None:
    return HygienePass.objects.last()


def errors_to_confirm() -> list[Check]:
    """The error-level checks a pass would leave open, or none when the pass is refused
    anyway: an undecided change must be settled before there is anything to confirm."""
    if ChangeSeen.objects.undecided().exists():
        return []
    return [c for c in checklist() if c.open and c.level == "error"]


def plan_pass() -> Plan:
    """A journaled pass with a snapshot of the counts: the week-by-week history's source.

    Refused while a change from outside is undecided: the pass starts from what the agent
    wrote, and each change must be kept, reverted or explicitly left for later first.
    """
    open_changes = ChangeSeen.objects.undecided()
    if open_changes.exists():
        count = open_changes.count()
        named = ", ".join(f"{c.path} ({c.kind})" for c in open_changes[:5])
        more = f" and {count - 5} more" if count > 5 else ""
        raise WriteRefused(
            f"{plural(count, 'change is', 'changes are')} still open: {named}{more}. Keep, "
            "revert or leave each for later on the changes page, then mark the pass complete."
        )
    index = IndexFile.objects.first()
    queue = review_queue()
    checks = checklist(queue)
    snapshot = {
        # Nanoseconds: a file written earlier in the same second is not "changed since".
        "since_ns": time.time_ns(),
        "counts": {c.key: c.count for c in checks},
        # What the operator chose to leave for next week, said when they completed the pass.
        "left_open": [
            {"key": c.key, "count": c.count, "label": c.label}
            for c in checks
            if c.open and c.level == "error"
        ],
        "index": {"lines": index.lines if index else 0, "units": index.units if index else 0},
        "open_items": len(queue),
        # Each battery question's verdict: what "used to pass" means after a rebuild.
        "battery": battery.snapshot(),
        "changes_later": ChangeSeen.objects.open().count(),
    }
    left = len(snapshot["left_open"])
    said = "This week's pass is marked complete." + (
        f" {left} error-level {plural(left, 'item was', 'items were')} left open." if left else ""
    )
    return Plan("hygiene-pass", [], said, snapshot)


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
    lines += _regressions_markdown()
    problems = list(StateProblem.objects.all()[:20])
    if problems:
        lines += ["", "## memoryui's own files", ""]
        lines += [f"- {p.source}: {p.words}" for p in problems]
    failing = any(c.open and c.level == "error" for c in checks)
    lines += ["", "Needs attention." if failing else "Nothing at error level is open."]
    return "\n".join(lines) + "\n", failing


def _regressions_markdown() -> list[str]:
    """Each battery question that used to pass and fails now: what it finds, what broke it."""
    from memoryui.models import BatteryQuestion, BatteryResult

    asked = {q.question_id: q for q in BatteryQuestion.objects.filter(proposed=False)}
    broken = [
        (asked[r.question_id], r)
        for r in BatteryResult.objects.filter(regression=True)
        if r.question_id in asked and asked[r.question_id].key == r.key
    ]
    if not broken:
        return []
    lines = ["", "## Battery questions that used to pass", ""]
    for question, result in broken:
        now = ", ".join(result.found) or "nothing"
        expected = "silence" if question.silent else ", ".join(question.expect)
        words = (result.broken_by or {}).get("words", "")
        lines.append(f"- “{question.question}”: expects {expected}; finds {now}. Broken {words}.")
    return lines


# --- one memdir's row on the fleet page (DESIGN §10) -------------------------------------

FLEET_COUNTS = ("changed", "open_review_items", "state_problems")


def summary() -> dict[str, Any] | None:
    """The memdir in scope as the fleet shows it: its counts, budgets and last pass; None
    before its first reconcile.

    Kept on its ProjectionState with what it was computed for (the projection's version and
    today's date, since notes go stale without a file changing), so the fleet page costs a
    lookup per memdir that changed nothing, not a weekly pass each.
    """
    from memoryui import projection  # the projection imports this module's models first
    from memoryui.models import ProjectionState, current_session

    state = ProjectionState.objects.first()
    if state is None:
        return None
    key = f"{state.version}:{today().isoformat()}"
    if state.counts_key == key and state.counts:
        return state.counts
    queue = review_queue()
    checks = checklist(queue)
    by_key = {check.key: check.count for check in checks}
    previous = last_pass()
    profile = projection.current_profile()
    result = {
        "counts": counts(checks)
        | {"changed": by_key["changed"], "open_review_items": len(queue)}
        | {"state_problems": by_key["state_problems"], "too_long": by_key["too_long"]},
        "errors": sum(c.count for c in checks if c.open and c.level == "error"),
        "warnings": sum(c.count for c in checks if c.open and c.level == "warning"),
        "open": [
            {"key": c.key, "label": c.label, "count": c.count, "level": c.level}
            for c in checks
            if c.open
        ],
        "budgets": [b.as_json() for b in current_session(profile).budgets],
        "profile": profile.key,
        "memories": Memory.objects.count(),
        "last_pass": previous.at if previous else None,
    }
    ProjectionState.objects.filter(pk=state.pk).update(counts=result, counts_key=key)
    return result


def attention(row: dict[str, Any]) -> tuple:
    """How much a memdir's row needs the operator, worst highest: a memdir that cannot be
    read, then one whose index the cliff cuts (the agent is missing memories now), then
    budgets over and near, then the error-level items, then warnings."""
    found = row.get("summary")
    if row.get("error") or found is None:
        return (1, 0, 0, 0, 0.0, 0)
    budgets = found["budgets"]
    share = max((b["used"] / b["limit"] for b in budgets if b["limit"]), default=0.0)
    over = sum(1 for b in budgets if b["status"] == "over")
    return (0, found["counts"]["lines_cut"], over, found["errors"], share, found["warnings"])


# Per process: the navigation's counts for each memdir, valid while nothing they count moved.
_NAV: dict[int, tuple[tuple[object, ...], dict[str, int]]] = {}


def nav_counts() -> dict[str, int]:
    """What the navigation says is waiting: review items and undecided changes.

    Every page shows them, so they are kept per memdir until the projection, the journal or
    the lint findings move; the queue itself is only walked again then.
    """
    from django.db.models import Max

    from memoryui import scoping
    from memoryui.models import (
        Decision,
        JournalEvent,
        LintFinding,
        LintState,
        ProjectionState,
        ReviewItem,
    )

    record = scoping.record()
    state = ProjectionState.objects.only("version").first()
    lint = LintState.objects.only("version").first()
    last_event = JournalEvent.objects.order_by("-pk").values_list("event_id", flat=True).first()
    # The state row's pk too: a rebuild makes a new row and starts its versions again from 1.
    key = (
        record.path,
        (state.pk, state.version) if state else None,
        lint.version if lint else None,
        last_event,
        LintFinding.objects.count(),
        ReviewItem.objects.count(),
        Decision.objects.count(),
        ChangeSeen.objects.aggregate(last=Max("seq"), decided=Max("decided_at")),
    )
    cached = _NAV.get(record.pk)
    if cached is not None and cached[0] == key:
        return cached[1]
    counts = {
        "review": len(review_queue()),
        "changes": ChangeSeen.objects.undecided().count(),
    }
    _NAV[record.pk] = (key, counts)
    return counts
