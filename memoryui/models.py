"""The projection tables: a disposable copy of the memdir, rebuilt by ``sync --rebuild``.

Only ``ApiToken`` (and Django's users) hold state the files do not; everything else can be
dropped and read again from the memdir without loss.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import posixpath
import re
import secrets
from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings
from django.db import models
from django.utils.timezone import now as timezone_now

from memoryui import search
from memoryui.memdir import freshness, query
from memoryui.memdir import links as memdir_links
from memoryui.memdir.claims import extract as extract_claims
from memoryui.memdir.claims import too_large_to_check
from memoryui.memdir.detect import PATHISH_RE, item_id
from memoryui.memdir.files import INDEX_NAME
from memoryui.memdir.index import nfc
from memoryui.memdir.journal import Event
from memoryui.memdir.lint import BY_ID as LINT_BY_ID
from memoryui.memdir.lint import Check as LintCheck
from memoryui.memdir.profiles import ClaudeCode, Fact, Profile, Session
from memoryui.memdir.review import KINDS, ReviewKind, content_key, rank
from memoryui.memdir.review import Decision as DecisionRecord
from memoryui.scoping import Scoped, ScopedManager, ScopedQuerySet


@dataclass
class BeliefHit:
    memory: Memory
    score: float
    snippet: str = ""


class MemoryQuerySet(ScopedQuerySet):
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


# A run of path characters ending in ".md": the possessive run is scanned once.
MD_TOKEN_RE = re.compile(r"[\w./-]++")


def _mentioned(text: str, memory_path: str = "") -> list[str]:
    """Path-shaped strings in a text, also read from the memory's own folder: which of them
    are sibling memories is a cheap lookup."""
    found = [p.rstrip(".") for p in PATHISH_RE.findall(text)][:500]
    folder = posixpath.dirname(memory_path)
    if folder:
        found += [posixpath.normpath(posixpath.join(folder, p)) for p in found]
    return found


def _bare_memory_names(text: str) -> list[str]:
    """Bare ``name.md`` tokens: "see `deploy.md`" may name a memory in any folder."""
    tokens = {t.rstrip(".") for t in MD_TOKEN_RE.findall(text) if "/" not in t}
    return sorted(t for t in tokens if t.lower().endswith(".md"))[:100]


def _link_lookup(found: list[memdir_links.Link], *, problems: bool = False) -> models.Q:
    """The memories (or, with ``problems``, the problem files) these links could reach, as one
    query; ``Targets`` then decides among them exactly as it would over the whole memdir."""
    field = "path" if problems else "path_nfc"
    exact: set[str] = set()
    query = models.Q(pk__in=[])
    for link in found:
        folder = posixpath.dirname(link.source)
        if link.style == "markdown":
            exact.add(nfc(posixpath.normpath(posixpath.join(folder, link.target))))
            continue
        target = link.target.removeprefix("./").removesuffix(".md")
        if "/" in target:
            exact.add(nfc(posixpath.normpath(f"{target}.md")))
            exact.add(nfc(posixpath.normpath(posixpath.join(folder, f"{target}.md"))))
            continue
        query |= models.Q(path__iendswith=f"/{target}.md") | models.Q(path__iexact=f"{target}.md")
        if not problems:
            query |= models.Q(name__iexact=link.target)
    return query | models.Q(**{f"{field}__in": sorted(exact)})


def link_targets(found: list[memdir_links.Link]) -> memdir_links.Targets:
    """The memories (and problem files) these links could reach, as ``Targets``: one query,
    deciding among them exactly as over the whole memdir."""
    rows = Memory.objects.filter(_link_lookup(found)).values_list("path", "name")
    paths = {path for path, _ in rows}
    # A link to a file that is there but cannot be read as memory is not a dead link.
    problems = Problem.objects.filter(_link_lookup(found, problems=True))
    paths.update(problems.values_list("path", flat=True))
    return memdir_links.Targets(paths, dict(rows))


class Memory(Scoped):
    """One memory: a topic file that reads as memory (problem files live in ``Problem``), or
    one entry inside a file for entry-based formats (Hermes)."""

    # The memory's id: its file's path, or for an entry its file and a hash of its text
    # (``MEMORY.md#3f2a…``), so decisions about it survive entries added before it.
    path = models.CharField(max_length=1024)
    # The file the memory is in (the path itself for a whole-file memory), and its entry
    # there: 1-based, 0 when the memory is the whole file.
    file = models.CharField(max_length=1024, db_index=True, default="")
    entry = models.IntegerField(default=0)
    # What the file is for in its format (a memory bank's "active context").
    role = models.CharField(max_length=64, blank=True)
    # Current Claude Code's nested metadata: the session that wrote it, and when.
    origin_session = models.CharField(max_length=128, blank=True)
    modified = models.DateTimeField(null=True)
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
    # The memory's own bytes (an entry's text, or the whole file), and its file's size: what
    # incremental sync compares, with the file's mtime and ctime.
    size = models.BigIntegerField()
    file_size = models.BigIntegerField(default=0)
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

    objects = ScopedManager.from_queryset(MemoryQuerySet)()

    class Meta:
        # The scoped manager, not the inherited ``everywhere``: made later, it would else
        # lose the default to it.
        default_manager_name = "objects"
        constraints = [
            models.UniqueConstraint(fields=["memdir", "path"], name="memory_path_per_memdir")
        ]
        indexes = [
            models.Index(fields=["memdir", "-mtime_ns", "path"], name="memory_recency"),
            # The recall window's current members: found without scanning every memory.
            models.Index(
                fields=["memdir", "path"],
                condition=models.Q(recall_eligible=True),
                name="memory_recall",
            ),
            models.Index(fields=["memdir", "index_state", "path"], name="memory_index_state"),
            models.Index(fields=["memdir", "unverified_count", "path"], name="memory_unverified"),
            models.Index(fields=["memdir", "type", "effective_date"], name="memory_age"),
            # The belief query ranks superseded and stale memories lower by asking which of
            # the memories found are: without these, each question scanned the whole table
            # (half of what the recall hook's query cost at 5,000 memories).
            models.Index(
                fields=["status"],
                condition=models.Q(status="superseded"),
                name="memory_superseded",
            ),
            models.Index(fields=["type", "effective_date"], name="memory_type_age"),
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

    @property
    def label(self) -> str:
        """How a person reads which memory this is: its path, or its file and entry."""
        return f"{self.file}, entry {self.entry}" if self.entry else self.path

    def as_json(self, today: dt.date) -> dict[str, object]:
        """The `/memories/` JSON row (DESIGN §7, with `entry` of §9)."""
        return {
            "path": self.file or self.path,
            "entry": self.entry or None,
            "role": self.role or None,
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
        if self.checks_skipped:
            # Too large to read for claims (``too_large_to_check``): none, and no queries.
            return []
        bare = models.Q(pk__in=[])
        for name in _bare_memory_names(self.body):
            bare |= models.Q(path=name) | models.Q(path__endswith=f"/{name}")
        mentioned = models.Q(path__in=_mentioned(self.body, self.path)) | bare
        siblings = frozenset(Memory.objects.filter(mentioned).values_list("path", flat=True))
        last = {(o.kind, o.argument): o for o in ClaimOutcome.objects.filter(path=self.path)}
        found = []
        for claim in extract_claims(self.body, siblings, memory_path=self.path):
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

    def memdir_links(self, first_line: int = 1) -> list[dict[str, object]]:
        """The links this memory makes to other memories, each resolved in the memdir
        (``resolved`` is null for a dead link). Not claims: the project has no say in them.

        ``first_line`` is the file line the body starts on, so ``line`` is the editor's.
        """
        found = memdir_links.links(self.body, self.path, first_line=first_line)
        if not found:
            return []
        targets = link_targets(found)
        return [
            {"target": link.target, "line": link.line, "resolved": targets.resolve(link)}
            for link in found
        ]

    @property
    def mtime(self) -> dt.datetime:
        return dt.datetime.fromtimestamp(self.mtime_ns / 1e9, tz=dt.UTC)

    @property
    def superseded(self) -> bool:
        return self.status == "superseded"


REPAIRABLE_PROBLEMS = frozenset(
    {"empty", "no-frontmatter", "unclosed-frontmatter", "broken-yaml", "not-a-mapping"}
)


class Problem(Scoped):
    """A ``*.md`` file that cannot be read as memory, listed with the problem in words."""

    path = models.CharField(max_length=1024)
    kind = models.CharField(max_length=32)
    words = models.TextField()
    size = models.BigIntegerField()
    mtime_ns = models.BigIntegerField()
    ctime_ns = models.BigIntegerField()
    sha256 = models.CharField(max_length=64, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["memdir", "path"], name="problem_path_per_memdir")
        ]

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


def current_session(profile: Profile) -> Session:
    """What the agent loads at session start under ``profile``, from the projection: MEMORY.md's
    cliff for Claude Code, the memories themselves for the formats that load them whole."""
    if isinstance(profile, ClaudeCode):
        return profile.index_session(IndexFile.objects.first())
    rows = Memory.objects.values_list("path", "file", "entry", "file_size", "body")
    return profile.session(Fact(*row) for row in rows.iterator(chunk_size=2000))


def existing_paths() -> set[str]:
    """Every topic file on disk as MEMORY.md pointers name it (NFC), problem files included:
    a pointer to a file that is there but broken is not a dead link."""
    existing = set(Memory.objects.values_list("path_nfc", flat=True))
    existing.update(nfc(p) for p in Problem.objects.values_list("path", flat=True))
    return existing


class ProjectedFile(Scoped):
    """A file read as entries (Hermes): its version, since it may hold several memories, or
    none yet, and incremental sync must still know it was read."""

    path = models.CharField(max_length=1024)
    size = models.BigIntegerField()
    mtime_ns = models.BigIntegerField()
    ctime_ns = models.BigIntegerField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["memdir", "path"], name="file_path_per_memdir")
        ]

    def __str__(self) -> str:
        return self.path


class IndexLineQuerySet(ScopedQuerySet):
    def pointers(self) -> IndexLineQuerySet:
        return self.filter(kind="pointer")

    def dead(self) -> IndexLineQuerySet:
        return self.pointers().filter(exists=False)

    def raw_content(self) -> IndexLineQuerySet:
        return self.filter(kind="raw")

    def pointing_to(self, memory: Memory) -> IndexLineQuerySet:
        return self.pointers().filter(target_path=memory.path_nfc)


class IndexLine(Scoped):
    """One line of MEMORY.md, numbered as an editor shows it."""

    number = models.IntegerField()
    text = models.TextField()
    kind = models.CharField(max_length=16)
    loaded = models.BooleanField()
    title = models.TextField(blank=True)
    target = models.TextField(blank=True)
    # Empty when the destination leaves the memdir (a URL, an absolute path, "..").
    target_path = models.CharField(max_length=1024, blank=True, db_index=True)
    exists = models.BooleanField(default=False)
    # Past the guidance (~150 characters), and past the load warning's own ~200.
    long = models.BooleanField(default=False)
    too_long = models.BooleanField(default=False)
    duplicate = models.BooleanField(default=False)

    objects = ScopedManager.from_queryset(IndexLineQuerySet)()

    class Meta:
        default_manager_name = "objects"
        ordering = ["number"]
        constraints = [
            models.UniqueConstraint(fields=["memdir", "number"], name="line_number_per_memdir")
        ]
        # The weekly counts (dead links, raw lines, long lines) read these, not every line.
        indexes = [models.Index(fields=["memdir", "kind", "number"], name="indexline_kind")]

    def __str__(self) -> str:
        return f"{self.number}: {self.text}"

    @property
    def dead(self) -> bool:
        return self.kind == "pointer" and not self.exists


class IndexFile(Scoped):
    """MEMORY.md as a whole: its version and the agent's load (a single row, or none)."""

    size = models.BigIntegerField()
    mtime_ns = models.BigIntegerField()
    ctime_ns = models.BigIntegerField()
    sha256 = models.CharField(max_length=64)
    lines = models.IntegerField()
    bytes = models.BigIntegerField()
    units = models.BigIntegerField()
    # What the agent measures against its limits (trimmed text): what the gauge shows.
    measured_lines = models.IntegerField(default=0)
    measured_units = models.BigIntegerField(default=0)
    loaded_lines = models.IntegerField()
    first_cut_line = models.IntegerField(null=True)
    warning = models.TextField(blank=True)
    loaded_text = models.TextField()
    problem = models.TextField(blank=True)
    # What the agent's next write to MEMORY.md is answered with (Claude Code v2.1.210+).
    write_message = models.TextField(blank=True)
    # The file line of an HTML comment that never closes: the agent sees nothing after it.
    unclosed_comment = models.IntegerField(null=True)
    # Counted when MEMORY.md is read, so the weekly counts never scan its lines.
    dead_links = models.JSONField(default=list)
    long_lines = models.IntegerField(default=0)
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


