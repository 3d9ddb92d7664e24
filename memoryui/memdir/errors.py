"""The refusals of the write path; ``str()`` of each is the sentence the operator reads."""

from __future__ import annotations

import errno
from typing import ClassVar


class WriteRefused(Exception):
    """A change that cannot be made; nothing was written."""


class PathRefused(WriteRefused, ValueError):
    """A path that could leave the memdir, or pass through a symlink, or name no markdown file."""


class NotWritable(WriteRefused, OSError):
    """The file system refused a write (read-only, no permission, full): said in words.

    Also an ``OSError``, with the cause's errno, for callers that handle disk errors.
    """

    REASONS: ClassVar[dict[int, str]] = {
        errno.EROFS: "it is on a read-only file system",
        errno.EACCES: "memoryui is not allowed to write there (permission denied)",
        errno.EPERM: "memoryui is not allowed to write there (operation not permitted)",
        errno.ENOSPC: "the disk is full",
        errno.EDQUOT: "the disk quota is used up",
    }

    def __init__(self, cause: OSError, where: str) -> None:
        OSError.__init__(self, cause.errno, cause.strerror)
        self.where = where

    def __str__(self) -> str:
        reason = self.REASONS.get(self.errno or 0, self.strerror or "the file system refused")
        return f"memoryui could not write to {self.where}: {reason}."
