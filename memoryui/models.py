"""The projection tables: a disposable copy of the memdir, rebuilt by ``sync --rebuild``.

Only ``ApiToken`` (and Django's users) hold state the files do not; everything else can be
dropped and read again from the memdir without loss.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import secrets
from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings
from django.db import models

from memoryui import search
from memoryui.memdir import freshness, query
from memoryui.memdir.claims import extract as extract_claims
from memoryui.memdir.claims import too_large_to_check
from memoryui.memdir.detect import PATHISH_RE, item_id
from memoryui.memdir.index import nfc
from memoryui.memdir.journal import Event
from memoryui.memdir.review import KINDS, ReviewKind, content_key, rank
from memoryui.memdir.review import Decision as DecisionRecord


@dataclass
class BeliefHit:
    memory: Memory
    score: float
    snippet: str = ""


class MemoryQuerySet(models.QuerySet):
    def stale(self, today: dt.date) -> MemoryQuerySet:
        """Decaying types dated past the cutoff; the same rule as ``freshness.is_stale``."""
        return self.filter(
            type__in=freshness.DECAYING_TYPES, effective_date__lt=freshness.stale_cutoff(today)
        )

    def orphans(self) -> MemoryQuerySet:
        """No pointer, unless superseded (``recall.index_state``, kept by the projection)."""
        return self.filter(index_state="orphan")

    def hidden_by_cliff(self) -> MemoryQuerySet:
        """Pointed to from MEMORY.md, but every pointer lies past the cliff."""
        return self.filter(index_state="hidden")

    def unverified(self) -> MemoryQuerySet:
        return self.filter(unverified_count__gt=0)

    def believe(self, text: str, today: dt.date, limit: int = 100) -> list[BeliefHit]:
        """What the agent believes about ``text``, best first; empty when nothing is about it."""
        return self.belief(text, today, limit).hits

    def belief(
        self, text: str, today: dt.date, limit: int = 100, *, as_you_type: bool = False
    ) -> Belief:
        """The belief query (``memdir.query``): hits with their memories, or the silence.

        Ranked by the words each memory covers and where; superseded memories and stale notes
        then rank lower, since the agent would be misled by them even though their words match.
        """
        found = search.answer(text, today, limit, as_you_type=as_you_type)
        # Bodies stay in the database: a result needs the memory's fields, not its text.
        memories = self.defer("body", "meta").in_bulk([hit.id for hit in found.hits])
        hits = [BeliefHit(memories[hit.id], hit.score) for hit in found.hits if hit.id in memories]
        return Belief(found, hits)


@dataclass
class Belief:
    answer: query.Answer
    hits: list[BeliefHit]


def _mentioned(text: str) -> list[str]:
    """Path-shaped strings in a text: which of them are sibling memories is a cheap lookup."""
    return [p.rstrip(".") for p in PATHISH_RE.findall(text)][:500]


class Memory(models.Model):
    """One topic file that reads as memory (problem files live in ``Problem``)."""

    path = models.CharField(max_length=1024, unique=True)
    # MEMORY.md pointers name files in NFC; a file saved on macOS may be NFD on disk.
    path_nfc = models.CharField(max_length=1024, db_index=True)
    name = models.TextField(blank=True)
    description = models.TextField(blank=True)
    type = models.CharField(max_length=64, blank=True, db_index=True)
    aliases = models.JSONField(default=list)
    # The aliases as one text column, for the full-text index.
    aliases_text = models.TextField(blank=True)
    updated = models.DateField(null=True)
    status = models.CharField(max_length=32, default="active")
    superseded_by = models.CharField(max_length=1024, blank=True)
    unverified = models.JSONField(default=list)
    meta = models.JSONField(default=dict)
    body = models.TextField(blank=True)
    size = models.BigIntegerField()
    mtime_ns = models.BigIntegerField()
    ctime_ns = models.BigIntegerField()
    sha256 = models.CharField(max_length=64)
    effective_date = models.DateField()
    head_description = models.BooleanField(default=False)
    # Derived from the whole memdir (recall window, index pointers), refreshed by the sync.
    recall_eligible = models.BooleanField(default=False)
    load = models.CharField(max_length=16, default="invisible")
    pointer_count = models.IntegerField(default=0)
    # Derived too, and indexed so the weekly counts read an index, not 20,000 bodies.
    index_state = models.CharField(max_length=12, default="")
    unverified_count = models.IntegerField(default=0)

    objects = MemoryQuerySet.as_manager()

    class Meta:
        indexes = [
            models.Index(fields=["-mtime_ns", "path"], name="memory_recency"),
            # The recall window's current members: found without scanning every memory.
            models.Index(
                fields=["path"], condition=models.Q(recall_eligible=True), name="memory_recall"
            ),
            models.Index(fields=["index_state", "path"], name="memory_index_state"),
            models.Index(fields=["unverified_count", "path"], name="memory_unverified"),
            models.Index(fields=["type", "effective_date"], name="memory_age"),
        ]

    def __str__(self) -> str:
        return self.path

    def age_days(self, today: dt.date) -> int:
        return freshness.age_days(self.effective_date, today)

    def is_stale(self, today: dt.date) -> bool:
        return freshness.is_stale(self.type, self.age_days(today))

    @property
    def content_key(self) -> str:
        """A hash that ignores the keys memoryui writes: dismissals are pinned to it.

        Computed when asked (for the few memories in the review queue), not at every sync.
        """
        return content_key(self.meta, self.body)

    def labels(self, today: dt.date) -> list[str]:
        """The labels a memory carries in every list, page and search result."""
        labels = []
        if self.superseded:
            labels.append("superseded")
        if self.is_stale(today):
            labels.append("stale")
        if self.unverified:
            labels.append("unverified")
        return labels

    def as_json(self, today: dt.date) -> dict[str, object]:
        """The `/memories/` JSON row (DESIGN §7)."""
        return {
            "path": self.path,
            "name": self.name,
            "description": self.description,
            "type": self.type,
            "bytes": self.size,
            "mtime": self.mtime.isoformat(),
            "updated": self.updated.isoformat() if self.updated else None,
            "status": self.status,
            "superseded_by": self.superseded_by or None,
            "unverified": self.unverified,
            "stale": self.is_stale(today),
            "recall_eligible": self.recall_eligible,
            "load": self.load,
        }

    @property
    def checks_skipped(self) -> str:
        """Why claims and detectors leave this memory out, or "" (see ``too_large_to_check``)."""
        return too_large_to_check(self.body)

    def claims(self) -> list[dict[str, object]]:
        """The claims this memory makes, with the outcome of the last ``verify`` (DESIGN §7).

        Never-checked claims are ``unknown`` with no ``checked_at``: silence is not a verdict.
        """
        siblings = frozenset(
            Memory.objects.filter(path__in=_mentioned(self.body)).values_list("path", flat=True)
        )
        last = {(o.kind, o.argument): o for o in ClaimOutcome.objects.filter(path=self.path)}
        found = []
        for claim in extract_claims(self.body, siblings):
            outcome = last.get((claim.kind, claim.argument))
            found.append(
                {
                    "kind": claim.kind,
                    "argument": claim.argument,
                    "outcome": outcome.outcome if outcome else "unknown",
                    "reason": outcome.reason if outcome else "not checked yet (run verify)",
                    "checked_at": outcome.checked_at if outcome else None,
                }
            )
        return found

    @property
    def mtime(self) -> dt.datetime:
        return dt.datetime.fromtimestamp(self.mtime_ns / 1e9, tz=dt.UTC)

    @property
    def superseded(self) -> bool:
        return self.status == "superseded"


REPAIRABLE_PROBLEMS = frozenset(
    {"empty", "no-frontmatter", "unclosed-frontmatter", "broken-yaml", "not-a-mapping"}
)


class Problem(models.Model):
    """A ``*.md`` file that cannot be read as memory, listed with the problem in words."""

    path = models.CharField(max_length=1024, unique=True)
    kind = models.CharField(max_length=32)
    words = models.TextField()
    size = models.BigIntegerField()
    mtime_ns = models.BigIntegerField()
    ctime_ns = models.BigIntegerField()
    sha256 = models.CharField(max_length=64, blank=True)

    def __str__(self) -> str:
        return f"{self.path}: {self.words}"

    @property
    def linkable(self) -> bool:
        """A file under an escaped name (not UTF-8, control characters) has no page: its
        stored path is only a way to show it."""
        return self.kind != "bad-name"

    @property
    def repairable(self) -> bool:
        """Text whose frontmatter is missing or broken can be repaired as raw text; a link, a
        file too large to edit or one under an unusable name cannot."""
        return self.kind in REPAIRABLE_PROBLEMS

    @property
    def mtime(self) -> dt.datetime:
        return dt.datetime.fromtimestamp(self.mtime_ns / 1e9, tz=dt.UTC)


def existing_paths() -> set[str]:
    """Every topic file on disk as MEMORY.md pointers name it (NFC), problem files included:
    a pointer to a file that is there but broken is not a dead link."""
    existing = set(Memory.objects.values_list("path_nfc", flat=True))
    existing.update(nfc(p) for p in Problem.objects.values_list("path", flat=True))
    return existing


class IndexLineQuerySet(models.QuerySet):
    def pointers(self) -> IndexLineQuerySet:
        return self.filter(kind="pointer")

    def dead(self) -> IndexLineQuerySet:
        return self.pointers().filter(exists=False)

    def raw_content(self) -> IndexLineQuerySet:
        return self.filter(kind="raw")

    def pointing_to(self, memory: Memory) -> IndexLineQuerySet:
        return self.pointers().filter(target_path=memory.path_nfc)


class IndexLine(models.Model):
    """One line of MEMORY.md, numbered as an editor shows it."""

    number = models.IntegerField(unique=True)
    text = models.TextField()
    kind = models.CharField(max_length=16)
    loaded = models.BooleanField()
    title = models.TextField(blank=True)
    target = models.TextField(blank=True)
    # Empty when the destination leaves the memdir (a URL, an absolute path, "..").
    target_path = models.CharField(max_length=1024, blank=True, db_index=True)
    exists = models.BooleanField(default=False)
    too_long = models.BooleanField(default=False)
    duplicate = models.BooleanField(default=False)

    objects = IndexLineQuerySet.as_manager()

    class Meta:
        ordering = ["number"]
        # The weekly counts (dead links, raw lines, long lines) read these, not every line.
        indexes = [models.Index(fields=["kind", "number"], name="indexline_kind")]

    def __str__(self) -> str:
        return f"{self.number}: {self.text}"

    @property
    def dead(self) -> bool:
        return self.kind == "pointer" and not self.exists


class IndexFile(models.Model):
    """MEMORY.md as a whole: its version and the agent's load (a single row, or none)."""

    size = models.BigIntegerField()
    mtime_ns = models.BigIntegerField()
    ctime_ns = models.BigIntegerField()
    sha256 = models.CharField(max_length=64)
    lines = models.IntegerField()
    bytes = models.BigIntegerField()
    units = models.BigIntegerField()
    loaded_lines = models.IntegerField()
    first_cut_line = models.IntegerField(null=True)
    warning = models.TextField(blank=True)
    loaded_text = models.TextField()
    problem = models.TextField(blank=True)
    # Counted when MEMORY.md is read, so the weekly counts never scan its lines.
    dead_links = models.JSONField(default=list)
    too_long_lines = models.IntegerField(default=0)
    raw_lines = models.IntegerField(default=0)

    def __str__(self) -> str:
        return f"MEMORY.md ({self.lines} lines)"

    @property
    def cut(self) -> bool:
        return self.first_cut_line is not None

    @property
    def lines_cut(self) -> int:
        return self.lines - self.loaded_lines if self.cut else 0


