"""The bundled demo memdir, served from a writable copy so editing it never dirties the checkout."""

from __future__ import annotations

import calendar
import os
import shutil
from pathlib import Path

from memoryui.memdir.files import parse_topic, read_whole, walk


def ensure_demo_copy(source: Path, target: Path) -> bool:
    """Copy the demo once; file times follow each note's ``updated:`` so recency is realistic.

    A git checkout gives every file the same mtime, which would make the recall window (the
    newest files by mtime) arbitrary. Returns whether a copy was made.
    """
    if target.exists():
        return False
    staging = target.with_name(target.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    shutil.copytree(source, staging, symlinks=True)
    for stat in walk(str(staging)):
        if stat.is_symlink:
            continue
        topic = parse_topic(stat, read_whole(str(staging), stat.path)[0])
        if topic.updated is not None:
            moment = calendar.timegm(topic.updated.timetuple()) + 12 * 3600
            os.utime(staging / stat.path, (moment, moment))
    # Renamed into place last, so an interrupted copy is never mistaken for a complete one.
    os.replace(staging, target)
    return True
