"""What changed since the last pass, with diffs, to keep or revert (DESIGN §11)."""

from __future__ import annotations

import datetime as dt

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_POST
from django.views.decorators.vary import vary_on_headers

from memoryui import hygiene, projection
from memoryui.auth import editor_view, read_view, wants_json
from memoryui.forms import CHANGE_ID_RE, ChangeActionForm, ChangesForm
from memoryui.memdir import changes as memdir_changes
from memoryui.memdir.profiles import ClaudeCode
from memoryui.memdir.safewrite import WriteRefused
from memoryui.models import ChangeSeen, existing_paths
from memoryui.projection import changes as change_log
from memoryui.views.common import NOTHING, actor, first_error, page, perform, refused, respond


def _listed(form: ChangesForm) -> tuple[object, dict[str, object]]:
    """The changes asked for, and the words saying which they are."""
    last = hygiene.last_pass()
    since = form.choice("since")
    rows = ChangeSeen.objects.all()
    if since:
        start = dt.datetime.combine(since, dt.time(), tzinfo=dt.UTC)
        rows = rows.filter(seen_ns__gte=int(start.timestamp() * 10**9))
    else:
        rows = rows.for_pass(last.since_ns if last else 0)
    show = form.choice("show")
    if show == "open":
        rows = rows.undecided()
    elif show == "later":
        rows = rows.filter(decision="later")
    if group := form.choice("group"):
        rows = rows.filter(group=group)
    oldest = change_log.oldest_kept()
    scope = {
        "since": since.isoformat() if since else None,
        "last_pass": last.at if last else None,
        "oldest_kept": oldest.at if oldest else None,
        "undecided": ChangeSeen.objects.undecided().count(),
        "later": ChangeSeen.objects.filter(decision="later").count(),
    }
    return rows, scope


def _index_name(profile: object) -> str | None:
    """The file whose changes show pointers and the cliff (Claude Code's MEMORY.md)."""
    return profile.index_name if isinstance(profile, ClaudeCode) else None


def _diff(row: ChangeSeen, profile: object, existing: set[str] | None) -> object:
    wanted = existing is not None and row.path == _index_name(profile)
    return change_log.diff_of(row, index=(existing, profile) if wanted else None)


@read_view
@vary_on_headers("HX-Request")
def changes_page(request: HttpRequest) -> HttpResponse:
    """Every file added, changed, removed or renamed since the last completed pass (or
    ``?since=DATE``), newest first, each with who, when and its diff."""
    change_log.catch_up()
    form = ChangesForm(request.GET)
    rows, scope = _listed(form)
    page_obj, paging = page(rows, form, default=100 if wants_json(request) else 25)
    data = {"changes": [row.as_json() for row in page_obj], **paging, **scope}
    if wants_json(request):
        return respond(request, "changes.html", {}, data)
    profile = projection.current_profile()
    existing = existing_paths() if any(r.path == _index_name(profile) for r in page_obj) else None
    groups = _groups({row.group for row in page_obj if row.group})
    shown = [
        {"change": row, "diff": _diff(row, profile, existing), "group": groups.get(row.group)}
        for row in page_obj
    ]
    query = request.GET.copy()
    query.pop("page", None)
    context = {"form": form, "shown": shown, "page_obj": page_obj, "query": query.urlencode()}
    return respond(request, "changes.html", context, data, partial="changes")


def _groups(keys: set[str]) -> dict[str, dict[str, object]]:
    """Each consolidation run or batch on the page: how many changes it has, how many open."""
    found = {}
    for key in keys:
        rows = ChangeSeen.objects.filter(group=key)
        found[key] = {
            "key": key,
            "run": key.startswith("run-"),
            "count": rows.count(),
            "open": rows.open().count(),
        }
    return found


def _change_or_404(change_id: str) -> ChangeSeen:
    if not CHANGE_ID_RE.match(change_id):
        raise Http404("No such change.")
    row = ChangeSeen.objects.filter(change_id=change_id).first()
    if row is None:
        raise Http404("No such change (it may have been pruned after a pass).")
    return row


@read_view
def change_page(request: HttpRequest, change_id: str) -> HttpResponse:
    """One change and its diff; the JSON twin adds the diff as data."""
    row = _change_or_404(change_id)
    profile = projection.current_profile()
    existing = existing_paths() if row.path == _index_name(profile) else None
    diff = _diff(row, profile, existing)
    data = {**row.as_json(), "diff": diff.as_json()}
    context = {"shown": [{"change": row, "diff": diff, "group": None}], "change": row}
    return respond(request, "change.html", context, data)


def _act(request: HttpRequest, values: dict[str, object]) -> HttpResponse:
    """Keep, leave for later or revert the chosen changes, as one journaled event."""
    form = ChangeActionForm(values)
    if not form.is_valid():
        return refused(request, first_error(form))
    data = form.cleaned_data
    rows = ChangeSeen.objects.filter(change_id__in=data["ids"]) if data["ids"] else None
    if data["group"]:
        grouped = ChangeSeen.objects.filter(group=data["group"]).open()
        rows = grouped if rows is None else rows | grouped
    rows = list(rows.order_by("seq")) if rows is not None else []
    if not rows:
        return refused(request, "Those changes are not listed any more.")
    records = [change_log.record_of(row) for row in rows]
    try:
        if data["action"] == "revert":
            plan = memdir_changes.plan_revert(
                projection.memdir(), records, change_log.store().get, make_folders=data["confirm"]
            )
        else:
            plan = memdir_changes.plan_decision(data["action"], records, data["group"] or "")
    except memdir_changes.FolderGone as asked:
        # Asked, not refused: the operator may well want the folder back.
        context = {"asked": asked, "ids": [r.id for r in records]}
        return render(request, "changes_confirm.html", context, status=409)
    except WriteRefused as exc:
        return refused(request, str(exc))

    def work() -> str:
        if plan is None:
            return NOTHING
        event = projection.write(plan, actor(request))
        # The message after the redirect offers to undo exactly this decision.
        request.memoryui_event = event.id
        return plan.said

    return perform(request, work, "changes")


def _values(request: HttpRequest, action: str, change_id: str) -> dict[str, object]:
    return {"action": action, "ids": [change_id], "confirm": request.POST.get("confirm", "")}


@editor_view
@require_POST
def change_keep(request: HttpRequest, change_id: str) -> HttpResponse:
    return _act(request, _values(request, "keep", change_id))


@editor_view
@require_POST
def change_later(request: HttpRequest, change_id: str) -> HttpResponse:
    return _act(request, _values(request, "later", change_id))


@editor_view
@require_POST
def change_revert(request: HttpRequest, change_id: str) -> HttpResponse:
    """Write back the version before the change, through the one write path: a file the
    agent changed again since is a conflict, never overwritten."""
    return _act(request, _values(request, "revert", change_id))


@editor_view
@require_POST
def changes_bulk(request: HttpRequest) -> HttpResponse:
    """The same for several changes at once (ticked, or a whole consolidation run)."""
    values = {
        "action": request.POST.get("action", ""),
        "ids": request.POST.getlist("ids"),
        "group": request.POST.get("group", ""),
        "confirm": request.POST.get("confirm", ""),
    }
    return _act(request, values)
