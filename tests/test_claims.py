"""Claims: what a memory's text says about the project, and each check against the real thing.

Extraction is pure. The checks run against a real git repository built here with the git
command line: an upstream repository with a merge commit, a squash commit, a rename and a
deletion, cloned into the project folder so that its other branches are remote-tracking refs.
URL checks talk only to a server on 127.0.0.1 started by the test.
"""

from __future__ import annotations

import http.server
import os
import socket
import subprocess
import threading
from pathlib import Path
from typing import ClassVar

import pytest

from memoryui.memdir.claims import Claim, extract
from memoryui.memdir.verify import Checker


def found(text: str, memdir_paths: frozenset[str] = frozenset()) -> set[tuple[str, str]]:
    return {(c.kind, c.argument) for c in extract(text, memdir_paths)}


def of_kind(text: str, kind: str) -> set[str]:
    return {argument for k, argument in found(text) if k == kind}


# --- extraction: paths -------------------------------------------------------------------------


def test_it_finds_a_path_in_a_code_span():
    assert of_kind("The settings live in `config/settings.py` now.", "path") == {
        "config/settings.py"
    }


def test_it_finds_a_plain_path_in_prose():
    text = "The runbook in docs/deploy/runbook.md explains the rollback."
    assert of_kind(text, "path") == {"docs/deploy/runbook.md"}


def test_it_reads_a_dot_slash_path_as_relative_to_the_project():
    assert of_kind("Run ./scripts/refresh_db.sh before the demo.", "path") == {
        "scripts/refresh_db.sh"
    }
    assert of_kind("Run `./scripts/seed.py` first.", "path") == {"scripts/seed.py"}


def test_a_bare_file_name_is_a_claim_only_in_a_code_span():
    # In prose, "models.py" is a word; in a code span it names a file, which the checker looks
    # for anywhere in the project (one in every app is "ambiguous", never "failed").
    assert found("Add the field in `models.py` and in models.py of the app.") == {
        ("path", "models.py")
    }
    assert found("Add the field in models.py of the app.") == set()


def test_identifiers_with_dots_are_not_paths():
    text = "The `billing.Invoice` model emits `invoice.paid`; see billing.Invoice.total too."
    assert of_kind(text, "path") == set()


def test_a_placeholder_is_not_a_claim():
    text = "Each month we cut a branch `release/YYYY.MM` and add `migrations/00xx_name.py`."
    assert found(text) == set()


@pytest.mark.parametrize("verb", ["removed", "renamed", "deleted"])
def test_a_path_said_to_be_gone_is_not_a_claim_that_it_exists(verb):
    assert of_kind(f"The old `billing/legacy.py` was {verb} in March.", "path") == set()
    assert of_kind(f"We {verb} billing/legacy.py last spring.", "path") == set()


def test_a_path_inside_a_url_is_not_a_project_path():
    text = "The guide is at https://docs.example.com/guide/install.html for everyone."
    assert of_kind(text, "path") == set()
    assert of_kind(text, "url") == {"https://docs.example.com/guide/install.html"}


def test_a_pointer_to_a_sibling_memory_is_not_a_claim_about_the_project():
    text = "See `feedback/testing.md` and `src/app/tests.py`."
    assert of_kind(text, "path") == {"feedback/testing.md", "src/app/tests.py"}
    siblings = frozenset({"feedback/testing.md"})
    assert {a for k, a in found(text, siblings) if k == "path"} == {"src/app/tests.py"}


def test_each_claim_is_reported_once_in_order_of_appearance():
    text = "Edit `a/b.py`. Then edit a/b.py again, and `c/d.py`."
    claims = extract(text)
    assert [(c.kind, c.argument) for c in claims] == [("path", "a/b.py"), ("path", "c/d.py")]
    # The sentence travels with the claim, so the queue can show where it was said.
    assert claims[0].sentence == "Edit `a/b.py`."


# --- extraction: branches ----------------------------------------------------------------------


