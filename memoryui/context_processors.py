from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest

from memoryui import projection
from memoryui.auth import is_editor


def memoryui(request: HttpRequest) -> dict[str, object]:
    return {
        "memdir": settings.MEMORYUI_MEMDIR,
        "read_only": settings.MEMORYUI_READ_ONLY,
        # An error page drawn before the auth middleware ran has no user: it is nobody's to edit.
        "can_edit": not settings.MEMORYUI_READ_ONLY and is_editor(getattr(request, "user", None)),
        # The memdir's format: its limits and guidance live there.
        "profile": projection.current_profile(),
        # A reconcile that failed in this worker: pages say they may be behind the disk.
        "reconcile_failure": projection.process.last_failure,
    }
