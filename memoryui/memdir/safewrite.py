"""The one write path every change goes through (DESIGN §3).

It exists because every known memory tool has lost data at exactly these points: a capped read
written back truncated a file, an editor overwrote the agent's fresh lines, a cleanup
hard-deleted files. Here a write is refused unless the file is still the version the operator
started from, lands atomically, keeps what it was not asked to change, and is journaled with
the previous bytes before it is reported as done.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import datetime as dt
import errno
import fcntl
import json
import os
import secrets
import stat as stat_module
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from .errors import WriteRefused
from .files import INDEX_NAME
from .journal import (
    STATE_DIR_NAME,
    Event,
    FileChange,
    StateDir,
    fsync_dir,
    new_event_id,
    sha256,
    write_new_file,
)
from .paths import confine

MAX_FILE_BYTES = 1_000_000


class Conflict(WriteRefused):
    """The file is not the version the operator started from; nothing was written."""

    def __init__(self, path: str, disk: bytes | None, message: str = "") -> None:
        self.path = path
        self.disk = disk
        super().__init__(
            message
            or (
                f"{path} changed on disk since you opened it (perhaps the agent wrote to it)."
                if disk is not None
                else f"{path} is no longer on disk."
            )
        )


@dataclass
class Change:
    """One file's change: from the version with ``before_sha256`` to ``after``.

    ``before_sha256`` None means the file must not exist yet (create); ``after`` None means the
    file leaves the memdir for the archive (never a hard delete).
    """

    path: str
    before_sha256: str | None
    after: bytes | None
    touch: bool = False  # "mark as current": the mtime becomes now instead of being kept
    mtime_ns: int | None = None  # a moved file keeps the mtime it had under its old name
    mode: int | None = None  # a file brought back from the archive keeps its mode


# Test hook for fault injection: called with a step name between the steps of a write, so a
# test can stop the write path exactly there (as a killed process would) without sleeps.
FaultHook = Callable[[str], None]
_fault_hook: FaultHook | None = None


def set_fault_hook(hook: FaultHook | None) -> None:
    global _fault_hook
    _fault_hook = hook


def _step(name: str) -> None:
    if _fault_hook is not None:
        _fault_hook(name)


@dataclass
class _Open:
    """A target held open through one descriptor from the hash check to the replace."""

    target: Path
    fd: int | None
    data: bytes | None
    st: os.stat_result | None

    def version(self) -> tuple[int, int, int, int] | None:
        return None if self.st is None else _version(self.st)


def _version(st: os.stat_result) -> tuple[int, int, int, int]:
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def _open_target(target: Path) -> _Open:
    try:
        fd = os.open(target, os.O_RDONLY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return _Open(target, None, None, None)
    st = os.fstat(fd)
    if not stat_module.S_ISREG(st.st_mode):
        os.close(fd)
        raise WriteRefused(f"{target.name} is not a regular file.")
    return _Open(target, fd, _read_fd(fd), st)


def _read_fd(fd: int) -> bytes:
    """The whole file through ``fd``, from its start, however long it grew."""
    chunks, offset = [], 0
    while chunk := os.pread(fd, 1 << 20, offset):
        chunks.append(chunk)
        offset += len(chunk)
    return b"".join(chunks)


class Memdir:
    """A memdir and its state folder; the only object that writes to either."""

    def __init__(self, root: str | os.PathLike[str], state_dir: str | None = None) -> None:
        self.root = Path(os.path.realpath(root))
        self.state = StateDir(state_dir or self.root / STATE_DIR_NAME)

    @contextmanager
    def lock(self) -> Iterator[None]:
        """Serializes memoryui's own writers, across threads and worker processes."""
        self.state.path.mkdir(parents=True, exist_ok=True)
        with open(self.state.path / "lock", "a+b") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    def read(self, rel: str) -> bytes:
        """The whole current bytes of a memdir file (through the same confinement as writes)."""
        opened = _open_target(confine(self.root, rel))
        if opened.fd is None:
            raise Conflict(rel, None)
        os.close(opened.fd)
        assert opened.data is not None
        return opened.data

    def read_index(self) -> tuple[bytes, str | None]:
        """MEMORY.md's bytes and hash, or empty with no hash when there is none yet.

        A MEMORY.md that is a symlink or not UTF-8 is refused with a sentence: index edits
        work line by line on its text.
        """
        try:
            raw = self.read(INDEX_NAME)
        except Conflict:
            return b"", None
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError:
            raise WriteRefused(
                "MEMORY.md is not valid UTF-8; repair it in an editor that shows the bytes."
            ) from None
        return raw, sha256(raw)

    def index_change(self, transform: Callable[[bytes], bytes]) -> list[Change]:
        """The change to MEMORY.md that ``transform`` makes, or none (no index, or no line to
        change): pointers follow a file that is archived, moved or superseded."""
        raw, digest = self.read_index()
        new = transform(raw)
        return [Change(INDEX_NAME, digest, new)] if digest is not None and new != raw else []

    def stat(self, rel: str) -> os.stat_result:
        return os.lstat(confine(self.root, rel))

    def apply(
        self, changes: list[Change], actor: str, action: str, detail: dict | None = None
    ) -> Event:
        """Make ``changes`` as one journaled event, or raise and leave the disk as it was."""
        for change in changes:
            if change.after is not None and len(change.after) > MAX_FILE_BYTES:
                raise WriteRefused(
                    f"{change.path} would be {len(change.after):,} bytes; memoryui refuses "
                    f"files over {MAX_FILE_BYTES:,} bytes: move detail into several topic files."
                )
            if change.after is not None and b"\x00" in change.after:
                raise WriteRefused(f"{change.path} would contain a NUL byte; that is not text.")
        targets = [confine(self.root, c.path) for c in changes]
        self.recover()
        with self.lock():
            opened = [_open_target(t) for t in targets]
            try:
                for change, held in zip(changes, opened, strict=True):
                    current = None if held.data is None else sha256(held.data)
                    if current != change.before_sha256:
                        if change.before_sha256 is None:
                            raise Conflict(change.path, held.data, f"{change.path} already exists.")
                        raise Conflict(change.path, held.data)
                event = Event(
                    new_event_id(),
                    dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
                    actor,
                    action,
                    [
                        FileChange(
                            c.path, c.before_sha256, None if c.after is None else sha256(c.after)
                        )
                        for c in changes
                    ],
                    detail or {},
                )
                # Every version is stored before any file is touched: a crash from here on
                # can be completed or rolled back from these copies alone.
                for held in opened:
                    if held.data is not None:
                        self.state.store(held.data)
                for change in changes:
                    if change.after is not None:
                        self.state.store(change.after)
                pending = self.state.path / "pending" / f"{event.id}.json"
                pending.parent.mkdir(parents=True, exist_ok=True)
                write_new_file(pending, json.dumps(event.as_json()).encode())
                _step("stored")
                done: list[tuple[Change, _Open]] = []
                try:
                    for change, held in zip(changes, opened, strict=True):
                        self._replace(change, held, event.id)
                        done.append((change, held))
                        _step(f"replaced:{change.path}")
                except Exception:
                    # A conflict, a full disk, a denied permission: put back what this event
                    # already replaced. (A kill runs no handler; its marker is for recover().)
                    self._roll_back(done, event.id)
                    pending.unlink(missing_ok=True)
                    raise
                self.state.append(event)
                _step("journaled")
                pending.unlink(missing_ok=True)
                return event
            finally:
                for held in opened:
                    if held.fd is not None:
                        os.close(held.fd)

    def _replace(self, change: Change, held: _Open, event_id: str) -> None:
        """Atomic replace, checked against an outside writer (the agent takes no lock)."""
        target = held.target
        if change.after is None:
            self._archive(change.path, held, event_id)
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.memoryui-tmp")
        mode = change.mode or (stat_module.S_IMODE(held.st.st_mode) if held.st else 0o644)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
        try:
            os.write(fd, change.after)
            os.fsync(fd)
            os.fchmod(fd, mode)
        finally:
            os.close(fd)
        if change.mtime_ns is not None:
            os.utime(tmp, ns=(change.mtime_ns, change.mtime_ns))
        elif held.st is not None and not change.touch:
            os.utime(tmp, ns=(held.st.st_atime_ns, held.st.st_mtime_ns))
        _step(f"written:{change.path}")
        if held.fd is None:
            # A new file: a link never replaces one that appeared meanwhile.
            try:
                os.link(tmp, target)
            except FileExistsError:
                raise Conflict(
                    change.path, self._current(target), f"{change.path} already exists."
                ) from None
            finally:
                os.unlink(tmp)
            fsync_dir(target.parent)
            return
        # Right before the replace: the file must still be the inode and version we hashed.
        if not self._unchanged(held):
            os.unlink(tmp)
            raise Conflict(change.path, self._current(target))
        _step(f"checked:{change.path}")
        if _exchange(tmp, target):
            self._check_swapped(change, held, tmp)
            return
        os.replace(tmp, target)
        fsync_dir(target.parent)
        # After it: an append the agent made to the old inode in between would now be lost.
        # (Size and mtime only: the replace itself moves the old inode's ctime.)
        if held.fd is not None and _version(os.fstat(held.fd))[1:3] != held.version()[1:3]:
            theirs = _read_fd(held.fd)
            self._put_back(target, theirs, change.after, held)
            raise Conflict(change.path, theirs)

    def _check_swapped(self, change: Change, held: _Open, swapped_out: Path) -> None:
        """After an atomic exchange, ``swapped_out`` names what stood at the target: it must be
        the very inode and version we hashed. An agent that renamed a new file in, or appended,
        in the instant before gets its file swapped back and the operator a conflict."""
        target = held.target
        st = os.lstat(swapped_out)
        same = st.st_ino == held.st.st_ino and _unwritten(held)
        if same:
            # A writer that opened the file just before the swap may write a moment after
            # it, into the inode now swapped out: give it that moment, then look again.
            time.sleep(SWAP_GRACE)
            same = _unwritten(held)
        if same:
            # The old version is in the store already: this name is only its last link.
            os.unlink(swapped_out)
            fsync_dir(target.parent)
            return
        _exchange(swapped_out, target)
        ours_now = _open_target_data(swapped_out)
        if ours_now.startswith(change.after):
            # Lines the agent appended to our version while it stood there are its own:
            # they follow it back into the file it is writing to.
            suffix = ours_now[len(change.after) :]
            if suffix:
                fd = os.open(target, os.O_WRONLY | os.O_APPEND | os.O_NOFOLLOW)
                try:
                    os.write(fd, suffix)
                    os.fsync(fd)
                finally:
                    os.close(fd)
            os.unlink(swapped_out)
        else:
            # Someone rewrote our new file in between: keep it aside, never lose a byte.
            keep = self.state.path / "archive" / f"{target.name}.{secrets.token_hex(4)}.kept"
            keep.parent.mkdir(parents=True, exist_ok=True)
            os.rename(swapped_out, keep)
        fsync_dir(target.parent)
        raise Conflict(change.path, self._current(target))

    def _unchanged(self, held: _Open) -> bool:
        try:
            now = _version(os.lstat(held.target))
        except FileNotFoundError:
            return held.fd is None
        if held.fd is None:
            return False
        return now == held.version() and _version(os.fstat(held.fd)) == held.version()

    def _current(self, target: Path) -> bytes | None:
        try:
            return _open_target_data(target)
        except OSError:
            return None

    def _put_back(self, target: Path, theirs: bytes, ours: bytes, held: _Open) -> None:
        """Restore the outside writer's version, keeping anything appended to ours since."""
        now = self._current(target) or b""
        suffix = now[len(ours) :] if now.startswith(ours) else b""
        _place(target, theirs + suffix, stat_module.S_IMODE(held.st.st_mode))

    def _archive(self, rel: str, held: _Open, event_id: str) -> None:
        """Move the file out of the memdir tree, under a name the agent's recall never reads."""
        if not self._unchanged(held):
            raise Conflict(rel, self._current(held.target))
        destination = self.archive_path(event_id, rel)
        destination.parent.mkdir(parents=True, exist_ok=True)
        os.rename(held.target, destination)
        fsync_dir(held.target.parent)
        fsync_dir(destination.parent)

    def archive_path(self, event_id: str, rel: str) -> Path:
        return self.state.path / "archive" / event_id / (rel + ".archived")

    def _roll_back(self, done: list[tuple[Change, _Open]], event_id: str) -> None:
        """Put back the files this event already replaced, when a later one conflicts."""
        for change, held in reversed(done):
            target = held.target
            if change.after is None:
                os.rename(self.archive_path(event_id, change.path), target)
            elif held.data is None:
                # A file this event created goes to the archive: nothing is hard-deleted.
                destination = self.archive_path(event_id, change.path)
                destination.parent.mkdir(parents=True, exist_ok=True)
                os.rename(target, destination)
            else:
                mode = stat_module.S_IMODE(held.st.st_mode)
                _place(target, held.data, mode, held.st.st_mtime_ns)

    def recover(self, actor: str = "memoryui") -> list[str]:
        """Complete or roll back events a crash interrupted; returns what was done, in words.

        Completed when every file is at its before or after version (the operator's change is
        finished); otherwise what was written is rolled back and nothing is journaled.
        """
        pending_dir = self.state.path / "pending"
        if not pending_dir.is_dir() or not any(pending_dir.iterdir()):
            return []
        said = []
        with self.lock():
            for marker in sorted(pending_dir.glob("*.json")):
                try:
                    said.append(self._recover_one(marker))
                except Exception as exc:  # noqa: BLE001 - one bad marker must not block all
                    failed = pending_dir / "failed"
                    failed.mkdir(exist_ok=True)
                    os.replace(marker, failed / marker.name)
                    said.append(f"could not recover {marker.stem}: {exc}; kept in {failed}")
        return said

    def _recover_one(self, marker: Path) -> str:
        """Complete or roll back one interrupted event; the marker is removed when done."""
        event = Event.from_json(json.loads(marker.read_text()))
        self._sweep_temp_files(event)
        if self.state.event(event.id) is not None:
            # Killed after the journal line was written: the event is complete.
            marker.unlink()
            return f"interrupted {event.action} {event.id} was already complete"
        states = [self._disk_sha(f.path) for f in event.files]
        if all(
            s in (f.before_sha256, f.after_sha256) for s, f in zip(states, event.files, strict=True)
        ):
            for state, f in zip(states, event.files, strict=True):
                if state != f.after_sha256:
                    self._force(f.path, f.after_sha256, event.id)
            self.state.append(event)
            marker.unlink()
            return f"completed interrupted {event.action} {event.id}"
        for state, f in zip(states, event.files, strict=True):
            if state == f.after_sha256 and state != f.before_sha256:
                self._force(f.path, f.before_sha256, event.id)
        marker.unlink()
        return f"rolled back interrupted {event.action} {event.id}"

    def _sweep_temp_files(self, event: Event) -> None:
        """Remove the half-written temp files a crash left beside the event's files."""
        for folder in {confine(self.root, f.path).parent for f in event.files}:
            if folder.is_dir():
                for leftover in folder.glob(".*.memoryui-tmp"):
                    leftover.unlink(missing_ok=True)

    def _disk_sha(self, rel: str) -> str | None:
        target = confine(self.root, rel)
        try:
            return sha256(_open_target_data(target))
        except FileNotFoundError:
            return None

    def _force(self, rel: str, digest: str | None, event_id: str) -> None:
        """Recovery only: make ``rel`` hold the stored version ``digest`` (None: archived)."""
        target = confine(self.root, rel)
        if digest is None:
            if target.exists():
                destination = self.archive_path(event_id, rel)
                destination.parent.mkdir(parents=True, exist_ok=True)
                os.rename(target, destination)
            return
        data = self.state.blob(digest)
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            st = os.lstat(target)
            mode, mtime_ns = stat_module.S_IMODE(st.st_mode), st.st_mtime_ns
        except FileNotFoundError:
            mode, mtime_ns = 0o644, None
        _place(target, data, mode, mtime_ns)

    def undo(self, event_id: str, actor: str) -> Event:
        """Put back what an event changed, through the same checked path, as a new event.

        A file that changed since the event is a conflict, never overwritten.
        """
        event = self.state.event(event_id)
        if event is None:
            raise WriteRefused(f"There is no journal event {event_id}.")
        changes = []
        for f in event.files:
            after = None if f.before_sha256 is None else self.state.blob(f.before_sha256)
            if f.after_sha256 is None:
                # Undoing an archive: the file comes back with the time and mode it had, so an
                # old memory does not suddenly look fresh to the recall window or the stale rule.
                archived = self.archive_path(event.id, f.path)
                st = archived.stat() if archived.exists() else None
                changes.append(
                    Change(
                        f.path,
                        None,
                        after,
                        mtime_ns=st.st_mtime_ns if st else None,
                        mode=stat_module.S_IMODE(st.st_mode) if st else None,
                    )
                )
            else:
                changes.append(Change(f.path, f.after_sha256, after))
        undone = self.apply(changes, actor, "undo", {"undoes": event.id, "of": event.action})
        return undone