def test_it_finds_a_branch_named_after_the_word_branch():
    assert of_kind("Releases are cut from branch `release/2026.11` on Fridays.", "branch") == {
        "release/2026.11"
    }


def test_it_finds_a_branch_named_before_the_word_branch():
    assert of_kind("The `feature/x` branch holds the spike.", "branch") == {"feature/x"}


def test_it_finds_the_branch_of_a_git_switch_or_checkout():
    assert of_kind("Then git switch main and pull.", "branch") == {"main"}
    assert of_kind("Run git checkout hotfix/login first.", "branch") == {"hotfix/login"}


def test_prose_after_the_word_branch_is_not_a_branch():
    text = "Push this branch to review; the branch protection rules apply to our branches."
    assert of_kind(text, "branch") == set()


def test_a_git_option_is_not_taken_for_a_branch():
    assert of_kind("Use git checkout -b topic to start.", "branch") == set()


# --- extraction: pull requests -----------------------------------------------------------------


def test_a_pr_said_to_be_merged_is_a_claim():
    assert found("PR #412 was merged on Monday.") == {("pr-merged", "412")}
    assert of_kind("We merged pull request #77 yesterday.", "pr-merged") == {"77"}


@pytest.mark.parametrize(
    "text",
    [
        "PR #415 is still open.",
        "PR #415 was closed.",
        "PR #415 was closed without merging.",
        "Once PR #9 is merged we can deploy.",
        "PR #9 is not merged yet.",
        "We are waiting for PR #9 to be merged.",
    ],
)
def test_a_pr_said_to_be_open_or_closed_is_a_mood_not_a_claim(text):
    assert of_kind(text, "pr-merged") == set()


def test_an_open_pr_stays_a_mood_beside_a_merged_one():
    # Two PRs in one sentence: only the one said to be merged is a claim. Claiming #415 as
    # merged would mark the memory unverified for saying, correctly, that it is open.
    assert of_kind("PR #415 is still open, but PR #412 was merged.", "pr-merged") == {"412"}


# --- extraction: URLs --------------------------------------------------------------------------


def test_trailing_punctuation_is_trimmed_from_urls():
    text = (
        "Docs: https://example.com/docs/page. Also see (https://example.org/a?b=1), "
        "and 'https://example.net/x'! Is it https://example.net/q?"
    )
    assert of_kind(text, "url") == {
        "https://example.com/docs/page",
        "https://example.org/a?b=1",
        "https://example.net/x",
        "https://example.net/q",
    }


# --- a real project ----------------------------------------------------------------------------

GIT_ENV = {
    "GIT_AUTHOR_NAME": "Test",
    "GIT_AUTHOR_EMAIL": "test@example.invalid",
    "GIT_COMMITTER_NAME": "Test",
    "GIT_COMMITTER_EMAIL": "test@example.invalid",
    "GIT_CONFIG_NOSYSTEM": "1",
}


def git(cwd: Path, *args: str) -> str:
    env = {**os.environ, **GIT_ENV, "HOME": str(cwd)}
    done = subprocess.run(
        ["git", *args], cwd=cwd, env=env, capture_output=True, text=True, check=True
    )
    return done.stdout


