"""Each lint check, on a memory that should trigger it and on one that looks alike but should not.

The memdirs are small real folders; the lint runs on them as the evaluation runs it
(``lint_scan`` over a scan), so no database is needed. A check added to ``memdir.lint`` without
a case here fails ``test_every_check_has_a_case``.
"""

from __future__ import annotations

import gc
import math
import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from memoryui.memdir import lint, profiles
from memoryui.memdir.scan import scan
from tests.conftest import MemdirBuilder

Build = Callable[[MemdirBuilder], None]


def lint_of(root: Path, profile: str = "claude-code") -> list[lint.Finding]:
    chosen = profiles.build(profile)
    texts = {}
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".md"):
                path = Path(folder, name)
                texts[str(path.relative_to(root))] = path.read_text(encoding="utf-8")
    return lint.lint_scan(scan(str(root), chosen), texts)


def index(m: MemdirBuilder, *paths: str) -> None:
    """A MEMORY.md pointing to each of ``paths`` once, with a short hook of its own."""
    m.index("# Memory", *(f"- [{p}]({p}) — see this one" for p in paths))


def good(m: MemdirBuilder, rel: str, body: str = "", **kwargs: str) -> None:
    """A memory that breaks no rule unless the test says so."""
    kwargs.setdefault("description", f"What {Path(rel).stem} says, in one line")
    kwargs.setdefault("name", Path(rel).stem.replace("-", " "))
    m.topic(
        rel, body=body or "The build runs on every push and takes about four minutes.\n", **kwargs
    )


# --- the cases: (what triggers the check, what looks alike and must not) ---------------------


def secret_yes(m):
    good(m, "deploy.md", "Deploy with the token ghp_Zk3x9Qw7Tn2Lp5Vb8Zc1Md4Fg6Hh0Jk2Ls4N today.\n")
    index(m, "deploy.md")


def secret_no(m):
    good(m, "deploy.md", "The token lives in Vault under `ci/github`; never paste it here.\n")
    index(m, "deploy.md")


def dead_link_yes(m):
    good(m, "a.md", "See [[release-train]] for the dates.\n")
    index(m, "a.md")


def dead_link_no(m):
    good(m, "a.md", "See [[release-train]] for the dates, and `[[not-a-link]]` in code.\n")
    good(m, "release-train.md")
    index(m, "a.md", "release-train.md")


def dangling_yes(m):
    good(m, "a.md")
    m.index("# Memory", "- [A](a.md) — the a note", "- [Gone](gone.md) — moved away")


def dangling_no(m):
    good(m, "a.md")
    good(m, "notes/gone.md")
    m.index("# Memory", "- [A](a.md) — the a note", "- [Gone](notes/gone.md) — still here")


def orphan_yes(m):
    good(m, "a.md")
    good(m, "b.md")
    index(m, "a.md")


def orphan_no(m):
    good(m, "a.md")
    good(m, "b.md", status="superseded", superseded_by="a.md")
    index(m, "a.md")


def mid_sentence_yes(m):
    good(m, "a.md")
    good(m, "b.md")
    m.index("# Memory", "- [A](a.md) — the a note", "Deploys: read [the runbook](b.md) first.")


def mid_sentence_no(m):
    good(m, "a.md")
    good(m, "b.md")
    m.index("# Memory", "- [A](a.md) — the a note, next to [B](b.md)", "- [B](b.md) — the b note")


def duplicate_pointer_yes(m):
    good(m, "a.md")
    m.index("# Memory", "- [A](a.md) — the a note", "- [A again](a.md) — the a note once more")


def duplicate_pointer_no(m):
    good(m, "a.md")
    good(m, "b/a.md")
    m.index("# Memory", "- [A](a.md) — the a note", "- [Other A](b/a.md) — the other a")


def ambiguous_yes(m):
    good(m, "a.md", "Ask [[oncall]] first.\n")
    good(m, "team/oncall.md")
    good(m, "infra/oncall.md")
    index(m, "a.md", "team/oncall.md", "infra/oncall.md")


