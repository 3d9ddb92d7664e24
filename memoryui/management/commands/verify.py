from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError, CommandParser

from memoryui import curation, projection
from memoryui.management.memdirs import MemdirCommand
from memoryui.memdir.safewrite import WriteRefused


class Command(MemdirCommand):
    help = (
        "Check every memory's claims against MEMORYUI_PROJECT_ROOT (or the project a memdir "
        "belongs to, when a transcript confirms it); mark failures unverified."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument("--urls", action="store_true", help="also check URLs (public only)")

    def handle(self, *args: Any, urls: bool, memdir: list[str], **options: Any) -> None:
        for _record in self.each(memdir):
            self.verify_one(urls=urls)

    def verify_one(self, *, urls: bool) -> None:
        tty = self.stdout.isatty()

        def progress(done: int, total: int) -> None:
            if tty and (done % 50 == 0 or done == total):
                self.stdout.write(f"\rchecked {done}/{total} memories", ending="")
                self.stdout.flush()

        projection.reconcile()
        try:
            report = curation.verify(urls=urls, actor="verify (command line)", progress=progress)
        except WriteRefused as exc:
            raise CommandError(str(exc)) from None
        if tty:
            self.stdout.write("")
        for path in report.marked:
            self.stdout.write(f"unverified: {path}")
        for path in report.cleared:
            self.stdout.write(f"verified again: {path}")
        self.stdout.write(report.summary())
