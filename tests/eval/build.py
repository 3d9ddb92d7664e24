"""Writes a labelled memdir to a real folder and builds its project repositories with git.

Files are written byte for byte as the data gives them. Each topic file's mtime comes from its
``updated`` (or nested ``modified``) date, else from a fixed base date, so a build is the same
on every machine and recall windows, ages and staleness never depend on when it ran.

Project repositories are real: ``git init``, commits with fixed dates, merge commits
``Merge pull request #N from owner/branch``, squash commits ``Subject (#N)``, local branches,
and branches that exist only on a bare "origin" and so only as remote-tracking refs.
"""

from __future__ import annotations

import datetime as dt
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from tests.eval.dataset import LabelledMemdir, ProjectSpec, frontmatter_of

BASE_DATE = dt.datetime(2026, 1, 15, 9, 0, tzinfo=dt.UTC)
GIT_DATE = dt.datetime(2025, 9, 1, 10, 0, tzinfo=dt.UTC)


@dataclass(frozen=True)
class Built:
    memdir: Path
    project_roots: tuple[Path, ...]


def _when(value: object) -> dt.datetime | None:
    if isinstance(value, dt.datetime):
        return value if value.tzinfo else value.replace(tzinfo=dt.UTC)
    if isinstance(value, dt.date):
        return dt.datetime(value.year, value.month, value.day, 9, 0, tzinfo=dt.UTC)
    if isinstance(value, str):
        try:
            return _when(dt.datetime.fromisoformat(value.replace("Z", "+00:00")))
        except ValueError:
            return None
    return None


def mtime_of(text: str, order: int) -> float:
    """The file's date from its frontmatter, else the base date minus ``order`` hours.

    A second per ``order`` keeps two notes with the same date from tying (ties sort by path in
    the recall window, which would make the order depend on the names rather than the data).
    """
    try:
        meta = frontmatter_of(text)
    except Exception:  # a deliberately broken file still gets a date
        meta = {}
    nested = meta.get("metadata") if isinstance(meta.get("metadata"), dict) else {}
    when = _when(meta.get("updated")) or _when(nested.get("modified"))
    if when is None:
        return (BASE_DATE - dt.timedelta(hours=order)).timestamp()
    return when.timestamp() + order


def write_memdir(memdir: LabelledMemdir, root: Path) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for order, (rel, text) in enumerate(sorted(memdir.files.items())):
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
        stamp = mtime_of(text, order)
        os.utime(path, (stamp, stamp))
    return root


class _Git:
    """git with a clean, fixed identity and clock: nothing from the machine's config leaks in."""

    def __init__(self, cwd: Path) -> None:
        self.cwd = cwd
        self.tick = 0

    def __call__(self, *args: str, cwd: Path | None = None) -> str:
        self.tick += 1
        stamp = (GIT_DATE + dt.timedelta(hours=self.tick)).isoformat()
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(self.cwd),
            "GIT_CONFIG_GLOBAL": os.devnull,
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "Eval Builder",
            "GIT_AUTHOR_EMAIL": "eval@example.org",
            "GIT_COMMITTER_NAME": "Eval Builder",
            "GIT_COMMITTER_EMAIL": "eval@example.org",
            "GIT_AUTHOR_DATE": stamp,
            "GIT_COMMITTER_DATE": stamp,
            "GIT_TERMINAL_PROMPT": "0",
        }
        done = subprocess.run(
            ["git", *args],
            cwd=cwd or self.cwd,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        if done.returncode != 0:
            raise RuntimeError(f"git {' '.join(args)} failed: {done.stderr.strip()}")
        return done.stdout


def _write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))


def build_project(spec: ProjectSpec, where: Path) -> Path:
    """The project's work tree (on ``main``), with a bare origin beside it."""
    work, origin = where / spec.name, where / f"{spec.name}.origin.git"
    work.mkdir(parents=True)
    git = _Git(work)
    git("init", "-q", "-b", "main")
    git("init", "-q", "--bare", "-b", "main", str(origin), cwd=where)
    git("remote", "add", "origin", str(origin))
    files = dict(spec.files)
    if spec.gitignore:
        files[".gitignore"] = spec.gitignore
    _write(work, files)
    git("add", "-A")
    git("commit", "-q", "-m", "Initial import")
    for subject in spec.commits:
        changelog = work / "CHANGELOG.md"
        old = changelog.read_text(encoding="utf-8") if changelog.exists() else "# Changelog\n"
        changelog.write_text(old + f"- {subject}\n", encoding="utf-8")
        git("add", "CHANGELOG.md")
        git("commit", "-q", "-m", subject)
    for pull in spec.pulls:
        git("checkout", "-q", "-b", pull.branch)
        _write(work, pull.files)
        git("add", "-A")
        git("commit", "-q", "-m", pull.title)
        git("checkout", "-q", "main")
        if pull.style == "merge":
            message = f"Merge pull request #{pull.number} from {spec.owner}/{pull.branch}"
            git("merge", "-q", "--no-ff", "-m", message, pull.branch)
        elif pull.style == "squash":
            git("merge", "-q", "--squash", pull.branch)
            git("commit", "-q", "-m", f"{pull.title} (#{pull.number})")
        elif pull.style == "open":
            git("push", "-q", "origin", pull.branch)
        else:
            raise ValueError(f"unknown pull request style {pull.style!r}")
        # Merged branches are deleted, as the forge does; an open one lives on origin only.
        git("branch", "-q", "-D", pull.branch)
    for branch in spec.branches:
        git("branch", branch)
    for branch in spec.remote_branches:
        git("checkout", "-q", "-b", branch)
        _write(work, {f"wip/{branch.replace('/', '-')}.txt": f"work in progress on {branch}\n"})
        git("add", "-A")
        git("commit", "-q", "-m", f"WIP {branch}")
        git("push", "-q", "origin", branch)
        git("checkout", "-q", "main")
        git("branch", "-q", "-D", branch)
    git("push", "-q", "origin", "main")
    git("fetch", "-q", "origin")
    return work


def build(memdir: LabelledMemdir, where: Path) -> Built:
    """The memdir under ``where/memdir`` and each project beside it."""
    root = write_memdir(memdir, where / "memdir")
    projects = tuple(build_project(spec, where / "projects") for spec in memdir.projects)
    return Built(root, projects)