class ProjectionState(Scoped):
    """What the projection of one memdir was read from and with (a single row per memdir)."""

    folder = models.TextField(default="")
    # The memory format the tables were read with (DESIGN §9), and the names at the memdir's
    # root when it was detected: a folder that changes shape is detected again.
    profile = models.CharField(max_length=32, default="")
    root_names = models.CharField(max_length=64, default="")
    synced_at = models.DateTimeField(auto_now=True)
    # Bumped by every reconcile that changed something: workers cache what they last saw.
    version = models.BigIntegerField(default=0)
    # Size, mtime and ctime of each .memoryui/ file last loaded (journal, candidates, claims).
    state_files = models.JSONField(default=dict)
    # The weekly-pass counts, kept for the fleet page with what they were computed for
    # (the version and the day: stale notes age without a file changing).
    counts = models.JSONField(default=dict)
    counts_key = models.CharField(max_length=64, blank=True)

    def __str__(self) -> str:
        return self.folder


class MemdirRecord(models.Model):
    """One memdir memoryui serves: its name in URLs and where it is (DESIGN §10).

    Made from the configuration and discovery (``fleet``), never edited: dropping the row
    drops its projection, and the next page makes it again from the files.
    """

    slug = models.CharField(max_length=200, unique=True)
    path = models.TextField()
    kind = models.CharField(max_length=16)
    label = models.TextField(blank=True)
    origin = models.TextField(blank=True)
    # The order discovery found it in, for a fleet page that does not reshuffle.
    position = models.IntegerField(default=0)
    # What discovery knows: the project it belongs to, whether the agent still writes there.
    details = models.JSONField(default=dict)

    class Meta:
        ordering = ["position", "slug"]

    def __str__(self) -> str:
        return self.slug

    @property
    def name(self) -> str:
        return str(self.details.get("name") or self.label or self.slug)


