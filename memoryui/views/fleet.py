"""The fleet's own pages (DESIGN §10): every memdir on one page, worst first."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse

from memoryui import fleet, gauge, hygiene, projection, scoping
from memoryui.auth import across, read_view
from memoryui.forms import PageForm
from memoryui.memdir import shared_rules as rules
from memoryui.memdir.profiles import Budget
from memoryui.models import MemdirRecord, Memory, ProjectionState
from memoryui.mounting import memdir_reverse
from memoryui.views.common import page, respond


def row(request: HttpRequest, record: MemdirRecord) -> dict[str, Any]:
    """One memdir's row: what it is, and its weekly pass in numbers (or why it has none)."""
    with scoping.use(record):
        failure = projection.process.last_failure
        try:
            found = hygiene.summary()
        except OSError as exc:
            found, failure = None, exc
    details = record.details
    project = details.get("project") or None
    return {
        "slug": record.slug,
        "name": record.name,
        "path": record.path,
        "kind": record.kind,
        "origin": record.origin,
        "project": project,
        "writes": details.get("writes"),
        "profile": found["profile"] if found else None,
        "summary": found,
        "error": getattr(failure, "message", None) or (str(failure) if failure else None),
        "url": memdir_reverse(request, record.slug),
    }


def as_json(entry: dict[str, Any]) -> dict[str, Any]:
    """A memdir as the fleet twin lists it: DESIGN §10's keys, then ours."""
    found = entry["summary"] or {}
    return {
        "slug": entry["slug"],
        "path": entry["path"],
        "profile": entry["profile"],
        "kind": entry["kind"],
        "budgets": found.get("budgets", []),
        "counts": found.get("counts", {}),
        "last_pass": found.get("last_pass"),
        "name": entry["name"],
        "project": entry["project"],
        "writes": entry["writes"],
        "memories": found.get("memories", 0),
        "errors": found.get("errors", 0),
        "warnings": found.get("warnings", 0),
        "error": entry["error"],
        "read": bool(found),
    }


# Each memdir's rule notes with the projection version they were read at: after one memdir
# changes, the fleet page reads that memdir's rules again, not every memdir's.
_notes_cache: dict[int, tuple[int, list[rules.RuleNote]]] = {}


# The rules found for the memdirs a page looked at, by their versions: nothing changed, no work.
_rules_cache: dict[tuple, list[rules.SharedRule]] = {}


def _rule_notes(record: MemdirRecord, version: int) -> list[rules.RuleNote]:
    cached = _notes_cache.get(record.pk)
    if cached is not None and cached[0] == version:
        return cached[1]
    rows = (
        Memory.everywhere.filter(memdir=record, type__in=rules.RULE_TYPES)
        .exclude(status="superseded")
        .values_list("path", "type", "name", "description", "body")
    )
    project = _project(record)
    notes = [rules.RuleNote(record.slug, project, *row) for row in rows]
    _notes_cache[record.pk] = (version, notes)
    return notes


def shared_rules(records: list[MemdirRecord]) -> list[rules.SharedRule]:
    """Rules written in three or more projects: candidates for the global ``CLAUDE.md``."""
    versions = dict(
        ProjectionState.everywhere.filter(memdir__in=records).values_list("memdir_id", "version")
    )
    key = tuple(sorted((r.pk, versions.get(r.pk, -1)) for r in records))
    if key not in _rules_cache:
        notes = [n for r in records for n in _rule_notes(r, versions.get(r.pk, -1))]
        _rules_cache.clear()
        _rules_cache[key] = rules.shared_rules(notes)
    return _rules_cache[key]


def _project(record: MemdirRecord) -> str:
    """What counts as one project: a project's memory, its team memory and its repository's
    subagents share its project folder."""
    project = record.details.get("project") or {}
    return str(project.get("folder") or record.slug)


def fleet_page(request: HttpRequest) -> HttpResponse:
    """``/`` with several memdirs: one row each, the one that needs attention most first."""
    records = fleet.visible(request.user)
    rows = [row(request, record) for record in records]
    # Worst first; equals by slug, so the order holds still from one page to the next.
    rows.sort(key=lambda r: r["slug"])
    rows.sort(key=hygiene.attention, reverse=True)
    entries, paging = page(rows, PageForm(request.GET))
    # The notes name settings files and folders of the whole machine: only for a user who
    # may see every memdir, never for one limited to a share.
    notes = fleet.discovery().notes if fleet.shares(request.user) is None else []
    data = {
        "memdirs": [as_json(e) for e in entries],
        **paging,
        "notes": [n.as_json() for n in notes],
    }
    for entry in entries:
        budgets = (entry["summary"] or {}).get("budgets", [])
        entry["gauge"] = gauge.bars(Budget(**b) for b in budgets)
    context = {"rows": entries, "notes": notes}
    return respond(request, "fleet.html", context, data, partial="rows")


@read_view
@across
def claude_md(request: HttpRequest) -> HttpResponse:
    """``/claude-md/``: rules the agent wrote in three or more projects, to copy into the
    operator's global ``CLAUDE.md``. Its own page, loaded into the fleet's after it: finding
    them reads every project's rules, and the fleet page must not wait for that."""
    records = fleet.visible(request.user) if fleet.several() else []
    suggested = shared_rules(records)
    entries, paging = page(suggested, PageForm(request.GET))
    data = {"rules": [rule.as_json() for rule in entries], **paging}
    context = {"suggested": entries, "several": fleet.several()}
    return respond(request, "claude_md.html", context, data, partial="rules")
