"""The memdirs this memoryui serves, as database records the projection hangs from (DESIGN §10).

One memdir (``MEMORYUI_MEMDIR`` alone) is one record, made on first use. Several
(``MEMORYUI_MEMDIRS``, ``MEMORYUI_DISCOVER``) are discovered again at most once per reconcile
interval, so a memdir that appears or goes away shows on the next page without a restart.
A record is only a name for a folder: dropping it drops its projection rows, and the next
discovery makes it again from the files.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass, field

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import QuerySet

from memoryui import search
from memoryui.memdir import discover as finding
from memoryui.models import MemdirRecord, MemdirShare, Memory


def several() -> bool:
    """Fleet mode: the operator listed folders or asked for discovery."""
    return bool(settings.MEMORYUI_MEMDIRS or settings.MEMORYUI_DISCOVER)


def forget(records: QuerySet) -> None:
    """Delete memdir records with their projection, their search rows first: SQLite's index
    keeps no text and forgets a row only while the memory is still there to say its words;
    deleted along with the record, the memory's words stayed and answered for others."""
    # The base manager: the default one sees only the memdir in scope.
    ids = list(Memory._base_manager.filter(memdir__in=records).values_list("id", flat=True))
    search.unindex(ids)
    records.delete()


def default_record() -> MemdirRecord | None:
    """The record of the one memdir in single-memdir mode (None in fleet mode)."""
    if several():
        return None
    path = os.path.realpath(settings.MEMORYUI_MEMDIR)
    record = MemdirRecord.objects.filter(path=path).first()
    if record is not None:
        return record
    config = os.path.expanduser(os.environ.get("CLAUDE_CONFIG_DIR") or "~/.claude")
    found = finding.classify(path, config, "MEMORYUI_MEMDIR")
    with transaction.atomic():
        # Another folder's projection is of no use now that this one is served.
        forget(MemdirRecord.objects.exclude(path=path))
        try:
            with transaction.atomic():
                return MemdirRecord.objects.create(
                    slug=found.slug,
                    path=path,
                    kind=found.kind,
                    label=path,
                    origin="MEMORYUI_MEMDIR",
                    details=_details(found) | {"name": path},
                )
        except IntegrityError:
            return MemdirRecord.objects.get(path=path)


@dataclass
class Found:
    """The last discovery this process made, and when."""

    at: float = -1.0
    result: finding.Discovery = field(default_factory=finding.Discovery)
    lock: threading.Lock = field(default_factory=threading.Lock)


_last = Found()


def discovery(*, fresh: bool = False) -> finding.Discovery:
    """Where the memdirs are now, at most one reconcile interval old."""
    if not several():
        return finding.Discovery()
    interval = settings.MEMORYUI_RECONCILE_INTERVAL
    with _last.lock:
        if fresh or time.monotonic() - _last.at >= interval or _last.at < 0:
            _last.result = finding.discover(
                settings.MEMORYUI_MEMDIRS,
                settings.MEMORYUI_DISCOVER,
                roots=settings.MEMORYUI_REPOS,
            )
            _last.at = time.monotonic()
            _store(_last.result)
        return _last.result


def _details(found: finding.Found) -> dict[str, object]:
    return {
        "project": found.project.as_json() if found.project else None,
        "writes": found.writes.as_json() if found.writes else None,
        "transcripts": found.transcripts,
        "skip": list(found.skip),
        "profile": found.profile,
        "name": found.name,
    }


def _store(result: finding.Discovery) -> None:
    """Make the records match the discovery: new folders get one, vanished ones lose theirs."""
    wanted = {os.path.realpath(m.path): m for m in result.memdirs}
    with transaction.atomic():
        current = {r.path: r for r in MemdirRecord.objects.all()}
        gone = [r.pk for path, r in current.items() if path not in wanted]
        if gone:
            forget(MemdirRecord.objects.filter(pk__in=gone))
        # Slugs are unique: renamed ones move aside first, so two can swap.
        for path, found in wanted.items():
            record = current.get(path)
            if record is not None and record.slug != found.slug:
                MemdirRecord.objects.filter(pk=record.pk).update(slug=f"~{record.pk}")
        for position, (path, found) in enumerate(wanted.items()):
            values = {
                "slug": found.slug,
                "kind": found.kind,
                "label": found.label,
                "origin": found.origin,
                "position": position,
                "details": _details(found),
            }
            record = current.get(path)
            if record is None:
                MemdirRecord.objects.create(path=path, **values)
            elif (
                any(getattr(record, k) != v for k, v in values.items()) or record.slug != found.slug
            ):
                MemdirRecord.objects.filter(pk=record.pk).update(**values)


def records() -> list[MemdirRecord]:
    """Every memdir served, in the order they were found."""
    if not several():
        record = default_record()
        return [record] if record else []
    discovery()
    return list(MemdirRecord.objects.order_by("position", "slug"))


def shares(user: object) -> set[str] | None:
    """The slugs a user is limited to, or None when they may read every memdir."""
    if not getattr(user, "is_authenticated", False):
        return set()
    slugs = set(MemdirShare.objects.filter(user=user).values_list("slug", flat=True))
    return slugs or None


def visible(user: object) -> list[MemdirRecord]:
    """The memdirs ``user`` may read: all of them, or their share."""
    allowed = shares(user)
    return [r for r in records() if allowed is None or r.slug in allowed]


def find(slug: str, user: object) -> MemdirRecord | None:
    """The memdir named ``slug`` if ``user`` may read it; None for an unknown slug and for
    one outside the share alike, so that a 404 never confirms a slug exists."""
    if not finding.SLUG_RE.fullmatch(slug):
        return None
    return next((r for r in visible(user) if r.slug == slug), None)
