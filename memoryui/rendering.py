"""Memory text is untrusted: markdown becomes HTML only through nh3's allow-list."""

from __future__ import annotations

import re
from collections.abc import Callable

import markdown
import nh3
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from memoryui.memdir.detect import without_fences
from memoryui.memdir.links import Targets, spans

# Past these, python-markdown's cost grows with the square of the input (each unclosed "[" or
# "<" rescans the rest of its block) or its recursion overflows (deeply nested lists): such a
# memory is shown as plain text, so that viewers opening it cannot take a worker down.
MAX_RENDERED_CHARS = 200_000
MAX_MARKUP_COST = 250_000  # the sum over blocks of (brackets in the block) squared
MAX_INDENT = 60
BLOCKS_RE = re.compile(r"\n[ \t]*\n")
MARKUP_RE = re.compile(r"[\[<]")
INDENT_RE = re.compile(rf"^[ \t>]{{{MAX_INDENT + 1},}}", re.MULTILINE)

ALLOWED_TAGS = {
    "a",
    "abbr",
    "b",
    "blockquote",
    "br",
    "code",
    "dd",
    "del",
    "div",
    "dl",
    "dt",
    "em",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "i",
    "kbd",
    "li",
    "ol",
    "p",
    "pre",
    "s",
    "span",
    "strong",
    "sub",
    "sup",
    "table",
    "tbody",
    "td",
    "th",
    "thead",
    "tr",
    "ul",
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "th": {"align"}, "td": {"align"}, "code": {"class"}}
HIT_OPEN, HIT_CLOSE = "\ue000", "\ue001"


def too_costly(text: str) -> str:
    """Why ``text`` will not be rendered as markdown, or "" when it will (all checks linear)."""
    if len(text) > MAX_RENDERED_CHARS:
        return f"it is {len(text) // 1000:,} KB, more than memoryui renders as markdown"
    prose = without_fences(text)
    if INDENT_RE.search(prose):
        return "it nests lists or quotes deeper than memoryui renders"
    cost = sum(len(MARKUP_RE.findall(block)) ** 2 for block in BLOCKS_RE.split(prose))
    if cost > MAX_MARKUP_COST:
        return "it holds more unclosed brackets than memoryui renders safely"
    return ""


def as_plain_text(text: str, reason: str) -> SafeString:
    return format_html(
        '<p class="notice">Shown as plain text: {}.</p><pre class="plain">{}</pre>', reason, text
    )


def render_markdown(text: str) -> SafeString:
    """Markdown (tables, fenced code) to HTML with no script, no handler and no ``javascript:``.

    Links keep only http(s) and mailto schemes and get ``rel=noopener noreferrer``: a memory
    link is never followed out of the memdir on the operator's behalf. Text too costly to
    render (see ``too_costly``) is shown as plain text with a note.
    """
    reason = too_costly(text)
    if reason:
        return as_plain_text(text, reason)
    try:
        html = markdown.markdown(text, extensions=["tables", "fenced_code"], output_format="html")
    except RecursionError:
        return as_plain_text(text, "it nests deeper than memoryui renders")
    clean = nh3.clean(
        html,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer nofollow",
    )
    return mark_safe(clean)  # nh3 has just sanitized it


def highlight(snippet: str) -> SafeString:
    """Escape the snippet first, then turn the search's hit markers into <mark>."""
    escaped = str(escape(snippet))
    return mark_safe(escaped.replace(HIT_OPEN, "<mark>").replace(HIT_CLOSE, "</mark>"))


def plain(snippet: str) -> str:
    return snippet.replace(HIT_OPEN, "").replace(HIT_CLOSE, "")


def linked_markdown(
    text: str,
    memory_path: str,
    targets: Targets,
    url_for: Callable[[str], str],
) -> str:
    """Markdown with every link to another memory pointed at its page: ``[[name]]``,
    ``[[name|label]]``, ``[[name#heading]]`` and relative links. A dead one is kept as text
    in a link to ``#dead-link``, whose title says why (styled as dead, never followed)."""
    parts: list[str] = []
    position = 0
    for span in spans(text, memory_path):
        link = span.link
        found = targets.resolve(link)
        if link.style == "wikilink":
            label = link.label or (f"{link.target}#{link.anchor}" if link.anchor else link.target)
        else:
            label = text[span.start + 1 : text.index("](", span.start, span.end)]
        label = label.replace("[", "\\[").replace("]", "\\]")
        if found is None:
            written = f'[{label}](#dead-link "dead link: no memory {_quoted(link.target)}")'
        else:
            url = url_for(found) + (f"#{link.anchor}" if link.anchor else "")
            written = f"[{label}](<{url}>)"
        parts += [text[position : span.start], written]
        position = span.end
    parts.append(text[position:])
    return "".join(parts)


def _quoted(target: str) -> str:
    return target.replace('"', "'").replace("\n", " ")[:120]


LINK = re.compile(r"!?\[([^\]\n]*)\]\((?:[^()\n]|\([^()\n]*\))*\)")
WIKILINK = re.compile(r"\[\[([^\]|#\n]*)(?:#[^\]|\n]*)?(?:\|([^\]\n]*))?\]\]")
CODE = re.compile(r"`([^`\n]+)`")
# Emphasis only where it is paired and hugs words: ``__init__.py`` and ``2 * 3`` keep theirs.
STRONG = re.compile(r"(?<![\w*])(\*\*|__)(?=\S)(.+?)(?<=\S)\1(?![\w*])(?!\.\w)")
EMPHASIS = re.compile(r"(?<![\w*])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![\w*])")
LEAD = re.compile(r"^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+)+")
TABLE_RULE = re.compile(r"^:?-{2,}:?$")


def plain_quote(line: str) -> str:
    """A sentence quoted from a memory, as a reader would say it: no table pipes, no list or
    heading markers, no emphasis marks, links as their text. Quotes showed raw markdown, so
    a table row read as ``| staging | 03:00 |``. Only markup is taken away: a pipe inside a
    command, ``__init__.py`` and ``2 * 3`` stay as written."""
    text = line.strip()
    if len(text) > 1 and text.startswith("|") and text.endswith("|"):
        cells = [c.strip() for c in text[1:-1].split("|")]
        text = " · ".join(c for c in cells if c and not TABLE_RULE.match(c))
    text = LEAD.sub("", text)
    # Code spans keep their text as it is: nothing inside one is markup.
    spans: list[str] = []

    def keep(found: re.Match) -> str:
        spans.append(found.group(1))
        return f"\x00{len(spans) - 1}\x00"

    text = CODE.sub(keep, text)
    text = LINK.sub(r"\1", text)
    text = WIKILINK.sub(lambda m: m.group(2) or m.group(1), text)
    text = STRONG.sub(r"\2", text)
    text = EMPHASIS.sub(r"\1", text)
    text = re.sub(
        "\x00(\\d+)\x00",
        lambda m: spans[int(m.group(1))] if int(m.group(1)) < len(spans) else m.group(0),
        text,
    )
    return text.strip()
