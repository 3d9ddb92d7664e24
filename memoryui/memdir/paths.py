"""Confining paths to the memdir: memory text and URLs are untrusted."""

from __future__ import annotations

import os
import posixpath
import stat as stat_module
from pathlib import Path

from .errors import PathRefused

__all__ = ["PathRefused", "check_relative", "confine"]


def check_relative(rel: str, *, markdown: bool = True) -> str:
    """Validate a memdir-relative path before the filesystem is touched at all."""
    if not rel or "\x00" in rel or "\\" in rel:
        raise PathRefused(f"{rel!r} is not a usable file name.")
    if rel.startswith("/") or posixpath.normpath(rel) != rel:
        raise PathRefused(f"{rel} must be a plain path inside the memdir, with no '..' or '//'.")
    parts = rel.split("/")
    if ".." in parts or any(part.startswith(".") for part in parts):
        raise PathRefused(f"{rel} climbs out of the memdir or into a hidden folder.")
    if markdown and not rel.endswith(".md"):
        raise PathRefused(f"{rel} must end in .md: the agent only reads markdown files.")
    return rel


def confine(root: str | os.PathLike[str], rel: str, *, markdown: bool = True) -> Path:
    """The absolute path of ``rel``, refused if any folder on the way is a symlink.

    Resolving alone is not enough: a symlinked folder inside the memdir that points back inside
    would pass a prefix check and still let a write land somewhere the operator did not see.
    """
    check_relative(rel, markdown=markdown)
    base = Path(os.path.realpath(root))
    current = base
    for part in rel.split("/")[:-1]:
        current = current / part
        try:
            mode = os.lstat(current).st_mode
        except FileNotFoundError:
            break
        if stat_module.S_ISLNK(mode) or not stat_module.S_ISDIR(mode):
            raise PathRefused(f"{rel} passes through {current.relative_to(base)}, not a folder.")
    target = base / rel
    try:
        if stat_module.S_ISLNK(os.lstat(target).st_mode):
            raise PathRefused(f"{rel} is a symbolic link; memoryui never writes through links.")
    except FileNotFoundError:
        pass
    if os.path.commonpath([base, os.path.realpath(target.parent)]) != str(base):
        raise PathRefused(f"{rel} resolves outside the memdir.")
    return target
