"""A memdir memoryui may not write to (a read-only mount, another user's folder): its changes
are still listed with their diffs, because every version lives in memoryui's own data folder.

Folder modes stop nobody as root, so memoryui runs here as a user they apply to, in its own
process, while the test (root) stands for the agent that owns the memdir.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from .conftest import MemdirBuilder
from .unprivileged import open_tmp_fixture, unprivileged  # noqa: F401 - a fixture

REPO = Path(__file__).resolve().parent.parent
OLD = 1_700_000_000
LOOK = """
import json
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import Client
call_command("migrate", verbosity=0)
call_command("sync", verbosity=0)
user = User.objects.filter(username="op").first()
user = user or User.objects.create_superuser("op", password="x")
client = Client(HTTP_HOST="localhost")
client.force_login(user)
changes = client.get("/changes/?format=json").json()["changes"]
diffs = [client.get(f"/changes/{c['id']}/?format=json").json()["diff"] for c in changes]
print(json.dumps({"changes": changes, "diffs": diffs}))
"""


def look_as_nobody(memdir: Path, var: Path) -> dict:
    done = subprocess.run(
        unprivileged([sys.executable, str(REPO / "manage.py"), "shell", "-c", LOOK]),
        env={
            "PATH": "/usr/bin:/bin",
            "PYTHONPATH": str(REPO),
            "DJANGO_SETTINGS_MODULE": "memoryui.settings",
            "MEMORYUI_MEMDIR": str(memdir),
            "MEMORYUI_VAR_DIR": str(var),
            "MEMORYUI_READ_ONLY": "True",
            "MEMORYUI_RECONCILE_MODE": "inline",
            "MEMORYUI_SECRET_KEY": "a-test-key-" + "x" * 50,
        },
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def freeze(root: Path) -> None:
    """Nobody but its owner may write anywhere in the memdir."""
    for folder, _, files in os.walk(root):
        for name in files:
            os.chmod(os.path.join(folder, name), 0o444)
        os.chmod(folder, 0o555)


def test_a_read_only_memdir_has_its_changes_listed_with_versions_kept_outside(open_tmp):
    memdir = MemdirBuilder(open_tmp / "memdir")
    memdir.topic("deploys.md", description="How we deploy", body="On Tuesdays.\n", mtime=OLD)
    memdir.index("# Memory", "- [Deploys](deploys.md) — how we deploy")
    var = open_tmp / "var"
    var.mkdir()
    var.chmod(0o777)
    freeze(memdir.root)
    assert look_as_nobody(memdir.root, var)["changes"] == []

    # The agent (the owner) writes; memoryui, which may not, looks again.
    (memdir.root / "deploys.md").chmod(0o644)
    memdir.topic("deploys.md", description="How we deploy", body="On Thursdays.\n")
    freeze(memdir.root)
    before = memdir.bytes_and_mtimes()
    seen = look_as_nobody(memdir.root, var)

    [change] = seen["changes"]
    assert (change["path"], change["kind"], change["by"]) == ("deploys.md", "changed", "outside")
    assert "On [-Tuesdays-]{+Thursdays+}." in seen["diffs"][0]["text"]
    # Nothing was written in the memdir: no .memoryui/, not a byte, not an mtime.
    assert memdir.bytes_and_mtimes() == before
    assert not (memdir.root / ".memoryui").exists()
    assert list((var / "versions").glob("*.sqlite3"))