def commit_file(repo: Path, rel: str, text: str, message: str) -> None:
    path = repo / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    git(repo, "add", rel)
    git(repo, "commit", "-q", "-m", message)


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    """A clone of an upstream repository whose history holds every kind of fact we check.

    Upstream: main with a merge commit for PR #12, a squash commit for PR #34, a rename and a
    deletion; release/2026.11 carrying a squash commit for PR #77 that never reached main;
    hotfix/x. The clone has main and local/spike as local branches; the others exist only as
    origin/… remote-tracking refs.
    """
    base = tmp_path_factory.mktemp("git")
    upstream = base / "upstream"
    upstream.mkdir()
    git(upstream, "init", "-q", "-b", "main")
    commit_file(upstream, "README.md", "# Shop\n", "Initial commit")
    commit_file(upstream, "app/models.py", "class Invoice: ...\n", "Add models")
    commit_file(upstream, "app/old_name.py", "x = 1\n", "Add old name")
    commit_file(upstream, "app/doomed.py", "y = 2\n", "Add doomed")
    git(upstream, "switch", "-q", "-c", "feature/invoices")
    commit_file(upstream, "app/invoices.py", "def pay(): ...\n", "Invoices")
    git(upstream, "switch", "-q", "main")
    git(
        upstream,
        "merge",
        "-q",
        "--no-ff",
        "-m",
        "Merge pull request #12 from org/feature-invoices",
        "feature/invoices",
    )
    commit_file(upstream, "app/fix.py", "fixed = True\n", "Fix invoices (#34)")
    git(upstream, "mv", "app/old_name.py", "app/new_name.py")
    git(upstream, "rm", "-q", "app/doomed.py")
    git(upstream, "commit", "-q", "-m", "Rename old_name, drop doomed")
    git(upstream, "branch", "hotfix/x")
    git(upstream, "switch", "-q", "-c", "release/2026.11")
    commit_file(upstream, "app/backport.py", "b = 3\n", "Backport the fix (#77)")
    git(upstream, "switch", "-q", "main")

    project = base / "project"
    git(base, "clone", "-q", str(upstream), str(project))
    git(project, "branch", "local/spike")
    return project


@pytest.fixture
def checker(project) -> Checker:
    return Checker(str(project))


def check(checker: Checker, kind: str, argument: str):
    return checker.check(Claim(kind, argument, f"a sentence about {argument}"))


def test_the_fixture_clone_has_remote_tracking_branches_only_for_the_others(project):
    # Guards the fixture: without this, "remote-tracking" below could be a local branch.
    local = git(project, "for-each-ref", "--format=%(refname)", "refs/heads").split()
    assert local == ["refs/heads/local/spike", "refs/heads/main"]
    assert "refs/remotes/origin/hotfix/x" in git(project, "for-each-ref", "refs/remotes")


# --- paths


def test_a_path_that_exists_in_the_project_is_verified(checker):
    outcome = check(checker, "path", "app/models.py")
    assert (outcome.kind, outcome.argument, outcome.outcome) == (
        "path",
        "app/models.py",
        "verified",
    )
    assert outcome.checked_at


def test_a_folder_that_exists_is_verified(checker):
    assert check(checker, "path", "app").outcome == "verified"


def test_a_deleted_file_fails(checker):
    assert check(checker, "path", "app/doomed.py").outcome == "failed"


def test_a_renamed_file_fails_under_its_old_name_and_is_verified_under_the_new(checker):
    assert check(checker, "path", "app/old_name.py").outcome == "failed"
    assert check(checker, "path", "app/new_name.py").outcome == "verified"


def test_a_symlink_leading_out_of_the_project_is_never_verified(project, tmp_path):
    outside = tmp_path / "secret.txt"
    outside.write_text("not the project's\n")
    link = project / "app" / "outside_link.txt"
    link.symlink_to(outside)
    dangling = project / "app" / "dangling_out.txt"
    dangling.symlink_to(tmp_path / "nowhere.txt")
    try:
        checker = Checker(str(project))
        for rel in ("app/outside_link.txt", "app/dangling_out.txt"):
            outcome = check(checker, "path", rel)
            assert outcome.outcome == "unknown", rel
            assert "outside" in outcome.reason
    finally:
        link.unlink()
        dangling.unlink()


def test_a_symlink_inside_the_project_to_the_project_is_followed(project):
    link = project / "app" / "alias.py"
    link.symlink_to(project / "app" / "models.py")
    try:
        assert check(Checker(str(project)), "path", "app/alias.py").outcome == "verified"
    finally:
        link.unlink()