class MemdirShare(models.Model):
    """A user limited to some memdirs (``adduser --memdir SLUG``); none means every memdir.

    Account state, like users and tokens: kept by slug, so it survives a rebuild of the
    projection and the records with it.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    slug = models.CharField(max_length=200)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "slug"], name="share_once")]

    def __str__(self) -> str:
        return f"{self.user} reads {self.slug}"


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


class ReviewItem(Scoped):
    """A candidate from the last ``curate`` run (loaded from .memoryui/review/candidates.json)."""

    item_id = models.CharField(max_length=32)
    kind = models.CharField(max_length=32)
    paths = models.JSONField(default=list)
    confidence = models.FloatField()
    evidence = models.JSONField(default=dict)
    source = models.CharField(max_length=32, default="curate")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["memdir", "item_id"], name="item_per_memdir")
        ]
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


class Decision(Scoped):
    """An operator's review decision, read back from the journal (the journal is the truth)."""

    item_id = models.CharField(max_length=32)
    action = models.CharField(max_length=16)
    event_id = models.CharField(max_length=64)
    at = models.CharField(max_length=40)
    actor = models.CharField(max_length=150)
    pins = models.JSONField(default=dict)
    note = models.TextField(blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["memdir", "item_id"], name="decision_per_memdir")
        ]

    def __str__(self) -> str:
        return f"{self.action} {self.item_id}"

    def holds(self, current_keys: dict[str, str]) -> bool:
        record = DecisionRecord(
            self.item_id, self.action, self.event_id, self.at, self.actor, self.pins, self.note
        )
        return record.holds(current_keys)


