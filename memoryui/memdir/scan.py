"""A whole memdir read at once: the reference answer the incremental projection must equal."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from .atomic import read_whole
from .files import FileStat, Problem, Topic, read_raw
from .index import IndexAnalysis, analyse_index, hidden_by_cliff, nfc
from .profiles import ClaudeCode, Fact, Profile, Session, build, detect
from .recall import index_state, load_status, recall_window


@dataclass
class Scan:
    topics: dict[str, Topic]
    index: IndexAnalysis | None
    index_problem: Problem | None
    recall_eligible: set[str]
    loads: dict[str, str]
    orphans: list[str]
    hidden_by_cliff: list[str]
    profile: Profile = field(default_factory=ClaudeCode)
    session: Session = field(default_factory=Session)


def read_index(root: str, stat: FileStat | None) -> tuple[bytes | None, Problem | None]:
    """MEMORY.md's whole bytes, or the problem that keeps it from being read."""
    if stat is None:
        return None, None
    if stat.is_symlink:
        return None, Problem("symlink")
    try:
        return read_whole(root, stat.path)[0], None
    except OSError as exc:
        return None, Problem("unreadable", exc.strerror or str(exc))


def is_orphan(topic: Topic, pointed: set[str]) -> bool:
    """A file without a pointer, unless superseded (its pointer was removed on purpose)."""
    has_pointer = nfc(topic.path) in pointed
    state = index_state(
        has_loaded_pointer=False, has_pointer=has_pointer, superseded=topic.status == "superseded"
    )
    return state == "orphan"


def read_memories(root: str | int, stat: FileStat, profile: Profile) -> list[Topic]:
    """The memories one file holds under ``profile``: one topic, several entries, or a topic
    carrying the problem that keeps it from being read."""
    raw, fresh, problem = read_raw(root, stat)
    if raw is None:
        return [Topic(stat.path, stat.size, stat.mtime_ns, stat.ctime_ns, "", problem)]
    return profile.memories(fresh, raw, getattr(profile, "recall_head_lines", 30))


def scan(root: str, profile: Profile | None = None) -> Scan:
    root = os.fspath(root)
    profile = profile or build(detect(root))
    index_stat = None
    topics: dict[str, Topic] = {}
    for stat in profile.walk(root):
        if profile.is_index(stat.path):
            index_stat = stat
            continue
        for topic in read_memories(root, stat, profile):
            topics[topic.path] = topic
    if not isinstance(profile, ClaudeCode):
        facts = [
            Fact(t.path, t.file, t.entry, t.size, t.body) for t in topics.values() if not t.problem
        ]
        session = profile.session(facts)
        loads = {p: profile.load_of(t.file, session) for p, t in topics.items() if not t.problem}
        return Scan(topics, None, None, set(), loads, [], [], profile, session)
    raw, index_problem = read_index(root, index_stat)
    existing = {nfc(path) for path in topics}
    index = analyse_index(raw, existing, profile) if raw is not None else None
    pointers = index.pointers if index else []
    pointed = {p.target_path for p in pointers if p.exists}
    loaded = {p.target_path for p in pointers if p.exists and p.loaded}
    window = recall_window(((t.path, t.mtime_ns) for t in topics.values()), profile.recall_window)
    eligible = {path for path in window if topics[path].head_description}
    loads = {
        path: load_status(
            has_loaded_pointer=nfc(path) in loaded,
            recall_eligible=path in eligible,
            has_pointer=nfc(path) in pointed,
        )
        for path, topic in topics.items()
        if topic.problem is None
    }
    orphans = sorted(
        path for path, t in topics.items() if t.problem is None and is_orphan(t, pointed)
    )
    session = profile.index_session(index.cliff if index else None)
    return Scan(
        topics,
        index,
        index_problem,
        eligible,
        loads,
        orphans,
        hidden_by_cliff(pointers),
        profile,
        session,
    )
