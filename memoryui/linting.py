"""The lint pass: ``memdir.lint`` run over the projection, its findings kept as review items.

It runs after a reconcile that changed something (in the background thread that reconciles
for pages, after each write, and before ``hygiene`` reports), never inside reconcile itself:
a cold sync of 20,000 files must not pay for reading each of them a second time. Per-file
checks read again only the files whose projected hash moved since they were last linted; the
checks across the memdir (pointers, names, links) run from the tables in one go.

Secrets are the exception: they are found while a file is read (``projection``), because the
body stored for pages and search must already be redacted.
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Iterable

from django.db import transaction
from django.urls import reverse
from django.utils.safestring import SafeString

from memoryui import projection
from memoryui.memdir import lint, lintfix
from memoryui.memdir.credentials import redact as redact_text
from memoryui.memdir.edit import shorten
from memoryui.memdir.errors import WriteRefused
from memoryui.memdir.files import INDEX_NAME, body_first_line
from memoryui.memdir.links import Link, links
from memoryui.memdir.plans import Plan
from memoryui.memdir.profiles import Profile
from memoryui.models import (
    IndexFile,
    IndexLine,
    LintedFile,
    LintFinding,
    LintState,
    Memory,
    MemoryLink,
    Problem,
    ProjectionState,
    link_targets,
)
from memoryui.rendering import linked_markdown, render_markdown

logger = logging.getLogger(__name__)
CHUNK = 500
# A pointer line's hook, added for an orphan: short enough for the 150-character guidance.
HOOK_CHARS = 100


def refresh(*, force: bool = False) -> bool:
    """Bring the findings of the memdir in scope up to its projection; False when they were.

    Cheap when nothing changed: two single-row lookups.
    """
    state = ProjectionState.objects.only("version").first()
    if state is None:
        return False
    done = LintState.objects.first()
    if done is not None and done.version == state.version and not force:
        return False
    with transaction.atomic():
        projection._lock()
        state = ProjectionState.objects.only("version").first()
        done = LintState.objects.first()
        if done is not None and done.version == state.version and not force:
            return False
        profile = projection.current_profile()
        _refresh_files(profile)
        _refresh_memdir(profile)
        if done is None:
            LintState.objects.create(version=state.version)
        else:
            LintState.objects.filter(pk=done.pk).update(version=state.version)
    return True


def _chunks(items: list[str], size: int = CHUNK) -> Iterable[list[str]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def _refresh_files(profile: Profile) -> None:
    """Per-file findings and links for the files whose version moved since the last pass."""
    current = dict(Memory.objects.values_list("file", "sha256").distinct())
    linted = dict(LintedFile.objects.values_list("path", "sha256"))
    stale = sorted(f for f, sha in current.items() if linted.get(f) != sha)
    gone = sorted(set(linted) - set(current))
    for chunk in _chunks(stale + gone):
        LintFinding.objects.filter(file__in=chunk).exclude(rule="secret").delete()
        MemoryLink.objects.filter(file__in=chunk).delete()
        LintedFile.objects.filter(path__in=chunk).delete()
    md = projection.memdir()
    for chunk in _chunks(stale):
        findings: list[LintFinding] = []
        link_rows: list[MemoryLink] = []
        read: list[LintedFile] = []
        memories = Memory.objects.filter(file__in=chunk).values_list(
            "path", "file", "entry", "body"
        )
        by_file: dict[str, list[tuple[str, int, str]]] = {}
        for path, file, entry, body in memories:
            by_file.setdefault(file, []).append((path, entry, body))
        for file in chunk:
            try:
                raw = md.read(file)
            except (WriteRefused, OSError):
                # Gone or unreadable since the projection saw it: the next pass looks again.
                continue
            text = raw.decode("utf-8", "replace")
            findings += [
                _finding(found, file)
                for found in lint.file_findings(file, text, profile)
                if found.check != "secret"
            ]
            first = body_first_line(raw)
            for path, entry, body in by_file.get(file, []):
                for link in links(body, path, first_line=1 if entry else first):
                    link_rows.append(_link_row(link, file))
            read.append(LintedFile(path=file, sha256=current[file]))
        LintFinding.objects.bulk_create(findings)
        MemoryLink.objects.bulk_create(link_rows)
        LintedFile.objects.bulk_create(read)


def _finding(found: lint.Finding, file: str) -> LintFinding:
    return LintFinding(
        item_id=found.item_id,
        rule=found.check,
        level=found.level,
        path=found.path,
        file=file,
        line=found.line,
        message=found.message,
        key=found.key,
        fix=found.fix,
        paths=list(found.paths or (found.path,)),
    )


def _link_row(link: Link, file: str) -> MemoryLink:
    return MemoryLink(
        source=link.source,
        file=file,
        line=link.line,
        target=link.target,
        style=link.style,
        label=link.label,
        anchor=link.anchor,
    )


def facts(profile: Profile) -> lint.Facts:
    """What the memdir checks look at, from the projection."""
    memories = [
        lint.MemoryFacts(
            path, name, description, status == "superseded", state in ("loaded", "hidden")
        )
        for path, name, description, status, state in Memory.objects.values_list(
            "path", "name", "description", "status", "index_state"
        ).iterator(chunk_size=2000)
    ]
    lines = None
    if profile.index_name is not None and IndexFile.objects.exists():
        lines = [
            lint.LineFacts(*row)
            for row in IndexLine.objects.values_list(
                "number", "text", "kind", "target_path", "exists", "duplicate", "title", "target"
            ).iterator(chunk_size=5000)
        ]
    found_links = [
        Link(source, target, line, style, label, anchor)
        for source, target, line, style, label, anchor in MemoryLink.objects.values_list(
            "source", "target", "line", "style", "label", "anchor"
        ).iterator(chunk_size=5000)
    ]
    index = IndexFile.objects.only("sha256").first()
    problems = set(Problem.objects.values_list("path", flat=True))
    return lint.Facts(memories, lines, found_links, problems, index.sha256 if index else "")


def _refresh_memdir(profile: Profile) -> None:
    """The checks across the memdir, and each link's resolution (for backlinks and the graph):
    only rows whose value changed are written."""
    known = facts(profile)
    targets = known.targets()
    changed: dict[tuple[str, int], list[int]] = {}
    rows = MemoryLink.objects.values_list(
        "id", "source", "target", "line", "style", "label", "anchor", "resolved", "candidates"
    )
    for pk, source, target, line, style, label, anchor, resolved, count in rows.iterator(
        chunk_size=5000
    ):
        found = targets.candidates(Link(source, target, line, style, label, anchor))
        fresh = (found[0] if found else "", len(found))
        if fresh != (resolved, count):
            changed.setdefault(fresh, []).append(pk)
    for (resolved, count), ids in changed.items():
        for start in range(0, len(ids), 900):
            MemoryLink.objects.filter(id__in=ids[start : start + 900]).update(
                resolved=resolved, candidates=count
            )
    fresh_rows = {f.item_id: _finding(f, "") for f in lint.memdir_findings(known, profile)}
    old = {
        item: (pk, message, line, fix)
        for pk, item, message, line, fix in LintFinding.objects.filter(file="").values_list(
            "id", "item_id", "message", "line", "fix"
        )
    }
    stale = [
        old[item][0]
        for item in old
        if item not in fresh_rows
        or old[item][1:] != (fresh_rows[item].message, fresh_rows[item].line, fresh_rows[item].fix)
    ]
    for start in range(0, len(stale), 900):
        LintFinding.objects.filter(id__in=stale[start : start + 900]).delete()
    # One set, not one per item: after an index edit every orphan finding is stale at once.
    stale_ids = set(stale)
    kept = set(old) - {item for item in old if old[item][0] in stale_ids}
    LintFinding.objects.bulk_create([row for item, row in fresh_rows.items() if item not in kept])


def for_path(path: str, file: str = "") -> list[LintFinding]:
    """The open findings about one memory (its file's, and those across the memdir)."""
    nfc = unicodedata.normalize("NFC", path)
    rows = LintFinding.objects.filter(path__in={path, nfc, file or path})
    return sorted(rows, key=lambda f: (lint.LEVELS.index(f.level), f.line or 0, f.rule))


def backlinks(path: str) -> list[MemoryLink]:
    """Links from other memories that reach ``path``."""
    return list(
        MemoryLink.objects.filter(resolved=path).exclude(source=path).order_by("source", "line")
    )


__all__ = ["INDEX_NAME", "backlinks", "facts", "for_path", "refresh"]


# --- fixing -----------------------------------------------------------------------------------


def finding(item: str) -> LintFinding | None:
    return LintFinding.objects.filter(item_id=item).first()


def plan_fix(item: str) -> Plan:
    """The one-click fix of a finding, planned (nothing written yet)."""
    found = finding(item)
    check = lint.BY_ID.get(found.rule) if found is not None else None
    if found is None or check is None or not check.one_click:
        raise WriteRefused("That finding is gone or has no one-click fix; reload the page.")
    title = hook = ""
    if found.fix.get("kind") == "index-add":
        target = Memory.objects.filter(path=found.fix.get("target")).first()
        if target is None:
            raise WriteRefused("That memory is no longer there; reload the page.")
        title = target.name or target.path
        # The hook the agent reads at session start: the description, within the guidance.
        hook = shorten(target.description, HOOK_CHARS)
    plan = lintfix.plan_index_fix(projection.memdir(), found.fix, title, hook)
    plan.detail = {**plan.detail, "lint": found.rule, "item": found.item_id}
    return plan


def redact(path: str, base_sha256: str | None, actor: str) -> tuple[str, str | None]:
    """Redact every secret in ``path`` on disk: journaled, undoable by an editor; the stored
    versions that still hold a value move out of ``.memoryui/`` (``StateDir.seal``). Returns
    what to tell the operator, and the journal event (None when nothing was left to redact)."""
    md = projection.memdir()
    planned = lintfix.plan_redact(md, path, base_sha256)
    if planned is None:
        return "There is no secret left in that file.", None
    plan, values = planned
    event = projection.write(plan, actor)
    # The values live only in this call: they are used to find the stored versions holding
    # them, and are never written, logged or returned.
    sealed = md.state.seal(lambda data: any(v.encode() in data for v in values))
    said = plan.said + (
        f" {len(sealed)} stored versions moved out of the memdir." if sealed else ""
    )
    return said, event.id


def rendered(memory: Memory, body: str) -> SafeString:
    """A memory's body as its pages show it: sanitized HTML, with its links to other memories
    pointed at their pages (dead ones marked). The memory page and the review cards share it."""
    found = links(body, memory.path)
    if found:
        # Inside a memdir's pages reverse() stays inside it (/m/<slug>/…), as {% url %} does.
        body = linked_markdown(
            body, memory.path, link_targets(found), lambda path: reverse("memory", args=[path])
        )
    return render_markdown(body)


def masked(text: str) -> str:
    """Text an editor has not asked to see the secrets of: each one ``[redacted: kind]``."""
    return redact_text(text)
