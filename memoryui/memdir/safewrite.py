"""The one write path every change goes through (DESIGN §3).

It exists because every known memory tool has lost data at exactly these points: a capped read
written back truncated a file, an editor overwrote the agent's fresh lines, a cleanup
hard-deleted files. Here a write is refused unless the file is still the version the operator
started from, lands atomically, keeps what it was not asked to change, and is journaled with
the previous bytes before it is reported as done.

Every folder and file is opened relative to a descriptor of the memdir root, one component at
a time and never through a link (``atomic``): a folder swapped for a symlink between a check
and a write cannot carry the write out of the memdir.
"""

from __future__ import annotations

import datetime as dt
import fcntl
import json
import os
import re
import secrets
import stat as stat_module
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

from . import atomic
from .errors import NotWritable, PathRefused, WriteRefused
from .files import INDEX_NAME
from .journal import STATE_DIR_NAME, Event, FileChange, StateDir, new_event_id, sha256
from .paths import check_relative

MAX_FILE_BYTES = 1_000_000
# The names memoryui's own files under the state folder may have (``apply_state``).
STATE_NAME_RE = re.compile(r"[a-z][a-z0-9_-]{0,40}\.(?:jsonl|json)")
# How long a swapped-out file is watched for a late write before it is let go (seconds).
SWAP_GRACE = 0.03


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
_hooks = SimpleNamespace(fault=None)


def set_fault_hook(hook: FaultHook | None) -> None:
    _hooks.fault = hook


def _step(name: str) -> None:
    if _hooks.fault is not None:
        _hooks.fault(name)


@dataclass
class _Open:
    """A target held open through descriptors from the hash check to the replace: its folder
    (None while that folder does not exist yet) and the file itself (None when absent)."""

    path: str
    name: str
    dir_fd: int | None
    fd: int | None
    data: bytes | None
    st: os.stat_result | None

    def version(self) -> tuple[int, int, int, int] | None:
        return None if self.st is None else _version(self.st)

    def close(self) -> None:
        for fd in (self.fd, self.dir_fd):
            if fd is not None:
                os.close(fd)
        self.fd = self.dir_fd = None


def _version(st: os.stat_result) -> tuple[int, int, int, int]:
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def _split(rel: str) -> tuple[str, str]:
    folder, _, name = rel.rpartition("/")
    return folder, name


def _refusal(path: str, exc: OSError) -> WriteRefused:
    """The sentence for an error met while opening ``path``."""
    if isinstance(exc, atomic.NotConfined):
        return PathRefused(f"{path} passes through a symbolic link; memoryui never follows links.")
    if isinstance(exc, atomic.NotARegularFile):
        return WriteRefused(
            f"{path} is not a regular file (a FIFO, a device or a folder): memoryui only reads "
            "and writes regular files."
        )
    return NotWritable(exc, path)


def _open_target(root_fd: int, rel: str) -> _Open:
    """Open ``rel``'s folder and the file itself, and read it whole."""
    folder, name = _split(rel)
    try:
        dir_fd = atomic.open_dir(root_fd, folder)
    except FileNotFoundError:
        return _Open(rel, name, None, None, None, None)
    except OSError as exc:
        raise _refusal(rel, exc) from None
    held = _Open(rel, name, dir_fd, None, None, None)
    try:
        held.fd = atomic.open_in(dir_fd, name)
        held.st = atomic.require_regular(held.fd, rel)
        held.data = atomic.read_fd(held.fd)
    except FileNotFoundError:
        if held.fd is not None:
            os.close(held.fd)
            held.fd = None
    except OSError as exc:
        held.close()
        raise _refusal(rel, exc) from None
    return held


def _check_bases(changes: list[Change], opened: list[_Open]) -> None:
    """Each file must be the version its change starts from (absent, for a create)."""
    for change, held in zip(changes, opened, strict=True):
        current = None if held.data is None else sha256(held.data)
        if current != change.before_sha256:
            if change.before_sha256 is None:
                raise Conflict(change.path, held.data, f"{change.path} already exists.")
            raise Conflict(change.path, held.data)


