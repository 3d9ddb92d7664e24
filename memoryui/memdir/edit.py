"""Byte-preserving edits of topic files and of MEMORY.md (DESIGN §3).

python-frontmatter reads well but re-dumps YAML sorted and without comments, so nothing here
writes through it: a body edit keeps the frontmatter's bytes, a field edit rewrites only that
field's lines, and line endings and a BOM survive.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import yaml

from . import yamlsafe
from .errors import WriteRefused
from .files import Frontmatter, split_frontmatter
from .index import POINTER_RE, analyse_index, nfc

BOM = "\ufeff"
KEY_RE = re.compile(r"^(?P<key>[A-Za-z_][\w-]*)\s*:(?P<value>.*)$")


def decode(raw: bytes, path: str = "the file") -> tuple[str, bool]:
    """Text without its BOM, and whether it had one; invalid UTF-8 is refused, not re-encoded."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise WriteRefused(
            f"{path} is not valid UTF-8 (byte {exc.start}); memoryui will not re-encode it. "
            "Repair it in an editor that shows the bytes."
        ) from None
    if text.startswith(BOM):
        return text[1:], True
    return text, False


def encode(text: str, *, bom: bool) -> bytes:
    return ((BOM if bom else "") + text).encode("utf-8")


def newline_of(text: str) -> str:
    first = text.find("\n")
    return "\r\n" if first > 0 and text[first - 1] == "\r" else "\n"


def same_text(a: str, b: str) -> bool:
    """Equal once line endings are ignored: a browser posts a textarea back with CRLF."""
    return a.replace("\r\n", "\n") == b.replace("\r\n", "\n").replace("\r", "\n")


def with_newlines(text: str, newline: str) -> str:
    plain = text.replace("\r\n", "\n").replace("\r", "\n")
    return plain.replace("\n", newline) if newline != "\n" else plain


def has_frontmatter(raw: bytes) -> bool:
    """Whether the file opens with a closed frontmatter block (memoryui never adds one)."""
    try:
        text, _ = decode(raw)
    except WriteRefused:
        return False
    return isinstance(split_frontmatter(text), Frontmatter)


def _frontmatter(text: str, path: str) -> Frontmatter:
    found = split_frontmatter(text)
    if not isinstance(found, Frontmatter):
        raise WriteRefused(f"{path} has no readable frontmatter: repair it as raw text first.")
    return found


def set_body(raw: bytes, body: str, path: str = "the file") -> bytes:
    """Replace the body only; the body posted back unchanged changes zero bytes."""
    text, bom = decode(raw, path)
    fm = _frontmatter(text, path)
    if same_text(text[fm.body_start :], body):
        return raw
    return encode(text[: fm.body_start] + with_newlines(body, newline_of(text)), bom=bom)


def render_field(key: str, value: Any) -> str:
    """One ``key: value`` line in YAML, quoted only where YAML needs it."""
    if isinstance(value, list):
        # Lists stay on the key's line ([a, b]) so the edit touches a single line.
        flow = yaml.safe_dump(value, allow_unicode=True, default_flow_style=True, width=1 << 30)
        return f"{key}: {flow.strip()}"
    dumped = yaml.safe_dump(
        {key: value}, allow_unicode=True, default_flow_style=False, sort_keys=False, width=1 << 30
    )
    return dumped.rstrip("\n")


def _spans(lines: list[str]) -> dict[str, tuple[int, int]]:
    """Top-level keys and the [start, end) line span each occupies in the frontmatter."""
    spans: dict[str, tuple[int, int]] = {}
    key, start = None, 0
    for i, line in enumerate(lines):
        bare = line.rstrip("\r\n")
        continues = bare[:1] in (" ", "\t") or bare.startswith("- ") or bare == "-"
        if key is not None and continues:
            continue
        if key is not None:
            spans[key] = (start, i)
            key = None
        match = KEY_RE.match(bare)
        if match:
            key, start = match["key"], i
    if key is not None:
        spans[key] = (start, len(lines))
    return spans


QUOTED_VALUE_RE = re.compile(r"""^[^:]*:\s*(?:'(?:[^']|'')*'|"(?:[^"\\]|\\.)*")(\s+#.*)?$""")


def _inline_comment(line: str) -> str:
    """`` # why`` after a one-line value, kept when the value is rewritten."""
    bare = line.rstrip("\r\n")
    quoted = QUOTED_VALUE_RE.match(bare)
    if quoted:
        return quoted.group(1) or ""
    value = bare.split(":", 1)[1] if ":" in bare else ""
    match = re.search(r"(?<!\s)\s++#.*$", bare)
    if match and not value.strip().startswith(("[", "{", "|", ">")):
        return match.group(0)
    return ""