class JournalEvent(Scoped):
    """One line of journal.jsonl, so pages list history without re-reading the whole file."""

    event_id = models.CharField(max_length=64)
    data = models.JSONField()
    action = models.CharField(max_length=32, default="")
    # The review item a decision is about, and the event an undo takes back: what the
    # incremental load needs to refresh only the decisions an appended line changes.
    item = models.CharField(max_length=64, blank=True, db_index=True)
    undoes = models.CharField(max_length=64, blank=True)
    # False once an undo took it back (and True again if that undo was itself undone).
    in_effect = models.BooleanField(default=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["memdir", "event_id"], name="event_per_memdir")
        ]
        ordering = ["-event_id"]

    def __str__(self) -> str:
        return self.event_id

    @property
    def event(self) -> Event:
        return Event.from_json(self.data)


class JournalFile(Scoped):
    """Which files an event touched: a memory's own history is a lookup, not a scan."""

    event = models.ForeignKey(JournalEvent, on_delete=models.CASCADE, related_name="files")
    path = models.CharField(max_length=1024, db_index=True)

    def __str__(self) -> str:
        return self.path


class HygienePass(Scoped):
    """A completed weekly pass, read back from the journal, with its snapshot of the counts."""

    event_id = models.CharField(max_length=64)
    at = models.CharField(max_length=40)
    since_ns = models.BigIntegerField()
    detail = models.JSONField(default=dict)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["memdir", "event_id"], name="pass_per_memdir")
        ]
        ordering = ["since_ns"]

    def __str__(self) -> str:
        return f"pass {self.at}"