def ambiguous_no(m):
    good(m, "a.md", "Ask [[team/oncall]] first.\n")
    good(m, "team/oncall.md")
    good(m, "infra/oncall.md")
    index(m, "a.md", "team/oncall.md", "infra/oncall.md")


def name_twice_yes(m):
    good(m, "a.md", name="Release train")
    good(m, "b.md", name="release train")
    index(m, "a.md", "b.md")


def name_twice_no(m):
    good(m, "a.md", name="Release train")
    good(m, "b.md", name="Release train (2024)", status="superseded", superseded_by="a.md")
    good(m, "c.md", name="Release trains")
    index(m, "a.md", "c.md")


def blank_description_yes(m):
    m.topic("a.md", name="a", description="", body="The build takes four minutes.\n")
    index(m, "a.md")


def blank_description_no(m):
    good(m, "a.md", description="Blank lines in YAML are fine")
    index(m, "a.md")


def unknown_type_yes(m):
    good(m, "a.md", type="note")
    index(m, "a.md")


def unknown_type_no(m):
    good(m, "a.md", type="reference")
    index(m, "a.md")


def frontmatter_only_yes(m):
    good(m, "a.md", "# A\n\nTODO\n")
    index(m, "a.md")


def frontmatter_only_no(m):
    good(m, "a.md", "# A\n\nUse pnpm, never npm.\n")
    index(m, "a.md")


def feedback_why_yes(m):
    good(m, "a.md", "Never force-push to main.\n", type="feedback")
    index(m, "a.md")


def feedback_why_no(m):
    body = (
        "Never force-push to main.\n\n**Why:** it rewrote a teammate's release.\n"
        "**How to apply:** use `--force-with-lease` on your own branches only.\n"
    )
    good(m, "a.md", body, type="feedback")
    index(m, "a.md")


def transient_yes(m):
    good(m, "a.md", "The migration is half done.\n\nNext steps:\n- backfill the orders table\n")
    index(m, "a.md")


def transient_no(m):
    body = "Migrations run in three steps; the next step waits for the backfill to finish.\n"
    good(m, "a.md", body)
    good(m, "b.md", "Next steps: never leave them in memory.\n", type="feedback")
    index(m, "a.md", "b.md")


def relative_date_yes(m):
    good(m, "a.md", "The staging database was refreshed yesterday and is safe to use.\n")
    index(m, "a.md")


def relative_date_no(m):
    body = "The staging database was refreshed on 2026-03-02 (yesterday, as I write).\n"
    good(m, "a.md", body)
    good(m, "b.md", "Standups are every Friday; today's date goes in the notes.\n", type="user")
    index(m, "a.md", "b.md")


def code_dump_yes(m):
    code = "\n".join(f"    step_{n}()" for n in range(25))
    good(m, "a.md", f"The deploy script:\n\n```python\ndef deploy():\n{code}\n```\n")
    index(m, "a.md")


def code_dump_no(m):
    good(m, "a.md", "Deploy with:\n\n```sh\nmake deploy ENV=staging\nmake smoke\n```\n")
    index(m, "a.md")


def derivable_yes(m):
    files = "\n".join(f"- `src/billing/module_{n}.py` — handles part {n}" for n in range(8))
    good(m, "a.md", f"The billing code:\n\n{files}\n")
    index(m, "a.md")


def derivable_no(m):
    good(m, "a.md", "Billing lives in `src/billing/`; start from `invoice.py`.\n")
    index(m, "a.md")


def wraps_yes(m):
    good(m, "a.md")
    m.index("# Memory", "- [A](a.md) — the a note, which goes on", "  and on onto a second line")


def wraps_no(m):
    good(m, "a.md")
    m.index("# Memory", "- [A](a.md) — the a note", "", "Keep this index short.")


def mismatch_yes(m):
    good(m, "pgbouncer.md", name="redis-config")
    index(m, "pgbouncer.md")


def mismatch_no(m):
    good(m, "pgbouncer-pool.md", name="connection-pooling")
    good(m, "oncall.md", name="소통 방식")
    # A title need not repeat its file name.
    good(m, "people.md", name="Who's who on the team")
    index(m, "pgbouncer-pool.md", "oncall.md", "people.md")


