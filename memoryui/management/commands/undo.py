from __future__ import annotations

import getpass
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryui import projection
from memoryui.memdir.safewrite import Conflict, WriteRefused


class Command(BaseCommand):
    help = "Undo one journal event (restores the previous bytes; a file changed since is refused)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("event_id")

    def handle(self, *args: Any, event_id: str, **options: Any) -> None:
        try:
            event = projection.undo(event_id, f"{getpass.getuser()} (command line)")
        except Conflict as exc:
            raise CommandError(f"{exc} Nothing was undone.") from None
        except WriteRefused as exc:
            raise CommandError(str(exc)) from None
        paths = ", ".join(f.path for f in event.files)
        self.stdout.write(f"undid {event_id} as {event.id}: {paths}")