class StateProblem(Scoped):
    """An entry of memoryui's own files under .memoryui/ that could not be read: listed on the
    weekly pass, while every other entry still loads."""

    source = models.CharField(max_length=32)  # the loader: journal, candidates, claims
    words = models.TextField()

    class Meta:
        ordering = ["source", "id"]

    def __str__(self) -> str:
        return self.words


class ClaimOutcome(Scoped):
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

    def as_json(self) -> dict[str, object]:
        """The `/review/` item (DESIGN §7): ``paths`` are files, and for entry-based formats
        ``entries`` says which entry of each (DESIGN §9; null for a whole-file memory)."""
        data = self.item.as_json()
        by_id = {m.path: m for m in self.memories}
        data["paths"] = [by_id[p].file if p in by_id else p for p in self.item.paths]
        data["entries"] = [by_id[p].entry or None if p in by_id else None for p in self.item.paths]
        return data

    @property
    def lint(self) -> dict[str, object] | None:
        """The item's ``lint`` row when it is a lint finding (issue 14), else None."""
        if self.item.source != "lint":
            return None
        evidence = self.item.evidence
        return {
            "id": self.item.kind,
            "level": evidence.get("level"),
            "path": evidence.get("path"),
            "line": evidence.get("line"),
            "message": evidence.get("message"),
            "item": self.item.item_id,
            "fix": (evidence.get("fix") or {}).get("kind") or None,
            "merge_with": (evidence.get("fix") or {}).get("with"),
        }

    @property
    def check(self) -> LintCheck | None:
        """The lint check of a lint item: its sentence and its one-click fix."""
        return LINT_BY_ID.get(self.item.kind) if self.item.source == "lint" else None

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
    items += [finding.review_item() for finding in LintFinding.objects.all()]
    paths = {path for item in items for path in item.paths}
    # Only each memory's status here; the memories themselves are loaded for the rows a page
    # shows (load_memories), so the queue's cost follows the page, not the queue.
    status = dict(Memory.objects.filter(path__in=list(paths)).values_list("path", "status"))
    # A lint finding may be about MEMORY.md or a file that cannot be read as memory.
    status.update(dict.fromkeys(_files_not_memories(paths - set(status)), "active"))
    decided = {
        d.item_id: d for d in Decision.objects.filter(item_id__in=[i.item_id for i in items])
    }
    # Content keys (which need the text) only for the memories a dismissal is pinned to.
    pinned = {p for d in decided.values() if d.action == "dismiss" for p in d.pins}
    keys = content_pins(pinned)
    queue = []
    for item in items:
        if any(p not in status for p in item.paths):
            continue
        superseded = any(status[p] == "superseded" for p in item.paths)
        # A secret or a dead link in a superseded memory is still there to fix.
        if item.kind != "unverified-claim" and item.source != "lint" and superseded:
            continue
        decision = decided.get(item.item_id)
        if decision is not None and not decision.holds(keys):
            decision = None
        if decision is None or include_resolved:
            queue.append(QueueEntry(item, [], decision))
    queue.sort(key=lambda e: (rank(e.item.kind), -e.item.confidence, e.item.item_id))
    return queue


def _files_not_memories(paths: set[str]) -> set[str]:
    """Of ``paths``, those that are MEMORY.md (when it is not itself read as memories) or a
    problem file: lint findings may be about them."""
    if not paths:
        return set()
    found = set(Problem.objects.filter(path__in=list(paths)).values_list("path", flat=True))
    if INDEX_NAME in paths and IndexFile.objects.exists():
        found.add(INDEX_NAME)
    return found


def content_pins(paths: Iterable[str]) -> dict[str, str]:
    """What a dismissal of an item about ``paths`` is pinned to: each memory's content key
    (which ignores the keys memoryui writes), MEMORY.md's hash, a problem file's hash."""
    paths = set(paths)
    pins = {
        m.path: m.content_key
        for m in Memory.objects.filter(path__in=list(paths)).only("path", "meta", "body")
    }
    rest = paths - set(pins)
    if INDEX_NAME in rest:
        index = IndexFile.objects.only("sha256").first()
        if index is not None:
            pins[INDEX_NAME] = index.sha256
    for path, sha in Problem.objects.filter(path__in=list(rest)).values_list("path", "sha256"):
        pins[path] = sha
    return pins