def hook_yes(m):
    good(m, "a.md", description="Who signs the flour docket on delivery day")
    m.index("# Memory", "- [A](a.md) — who signs the flour docket on delivery day")


def hook_no(m):
    good(m, "a.md", description="Who signs the flour docket on delivery day")
    m.index("# Memory", "- [A](a.md) — flour docket: the early-shift bake lead")


def empty_heading_yes(m):
    good(m, "a.md", "# Deploys\n\n## Staging\n\n## Production\n\nTag first.\n")
    index(m, "a.md")


def empty_heading_no(m):
    good(m, "a.md", "# Deploys\n\n## Staging\n\nMerge to main.\n\n```\n## not a heading\n```\n")
    index(m, "a.md")


def self_link_yes(m):
    good(m, "a.md", "More in [[a]].\n")
    index(m, "a.md")


def self_link_no(m):
    good(m, "a.md", "More in [[b]].\n")
    good(m, "b.md", "Back to [[a]].\n")
    index(m, "a.md", "b.md")


def cycle_yes(m):
    good(m, "a.md", "Then [[b]].\n")
    good(m, "b.md", "Then [[c]].\n")
    good(m, "c.md", "Back to [[a]].\n")
    index(m, "a.md", "b.md", "c.md")


def cycle_no(m):
    good(m, "a.md", "See also [[b]].\n")
    good(m, "b.md", "See also [[a]] and [[c]].\n")
    good(m, "c.md")
    index(m, "a.md", "b.md", "c.md")


CASES: dict[str, tuple[Build, Build]] = {
    "secret": (secret_yes, secret_no),
    "dead-link": (dead_link_yes, dead_link_no),
    "dangling-pointer": (dangling_yes, dangling_no),
    "orphan": (orphan_yes, orphan_no),
    "linked-mid-sentence": (mid_sentence_yes, mid_sentence_no),
    "duplicate-pointer": (duplicate_pointer_yes, duplicate_pointer_no),
    "ambiguous-link": (ambiguous_yes, ambiguous_no),
    "name-claimed-twice": (name_twice_yes, name_twice_no),
    "blank-description": (blank_description_yes, blank_description_no),
    "unknown-type": (unknown_type_yes, unknown_type_no),
    "frontmatter-only": (frontmatter_only_yes, frontmatter_only_no),
    "feedback-why": (feedback_why_yes, feedback_why_no),
    "transient-state": (transient_yes, transient_no),
    "relative-date": (relative_date_yes, relative_date_no),
    "code-dump": (code_dump_yes, code_dump_no),
    "code-derivable": (derivable_yes, derivable_no),
    "index-line-wraps": (wraps_yes, wraps_no),
    "name-mismatch": (mismatch_yes, mismatch_no),
    "hook-restates": (hook_yes, hook_no),
    "empty-heading": (empty_heading_yes, empty_heading_no),
    "self-link": (self_link_yes, self_link_no),
    "link-cycle": (cycle_yes, cycle_no),
}


def test_every_check_has_a_case():
    assert sorted(CASES) == sorted(check.id for check in lint.CHECKS)


@pytest.mark.parametrize("check", sorted(CASES))
def test_the_check_finds_what_it_is_about(tmp_path, check):
    builder = MemdirBuilder(tmp_path / "yes")
    CASES[check][0](builder)

    found = [f for f in lint_of(builder.root) if f.check == check]

    assert found, f"{check} found nothing"
    assert all(f.message and f.level == lint.BY_ID[check].level for f in found)


@pytest.mark.parametrize("check", sorted(CASES))
def test_the_check_is_silent_on_what_only_looks_alike(tmp_path, check):
    builder = MemdirBuilder(tmp_path / "no")
    CASES[check][1](builder)

    found = [f for f in lint_of(builder.root) if f.check == check]

    assert found == []


def test_a_clean_memdir_has_no_finding_at_all(tmp_path):
    builder = MemdirBuilder(tmp_path / "clean")
    feedback_why_no(builder)

    assert lint_of(builder.root) == []


# --- details that the cases above do not pin down ----------------------------------------------


