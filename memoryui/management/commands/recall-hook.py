"""``python manage.py recall-hook --print``: the ``settings.json`` block that makes Claude Code
run ``memoryui-recall`` on every prompt, for this installation (its interpreter, its database,
the memdir when it is not a Claude Code project folder), and the ``claude mcp add`` line of
``memoryui-mcp``."""

from __future__ import annotations

import json
import os
import shlex
import sys
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from memoryui import fleet

# Claude Code waits this long (seconds) for the hook; it answers in milliseconds, and gives up
# by itself after two seconds (``memoryui.agent.recall.DEADLINE``).
HOOK_TIMEOUT = 5


def script(name: str, module: str) -> list[str]:
    """The console script beside this interpreter, else the interpreter running the module."""
    beside = os.path.join(os.path.dirname(sys.executable), name)
    if os.access(beside, os.X_OK):
        return [beside]
    return [sys.executable, "-m", module]


def database_arguments() -> tuple[list[str], str]:
    """How the agent's side finds this projection, and a note for the operator (or "")."""
    database = settings.DATABASES["default"]
    if database["ENGINE"].endswith("sqlite3"):
        return ["--db", os.path.abspath(str(database["NAME"]))], ""
    url = os.environ.get("DATABASE_URL", "")
    parts = urlsplit(url)
    # The password stays out of settings.json: libpq reads it from ~/.pgpass (or PGPASSFILE).
    netloc = parts.netloc.rsplit("@", 1)
    if len(netloc) == 2:
        user = netloc[0].split(":", 1)[0]
        parts = parts._replace(netloc=f"{user}@{netloc[1]}")
    note = (
        "The database password is left out: put it in ~/.pgpass (host:port:database:user:"
        "password, mode 0600) for the user Claude Code runs as."
    )
    return ["--database-url", urlunsplit(parts)], note


class Command(BaseCommand):
    help = (
        "Print the settings.json hook block that runs memoryui-recall on every prompt of "
        "Claude Code, for this installation."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--print", action="store_true", help="print only the JSON block, ready to paste"
        )
        parser.add_argument(
            "--memdir",
            metavar="SLUG",
            help="always answer from this memdir (by default: the memdir of the session's "
            "project, found from its folder as Claude Code does)",
        )

    def handle(self, *args: Any, memdir: str | None, **options: Any) -> None:
        arguments, note = database_arguments()
        records = fleet.records()
        if memdir is None and len(records) == 1 and records[0].kind not in ("project", "team"):
            # One folder that is no Claude Code project folder: no session's folder names it.
            memdir = records[0].slug
        if memdir:
            arguments += ["--memdir", memdir]
        if settings.MEMORYUI_RECALL_MAX_LAG != settings.DEFAULT_RECALL_MAX_LAG:
            arguments += ["--max-lag", f"{settings.MEMORYUI_RECALL_MAX_LAG:g}"]
        hook = shlex.join(script("memoryui-recall", "memoryui.agent.recall") + arguments)
        block = {
            "hooks": {
                "UserPromptSubmit": [
                    {"hooks": [{"type": "command", "command": hook, "timeout": HOOK_TIMEOUT}]}
                ]
            }
        }
        text = json.dumps(block, indent=2)
        if options["print"]:
            self.stdout.write(text)
            if note:
                self.stderr.write(note)
            return
        mcp = script("memoryui-mcp", "memoryui.agent.mcp_server") + arguments
        self.stdout.write("Add this to ~/.claude/settings.json (or a project's settings):\n")
        self.stdout.write(text)
        self.stdout.write("\nAnd, for the agent's own tools over MCP:\n")
        self.stdout.write(shlex.join(["claude", "mcp", "add", "memoryui", "--", *mcp]))
        if note:
            self.stdout.write("\n" + note)
