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
from dataclasses import dataclass, field

from .claims import Claim

GIT_TIMEOUT = 10
URL_TIMEOUT = 5
MAX_REDIRECTS = 3
MERGE_RE = re.compile(r"^Merge pull request #(\d+)\b")
SQUASH_RE = re.compile(r"\(#(\d+)\)\s*$")


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


@dataclass
class Checker:
    """Checks claims against one project root; git facts are read once per run."""

    project_root: str | None
    check_urls: bool = False
    allow_loopback: bool = False  # tests only: the local server a URL test talks to
    now: str = field(default_factory=lambda: dt.datetime.now(dt.UTC).isoformat(timespec="seconds"))
    _merged: set[str] | None = None
    _branches: set[str] | None = None
    _is_repo: bool | None = None

    def check(self, claim: Claim) -> Outcome:
        method = {
            "path": self._path,
            "branch": self._branch,
            "pr-merged": self._pr,
            "url": self._url,
        }[claim.kind]
        outcome, reason = method(claim.argument)
        return Outcome(claim.kind, claim.argument, outcome, reason, self.now)

    # --- paths -----------------------------------------------------------------------------

    def _path(self, rel: str) -> tuple[str, str]:
        if not self.project_root:
            return "unknown", "no project root is set (MEMORYUI_PROJECT_ROOT)"
        root = os.path.realpath(self.project_root)
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
        return "failed", "no such file or folder in the project"

    # --- git -------------------------------------------------------------------------------

    def _git(self, *args: str) -> subprocess.CompletedProcess[str] | None:
        assert self.project_root
        try:
            return subprocess.run(
                ["git", "-C", self.project_root, *args],
                capture_output=True,
                text=True,
                timeout=GIT_TIMEOUT,
                check=False,
                env={**os.environ, "GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0"},
            )
        except (OSError, subprocess.TimeoutExpired):
            return None

    def _repo(self) -> bool:
        if self._is_repo is None:
            done = self._git("rev-parse", "--git-dir") if self.project_root else None
            self._is_repo = bool(done and done.returncode == 0)
        return self._is_repo

    def _branch(self, name: str) -> tuple[str, str]:
        if not self.project_root:
            return "unknown", "no project root is set (MEMORYUI_PROJECT_ROOT)"
        if not self._repo():
            return "unknown", "the project root is not a git repository"
        valid = self._git("check-ref-format", "--branch", name)
        if valid is None or valid.returncode != 0:
            return "unknown", "not a valid branch name"
        if self._branches is None:
            refs = self._git("for-each-ref", "--format=%(refname)", "refs/heads", "refs/remotes")
            self._branches = set()
            for ref in refs.stdout.splitlines() if refs else []:
                if ref.startswith("refs/heads/"):
                    self._branches.add(ref.removeprefix("refs/heads/"))
                elif ref.startswith("refs/remotes/"):
                    self._branches.add(ref.removeprefix("refs/remotes/").split("/", 1)[-1])
        if name in self._branches:
            return "verified", "the branch exists"
        return "failed", "no such branch, local or remote-tracking"

    def _pr(self, number: str) -> tuple[str, str]:
        if not self.project_root:
            return "unknown", "no project root is set (MEMORYUI_PROJECT_ROOT)"
        if not self._repo():
            return "unknown", "the project root is not a git repository"
        if self._merged is None:
            log = self._git("log", "--all", "--format=%s")
            self._merged = set()
            for subject in log.stdout.splitlines() if log else []:
                for pattern in (MERGE_RE, SQUASH_RE):
                    if match := pattern.search(subject):
                        self._merged.add(match.group(1))
        if number in self._merged:
            return "verified", "a merge or squash commit names it"
        return "failed", "no merge or squash commit names it in the history"

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