class ProjectionState(models.Model):
    """Which memdir the tables project; pointing MEMORYUI_MEMDIR elsewhere rebuilds."""

    memdir = models.TextField()
    synced_at = models.DateTimeField(auto_now=True)
    # Bumped by every reconcile that changed something: workers cache what they last saw.
    version = models.BigIntegerField(default=0)
    # Size, mtime and ctime of each .memoryui/ file last loaded (journal, candidates, claims).
    state_files = models.JSONField(default=dict)

    def __str__(self) -> str:
        return self.memdir


class ApiToken(models.Model):
    """A script's bearer token; only its hash is stored, so a database leak reveals none."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    key_sha256 = models.CharField(max_length=64, unique=True)
    created = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"token of {self.user}"

    @staticmethod
    def digest(key: str) -> str:
        return hashlib.sha256(key.encode()).hexdigest()

    @classmethod
    def issue(cls, user: object) -> str:
        key = secrets.token_urlsafe(32)
        cls.objects.create(user=user, key_sha256=cls.digest(key))
        return key


class ReviewItem(models.Model):
    """A candidate from the last ``curate`` run (loaded from .memoryui/review/candidates.json)."""

    item_id = models.CharField(max_length=32, unique=True)
    kind = models.CharField(max_length=32)
    paths = models.JSONField(default=list)
    confidence = models.FloatField()
    evidence = models.JSONField(default=dict)
    source = models.CharField(max_length=32, default="curate")

    class Meta:
        ordering = ["kind", "-confidence", "item_id"]

    def __str__(self) -> str:
        return f"{self.kind} {self.paths}"

    def as_json(self) -> dict[str, object]:
        return {
            "id": self.item_id,
            "kind": self.kind,
            "paths": self.paths,
            "confidence": self.confidence,
            "evidence": self.evidence,
        }


class Decision(models.Model):
    """An operator's review decision, read back from the journal (the journal is the truth)."""

    item_id = models.CharField(max_length=32, unique=True)
    action = models.CharField(max_length=16)
    event_id = models.CharField(max_length=64)
    at = models.CharField(max_length=40)
    actor = models.CharField(max_length=150)
    pins = models.JSONField(default=dict)
    note = models.TextField(blank=True)

    def __str__(self) -> str:
        return f"{self.action} {self.item_id}"

    def holds(self, current_keys: dict[str, str]) -> bool:
        record = DecisionRecord(
            self.item_id, self.action, self.event_id, self.at, self.actor, self.pins, self.note
        )
        return record.holds(current_keys)


