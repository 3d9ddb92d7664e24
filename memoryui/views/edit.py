"""The write side for topic files: edit, repair as raw text, create, move, archive, preview.

Each view parses a form, asks a planner in ``memdir.plans`` what to write, and answers through
``common``: a stale ``base_sha256`` is the 409 conflict view and nothing is written.
"""

from __future__ import annotations

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods, require_POST

from memoryui import projection
from memoryui.auth import editor_view
from memoryui.clock import today
from memoryui.forms import (
    ArchiveForm,
    EntryForm,
    EntryMoveForm,
    MemoryEditForm,
    MoveForm,
    NewEntryForm,
    NewMemoryForm,
    RawForm,
)
from memoryui.memdir import edit as edits
from memoryui.memdir import merge, plans
from memoryui.memdir.journal import sha256
from memoryui.memdir.profiles import Profile
from memoryui.memdir.safewrite import Conflict, WriteRefused
from memoryui.models import Memory
from memoryui.rendering import render_markdown
from memoryui.views.common import actor, attempt, clean_path, conflict, first_error, refused


def _disk(path: str) -> bytes:
    try:
        return projection.memdir().read(path)
    except Conflict:
        raise Http404(f"{path} is not on disk.") from None
    except WriteRefused as exc:
        raise Http404(str(exc)) from None


def _edit_page(
    request: HttpRequest, path: str, form: MemoryEditForm, status: int = 200, preview: str = ""
):
    context = {"form": form, "path": path, "preview_html": preview}
    return render(request, "memory_edit.html", context, status=status)


def _entry(path: str) -> Memory | None:
    """The entry memory ``path`` names (``MEMORY.md#…``), or None for a whole-file memory."""
    return Memory.objects.filter(path=path, entry__gt=0).first()


def _entry_text(memory: Memory) -> tuple[str, str]:
    """The entry's current text on disk and the file's hash, or a 404 in words when the file
    no longer holds it where the page said."""
    raw = _disk(memory.file)
    profile = projection.current_profile()
    texts = profile.entry_texts(edits.decode(raw, memory.file)[0])
    if not 0 < memory.entry <= len(texts):
        raise Http404(f"{memory.file} no longer has an entry {memory.entry}; reload the page.")
    return texts[memory.entry - 1], sha256(raw)


def _entry_edit(request: HttpRequest, memory: Memory) -> HttpResponse:
    """Edit one entry's text; the rest of its file keeps every byte."""
    context = {"memory": memory, "path": memory.path}
    if request.method == "GET":
        text, sha = _entry_text(memory)
        context["form"] = EntryForm(initial={"body": text, "base_sha256": sha})
        return render(request, "entry_edit.html", context)
    form = EntryForm(request.POST)
    context["form"] = form
    if not form.is_valid():
        return render(request, "entry_edit.html", context, status=400)
    data = form.cleaned_data
    md, profile = projection.memdir(), projection.current_profile()
    return attempt(
        request,
        lambda: plans.plan_entry_edit(
            md, profile, memory.file, data["base_sha256"], memory.entry, data["body"]
        ),
        "memories",
    )


@editor_view
@require_http_methods(["GET", "POST"])
def memory_edit(request: HttpRequest, path: str) -> HttpResponse:
    path = clean_path(path)
    if (entry := _entry(path)) is not None:
        return _entry_edit(request, entry)
    if request.method == "GET":
        raw = _disk(path)
        try:
            plans.refuse_special(projection.memdir(), path, "edited as a topic")
            shown = edits.topic_fields(raw)
        except WriteRefused:
            return redirect("memory_raw", path=path)
        return _edit_page(request, path, MemoryEditForm.showing(shown, sha256(raw)))
    form = MemoryEditForm(request.POST)
    if "preview" in request.POST:
        # Without scripts, the preview is a button: the page comes back with the body
        # rendered under it, and nothing is written.
        body = request.POST.get("body", "")[:1_000_000]
        return _edit_page(request, path, form, preview=render_markdown(body))
    if not form.is_valid():
        return _edit_page(request, path, form, status=400)
    data = form.cleaned_data
    mark = data["mark_current"]
    try:
        plan = plans.plan_edit(
            projection.memdir(), path, data["base_sha256"], form.wanted(), today() if mark else None
        )
        if plan is None:
            messages.info(request, "Nothing changed, so nothing was written.")
            return redirect("memory", path=path)
        event = projection.write(plan, actor(request))
    except Conflict as found:
        return _edit_conflict(request, form, found)
    except WriteRefused as exc:
        form.add_error(None, str(exc))
        return _edit_page(request, path, form, status=400)
    messages.success(request, f"Saved {path}.", extra_tags=f"undoable undo-{event.id}")
    return redirect("memory", path=path)


def _edit_conflict(request: HttpRequest, form: MemoryEditForm, found: Conflict) -> HttpResponse:
    """The conflict view, with the operator's edit re-applied on the disk's version where the
    two do not overlap."""
    mine = form.wanted()
    merged = plans.reapply(form.base(), mine, found.disk) if found.disk is not None else None
    again = by_hand = None
    fields: list[dict[str, str]] = []
    if merged is not None:
        combined, theirs = merged
        again = MemoryEditForm.showing(combined, sha256(found.disk), base=theirs)
    body = edits.with_newlines(str(mine.get("body", "")), "\n")
    if found.disk is not None:
        try:
            disk = edits.topic_fields(found.disk)
        except WriteRefused:
            disk = None
        if disk is not None:
            fields = _field_changes(mine, disk)
            if merged is None:
                # The edits overlap: both versions in one text, for the operator to settle.
                marked = merge.with_markers(body, edits.with_newlines(disk["body"], "\n"))
                by_hand = MemoryEditForm.showing(
                    {**disk, **{k: v for k, v in mine.items() if k != "body"}, "body": marked},
                    sha256(found.disk),
                    base=disk,
                )
    return conflict(
        request,
        found,
        mine=body,
        reapply=again,
        editor="memory_edit",
        by_hand=by_hand,
        fields=fields,
    )


