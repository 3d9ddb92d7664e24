"""Running a check as a user that folder modes apply to: root writes through a 0555 folder.

The suite often runs as root (CI does), where ``chmod`` stops nothing, so a test of "this folder
is not writable" runs its subject in a subprocess without the capabilities that let root write
through any mode (``setpriv`` drops them from the bounding set). It stays root otherwise, so it
can still read the checkout and its .venv wherever they are: a clone under a root-only folder
(``mktemp -d``, ``/root``) is not readable by ``nobody``, and running as ``nobody`` failed there.
Like tests/browser.py, the fixture is registered under its short name by being imported.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

# The capabilities that make root ignore a folder's mode: write, read and search through it,
# and act as the owner of files it does not own.
OVERRIDES = "-dac_override,-dac_read_search,-fowner"


def unprivileged(argv: list[str]) -> list[str]:
    """``argv`` as it is for a normal user; as root, run where folder modes apply to it."""
    if os.geteuid() != 0:
        return argv
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        needs = "Running as root needs setpriv (util-linux) to drop root's overrides."
        pytest.fail(needs, pytrace=False)
    return [setpriv, "--inh-caps=-all", f"--bounding-set={OVERRIDES}", *argv]


@pytest.fixture(name="open_tmp")
def open_tmp_fixture() -> Iterator[Path]:
    """A temporary folder outside pytest's tmp_path, whose modes the tests set one by one."""
    path = Path(tempfile.mkdtemp(prefix="memoryui-unprivileged-"))
    path.chmod(0o755)
    yield path
    for folder, _, _ in os.walk(path):
        os.chmod(folder, 0o755)
    shutil.rmtree(path)