def set_fields(raw: bytes, updates: dict[str, Any], path: str = "the file") -> bytes:
    """Change only the named fields' lines; unknown keys, order and comments stay as they are.

    A value of None removes the key. ``type`` is written where the file keeps it: top level,
    or nested under ``metadata:``.
    """
    text, bom = decode(raw, path)
    fm = _frontmatter(text, path)
    newline = newline_of(text)
    current = _load(fm.yaml_text, path)
    head_end = text.index("\n") + 1
    lines = text[head_end : head_end + len(fm.yaml_text)].splitlines(keepends=True)
    for key, value in updates.items():
        if _current_value(current, key) == value:
            continue
        spans = _spans(lines)
        if key == "type" and "type" not in spans and isinstance(current.get("metadata"), dict):
            lines = _set_nested_type(lines, spans["metadata"], value, path)
            continue
        if key in spans:
            start, end = spans[key]
            if value is None:
                del lines[start:end]
                continue
            comment = _inline_comment(lines[start]) if end - start == 1 else ""
            lines[start:end] = [render_field(key, value) + comment + newline]
        elif value is not None:
            if lines and not lines[-1].endswith("\n"):
                lines[-1] += newline
            lines.append(render_field(key, value) + newline)
    new_yaml = "".join(lines)
    result = text[:head_end] + new_yaml + text[head_end + len(fm.yaml_text) :]
    _verify(result, updates, path)
    return encode(result, bom=bom)


def _load(yaml_text: str, path: str) -> dict[str, Any]:
    """The frontmatter as a mapping, read with the same bounds as every sync."""
    try:
        current = yamlsafe.load(yaml_text) or {}
    except yamlsafe.YAMLRefused as exc:
        raise WriteRefused(
            f"The frontmatter of {path} cannot be read ({exc}): repair it as raw text."
        ) from None
    if not isinstance(current, dict):
        raise WriteRefused(
            f"The frontmatter of {path} is not key: value pairs: repair it as raw text."
        )
    return current


def _current_value(current: dict, key: str) -> Any:
    value = current.get(key)
    if key == "type" and value is None and isinstance(current.get("metadata"), dict):
        value = current["metadata"].get("type")
    if isinstance(value, dt.datetime):
        return value.date()
    return value


def _set_nested_type(lines: list[str], span: tuple[int, int], value: Any, path: str) -> list[str]:
    return _set_nested(lines, span, "type", str(value), path)


def _set_nested(
    lines: list[str], span: tuple[int, int], key: str, value: str, path: str
) -> list[str]:
    """``key`` inside the ``metadata:`` span set to ``value`` (block or flow style), keeping
    the quotes it had and everything else on its line."""
    start, end = span
    pattern = re.compile(rf"(\b{re.escape(key)}\s*:\s*)([^,}}\r\n#]*?)(\s*(?:[,}}#]|\r?\n|$))")

    def put(match: re.Match[str]) -> str:
        old = match.group(2)
        quote = old[:1] if old[:1] in ("'", '"') and old[-1:] == old[:1] else ""
        return match.group(1) + quote + value + quote + match.group(3)

    for i in range(start + 1, end):
        if pattern.search(lines[i]):
            lines[i] = pattern.sub(put, lines[i], count=1)
            return lines
    if pattern.search(lines[start].split(":", 1)[1] if ":" in lines[start] else ""):
        head, rest = lines[start].split(":", 1)
        lines[start] = head + ":" + pattern.sub(put, rest, count=1)
        return lines
    raise WriteRefused(f"{path} nests its {key} under metadata in a way memoryui cannot edit.")


def _verify(text: str, updates: dict[str, Any], path: str) -> None:
    """Re-read what is about to be written: an edit must never leave broken frontmatter."""
    fm = _frontmatter(text, path)
    try:
        parsed = yamlsafe.load(fm.yaml_text) or {}
    except yamlsafe.YAMLRefused:
        raise WriteRefused(f"Editing {path} would break its YAML; nothing was written.") from None
    if not isinstance(parsed, dict):
        raise WriteRefused(f"Editing {path} would break its YAML; nothing was written.")
    for key, value in updates.items():
        if _current_value(parsed, key) != value:
            raise WriteRefused(f"Editing {path} could not set {key} safely; nothing was written.")