# How long a swapped-out file is watched for a late write before it is let go (seconds).
SWAP_GRACE = 0.03


def _unwritten(held: _Open) -> bool:
    """The held file still has the size and mtime it had when it was hashed."""
    return _version(os.fstat(held.fd))[1:3] == held.version()[1:3]


def _place(target: Path, data: bytes, mode: int, mtime_ns: int | None = None) -> None:
    """Put ``data`` at ``target`` atomically and durably (used to put things back)."""
    tmp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.memoryui-tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        os.write(fd, data)
        os.fchmod(fd, mode)
        os.fsync(fd)
    finally:
        os.close(fd)
    if mtime_ns is not None:
        os.utime(tmp, ns=(mtime_ns, mtime_ns))
    os.replace(tmp, target)
    fsync_dir(target.parent)


_libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
_renameat2 = getattr(_libc, "renameat2", None)
if _renameat2 is not None:
    _renameat2.argtypes = [
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_uint,
    ]
AT_FDCWD, RENAME_EXCHANGE = -100, 2


def _exchange(a: Path, b: Path) -> bool:
    """Swap two names atomically (Linux renameat2); False where the system cannot.

    A plain rename would silently drop a file an outside writer renamed in just before it;
    an exchange hands back whatever it replaced, so that can be checked.
    """
    if _renameat2 is None:
        return False
    if _renameat2(AT_FDCWD, os.fsencode(a), AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err))


def _open_target_data(target: Path) -> bytes:
    fd = os.open(target, os.O_RDONLY | os.O_NOFOLLOW)
    try:
        return _read_fd(fd)
    finally:
        os.close(fd)
