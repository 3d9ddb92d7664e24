"""Checking claims against the real project, with no shell and a timeout on everything.

Memory text is untrusted: every argument is validated before use (a path stays inside the
project root, a branch passes ``git check-ref-format``), git gets an argument list, and a URL
is fetched only when it resolves to a public address.
"""

from __future__ import annotations

import datetime as dt
import http.client
import ipaddress
import os
import re
import socket
import subprocess
import urllib.parse
from collections.abc import Sequence
from dataclasses import dataclass, field

from . import projectfiles
from .claims import Claim

GIT_TIMEOUT = 10
# Listing every file of a large monorepo takes longer than one git question.
INDEX_TIMEOUT = 30
URL_TIMEOUT = 5
MAX_REDIRECTS = 3
MERGE_RE = re.compile(r"^Merge pull request #(\d+)\b")
SQUASH_RE = re.compile(r"\(#(\d+)\)\s*$")
GITLAB_RE = re.compile(r"^See merge request [\w./-]*!(\d+)\s*$", re.MULTILINE)
NO_ROOT = "no project root is set (MEMORYUI_PROJECT_ROOT)"
# Shown when a bare name is nowhere: it says no place, so its absence is no proof.
BARE_NOWHERE = "no file of that name anywhere in the project; a bare name may mean a file elsewhere"


def split_roots(value: str | Sequence[str] | None) -> list[str]:
    """``MEMORYUI_PROJECT_ROOT`` as a list: several roots are ``os.pathsep``-separated."""
    if value is None:
        return []
    items = value.split(os.pathsep) if isinstance(value, str) else list(value)
    return [item.strip() for item in items if item.strip()]


@dataclass(frozen=True)
class Outcome:
    kind: str
    argument: str
    outcome: str  # verified | failed | unknown
    reason: str
    checked_at: str

    def as_json(self) -> dict[str, str]:
        return {
            "kind": self.kind,
            "argument": self.argument,
            "outcome": self.outcome,
            "reason": self.reason,
            "checked_at": self.checked_at,
        }


Verdict = tuple[str, str]  # outcome, reason


