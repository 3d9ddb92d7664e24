"""The write path refuses, in words, what it cannot do safely, and leaves nothing behind.

Each test here reproduces a defect found on a running instance: a create that followed a
folder symlink out of the memdir, a FIFO that hung a worker while it held the lock, a memdir
recreated after it was moved away, a permission error answered with a bare 500, temp files
left by an interrupted write, a journal event that never read back.
"""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from memoryui.memdir import safewrite
from memoryui.memdir.errors import NotWritable, PathRefused
from memoryui.memdir.journal import sha256
from memoryui.memdir.safewrite import Change, Memdir, WriteRefused
from tests.conftest import MemdirBuilder

OLD = 1_600_000_000
TOPIC = b"---\nname: t\ndescription: d\ntype: project\n---\nBody.\n"


@pytest.fixture
def m(tmp_path) -> MemdirBuilder:
    builder = MemdirBuilder(tmp_path / "memdir")
    builder.write("t.md", TOPIC, mtime=OLD)
    return builder


def temp_files(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*.memoryui-tmp"))


def test_an_event_whose_note_holds_a_line_separator_reads_back_and_can_be_undone(m):
    md = Memdir(m.root)
    note = "keep both\u2028really\u2029both\x85fine"
    new = TOPIC.replace(b"Body.", b"Edited.")
    event = md.apply([Change("t.md", sha256(TOPIC), new)], "erin", "edit", {"note": note})
    assert md.state.event(event.id) is not None
    assert md.state.event(event.id).detail["note"] == note
    md.undo(event.id, "erin")
    assert (m.root / "t.md").read_bytes() == TOPIC


def test_a_folder_symlink_planted_before_a_create_never_carries_the_write_out(m, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()

    def plant(step: str) -> None:
        # After every check and the stored versions, before the new folder is made: the moment
        # an attacker (or a careless script) swaps in a link.
        if step == "stored":
            os.symlink(outside, m.root / "new")

    safewrite.set_fault_hook(plant)
    try:
        with pytest.raises(PathRefused):
            Memdir(m.root).apply([Change("new/note.md", None, TOPIC)], "erin", "create")
    finally:
        safewrite.set_fault_hook(None)
    assert list(outside.iterdir()) == []
    assert temp_files(m.root) == []


def test_a_memdir_that_was_moved_away_is_never_recreated_by_a_write(m, tmp_path):
    md = Memdir(m.root)
    shutil.move(m.root, tmp_path / "moved")
    with pytest.raises(WriteRefused, match="never creates it"):
        md.apply([Change("new.md", None, TOPIC)], "erin", "create")
    assert not m.root.exists()


def test_a_state_folder_whose_parent_is_gone_is_not_recreated(m, tmp_path):
    md = Memdir(m.root, state_dir=str(tmp_path / "gone" / "state"))
    with pytest.raises(WriteRefused):
        md.apply([Change("t.md", sha256(TOPIC), TOPIC + b"more\n")], "erin", "edit")
    assert not (tmp_path / "gone").exists()
    assert (m.root / "t.md").read_bytes() == TOPIC


def run_with_timeout(work, seconds: float = 5.0) -> object:
    """Run ``work`` in a thread: a hang fails the test instead of hanging the suite."""
    outcome: dict[str, object] = {}

    def target() -> None:
        try:
            outcome["value"] = work()
        except BaseException as exc:  # handed back to the test
            outcome["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the write path hung"
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome.get("value")


def test_a_fifo_named_like_a_memory_is_refused_without_waiting_for_a_writer(m):
    os.mkfifo(m.root / "pipe.md")
    md = Memdir(m.root)
    with pytest.raises(WriteRefused, match="not a regular file"):
        run_with_timeout(lambda: md.apply([Change("pipe.md", None, TOPIC)], "erin", "create"))
    with pytest.raises(WriteRefused, match="not a regular file"):
        run_with_timeout(lambda: md.read("pipe.md"))
    # The lock was let go: an unrelated save goes through at once.
    run_with_timeout(lambda: md.apply([Change("t.md", sha256(TOPIC), TOPIC + b"x\n")], "e", "e"))


def test_a_file_swapped_for_a_symlink_during_a_save_is_refused_in_words(m):
    target = m.write("real.md", TOPIC)

    def swap(step: str) -> None:
        # After the path was checked, before the file is opened under the lock.
        if step == "confined":
            (m.root / "t.md").unlink()
            os.symlink(target, m.root / "t.md")

    safewrite.set_fault_hook(swap)
    try:
        with pytest.raises(PathRefused, match="symbolic link"):
            Memdir(m.root).apply([Change("t.md", sha256(TOPIC), TOPIC + b"x\n")], "erin", "edit")
    finally:
        safewrite.set_fault_hook(None)
    assert target.read_bytes() == TOPIC


def test_a_full_disk_mid_write_is_said_in_words_and_leaves_no_temp_file(m):
    def disk_full(step: str) -> None:
        if step == "written:t.md":
            raise OSError(errno.ENOSPC, "No space left on device")

    safewrite.set_fault_hook(disk_full)
    try:
        with pytest.raises(NotWritable) as refused:
            Memdir(m.root).apply([Change("t.md", sha256(TOPIC), TOPIC + b"x\n")], "erin", "edit")
    finally:
        safewrite.set_fault_hook(None)
    assert "the disk is full" in str(refused.value)
    assert temp_files(m.root) == []
    assert (m.root / "t.md").read_bytes() == TOPIC


def test_a_marker_whose_own_write_was_killed_is_swept_by_the_next_write(m):
    pending = m.root / ".memoryui" / "pending"
    pending.mkdir(parents=True)
    (pending / ".20260101T000000000000Z-abcd.json.1234abcd.memoryui-tmp").write_bytes(b"{half")
    Memdir(m.root).apply([Change("t.md", sha256(TOPIC), TOPIC + b"x\n")], "erin", "edit")
    assert list(pending.iterdir()) == []


def test_undoing_mark_as_current_puts_the_old_file_time_back(m):
    md = Memdir(m.root)
    event = md.apply([Change("t.md", sha256(TOPIC), TOPIC + b"x\n", touch=True)], "erin", "edit")
    assert (m.root / "t.md").stat().st_mtime > OLD + 1_000_000
    md.undo(event.id, "erin")
    assert (m.root / "t.md").read_bytes() == TOPIC
    assert (m.root / "t.md").stat().st_mtime == OLD


DENIED = """
import sys
from memoryui.memdir.journal import sha256
from memoryui.memdir.safewrite import Change, Memdir, WriteRefused
root, raw = sys.argv[1], open(sys.argv[1] + "/t.md", "rb").read()
try:
    Memdir(root).apply([Change("t.md", sha256(raw), raw + b"x\\n")], "erin", "edit")
except WriteRefused as exc:
    print("refused:", exc)
"""


def test_a_memdir_memoryui_may_not_write_to_is_refused_in_words(m):
    Memdir(m.root).state.ensure()
    os.chmod(m.root / ".memoryui", 0o555)
    os.chmod(m.root, 0o555)
    command = [sys.executable, "-c", DENIED, str(m.root)]
    if os.geteuid() == 0:
        # Root writes anywhere; without these two capabilities it obeys permissions like anyone.
        command = ["setpriv", "--bounding-set=-dac_override,-dac_read_search", *command]
    try:
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            timeout=60,
            cwd=Path(__file__).parent.parent,
            check=False,
        )
    finally:
        os.chmod(m.root, 0o755)
        os.chmod(m.root / ".memoryui", 0o755)
    assert done.returncode == 0, done.stderr
    assert "refused: memoryui could not write to" in done.stdout
    assert "not allowed to write there" in done.stdout
    assert (m.root / "t.md").read_bytes() == TOPIC
