from __future__ import annotations

import sys
from typing import Any

from django.core.management.base import BaseCommand

from memoryui import hygiene, projection


class Command(BaseCommand):
    help = "Print the weekly hygiene report as markdown; exit 1 when an error-level item is open."

    def handle(self, *args: Any, **options: Any) -> None:
        projection.reconcile()
        report, failing = hygiene.report_markdown()
        self.stdout.write(report, ending="")
        if failing:
            # For cron: a non-zero exit is the signal that someone should look.
            sys.exit(1)
