from __future__ import annotations

import sys
from typing import Any

from memoryui import battery, hygiene, linting, projection
from memoryui.management.memdirs import MemdirCommand


class Command(MemdirCommand):
    help = (
        "Print the weekly hygiene report of each memdir as markdown (after running its "
        "retrieval battery and recall checks); exit 1 when an error-level item is open in any."
    )

    def handle(self, *args: Any, memdir: list[str], **options: Any) -> None:
        failing = False
        for _record in self.each(memdir):
            projection.reconcile()
            # The battery and the recall checks age without a file changing (stale notes
            # rank lower), so the weekly pass runs them itself.
            battery.rerun()
            battery.refresh_recall_checks()
            linting.refresh()
            report, open_error = hygiene.report_markdown()
            self.stdout.write(report, ending="")
            failing = failing or open_error
        if failing:
            # For cron: a non-zero exit is the signal that someone should look.
            sys.exit(1)