def new_topic(name: str, description: str, kind: str, body: str) -> bytes:
    """A new topic file in the agent's own layout."""
    head = "\n".join(
        [
            "---",
            render_field("name", name),
            render_field("description", description),
            render_field("type", kind),
            "---",
        ]
    )
    body = with_newlines(body, "\n")
    return f"{head}\n\n{body}{'' if body.endswith(chr(10)) or not body else chr(10)}".encode()


# --- MEMORY.md, line by line ---------------------------------------------------------------


def split_lines(text: str) -> list[str]:
    """Lines with their own endings kept; only ``\\n`` ends a line, as the agent splits."""
    return re.findall(r"[^\n]*\n|[^\n]+$", text)


def index_lines(raw: bytes) -> tuple[list[str], bool, str]:
    text, bom = decode(raw, "MEMORY.md")
    return split_lines(text), bom, newline_of(text) if text else "\n"


def join_index(lines: list[str], *, bom: bool) -> bytes:
    return encode("".join(lines), bom=bom)


def shorten(text: str, limit: int) -> str:
    """``text`` on one line, at most ``limit`` characters, cut at a word boundary with "…"."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:.-—–") + "…"


def pointer_line(title: str, path: str, hook: str = "") -> str:
    """``- [Title](path.md) — hook``; a path with spaces or parentheses goes in ``<…>``."""
    safe_title = title.replace("[", "\\[").replace("]", "\\]").strip() or path
    destination = f"<{path}>" if re.search(r"[\s()<>]", path) else path
    line = f"- [{safe_title}]({destination})"
    return f"{line} — {hook.strip()}" if hook.strip() else line


def pointer_for(title: str, path: str, description: str, limit: int = 150) -> str:
    """A pointer whose whole line stays within ``limit`` characters (the index guidance): the
    hook is the description, cut at a word boundary to the room the title and path leave."""
    bare = pointer_line(title, path)
    room = limit - len(bare) - len(" — ")
    if room < 20 or not description.strip():
        return bare
    return pointer_line(title, path, shorten(description, room))


def _check_number(lines: list[str], number: int) -> None:
    if not 1 <= number <= len(lines):
        raise WriteRefused(f"MEMORY.md has no line {number}.")


def remove_index_line(raw: bytes, number: int) -> bytes:
    lines, bom, _ = index_lines(raw)
    _check_number(lines, number)
    del lines[number - 1]
    return join_index(lines, bom=bom)


def replace_index_line(raw: bytes, number: int, new_text: str) -> bytes:
    lines, bom, newline = index_lines(raw)
    _check_number(lines, number)
    if "\n" in new_text or "\r" in new_text:
        raise WriteRefused("An index line must stay one line.")
    ending = newline if lines[number - 1].endswith("\n") else ""
    lines[number - 1] = new_text + ending
    return join_index(lines, bom=bom)


def insert_index_line(raw: bytes, new_text: str, before: int | None = None) -> bytes:
    """Append a line (or put it before line ``before``), in the file's own line endings."""
    lines, bom, newline = index_lines(raw)
    if "\n" in new_text or "\r" in new_text:
        raise WriteRefused("An index line must stay one line.")
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += newline
    position = len(lines) if before is None else max(0, min(before - 1, len(lines)))
    lines.insert(position, new_text + newline)
    return join_index(lines, bom=bom)


def reorder_index(raw: bytes, order: list[int]) -> bytes:
    """The same lines in a new order: ``order`` must name every line exactly once."""
    lines, bom, newline = index_lines(raw)
    if sorted(order) != list(range(1, len(lines) + 1)):
        raise WriteRefused("The new order must list every line of MEMORY.md exactly once.")
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += newline
    moved = [lines[n - 1] for n in order]
    return join_index(moved, bom=bom)


def topic_fields(raw: bytes) -> dict[str, Any]:
    """The editable fields as the file states them now (the edit form's starting values)."""
    text, _ = decode(raw)
    fm = _frontmatter(text, "the file")
    current = _load(fm.yaml_text, "the file")
    aliases = current.get("aliases") or []
    if isinstance(aliases, str):
        aliases = [a.strip() for a in aliases.split(",") if a.strip()]
    elif not isinstance(aliases, list):
        # ``aliases: 5`` is not a list of words: the form shows none rather than failing.
        aliases = []
    return {
        "name": str(current.get("name") or ""),
        "description": str(current.get("description") or ""),
        "type": str(_current_value(current, "type") or ""),
        "aliases": [str(a) for a in aliases if not isinstance(a, dict | list)],
        "body": text[fm.body_start :],
    }


