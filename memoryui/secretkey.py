"""The secret key kept in a file: made once, atomically, by whichever process starts first.

No Django import: settings.py calls this before Django is set up, and the tests race many
fresh interpreters on it.
"""

from __future__ import annotations

import fcntl
import os
import secrets
import tempfile
import time
from pathlib import Path

# Django's own floor for a key (its check security.W009): anything shorter is not a whole key.
MIN_LENGTH = 50
# How long a key file that exists but is empty or short is waited on before it is replaced.
PATIENCE = 1.0


def secret_key_at(path: Path, patience: float = PATIENCE) -> str:
    """The key in ``path``, made there first if there is none.

    Prevents what create-then-write did when several workers start at once: one crashing on
    the file another had just created, or reading the empty file before it was written.
    """
    deadline = time.monotonic() + patience
    while True:
        key = _read(path)
        if key:
            return key
        if key is None:
            path.parent.mkdir(parents=True, exist_ok=True)
            _publish(path)
        elif time.monotonic() >= deadline:
            # The file exists but holds no whole key. Keys this module publishes are never
            # seen incomplete, so it is another writer's: an older memoryui between its create
            # and its write (hence the wait), or what a crash or a full disk left behind. Past
            # the wait it is replaced, once, under a lock, so every process reads one key.
            _replace_if_incomplete(path)
        else:
            time.sleep(0.02)


def _read(path: Path) -> str | None:
    """The whole key; ``""`` for a file too short to be one; None when there is no file."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace").strip()
    except FileNotFoundError:
        return None
    return text if len(text) >= MIN_LENGTH else ""


def _written(folder: Path, name: str) -> str:
    """A new key in a temporary file of ``folder`` (mode 0600), flushed to disk."""
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(secrets.token_urlsafe(MIN_LENGTH) + "\n")
        handle.flush()
        os.fsync(handle.fileno())
    return tmp


def _publish(path: Path) -> None:
    """Puts a complete key at ``path`` unless a file is there already.

    A hard link makes the whole, synced file appear under its name in one step and fails if
    the name exists: the first process wins, every other reads the winner's key.
    """
    tmp = _written(path.parent, path.name)
    try:
        os.link(tmp, path)
    except FileExistsError:
        return
    except OSError:
        # A filesystem without hard links: the same outcome through the lock.
        _replace_if_incomplete(path)
        return
    finally:
        os.unlink(tmp)
    _sync_folder(path.parent)


def _replace_if_incomplete(path: Path) -> None:
    """Replaces a missing, empty or short key file atomically, checking again under a lock.

    The lock is on the folder itself, so that no lock file is left beside the key; without
    the check under it, two processes could each replace the file and keep different keys.
    """
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        fcntl.flock(folder, fcntl.LOCK_EX)
        if _read(path):
            return
        tmp = _written(path.parent, path.name)
        try:
            os.replace(tmp, path)
        except OSError:
            os.unlink(tmp)
            raise
        os.fsync(folder)
    finally:
        os.close(folder)


def _sync_folder(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