def test_findings_give_the_files_own_line_numbers(tmp_path):
    builder = MemdirBuilder(tmp_path / "m")
    good(builder, "a.md", "First.\n\nSee [[nowhere]].\n")
    index(builder, "a.md")

    (dead,) = [f for f in lint_of(builder.root) if f.check == "dead-link"]

    # Frontmatter is lines 1-5; the body's third line is the file's eighth.
    assert dead.line == 8
    assert (
        builder.root.joinpath("a.md").read_text().split("\n")[dead.line - 1] == "See [[nowhere]]."
    )


def test_a_secret_finding_names_the_kind_and_never_the_value(tmp_path):
    builder = MemdirBuilder(tmp_path / "m")
    secret_yes(builder)

    (found,) = [f for f in lint_of(builder.root) if f.check == "secret"]

    assert "GitHub token" in found.message
    assert "ghp_" not in repr(found)


def test_item_ids_survive_lines_added_above(tmp_path):
    builder = MemdirBuilder(tmp_path / "m")
    dead_link_yes(builder)
    before = {f.item_id for f in lint_of(builder.root) if f.check == "dead-link"}
    good(builder, "a.md", "A new first paragraph.\n\nSee [[release-train]] for the dates.\n")

    after = {f.item_id for f in lint_of(builder.root) if f.check == "dead-link"}

    assert before == after


def test_a_link_to_a_problem_file_is_not_dead(tmp_path):
    builder = MemdirBuilder(tmp_path / "m")
    good(builder, "a.md", "See [the broken one](broken.md).\n")
    builder.write("broken.md", "---\nname: [unclosed\n---\nBody.\n")
    index(builder, "a.md", "broken.md")

    assert [f for f in lint_of(builder.root) if f.check == "dead-link"] == []


def test_a_memory_bank_keeps_its_task_state_without_a_finding(tmp_path):
    builder = MemdirBuilder(tmp_path / "bank")
    builder.write("projectbrief.md", "# Brief\n\nA shop for tea.\n")
    builder.write("activeContext.md", "# Active context\n\nNext steps:\n- finish the cart\n")
    builder.write("progress.md", "# Progress\n\nYesterday the cart started working.\n")

    found = {f.check for f in lint_of(builder.root, "memory-bank")}

    assert "transient-state" not in found and "relative-date" not in found
    # The same words in a Claude Code project note are findings.
    assert "transient-state" in {f.check for f in _claude_with(tmp_path, "Next steps:\n- x\n")}


def _claude_with(tmp_path: Path, body: str) -> list[lint.Finding]:
    builder = MemdirBuilder(tmp_path / "cc")
    good(builder, "a.md", body)
    index(builder, "a.md")
    return lint_of(builder.root)


def test_a_plain_folder_gets_no_frontmatter_or_index_checks(tmp_path):
    builder = MemdirBuilder(tmp_path / "plain")
    builder.write("notes.md", "# Notes\n\nSee [[gone]].\n")

    found = {f.check for f in lint_of(builder.root, "plain")}

    assert found == {"dead-link"}


def test_a_long_chain_and_a_big_cycle_are_findings_not_a_crash(tmp_path):
    builder = MemdirBuilder(tmp_path / "m")
    size = 1500
    for n in range(size):
        good(builder, f"n{n}.md", f"Next: [[n{(n + 1) % size}]].\n")
    index(builder, *(f"n{n}.md" for n in range(size)))

    cycles = [f for f in lint_of(builder.root) if f.check == "link-cycle"]

    assert len(cycles) == 1 and len(cycles[0].paths) == size


# --- adversarial text: every check stays linear -------------------------------------------------

ADVERSARIAL = {
    "brackets": "[" * 100_000,
    "wikilink openings": "[[" * 50_000,
    "unclosed links": "[a](" * 25_000,
    "backticks": "`" * 100_000,
    "fences": "```\n" * 25_000,
    "hashes": "#" * 100_000,
    "headings": "# h\n" * 25_000,
    "spaces": " " * 100_000 + "x",
    "assignments": "password=" * 10_000,
    "keys": "key" * 30_000,
    "colons": ":" * 100_000,
    "token prefixes": "ghp_" * 25_000,
    "jwt starts": "eyJ" * 30_000 + ".",
    "url starts": "https://" * 12_000,
    "at signs": "a://b:" + "c" * 50_000 + "@" * 10_000,
    "dates": "yesterday " * 10_000,
    "list items": "- `a/b/c.py`\n" * 10_000,
    "tree": "├── " * 25_000,
    "commit-ish": "abcdef1 " * 12_000,
    "dashes": "-" * 100_000,
    "private key": "-----BEGIN PRIVATE KEY-----\n" + "A" * 90_000,
    "one long line": "x" * 200_000,
}


