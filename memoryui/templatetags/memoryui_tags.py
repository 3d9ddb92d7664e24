from __future__ import annotations

import datetime as dt
import re

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

register = template.Library()


@register.filter
def mark_terms(text: str, terms: list[str]) -> SafeString:
    """Escape ``text``, then wrap each shared term in <mark> (evidence in the review queue).

    Terms are found in the text as written and each piece is escaped on its own: marking the
    escaped text put <mark> inside entities ("&amp;" read as "&<mark>amp</mark>;").
    """
    text = str(text or "")
    words = sorted({str(t) for t in terms or [] if t and len(str(t)) > 1}, key=len, reverse=True)
    if not words:
        return escape(text)
    # Whole words only: "refresh" is not marked inside "refreshed".
    pattern = re.compile(
        r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")(?!\w)", re.IGNORECASE
    )
    pieces, at = [], 0
    for found in pattern.finditer(text):
        pieces.append(str(escape(text[at : found.start()])))
        pieces.append(f"<mark>{escape(found.group(0))}</mark>")
        at = found.end()
    pieces.append(str(escape(text[at:])))
    return mark_safe("".join(pieces))  # every piece escaped above


@register.filter
def is_first(path: str, paths: list[str]) -> bool:
    """Whether ``path`` is the first of an item's paths (whose statement is evidence ``a``)."""
    return bool(paths) and path == paths[0]


@register.filter
def labels(memory: object, today: object) -> list[str]:
    return memory.labels(today)  # type: ignore[attr-defined]


@register.filter
def age(memory: object, today: object) -> int:
    return memory.age_days(today)  # type: ignore[attr-defined]


@register.simple_tag(takes_context=True)
def fleet_url(context: template.Context, name: str, *args: object) -> str:
    """``{% url %}`` for the fleet's own pages: the same from a memdir's page under /m/<slug>/."""
    from memoryui.mounting import fleet_reverse

    return fleet_reverse(context.get("request"), name, *args)


@register.simple_tag(takes_context=True)
def memdir_url(context: template.Context, slug: str, name: str = "overview", *args: object) -> str:
    """``{% url %}`` for one memdir's page, from the fleet's pages."""
    from memoryui.mounting import memdir_reverse

    return memdir_reverse(context.get("request"), slug, name, *args)


@register.filter
def plain_load(value: str) -> str:
    """A memory's ``load`` in plain words (the precise value goes in a title)."""
    from memoryui.words import load_words

    return load_words(value)


@register.filter
def plain_label(value: str) -> str:
    from memoryui.words import label_words

    return label_words(value)


@register.filter
def meaning(value: str) -> str:
    from memoryui.words import meaning as said

    return said(value)


@register.filter
def quote(text: str, terms: list[str]) -> SafeString:
    """A quoted sentence in plain words, escaped, with the terms it shares marked."""
    from memoryui.rendering import plain_quote

    # Evidence comes from files an offline run may have written: anything, not only strings.
    return mark_terms(plain_quote(str(text)) if text else "", terms)


def _moment(value: object) -> dt.datetime | None:
    if isinstance(value, dt.datetime):
        moment = value
    else:
        try:
            moment = dt.datetime.fromisoformat(str(value))
        except ValueError:
            return None
    moment = moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)
    try:
        # A time at the very edge of the calendar cannot be moved to UTC: it reads as written.
        return moment.astimezone(dt.UTC)
    except OverflowError:
        return None


@register.filter
def ago(value: object) -> str:
    """When, as a person says it ("3 days ago"); the exact time goes in the title."""
    moment = _moment(value)
    if moment is None:
        return "" if value is None else str(value)
    seconds = (dt.datetime.now(dt.UTC) - moment).total_seconds()
    # Clocks disagree by a little: a minute either way is now.
    if abs(seconds) < 60:
        return "just now"
    if seconds < 0:
        return "in the future"
    for unit, size in (
        ("year", 365 * 86400),
        ("month", 30 * 86400),
        ("week", 7 * 86400),
        ("day", 86400),
        ("hour", 3600),
        ("minute", 60),
    ):
        if seconds >= size:
            n = int(seconds // size)
            return f"{n} {unit}{'' if n == 1 else 's'} ago"
    return "just now"


@register.filter
def exact_time(value: object) -> str:
    """The exact time in UTC, to the second, for the title of a relative one."""
    moment = _moment(value)
    if moment is None:
        return "" if value is None else str(value)
    return moment.astimezone(dt.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


@register.filter
def thousands(value: object) -> str:
    """A count as people read it: 25,000, not 25000."""
    try:
        return f"{int(value):,}"  # type: ignore[call-overload]
    except (TypeError, ValueError, OverflowError):
        return str(value)