def edit_topic(
    raw: bytes,
    wanted: dict[str, Any],
    today: dt.date | None = None,
    now: dt.datetime | None = None,
) -> bytes:
    """Apply an edit form: only fields the operator changed are rewritten, the body only if it
    changed.

    The form shows each field as ``topic_fields`` reads it; a field posted back as shown is
    left alone, so its bytes (quoting, a folded block, ``yes`` meaning true) stay as they were.
    ``today`` marks the memory as current: ``updated:`` today, or, in a file written by current
    Claude Code, its own ``metadata: modified`` set to ``now``.
    """
    shown = topic_fields(raw)
    updates: dict[str, Any] = {}
    for key in ("name", "description", "type"):
        if key in wanted and str(wanted[key]).strip() != str(shown[key]).strip():
            updates[key] = wanted[key].strip()
    if "aliases" in wanted and wanted["aliases"] != _as_form_aliases(shown["aliases"]):
        updates["aliases"] = wanted["aliases"] or None
    nested_time = today is not None and _has_nested_modified(raw)
    if today is not None and not nested_time:
        updates["updated"] = today
    edited = set_fields(raw, updates) if updates else raw
    if nested_time:
        moment = now or dt.datetime.now(dt.UTC)
        stamp = moment.astimezone(dt.UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        edited = set_nested(edited, "modified", stamp)
    return set_body(edited, wanted["body"]) if "body" in wanted else edited


def _has_nested_modified(raw: bytes) -> bool:
    try:
        meta = _load(_frontmatter(decode(raw)[0], "the file").yaml_text, "the file")
    except WriteRefused:
        return False
    return isinstance(meta.get("metadata"), dict) and "modified" in meta["metadata"]


def set_nested(raw: bytes, key: str, value: str, path: str = "the file") -> bytes:
    """One value inside ``metadata:`` rewritten in place, its quoting kept; nothing else moves."""
    text, bom = decode(raw, path)
    fm = _frontmatter(text, path)
    head_end = text.index("\n") + 1
    lines = text[head_end : head_end + len(fm.yaml_text)].splitlines(keepends=True)
    spans = _spans(lines)
    if "metadata" not in spans:
        raise WriteRefused(f"{path} has no metadata block to set {key} in.")
    lines = _set_nested(lines, spans["metadata"], key, value, path)
    result = text[:head_end] + "".join(lines) + text[head_end + len(fm.yaml_text) :]
    # Re-read what is about to be written: YAML reads an ISO stamp back as a datetime.
    found = (_load(_frontmatter(result, path).yaml_text, path).get("metadata") or {}).get(key)
    if isinstance(found, dt.datetime):
        same = found == dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    else:
        same = str(found) == value
    if not same:
        raise WriteRefused(f"Editing {path} could not set {key} safely; nothing was written.")
    return encode(result, bom=bom)


def _as_form_aliases(aliases: list[str]) -> list[str]:
    """The aliases as they come back from the form's comma-separated field."""
    return [a.strip() for a in ", ".join(aliases).split(",") if a.strip()]


def changed_fields(base: dict[str, Any], mine: dict[str, Any]) -> dict[str, Any]:
    """What the operator changed relative to the version they started from."""
    return {key: value for key, value in mine.items() if base.get(key) != value}


def without_pointers(raw: bytes, path: str) -> bytes:
    """MEMORY.md with every line pointing to ``path`` removed (archive, supersede)."""
    analysis = analyse_index(raw, {nfc(path)})
    for pointer in reversed([p for p in analysis.pointers if p.target_path == nfc(path)]):
        raw = remove_index_line(raw, pointer.number)
    return raw


def retarget(raw: bytes, old: str, new: str) -> bytes:
    """MEMORY.md with every pointer to ``old`` pointing to ``new``; titles, hooks, link titles
    and #anchors stay as they were, only the destination's path changes."""
    analysis = analyse_index(raw, {nfc(old)})
    destination = f"<{new}>" if re.search(r"[\s()<>]", new) else new
    for pointer in analysis.pointers:
        if pointer.target_path != nfc(old):
            continue
        text = pointer.text.rstrip("\r")
        match = POINTER_RE.match(text)
        if match is None:
            continue
        anchor = f"#{pointer.anchor}" if pointer.anchor else ""
        if anchor and destination.startswith("<"):
            new_dest = destination[:-1] + anchor + ">"
        else:
            new_dest = destination + anchor
        line = text[: match.start("dest")] + new_dest + text[match.end("dest") :]
        raw = replace_index_line(raw, pointer.number, line)
    return raw
