"""Whether memoryui could write where its edits go, decided without writing anything.

No Django import, so that a test can run the decision as another user in a fresh process.
"""

from __future__ import annotations

import os
from pathlib import Path

from memoryui.memdir.journal import STATE_DIR_NAME


def write_refusal(folder: str | os.PathLike[str]) -> str | None:
    """Why a new file in ``folder`` would be refused, in words; None when it would be written.

    Asks the kernel rather than writing a probe: /health/ is polled, every GET must leave the
    memdir's bytes and mtimes alone, and a probe made and removed changes the folder's mtime.
    A read-only mount refuses even root, so it is asked about first; the access check uses the
    effective ids, which are the ones a write would be judged by.
    """
    try:
        read_only_mount = bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except OSError as exc:
        return (exc.strerror or str(exc)).lower()
    if read_only_mount:
        return "read-only file system"
    effective = os.access in os.supports_effective_ids
    if not os.access(folder, os.W_OK | os.X_OK, effective_ids=effective):
        return "permission denied to the user memoryui runs as"
    return None


def write_refusals(memdir: Path, state_dir: str | None) -> list[tuple[str, str]]:
    """Where an edit would be refused, and why: the memdir, and the state folder of the journal.

    Places are named, not their paths: /health/ answers anyone.
    """
    refusals = []
    if why := write_refusal(memdir):
        refusals.append(("The memdir", why))
    deciding = _nearest_existing(Path(state_dir or memdir / STATE_DIR_NAME))
    # A state folder not made yet will be made in the memdir: that one is said above.
    if deciding != memdir and (why := write_refusal(deciding)):
        refusals.append(("The state folder (journal and previous versions)", why))
    return refusals


def _nearest_existing(path: Path) -> Path:
    """The folder a missing ``path`` would be created in, where its writability is decided."""
    while not path.exists() and path != path.parent:
        path = path.parent
    return path
