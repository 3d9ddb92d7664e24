"""The write side for topic files: edit, repair as raw text, create, move, archive, undo.

Every change goes through ``projection.write`` (the one write path, then the projection); a
stale ``base_sha256`` comes back as a 409 conflict view and nothing is written.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from stat import S_IMODE

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_POST

from memoryui import projection
from memoryui.auth import editor_view
from memoryui.forms import ArchiveForm, MemoryEditForm, MoveForm, NewMemoryForm, RawForm
from memoryui.memdir import edit as edits
from memoryui.memdir.files import INDEX_NAME
from memoryui.memdir.journal import sha256
from memoryui.memdir.merge import merge, unified
from memoryui.memdir.safewrite import Change, Conflict, WriteRefused
from memoryui.rendering import render_markdown
from memoryui.views.pages import clean_path, today

INDEX = INDEX_NAME


def _actor(request: HttpRequest) -> str:
    return request.user.get_username()


def refused(request: HttpRequest, reason: str) -> HttpResponse:
    return render(request, "refused.html", {"reason": reason}, status=400)


def attempt(
    request: HttpRequest,
    write: Callable[[], object],
    said: str | Callable[[object], str],
    to: str,
    **to_kwargs: str,
) -> HttpResponse:
    """Run a write: a conflict answers 409 with the conflict view, a refusal 400 with its
    sentence, success a message and a redirect. Nothing is written in the first two cases."""
    try:
        result = write()
    except Conflict as conflict:
        return _simple_conflict(request, conflict)
    except WriteRefused as exc:
        return refused(request, str(exc))
    messages.success(request, said(result) if callable(said) else said)
    return redirect(to, **to_kwargs)


def _disk(path: str) -> bytes:
    try:
        return projection.memdir().read(path)
    except Conflict:
        raise Http404("That file is not on disk.") from None
    except WriteRefused as exc:
        raise Http404(str(exc)) from None


@editor_view
@require_http_methods(["GET", "POST"])
def memory_edit(request: HttpRequest, path: str) -> HttpResponse:
    path = clean_path(path)
    if request.method == "GET":
        raw = _disk(path)
        try:
            current = edits.topic_fields(raw)
        except WriteRefused:
            return redirect("memory_raw", path=path)
        form = MemoryEditForm(initial=_initial(current, raw))
        return render(request, "memory_edit.html", {"form": form, "path": path})
    form = MemoryEditForm(request.POST)
    if form.is_valid():
        try:
            return _save_edit(request, path, form)
        except Conflict as conflict:
            return _edit_conflict(request, path, form, conflict)
        except WriteRefused as exc:
            form.add_error(None, str(exc))
    return render(request, "memory_edit.html", {"form": form, "path": path}, status=400)


def _initial(current: dict, raw: bytes) -> dict:
    return {
        **current,
        "aliases": ", ".join(current["aliases"]),
        "base_sha256": sha256(raw),
        "base_json": json.dumps(current),
    }


def _save_edit(request: HttpRequest, path: str, form: MemoryEditForm) -> HttpResponse:
    raw = projection.memdir().read(path)
    if sha256(raw) != form.cleaned_data["base_sha256"]:
        raise Conflict(path, raw)
    mark = form.cleaned_data["mark_current"]
    new = edits.edit_topic(raw, form.wanted(), today() if mark else None)
    if new == raw:
        messages.info(request, "Nothing changed, so nothing was written.")
        return redirect("memory", path=path)
    change = Change(path, sha256(raw), new, touch=mark)
    event = projection.write([change], _actor(request), "edit", {"mark_current": mark})
    messages.success(request, f"Saved {path}. (Undo it from the history: {event.id}.)")
    return redirect("memory", path=path)


def _edit_conflict(
    request: HttpRequest, path: str, form: MemoryEditForm, conflict: Conflict
) -> HttpResponse:
    """Show mine, theirs and a diff; offer a re-applied edit only where the two do not overlap."""
    # Browsers post textareas with CRLF: compare all three versions with the same line ends,
    # or every line of the operator's body would look changed and overlap the agent's edit.
    mine = {**form.wanted(), "body": edits.with_newlines(form.wanted()["body"], "\n")}
    context = {
        "path": path,
        "mine": mine["body"],
        "gone": conflict.disk is None,
        "restart": _restart_url(path, conflict),
    }
    if conflict.disk is not None:
        theirs = _safe_fields(conflict.disk)
        if theirs is not None:
            theirs["body"] = edits.with_newlines(theirs["body"], "\n")
        base = form.base()
        if base is not None:
            base["body"] = edits.with_newlines(str(base.get("body", "")), "\n")
        context["theirs"] = theirs["body"] if theirs else conflict.disk.decode("utf-8", "replace")
        context["diff"] = unified(context["theirs"], mine["body"], "on disk", "your edit")
        if theirs is not None and base is not None:
            merged_body = merge(str(base.get("body", "")), mine["body"], theirs["body"])
            mine_changed = edits.changed_fields(base, mine)
            theirs_changed = edits.changed_fields(base, theirs)
            clash = set(mine_changed) & set(theirs_changed) - {"body"}
            if merged_body is not None and not clash:
                merged = {**theirs, **mine_changed, "body": merged_body}
                context["reapply"] = MemoryEditForm(initial=_initial(merged, conflict.disk))
                context["reapply"].initial["base_json"] = json.dumps(theirs)
    return render(request, "conflict.html", context, status=409)


def _safe_fields(raw: bytes) -> dict | None:
    try:
        return edits.topic_fields(raw)
    except WriteRefused:
        return None


@editor_view
@require_http_methods(["GET", "POST"])
def memory_raw(request: HttpRequest, path: str) -> HttpResponse:
    """Repair a file as raw text (broken YAML, no frontmatter) through the same write path."""
    path = clean_path(path)
    if request.method == "GET":
        raw = _disk(path)
        try:
            text, _ = edits.decode(raw, path)
        except WriteRefused as exc:
            return render(request, "memory_raw.html", {"path": path, "refused": str(exc)})
        form = RawForm(initial={"text": text, "base_sha256": sha256(raw)})
        return render(request, "memory_raw.html", {"form": form, "path": path})
    form = RawForm(request.POST)
    if form.is_valid():
        try:
            raw = projection.memdir().read(path)
            if sha256(raw) != form.cleaned_data["base_sha256"]:
                raise Conflict(path, raw)
            text, bom = edits.decode(raw, path)
            wanted = form.cleaned_data["text"]
            if edits.same_text(text, wanted):
                messages.info(request, "Nothing changed, so nothing was written.")
                return redirect("memory", path=path)
            new = edits.encode(edits.with_newlines(wanted, edits.newline_of(text)), bom)
            projection.write([Change(path, sha256(raw), new)], _actor(request), "repair")
            messages.success(request, f"Saved {path}.")
            return redirect("memory", path=path)
        except Conflict as conflict:
            theirs = (conflict.disk or b"").decode("utf-8", "replace")
            context = {
                "path": path,
                "restart": _restart_url(path, conflict, "memory_raw"),
                "mine": form.cleaned_data["text"],
                "theirs": theirs,
                "gone": conflict.disk is None,
                "diff": unified(theirs, form.cleaned_data["text"], "on disk", "your edit"),
            }
            return render(request, "conflict.html", context, status=409)
        except WriteRefused as exc:
            form.add_error(None, str(exc))
    return render(request, "memory_raw.html", {"form": form, "path": path}, status=400)


@editor_view
@require_http_methods(["GET", "POST"])
def memory_new(request: HttpRequest) -> HttpResponse:
    """Two steps as the agent's own protocol: the topic file, then its pointer in MEMORY.md."""
    form = NewMemoryForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        topic = edits.new_topic(data["name"], data["description"], data["type"], data["body"])
        line = edits.pointer_line(data["name"], data["path"], data["hook"])
        try:
            index_raw, index_sha = projection.memdir().read_index()
            new_index = edits.insert_index_line(index_raw, line, data["position"])
            changes = [Change(data["path"], None, topic), Change(INDEX, index_sha, new_index)]
            projection.write(changes, _actor(request), "create", {"pointer": line})
            messages.success(request, f"Created {data['path']} and pointed to it from MEMORY.md.")
            return redirect("memory", path=data["path"])
        except WriteRefused as exc:
            form.add_error(None, str(exc))
    status = 400 if request.method == "POST" else 200
    return render(request, "memory_new.html", {"form": form}, status=status)


