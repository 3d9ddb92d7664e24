"""Memory text is untrusted: markdown becomes HTML only through nh3's allow-list."""

from __future__ import annotations

import markdown
import nh3
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

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


def render_markdown(text: str) -> SafeString:
    """Markdown (tables, fenced code) to HTML with no script, no handler and no ``javascript:``.

    Links keep only http(s) and mailto schemes and get ``rel=noopener noreferrer``: a memory
    link is never followed out of the memdir on the operator's behalf.
    """
    html = markdown.markdown(text, extensions=["tables", "fenced_code"], output_format="html")
    clean = nh3.clean(
        html,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer nofollow",
    )
    return mark_safe(clean)  # noqa: S308 - nh3 has just sanitized it


def highlight(snippet: str) -> SafeString:
    """Escape the snippet first, then turn the search's hit markers into <mark>."""
    escaped = str(escape(snippet))
    return mark_safe(escaped.replace(HIT_OPEN, "<mark>").replace(HIT_CLOSE, "</mark>"))  # noqa: S308


def plain(snippet: str) -> str:
    return snippet.replace(HIT_OPEN, "").replace(HIT_CLOSE, "")