@pytest.mark.parametrize("rel", ["../escape", "app/../../escape", "/etc/passwd", "a\x00b"])
def test_a_path_that_climbs_out_is_unknown(checker, project, rel):
    # The sibling exists: a check that followed the path out would find it and say "verified".
    (project.parent / "escape").write_text("outside\n")
    outcome = check(checker, "path", rel)
    assert outcome.outcome == "unknown"
    assert outcome.reason


# --- branches


@pytest.mark.parametrize("name", ["main", "local/spike"])
def test_a_local_branch_is_verified(checker, name):
    assert check(checker, "branch", name).outcome == "verified"


@pytest.mark.parametrize("name", ["hotfix/x", "release/2026.11", "feature/invoices"])
def test_a_remote_tracking_branch_is_verified(checker, name):
    assert check(checker, "branch", name).outcome == "verified"


def test_a_branch_created_with_update_ref_as_remote_tracking_is_verified(project):
    git(project, "update-ref", "refs/remotes/origin/hotfix/y", "HEAD")
    try:
        assert check(Checker(str(project)), "branch", "hotfix/y").outcome == "verified"
    finally:
        git(project, "update-ref", "-d", "refs/remotes/origin/hotfix/y")


def test_a_missing_branch_fails(checker):
    outcome = check(checker, "branch", "release/2019.01")
    assert outcome.outcome == "failed"
    assert outcome.reason


@pytest.mark.parametrize("name", ["bad..name", "-rf", "--help", "--output=x", "a b", "HEAD@{1}"])
def test_an_invalid_branch_name_is_unknown(checker, name):
    outcome = check(checker, "branch", name)
    assert outcome.outcome == "unknown"
    assert "valid" in outcome.reason


def test_a_branch_name_that_looks_like_shell_runs_nothing(checker, tmp_path, monkeypatch):
    # "$(…)" and ";" are legal in ref names; a shell would run them, an argument list does not.
    monkeypatch.chdir(tmp_path)
    for name in ("x;touch${IFS}pwned", "$(touch${IFS}pwned2)", "`touch${IFS}pwned3`"):
        assert check(checker, "branch", name).outcome in {"failed", "unknown"}
    assert sorted(p.name for p in tmp_path.iterdir()) == []


# --- pull requests


def test_a_pr_merged_through_a_merge_commit_is_verified(checker):
    assert check(checker, "pr-merged", "12").outcome == "verified"


def test_a_pr_merged_as_a_squash_commit_is_verified(checker):
    assert check(checker, "pr-merged", "34").outcome == "verified"


def test_a_squash_commit_on_another_branch_counts_as_merged(checker):
    # "Anywhere in history": release/2026.11 exists only as a remote-tracking ref here.
    assert check(checker, "pr-merged", "77").outcome == "verified"


@pytest.mark.parametrize("number", ["99", "1", "3", "123"])
def test_a_pr_never_merged_fails(checker, number):
    # 1 and 3 are prefixes or suffixes of merged numbers (12, 34): they must not match.
    assert check(checker, "pr-merged", number).outcome == "failed"


# --- what cannot be checked is said plainly


@pytest.mark.parametrize(
    "kind, argument", [("path", "app/models.py"), ("branch", "main"), ("pr-merged", "12")]
)
def test_without_a_project_root_every_claim_is_unknown(kind, argument):
    outcome = check(Checker(None), kind, argument)
    assert outcome.outcome == "unknown"
    assert "project root" in outcome.reason


def test_a_project_root_that_is_not_a_repository_leaves_git_claims_unknown(tmp_path, monkeypatch):
    plain = tmp_path / "plain"
    (plain / "app").mkdir(parents=True)
    (plain / "app" / "models.py").write_text("x = 1\n")
    # Keeps git from finding a repository in a folder above tmp_path.
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    checker = Checker(str(plain))
    for kind, argument in (("branch", "main"), ("pr-merged", "12")):
        outcome = check(checker, kind, argument)
        assert outcome.outcome == "unknown"
        assert "not a git repository" in outcome.reason
    # A path claim needs no git: the folder alone answers it.
    assert check(checker, "path", "app/models.py").outcome == "verified"


