from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError, CommandParser

from memoryui import projection
from memoryui.management.memdirs import MemdirCommand
from memoryui.memdir.files import printable


class Command(MemdirCommand):
    help = (
        "Reconcile the projection with each memdir, or those named with --memdir (reads only; "
        "a memdir is never written)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument(
            "--rebuild", action="store_true", help="drop the projection tables and read all again"
        )

    def handle(self, *args: Any, rebuild: bool, memdir: list[str], **options: Any) -> None:
        failed = []
        for record in self.each(memdir):
            try:
                self.sync_one(rebuild=rebuild)
            except OSError as exc:
                # One memdir that cannot be read must not keep the others from syncing.
                self.stdout.write(f"! {printable(str(exc))}")
                failed.append(record.slug)
        if failed:
            raise CommandError(f"Could not sync {', '.join(failed)}; the others are synced.")

    def sync_one(self, *, rebuild: bool) -> None:
        tty = self.stdout.isatty()

        def progress(done: int, total: int) -> None:
            # Only a terminal gets the live counter; logs and tests get the summary alone.
            if tty and total >= 500:
                self.stdout.write(f"\rread {done}/{total} files", ending="")
                self.stdout.flush()

        report = projection.reconcile(rebuild=rebuild, progress=progress)
        if tty and len(report.added) + len(report.changed) >= 500:
            self.stdout.write("")
        for label, paths in (("+", report.added), ("~", report.changed), ("-", report.removed)):
            for path in paths[:20]:
                self.stdout.write(f"{label} {printable(path)}")
            if len(paths) > 20:
                self.stdout.write(f"{label} … and {len(paths) - 20} more")
        # A file that cannot be read as memory is said, not fatal: the others are synced.
        for path, words in report.problems[:50]:
            self.stdout.write(f"! {printable(path)} {printable(words)}")
        if len(report.problems) > 50:
            self.stdout.write(f"! … and {len(report.problems) - 50} more problem files")
        self.stdout.write(report.summary())
