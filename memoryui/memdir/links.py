"""Links from one memory to another: found with their line numbers, resolved in the memdir.

A relative markdown link in a topic file (``[notes](../feedback/y.md)``) is relative to the
folder of the memory that holds it, and a ``[[wikilink]]`` names a memory by its file name or
its frontmatter ``name``. Both point into the memdir, never into the project: checking one
against the project root turned every link from a subfolder into a false "failed" claim.

The API is small on purpose, so that backlinks, a link graph or a lint can be built on it:
``links(text, memory_path)`` finds them; ``Targets(paths, names).resolve(link)`` (or
``resolve(link, paths, names)`` for one link) says which memory each one reaches, or None for
a dead link. Nothing here follows a link: cycles and self-links cannot loop.
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
from collections.abc import Callable, Collection, Iterator, Mapping
from dataclasses import dataclass
from urllib.parse import unquote

__all__ = [
    "Link",
    "Span",
    "Targets",
    "candidates",
    "links",
    "relative",
    "resolve",
    "rewrite",
    "spans",
    "without_links",
]

# Labels hold no brackets and destinations no unbalanced parentheses: a match can start only
# at a "[", and each run is scanned once, so a line of 100,000 "[" stays linear.
MARKDOWN_LINK_RE = re.compile(
    r"(?<![!\\])\[(?P<label>[^\[\]\n]*+)\]"
    r"\(\s*+(?P<dest><[^<>\n]*+>|(?:[^\s()<>\\]|\\.|\([^\s()]*+\))++)"
    r"(?:\s++(?:\"[^\"\n]*+\"|'[^'\n]*+'))?\s*+\)"
)
WIKILINK_RE = re.compile(
    r"(?<!\\)\[\[(?P<target>[^\[\]|#\n]*+)(?:#(?P<anchor>[^\[\]|\n]*+))?"
    r"(?:\|(?P<label>[^\[\]\n]*+))?\]\]"
)
CODE_SPAN_RE = re.compile(r"`[^`\n]*+`")
FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
SCHEME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


@dataclass(frozen=True)
class Link:
    """One link a memory makes to another memory.

    ``target`` is the destination as written (percent-escapes and ``<…>`` undone, anchor cut
    off into ``anchor``); ``line`` is 1-based, counted from ``first_line`` of the text given.
    """

    source: str
    target: str
    line: int
    style: str  # markdown | wikilink
    label: str = ""
    anchor: str = ""


def _code_masked(line: str) -> str:
    """The line with inline code blanked out: a link quoted in code is an example, not a link."""
    if "`" not in line:
        return line
    return CODE_SPAN_RE.sub(lambda m: " " * len(m.group(0)), line)


def _prose_lines(text: str, first_line: int) -> Iterator[tuple[int, str]]:
    """Each line outside fenced code blocks, numbered, with inline code blanked out."""
    fence = ""
    for number, line in enumerate(text.split("\n"), start=first_line):
        opened = FENCE_RE.match(line)
        if fence:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = ""
            continue
        if opened:
            fence = opened.group(1)
            continue
        yield number, _code_masked(line)


def _markdown_target(destination: str) -> tuple[str, str] | None:
    """The written target and anchor of a markdown destination, or None when it is not a
    relative link to a markdown file (a URL, an absolute path, an image, a same-page anchor)."""
    dest = destination[1:-1].strip() if destination.startswith("<") else destination
    dest = unquote(dest)
    dest, _, anchor = dest.partition("#")
    dest = dest.partition("?")[0]
    if not dest or SCHEME_RE.match(dest) or dest.startswith(("/", "~")) or "\x00" in dest:
        return None
    if not dest.lower().endswith(".md"):
        return None
    return dest, anchor


@dataclass(frozen=True)
class Span:
    """Where a link stands in the text it was found in: ``start`` and ``end`` are offsets
    into that text, covering the whole ``[[…]]`` or ``[…](…)``; ``dest`` is the span of what
    names the target (the wikilink's name, or the markdown destination)."""

    start: int
    end: int
    dest_start: int
    dest_end: int
    link: Link


def spans(text: str, memory_path: str, *, first_line: int = 1) -> list[Span]:
    """Every link to another memory in ``text`` with its place, in order (see ``links``)."""
    found: list[Span] = []
    offset = 0
    prose = dict(_prose_lines(text, first_line))
    for number, raw_line in enumerate(text.split("\n"), start=first_line):
        line = prose.get(number)
        if line is not None and "[" in line:
            on_line: list[Span] = []
            for match in WIKILINK_RE.finditer(line):
                target = match["target"].strip()
                if target:
                    label = (match["label"] or "").strip()
                    anchor = (match["anchor"] or "").strip()
                    link = Link(memory_path, target, number, "wikilink", label, anchor)
                    a, b = match.span("target")
                    on_line.append(Span(*match.span(), a, b, link))
            for match in MARKDOWN_LINK_RE.finditer(WIKILINK_RE.sub(_blank, line)):
                written = _markdown_target(match["dest"])
                if written is not None:
                    target, anchor = written
                    link = Link(memory_path, target, number, "markdown", match["label"], anchor)
                    a, b = match.span("dest")
                    on_line.append(Span(*match.span(), a, b, link))
            for span in sorted(on_line, key=lambda s: s.start):
                found.append(
                    Span(
                        span.start + offset,
                        span.end + offset,
                        span.dest_start + offset,
                        span.dest_end + offset,
                        span.link,
                    )
                )
        offset += len(raw_line) + 1
    return found


def links(text: str, memory_path: str, *, first_line: int = 1) -> list[Link]:
    """Every link to another memory in ``text``, in order: relative markdown links to ``.md``
    files and ``[[wikilinks]]``. Links inside code are left out."""
    return [span.link for span in spans(text, memory_path, first_line=first_line)]


def relative(source: str, target: str) -> str:
    """The relative markdown destination from the memory ``source`` to the memory ``target``."""
    folder = posixpath.dirname(source) or "."
    return posixpath.relpath(target, folder)


def rewrite(
    text: str,
    memory_path: str,
    retarget: Callable[[Link], str | None],
    wikilink_name: Callable[[str], str] | None = None,
    *,
    written_from: str | None = None,
) -> str:
    """``text`` with each link that ``retarget`` gives a new target for pointed there.

    ``retarget`` returns the memdir path the link should reach now, or None to leave it.
    Only the target is rewritten: a wikilink keeps its label and #heading, a markdown link
    its label, title and #anchor; every other character of the text stays as it was. A
    wikilink is written as ``wikilink_name(path)`` (by default the path without ``.md``,
    which resolves from the memdir's root whatever names other files claim). A markdown
    link is written relative to ``written_from`` (default: the memory itself), for text that
    moves into another memory's folder.
    """
    parts: list[str] = []
    position = 0
    for span in spans(text, memory_path):
        new = retarget(span.link)
        if new is None:
            continue
        if span.link.style == "wikilink":
            written = wikilink_name(new) if wikilink_name else new.removesuffix(".md")
        else:
            written = relative(written_from or memory_path, new)
            if re.search(r"[\s()<>]", written):
                written = f"<{written}>"
            if span.link.anchor:
                written += f"#{span.link.anchor}"
        parts += [text[position : span.dest_start], written]
        position = span.dest_end
    parts.append(text[position:])
    return "".join(parts)


def _blank(match: re.Match[str]) -> str:
    return " " * len(match.group(0))


def without_links(text: str) -> str:
    """``text`` with every memdir link's destination blanked, labels kept, same length.

    What the claims reader sees: a link to another memory names no file of the project.
    """

    def markdown(match: re.Match[str]) -> str:
        if _markdown_target(match["dest"]) is None:
            return match.group(0)
        return "[" + match["label"] + "]" + " " * (len(match.group(0)) - len(match["label"]) - 2)

    if "[" not in text:
        return text
    return MARKDOWN_LINK_RE.sub(markdown, WIKILINK_RE.sub(_blank, text))


def _nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def _stem(path: str) -> str:
    name = posixpath.basename(path)
    return name[:-3] if name.lower().endswith(".md") else name


class Targets:
    """The memdir's memories as link targets, indexed once for many links.

    ``paths`` are memdir-relative (``/`` separators); ``names`` maps a path to its
    frontmatter ``name``. File names compare in NFC, as MEMORY.md pointers do; wikilink
    names and stems compare case-insensitively, as the editors that write them do.
    """

    def __init__(self, paths: Collection[str], names: Mapping[str, str] | None = None) -> None:
        self.paths = {_nfc(p): p for p in paths}
        self.by_key: dict[str, list[str]] = {}
        for path in self.paths.values():
            self.by_key.setdefault(_nfc(_stem(path)).casefold(), []).append(path)
        for path, name in (names or {}).items():
            key = _nfc(str(name)).strip().casefold()
            known = self.paths.get(_nfc(path))
            if key and known is not None:
                bucket = self.by_key.setdefault(key, [])
                if known not in bucket:
                    bucket.append(known)

    def candidates(self, link: Link) -> list[str]:
        """Every memory the link could mean, best first (more than one: an ambiguous name)."""
        if link.style == "markdown":
            folder = posixpath.dirname(link.source)
            joined = posixpath.normpath(posixpath.join(folder, link.target))
            if joined.startswith("../") or joined == "..":
                return []
            found = self.paths.get(_nfc(joined))
            return [found] if found else []
        target = link.target.removeprefix("./")
        if "/" in target:
            # A path-shaped wikilink is relative to the memdir's root, as Obsidian reads it;
            # the linking memory's folder is the second guess.
            path = target if target.lower().endswith(".md") else target + ".md"
            tries = (path, posixpath.join(posixpath.dirname(link.source), path))
            found = [self.paths.get(_nfc(posixpath.normpath(t))) for t in tries]
            return list(dict.fromkeys(f for f in found if f))
        key = _nfc(_stem(target)).casefold()
        return sorted(self.by_key.get(key, []), key=lambda p: _closeness(link.source, p))

    def resolve(self, link: Link) -> str | None:
        """The memory the link reaches, or None for a dead link.

        A name two memories claim resolves to the closest one (same folder first, then the
        shallowest path, then by path): a stable answer, never an error.
        """
        found = self.candidates(link)
        return found[0] if found else None


def _closeness(source: str, path: str) -> tuple[int, int, str]:
    same_folder = posixpath.dirname(source) == posixpath.dirname(path)
    return (0 if same_folder else 1, path.count("/"), path)


def candidates(
    link: Link, paths: Collection[str], names: Mapping[str, str] | None = None
) -> list[str]:
    return Targets(paths, names).candidates(link)


def resolve(
    link: Link, paths: Collection[str], names: Mapping[str, str] | None = None
) -> str | None:
    """One link resolved; for many, build ``Targets`` once and call its ``resolve``."""
    return Targets(paths, names).resolve(link)
