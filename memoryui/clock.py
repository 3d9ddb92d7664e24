"""Today, as memoryui counts ages and decay: ``MEMORYUI_TODAY`` for tests and reports."""

from __future__ import annotations

import datetime as dt

from django.conf import settings


def today() -> dt.date:
    if settings.MEMORYUI_TODAY:
        return dt.date.fromisoformat(settings.MEMORYUI_TODAY)
    return dt.date.today()
