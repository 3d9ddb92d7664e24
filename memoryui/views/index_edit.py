"""Editing MEMORY.md, the heart of the weekly pass: each action is one journaled, undoable write.

Line numbers in these forms refer to the version the operator saw (``base_sha256``): the
planners refuse a MEMORY.md the agent has changed since, before anything is computed.
"""

from __future__ import annotations

from django import forms
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_http_methods, require_POST

from memoryui import gauge, projection
from memoryui.auth import editor_view
from memoryui.forms import (
    IndexAddForm,
    IndexExtractForm,
    IndexLineForm,
    IndexOrderForm,
    IndexReplaceForm,
)
from memoryui.memdir import edit as edits
from memoryui.memdir import plans
from memoryui.memdir.index import analyse_index, placement
from memoryui.memdir.safewrite import WriteRefused
from memoryui.models import IndexFile, IndexLine, Memory, existing_paths
from memoryui.views.common import attempt, first_error, refused


def _index_action(request: HttpRequest, form: forms.Form, planner) -> HttpResponse:
    if not form.is_valid():
        return HttpResponse(first_error(form), status=400, content_type="text/plain")
    return attempt(request, lambda: planner(projection.memdir(), form.cleaned_data), "index")


@editor_view
@require_POST
def index_remove(request: HttpRequest) -> HttpResponse:
    """Remove one line (a dead pointer, a duplicate) from MEMORY.md."""
    return _index_action(
        request,
        IndexLineForm(request.POST),
        lambda md, data: plans.plan_index_remove(md, data["base_sha256"], data["line"]),
    )


@editor_view
@require_POST
def index_replace(request: HttpRequest) -> HttpResponse:
    """Rewrite one line, typically to shorten a pointer past 150 characters."""
    return _index_action(
        request,
        IndexReplaceForm(request.POST),
        lambda md, data: plans.plan_index_replace(
            md, data["base_sha256"], data["line"], data["text"]
        ),
    )


@editor_view
@require_http_methods(["GET", "POST"])
def index_add(request: HttpRequest) -> HttpResponse:
    """Point to an orphan from MEMORY.md, titled and hooked from its own name and description.

    GET shows the line and where it lands before anything is written: in the section of its
    folder and above the cliff, and, when MEMORY.md has no line to spare, which loaded line
    it would push past the cliff. POST writes it.
    """
    if request.method == "GET":
        return _index_add_preview(request)

    def planner(md, data: dict) -> plans.Plan:
        memory = Memory.objects.filter(path=data["path"]).first()
        title = data["title"] or (memory.name if memory else "")
        line = edits.pointer_for(
            title or data["path"],
            data["path"],
            data["hook"] or (memory.description if memory else ""),
        )
        return plans.plan_index_add(
            md, data["base_sha256"], data["path"], "", "", data["before"], line=line
        )

    return _index_action(request, IndexAddForm(request.POST), planner)


def _index_add_preview(request: HttpRequest) -> HttpResponse:
    form = IndexAddForm(request.GET)
    form.fields["base_sha256"].required = False
    if not form.is_valid():
        return refused(request, first_error(form))
    path = form.cleaned_data["path"]
    memory = Memory.objects.filter(path=path).first()
    index = IndexFile.objects.first()
    if memory is None or index is None:
        return refused(request, f"{path} is not a memory of this memdir, or there is no MEMORY.md.")
    rows = list(IndexLine.objects.values_list("number", "kind", "target_path", "loaded"))
    limits = projection.current_profile().limits
    full = index.cut or index.measured_lines >= limits.index_lines
    place = placement(rows, memory.path_nfc, loaded_lines=index.loaded_lines, full=full)
    line = edits.pointer_for(memory.name or path, path, memory.description)
    pushed = IndexLine.objects.filter(number=place.pushes).first() if place.pushes else None
    context = {"memory": memory, "index": index, "line": line, "place": place, "pushed": pushed}
    return render(request, "index_add.html", context)


@editor_view
@require_POST
def index_extract(request: HttpRequest) -> HttpResponse:
    """Turn raw content lines into a new topic file plus one pointer, in one event."""
    return _index_action(
        request,
        IndexExtractForm(request.POST),
        lambda md, data: plans.plan_index_extract(
            md, data["base_sha256"], data["lines"], data["path"], data
        ),
    )


def _moved(order: list[int], move: str, loaded: int = 0) -> list[int]:
    """Apply one ``N:up``, ``N:down``, ``N:top`` or ``N:cliff`` (just above the cliff, the
    last place that loads, given ``loaded`` lines load) to an order of line numbers."""
    number, _, where = move.partition(":")
    if not number.isdigit() or int(number) not in order:
        return order
    at = order.index(int(number))
    target = {"up": at - 1, "down": at + 1, "top": 0, "cliff": max(loaded - 1, 0)}.get(where, at)
    target = max(0, min(target, len(order) - 1))
    order = order[:at] + order[at + 1 :]
    order.insert(target, int(number))
    return order


def _board(raw: bytes, order: list[int]) -> dict:
    """The proposed MEMORY.md, as the agent would load it: gauge, lines and cliff."""
    profile = projection.current_profile()
    analysis = analyse_index(edits.reorder_index(raw, order), existing_paths(), profile)
    return {
        "order": ",".join(str(n) for n in order),
        "rows": list(zip(order, analysis.lines, strict=True)),
        "cliff": analysis.cliff,
        "gauge": gauge.bars(profile.index_session(analysis.cliff).budgets),
        "changed": order != sorted(order),
    }


@editor_view
@require_http_methods(["GET", "POST"])
def index_order(request: HttpRequest) -> HttpResponse:
    """Reorder MEMORY.md: move lines above the cliff and watch it move before saving."""
    try:
        raw, base = projection.memdir().read_index()
    except WriteRefused as exc:
        return refused(request, str(exc))
    if request.method == "POST" and "save" in request.POST:
        return _index_action(
            request,
            IndexOrderForm(request.POST),
            lambda md, data: plans.plan_index_order(md, data["base_sha256"], data["order"]),
        )
    lines = edits.index_lines(raw)[0]
    order = list(range(1, len(lines) + 1))
    if request.method == "POST":
        posted = request.POST.get("order", "")
        if posted and request.POST.get("base_sha256") == base:
            try:
                order = [int(n) for n in posted.split(",")]
            except ValueError:
                pass
        for move in request.POST.getlist("move"):
            try:
                loaded = _board(raw, order)["cliff"].loaded_lines
            except WriteRefused:
                loaded = 0
            order = _moved(order, move, loaded)
    try:
        board = _board(raw, order)
    except WriteRefused:
        board = _board(raw, list(range(1, len(lines) + 1)))
    context = {**board, "base_sha256": base or "", "exists": base is not None}
    template = "index_order.html#board" if request.htmx else "index_order.html"
    return render(request, template, context)
