"""/health/ says whether edits could be written, not only whether the memdir can be read.

An unwritable memdir is a real folder whose mode denies the user memoryui runs as. The suite
often runs as root, which writes through any mode: there the check runs without root's overrides
(tests/unprivileged.py), never against a mocked filesystem.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from memoryui.health import write_refusal
from tests.unprivileged import open_tmp_fixture, unprivileged  # noqa: F401 - a fixture

REPO = Path(__file__).resolve().parent.parent
UNWRITABLE = "The memdir is not writable (permission denied to the user memoryui runs as)"


def test_it_says_a_writable_memdir_is_writable(client, db, memdir):
    memdir.index("# Index")

    response = client.get("/health/")

    assert response.status_code == 200
    body = response.json()
    assert body["writable"] is True and body["problems"] == []
    # The keys scripts already read are kept.
    assert body["status"] == "ok" and body["memdir"] is True and body["database"] is True


def test_it_reads_the_memdir_without_touching_it(client, db, memdir):
    memdir.index("# Index")
    before = memdir.bytes_and_mtimes()
    folder_mtime = memdir.root.stat().st_mtime_ns

    client.get("/health/")

    # No probe file: making and removing one would change the folder's mtime.
    assert memdir.bytes_and_mtimes() == before
    assert memdir.root.stat().st_mtime_ns == folder_mtime


def test_the_deciding_function_finds_a_writable_folder_writable(tmp_path):
    assert write_refusal(tmp_path) is None


def test_the_deciding_function_says_why_a_folder_denies_writes(open_tmp):
    folder = open_tmp / "memdir"
    folder.mkdir(mode=0o555)
    code = (
        "import sys; from memoryui.health import write_refusal; print(write_refusal(sys.argv[1]))"
    )

    done = subprocess.run(
        unprivileged([sys.executable, "-c", code, str(folder)]),
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )

    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "permission denied to the user memoryui runs as"


def _health_as_unprivileged(
    open_tmp: Path, memdir_mode: int = 0o555, state_mode: int | None = None, **env: str
) -> tuple[int, dict]:
    """GET /health/ in a fresh memoryui process, as a user the folders' modes apply to."""
    memdir = open_tmp / "memdir"
    memdir.mkdir()
    (memdir / "MEMORY.md").write_text("# Index\n")
    if state_mode is not None:
        (memdir / ".memoryui").mkdir()
        (memdir / ".memoryui").chmod(state_mode)
    memdir.chmod(memdir_mode)
    var = open_tmp / "var"
    var.mkdir(mode=0o777)
    var.chmod(0o777)
    code = (
        "from django.test import Client\n"
        "response = Client(HTTP_HOST='localhost').get('/health/')\n"
        "print(response.status_code, response.content.decode())\n"
    )
    done = subprocess.run(
        unprivileged([sys.executable, str(REPO / "manage.py"), "shell", "-c", code]),
        env={
            "PATH": "/usr/bin:/bin",
            "PYTHONPATH": str(REPO),
            "DJANGO_SETTINGS_MODULE": "memoryui.settings",
            "MEMORYUI_MEMDIR": str(memdir),
            "MEMORYUI_VAR_DIR": str(var),
            "MEMORYUI_SECRET_KEY": "a-test-key-" + "x" * 50,
            **env,
        },
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    status, body = done.stdout.strip().splitlines()[-1].split(" ", 1)
    return int(status), json.loads(body)


def test_it_says_in_words_that_an_unwritable_memdir_will_refuse_edits(open_tmp):
    status, body = _health_as_unprivileged(open_tmp)

    # Readable and the database answers: still healthy, with the problem said.
    assert status == 200
    assert body["status"] == "ok" and body["memdir"] is True and body["database"] is True
    assert body["writable"] is False
    assert body["problems"] == [f"{UNWRITABLE}: edits will be refused."]


def test_in_read_only_mode_an_unwritable_memdir_is_expected(open_tmp):
    status, body = _health_as_unprivileged(open_tmp, MEMORYUI_READ_ONLY="True")

    assert status == 200
    assert body["writable"] is False
    assert body["read_only"] is True
    assert body["problems"] == []


def test_it_says_when_only_the_state_folder_refuses_writes(open_tmp):
    status, body = _health_as_unprivileged(open_tmp, memdir_mode=0o777, state_mode=0o555)

    assert status == 200
    assert body["writable"] is False
    assert body["problems"] == [
        "The state folder (journal and previous versions) is not writable (permission denied "
        "to the user memoryui runs as): edits will be refused."
    ]


def test_an_unreadable_memdir_is_503_and_said(client, db, memdir, settings):
    settings.MEMORYUI_MEMDIR = str(memdir.root / "gone")

    response = client.get("/health/")

    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "error" and body["memdir"] is False
    assert body["problems"] == [
        "The memdir cannot be read: set MEMORYUI_MEMDIR to a readable folder."
    ]
