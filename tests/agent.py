"""Running the agent's side as the agent does: the console scripts declared in pyproject.toml,
as subprocesses, against the test database (a real SQLite file, or the PostgreSQL one)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import tomllib
from pathlib import Path
from urllib.parse import quote

from django.db import connection

REPO = Path(__file__).resolve().parent.parent


def entry_point(name: str) -> str:
    """``module:function`` of a console script, as pyproject.toml declares it."""
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["scripts"]
    return scripts[name]


def console_script(name: str, folder: Path) -> str:
    """The installed console script (``pip install -e .`` puts it beside the interpreter);
    where the virtualenv predates it, the same wrapper pip writes, made from pyproject.toml's
    entry point, so the test runs what an installation runs."""
    installed = Path(sys.executable).parent / name
    if installed.exists():
        return str(installed)
    module, function = entry_point(name).split(":")
    script = folder / name
    script.write_text(
        f"#!{sys.executable}\n"
        "import re\nimport sys\n"
        f"from {module} import {function}\n"
        "if __name__ == '__main__':\n"
        "    sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])\n"
        f"    sys.exit({function}())\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return str(script)


def database_arguments() -> list[str]:
    """How the agent's side finds this test database."""
    settings = connection.settings_dict
    if connection.vendor == "sqlite":
        return ["--db", str(settings["NAME"])]
    user = quote(settings["USER"] or "", safe="")
    password = quote(settings["PASSWORD"] or "", safe="")
    host = settings["HOST"] or "127.0.0.1"
    port = settings["PORT"] or "5432"
    return ["--database-url", f"postgresql://{user}:{password}@{host}:{port}/{settings['NAME']}"]


def environment(**extra: str) -> dict[str, str]:
    """A plain environment: the repository importable, none of the dashboard's settings (the
    hook must find everything from its arguments)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORYUI_", "DJANGO"))}
    env.pop("DATABASE_URL", None)
    env["PYTHONPATH"] = str(REPO)
    env.update(extra)
    return env


def empty_search_index() -> None:
    """A transactional test's flush empties the model tables, not SQLite's FTS5 table beside
    them: rows left by an earlier test would rank as memories that are gone."""
    from memoryui import search

    search.clear()


def hook_input(prompt: object, cwd: str = "/", **extra: object) -> bytes:
    data = {
        "session_id": "0b7c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e",
        "transcript_path": "/tmp/transcript.jsonl",
        "cwd": cwd,
        "hook_event_name": "UserPromptSubmit",
        "prompt": prompt,
        **extra,
    }
    return json.dumps(data).encode()


def run(
    script: str, args: list[str], stdin: bytes, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [script, *args],
        input=stdin,
        capture_output=True,
        env=env or environment(),
        cwd="/",
        timeout=30,
        check=False,
    )


def context_of(done: subprocess.CompletedProcess[bytes]) -> str:
    """The additional context the hook gave Claude Code ("" when it printed nothing)."""
    assert done.returncode == 0, done.stderr.decode()
    if not done.stdout:
        return ""
    output = json.loads(done.stdout)["hookSpecificOutput"]
    assert output["hookEventName"] == "UserPromptSubmit"
    return output["additionalContext"]
