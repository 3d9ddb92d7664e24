"""Editing MEMORY.md, the heart of the weekly pass: each action is one journaled, undoable write."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from django import forms
from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_POST
from django_htmx.http import HttpResponseClientRedirect

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
from memoryui.memdir.index import analyse_index
from memoryui.memdir.profile import DEFAULT_PROFILE
from memoryui.memdir.safewrite import Change, Conflict, WriteRefused
from memoryui.models import Memory, Problem
from memoryui.views.edit import (
    INDEX,
    _actor,
    _first_error,
    _simple_conflict,
    refused,
)


@dataclass
class Plan:
    """What one index action writes: MEMORY.md's new bytes, and any file created with it."""

    index: bytes
    said: str
    extra: list[Change] = field(default_factory=list)
    detail: dict = field(default_factory=dict)


def _apply(
    request: HttpRequest, form: forms.Form, action: str, plan: Callable[[bytes, dict], Plan]
) -> HttpResponse:
    """Check the version the operator saw, then write the plan as one journaled event.

    Line numbers in the form refer to that version, so a MEMORY.md the agent has changed
    since is a conflict before anything is computed from it.
    """
    if not form.is_valid():
        return HttpResponse(_first_error(form), status=400, content_type="text/plain")
    base = form.cleaned_data["base_sha256"]
    try:
        raw, current = projection.memdir().read_index()
        if current != base:
            raise Conflict(INDEX, raw if current else None)
        planned = plan(raw, form.cleaned_data)
        changes = [*planned.extra, Change(INDEX, base, planned.index)]
        projection.write(changes, _actor(request), action, planned.detail)
    except Conflict as conflict:
        return _simple_conflict(request, conflict)
    except WriteRefused as exc:
        return render(request, "refused.html", {"reason": str(exc)}, status=400)
    messages.success(request, planned.said)
    if request.htmx:
        # An htmx form (the reorder board) must leave for the index page, not swap it in.
        return HttpResponseClientRedirect(reverse("index"))
    return redirect("index")


@editor_view
@require_POST
def index_remove(request: HttpRequest) -> HttpResponse:
    """Remove one line (a dead pointer, a duplicate) from MEMORY.md."""

    def plan(raw: bytes, data: dict) -> Plan:
        new = edits.remove_index_line(raw, data["line"])
        return Plan(new, f"Removed line {data['line']}.", detail={"line": data["line"]})

    return _apply(request, IndexLineForm(request.POST), "index-remove", plan)


@editor_view
@require_POST
def index_replace(request: HttpRequest) -> HttpResponse:
    """Rewrite one line, typically to shorten a pointer past 150 characters."""

    def plan(raw: bytes, data: dict) -> Plan:
        new = edits.replace_index_line(raw, data["line"], data["text"].rstrip("\r\n"))
        return Plan(new, f"Rewrote line {data['line']}.", detail={"line": data["line"]})

    return _apply(request, IndexReplaceForm(request.POST), "index-edit", plan)


@editor_view
@require_POST
def index_add(request: HttpRequest) -> HttpResponse:
    """Point to an orphan from MEMORY.md."""

    def plan(raw: bytes, data: dict) -> Plan:
        memory = Memory.objects.filter(path=data["path"]).first()
        title = data["title"] or (memory.name if memory else "") or data["path"]
        hook = data["hook"] or (memory.description if memory else "")
        line = edits.pointer_line(title, data["path"], hook[:100])
        new = edits.insert_index_line(raw, line, data["before"])
        return Plan(new, f"Pointed to {data['path']}.", detail={"pointer": line})

    return _apply(request, IndexAddForm(request.POST), "index-add", plan)


@editor_view
@require_POST
def index_extract(request: HttpRequest) -> HttpResponse:
    """Turn raw content lines into a new topic file plus one pointer, in one event."""

    def plan(raw: bytes, data: dict) -> Plan:
        lines, _, _ = edits.index_lines(raw)
        if data["lines"][-1] > len(lines):
            raise WriteRefused(f"MEMORY.md has only {len(lines)} lines.")
        body = "".join(lines[n - 1] for n in data["lines"])
        topic = edits.new_topic(data["name"], data["description"], data["type"], body)
        pointer = edits.pointer_line(data["name"], data["path"])
        new = edits.replace_index_line(raw, data["lines"][0], pointer)
        for number in reversed(data["lines"][1:]):
            new = edits.remove_index_line(new, number)
        return Plan(
            new,
            f"Moved {len(data['lines'])} lines into {data['path']}.",
            extra=[Change(data["path"], None, topic)],
            detail={"lines": data["lines"]},
        )

    return _apply(request, IndexExtractForm(request.POST), "index-extract", plan)


def _moved(order: list[int], move: str) -> list[int]:
    """Apply one ``N:up``, ``N:down`` or ``N:top`` to an order of line numbers."""
    number, _, where = move.partition(":")
    if not number.isdigit() or int(number) not in order:
        return order
    at = order.index(int(number))
    target = {"up": at - 1, "down": at + 1, "top": 0}.get(where, at)
    target = max(0, min(target, len(order) - 1))
    order = order[:at] + order[at + 1 :]
    order.insert(target, int(number))
    return order


def _board(raw: bytes, order: list[int]) -> dict:
    """The proposed MEMORY.md, as the agent would load it: gauge, lines and cliff."""
    proposed = edits.reorder_index(raw, order)
    existing = set(Memory.objects.values_list("path_nfc", flat=True))
    existing.update(Problem.objects.values_list("path", flat=True))
    analysis = analyse_index(proposed, existing, DEFAULT_PROFILE)
    rows = list(zip(order, analysis.lines, strict=True))
    return {
        "order": ",".join(str(n) for n in order),
        "rows": rows,
        "cliff": analysis.cliff,
        "gauge": gauge.index_gauge(analysis.cliff, DEFAULT_PROFILE),
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

        def plan(start: bytes, data: dict) -> Plan:
            return Plan(edits.reorder_index(start, data["order"]), "Saved the new order.")

        return _apply(request, IndexOrderForm(request.POST), "index-order", plan)
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
            order = _moved(order, move)
    try:
        board = _board(raw, order)
    except WriteRefused:
        board = _board(raw, list(range(1, len(lines) + 1)))
    context = {**board, "base_sha256": base or "", "exists": base is not None}
    template = "index_order.html#board" if request.htmx else "index_order.html"
    return render(request, template, context)
