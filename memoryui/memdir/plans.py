"""Planners: every change an operator can ask for, worked out before anything is written.

Each planner reads the files it needs whole, checks that they are still the version the
operator started from (a different one is a ``Conflict`` before anything is computed from it),
and returns a ``Plan``: the list of file changes and the journal's words for them. Writing is
then one call, ``Memdir.apply``, from a view, a command or a test alike; no caller repeats the
read-check-transform step, so none can get it wrong in its own way.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from stat import S_IMODE
from typing import Any, Protocol

from . import edit as edits
from .errors import WriteRefused
from .index import nfc
from .journal import sha256
from .merge import merge
from .safewrite import Change, Conflict, Memdir

INDEX = "MEMORY.md"


@dataclass
class Plan:
    """One operator action as one journal event: nothing is written until it is applied."""

    action: str
    changes: list[Change]
    said: str
    detail: dict[str, Any] = field(default_factory=dict)


# --- reading, checked -------------------------------------------------------------------------


def read_checked(md: Memdir, path: str, base_sha256: str) -> bytes:
    """The file's whole bytes, or a conflict when they are not the version ``base_sha256``."""
    raw = md.read(path)
    if sha256(raw) != base_sha256:
        raise Conflict(path, raw)
    return raw


def refuse_special(md: Memdir, path: str, what: str) -> None:
    """Archive, move and raw repair work on topic files, never on the index the agent loads."""
    if nfc(path) in {nfc(p) for p in md.special_files}:
        raise WriteRefused(f"{path} is the agent's index, not a topic file: it cannot be {what}.")


# --- topic files ------------------------------------------------------------------------------


def plan_edit(
    md: Memdir, path: str, base_sha256: str, wanted: dict[str, Any], today: dt.date | None = None
) -> Plan | None:
    """The edit form, applied: only fields that differ from what the form showed are written,
    whatever else it posts. None when nothing changed. ``today`` marks the memory as current."""
    refuse_special(md, path, "edited as a topic")
    raw = read_checked(md, path, base_sha256)
    new = edits.edit_topic(raw, wanted, today)
    if new == raw:
        return None
    detail = {"mark_current": today is not None}
    return Plan("edit", [Change(path, base_sha256, new, touch=today is not None)], "", detail)


def plan_raw(md: Memdir, path: str, base_sha256: str, text: str) -> Plan | None:
    """Repair a file as raw text, in its own line endings and BOM; None when nothing changed."""
    refuse_special(md, path, "repaired as raw text")
    raw = read_checked(md, path, base_sha256)
    current, bom = edits.decode(raw, path)
    if edits.same_text(current, text):
        return None
    new = edits.encode(edits.with_newlines(text, edits.newline_of(current)), bom=bom)
    return Plan("repair", [Change(path, base_sha256, new)], f"Saved {path}.")


def plan_create(
    md: Memdir,
    path: str,
    fields: dict[str, str],
    hook: str = "",
    position: int | None = None,
) -> Plan:
    """A new topic file and its pointer line, as the agent itself does it, in one event."""
    refuse_special(md, path, "created as a topic")
    topic = edits.new_topic(fields["name"], fields["description"], fields["type"], fields["body"])
    line = edits.pointer_line(fields["name"], path, hook)
    index_raw, index_sha = md.read_index()
    new_index = edits.insert_index_line(index_raw, line, position)
    changes = [Change(path, None, topic), Change(INDEX, index_sha, new_index)]
    said = f"Created {path} and pointed to it from MEMORY.md."
    return Plan("create", changes, said, {"pointer": line})


def plan_move(md: Memdir, path: str, base_sha256: str, new_path: str) -> Plan:
    """Rename or move a topic file; its pointer lines follow it, titles and anchors kept."""
    refuse_special(md, path, "moved")
    refuse_special(md, new_path, "overwritten by a move")
    raw = read_checked(md, path, base_sha256)
    st = md.stat(path)
    # The file keeps its time and its mode (a private 0600 note stays private).
    moved = Change(new_path, None, raw, mtime_ns=st.st_mtime_ns, mode=S_IMODE(st.st_mode))
    changes = [moved, Change(path, base_sha256, None)]
    changes += md.index_change(lambda index: edits.retarget(index, path, new_path))
    return Plan("move", changes, f"Moved {path} to {new_path}.", {"from": path, "to": new_path})


def plan_archive(md: Memdir, path: str, base_sha256: str) -> Plan:
    """Out of the memdir into ``.memoryui/archive/``, pointer removed; undoable, never deleted."""
    refuse_special(md, path, "archived")
    changes = [Change(path, base_sha256, None)]
    changes += md.index_change(lambda index: edits.without_pointers(index, path))
    return Plan("archive", changes, f"Archived {path}; undo it from the history to bring it back.")


