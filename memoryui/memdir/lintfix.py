"""The one-click lint fixes that are safe, and redaction on disk, as plans (issue 14).

Each is a plan like every other change (``memdir.plans``): checked against the version the
finding was made from, written through the one write path, journaled and undoable.
"""

from __future__ import annotations

import re
from typing import Any

from . import credentials
from . import edit as edits
from .errors import WriteRefused
from .files import Frontmatter, split_frontmatter
from .index import POINTER_RE
from .journal import sha256
from .plans import INDEX, Plan, plan_index_add, plan_index_remove, read_index_checked
from .safewrite import Change, Conflict, Memdir

SEPARATOR_RE = re.compile(r"\s*(?:—|–|--|-|:)\s*$")


def plan_redact(md: Memdir, path: str, base_sha256: str | None) -> tuple[Plan, list[str]] | None:
    """Every secret in the file replaced by ``[redacted: kind]``, and the values (for the caller
    to seal the stored versions that hold them, then forget); None when there is none.

    Without ``base_sha256`` the file as it is now is redacted: the change is still checked
    against the bytes it was computed from, so an agent's write in between is a conflict.
    """
    raw = md.read(path)
    if base_sha256 is not None and sha256(raw) != base_sha256:
        raise Conflict(path, raw)
    text, bom = edits.decode(raw, path)
    found = credentials.find(text)
    if not found:
        return None
    values = sorted({text[s.start : s.end] for s in found}, key=len, reverse=True)
    new = edits.encode(_redacted(text, found), bom=bom)
    if edits.has_frontmatter(raw):
        # The frontmatter must read as it did: a redaction never turns a memory into a problem.
        edits.topic_fields(new)
    kinds = [{"line": s.line, "kind": s.kind} for s in found]
    said = (
        f"Redacted {len(found)} secret{'s' if len(found) > 1 else ''} in {path}. Rotate "
        f"{'them' if len(found) > 1 else 'it'} too: it was readable until now."
    )
    plan = Plan("redact", [Change(path, sha256(raw), new)], said, {"secrets": kinds})
    return plan, values


def _redacted(text: str, found: list[credentials.Secret]) -> str:
    """The text with each secret replaced: ``[redacted: kind]`` in the body; in frontmatter a
    plain word, ``REDACTED-kind``, since a colon and a bracket would change what the YAML says."""
    head = split_frontmatter(text)
    body_start = head.body_start if isinstance(head, Frontmatter) else 0
    parts: list[str] = []
    position = 0
    for secret in sorted(found, key=lambda s: s.start):
        marker = f"REDACTED-{secret.kind}" if secret.start < body_start else None
        parts += [text[position : secret.start], marker or credentials.marker(secret.kind)]
        position = secret.end
    parts.append(text[position:])
    return "".join(parts)


def _pointer_without_hook(text: str) -> str:
    match = POINTER_RE.match(text)
    if match is None:
        raise WriteRefused("That line is no longer a pointer; reload the page.")
    return text[: match.start("rest")].rstrip()


def plan_index_fix(md: Memdir, fix: dict[str, Any], title: str = "", hook: str = "") -> Plan:
    """A MEMORY.md fix named by a finding (``memdir.lint``): checked against the index version
    the finding was read from, so a line number always means the line the operator saw."""
    kind = fix.get("kind")
    base = str(fix.get("base_sha256") or "")
    if kind == "index-remove":
        return plan_index_remove(md, base, int(fix["line"]))
    if kind == "index-add":
        return plan_index_add(md, base, str(fix["target"]), title, hook)
    raw = read_index_checked(md, base)
    lines = edits.index_lines(raw)[0]
    number = int(fix.get("line") or 0)
    if not 0 < number <= len(lines):
        raise WriteRefused(f"MEMORY.md has no line {number}; reload the page.")
    current = lines[number - 1].rstrip("\r\n")
    if kind == "index-hook":
        new = edits.replace_index_line(raw, number, _pointer_without_hook(current))
        return Plan("index-edit", [Change(INDEX, base, new)], f"Dropped the hook of line {number}.")
    if kind == "index-join":
        if number >= len(lines):
            raise WriteRefused("There is no next line to join; reload the page.")
        following = lines[number].rstrip("\r\n").strip()
        joined = current.rstrip() + " " + following
        new = edits.remove_index_line(edits.replace_index_line(raw, number, joined), number + 1)
        said = f"Joined line {number + 1} onto line {number}."
        return Plan("index-edit", [Change(INDEX, base, new)], said, {"line": number})
    raise WriteRefused("This finding has no one-click fix.")


__all__ = ["plan_index_fix", "plan_redact"]