class JournalEvent(models.Model):
    """One line of journal.jsonl, so pages list history without re-reading the whole file."""

    event_id = models.CharField(max_length=64, unique=True)
    data = models.JSONField()
    action = models.CharField(max_length=32, default="")
    # The review item a decision is about, and the event an undo takes back: what the
    # incremental load needs to refresh only the decisions an appended line changes.
    item = models.CharField(max_length=64, blank=True, db_index=True)
    undoes = models.CharField(max_length=64, blank=True)
    # False once an undo took it back (and True again if that undo was itself undone).
    in_effect = models.BooleanField(default=True)

    class Meta:
        ordering = ["-event_id"]

    def __str__(self) -> str:
        return self.event_id

    @property
    def event(self) -> Event:
        return Event.from_json(self.data)


class JournalFile(models.Model):
    """Which files an event touched: a memory's own history is a lookup, not a scan."""

    event = models.ForeignKey(JournalEvent, on_delete=models.CASCADE, related_name="files")
    path = models.CharField(max_length=1024, db_index=True)

    def __str__(self) -> str:
        return self.path


class HygienePass(models.Model):
    """A completed weekly pass, read back from the journal, with its snapshot of the counts."""

    event_id = models.CharField(max_length=64, unique=True)
    at = models.CharField(max_length=40)
    since_ns = models.BigIntegerField()
    detail = models.JSONField(default=dict)

    class Meta:
        ordering = ["since_ns"]

    def __str__(self) -> str:
        return f"pass {self.at}"