# A linear check on a slow machine takes up to a second on these texts (0.9 s for the secret
# check on 90 KB of "password="), a backtracking one minutes; and a linear check takes about
# four times as long on the whole text as on a quarter of it, a quadratic one sixteen. The
# bar is between the two (their geometric mean): CPU times of a tenth of a second vary by
# half from run to run, and at 6 a linear check failed CI (0.31 s against 0.05 s on a
# quarter; 0.33 s against 0.075 s when measured again).
BACKTRACKING_SECONDS = 5.0
GROWTH_ON_FOUR_TIMES = 8.0
# Below this a quarter's time is mostly noise, and nothing is judged by how it grows.
GROWTH_NOISE_SECONDS = 0.05


def _cpu_seconds(run, repeats: int = 1) -> float:
    """The least CPU time of ``repeats`` runs, with the garbage collector off: late in a full
    suite a collection walks every object the earlier tests left, and its pause made a
    linear check look quadratic (0.61 s against 0.07 s on a quarter, in CI)."""
    best = math.inf
    for _ in range(repeats):
        gc.disable()
        try:
            started = time.process_time()
            run()
            best = min(best, time.process_time() - started)
        finally:
            gc.enable()
    return best


def _assert_linear(check: str, name: str, text: str, run) -> None:
    spent = _cpu_seconds(lambda: run(text))
    # CPU time of this process, so other work on the machine does not count.
    assert spent < BACKTRACKING_SECONDS, f"{check} took {spent:.2f}s on {name}"
    if spent > GROWTH_NOISE_SECONDS:
        spent = _cpu_seconds(lambda: run(text), repeats=5)
        quarter = _cpu_seconds(lambda: run(text[: len(text) // 4]), repeats=5)
        assert spent < GROWTH_ON_FOUR_TIMES * max(quarter, GROWTH_NOISE_SECONDS / 4), (
            f"{check} took {spent:.2f}s on {name}, {quarter:.2f}s on a quarter of it"
        )


def _topic(text: str) -> str:
    return f"---\nname: x\ndescription: y\ntype: project\n---\n{text}\n"


@pytest.mark.parametrize("check", sorted(lint.FILE_CHECKS))
def test_no_file_check_backtracks_on_adversarial_text(check):
    profile = profiles.build("claude-code")
    for name, text in ADVERSARIAL.items():
        _assert_linear(
            check,
            name,
            text,
            lambda t: lint.file_findings("a.md", _topic(t), profile, checks=(check,)),
        )


@pytest.mark.parametrize("check", sorted(lint.MEMDIR_CHECKS))
def test_no_memdir_check_backtracks_on_adversarial_text(check):
    for name, text in ADVERSARIAL.items():
        lines = [
            lint.LineFacts(n, line, "raw") for n, line in enumerate(text.split("\n")[:5000], 1)
        ]
        facts = lint.Facts([lint.MemoryFacts("a.md", text[:2000], text[:2000])], lines, [])
        started = time.process_time()
        list(lint.MEMDIR_CHECKS[check](facts, {}))
        spent = time.process_time() - started
        assert spent < BACKTRACKING_SECONDS, f"{check} took {spent:.2f}s on {name}"


def test_a_megabyte_of_random_base64_is_linted_within_a_second():
    import base64

    text = _topic(base64.b64encode(os.urandom(750_000)).decode())
    wrapped = _topic("\n".join(text[i : i + 76] for i in range(0, len(text), 76)))
    profile = profiles.build("claude-code")
    for shape in (text, wrapped):
        started = time.process_time()
        lint.file_findings("a.md", shape, profile)
        assert time.process_time() - started < 1.0