@editor_view
@require_POST
def memory_archive(request: HttpRequest, path: str) -> HttpResponse:
    """Out of the memdir into .memoryui/archive/, pointer removed; undoable, never deleted."""
    path = clean_path(path)
    form = ArchiveForm(request.POST)
    if not form.is_valid():
        return refused(request, _first_error(form))

    def archive() -> object:
        changes = [Change(path, form.cleaned_data["base_sha256"], None)]
        changes += projection.memdir().index_change(lambda raw: edits.without_pointers(raw, path))
        return projection.write(changes, _actor(request), "archive")

    return attempt(
        request,
        archive,
        f"Archived {path}; undo it from the history to bring it back.",
        "memories",
    )


@editor_view
@require_POST
def memory_move(request: HttpRequest, path: str) -> HttpResponse:
    """Rename or move a topic file; the pointer lines follow it."""
    path = clean_path(path)
    form = MoveForm(request.POST)
    if not form.is_valid():
        return refused(request, _first_error(form))
    new_path, base = form.cleaned_data["new_path"], form.cleaned_data["base_sha256"]

    def move() -> object:
        raw = projection.memdir().read(path)
        if sha256(raw) != base:
            raise Conflict(path, raw)
        st = projection.memdir().stat(path)
        # The file keeps its time and its mode (a private 0600 note stays private).
        moved = Change(new_path, None, raw, mtime_ns=st.st_mtime_ns, mode=S_IMODE(st.st_mode))
        changes = [moved, Change(path, base, None)]
        changes += projection.memdir().index_change(lambda raw: edits.retarget(raw, path, new_path))
        return projection.write(changes, _actor(request), "move", {"from": path, "to": new_path})

    return attempt(request, move, f"Moved {path} to {new_path}.", "memory", path=new_path)


