"""A git memdir's own history: the commits that changed its memory files (DESIGN §11).

git is run with an argument list, never a shell, with a timeout, no pager, no prompt, no
external diff or text conversion (a repository's config must not make reading it run a
program), and no optional locks: reading the history never writes to the repository.
Memory text never reaches an argument: only commit ids git itself printed, and the memdir's
own folder.
"""

from __future__ import annotations

import os
import subprocess
import time
from dataclasses import dataclass, field

from .files import bad_name, printable

GIT_TIMEOUT = 20.0
ZERO = "0" * 40
# Whether a folder is in a repository is asked again at most this often (seconds).
FIND_TTL = 60.0


@dataclass(frozen=True)
class Repo:
    """A repository holding a memdir: its top folder, and the memdir's place inside it."""

    top: str
    prefix: str  # "" or "sub/dir/" (with the final slash, as git prints it)


@dataclass
class FileChange:
    path: str  # relative to the memdir
    status: str  # A, M, D (renames are paired later, from the bytes)
    before_blob: str | None
    after_blob: str | None


@dataclass
class Commit:
    sha: str
    author: str
    at_ns: int
    subject: str
    files: list[FileChange] = field(default_factory=list)


def git(cwd: str, *args: str, data: bytes | None = None) -> bytes | None:
    """git's output, or None when git is missing, fails or runs out of time."""
    env = {
        **os.environ,
        "GIT_TERMINAL_PROMPT": "0",
        "GIT_OPTIONAL_LOCKS": "0",
        "GIT_PAGER": "cat",
        "LC_ALL": "C",
    }
    try:
        done = subprocess.run(
            ["git", "-c", "core.fsmonitor=false", "-C", cwd, *args],
            input=data,
            capture_output=True,
            timeout=GIT_TIMEOUT,
            check=False,
            env=env,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout if done.returncode == 0 else None


_found: dict[str, tuple[float, Repo | None]] = {}


def find_repo(root: str) -> Repo | None:
    """The repository the memdir is in, or None (asked of git, cached for a minute)."""
    cached = _found.get(root)
    if cached is not None and time.monotonic() - cached[0] < FIND_TTL:
        return cached[1]
    out = git(root, "rev-parse", "--show-toplevel", "--show-prefix")
    repo = None
    if out is not None:
        lines = out.decode("utf-8", "surrogateescape").split("\n")
        if len(lines) >= 2 and lines[0]:
            repo = Repo(lines[0], lines[1])
    _found[root] = (time.monotonic(), repo)
    return repo


def head(repo: Repo) -> str | None:
    out = git(repo.top, "rev-parse", "--verify", "-q", "HEAD^{commit}")
    return out.decode().strip() if out else None


def is_ancestor(repo: Repo, commit: str, of: str) -> bool:
    """Whether ``of`` still descends from ``commit`` (False after a rewritten history)."""
    return git(repo.top, "merge-base", "--is-ancestor", commit, of) is not None


def _memory_path(repo: Repo, path: str, suffixes: tuple[str, ...], skip: tuple[str, ...]) -> str:
    """The memdir-relative path of a repository path, or "" when it is no memory file."""
    if not path.startswith(repo.prefix):
        return ""
    rel = path[len(repo.prefix) :]
    parts = rel.split("/")
    if any(p.startswith(".") or not p or bad_name(p) for p in parts):
        # Not memory (a dot-folder), or a name no page can show safely (as the walk skips).
        return ""
    if not rel.endswith(suffixes):
        return ""
    if any(rel == s or rel.startswith(s + "/") for s in skip):
        return ""
    return rel


def commits(
    repo: Repo,
    *,
    after: str | None,
    since_ns: int,
    suffixes: tuple[str, ...] = (".md",),
    skip: tuple[str, ...] = (),
) -> list[Commit] | None:
    """The first-parent commits after ``after`` (or since ``since_ns``) that changed memory
    files, oldest first; None when git cannot say."""
    args = [
        "log",
        "--first-parent",
        "-m",
        "--reverse",
        "--raw",
        "--no-renames",
        "--no-abbrev",
        "--no-ext-diff",
        "--no-textconv",
        "-z",
        "--format=%x1e%H%x1f%an%x1f%ct%x1f%s",
    ]
    if after:
        args.append(f"{after}..HEAD")
    else:
        args += [f"--since=@{since_ns // 10**9}", "HEAD"]
    args += ["--", repo.prefix or "."]
    out = git(repo.top, *args)
    if out is None:
        return None
    found = []
    for chunk in out.decode("utf-8", "surrogateescape").split("\x1e")[1:]:
        header, _, raw = chunk.partition("\0")
        sha, author, at, subject = [*header.split("\x1f"), "", "", "0", ""][:4]
        commit = Commit(sha, _words(author), int(at or 0) * 10**9, _words(subject))
        fields = raw.lstrip("\n").split("\0")
        for meta, path in zip(fields[0::2], fields[1::2], strict=False):
            parts = meta.lstrip(":").split()
            if len(parts) < 5:
                continue
            rel = _memory_path(repo, path, suffixes, skip)
            if not rel:
                continue
            before, after_blob, status = parts[2], parts[3], parts[4][:1]
            commit.files.append(
                FileChange(
                    rel,
                    status,
                    None if before == ZERO else before,
                    None if after_blob == ZERO else after_blob,
                )
            )
        if commit.files:
            found.append(commit)
    return found


def _words(text: str) -> str:
    """A commit's author or subject as text any page and database can hold."""
    return printable(text.encode("utf-8", "surrogateescape").decode("utf-8", "replace"))


def blobs(repo: Repo, ids: list[str]) -> dict[str, bytes]:
    """The contents of ``ids`` (git blob ids git printed), read in one ``cat-file`` call."""
    wanted = list(dict.fromkeys(i for i in ids if i))
    if not wanted:
        return {}
    out = git(repo.top, "cat-file", "--batch", data=("\n".join(wanted) + "\n").encode())
    if out is None:
        return {}
    found: dict[str, bytes] = {}
    position = 0
    while position < len(out):
        end = out.index(b"\n", position)
        header = out[position:end].split()
        position = end + 1
        if len(header) < 3 or header[1] != b"blob":
            continue
        size = int(header[2])
        found[header[0].decode()] = out[position : position + size]
        position += size + 1
    return found
