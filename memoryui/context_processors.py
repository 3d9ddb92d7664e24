from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest
from django.utils.functional import SimpleLazyObject

from memoryui import fleet, hygiene, projection
from memoryui.auth import is_editor


def memoryui(request: HttpRequest) -> dict[str, object]:
    record = getattr(request, "memdir", None)
    return {
        # The memdir this page is about (None on the fleet's own pages), and the fleet's.
        "memdir_record": record,
        "memdir": record.path if record else "",
        "fleet_mode": fleet.several(),
        "root_prefix": getattr(request, "root_prefix", "/"),
        "read_only": settings.MEMORYUI_READ_ONLY,
        # An error page drawn before the auth middleware ran has no user: it is nobody's to edit.
        "can_edit": not settings.MEMORYUI_READ_ONLY and is_editor(getattr(request, "user", None)),
        # Session transcripts may hold secrets: editors read them, read-only mode or not.
        "can_read_transcripts": is_editor(getattr(request, "user", None)),
        # The memdir's format: its limits and guidance live there.
        "profile": projection.current_profile() if record else None,
        # A reconcile that failed in this worker: pages say they may be behind the disk.
        "reconcile_failure": projection.process.last_failure if record else None,
        # What waits in the review queue and the changes, for the navigation; counted only
        # when a page draws it (JSON twins never do).
        "nav_counts": SimpleLazyObject(hygiene.nav_counts) if record else {},
    }