def _check_confined(root_fd: int, rel: str) -> None:
    """Refuse ``rel`` if a folder on its way, or the file itself, is a symlink."""
    folder, name = _split(rel)
    try:
        dir_fd = atomic.open_dir(root_fd, folder)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise _refusal(rel, exc) from None
    try:
        st = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return
    finally:
        os.close(dir_fd)
    if stat_module.S_ISLNK(st.st_mode):
        raise PathRefused(f"{rel} is a symbolic link; memoryui never writes through links.")


def _read_in(dir_fd: int, name: str) -> bytes:
    fd = atomic.open_in(dir_fd, name)
    try:
        atomic.require_regular(fd, name)
        return atomic.read_fd(fd)
    finally:
        os.close(fd)


class Memdir:
    """A memdir and its state folder; the only object that writes to either."""

    def __init__(self, root: str | os.PathLike[str], state_dir: str | None = None) -> None:
        self.root = Path(os.path.realpath(root))
        self.state = StateDir(state_dir or self.root / STATE_DIR_NAME)
        # Files a profile keeps for itself (the index): never archived, moved or repaired away.
        self.special_files: frozenset[str] = frozenset({INDEX_NAME})
        # The file names a memory may have in this format (a plain folder holds .txt too).
        self.suffixes: tuple[str, ...] = (".md",)

    # --- descriptors ---------------------------------------------------------------------

    @contextmanager
    def _root(self) -> Iterator[int]:
        """A descriptor of the memdir root, which must exist: memoryui never creates it."""
        try:
            fd = atomic.open_root(self.root)
        except (FileNotFoundError, NotADirectoryError):
            raise WriteRefused(
                f"The memdir {self.root} is not there (moved, deleted, or a volume that is not "
                "mounted): memoryui never creates it, so nothing was written."
            ) from None
        try:
            yield fd
        finally:
            os.close(fd)

    @contextmanager
    def lock(self) -> Iterator[None]:
        """Serializes memoryui's own writers, across threads and worker processes."""
        try:
            self.state.ensure()
            handle = open(self.state.path / "lock", "a+b")  # held across yield
        except FileNotFoundError:
            raise WriteRefused(
                f"The memdir {self.root} is not there (moved, deleted, or a volume that is not "
                "mounted): memoryui never creates it, so nothing was written."
            ) from None
        except OSError as exc:
            raise NotWritable(exc, str(self.state.path)) from None
        with handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    # --- reading ---------------------------------------------------------------------------

    def read(self, rel: str) -> bytes:
        """The whole current bytes of a memdir file (through the same confinement as writes)."""
        check_relative(rel, suffixes=self.suffixes)
        with self._root() as root_fd:
            try:
                return atomic.read_whole(root_fd, rel)[0]
            except FileNotFoundError:
                raise Conflict(rel, None) from None
            except NotADirectoryError:
                raise Conflict(rel, None) from None
            except OSError as exc:
                raise _refusal(rel, exc) from None

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
        check_relative(rel, suffixes=self.suffixes)
        folder, name = _split(rel)
        with self._root() as root_fd:
            try:
                dir_fd = atomic.open_dir(root_fd, folder)
            except OSError as exc:
                raise _refusal(rel, exc) from None
            try:
                return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
            finally:
                os.close(dir_fd)

    # --- writing ---------------------------------------------------------------------------

    def apply(
        self, changes: list[Change], actor: str, action: str, detail: dict | None = None
    ) -> Event:
        """Make ``changes`` as one journaled event, or raise and leave the disk as it was."""
        for change in changes:
            check_relative(change.path, suffixes=self.suffixes)
            if change.after is not None and len(change.after) > MAX_FILE_BYTES:
                raise WriteRefused(
                    f"{change.path} would be {len(change.after):,} bytes; memoryui refuses "
                    f"files over {MAX_FILE_BYTES:,} bytes: move detail into several topic files."
                )
            if change.after is not None and b"\x00" in change.after:
                raise WriteRefused(f"{change.path} would contain a NUL byte; that is not text.")
        with self._root() as root_fd:
            # Refused before the lock (and .memoryui/) is even made: a path through a link.
            for change in changes:
                _check_confined(root_fd, change.path)
            _step("confined")
            self.recover()
            with self.lock():
                try:
                    return self._apply_locked(root_fd, changes, actor, action, detail or {})
                except NotWritable:
                    raise
                except OSError as exc:
                    # A read-only mount, a denied permission, a full disk: words, not a 500.
                    raise NotWritable(exc, str(self.root)) from exc

    def _apply_locked(
        self, root_fd: int, changes: list[Change], actor: str, action: str, detail: dict
    ) -> Event:
        opened: list[_Open] = []
        try:
            for change in changes:
                opened.append(_open_target(root_fd, change.path))
            _check_bases(changes, opened)
            event = Event(
                new_event_id(),
                dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
                actor,
                action,
                [
                    FileChange(
                        c.path,
                        c.before_sha256,
                        None if c.after is None else sha256(c.after),
                        held.st.st_mtime_ns if held.st is not None else None,
                    )
                    for c, held in zip(changes, opened, strict=True)
                ],
                detail,
            )
            # Every version is stored before any file is touched: a crash from here on can be
            # completed or rolled back from these copies alone.
            for data in [h.data for h in opened] + [c.after for c in changes]:
                if data is not None:
                    self.state.store(data)
            pending = self.state.path / "pending" / f"{event.id}.json"
            atomic.write_new_file(pending, json.dumps(event.as_json()).encode())
            _step("stored")
            done: list[tuple[Change, _Open]] = []
            try:
                for change, held in zip(changes, opened, strict=True):
                    self._replace(root_fd, change, held, event.id)
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
                held.close()

    def _replace(self, root_fd: int, change: Change, held: _Open, event_id: str) -> None:
        """Atomic replace, checked against an outside writer (the agent takes no lock)."""
        if change.after is None:
            self._archive(held, event_id)
            return
        if held.dir_fd is None:
            # A new folder: made component by component under the held root, never through
            # a link that appeared since the path was checked.
            try:
                held.dir_fd = atomic.open_dir(root_fd, _split(change.path)[0], create=True)
            except atomic.NotConfined as exc:
                raise _refusal(change.path, exc) from None
        mode = change.mode or (stat_module.S_IMODE(held.st.st_mode) if held.st else 0o644)
        tmp = atomic.write_temp(held.dir_fd, held.name, change.after, mode, _times(change, held))
        try:
            _step(f"written:{change.path}")
            if held.fd is None:
                self._link_new(change, held, tmp)
            else:
                self._swap_in(change, held, tmp)
        finally:
            # Whatever happened, the temporary name is gone: consumed by the swap, or removed.
            with suppress(FileNotFoundError):
                os.unlink(tmp, dir_fd=held.dir_fd)

    def _link_new(self, change: Change, held: _Open, tmp: str) -> None:
        """A new file: a link never replaces one that appeared meanwhile."""
        try:
            os.link(tmp, held.name, src_dir_fd=held.dir_fd, dst_dir_fd=held.dir_fd)
        except FileExistsError:
            current = self._current(held)
            raise Conflict(change.path, current, f"{change.path} already exists.") from None
        atomic.fsync_dir(held.dir_fd)

    def _swap_in(self, change: Change, held: _Open, tmp: str) -> None:
        dir_fd, name = held.dir_fd, held.name
        # Right before the replace: the file must still be the inode and version we hashed.
        if not self._unchanged(held):
            raise Conflict(change.path, self._current(held))
        _step(f"checked:{change.path}")
        if atomic.exchange(dir_fd, tmp, name):
            self._check_swapped(change, held, tmp)
            return
        os.replace(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
        atomic.fsync_dir(dir_fd)
        # After it: an append the agent made to the old inode in between would now be lost.
        # (Size and mtime only: the replace itself moves the old inode's ctime.)
        if not _unwritten(held):
            theirs = atomic.read_fd(held.fd)
            self._put_back(held, theirs, change.after)
            raise Conflict(change.path, theirs)

    def _check_swapped(self, change: Change, held: _Open, swapped_out: str) -> None:
        """After an atomic exchange, ``swapped_out`` names what stood at the target: it must be
        the very inode and version we hashed. An agent that renamed a new file in, or appended,
        in the instant before gets its file swapped back and the operator a conflict."""
        dir_fd, name = held.dir_fd, held.name
        st = os.stat(swapped_out, dir_fd=dir_fd, follow_symlinks=False)
        same = st.st_ino == held.st.st_ino and _unwritten(held)
        if same:
            # A writer that opened the file just before the swap may write a moment after
            # it, into the inode now swapped out: give it that moment, then look again.
            time.sleep(SWAP_GRACE)
            same = _unwritten(held)
        if same:
            # The old version is in the store already: this name is only its last link.
            os.unlink(swapped_out, dir_fd=dir_fd)
            atomic.fsync_dir(dir_fd)
            return
        atomic.exchange(dir_fd, swapped_out, name)
        ours_now = _read_in(dir_fd, swapped_out)
        if ours_now.startswith(change.after):
            # Lines the agent appended to our version while it stood there are its own:
            # they follow it back into the file it is writing to.
            suffix = ours_now[len(change.after) :]
            if suffix:
                flags = os.O_WRONLY | os.O_APPEND | os.O_NOFOLLOW | atomic.O_NONBLOCK
                fd = atomic.open_in(dir_fd, name, flags | atomic.O_CLOEXEC)
                try:
                    os.write(fd, suffix)
                    os.fsync(fd)
                finally:
                    os.close(fd)
            os.unlink(swapped_out, dir_fd=dir_fd)
        else:
            # Someone rewrote our new file in between: keep it aside, never lose a byte.
            with self._state_folder("archive") as archive_fd:
                kept = f"{name}.{secrets.token_hex(4)}.kept"
                os.rename(swapped_out, kept, src_dir_fd=dir_fd, dst_dir_fd=archive_fd)
        atomic.fsync_dir(dir_fd)
        raise Conflict(change.path, self._current(held))

    def _unchanged(self, held: _Open) -> bool:
        try:
            now = _version(os.stat(held.name, dir_fd=held.dir_fd, follow_symlinks=False))
        except FileNotFoundError:
            return held.fd is None
        if held.fd is None:
            return False
        return now == held.version() and _version(os.fstat(held.fd)) == held.version()

    def _current(self, held: _Open) -> bytes | None:
        try:
            return _read_in(held.dir_fd, held.name)
        except OSError:
            return None

    def _put_back(self, held: _Open, theirs: bytes, ours: bytes) -> None:
        """Restore the outside writer's version, keeping anything appended to ours since."""
        now = self._current(held) or b""
        suffix = now[len(ours) :] if now.startswith(ours) else b""
        mode = stat_module.S_IMODE(held.st.st_mode)
        atomic.replace_in(held.dir_fd, held.name, theirs + suffix, mode)

    @contextmanager
    def _state_folder(self, rel: str) -> Iterator[int]:
        """A folder under ``.memoryui/`` (made as needed, never through a link)."""
        self.state.ensure()
        with atomic.folder(self.state.path) as state_fd:
            fd = atomic.open_dir(state_fd, rel, create=True)
            try:
                yield fd
            finally:
                os.close(fd)

    def _archive_folder(self, event_id: str, rel: str) -> AbstractContextManager[int]:
        folder, _ = _split(rel)
        return self._state_folder("/".join(p for p in ("archive", event_id, folder) if p))

    def _archive(self, held: _Open, event_id: str) -> None:
        """Move the file out of the memdir tree, under a name the agent's recall never reads."""
        if not self._unchanged(held):
            raise Conflict(held.path, self._current(held))
        with self._archive_folder(event_id, held.path) as archive_fd:
            os.rename(
                held.name, held.name + ".archived", src_dir_fd=held.dir_fd, dst_dir_fd=archive_fd
            )
            atomic.fsync_dir(held.dir_fd)
            atomic.fsync_dir(archive_fd)

    def archive_path(self, event_id: str, rel: str) -> Path:
        return self.state.path / "archive" / event_id / (rel + ".archived")

    def _roll_back(self, done: list[tuple[Change, _Open]], event_id: str) -> None:
        """Put back the files this event already replaced, when a later one conflicts."""
        for change, held in reversed(done):
            if change.after is None:
                with self._archive_folder(event_id, change.path) as archive_fd:
                    os.rename(
                        held.name + ".archived",
                        held.name,
                        src_dir_fd=archive_fd,
                        dst_dir_fd=held.dir_fd,
                    )
            elif held.data is None:
                # A file this event created goes to the archive: nothing is hard-deleted.
                with self._archive_folder(event_id, change.path) as archive_fd:
                    os.rename(
                        held.name,
                        held.name + ".archived",
                        src_dir_fd=held.dir_fd,
                        dst_dir_fd=archive_fd,
                    )
            else:
                mode = stat_module.S_IMODE(held.st.st_mode)
                times = (held.st.st_mtime_ns, held.st.st_mtime_ns)
                atomic.replace_in(held.dir_fd, held.name, held.data, mode, times)

    # --- recovery --------------------------------------------------------------------------

    def recover(self) -> list[str]:
        """Complete or roll back events a crash interrupted; returns what was done, in words.

        Completed when every file is at its before or after version (the operator's change is
        finished); otherwise what was written is rolled back and nothing is journaled.
        """
        pending_dir = self.state.path / "pending"
        try:
            leftovers = [p for p in pending_dir.iterdir() if p.name != "failed"]
        except OSError:
            return []
        if not leftovers:
            return []
        said = []
        with self._root() as root_fd, self.lock():
            for leftover in pending_dir.glob(".*.tmp"):
                # A marker whose write was killed half-way: the event never started.
                leftover.unlink(missing_ok=True)
            for leftover in pending_dir.glob(f".*{atomic.TMP_SUFFIX}"):
                leftover.unlink(missing_ok=True)
            for marker in sorted(pending_dir.glob("*.json")):
                try:
                    said.append(self._recover_one(root_fd, marker))
                except Exception as exc:  # one bad marker must not block all
                    failed = pending_dir / "failed"
                    failed.mkdir(exist_ok=True)
                    os.replace(marker, failed / marker.name)
                    said.append(f"could not recover {marker.stem}: {exc}; kept in {failed}")
        return said

    def _recover_one(self, root_fd: int, marker: Path) -> str:
        """Complete or roll back one interrupted event; the marker is removed when done."""
        event = Event.from_json(json.loads(marker.read_text()))
        self._sweep_temp_files(root_fd, event)
        if self.state.event(event.id) is not None:
            # Killed after the journal line was written: the event is complete.
            marker.unlink()
            return f"interrupted {event.action} {event.id} was already complete"
        states = [self._disk_sha(root_fd, f.path) for f in event.files]
        if all(
            s in (f.before_sha256, f.after_sha256) for s, f in zip(states, event.files, strict=True)
        ):
            for state, f in zip(states, event.files, strict=True):
                if state != f.after_sha256:
                    self._force(root_fd, f.path, f.after_sha256, event.id)
            self.state.append(event)
            marker.unlink()
            return f"completed interrupted {event.action} {event.id}"
        for state, f in zip(states, event.files, strict=True):
            if state == f.after_sha256 and state != f.before_sha256:
                self._force(root_fd, f.path, f.before_sha256, event.id)
        marker.unlink()
        return f"rolled back interrupted {event.action} {event.id}"

    def _sweep_temp_files(self, root_fd: int, event: Event) -> None:
        """Remove the half-written temp files a crash left beside the event's files."""
        for folder in {_split(f.path)[0] for f in event.files}:
            try:
                dir_fd = atomic.open_dir(root_fd, folder)
            except OSError:
                continue
            try:
                for name in os.listdir(dir_fd):
                    if name.startswith(".") and name.endswith(atomic.TMP_SUFFIX):
                        with suppress(FileNotFoundError):
                            os.unlink(name, dir_fd=dir_fd)
            finally:
                os.close(dir_fd)

    def _disk_sha(self, root_fd: int, rel: str) -> str | None:
        try:
            return sha256(atomic.read_whole(root_fd, rel)[0])
        except (FileNotFoundError, NotADirectoryError):
            return None

    def _force(self, root_fd: int, rel: str, digest: str | None, event_id: str) -> None:
        """Recovery only: make ``rel`` hold the stored version ``digest`` (None: archived)."""
        folder, name = _split(rel)
        if digest is None:
            try:
                dir_fd = atomic.open_dir(root_fd, folder)
            except FileNotFoundError:
                return
            try:
                with suppress(FileNotFoundError), self._archive_folder(event_id, rel) as archive:
                    os.rename(name, name + ".archived", src_dir_fd=dir_fd, dst_dir_fd=archive)
            finally:
                os.close(dir_fd)
            return
        data = self.state.blob(digest)
        dir_fd = atomic.open_dir(root_fd, folder, create=True)
        try:
            try:
                st = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
                mode, times = stat_module.S_IMODE(st.st_mode), (st.st_mtime_ns, st.st_mtime_ns)
            except FileNotFoundError:
                mode, times = 0o644, None
            atomic.replace_in(dir_fd, name, data, mode, times)
        finally:
            os.close(dir_fd)

    # --- memoryui's own files -----------------------------------------------------------------

    def apply_state(
        self,
        rel: str,
        before_sha256: str | None,
        after: bytes,
        actor: str,
        action: str,
        detail: dict | None = None,
    ) -> Event:
        """Change one of memoryui's own files under the state folder (the battery) as one
        journaled event, undoable like any other: the event names the file and both versions
        (``detail``: ``state_file``, ``before_sha256``, ``after_sha256``), and both are kept in
        the version store. A file that is not the version the change starts from is a
        conflict, and nothing is written."""
        if not STATE_NAME_RE.fullmatch(rel) or rel.endswith(".md"):
            raise PathRefused(f"{rel!r} is not one of memoryui's own files.")
        with self._root(), self.lock():
            current = self.state.read(rel)
            digest = None if current is None else sha256(current)
            if digest != before_sha256:
                raise Conflict(
                    f"{STATE_DIR_NAME}/{rel}",
                    current,
                    f"{STATE_DIR_NAME}/{rel} changed since you opened it (another editor?); "
                    "reload the page and try again.",
                )
            for data in (current, after):
                if data is not None:
                    self.state.store(data)
            self.state.write(rel, after)
            event = Event(
                new_event_id(),
                dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
                actor,
                action,
                [],
                {
                    **(detail or {}),
                    "state_file": rel,
                    "before_sha256": digest,
                    "after_sha256": sha256(after),
                },
            )
            self.state.append(event)
            return event

    def _undo_state(self, event: Event, actor: str) -> Event:
        """Put a state file back to the version before ``event`` (empty, if it had none)."""
        rel = str(event.detail["state_file"])
        before = event.detail.get("before_sha256")
        data = b"" if not before else self.state.blob(str(before))
        after = event.detail.get("after_sha256")
        return self.apply_state(
            rel,
            str(after) if after else None,
            data,
            actor,
            "undo",
            {"undoes": event.id, "of": event.action},
        )

    # --- undo ------------------------------------------------------------------------------

    def undo(self, event_id: str, actor: str) -> Event:
        """Put back what an event changed, through the same checked path, as a new event.

        A file that changed since the event is a conflict, never overwritten.
        """
        event = self.state.event(event_id)
        if event is None:
            raise WriteRefused(f"There is no journal event {event_id}.")
        if event.detail.get("state_file"):
            return self._undo_state(event, actor)
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
                # The file's time comes back too: undoing "mark as current" must not leave the
                # memory looking fresh.
                changes.append(Change(f.path, f.after_sha256, after, mtime_ns=f.before_mtime_ns))
        return self.apply(changes, actor, "undo", {"undoes": event.id, "of": event.action})


def _times(change: Change, held: _Open) -> atomic.Times | None:
    """The (atime, mtime) the new version gets: a move's original time, the old file's time
    unless "mark as current" asked for now, or nothing (a new file is made now)."""
    if change.mtime_ns is not None:
        return (change.mtime_ns, change.mtime_ns)
    if held.st is not None and not change.touch:
        return (held.st.st_atime_ns, held.st.st_mtime_ns)
    return None


def _unwritten(held: _Open) -> bool:
    """The held file still has the size and mtime it had when it was hashed."""
    return _version(os.fstat(held.fd))[1:3] == held.version()[1:3]


__all__ = ["Change", "Conflict", "Memdir", "NotWritable", "WriteRefused"]
