from __future__ import annotations

import getpass
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryui import projection, scoping
from memoryui.management.memdirs import add_memdir_argument, chosen
from memoryui.memdir.safewrite import Conflict, WriteRefused
from memoryui.models import JournalEvent


class Command(BaseCommand):
    help = "Undo one journal event (restores the previous bytes; a file changed since is refused)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("event_id")
        add_memdir_argument(parser)

    def handle(self, *args: Any, event_id: str, memdir: list[str], **options: Any) -> None:
        with scoping.use(self.holding(event_id, memdir)):
            self.undo(event_id)

    def holding(self, event_id: str, slugs: list[str]) -> object:
        """The memdir whose journal holds ``event_id``: the one named, or the only one."""
        records = chosen(slugs)
        if len(records) == 1:
            return records[0]
        for record in records:
            with scoping.use(record):
                projection.reconcile()
        ids = {r.pk for r in records}
        holders = set(
            JournalEvent.everywhere.filter(event_id=event_id, memdir_id__in=ids).values_list(
                "memdir_id", flat=True
            )
        )
        if len(holders) != 1:
            where = "no memdir's journal" if not holders else "several memdirs' journals"
            raise CommandError(f"{event_id} is in {where}: name one with --memdir SLUG.")
        return next(r for r in records if r.pk in holders)

    def undo(self, event_id: str) -> None:
        try:
            event = projection.undo(event_id, f"{getpass.getuser()} (command line)")
        except Conflict as exc:
            raise CommandError(f"{exc} Nothing was undone.") from None
        except WriteRefused as exc:
            raise CommandError(str(exc)) from None
        paths = ", ".join(f.path for f in event.files)
        self.stdout.write(f"undid {event_id} as {event.id}: {paths}")
