"""Commands over several memdirs: each runs for every memdir, or for those named with
``--memdir SLUG`` (DESIGN §6, §10); with one memdir, for that one as before."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memoryui import fleet, scoping
from memoryui.models import MemdirRecord


def add_memdir_argument(parser: CommandParser) -> None:
    parser.add_argument(
        "--memdir",
        action="append",
        default=[],
        metavar="SLUG",
        help="only this memdir (repeat for several); every memdir when left out",
    )


def chosen(slugs: list[str]) -> list[MemdirRecord]:
    """The records named by ``slugs`` (all when empty); an unknown slug is refused by name."""
    records = fleet.records()
    if not slugs:
        return records
    known = {r.slug: r for r in records}
    unknown = [s for s in slugs if s not in known]
    if unknown:
        names = ", ".join(sorted(known)) or "none"
        raise CommandError(f"No memdir is named {', '.join(unknown)}. Known: {names}.")
    return [known[s] for s in dict.fromkeys(slugs)]


class MemdirCommand(BaseCommand):
    """A command that does its work once per memdir, inside that memdir's scope."""

    def add_arguments(self, parser: CommandParser) -> None:
        add_memdir_argument(parser)

    def each(self, slugs: list[str]) -> Iterator[MemdirRecord]:
        """Yield each chosen memdir with its scope active; a heading names it when the
        command runs for more than one."""
        records = chosen(slugs)
        for number, record in enumerate(records, start=1):
            if len(records) > 1 or fleet.several():
                self.stdout.write(f"## {record.slug} ({number}/{len(records)}): {record.path}")
            with scoping.use(record):
                yield record

    def handle(self, *args: Any, **options: Any) -> None:  # pragma: no cover - abstract
        raise NotImplementedError
