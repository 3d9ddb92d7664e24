"""Running a check as a user that folder modes apply to: root writes through a 0555 folder.

The suite often runs as root (CI does), where ``chmod`` stops nothing, so a test of "this folder
is not writable" runs its subject in a subprocess as ``nobody`` there, through ``setpriv``.
Like tests/browser.py, the fixture is registered under its short name by being imported.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest


def unprivileged(argv: list[str]) -> list[str]:
    """``argv`` as it is for a normal user, or run as ``nobody`` when the suite runs as root."""
    if os.geteuid() != 0:
        return argv
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.fail("Running as root needs setpriv (util-linux) to test as nobody.", pytrace=False)
    return [setpriv, "--reuid=nobody", "--regid=nogroup", "--clear-groups", *argv]


@pytest.fixture(name="open_tmp")
def open_tmp_fixture() -> Iterator[Path]:
    """A temporary folder ``nobody`` can enter (pytest's own tmp_path is root's alone)."""
    path = Path(tempfile.mkdtemp(prefix="memoryui-unprivileged-"))
    path.chmod(0o755)
    yield path
    for folder, _, _ in os.walk(path):
        os.chmod(folder, 0o755)
    shutil.rmtree(path)
