"""Reading whole and writing atomically, never through a link: the primitives every file
operation of memoryui shares.

Each exists because of a way memory tools lose or leak data:
- a capped read written back truncates a file, so reads are whole;
- a path checked first and opened later can meet a symlink planted in between, so folders are
  opened one by one relative to an already-confined descriptor, each with ``O_NOFOLLOW``
  (``openat2`` with ``RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS`` where the kernel has it);
- a FIFO named ``*.md`` blocks ``open()`` forever, so every open is non-blocking and anything
  that is not a regular file is refused before a byte is read;
- a half-written file under a name the agent reads is worse than none, so writes go to a
  temporary name in the same folder, are flushed, and replace the target in one rename.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import errno
import os
import secrets
import stat as stat_module
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from types import SimpleNamespace

O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
# Every open of a memory file: no link followed, no FIFO waited on, no descriptor leaked.
READ_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | O_CLOEXEC
TMP_SUFFIX = ".memoryui-tmp"


class NotConfined(OSError):
    """A path that passes through a link or a non-folder, or climbs out of its root."""


class NotARegularFile(OSError):
    """A FIFO, a device or a folder where a memory file was expected."""


# --- openat2: confine a whole path in one system call -------------------------------------

_RESOLVE_NO_MAGICLINKS, _RESOLVE_NO_SYMLINKS, _RESOLVE_BENEATH = 0x02, 0x04, 0x08
# The same number on every Linux architecture (the syscall table was unified after 5.1).
_SYS_OPENAT2 = 437


class _OpenHow(ctypes.Structure):
    _fields_ = [("flags", ctypes.c_uint64), ("mode", ctypes.c_uint64), ("resolve", ctypes.c_uint64)]


_libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
_syscall = getattr(_libc, "syscall", None)
# Whether this kernel has openat2: unknown until the first call answers.
_kernel = SimpleNamespace(openat2=None if _syscall is not None else False)


def _openat2(dir_fd: int, rel: str, flags: int, mode: int) -> int | None:
    """The descriptor, or None where the kernel has no openat2 (then walk component by
    component)."""
    if _kernel.openat2 is False:
        return None
    how = _OpenHow(flags, mode, _RESOLVE_BENEATH | _RESOLVE_NO_SYMLINKS | _RESOLVE_NO_MAGICLINKS)
    for _ in range(3):
        fd = _syscall(
            ctypes.c_long(_SYS_OPENAT2),
            ctypes.c_int(dir_fd),
            ctypes.c_char_p(os.fsencode(rel)),
            ctypes.byref(how),
            ctypes.c_size_t(ctypes.sizeof(how)),
        )
        if fd >= 0:
            _kernel.openat2 = True
            return fd
        err = ctypes.get_errno()
        # A rename racing the lookup makes the kernel answer EAGAIN: look again.
        if err != errno.EAGAIN:
            break
    if err in (errno.ENOSYS, errno.EPERM) and _kernel.openat2 is None:
        # Not in this kernel, or refused by a seccomp filter: fall back for good.
        _kernel.openat2 = False
        return None
    if err in (errno.ELOOP, errno.EXDEV):
        raise NotConfined(err, f"{rel} passes through a symbolic link or leaves its folder")
    raise OSError(err, os.strerror(err), rel)


def open_root(root: str | os.PathLike[str]) -> int:
    """A descriptor of the memdir root itself; the root is never created here."""
    return os.open(root, os.O_RDONLY | os.O_DIRECTORY | O_CLOEXEC)


def _parts(rel: str) -> list[str]:
    parts = rel.split("/")
    if not rel or rel.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise NotConfined(errno.EINVAL, f"{rel!r} is not a plain relative path")
    return parts


def open_dir(root_fd: int, rel_dir: str, *, create: bool = False) -> int:
    """The folder ``rel_dir`` under ``root_fd`` ("" is the root), each component opened with
    ``O_NOFOLLOW`` relative to the one before; with ``create``, missing folders are made the
    same way. A symlink anywhere on the way is refused, so nothing lands outside the root.
    """
    if not rel_dir:
        return os.dup(root_fd)
    parts = _parts(rel_dir)
    if not create:
        try:
            fd = _openat2(root_fd, rel_dir, DIR_FLAGS, 0)
        except NotADirectoryError:
            raise NotConfined(errno.ENOTDIR, f"{rel_dir} passes through a non-folder") from None
        if fd is not None:
            return fd
    current = os.dup(root_fd)
    try:
        for part in parts:
            if create:
                with suppress(FileExistsError):
                    os.mkdir(part, 0o777, dir_fd=current)
            try:
                following = os.open(part, DIR_FLAGS, dir_fd=current)
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.ENOTDIR):
                    message = f"{rel_dir} passes through {part}, not a folder"
                    raise NotConfined(exc.errno, message) from None
                raise
            os.close(current)
            current = following
        return current
    except BaseException:
        os.close(current)
        raise


def open_file(root_fd: int, rel: str, flags: int = READ_FLAGS, mode: int = 0) -> int:
    """A file under ``root_fd`` opened without following any link on the way."""
    _parts(rel)
    fd = _openat2(root_fd, rel, flags, mode)
    if fd is not None:
        return fd
    folder, _, name = rel.rpartition("/")
    dir_fd = open_dir(root_fd, folder)
    try:
        return open_in(dir_fd, name, flags, mode)
    finally:
        os.close(dir_fd)


def open_in(dir_fd: int, name: str, flags: int = READ_FLAGS, mode: int = 0) -> int:
    try:
        return os.open(name, flags, mode, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise NotConfined(exc.errno, f"{name} is a symbolic link") from None
        raise


def require_regular(fd: int, name: str) -> os.stat_result:
    st = os.fstat(fd)
    if not stat_module.S_ISREG(st.st_mode):
        raise NotARegularFile(errno.EINVAL, f"{name} is not a regular file")
    return st


def read_fd(fd: int) -> bytes:
    """The whole file through ``fd``, from its start, however long it grew meanwhile."""
    chunks, offset = [], 0
    while chunk := os.pread(fd, 1 << 20, offset):
        chunks.append(chunk)
        offset += len(chunk)
    return b"".join(chunks)


def read_whole(root: str | os.PathLike[str] | int, rel: str) -> tuple[bytes, os.stat_result]:
    """The whole file and the stat of the very descriptor read (so bytes and version match).

    ``root`` is a folder path or an open descriptor of it.
    """
    root_fd = root if isinstance(root, int) else open_root(root)
    try:
        fd = open_file(root_fd, rel)
    finally:
        if not isinstance(root, int):
            os.close(root_fd)
    try:
        st = require_regular(fd, rel)
        return read_fd(fd), st
    finally:
        os.close(fd)


def fsync_dir(dir_fd: int) -> None:
    os.fsync(dir_fd)


def temp_name(name: str) -> str:
    return f".{name}.{secrets.token_hex(4)}{TMP_SUFFIX}"


Times = tuple[int, int]


def write_temp(dir_fd: int, name: str, data: bytes, mode: int, times: Times | None = None) -> str:
    """``data`` under a fresh temporary name beside ``name``, flushed to disk; returns the name.

    The temporary name starts with a dot (the agent's recall never reads it) and is removed
    again if anything fails before it is complete. ``times`` (atime, mtime in ns) are set on
    it, so the file that replaces the target keeps the target's time.
    """
    tmp = temp_name(name)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | O_CLOEXEC
    fd = os.open(tmp, flags, mode, dir_fd=dir_fd)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fchmod(fd, mode)
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        with suppress(OSError):
            os.unlink(tmp, dir_fd=dir_fd)
        raise
    os.close(fd)
    if times is not None:
        os.utime(tmp, ns=times, dir_fd=dir_fd, follow_symlinks=False)
    return tmp


def replace_in(dir_fd: int, name: str, data: bytes, mode: int, times: Times | None = None) -> None:
    """Put ``data`` at ``name`` atomically and durably: readers see the old file or the new,
    never a part."""
    tmp = write_temp(dir_fd, name, data, mode, times)
    try:
        os.replace(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp, dir_fd=dir_fd)
        raise
    fsync_dir(dir_fd)


@contextmanager
def folder(path: str | os.PathLike[str], *, create: bool = False) -> Iterator[int]:
    """A descriptor of a folder of memoryui's own (``.memoryui/`` and below).

    With ``create`` the last component may be made, never its parents: a missing memdir is
    never brought back to life by a write (an unmounted volume would hide the writes).
    """
    if create:
        with suppress(FileExistsError):
            os.mkdir(path, 0o777)
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | O_CLOEXEC)
    try:
        yield fd
    finally:
        os.close(fd)


def write_new_file(path: str | os.PathLike[str], data: bytes, mode: int = 0o644) -> None:
    """A state file that appears whole or not at all (temp, fsync, rename, fsync folder).

    Its folder must already exist, or be one level below an existing one.
    """
    directory, name = os.path.split(os.fspath(path))
    with folder(directory, create=True) as dir_fd:
        replace_in(dir_fd, name, data, mode)


# --- renameat2: swap two names atomically --------------------------------------------------

_renameat2 = getattr(_libc, "renameat2", None)
if _renameat2 is not None:
    _renameat2.argtypes = [
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_uint,
    ]
RENAME_EXCHANGE = 2


def exchange(dir_fd: int, a: str, b: str) -> bool:
    """Swap two names in one folder atomically (Linux renameat2); False where it cannot.

    A plain rename would silently drop a file an outside writer renamed in just before it;
    an exchange hands back whatever it replaced, so that can be checked.
    """
    if _renameat2 is None:
        return False
    if _renameat2(dir_fd, os.fsencode(a), dir_fd, os.fsencode(b), RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err))
