"""The journal, newest first, with a diff for each change and undo."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_POST

from memoryui import projection
from memoryui.auth import editor_view, read_view
from memoryui.forms import PageForm
from memoryui.memdir.credentials import redact
from memoryui.memdir.journal import Event
from memoryui.memdir.merge import unified
from memoryui.models import JournalEvent
from memoryui.views.common import actor, page, perform, respond


def _text_of(digest: str | None) -> str:
    """A stored version as the history shows it: its secrets redacted, for everyone (an
    editor who needs the value reads the file, or undoes the redaction)."""
    if digest is None:
        return ""
    try:
        return redact(projection.memdir().state.blob(digest).decode("utf-8", "replace"))
    except OSError:
        return "(this version is not in the store)"


def _diffs(event: Event) -> list[dict[str, str]]:
    return [
        {
            "path": f.path,
            "diff": unified(
                _text_of(f.before_sha256),
                _text_of(f.after_sha256),
                f"{f.path} before",
                f"{f.path} after",
            )
            or "(no textual change)",
        }
        for f in event.files
    ]


@read_view
def history(request: HttpRequest) -> HttpResponse:
    form = PageForm(request.GET)
    page_obj, paging = page(JournalEvent.objects.all(), form)
    events = [row.event for row in page_obj]
    data = {"events": [e.as_json() for e in events], **paging}
    shown = [{"event": e, "diffs": _diffs(e)} for e in events]
    return respond(request, "history.html", {"shown": shown, "page_obj": page_obj}, data)


@editor_view
@require_POST
def history_undo(request: HttpRequest, event_id: str) -> HttpResponse:
    """Put back what an event changed; a file changed since is a conflict, not an overwrite."""

    def work() -> str:
        projection.undo(event_id, actor(request))
        return f"Undid {event_id}."

    return perform(request, work, "history")