def _first_error(form: object) -> str:
    errors = form.errors.as_data()  # type: ignore[attr-defined]
    for field, items in errors.items():
        label = "" if field == "__all__" else f"{field}: "
        return label + " ".join(m for e in items for m in e.messages)
    return "The request was not understood."


def _restart_url(path: str, conflict: Conflict, editor: str = "memory_edit") -> str:
    """Where "start again from the disk's version" leads: the editor, freshly loaded."""
    if conflict.disk is None:
        return ""
    if path == INDEX:
        return reverse("index")
    return reverse(editor, args=[path])


def _simple_conflict(request: HttpRequest, conflict: Conflict) -> HttpResponse:
    """The conflict page; for an htmx request it replaces the whole page, not a fragment."""
    context = {
        "restart": _restart_url(conflict.path, conflict, "memory"),
        "path": conflict.path,
        "gone": conflict.disk is None,
        "theirs": (conflict.disk or b"").decode("utf-8", "replace"),
        "message": str(conflict),
    }
    response = render(request, "conflict.html", context, status=409)
    if request.htmx:
        response["HX-Retarget"] = "body"
        response["HX-Reswap"] = "innerHTML"
    return response


@editor_view
@require_POST
def preview(request: HttpRequest) -> HttpResponse:
    """The live, sanitized preview of the body being edited (htmx)."""
    return HttpResponse(render_markdown(request.POST.get("body", "")[:1_000_000]))
