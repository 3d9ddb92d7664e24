from __future__ import annotations

import logging
import os
from pathlib import Path

from django.apps import AppConfig
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

logger = logging.getLogger(__name__)


class MemoryuiConfig(AppConfig):
    name = "memoryui"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Stops start-up with one sentence when the memdir cannot be read.

        A missing folder would otherwise show as an empty memory, which reads as "all is well".
        """
        from django.db.backends.signals import connection_created

        from memoryui import search
        from memoryui.demo import ensure_demo_copy

        connection_created.connect(search.register_functions, dispatch_uid="memoryui-search")

        memdir = Path(settings.MEMORYUI_MEMDIR)
        if settings.MEMORYUI_IS_DEMO:
            ensure_demo_copy(Path(settings.MEMORYUI_DEMO_SOURCE), memdir)
        if not memdir.is_dir() or not os.access(memdir, os.R_OK | os.X_OK):
            raise ImproperlyConfigured(
                f"MEMORYUI_MEMDIR is {str(memdir)!r}, which is not a readable folder: set "
                "MEMORYUI_MEMDIR to your agent's memory folder (the one holding MEMORY.md)."
            )
        if not settings.MEMORYUI_READ_ONLY:
            from memoryui.memdir.safewrite import Memdir

            # A write a crash interrupted is completed or rolled back before anything else runs;
            # what cannot be recovered is kept aside and said, never a reason not to start.
            try:
                for said in Memdir(memdir, settings.MEMORYUI_STATE_DIR).recover():
                    logger.warning("memoryui: %s", said)
            except OSError as exc:
                logger.warning("memoryui: could not look for interrupted writes: %s", exc)
