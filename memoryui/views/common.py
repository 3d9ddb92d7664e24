"""What every view shares: one way to answer a read, and one way to answer a write.

A read builds one piece of data and answers it as the JSON twin, the htmx partial or the full
page (``respond``). A write is parse, plan, write, respond (``attempt``): a stale base is the
conflict view (409), a refusal its sentence (400), success a message and a redirect. Nothing
is written in the first two cases, and no view writes these answers its own way.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable
from typing import Any

from django import forms
from django.contrib import messages
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django_htmx.http import HttpResponseClientRedirect

from memoryui import projection
from memoryui.auth import wants_json
from memoryui.forms import PageForm
from memoryui.memdir.merge import unified
from memoryui.memdir.plans import INDEX, Plan
from memoryui.memdir.safewrite import Conflict, WriteRefused


def respond(
    request: HttpRequest,
    template: str,
    context: dict[str, Any],
    data: dict[str, Any],
    partial: str | None = None,
) -> HttpResponse:
    """The JSON twin, the htmx partial, or the full page, all from the same data."""
    if wants_json(request):
        return JsonResponse(data, json_dumps_params={"ensure_ascii": False})
    if request.htmx and partial and not request.htmx.boosted:
        template = f"{template}#{partial}"
    return render(request, template, {**context, "data": data})


def page(items: Any, form: PageForm, default: int = 100) -> tuple[Any, dict[str, int]]:
    """One page of ``items`` and the twin's paging keys (``count``, ``page``, ``per_page``)."""
    number, per_page = form.paging(default)
    paginator = Paginator(items, per_page)
    page_obj = paginator.get_page(number)
    return page_obj, {"count": paginator.count, "page": page_obj.number, "per_page": per_page}


def clean_path(path: str) -> str:
    """Refuse any path that could leave the memdir before anything is looked up."""
    if (
        not path
        or "\x00" in path
        or "\\" in path
        or path.startswith("/")
        or posixpath.normpath(path) != path
        or path.split("/")[0] == ".."
    ):
        raise Http404("No such memory.")
    return path


def actor(request: HttpRequest) -> str:
    return request.user.get_username()


def first_error(form: forms.Form) -> str:
    """A form's first error as one sentence, field named."""
    for name, items in form.errors.as_data().items():
        label = "" if name == "__all__" else f"{name}: "
        return label + " ".join(m for e in items for m in e.messages)
    return "The request was not understood."


def refused(request: HttpRequest, reason: str) -> HttpResponse:
    """A write that cannot be made, in words; nothing was written."""
    return _whole_page(render(request, "refused.html", {"reason": reason}, status=400), request)


def _whole_page(response: HttpResponse, request: HttpRequest) -> HttpResponse:
    """For an htmx request, an answer that replaces the whole page, not the fragment asked for:
    a conflict or a refusal must not be squeezed into the spot of a reorder board."""
    if request.htmx:
        response["HX-Retarget"] = "body"
        response["HX-Reswap"] = "innerHTML"
    return response


def conflict(
    request: HttpRequest,
    found: Conflict,
    *,
    mine: str | None = None,
    reapply: forms.Form | None = None,
    editor: str = "memory",
    by_hand: forms.Form | None = None,
    fields: list[dict[str, str]] | None = None,
) -> HttpResponse:
    """The conflict view (409), built in one place: what the operator sent, what the disk holds
    now, their difference, and a way to start again from the disk's version."""
    theirs = (found.disk or b"").decode("utf-8", "replace")
    restart = ""
    if found.disk is not None:
        restart = reverse("index") if found.path == INDEX else reverse(editor, args=[found.path])
    context = {
        "path": found.path,
        "message": str(found),
        "gone": found.disk is None,
        "theirs": theirs,
        "mine": mine,
        "diff": unified(theirs, mine, "on disk", "your edit") if mine is not None else "",
        "restart": restart,
        "reapply": reapply,
        "overlap": reapply is None and mine is not None and found.disk is not None,
        "by_hand": by_hand,
        "fields": fields or [],
    }
    return _whole_page(render(request, "conflict.html", context, status=409), request)


NOTHING = "Nothing changed, so nothing was written."


def attempt(
    request: HttpRequest, planner: Callable[[], Plan | None], to: str, *args: str
) -> HttpResponse:
    """Plan, write, respond. ``to`` (a URL name, with ``args``) is where success leads; a plan
    of None means nothing changed and nothing is written."""

    def work() -> str:
        plan = planner()
        if plan is None:
            return NOTHING
        event = projection.write(plan, actor(request))
        # The message after the redirect offers to undo exactly this event.
        request.memoryui_event = event.id
        return plan.said

    return perform(request, work, to, *args)


def perform(request: HttpRequest, work: Callable[[], str], to: str, *args: str) -> HttpResponse:
    """Run work that writes through the one write path and returns its sentence: a conflict is
    the conflict view, a refusal its sentence, success a message and a redirect."""
    try:
        said = work()
    except Conflict as found:
        return conflict(request, found)
    except WriteRefused as exc:
        return refused(request, str(exc))
    event = getattr(request, "memoryui_event", None)
    tags = f"undoable undo-{event}" if event else ""
    (messages.info if said == NOTHING else messages.success)(request, said, extra_tags=tags)
    return leave(request, to, *args)


def leave(request: HttpRequest, to: str, *args: str) -> HttpResponse:
    """Go to the page ``to``; an htmx form (the reorder board) must leave for it, not swap it in."""
    if request.htmx:
        return HttpResponseClientRedirect(reverse(to, args=args))
    return redirect(to, *args)
