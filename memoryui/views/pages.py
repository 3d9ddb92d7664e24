"""Thin views: parse the request with a form, ask the models or the memdir core, render.

Each read page builds one piece of data and renders it as the full page, as the named partial
of the same template for htmx, or as its JSON twin (``?format=json``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.paginator import Paginator
from django.db import connection
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.vary import vary_on_headers
from django_tables2 import RequestConfig

from memoryui import (
    battery,
    chart,
    gauge,
    hygiene,
    linting,
    projection,
    provenance,
    scoping,
    search,
    words,
)
from memoryui.auth import across, editor_read_view, is_editor, read_view, wants_json
from memoryui.clock import today
from memoryui.forms import BelieveForm, MemoryFilterForm, PageForm
from memoryui.health import write_refusals
from memoryui.memdir.files import Frontmatter, body_first_line, split_frontmatter
from memoryui.memdir.safewrite import WriteRefused
from memoryui.models import (
    IndexFile,
    IndexLine,
    JournalEvent,
    MemdirRecord,
    Memory,
    Problem,
    RecallCheck,
    StateProblem,
    current_session,
    review_queue,
)
from memoryui.mounting import memdir_reverse
from memoryui.rendering import highlight, plain
from memoryui.tables import MemoryTable
from memoryui.views import fleet as fleet_views
from memoryui.views.common import clean_path, page, respond
from memoryui.views.history import shown_events

HTML_LINES_PER_PAGE = 300
HTML_LIST_LIMIT = 100


def _first(values: Any, limit: int | None) -> list[Any]:
    return list(values if limit is None else values[:limit])


@read_view
@across
@vary_on_headers("HX-Request")
def overview(request: HttpRequest) -> HttpResponse:
    """``/``: the weekly pass of the memdir, or with several the fleet of them."""
    if request.memdir is None:
        return fleet_views.fleet_page(request)
    return _weekly_pass(request)


def _weekly_pass(request: HttpRequest) -> HttpResponse:
    queue = review_queue()
    checks = hygiene.checklist(queue)
    previous = hygiene.last_pass()
    data = {
        "counts": hygiene.counts(checks),
        "checklist": [vars(check) | {"open": check.open} for check in checks],
        "memories": Memory.objects.count(),
        "last_pass": previous.at if previous else None,
        "weeks": hygiene.weekly_history(len(queue)),
        "state_problems": list(StateProblem.objects.values_list("words", flat=True)[:100]),
        # Recall health: what the retrieval battery finds (DESIGN §12).
        "recall": battery.health().as_json(),
    }
    todo, done = hygiene.by_harm(checks)
    context = {"checks": checks, "todo": todo, "done": done, "chart": chart.weekly(data["weeks"])}
    return respond(request, "overview.html", context, data)


@read_view
@vary_on_headers("HX-Request")
def index_page(request: HttpRequest) -> HttpResponse:
    """What the agent loads at session start, under the memdir's profile: for Claude Code,
    MEMORY.md to its cliff; for the other formats, the files and budgets they load."""
    form = PageForm(request.GET)
    profile = projection.current_profile()
    session = current_session(profile)
    index = IndexFile.objects.first() if profile.index_name else None
    lines = IndexLine.objects.all() if profile.index_name else IndexLine.objects.none()
    entries, paging = page(lines.pointers(), form)
    hidden = Memory.objects.hidden_by_cliff().order_by("path")
    orphans = Memory.objects.orphans().order_by("path")
    # The JSON twin lists every path; the page shows the first ones and the counts, so its
    # cost follows the page, not the store (a 20,000-line index hides thousands).
    limit = None if wants_json(request) else HTML_LIST_LIMIT
    limits = getattr(profile, "limits", None)
    data = {
        "profile": profile.key,
        "budgets": [budget.as_json() for budget in session.budgets],
        "limits": {"lines": limits.index_lines, "units": limits.index_units}
        if profile.index_name and limits
        else {},
        "lines": index.lines if index else 0,
        "bytes": index.bytes if index else 0,
        "units": index.units if index else 0,
        # What the agent measures against the limits (after trimming, and after stripping
        # frontmatter and comments where the profile does); the gauge shows these.
        "measured_lines": index.measured_lines if index else 0,
        "measured_units": index.measured_units if index else 0,
        "loaded_lines": index.loaded_lines if index else 0,
        "first_cut_line": index.first_cut_line if index else None,
        "warning": (index.warning or None) if index else None,
        "write_message": (index.write_message or None) if index else None,
        "entries": [_entry_json(e) for e in entries],
        **paging,
        "dead_links": (index.dead_links if index else [])[:limit],
        "orphans": _first(orphans.values_list("path", flat=True), limit),
        "raw_content_lines": _first(lines.raw_content().values_list("number", flat=True), limit),
        "hidden_by_cliff": _first(hidden.values_list("path", flat=True), limit),
        "loaded_text": index.loaded_text if index else "",
        "session": [
            {"file": t.file, "text": t.text, "warning": t.warning or None} for t in session.texts
        ],
        "unseen": list(session.unseen)[:limit],
    }
    if wants_json(request):
        return respond(request, "index.html", {}, data)
    html_lines = Paginator(lines, HTML_LINES_PER_PAGE).get_page(form.paging()[0])
    context = {
        "profile": profile,
        "session": session,
        "index": index,
        "html_lines": html_lines,
        "gauge": gauge.bars(session.budgets),
        "hidden": hidden.only("path", "recall_eligible")[:HTML_LIST_LIMIT],
        "counts": {
            "hidden": hidden.count(),
            "dead": len(index.dead_links) if index else 0,
            "orphans": orphans.count(),
            "raw": index.raw_lines if index else 0,
        },
        "problem": index.problem if index else "",
        "dead_lines": lines.dead()[:HTML_LIST_LIMIT] if index else [],
    }
    return respond(request, "index.html", context, data, partial="lines")


def _entry_json(line: IndexLine) -> dict[str, object]:
    return {
        "line": line.number,
        "title": line.title,
        "target": line.target,
        "exists": line.exists,
        "loaded": line.loaded,
        "long": line.long,
        "too_long": line.too_long,
        "duplicate": line.duplicate,
    }


@read_view
@vary_on_headers("HX-Request")
def memories(request: HttpRequest) -> HttpResponse:
    form = MemoryFilterForm(request.GET)
    filters = form.filters()
    rows = Memory.objects.all()
    if kind := filters.get("type"):
        rows = rows.filter(type=kind)
    if status := filters.get("status"):
        rows = rows.filter(status=status)
    if "stale" in filters:
        stale = rows.stale(today())
        rows = stale if filters["stale"] == "yes" else rows.exclude(pk__in=stale.values("pk"))
    if "recall" in filters:
        rows = rows.filter(recall_eligible=filters["recall"] == "yes")
    if load := filters.get("load"):
        rows = rows.filter(load=load)
    if filters.get("problems") == "only":
        rows = rows.none()
    problems = Problem.objects.none() if filters.get("problems") == "hide" else Problem.objects
    problems = problems.order_by("path")
    page_obj, paging = page(rows.order_by("file", "entry", "path"), form)
    data = {
        "memories": [m.as_json(today()) for m in page_obj],
        "problems": [{"path": p.path, "problem": p.words} for p in problems],
        **paging,
    }
    if wants_json(request):
        return respond(request, "memories.html", {}, data)
    table = MemoryTable(rows, today=today())
    RequestConfig(request, paginate={"per_page": form.paging(default=50)[1]}).configure(table)
    context = {"table": table, "form": form, "problems": problems, "filters": filters}
    return respond(request, "memories.html", context, data, partial="results")


@read_view
def memory(request: HttpRequest, path: str) -> HttpResponse:
    path = clean_path(path)
    found = Memory.objects.filter(path=path).first()
    if found is None:
        problem = Problem.objects.filter(path=path).first()
        if problem is None:
            raise Http404("No such memory.")
        data = {"path": problem.path, "problem": problem.words, "bytes": problem.size}
        return respond(request, "problem.html", {"problem": problem}, data)
    pointers = IndexLine.objects.pointing_to(found)
    successor = Memory.objects.filter(path=found.superseded_by).first()
    shown = _shown_body(request, found)
    findings = linting.for_path(found.path, found.file)
    backlinks = linting.backlinks(found.path)
    data = {
        **found.as_json(today()),
        "aliases": found.aliases,
        "body": found.body,
        "sha256": found.sha256,
        "age_days": found.age_days(today()),
        "labels": found.labels(today()),
        "pointers": [{"line": p.number, "loaded": p.loaded} for p in pointers],
        "claims": found.claims(),
        # Our addition beside the contract's keys: links to other memories, dead ones with
        # a null "resolved". They are checked in the memdir and are never claims.
        "links": found.memdir_links(first_line=_body_line(path)),
        "checks_skipped": found.checks_skipped or None,
        # The last recall check of this version (``hygiene``): do its sample prompts bring it up?
        "recall_check": _recall_check(found),
        # Issue 14: the lint's findings about this memory, and the memories linking to it.
        "lint": [f.as_json() for f in findings],
        "backlinks": [{"path": b.source, "line": b.line} for b in backlinks],
    }
    if data["recall_check"] and not data["recall_check"]["recalled"] and not found.superseded:
        data["labels"].append("never-recalled")
    if shown is not None:
        # An editor asked to see the secrets: the twin's body is the file's, unmasked.
        data["body"] = shown
    rows = list(JournalEvent.objects.filter(files__path=path).distinct()[:50])
    body = found.body if shown is None else shown
    context = {
        "memory": found,
        "html": linting.rendered(found, body),
        "findings": [(f.as_json(), f.lint_check) for f in findings],
        "backlinks": backlinks,
        "secrets_shown": shown is not None,
        "has_secrets": any(f.rule == "secret" for f in findings),
        "pointers": pointers,
        "successor": successor,
        "shown": shown_events(rows, diffs=False),
    }
    return respond(request, "memory.html", context, data)


@editor_read_view
def memory_provenance(request: HttpRequest, path: str) -> HttpResponse:
    """Who wrote a memory (DESIGN §10): the session its ``originSessionId`` names, read from
    that session's transcript on demand and shown to editors only. Nothing of the transcript
    is stored; a transcript Claude Code has deleted is said plainly."""
    path = clean_path(path)
    found = Memory.objects.filter(path=path).first()
    if found is None:
        raise Http404("No such memory.")
    record = scoping.record()
    seen = provenance.of(record, found)
    data = provenance.as_json(seen)
    context = {"memory": found, "seen": seen}
    return respond(request, "provenance.html", context, data, partial="provenance")


def _recall_check(memory: Memory) -> dict[str, object] | None:
    check = RecallCheck.objects.filter(path=memory.path, sha256=memory.sha256).first()
    return {"recalled": check.recalled, "checked_at": check.checked_at} if check else None


def _shown_body(request: HttpRequest, memory: Memory) -> str | None:
    """The memory's body from its file, secrets and all, when an editor asks for it
    (``?secrets=show``); None otherwise: everyone else reads the redacted projection."""
    if request.GET.get("secrets") != "show" or not is_editor(request.user) or memory.entry:
        return None
    try:
        raw = projection.memdir().read(memory.path)
    except (WriteRefused, OSError):
        return None
    text = raw.decode("utf-8", "replace").removeprefix("\ufeff")
    found = split_frontmatter(text)
    return text[found.body_start :] if isinstance(found, Frontmatter) else text


def _body_line(path: str) -> int:
    """Where the memory's body starts in its file, so link lines are the editor's."""
    try:
        return body_first_line(projection.memdir().read(path))
    except (WriteRefused, OSError):
        # The file went away or cannot be read since the last sync: body lines, then.
        return 1


@read_view
@across
@vary_on_headers("HX-Request")
def believe(request: HttpRequest) -> HttpResponse:
    """What the agent believes about X: in the memdir of the page, or across every memdir the
    user may read, each result naming its memdir."""
    form = BelieveForm(request.GET)
    text = form.cleaned_data["q"] if form.is_valid() else ""
    page, per_page = form.paging(100 if wants_json(request) else 20)
    # Ranked beyond the page asked for, so that down-ranking superseded and stale notes can
    # move them across the page boundary; the count is every match. The page asks as you type
    # (htmx), so the last word of such a request may be unfinished; a submitted form, a
    # reloaded URL and the JSON twin ask whole questions.
    belief = (
        Memory.objects.belief(
            text, today(), limit=page * per_page + 100, as_you_type=bool(request.htmx)
        )
        if text
        else None
    )
    hits = belief.hits if belief else []
    start = (page - 1) * per_page
    page_obj = hits[start : start + per_page]
    found = search.snippets(belief.answer.terms, [h.memory.id for h in page_obj]) if belief else {}
    for hit in page_obj:
        hit.snippet = found.get(hit.memory.id, "")
    total = belief.answer.total if belief else 0
    paging = {"count": max(total, len(hits)), "page": page, "per_page": per_page}
    slugs = dict(MemdirRecord.objects.values_list("pk", "slug"))
    results = [
        {
            "memdir": slugs.get(hit.memory.memdir_id),
            "path": hit.memory.file or hit.memory.path,
            "entry": hit.memory.entry or None,
            "name": hit.memory.name,
            "type": hit.memory.type,
            "score": hit.score,
            "snippet": plain(hit.snippet),
            "age_days": hit.memory.age_days(today()),
            "status": hit.memory.status,
            "unverified": hit.memory.unverified,
            "stale": hit.memory.is_stale(today()),
            "load": hit.memory.load,
        }
        for hit in page_obj
    ]
    shown = [
        {
            **row,
            "hit": hit,
            "html": highlight(hit.snippet),
            "labels": hit.memory.labels(today()),
            "url": memdir_reverse(request, row["memdir"], "memory", hit.memory.path),
            # Where an editor pins this result as the right answer (the retrieval battery).
            "pin_url": memdir_reverse(request, row["memdir"], "battery_add"),
        }
        for row, hit in zip(results, page_obj, strict=True)
    ]
    silence = belief.answer.silence if belief and not hits else None
    # Why there is nothing, for scripts too (null when there are results or no question).
    data = {"query": text, "results": results, **paging, "silence": silence}
    context = {
        "form": form,
        "shown": shown,
        "silence": silence,
        "has_topic": bool(belief and belief.answer.topical),
    }
    return respond(request, "believe.html", context, data, partial="results")


@read_view
def glossary(request: HttpRequest) -> HttpResponse:
    """The words pages use, each beside the precise term the JSON twins and DESIGN use."""
    terms = words.glossary()
    data = {"terms": [t._asdict() for t in terms]}
    return respond(request, "glossary.html", {"terms": terms}, data)


def health(_request: HttpRequest) -> HttpResponse:
    """Unauthenticated liveness: the memdir is readable and the database answers (else 503).

    It also says whether edits could be written (``writable``), with ``problems`` in words: an
    unwritable memdir otherwise shows only when an editor's save is refused. In read-only mode
    nothing is written, so an unwritable memdir is expected there and is no problem.
    """
    memdir = Path(settings.MEMORYUI_MEMDIR)
    memdir_ok = os.access(memdir, os.R_OK | os.X_OK)
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        db_ok = True
    except Exception:  # any database failure means "not healthy"
        db_ok = False
    problems = []
    if not memdir_ok:
        problems.append("The memdir cannot be read: set MEMORYUI_MEMDIR to a readable folder.")
    if not db_ok:
        problems.append("The database does not answer.")
    refusals = write_refusals(memdir, settings.MEMORYUI_STATE_DIR)
    # An unreadable memdir is said once, above, not again as unwritable.
    if memdir_ok and not settings.MEMORYUI_READ_ONLY:
        problems += [
            f"{what} is not writable ({why}): edits will be refused." for what, why in refusals
        ]
    status = 200 if memdir_ok and db_ok else 503
    body = {
        "status": "ok" if status == 200 else "error",
        "memdir": memdir_ok,
        "database": db_ok,
        "writable": not refusals,
        "read_only": settings.MEMORYUI_READ_ONLY,
        "problems": problems,
    }
    return JsonResponse(body, status=status)