def load_memories(entries: Iterable[QueueEntry], *, bodies: bool = False) -> None:
    """Fill in the memories of the entries a page shows: names, dates, labels, and their
    bodies when the page renders them (one query, not one per card)."""
    entries = list(entries)
    paths = {path for entry in entries for path in entry.item.paths}
    rows = Memory.objects.defer("meta") if bodies else Memory.objects.defer("body", "meta")
    # in_bulk needs a unique field; a path is unique only within its memdir (and in scope).
    found = {m.path: m for m in rows.filter(path__in=list(paths))}
    for entry in entries:
        entry.memories = [found[p] for p in entry.item.paths if p in found]


class Job(Scoped):
    """A ``verify`` or ``curate`` run started from a page (``memoryui.jobs``): its progress,
    for every page and worker to show. Disposable: the work's results are in files."""

    RUNNING, DONE, FAILED, STOPPED = "running", "done", "failed", "stopped"

    kind = models.CharField(max_length=16)
    actor = models.CharField(max_length=150)
    status = models.CharField(max_length=16)
    done = models.IntegerField(default=0)
    total = models.IntegerField(default=0)
    message = models.TextField(blank=True)
    started = models.DateTimeField(auto_now_add=True)
    finished = models.DateTimeField(null=True)
    # Written with each progress step: a running job whose beat stopped lost its thread.
    beat = models.DateTimeField(default=timezone_now)

    class Meta:
        constraints = [
            # One job at a time per memdir: a second start joins the running one.
            models.UniqueConstraint(
                fields=["memdir"], condition=models.Q(status="running"), name="one_running_job"
            )
        ]

    def __str__(self) -> str:
        return f"{self.kind} ({self.status})"

    @property
    def stale(self) -> bool:
        from memoryui.jobs import STALE

        age = (timezone_now() - self.beat).total_seconds()
        return self.status == self.RUNNING and age > STALE

    @property
    def percent(self) -> int:
        return round(100 * self.done / self.total) if self.total else 0

    def as_json(self) -> dict[str, object]:
        return {
            "id": self.pk,
            "kind": self.kind,
            "status": Job.STOPPED if self.stale else self.status,
            "done": self.done,
            "total": self.total,
            "message": self.message or None,
            "actor": self.actor,
            "started": self.started.isoformat(),
            "finished": self.finished.isoformat() if self.finished else None,
        }


class BatteryQuestion(Scoped):
    """A question of the retrieval battery (loaded from .memoryui/battery.jsonl), or one that
    ``curate`` proposes (``proposed``: not in the battery until an editor adds it)."""

    question_id = models.CharField(max_length=64)
    question = models.TextField()
    expect = models.JSONField(default=list)
    silent = models.BooleanField(default=False)
    added_by = models.CharField(max_length=150, blank=True)
    at = models.CharField(max_length=40, blank=True)
    line = models.IntegerField(default=0)
    key = models.CharField(max_length=16)
    proposed = models.BooleanField(default=False)
    # Why curate proposes it, in words.
    reason = models.TextField(blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["memdir", "proposed", "question_id"], name="battery_question_per_memdir"
            )
        ]
        ordering = ["proposed", "line", "question_id"]

    def __str__(self) -> str:
        return self.question


class BatteryResult(Scoped):
    """The last run of one battery question (``key``: the question as it was asked then).

    Derived, like every projection row: rebuilt by the next run. What "used to pass" means
    after a rebuild comes from the last completed pass, whose snapshot the journal keeps.
    """

    question_id = models.CharField(max_length=64)
    key = models.CharField(max_length=16)
    passed = models.BooleanField()
    # What recall brings up for it now (paths, best first), and why nothing, if nothing.
    found = models.JSONField(default=list)
    silence = models.TextField(blank=True)
    ran_at = models.CharField(max_length=40)
    # A question that passed at its previous run and fails now; the change that broke it.
    regression = models.BooleanField(default=False)
    broken_at = models.CharField(max_length=40, blank=True)
    broken_by = models.JSONField(default=dict)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["memdir", "question_id"], name="battery_result_once")
        ]

    def __str__(self) -> str:
        return f"{self.question_id}: {'pass' if self.passed else 'fail'}"