@dataclass
class Root:
    """One project root, and the git facts and file index read from it once per run."""

    path: str
    _is_repo: bool | None = None
    _read: dict[str, set[str] | None] = field(default_factory=dict)
    _index: projectfiles.FileIndex | None = None
    _gitignore: projectfiles.GitIgnore | None = None

    @property
    def real(self) -> str:
        return os.path.realpath(self.path)

    def git(
        self, *args: str, timeout: float = GIT_TIMEOUT, stdin: str | None = None
    ) -> subprocess.CompletedProcess[str] | None:
        try:
            return subprocess.run(
                ["git", "-C", self.path, *args],
                capture_output=True,
                text=True,
                input=stdin,
                timeout=timeout,
                check=False,
                env={**os.environ, "GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0"},
            )
        except (OSError, subprocess.TimeoutExpired):
            return None

    def is_repo(self) -> bool:
        if self._is_repo is None:
            done = self.git("rev-parse", "--git-dir") if os.path.isdir(self.path) else None
            self._is_repo = bool(done and done.returncode == 0)
        return self._is_repo

    # --- paths

    def check_path(self, rel: str, *, said_generated: bool) -> Verdict:
        """Verified when it exists, here or exactly once deeper down; failed only when the
        whole tree was searched, nothing ignores the path and the memory did not call it
        generated; unknown otherwise, with the reason."""
        root = self.real
        if not os.path.isdir(root):
            return "unknown", "the project root is not a folder"
        if rel.startswith("/") or ".." in rel.split("/") or "\x00" in rel:
            return "unknown", "the path leaves the project root"
        target = os.path.join(root, rel.rstrip("/"))
        # A symlink that leads out of the project proves nothing about the project.
        if os.path.commonpath([root, os.path.realpath(target)]) != root:
            return "unknown", "the path resolves outside the project root"
        if os.path.lexists(target):
            return "verified", "exists in the project"
        return self._missing(rel, said_generated=said_generated)

    def _missing(self, rel: str, *, said_generated: bool) -> Verdict:
        index = self.index()
        deeper = [p for p in index.ending_with(rel) if self._inside(p)]
        if len(deeper) == 1:
            return "verified", f"found at {deeper[0]}"
        if deeper:
            shown = ", ".join(deeper[:3]) + (", …" if len(deeper) > 3 else "")
            return "unknown", f"ambiguous: {len(deeper)} places ({shown})"
        pattern = self.ignoring(rel)
        if pattern:
            return "unknown", f"ignored by git ({pattern}): build output is often not there"
        if said_generated:
            return "unknown", "the memory says it is generated: its absence proves nothing"
        if not index.complete:
            return "unknown", f"not at that place, and {index.why_incomplete}"
        if "/" not in rel.strip("/"):
            return "unknown", BARE_NOWHERE
        return "failed", "no such file or folder in the project"

    def _inside(self, rel: str) -> bool:
        target = os.path.join(self.real, rel)
        real = os.path.realpath(target)
        return os.path.lexists(target) and os.path.commonpath([self.real, real]) == self.real

    def index(self) -> projectfiles.FileIndex:
        """Every file of the root, read once per run: git's own list (tracked, and untracked
        but not ignored) in a repository, else a bounded walk."""
        if self._index is None:
            if self.is_repo():
                self._index = self._git_index()
            else:
                self._index = projectfiles.walk(self.real, self.gitignore())
        return self._index

    def _git_index(self) -> projectfiles.FileIndex:
        args = ("ls-files", "-z", "--cached", "--others", "--exclude-standard")
        done = self.git(*args, timeout=INDEX_TIMEOUT)
        if done is None or done.returncode != 0:
            index = projectfiles.FileIndex()
            index.complete = False
            index.why_incomplete = "git could not list the project's files in time"
            return index
        return projectfiles.FileIndex.of(done.stdout.split("\0"))

    def gitignore(self) -> projectfiles.GitIgnore:
        if self._gitignore is None:
            self._gitignore = projectfiles.GitIgnore.read(self.real)
        return self._gitignore

    def ignoring(self, rel: str) -> str | None:
        """The ignore pattern that covers ``rel`` (as a file or as a folder), or None."""
        rel = rel.strip("/")
        if not self.is_repo():
            return self.gitignore().ignoring(rel)
        # The paths go on stdin, never as arguments: memory text cannot become an option.
        done = self.git("check-ignore", "--stdin", "-v", "-z", stdin=f"{rel}\0{rel}/\0")
        if done is None:
            return None
        fields = done.stdout.split("\0")
        for n in range(0, len(fields) - 3, 4):
            pattern = fields[n + 2]
            if pattern and not pattern.startswith("!"):
                return pattern
        return None

    # --- git

    def _facts(self, kind: str) -> set[str] | None:
        """Branch names or merged PR numbers, read once; None when git did not answer (a
        timeout, a broken repository): no answer proves nothing, so nothing fails on it."""
        if kind not in self._read:
            self._read[kind] = self._branch_names() if kind == "branch" else self._merged_numbers()
        return self._read[kind]

    def _branch_names(self) -> set[str] | None:
        refs = self.git("for-each-ref", "--format=%(refname)", "refs/heads", "refs/remotes")
        if refs is None or refs.returncode != 0:
            return None
        names = set()
        for ref in refs.stdout.splitlines():
            if ref.startswith("refs/heads/"):
                names.add(ref.removeprefix("refs/heads/"))
            elif ref.startswith("refs/remotes/"):
                names.add(ref.removeprefix("refs/remotes/").split("/", 1)[-1])
        return names

    def _merged_numbers(self) -> set[str] | None:
        """Numbers a merge names: GitHub's "Merge pull request #N" and "Subject (#N)", and
        GitLab's "See merge request group/project!N" in the message body."""
        log = self.git("log", "--all", "--format=%s%n%b%x00", timeout=INDEX_TIMEOUT)
        if log is None or log.returncode != 0:
            return None
        numbers = set()
        for message in log.stdout.split("\0"):
            subject = message.strip("\n").partition("\n")[0]
            for pattern in (MERGE_RE, SQUASH_RE):
                if match := pattern.search(subject):
                    numbers.add(match.group(1))
            numbers.update(GITLAB_RE.findall(message))
        return numbers

    def _shallow(self) -> bool:
        done = self.git("rev-parse", "--is-shallow-repository")
        return bool(done and done.stdout.strip() == "true")

    def check_branch(self, name: str) -> Verdict:
        if not self.is_repo():
            return "unknown", "the project root is not a git repository"
        names = self._facts("branch")
        if names is None:
            return "unknown", "git did not list the branches in time"
        if name in names:
            return "verified", "the branch exists"
        return "failed", "no such branch, local or remote-tracking"

    def check_pr(self, number: str) -> Verdict:
        if not self.is_repo():
            return "unknown", "the project root is not a git repository"
        numbers = self._facts("pr")
        if numbers is None:
            return "unknown", "git did not read the history in time"
        if number in numbers:
            return "verified", "a merge or squash commit names it"
        if self._shallow():
            return "unknown", "not in this clone's history, but the clone is shallow"
        return "failed", "no merge or squash commit names it in the history"


