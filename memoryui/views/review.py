"""The review queue: contradictions, duplicates and unverified claims, with one-click decisions."""

from __future__ import annotations

from django import forms
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_POST

from memoryui import curation, hygiene, linting
from memoryui.auth import editor_view, read_view, wants_json
from memoryui.clock import today
from memoryui.forms import PageForm
from memoryui.memdir.review import REVIEW_ACTIONS, REVIEW_KINDS
from memoryui.models import load_memories, review_queue
from memoryui.views.common import actor, attempt, page, perform, refused, respond

# The twin lists at most this many lint findings (the weekly pass counts all of them).
MAX_LINT_ROWS = 1000


class ResolveForm(forms.Form):
    action = forms.ChoiceField(choices=[(a, a) for a in REVIEW_ACTIONS])
    winner = forms.CharField(required=False, max_length=1024)
    note = forms.CharField(required=False, max_length=2000)


@read_view
def review(request: HttpRequest) -> HttpResponse:
    form = PageForm(request.GET)
    queue = review_queue()
    # The queue's own items (DESIGN §7) page as before; lint findings, review kinds of their
    # own, are listed beside them in ``lint`` (issue 14) and shown after them on the page.
    findings = [entry.lint for entry in queue if entry.lint is not None]
    if wants_json(request):
        queue = [entry for entry in queue if entry.lint is None]
    page_obj, paging = page(queue, form, default=100 if wants_json(request) else 25)
    load_memories(page_obj, bodies=not wants_json(request))
    if not wants_json(request):
        for entry in page_obj:
            for memory in entry.memories:
                # Rendered as its own page renders it: links between memories resolved.
                memory.rendered = linting.rendered(memory, memory.body)
    items = [entry.as_json() for entry in page_obj if entry.lint is None]
    data = {"items": items, **paging, "lint": findings[:MAX_LINT_ROWS], "lint_count": len(findings)}
    groups = [(kind, [e for e in page_obj if e.item.kind == kind.key]) for kind in REVIEW_KINDS]
    context = {"groups": [(k, g) for k, g in groups if g], "today": today(), "page": page_obj}
    return respond(request, "review.html", context, data)


@editor_view
@require_POST
def review_resolve(request: HttpRequest, item_id: str) -> HttpResponse:
    """Supersede (choose the winner), dismiss or partial: journaled and undoable."""
    form = ResolveForm(request.POST)
    if not form.is_valid():
        return refused(request, "Choose an action.")
    data = form.cleaned_data
    return attempt(
        request,
        lambda: curation.plan_resolution(item_id, data["action"], data["winner"], data["note"]),
        "review",
    )


@editor_view
@require_POST
def review_recheck(request: HttpRequest, item_id: str) -> HttpResponse:
    """Check an unverified memory's claims again now."""
    return perform(
        request,
        lambda: f"Re-checked: {curation.recheck(item_id, actor(request)).summary()}.",
        "review",
    )


@editor_view
@require_POST
def pass_complete(request: HttpRequest) -> HttpResponse:
    """Mark this weekly pass complete: journaled, with a snapshot of the counts.

    With error-level items still open it asks first, on a page of its own (no script needed),
    and the pass then records what was left open. A pass that would be refused anyway (a
    change still undecided) says so at once rather than asking a question that leads nowhere.
    """
    open_errors = hygiene.errors_to_confirm()
    if open_errors and request.POST.get("confirm") != "yes":
        return render(request, "pass_confirm.html", {"open_errors": open_errors})
    return attempt(request, hygiene.plan_pass, "overview")