class StateProblem(models.Model):
    """An entry of memoryui's own files under .memoryui/ that could not be read: listed on the
    weekly pass, while every other entry still loads."""

    source = models.CharField(max_length=32)  # the loader: journal, candidates, claims
    words = models.TextField()

    class Meta:
        ordering = ["source", "id"]

    def __str__(self) -> str:
        return self.words


class ClaimOutcome(models.Model):
    """The last verified outcome of one claim (loaded from .memoryui/claims.json)."""

    path = models.CharField(max_length=1024, db_index=True)
    kind = models.CharField(max_length=16)
    argument = models.TextField()
    outcome = models.CharField(max_length=16)
    reason = models.TextField(blank=True)
    checked_at = models.CharField(max_length=40)

    def __str__(self) -> str:
        return f"{self.path}: {self.kind} {self.argument} {self.outcome}"


@dataclass
class QueueEntry:
    """One review item as the queue shows it: its memories, and the decision, if any."""

    item: ReviewItem
    memories: list[Memory]
    decision: Decision | None

    @property
    def resolved(self) -> bool:
        return self.decision is not None

    @property
    def kind(self) -> ReviewKind | None:
        """The item's kind from the registry: its heading, evidence partial and actions."""
        return KINDS.get(self.item.kind)

    @property
    def newer(self) -> Memory | None:
        if len(self.memories) < 2:
            return None
        return max(self.memories, key=lambda m: (m.effective_date, m.mtime_ns))


