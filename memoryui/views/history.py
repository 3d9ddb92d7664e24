"""The journal, newest first, with a diff for each change and undo."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_POST
from django.views.decorators.vary import vary_on_headers

from memoryui import projection
from memoryui.auth import editor_view, read_view
from memoryui.describe import describe
from memoryui.forms import HistoryFilterForm
from memoryui.memdir import diffs
from memoryui.memdir.credentials import redact
from memoryui.memdir.journal import Event
from memoryui.models import JournalEvent
from memoryui.views.common import actor, page, perform, refused, respond


def _version(digest: str | None) -> tuple[bytes | None, str]:
    """A stored version as the history shows it, its secrets redacted for everyone (an editor
    who needs the value reads the file, or undoes the redaction); or why it cannot be shown."""
    if digest is None:
        return None, ""
    try:
        raw = projection.memdir().state.blob(digest)
    except OSError:
        return None, "this version is not in the store"
    return redact(raw.decode("utf-8", "replace")).encode(), ""


def _diffs(event: Event) -> list[dict[str, object]]:
    """Each file's change as coloured word diffs and frontmatter fields, as /changes/ shows
    them: a unified diff of raw lines hid which words changed."""
    shown = []
    for f in event.files:
        (before, gone), (after, lost) = _version(f.before_sha256), _version(f.after_sha256)
        shown.append({"path": f.path, "diff": diffs.describe(before, after, missing=gone or lost)})
    return shown


def shown_events(rows: list[JournalEvent], *, diffs: bool = True) -> list[dict[str, object]]:
    """Events as the pages show them: what each did in words, whether an undo took it back
    (and so cannot be undone again), and its diffs."""
    undone_by = dict(
        JournalEvent.objects.filter(
            undoes__in=[r.event_id for r in rows], in_effect=True
        ).values_list("undoes", "event_id")
    )
    return [
        {
            "event": row.event,
            "summary": describe(row.event),
            "undone": not row.in_effect,
            "undone_by": undone_by.get(row.event_id),
            "undoes": row.undoes,
            "diffs": _diffs(row.event) if diffs else [],
        }
        for row in rows
    ]


@read_view
@vary_on_headers("HX-Request")
def history(request: HttpRequest) -> HttpResponse:
    form = HistoryFilterForm(request.GET)
    filters = form.filters()
    rows = JournalEvent.objects.all()
    if "path" in filters:
        rows = rows.filter(files__path=filters["path"]).distinct()
    if "actor" in filters:
        rows = rows.filter(data__actor=filters["actor"])
    page_obj, paging = page(rows, form)
    events = list(page_obj)
    data = {
        "events": [
            {**row.event.as_json(), "summary": describe(row.event), "undone": not row.in_effect}
            for row in events
        ],
        **paging,
    }
    context = {"shown": shown_events(events), "page_obj": page_obj, "form": form}
    return respond(request, "history.html", context, data, partial="events")


@editor_view
@require_POST
def history_undo(request: HttpRequest, event_id: str) -> HttpResponse:
    """Put back what an event changed; a file changed since is a conflict, not an overwrite."""

    row = JournalEvent.objects.filter(event_id=event_id).first()
    if row is not None and not row.in_effect:
        # Undoing twice would put back a version the first undo already replaced.
        return refused(request, "This change was already undone; undo that undo instead.")

    def work() -> str:
        event = projection.undo(event_id, actor(request))
        request.memoryui_event = event.id
        what = describe(row.event) if row is not None else event_id
        return f"Undid: {what}"

    return perform(request, work, "history")