def _field_changes(mine: dict, disk: dict) -> list[dict[str, str]]:
    """The frontmatter fields the operator's edit and the disk's version disagree on."""
    rows = []
    for name in ("name", "description", "type", "aliases"):
        if name not in mine:
            continue
        ours, theirs = mine.get(name), disk.get(name)
        if name == "aliases":
            ours, theirs = ", ".join(ours or []), ", ".join(theirs or [])
        if (ours or "") != (theirs or ""):
            rows.append({"field": name, "mine": str(ours or "—"), "disk": str(theirs or "—")})
    return rows


@editor_view
@require_http_methods(["GET", "POST"])
def memory_raw(request: HttpRequest, path: str) -> HttpResponse:
    """Repair a file as raw text (broken YAML, no frontmatter) through the same write path."""
    path = clean_path(path)
    if request.method == "GET":
        raw = _disk(path)
        try:
            plans.refuse_special(projection.memdir(), path, "repaired as raw text")
            text, _ = edits.decode(raw, path)
        except WriteRefused as exc:
            return render(request, "memory_raw.html", {"path": path, "refused": str(exc)})
        form = RawForm(initial={"text": text, "base_sha256": sha256(raw)})
        return render(request, "memory_raw.html", {"form": form, "path": path})
    form = RawForm(request.POST)
    if not form.is_valid():
        return render(request, "memory_raw.html", {"form": form, "path": path}, status=400)
    data = form.cleaned_data
    try:
        plan = plans.plan_raw(projection.memdir(), path, data["base_sha256"], data["text"])
        if plan is None:
            messages.info(request, "Nothing changed, so nothing was written.")
            return redirect("memory", path=path)
        projection.write(plan, actor(request))
    except Conflict as found:
        return conflict(request, found, mine=data["text"], editor="memory_raw")
    except WriteRefused as exc:
        form.add_error(None, str(exc))
        return render(request, "memory_raw.html", {"form": form, "path": path}, status=400)
    messages.success(request, plan.said)
    return redirect("memory", path=path)


@editor_view
@require_http_methods(["GET", "POST"])
def memory_new(request: HttpRequest) -> HttpResponse:
    """Two steps as the agent's own protocol: the topic file, then its pointer in MEMORY.md."""
    profile = projection.current_profile()
    if profile.entry_based:
        return _entry_new(request, profile)
    form = NewMemoryForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            plan = plans.plan_create(
                projection.memdir(), data["path"], data, data["hook"], data["position"]
            )
            projection.write(plan, actor(request))
            messages.success(request, plan.said)
            return redirect("memory", path=data["path"])
        except WriteRefused as exc:
            form.add_error(None, str(exc))
    status = 400 if request.method == "POST" else 200
    return render(request, "memory_new.html", {"form": form}, status=status)


def _entry_new(request: HttpRequest, profile: Profile) -> HttpResponse:
    """A new entry in one of the format's files, through the one write path."""
    files = sorted(profile.special_files)
    form = NewEntryForm(request.POST or None, files=files, initial={"file": files[-1]})
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        return attempt(
            request,
            lambda: plans.plan_entry_add(projection.memdir(), profile, data["file"], data["body"]),
            "memories",
        )
    status = 400 if request.method == "POST" else 200
    return render(request, "entry_new.html", {"form": form}, status=status)


@editor_view
@require_POST
def memory_archive(request: HttpRequest, path: str) -> HttpResponse:
    """Out of the memdir into .memoryui/archive/, pointer removed; undoable, never deleted.
    An entry leaves its file instead (its text stays in the journal)."""
    path = clean_path(path)
    form = ArchiveForm(request.POST)
    if not form.is_valid():
        return refused(request, first_error(form))
    base = form.cleaned_data["base_sha256"]
    md = projection.memdir()
    if (entry := _entry(path)) is not None:
        profile = projection.current_profile()
        return attempt(
            request,
            lambda: plans.plan_entry_remove(md, profile, entry.file, base, entry.entry),
            "memories",
        )
    return attempt(request, lambda: plans.plan_archive(md, path, base), "memories")


@editor_view
@require_POST
def memory_move(request: HttpRequest, path: str) -> HttpResponse:
    """Rename or move a topic file; the pointer lines follow it."""
    path = clean_path(path)
    if (entry := _entry(path)) is not None:
        return _entry_move(request, entry)
    form = MoveForm(request.POST)
    if not form.is_valid():
        return refused(request, first_error(form))
    new_path, base = form.cleaned_data["new_path"], form.cleaned_data["base_sha256"]
    return attempt(
        request,
        lambda: plans.plan_move(projection.memdir(), path, base, new_path),
        "memory",
        new_path,
    )


def _entry_move(request: HttpRequest, entry: Memory) -> HttpResponse:
    """An entry moved to the format's other file, as one event."""
    form = EntryMoveForm(request.POST)
    if not form.is_valid():
        return refused(request, first_error(form))
    data = form.cleaned_data
    md, profile = projection.memdir(), projection.current_profile()
    return attempt(
        request,
        lambda: plans.plan_entry_move(
            md, profile, entry.file, data["base_sha256"], entry.entry, data["to"]
        ),
        "memories",
    )


@editor_view
@require_POST
def preview(request: HttpRequest) -> HttpResponse:
    """The live, sanitized preview of the body being edited (htmx)."""
    return HttpResponse(render_markdown(request.POST.get("body", "")[:1_000_000]))