def review_queue(*, include_resolved: bool = False) -> list[QueueEntry]:
    """Open review items, by kind and most confident first (DESIGN §8).

    Candidates whose memories vanished or were superseded since ``curate`` ran are dropped; a
    dismissal holds only while both memories are unchanged (their content keys match the pins).
    """
    items = list(ReviewItem.objects.all())
    # Sorted here, not in SQL: ORDER BY path would walk the path index over every memory.
    flagged = Memory.objects.unverified().only("path", "unverified")
    for memory in sorted(flagged, key=lambda m: m.path):
        items.append(
            ReviewItem(
                item_id=item_id("unverified-claim", [memory.path]),
                kind="unverified-claim",
                paths=[memory.path],
                confidence=1.0,
                evidence={"failed": memory.unverified},
                source="verify",
            )
        )
    paths = {path for item in items for path in item.paths}
    # Only each memory's status here; the memories themselves are loaded for the rows a page
    # shows (load_memories), so the queue's cost follows the page, not the queue.
    status = dict(Memory.objects.filter(path__in=list(paths)).values_list("path", "status"))
    decided = {
        d.item_id: d for d in Decision.objects.filter(item_id__in=[i.item_id for i in items])
    }
    # Content keys (which need the text) only for the memories a dismissal is pinned to.
    pinned = {p for d in decided.values() if d.action == "dismiss" for p in d.pins}
    keys = {
        m.path: m.content_key
        for m in Memory.objects.filter(path__in=list(pinned)).only("path", "meta", "body")
    }
    queue = []
    for item in items:
        if any(p not in status for p in item.paths):
            continue
        superseded = any(status[p] == "superseded" for p in item.paths)
        if item.kind != "unverified-claim" and superseded:
            continue
        decision = decided.get(item.item_id)
        if decision is not None and not decision.holds(keys):
            decision = None
        if decision is None or include_resolved:
            queue.append(QueueEntry(item, [], decision))
    queue.sort(key=lambda e: (rank(e.item.kind), -e.item.confidence, e.item.item_id))
    return queue


def load_memories(entries: Iterable[QueueEntry]) -> None:
    """Fill in the memories of the entries a page shows (no bodies: names, dates, labels)."""
    entries = list(entries)
    paths = {path for entry in entries for path in entry.item.paths}
    found = Memory.objects.defer("body", "meta").in_bulk(list(paths), field_name="path")
    for entry in entries:
        entry.memories = [found[p] for p in entry.item.paths if p in found]
