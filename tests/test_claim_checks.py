"""Claims that are checked right: a "failed" outcome needs proof, anything less is "unknown".

A false "failed" writes ``unverified`` into a memory the agent reads, so each test here is a
memory a reader can follow, checked against real git repositories built with the git command
line: an upstream with a merge commit for PR #12, squash commits for PRs #34 and #88, a
``.gitignore`` and a small monorepo, cloned so that its other branches are remote-tracking
refs; and a second project root holding the device configs.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.core.management import call_command

from memoryui.memdir.claims import Claim, extract
from memoryui.memdir.verify import Checker

CHECKOUT = Path(__file__).resolve().parent.parent


def git(cwd: Path, *args: str) -> str:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "Test",
        "GIT_AUTHOR_EMAIL": "test@example.invalid",
        "GIT_COMMITTER_NAME": "Test",
        "GIT_COMMITTER_EMAIL": "test@example.invalid",
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "HOME": str(cwd),
    }
    done = subprocess.run(
        ["git", *args], cwd=cwd, env=env, capture_output=True, text=True, check=True
    )
    return done.stdout


def write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)


def commit(repo: Path, files: dict[str, str], message: str) -> None:
    write(repo, files)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)


SHOP_FILES = {
    "README.md": "# Shop\n",
    "Makefile": "test:\n\tpytest\n",
    "Dockerfile": "FROM python:3.12\n",
    ".tool-versions": "python 3.12.4\n",
    "pyproject.toml": "[project]\nname = 'shop'\n",
    ".gitignore": "build/\nresults/\n*.log\nsecrets.yaml\n",
    "app/models.py": "class Invoice: ...\n",
    "services/api/src/app/main.py": "app = None\n",
    "services/api/config/audio.yaml": "volume: 1\n",
    "tools/editor/config/audio.yaml": "volume: 0.5\n",
}


@pytest.fixture(scope="module")
def shop(tmp_path_factory) -> Path:
    """The shop's clone: main has PR #12 merged, PRs #34 and #88 squashed; ``feature/invoices``
    lives only on origin; ``release-2`` is a local branch."""
    base = tmp_path_factory.mktemp("shop")
    upstream = base / "upstream"
    upstream.mkdir()
    git(upstream, "init", "-q", "-b", "main")
    commit(upstream, SHOP_FILES, "Initial import")
    git(upstream, "switch", "-q", "-c", "feature/login")
    commit(upstream, {"app/login.py": "def login(): ...\n"}, "Login form")
    git(upstream, "switch", "-q", "main")
    message = "Merge pull request #12 from shop/feature-login"
    git(upstream, "merge", "-q", "--no-ff", "-m", message, "feature/login")
    git(upstream, "branch", "-q", "-D", "feature/login")
    commit(upstream, {"app/fix.py": "fixed = True\n"}, "Fix invoice totals (#34)")
    commit(upstream, {"app/remap.py": "keys = {}\n"}, "Controller remapping (#88)")
    git(upstream, "branch", "feature/invoices")
    project = base / "shop"
    git(base, "clone", "-q", str(upstream), str(project))
    git(project, "branch", "release-2")
    # What git ignores may well be on disk: a local build is not a committed file.
    write(project, {"build/local.txt": "built\n"})
    return project


@pytest.fixture(scope="module")
def devices(tmp_path_factory) -> Path:
    """A second project root: the device configs, with an ``ota-updates`` branch."""
    repo = tmp_path_factory.mktemp("devices") / "devices"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    commit(repo, {"devices/boiler-relay.yaml": "relay: 1\n"}, "Boiler relay")
    git(repo, "branch", "ota-updates")
    return repo


def claims_in(text: str, memory_path: str = "project/notes.md", siblings=frozenset()):
    return {(c.kind, c.argument) for c in extract(text, siblings, memory_path=memory_path)}


def outcomes(root: str | None, text: str, memory_path: str = "project/notes.md") -> dict:
    checker = Checker(root)
    found = extract(text, frozenset(), memory_path=memory_path)
    return {(c.kind, c.argument): checker.check(c) for c in found}


def check(root, kind: str, argument: str, **extra):
    return Checker(root).check(Claim(kind, argument, f"a sentence about {argument}", **extra))


# --- links between memories -------------------------------------------------------------------


def test_it_reads_a_link_from_a_subfolder_as_a_memdir_link_not_a_project_path():
    text = "Deploy steps: [rollback notes](sub/rollback.md), and [[testing|the test rules]]."
    assert claims_in(text, "project/deploy.md") == set()


def test_it_reads_wikilinks_of_every_shape_as_memdir_links():
    text = "See [[deploy]], [[Deploy runbook|the runbook]] and [[rollback#step-3]] first."
    assert claims_in(text) == set()


def test_a_code_span_naming_a_memory_relative_to_its_folder_is_not_a_project_path():
    siblings = frozenset({"project/sub/rollback.md"})
    assert claims_in("Read `sub/rollback.md` first.", "project/deploy.md", siblings) == set()


# --- pull requests --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("PR #12 (fixes login, adds tests) was merged on Friday.", "12"),
        ("Controller remapping landed via PR 88.", "88"),
        ("The invoice fix went in with #34.", "34"),
        ("Invoice totals were squash-merged in PR #34.", "34"),
        ("The login form merged in #12 last week.", "12"),
        ("PR #15 is open, but PR #12 was merged.", "12"),
        ("Die Login-Maske ist mit PR #12 gemergt.", "12"),
    ],
)
def test_it_reads_a_merge_in_any_common_phrasing_and_verifies_it(shop, text, number):
    found = outcomes(str(shop), text)
    assert set(found) == {("pr-merged", number)}
    assert found[("pr-merged", number)].outcome == "verified"


@pytest.mark.parametrize(
    "text",
    [
        "PR #93 (cloud saves) is still open.",
        "PR #93 was closed.",
        "We can't tag 1.2 before #95 is merged.",
        "Once PR #97 is merged we switch the slot UI over.",
        "Still waiting on #99 to be merged by the platform people.",
        "Keep the flag on until PR #98 merges.",
        "Hold the release until #98 is merged.",
        "PR #96 will be merged after review.",
    ],
)
def test_a_pr_in_a_mood_is_not_a_claim(text):
    assert claims_in(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "The Vulkan crash fix godotengine/godot#91234 was merged upstream.",
        "Needed the fix core#104512, merged in 2024.2.",
        "Their PR #4512, merged upstream last week, fixes the crash.",
        "The upstream fix https://github.com/other/repo/pull/77 was merged.",
        "The fix for PF-318 was merged yesterday.",
        "Issue #14 was merged into the epic.",
        "Ticket #21 merged with the billing one.",
        "Bug #5 was merged as a duplicate.",
        "Trello card #77 (remap polish) merged into the 1.2 epic.",
    ],
)
def test_another_repositorys_or_a_trackers_number_is_not_this_projects_pr(text):
    assert {kind for kind, _ in claims_in(text)} <= {"url"}


def test_a_rank_is_not_a_pr():
    assert claims_in("Our #1 priority was merged into the plan: the login.") == set()


def test_a_gitlab_merge_request_is_verified_from_its_merge_message(tmp_path):
    repo = tmp_path / "gitlab"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    commit(repo, {"a.txt": "a\n"}, "Initial import")
    message = "Merge branch 'cart' into 'main'\n\nCart totals\n\nSee merge request shop/web!41"
    commit(repo, {"b.txt": "b\n"}, message)
    [outcome] = outcomes(str(repo), "The cart totals were merged in MR !41.").values()
    assert (outcome.argument, outcome.outcome) == ("41", "verified")


def test_a_shallow_clone_cannot_prove_an_old_merge_missing(shop, tmp_path):
    shallow = tmp_path / "shallow"
    git(tmp_path, "clone", "-q", "--depth", "1", f"file://{shop}", str(shallow))
    outcome = check(str(shallow), "pr-merged", "12")
    assert outcome.outcome == "unknown"
    assert "shallow" in outcome.reason


def test_git_that_does_not_answer_in_time_proves_nothing(shop, monkeypatch):
    real = subprocess.run

    def slow_git(args, **kwargs):
        if args[:1] == ["git"] and {"log", "for-each-ref", "ls-files"} & set(args):
            raise subprocess.TimeoutExpired(args, kwargs.get("timeout", 0))
        return real(args, **kwargs)

    monkeypatch.setattr(subprocess, "run", slow_git)
    for kind, argument in (("pr-merged", "64"), ("branch", "lovelace-v2"), ("path", "a/b.py")):
        outcome = check(str(shop), kind, argument)
        assert outcome.outcome == "unknown", kind
        assert "in time" in outcome.reason


def test_a_merge_no_commit_names_fails_with_that_reason(shop):
    [outcome] = outcomes(str(shop), "The achievement icons, PR #64, were merged.").values()
    assert (outcome.argument, outcome.outcome) == ("64", "failed")
    assert "no merge or squash commit" in outcome.reason


# --- paths ----------------------------------------------------------------------------------


def test_bare_root_files_in_code_spans_are_checked_at_the_root(shop):
    text = (
        "Targets are in the `Makefile`; the image is built from the `Dockerfile`. Python is "
        "pinned in `.tool-versions` and `pyproject.toml`; the `README.md` explains the rest."
    )
    found = outcomes(str(shop), text)
    assert set(found) == {
        ("path", name)
        for name in ("Makefile", "Dockerfile", ".tool-versions", "pyproject.toml", "README.md")
    }
    assert {o.outcome for o in found.values()} == {"verified"}


def test_a_bare_name_in_prose_or_an_identifier_in_code_is_not_a_path():
    assert claims_in("Edit the Makefile and settings.py, then call `billing.Invoice`.") == set()


def test_a_bare_name_of_a_memory_file_is_not_a_project_path():
    siblings = frozenset({"project/deploy.md"})
    assert claims_in("Also see `deploy.md` and `MEMORY.md`.", "project/notes.md", siblings) == set()


def test_a_path_under_a_gitignore_pattern_is_unknown_and_says_which(shop):
    text = "Reports land in `results/run-7/summary.csv`; logs go to `logs/app.log`."
    found = outcomes(str(shop), text)
    for argument, pattern in (("results/run-7/summary.csv", "results/"), ("logs/app.log", "*.log")):
        outcome = found[("path", argument)]
        assert outcome.outcome == "unknown"
        assert "ignore" in outcome.reason and pattern in outcome.reason


def test_an_ignored_folder_or_file_named_bare_is_unknown(shop):
    found = outcomes(str(shop), "Never commit `secrets.yaml`; local builds go in `build/`.")
    assert found[("path", "secrets.yaml")].outcome == "unknown"
    # build/ is on disk here (a local build): it exists, whatever git thinks of it.
    assert found[("path", "build")].outcome == "verified"


def test_a_gitignore_is_read_carefully_where_the_root_is_not_a_repository(tmp_path, monkeypatch):
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    root = tmp_path / "plain"
    write(root, {".gitignore": "# outputs\n/dist/\n*.tmp\n!keep.tmp\nout/**/cache\n", "a.py": ""})
    for argument in ("dist/app.js", "x/y.tmp", "out/a/b/cache/z"):
        assert check(str(root), "path", argument).outcome == "unknown", argument
    # Not matched: "/dist/" is anchored at the root, and "!keep.tmp" re-includes the file.
    for argument in ("src/dist/app.js", "docs/keep.tmp"):
        assert check(str(root), "path", argument).outcome == "failed", argument


def test_a_path_the_memory_says_is_generated_is_unknown(shop):
    text = (
        "`app/generated/strings.csv` is generated by `make l10n`: don't edit it. "
        "The build output `dist/app.min.js` is not version-controlled. "
        "`tmp/session.db` is created at runtime."
    )
    found = outcomes(str(shop), text)
    for argument in ("app/generated/strings.csv", "dist/app.min.js", "tmp/session.db"):
        assert found[("path", argument)].outcome == "unknown", argument
        assert "generated" in found[("path", argument)].reason


def test_a_path_found_once_deeper_in_a_monorepo_is_verified_with_where(shop):
    outcome = check(str(shop), "path", "src/app/main.py")
    assert outcome.outcome == "verified"
    assert "services/api/src/app/main.py" in outcome.reason


def test_a_path_found_in_several_places_is_unknown_not_verified(shop):
    outcome = check(str(shop), "path", "config/audio.yaml")
    assert outcome.outcome == "unknown"
    assert "ambiguous: 2 places" in outcome.reason


def test_a_path_nowhere_in_the_project_fails(shop):
    outcome = check(str(shop), "path", "docs/level-design/harbor.md")
    assert outcome.outcome == "failed"


def test_a_bare_name_found_nowhere_is_unknown_not_failed(shop):
    # A bare name says no place: it may be a file of the user's machine, not the project's.
    outcome = check(str(shop), "path", "settings.json")
    assert outcome.outcome == "unknown"


def test_the_file_index_is_built_once_per_run(shop, monkeypatch):
    checker = Checker(str(shop))
    calls = []
    real = subprocess.run

    def counting(args, **kwargs):
        calls.append(args)
        return real(args, **kwargs)

    monkeypatch.setattr(subprocess, "run", counting)
    for argument in ("src/app/main.py", "a/missing.py", "b/missing.py", "config/audio.yaml"):
        check_with(checker, "path", argument)
    assert sum("ls-files" in args for args in calls) == 1


def check_with(checker: Checker, kind: str, argument: str):
    return checker.check(Claim(kind, argument, argument))


# --- branches -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "branch"),
    [
        ("The `feature/invoices` branch holds the spike.", "feature/invoices"),
        ("Hotfixes go to branch `release-2`.", "release-2"),
        ("We are on branch release-2 until Friday.", "release-2"),
        ("Run git checkout release-2 first.", "release-2"),
        ("Then git switch feature/invoices and pull.", "feature/invoices"),
        ("Everything was merged into main on Monday.", "main"),
        ("- branch: `feature/invoices`", "feature/invoices"),
    ],
)
def test_it_finds_a_branch_in_a_branch_shaped_context(shop, text, branch):
    found = outcomes(str(shop), text)
    assert ("branch", branch) in found
    assert found[("branch", branch)].outcome == "verified"


@pytest.mark.parametrize(
    "text",
    [
        "The `if_branch()` helper is tested.",
        "Branch coverage is at 80%.",
        "The `else` branch logs and returns.",
        "The `is_on_floor` branch in `dash.gd` skips the cooldown.",
        "Testers get builds from the Steam beta branch `playtest`.",
        "See branch v2 of the deck for the numbers.",
    ],
)
def test_a_code_identifier_near_the_word_branch_is_not_a_branch(text):
    assert {kind for kind, _ in claims_in(text)} <= {"path"}


def test_a_sentence_that_says_deleted_about_something_else_still_claims_its_branch(shop):
    text = "Props live on branch `release-2`, where the old placeholder meshes were deleted."
    found = outcomes(str(shop), text)
    assert found[("branch", "release-2")].outcome == "verified"


def test_a_branch_said_to_be_deleted_or_merged_is_not_a_claim_that_it_exists():
    assert claims_in("The `feature/old-cart` branch was deleted in March.") == set()
    assert claims_in("The `feature/remap` branch was merged last week.") == set()


def test_a_missing_branch_fails(shop):
    [outcome] = outcomes(str(shop), "The tablet layout is on the `lovelace-v2` branch.").values()
    assert outcome.outcome == "failed"


# --- several roots --------------------------------------------------------------------------


def roots(*paths: Path) -> str:
    return os.pathsep.join(str(p) for p in paths)


def test_a_claim_verified_in_any_root_is_verified_and_says_which(shop, devices):
    both = roots(shop, devices)
    for kind, argument in (("path", "devices/boiler-relay.yaml"), ("branch", "ota-updates")):
        outcome = check(both, kind, argument)
        assert outcome.outcome == "verified", argument
        assert str(devices) in outcome.reason


def test_a_claim_fails_only_when_every_root_proves_it_missing(shop, devices, tmp_path, monkeypatch):
    both = roots(shop, devices)
    assert check(both, "path", "devices/kitchen-display.yaml").outcome == "failed"
    assert check(both, "branch", "lovelace-v2").outcome == "failed"
    assert check(both, "pr-merged", "11").outcome == "failed"
    # A root that is not a repository proves nothing about branches and pull requests.
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    plain = tmp_path / "plain"
    plain.mkdir()
    for kind, argument in (("branch", "lovelace-v2"), ("pr-merged", "11")):
        outcome = check(roots(shop, plain), kind, argument)
        assert outcome.outcome == "unknown", kind
        assert "not a git repository" in outcome.reason


def test_a_project_root_that_is_not_a_folder_stops_start_up(tmp_path, shop):
    memdir = tmp_path / "memdir"
    memdir.mkdir()
    (memdir / "MEMORY.md").write_text("# Index\n")
    missing = tmp_path / "not-there"
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("MEMORYUI_") and k not in ("DJANGO_SETTINGS_MODULE", "DATABASE_URL")
    }
    env |= {
        "DJANGO_SETTINGS_MODULE": "memoryui.settings",
        "MEMORYUI_VAR_DIR": str(tmp_path / "var"),
        "MEMORYUI_MEMDIR": str(memdir),
        "MEMORYUI_PROJECT_ROOT": roots(shop, missing),
    }
    done = subprocess.run(
        [sys.executable, str(CHECKOUT / "manage.py"), "check"],
        env=env,
        cwd=CHECKOUT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode != 0
    last = done.stderr.strip().splitlines()[-1]
    assert "MEMORYUI_PROJECT_ROOT" in last and str(missing) in last and "folder" in last


# --- linear on adversarial text -------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "PR #1 (" + "a, " * 30_000 + "was merged",
        "merged " + "not " * 30_000,
        "`" + "a." * 40_000 + "`",
        "branch " * 25_000,
        "#1 " * 30_000 + "merged",
        "#1, " * 30_000 + "merged",
        "a, " * 60_000,
        "[[" * 30_000 + "](" * 30_000,
        "(" * 50_000 + "PR #1 merged",
        "x" * 100_000 + "/" + "y" * 90_000,
    ],
)
def test_extraction_stays_linear_on_adversarial_text(text):
    started = time.perf_counter()
    extract(text, frozenset(), memory_path="a.md")
    assert time.perf_counter() - started < 2.0


# --- what verify writes ---------------------------------------------------------------------

MIXED = "mixed.md"
UNKNOWNS = "unknowns.md"


@pytest.fixture
def claims_memdir(memdir, shop, settings, db):
    settings.MEMORYUI_PROJECT_ROOT = str(shop)
    memdir.topic(
        MIXED,
        body=(
            "Invoices are in `app/invoices_v2.py`. Reports land in `results/summary.csv`.\n"
            "PR #64 was merged. PR #93 is still open. See [rollback](sub/rollback.md).\n"
        ),
        mtime=1_700_000_000,
    )
    memdir.topic(
        UNKNOWNS,
        body=(
            "Logs go to `logs/app.log`. `config/audio.yaml` sets the volume.\n"
            "`app/generated/strings.csv` is generated by `make l10n`. Docs: [[deploy]].\n"
        ),
        mtime=1_700_000_000,
    )
    memdir.topic("sub/rollback.md", body="Roll back with the previous image.\n")
    memdir.index("# Memory", f"- [Mixed]({MIXED})", f"- [Unknowns]({UNKNOWNS})")
    return memdir


def run_verify() -> str:
    out = io.StringIO()
    call_command("verify", stdout=out)
    return out.getvalue()


def test_verify_writes_unverified_only_for_claims_that_failed_with_proof(claims_memdir):
    run_verify()
    text = (claims_memdir.root / MIXED).read_text()
    frontmatter = text.split("\n---\n", 1)[0]
    assert "app/invoices_v2.py" in frontmatter
    assert "64" in frontmatter
    # The gitignored report path and the open PR are not written as unverified.
    assert "results/summary.csv" not in frontmatter
    assert "93" not in frontmatter
    assert "rollback" not in frontmatter


def test_verify_leaves_a_memory_with_only_unknowns_untouched(claims_memdir):
    before = (claims_memdir.root / UNKNOWNS).read_bytes()
    mtime = (claims_memdir.root / UNKNOWNS).stat().st_mtime_ns
    run_verify()
    assert (claims_memdir.root / UNKNOWNS).read_bytes() == before
    assert (claims_memdir.root / UNKNOWNS).stat().st_mtime_ns == mtime


def test_the_memory_page_lists_its_memdir_links_apart_from_its_claims(claims_memdir, editor_client):
    run_verify()
    data = editor_client.get(f"/memories/{UNKNOWNS}?format=json").json()
    assert data["links"] == [{"target": "deploy", "line": 6, "resolved": None}]
    assert all(c["kind"] != "memdir-link" and "deploy" not in c["argument"] for c in data["claims"])
    mixed = editor_client.get(f"/memories/{MIXED}?format=json").json()
    # Line 7, not 6: verify wrote its one-line ``unverified:`` into this memory's frontmatter.
    link = {"target": "sub/rollback.md", "line": 7, "resolved": "sub/rollback.md"}
    assert mixed["links"] == [link]
    page = editor_client.get(f"/memories/{UNKNOWNS}").content.decode()
    assert "deploy" in page and "no such memory in the memdir" in page


def test_an_unknown_outcome_keeps_an_earlier_mark(claims_memdir, settings):
    run_verify()
    marked = (claims_memdir.root / MIXED).read_bytes()
    settings.MEMORYUI_PROJECT_ROOT = None
    run_verify()
    assert (claims_memdir.root / MIXED).read_bytes() == marked
