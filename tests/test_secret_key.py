"""The secret key is made once, atomically: workers starting together all get the same one."""

from __future__ import annotations

import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memoryui.secretkey import MIN_LENGTH, secret_key_at
from tests.unprivileged import open_tmp_fixture, unprivileged  # noqa: F401 - a fixture

REPO = Path(__file__).resolve().parent.parent
# Each process waits for the same instant, then reads or makes the key: a real race.
RACER = (
    "import sys, time\n"
    "from pathlib import Path\n"
    "from memoryui.secretkey import secret_key_at\n"
    "start = float(sys.argv[2])\n"
    "while time.time() < start:\n"
    "    pass\n"
    "print(secret_key_at(Path(sys.argv[1])))\n"
)


def race(path: Path, processes: int = 16) -> list[str]:
    start = time.time() + 1.5
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO)}
    running = [
        subprocess.Popen(
            [sys.executable, "-c", RACER, str(path), str(start)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(processes)
    ]
    keys = []
    for process in running:
        out, err = process.communicate(timeout=60)
        assert process.returncode == 0, err
        keys.append(out.strip())
    return keys


def test_it_gives_sixteen_processes_starting_at_once_the_same_key(tmp_path):
    path = tmp_path / "var" / "secret_key"

    keys = race(path)

    assert len(set(keys)) == 1
    assert len(keys[0]) >= MIN_LENGTH
    assert path.read_text().strip() == keys[0]


def test_it_keeps_the_key_private_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "secret_key"

    race(path, processes=4)

    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir()] == ["secret_key"]


def test_it_reads_an_existing_key_and_never_replaces_it(tmp_path):
    path = tmp_path / "secret_key"
    path.write_text("k" * 30 + "e" * 30 + "\n")
    before = path.stat().st_ino

    assert secret_key_at(path) == "k" * 30 + "e" * 30
    assert set(race(path, processes=4)) == {"k" * 30 + "e" * 30}
    assert path.stat().st_ino == before


@pytest.mark.parametrize("left", ["", "half-a-key"])
def test_it_replaces_a_key_file_left_empty_or_short_and_all_agree_on_the_new_one(tmp_path, left):
    # What a crash of the old create-then-write code could leave, or a full disk.
    path = tmp_path / "secret_key"
    path.write_text(left)

    keys = race(path, processes=8)

    assert len(set(keys)) == 1
    assert len(keys[0]) >= MIN_LENGTH
    assert path.read_text().strip() == keys[0]
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_it_waits_for_a_key_being_written_rather_than_replacing_it(tmp_path):
    # Another process has created the file and is about to write it: its key must win.
    path = tmp_path / "secret_key"
    path.write_text("")
    writer = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; time.sleep(0.3); open(sys.argv[1], 'w').write('w' * 60)",
            str(path),
        ]
    )

    key = secret_key_at(path)

    writer.wait(timeout=10)
    assert key == "w" * 60


def test_start_up_says_what_to_set_when_the_key_folder_is_not_writable(open_tmp):
    var = open_tmp / "var"
    var.mkdir(mode=0o555)
    memdir = open_tmp / "memdir"
    memdir.mkdir()
    env = {
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(REPO),
        "DJANGO_SETTINGS_MODULE": "memoryui.settings",
        "MEMORYUI_VAR_DIR": str(var),
        "MEMORYUI_MEMDIR": str(memdir),
    }

    done = subprocess.run(
        unprivileged([sys.executable, str(REPO / "manage.py"), "check"]),
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )

    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert "MEMORYUI_SECRET_KEY" in last and str(var) in last
