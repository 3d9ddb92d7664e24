"""The refusals of the write path; ``str()`` of each is the sentence the operator reads."""

from __future__ import annotations


class WriteRefused(Exception):
    """A change that cannot be made; nothing was written."""


class PathRefused(WriteRefused, ValueError):
    """A path that could leave the memdir, or pass through a symlink, or name no markdown file."""