def plan_supersede(md: Memdir, loser: str, winner: str, detail: dict[str, Any]) -> Plan:
    """The loser says it was superseded, where the agent's own recall reads it (its description),
    and leaves MEMORY.md; it keeps its file."""
    raw = md.read(loser)
    description = edits.topic_fields(raw)["description"]
    prefix = f"Superseded by {winner}: "
    if not description.startswith(prefix):
        description = prefix + description
    new = edits.set_fields(
        raw, {"status": "superseded", "superseded_by": winner, "description": description}, loser
    )
    changes = [Change(loser, sha256(raw), new)]
    changes += md.index_change(lambda index: edits.without_pointers(index, loser))
    said = f"Kept {winner}; {loser} is marked superseded."
    return Plan("supersede", changes, said, {**detail, "winner": winner, "loser": loser})


def plan_marks(md: Memdir, path: str, sha: str, failed: list[dict]) -> Change | None:
    """``unverified`` written (or cleared, when ``failed`` is empty) on the version the claims
    were read from; None when the file changed since, so no mark rests on text it lost, and
    None for a file without frontmatter: memoryui never adds frontmatter to a file."""
    raw = md.read(path)
    if sha256(raw) != sha or not edits.has_frontmatter(raw):
        return None
    return Change(path, sha, edits.set_fields(raw, {"unverified": failed or None}, path))


# --- entries inside a file (Hermes) ----------------------------------------------------------


class EntryFormat(Protocol):
    """What an entry-based profile offers the planners (``profiles.hermes.Hermes``)."""

    special_files: frozenset[str]

    def replace_entry(self, text: str, number: int, new: str) -> str: ...
    def remove_entry(self, text: str, number: int) -> str: ...
    def add_entry(self, text: str, new: str) -> str: ...
    def check_fits(self, file: str, texts: list[str]) -> None: ...
    def entry_texts(self, text: str) -> list[str]: ...


def _entry_file(md: Memdir, file: str, base_sha256: str | None) -> tuple[bytes, str, bool]:
    """An entry file's bytes, text and BOM, checked against the version the page showed
    (``None``: the file may not exist yet, as for a first entry)."""
    if base_sha256 is None:
        try:
            raw = md.read(file)
        except Conflict:
            return b"", "", False
    else:
        raw = read_checked(md, file, base_sha256)
    text, bom = edits.decode(raw, file)
    return raw, text, bom


def _entry_change(
    md: Memdir, fmt: EntryFormat, file: str, raw: bytes, new_text: str, *, bom: bool
) -> Change:
    fmt.check_fits(file, fmt.entry_texts(new_text))
    before = sha256(raw) if raw or _exists(md, file) else None
    return Change(file, before, edits.encode(new_text, bom=bom))


def _exists(md: Memdir, file: str) -> bool:
    try:
        md.read(file)
    except Conflict:
        return False
    return True


def plan_entry_edit(
    md: Memdir, fmt: EntryFormat, file: str, base_sha256: str, number: int, new: str
) -> Plan | None:
    """One entry rewritten; every other character of the file as it was. None: unchanged."""
    raw, text, bom = _entry_file(md, file, base_sha256)
    edited = fmt.replace_entry(text, number, new)
    if edited == text:
        return None
    change = _entry_change(md, fmt, file, raw, edited, bom=bom)
    return Plan("edit", [change], f"Saved entry {number} of {file}.", {"entry": number})


def plan_entry_remove(
    md: Memdir, fmt: EntryFormat, file: str, base_sha256: str, number: int
) -> Plan:
    """An entry out of its file (its text stays in the journal: undo brings it back)."""
    _, text, bom = _entry_file(md, file, base_sha256)
    change = Change(file, base_sha256, edits.encode(fmt.remove_entry(text, number), bom=bom))
    said = f"Removed entry {number} of {file}; undo it from the history to bring it back."
    return Plan("remove-entry", [change], said, {"entry": number})


def plan_entry_add(md: Memdir, fmt: EntryFormat, file: str, new: str) -> Plan:
    """A new last entry in ``file`` (the file is made if it is not there yet)."""
    if file not in fmt.special_files:
        raise WriteRefused(f"{file} is not one of this format's files.")
    raw, text, bom = _entry_file(md, file, None)
    change = _entry_change(md, fmt, file, raw, fmt.add_entry(text, new), bom=bom)
    return Plan("add-entry", [change], f"Added an entry to {file}.", {})


def plan_entry_move(
    md: Memdir, fmt: EntryFormat, file: str, base_sha256: str, number: int, to: str
) -> Plan:
    """An entry moved to the other file, as one event: both files change, or neither."""
    if to == file or to not in fmt.special_files:
        raise WriteRefused(f"Choose the other file to move the entry to, not {to}.")
    _, text, bom = _entry_file(md, file, base_sha256)
    moving = fmt.entry_texts(text)[number - 1] if 0 < number <= len(fmt.entry_texts(text)) else ""
    if not moving:
        raise WriteRefused(f"There is no entry {number} in {file}.")
    source = Change(file, base_sha256, edits.encode(fmt.remove_entry(text, number), bom=bom))
    target_raw, target_text, target_bom = _entry_file(md, to, None)
    target = _entry_change(
        md, fmt, to, target_raw, fmt.add_entry(target_text, moving), bom=target_bom
    )
    said = f"Moved entry {number} of {file} to {to}."
    return Plan("move-entry", [source, target], said, {"entry": number, "to": to})


