"""Links between memories, the lint's one-click fixes, redaction and merge (issue 14)."""

from __future__ import annotations

from django import forms
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from memoryui import graph, linting, projection
from memoryui.auth import editor_view, read_view
from memoryui.forms import MAX_BODY
from memoryui.memdir import fold
from memoryui.memdir.journal import sha256
from memoryui.memdir.links import Targets
from memoryui.memdir.merge import unified
from memoryui.memdir.safewrite import Conflict, WriteRefused
from memoryui.models import Memory, MemoryLink, Problem
from memoryui.views.common import actor, attempt, clean_path, conflict, perform, refused, respond


@read_view
@vary_on_headers("HX-Request")
def graph_page(request: HttpRequest) -> HttpResponse:
    """``/graph/``: memories as nodes coloured by type, links as edges, the unlinked apart."""
    drawn = graph.current()
    return respond(request, "graph.html", {"graph": drawn}, drawn.as_json(), partial="graph")


@editor_view
@require_POST
def lint_fix(request: HttpRequest, finding: str) -> HttpResponse:
    """A finding's one-click fix, through the one write path (journaled, undoable)."""
    return attempt(request, lambda: linting.plan_fix(finding), "review")


class RedactForm(forms.Form):
    base_sha256 = forms.RegexField(regex=r"^[0-9a-f]{64}$", required=False)


@editor_view
@require_POST
def memory_redact(request: HttpRequest, path: str) -> HttpResponse:
    """Every secret in the file replaced by ``[redacted: kind]`` on disk: an edit like any
    other, journaled, undoable by an editor from the history."""
    path = clean_path(path)
    form = RedactForm(request.POST)
    if not form.is_valid():
        return refused(request, "The version you started from is not a hash; reload the page.")
    base = form.cleaned_data["base_sha256"] or None
    to = "memory" if Memory.objects.filter(path=path).exists() else "review"
    args = (path,) if to == "memory" else ()

    def work() -> str:
        said, event = linting.redact(path, base, actor(request))
        if event:
            # The message after the redirect offers to undo the redaction (editors only).
            request.memoryui_event = event
        return said

    return perform(request, work, to, *args)


class MergeForm(forms.Form):
    into = forms.CharField(max_length=1024)
    body = forms.CharField(strip=False, max_length=MAX_BODY, required=False, widget=forms.Textarea)
    base_sha256 = forms.RegexField(regex=r"^[0-9a-f]{64}$", required=False)
    into_sha256 = forms.RegexField(regex=r"^[0-9a-f]{64}$", required=False)
    # Absent: show the change list; "1": write it.
    save = forms.CharField(required=False, max_length=4)


def _targets() -> Targets:
    rows = Memory.objects.values_list("path", "name")
    paths = {path for path, _ in rows} | set(Problem.objects.values_list("path", flat=True))
    return Targets(paths, {path: name for path, name in rows if name})


def _linking(loser: str) -> list[str]:
    """The memories whose links reach ``loser`` (their files)."""
    return sorted(set(MemoryLink.objects.filter(resolved=loser).values_list("file", flat=True)))


def _memory_or_404(path: str) -> Memory:
    found = Memory.objects.filter(path=clean_path(path), entry=0).first()
    if found is None:
        raise Http404("No such topic file: merge works on topic files.")
    return found


@editor_view
@require_http_methods(["GET", "POST"])
def memory_merge(request: HttpRequest, path: str) -> HttpResponse:
    """Fold this memory into another: the combined body to edit, then the change list, then
    one journaled event. Nothing is written before the operator confirms the list."""
    loser = _memory_or_404(path)
    md = projection.memdir()
    targets = _targets()
    form = MergeForm(request.POST if request.method == "POST" else request.GET)
    into = request.POST.get("into") or request.GET.get("into") or ""
    winner = Memory.objects.filter(path=into, entry=0).first() if into else None
    context: dict[str, object] = {
        "loser": loser,
        "winner": winner,
        "choices": Memory.objects.exclude(path=loser.path).filter(entry=0).order_by("path"),
    }
    if winner is None or winner.path == loser.path:
        return render(request, "memory_merge.html", context, status=400 if into else 200)
    try:
        loser_raw, winner_raw = md.read(loser.path), md.read(winner.path)
    except (Conflict, WriteRefused) as exc:
        return refused(request, str(exc))
    if request.method == "GET" or not form.is_valid():
        body = fold.combined_body(md, winner.path, loser.path, targets)
        context.update(body=body, base=sha256(loser_raw), into_base=sha256(winner_raw))
        return render(request, "memory_merge.html", context)
    data = form.cleaned_data
    bases = (data["base_sha256"] or sha256(loser_raw), data["into_sha256"] or sha256(winner_raw))

    def plan() -> fold.Plan:
        return fold.plan_merge(
            md, loser.path, winner.path, data["body"], bases, _linking(loser.path), targets
        )

    if data["save"] == "1":
        return attempt(request, plan, "memory", winner.path)
    try:
        planned = plan()
    except Conflict as found:
        return conflict(request, found)
    except WriteRefused as exc:
        return refused(request, str(exc))
    context.update(
        body=data["body"],
        base=bases[0],
        into_base=bases[1],
        changes=[_shown(md, change) for change in planned.changes],
        said=planned.said,
    )
    return render(request, "memory_merge.html", context)


def _shown(md: object, change: object) -> dict[str, str]:
    """One file of the change list: what it is now, what it becomes, as a diff (secrets in it
    masked, as everywhere an editor has not asked to see them)."""
    before = md.read(change.path).decode("utf-8", "replace") if change.before_sha256 else ""
    after = change.after.decode("utf-8", "replace") if change.after is not None else ""
    return {
        "path": change.path,
        "diff": linting.masked(
            unified(before, after, f"{change.path} now", f"{change.path} after")
        ),
    }
