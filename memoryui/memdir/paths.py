"""Confining paths to the memdir: memory text and URLs are untrusted."""

from __future__ import annotations

import posixpath

from .errors import PathRefused

__all__ = ["PathRefused", "check_relative"]


def check_relative(rel: str, *, markdown: bool = True, suffixes: tuple[str, ...] = (".md",)) -> str:
    """Validate a memdir-relative path before the filesystem is touched at all; with
    ``markdown``, it must end in one of the format's ``suffixes`` (only ``.md`` for most)."""
    if not rel or "\x00" in rel or "\\" in rel:
        raise PathRefused(f"{rel!r} is not a usable file name.")
    if rel.startswith("/") or posixpath.normpath(rel) != rel:
        raise PathRefused(f"{rel} must be a plain path inside the memdir, with no '..' or '//'.")
    parts = rel.split("/")
    if ".." in parts or any(part.startswith(".") for part in parts):
        raise PathRefused(f"{rel} climbs out of the memdir or into a hidden folder.")
    if markdown and not rel.endswith(suffixes):
        if suffixes == (".md",):
            raise PathRefused(f"{rel} must end in .md: the agent only reads markdown files.")
        raise PathRefused(f"{rel} must end in one of {', '.join(suffixes)}: the memory's files.")
    return rel
