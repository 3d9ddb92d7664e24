from __future__ import annotations

import sys
from typing import Any

from memoryui import hygiene, linting, projection
from memoryui.management.memdirs import MemdirCommand


class Command(MemdirCommand):
    help = (
        "Print the weekly hygiene report of each memdir as markdown; exit 1 when an "
        "error-level item is open in any."
    )

    def handle(self, *args: Any, memdir: list[str], **options: Any) -> None:
        failing = False
        for _record in self.each(memdir):
            projection.reconcile()
            linting.refresh()
            report, open_error = hygiene.report_markdown()
            self.stdout.write(report, ending="")
            failing = failing or open_error
        if failing:
            # For cron: a non-zero exit is the signal that someone should look.
            sys.exit(1)