def test_a_project_root_that_does_not_exist_leaves_paths_unknown(tmp_path):
    outcome = check(Checker(str(tmp_path / "gone")), "path", "app/models.py")
    assert outcome.outcome == "unknown"


# --- URLs, against a local server only ---------------------------------------------------------


class Handler(http.server.BaseHTTPRequestHandler):
    seen: ClassVar[list[str]] = []

    def _answer(self) -> None:
        type(self).seen.append(self.path)
        routes = {
            "/ok": (200, None),
            "/missing": (404, None),
            "/broken": (500, None),
            "/redirect-private": (302, "http://10.0.0.1/"),
            "/redirect-metadata": (302, "http://169.254.169.254/latest/meta-data/"),
            "/redirect-ok": (302, "/ok"),
            "/redirect-loop": (302, "/redirect-loop"),
        }
        status, location = routes.get(self.path, (404, None))
        self.send_response(status)
        if location:
            self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    do_GET = _answer
    do_HEAD = _answer

    def log_message(self, *args) -> None:
        pass


@pytest.fixture(scope="module")
def server():
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def seen():
    Handler.seen = []
    return Handler.seen


def url_check(url: str, **options):
    return Checker(None, **options).check(Claim("url", url, url))


def test_urls_are_not_checked_without_asking(server, seen):
    outcome = url_check(server + "/ok", check_urls=False, allow_loopback=True)
    assert outcome.outcome == "unknown"
    assert "--urls" in outcome.reason
    assert seen == []


def test_a_url_that_answers_is_verified(server, seen):
    assert url_check(server + "/ok", check_urls=True, allow_loopback=True).outcome == "verified"
    assert seen == ["/ok"]


@pytest.mark.parametrize("path", ["/missing", "/broken"])
def test_a_url_that_answers_with_an_error_is_unknown_never_failed(server, seen, path):
    outcome = url_check(server + path, check_urls=True, allow_loopback=True)
    assert outcome.outcome == "unknown"
    assert seen == [path]


def test_a_url_nobody_answers_is_unknown_never_failed():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    # The port is closed again: nothing listens there now.
    outcome = url_check(f"http://127.0.0.1:{port}/", check_urls=True, allow_loopback=True)
    assert outcome.outcome == "unknown"


@pytest.mark.parametrize("path", ["/redirect-private", "/redirect-metadata"])
def test_a_redirect_to_a_private_address_is_refused(server, seen, path):
    outcome = url_check(server + path, check_urls=True, allow_loopback=True)
    assert outcome.outcome == "unknown"
    assert "not a public address" in outcome.reason
    # Only the first hop reached our server, and no request left for the private address:
    # had one been tried, the reason would be "no answer" after a timeout, not a refusal.
    assert seen == [path]


def test_a_redirect_to_a_page_that_answers_is_verified(server, seen):
    outcome = url_check(server + "/redirect-ok", check_urls=True, allow_loopback=True)
    assert outcome.outcome == "verified"
    assert seen == ["/redirect-ok", "/ok"]


def test_a_redirect_loop_ends_unknown(server, seen):
    outcome = url_check(server + "/redirect-loop", check_urls=True, allow_loopback=True)
    assert outcome.outcome == "unknown"
    assert 1 < len(seen) <= 10


def test_a_loopback_url_is_refused_as_not_public_outside_tests(server, seen):
    outcome = url_check(server + "/ok", check_urls=True, allow_loopback=False)
    assert outcome.outcome == "unknown"
    assert "not a public address" in outcome.reason
    assert seen == []


def test_a_url_that_is_not_http_is_unknown(seen):
    outcome = url_check("ftp://127.0.0.1/file", check_urls=True, allow_loopback=True)
    assert outcome.outcome == "unknown"
    assert seen == []