# --- MEMORY.md --------------------------------------------------------------------------------


def _index_plan(base_sha256: str, action: str, new: bytes, said: str, **extra: Any) -> Plan:
    changes = [*extra.pop("before", []), Change(INDEX, base_sha256, new)]
    return Plan(action, changes, said, extra.pop("detail", {}))


def read_index_checked(md: Memdir, base_sha256: str) -> bytes:
    """MEMORY.md as the operator saw it. Line numbers in an index form refer to that version,
    so a MEMORY.md the agent has changed since is a conflict before anything is computed."""
    raw, current = md.read_index()
    if current != base_sha256:
        raise Conflict(INDEX, raw if current else None)
    return raw


def plan_index_remove(md: Memdir, base_sha256: str, line: int) -> Plan:
    """Remove one line (a dead pointer, a duplicate)."""
    new = edits.remove_index_line(read_index_checked(md, base_sha256), line)
    return _index_plan(
        base_sha256, "index-remove", new, f"Removed line {line}.", detail={"line": line}
    )


def plan_index_replace(md: Memdir, base_sha256: str, line: int, text: str) -> Plan:
    """Rewrite one line, typically to shorten a pointer past the guidance."""
    raw = read_index_checked(md, base_sha256)
    new = edits.replace_index_line(raw, line, text.rstrip("\r\n"))
    return _index_plan(
        base_sha256, "index-edit", new, f"Rewrote line {line}.", detail={"line": line}
    )


def plan_index_add(
    md: Memdir,
    base_sha256: str,
    path: str,
    title: str,
    hook: str,
    before: int | None = None,
    *,
    line: str | None = None,
) -> Plan:
    """A pointer to an orphan (``line`` as given, else made from the title and hook)."""
    line = line or edits.pointer_line(title or path, path, hook)
    new = edits.insert_index_line(read_index_checked(md, base_sha256), line, before)
    return _index_plan(
        base_sha256, "index-add", new, f"Pointed to {path}.", detail={"pointer": line}
    )


def plan_index_extract(
    md: Memdir, base_sha256: str, lines: list[int], path: str, fields: dict[str, str]
) -> Plan:
    """Raw content lines become a new topic file plus one pointer, in one event."""
    refuse_special(md, path, "created as a topic")
    raw = read_index_checked(md, base_sha256)
    current = edits.index_lines(raw)[0]
    if lines[-1] > len(current):
        raise WriteRefused(f"MEMORY.md has only {len(current)} lines.")
    body = "".join(current[n - 1] for n in lines)
    topic = edits.new_topic(fields["name"], fields["description"], fields["type"], body)
    new = edits.replace_index_line(raw, lines[0], edits.pointer_line(fields["name"], path))
    for number in reversed(lines[1:]):
        new = edits.remove_index_line(new, number)
    return _index_plan(
        base_sha256,
        "index-extract",
        new,
        f"Moved {len(lines)} lines into {path}.",
        before=[Change(path, None, topic)],
        detail={"lines": lines},
    )


def plan_index_order(md: Memdir, base_sha256: str, order: list[int]) -> Plan:
    new = edits.reorder_index(read_index_checked(md, base_sha256), order)
    return _index_plan(base_sha256, "index-order", new, "Saved the new order.")


# --- conflicts --------------------------------------------------------------------------------


def reapply(
    base: dict[str, Any] | None, mine: dict[str, Any], disk: bytes
) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The disk's version with the operator's own changes applied on top, and the disk's fields
    (the new base), or None when the two overlap (a person must decide).

    ``base`` is the version the form was opened on, ``mine`` what the operator posted. Bodies
    are compared with one line ending: a browser posts textareas with CRLF, and every line
    would otherwise look changed and overlap the agent's edit.
    """
    if base is None:
        return None
    try:
        theirs = edits.topic_fields(disk)
    except WriteRefused:
        return None
    mine = {**mine, "body": edits.with_newlines(str(mine.get("body", "")), "\n")}
    base = {**base, "body": edits.with_newlines(str(base.get("body", "")), "\n")}
    theirs = {**theirs, "body": edits.with_newlines(theirs["body"], "\n")}
    merged_body = merge(base["body"], mine["body"], theirs["body"])
    mine_changed = edits.changed_fields(base, mine)
    theirs_changed = edits.changed_fields(base, theirs)
    if merged_body is None or set(mine_changed) & set(theirs_changed) - {"body"}:
        return None
    return {**theirs, **mine_changed, "body": merged_body}, theirs