@dataclass
class Checker:
    """Checks claims against the project roots; each root's git facts are read once per run.

    A claim is verified when any root verifies it, and failed only when every root proves it
    missing: a root that cannot tell (not a repository, a tree too large to search) makes
    the claim unknown, with each root's reason.
    """

    project_root: str | Sequence[str] | None
    check_urls: bool = False
    allow_loopback: bool = False  # tests only: the local server a URL test talks to
    now: str = field(default_factory=lambda: dt.datetime.now(dt.UTC).isoformat(timespec="seconds"))
    roots: list[Root] = field(init=False)

    def __post_init__(self) -> None:
        self.roots = [Root(path) for path in split_roots(self.project_root)]

    def check(self, claim: Claim) -> Outcome:
        if claim.kind == "url":
            outcome, reason = self._url(claim.argument)
        else:
            outcome, reason = self._across(claim)
        return Outcome(claim.kind, claim.argument, outcome, reason, self.now)

    def _across(self, claim: Claim) -> Verdict:
        if not self.roots:
            return "unknown", NO_ROOT
        if claim.kind == "branch" and not self._valid_branch(claim.argument):
            return "unknown", "not a valid branch name"
        verdicts = [(root, self._one(root, claim)) for root in self.roots]
        several = len(self.roots) > 1

        def where(root: Root, reason: str) -> str:
            return f"{reason} (in {root.path})" if several else reason

        for root, (outcome, reason) in verdicts:
            if outcome == "verified":
                return "verified", where(root, reason)
        if all(outcome == "failed" for _, (outcome, _) in verdicts):
            reason = verdicts[0][1][1]
            return "failed", f"{reason}, in any of the {len(verdicts)} roots" if several else reason
        unknown = [where(root, r) for root, (o, r) in verdicts if o == "unknown"]
        return "unknown", "; ".join(unknown)

    def _one(self, root: Root, claim: Claim) -> Verdict:
        if claim.kind == "path":
            return root.check_path(claim.argument, said_generated=claim.said_generated)
        if claim.kind == "branch":
            return root.check_branch(claim.argument)
        return root.check_pr(claim.argument)

    def _valid_branch(self, name: str) -> bool:
        """``git check-ref-format`` decides, before the name reaches any other git command."""
        try:
            done = subprocess.run(
                ["git", "check-ref-format", "--branch", name],
                capture_output=True,
                text=True,
                timeout=GIT_TIMEOUT,
                check=False,
                env={**os.environ, "GIT_TERMINAL_PROMPT": "0"},
                cwd=self.roots[0].real if os.path.isdir(self.roots[0].real) else None,
            )
        except (OSError, subprocess.TimeoutExpired):
            return False
        return done.returncode == 0

    # --- URLs ------------------------------------------------------------------------------

    def _public(self, host: str, port: int) -> str | None:
        """The address to connect to, or None unless every address of ``host`` is public."""
        try:
            infos = socket.getaddrinfo(host, port, proto=socket.IPPROTO_TCP)
        except (OSError, UnicodeError):
            return None
        for info in infos:
            address = ipaddress.ip_address(info[4][0].split("%")[0])
            if self.allow_loopback and address.is_loopback:
                continue
            if not address.is_global or address.is_multicast:
                return None
        return infos[0][4][0] if infos else None

    def _url(self, url: str) -> tuple[str, str]:
        """Life can be proved, death never: any failure to answer is ``unknown``."""
        if not self.check_urls:
            return "unknown", "URLs are checked only with verify --urls"
        for _ in range(MAX_REDIRECTS + 1):
            try:
                parts = urllib.parse.urlsplit(url)
                port = parts.port or (443 if parts.scheme == "https" else 80)
            except ValueError:
                return "unknown", "not a valid URL"
            if parts.scheme not in ("http", "https") or not parts.hostname:
                return "unknown", "not an http(s) URL"
            address = self._public(parts.hostname, port)
            if address is None:
                return "unknown", "refused: not a public address"
            connection_class = (
                http.client.HTTPSConnection
                if parts.scheme == "https"
                else http.client.HTTPConnection
            )
            connection = connection_class(parts.hostname, port, timeout=URL_TIMEOUT)
            # Connect to the address just checked, not to a second lookup that could differ.
            connection._create_connection = lambda _, *args, _a=address, _p=port: (  # type: ignore[attr-defined]
                socket.create_connection((_a, _p), *args)
            )
            try:
                path = urllib.parse.urlunsplit(("", "", parts.path or "/", parts.query, ""))
                connection.request("HEAD", path, headers={"User-Agent": "memoryui-verify"})
                response = connection.getresponse()
            except (OSError, http.client.HTTPException):
                return "unknown", "no answer"
            finally:
                connection.close()
            if response.status in (301, 302, 303, 307, 308) and response.getheader("Location"):
                # Each hop is checked again: a redirect may point at a private address.
                url = urllib.parse.urljoin(url, response.getheader("Location"))
                continue
            if response.status < 400:
                return "verified", f"answered {response.status}"
            return "unknown", f"answered {response.status}"
        return "unknown", "too many redirects"