class RecallCheck(Scoped):
    """Which sample prompts bring a memory up through the recall hook (its aliases, its name,
    its description as a question), as last checked for the memory's current version."""

    path = models.CharField(max_length=1024)
    sha256 = models.CharField(max_length=64)
    recalled = models.BooleanField()
    prompts = models.JSONField(default=list)
    checked_at = models.CharField(max_length=40)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["memdir", "path"], name="recall_check_per_memdir")
        ]
        indexes = [models.Index(fields=["memdir", "recalled"], name="recall_check_missed")]

    def __str__(self) -> str:
        return f"{self.path}: {'recalled' if self.recalled else 'never recalled'}"


# Who made a change nobody made through memoryui: the agent, an editor, git (DESIGN §11).
OUTSIDE = "outside"
# Decisions that settle a change for the weekly pass, and the one that only defers it.
SETTLED = ("keep", "revert")
LATER = "later"


class ChangeQuerySet(ScopedQuerySet):
    def outside(self) -> ChangeQuerySet:
        return self.filter(by=OUTSIDE)

    def undecided(self) -> ChangeQuerySet:
        """Changes from outside nobody has kept, reverted or left for later."""
        return self.filter(by=OUTSIDE, decision="")

    def open(self) -> ChangeQuerySet:
        """Changes from outside still to be settled: undecided, or left for later."""
        return self.filter(by=OUTSIDE, decision__in=["", LATER])

    def for_pass(self, since_ns: int) -> ChangeQuerySet:
        """What the weekly pass shows: every change seen since the last completed pass, and
        the older ones still open (left for later)."""
        return self.filter(
            models.Q(seen_ns__gt=since_ns) | models.Q(by=OUTSIDE, decision__in=["", LATER])
        )


