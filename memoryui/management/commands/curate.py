from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError, CommandParser

from memoryui import battery, curation, projection
from memoryui.management.memdirs import MemdirCommand, chosen
from memoryui.memdir.safewrite import WriteRefused


class Command(MemdirCommand):
    help = "Find duplicates and contradiction candidates (deterministic) for the review queue."

    def add_arguments(self, parser: CommandParser) -> None:
        super().add_arguments(parser)
        parser.add_argument(
            "--import",
            dest="import_file",
            metavar="FILE",
            help="also take proposals from an offline model run (JSON Lines), under the same "
            "guardrails; never applied without an operator",
        )
        parser.add_argument(
            "--export",
            dest="export_file",
            metavar="FILE",
            help="write the pairs this pass could not settle, as questions for a model you run "
            "yourself (JSON Lines: both texts, the question, the instructions, the answer format)",
        )

    def handle(
        self,
        *args: Any,
        import_file: str | None,
        export_file: str | None,
        memdir: list[str],
        **options: Any,
    ) -> None:
        if (import_file or export_file) and len(chosen(memdir)) > 1:
            # A file of questions or answers is about one memdir's memories.
            raise CommandError("--import and --export need one --memdir SLUG.")
        for _record in self.each(memdir):
            self.curate_one(import_file, export_file)

    def curate_one(self, import_file: str | None, export_file: str | None) -> None:
        projection.reconcile()
        try:
            report = curation.curate(import_file, export_file)
        except (WriteRefused, OSError) as exc:
            raise CommandError(str(exc)) from None
        for candidate in report.candidates[:50]:
            paths = " ↔ ".join(candidate.paths)
            self.stdout.write(f"{candidate.kind} ({candidate.confidence:.2f}): {paths}")
        for refusal in report.refused:
            self.stdout.write(f"refused: {refusal}")
        self.stdout.write(report.summary())
        # Questions for the retrieval battery, from the descriptions and aliases: proposed on
        # /battery/, never added without an editor.
        proposed = battery.propose()
        projection.reconcile(only=[])
        self.stdout.write(f"proposed {len(proposed)} battery questions (see /battery/)")