class ChangeSeen(Scoped):
    """A change to a memory file, read from the version store's log (DESIGN §11), with who
    made it (from the journal) and the operator's decision (from the journal)."""

    change_id = models.CharField(max_length=32)
    seq = models.BigIntegerField()
    path = models.CharField(max_length=1024)
    from_path = models.CharField(max_length=1024, blank=True)
    kind = models.CharField(max_length=16)
    # seen (by a reconcile) or git (a commit of the memdir's repository).
    source = models.CharField(max_length=8, default="seen")
    # When it happened (the file's mtime, the commit's time, memoryui's event), and when
    # memoryui first saw it: the weekly pass counts by the second.
    at_ns = models.BigIntegerField()
    seen_ns = models.BigIntegerField()
    # "" where the file did not exist (before an add, after a removal).
    before_sha256 = models.CharField(max_length=64, blank=True)
    after_sha256 = models.CharField(max_length=64, blank=True)
    before_size = models.BigIntegerField(null=True)
    after_size = models.BigIntegerField(null=True)
    before_mtime_ns = models.BigIntegerField(null=True)
    by = models.CharField(max_length=150, default=OUTSIDE)
    event_id = models.CharField(max_length=64, blank=True)
    # The consolidation run or batch it belongs to ("run-…", "batch-…"), or "".
    group = models.CharField(max_length=40, blank=True, db_index=True)
    decision = models.CharField(max_length=16, blank=True)
    decided_by = models.CharField(max_length=150, blank=True)
    decided_at = models.CharField(max_length=40, blank=True)
    decision_event = models.CharField(max_length=64, blank=True)
    detail = models.JSONField(default=dict)

    objects = ScopedManager.from_queryset(ChangeQuerySet)()

    class Meta:
        default_manager_name = "objects"
        ordering = ["-seen_ns", "-seq"]
        constraints = [
            models.UniqueConstraint(fields=["memdir", "change_id"], name="change_per_memdir")
        ]
        indexes = [
            models.Index(fields=["memdir", "seen_ns"], name="change_seen"),
            models.Index(fields=["memdir", "by", "decision", "seen_ns"], name="change_open"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.path}"

    @property
    def outside(self) -> bool:
        return self.by == OUTSIDE

    @property
    def reviewed(self) -> bool:
        """Kept or reverted; a change made through memoryui was decided by making it."""
        return not self.outside or self.decision in SETTLED

    @property
    def at(self) -> dt.datetime:
        return dt.datetime.fromtimestamp(self.at_ns / 1e9, tz=dt.UTC)

    @property
    def seen(self) -> dt.datetime:
        return dt.datetime.fromtimestamp(self.seen_ns / 1e9, tz=dt.UTC)

    @property
    def commit(self) -> dict[str, str]:
        commit = self.detail.get("commit")
        return commit if isinstance(commit, dict) else {}

    @property
    def run(self) -> bool:
        """Part of a consolidation run (Claude Code's lock moved), not merely a batch."""
        return self.group.startswith("run-")

    def as_json(self) -> dict[str, object]:
        """The `/changes/` row (DESIGN §11)."""
        return {
            "id": self.change_id,
            "path": self.path,
            "from_path": self.from_path or None,
            "kind": self.kind,
            "by": self.by,
            "at": self.at.isoformat(timespec="seconds"),
            "seen_at": self.seen.isoformat(timespec="seconds"),
            "before_sha256": self.before_sha256 or None,
            "after_sha256": self.after_sha256 or None,
            "reviewed": self.reviewed,
            "decision": self.decision or None,
            "group": self.group or None,
            "source": self.source,
            "commit": self.commit or None,
        }


class MemoryLink(Scoped):
    """A link from one memory to another (``[[wikilink]]`` or a relative markdown link), with
    the memory it reaches; refreshed by the lint pass (``memoryui.linting``)."""

    source = models.CharField(max_length=1024)
    # The file the link is in (an entry's file for an entry-based format).
    file = models.CharField(max_length=1024)
    line = models.IntegerField()
    target = models.TextField()
    style = models.CharField(max_length=16)
    label = models.TextField(blank=True)
    anchor = models.TextField(blank=True)
    # The memory it reaches ("" for a dead link), and how many answer to its name.
    resolved = models.CharField(max_length=1024, blank=True)
    candidates = models.IntegerField(default=0)

    class Meta:
        indexes = [
            models.Index(fields=["memdir", "source"], name="link_source"),
            models.Index(fields=["memdir", "file"], name="link_file"),
            models.Index(fields=["memdir", "resolved"], name="link_resolved"),
        ]

    def __str__(self) -> str:
        return f"{self.source}:{self.line} → {self.target}"


class LintFinding(Scoped):
    """One lint finding (``memdir.lint``), a review item of the check's kind.

    ``file`` is the file whose reading produced a per-file finding, and "" for one that looks
    across the memdir; a message never holds a secret's value.
    """

    item_id = models.CharField(max_length=32)
    # The check's id (``check`` would shadow Django's Model.check).
    rule = models.CharField(max_length=32)
    level = models.CharField(max_length=8)
    path = models.CharField(max_length=1024)
    file = models.CharField(max_length=1024, blank=True)
    line = models.IntegerField(null=True)
    message = models.TextField()
    key = models.TextField(blank=True)
    fix = models.JSONField(default=dict)
    paths = models.JSONField(default=list)

    class Meta:
        ordering = ["path", "line", "rule"]
        indexes = [
            models.Index(fields=["memdir", "path"], name="finding_path"),
            models.Index(fields=["memdir", "file"], name="finding_file"),
            models.Index(fields=["memdir", "item_id"], name="finding_item"),
        ]

    def __str__(self) -> str:
        return f"{self.rule} {self.path}:{self.line}"

    def review_item(self) -> ReviewItem:
        """The finding as an item of the review queue, of its check's kind."""
        return ReviewItem(
            item_id=self.item_id,
            kind=self.rule,
            paths=list(self.paths or [self.path]),
            confidence=1.0,
            evidence={
                "level": self.level,
                "path": self.path,
                "line": self.line,
                "message": self.message,
                "fix": self.fix,
                "finding": self.pk,
            },
            source="lint",
        )

    def as_json(self) -> dict[str, object]:
        """A ``lint`` row (issue 14): the check's id, level, where, and what, in words."""
        return {
            "id": self.rule,
            "level": self.level,
            "path": self.path,
            "line": self.line,
            "message": self.message,
            "item": self.item_id,
            "fix": self.fix.get("kind") or None,
            "merge_with": self.fix.get("with"),
        }

    @property
    def lint_check(self) -> LintCheck | None:
        """Its check (named so as not to shadow Django's Model.check)."""
        return LINT_BY_ID.get(self.rule)


class LintedFile(Scoped):
    """Which version (sha256) of each memory file the lint last read: the pass reads again
    only the files whose projected hash moved since."""

    path = models.CharField(max_length=1024)
    sha256 = models.CharField(max_length=64)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["memdir", "path"], name="linted_path_per_memdir")
        ]

    def __str__(self) -> str:
        return self.path


class LintState(Scoped):
    """The projection version the lint was last brought up to (a single row per memdir)."""

    version = models.BigIntegerField(default=-1)

    def __str__(self) -> str:
        return f"lint at {self.version}"
