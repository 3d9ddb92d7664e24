"""The out-of-sample evaluation data is well-formed, and its builder makes real folders and repos.

These tests check the data, never the detectors: a quality threshold here would invite tuning
the labels. A mistyped path in a label would silently count as a miss, so every label is
checked against the files it names.
"""

from __future__ import annotations

import os
import posixpath
import re
import subprocess
import sys
from pathlib import Path

import pytest

from memoryui.memdir.files import TYPES, FileStat, parse_topic
from tests.eval.build import build, mtime_of
from tests.eval.dataset import (
    CLAIM_EXPECTED,
    CLAIM_FORMS,
    CLAIM_KINDS,
    CONTRADICTION_FORMS,
    DECOY_FORMS,
    DUPLICATE_FORMS,
    EVAL_HALVES,
    FORMS_OF_KIND,
    FRESH,
    HALVES,
    LANGUAGES,
    MEMDIR_LANGUAGES,
    PAIR_KINDS,
    UNSEEN_WRITERS,
    LabelledMemdir,
    load_half,
)

REPO = Path(__file__).resolve().parents[1]
HELD_OUT_MARK = "Held out: never tune a detector on this file."
DATA = {half: load_half(half) for half in EVAL_HALVES}
ALL = [m for half in EVAL_HALVES for m in DATA[half]]


def ids(memdirs: list[LabelledMemdir]) -> list[str]:
    return [f"{m.half}/{m.name}" for m in memdirs]


def test_both_halves_have_data():
    assert all(len(DATA[half]) >= 8 for half in HALVES)


def test_the_halves_are_disjoint_and_each_memdir_sits_in_its_own_half():
    names = [m.name for m in ALL]
    assert len(names) == len(set(names))
    for half in EVAL_HALVES:
        assert {m.half for m in DATA[half]} == {half}
    tuning_files = {text for m in DATA["tuning"] for text in m.files.values()}
    for held_out in ("heldout", FRESH, *UNSEEN_WRITERS):
        heldout_files = {text for m in DATA[held_out] for text in m.files.values()}
        # The same note in both halves would leak held-out text into tuning.
        assert not (tuning_files & heldout_files) - {""}


@pytest.mark.parametrize("memdir", ALL, ids=ids(ALL))
def test_every_topic_file_has_frontmatter_with_a_valid_type(memdir: LabelledMemdir):
    assert "MEMORY.md" in memdir.files
    assert 12 <= len(memdir.topic_paths) <= 40
    assert memdir.language in MEMDIR_LANGUAGES
    for path in memdir.topic_paths:
        raw = memdir.files[path].encode("utf-8")
        topic = parse_topic(FileStat(path, len(raw), 0, 0), raw)
        assert topic.problem is None, (path, topic.problem)
        assert topic.type in TYPES, (path, topic.type)
        assert topic.name and topic.description and "\n" not in topic.description, path


@pytest.mark.parametrize("memdir", ALL, ids=ids(ALL))
def test_the_index_points_at_every_live_note(memdir: LabelledMemdir):
    index = memdir.files["MEMORY.md"]
    for path in memdir.topic_paths:
        raw = memdir.files[path].encode("utf-8")
        topic = parse_topic(FileStat(path, len(raw), 0, 0), raw)
        assert (f"]({path})" in index) == (topic.status != "superseded"), path


@pytest.mark.parametrize("memdir", ALL, ids=ids(ALL))
def test_every_labelled_path_exists_and_every_label_is_well_formed(memdir: LabelledMemdir):
    paths = set(memdir.topic_paths)
    seen = set()
    for label in memdir.pairs:
        assert label.kind in PAIR_KINDS, label
        assert label.form in FORMS_OF_KIND[label.kind], label
        assert set(label.paths) <= paths, label
        assert label.paths[0] != label.paths[1], label
        assert label.why, label
        key = tuple(sorted(label.paths))
        assert key not in seen, f"pair labelled twice: {key}"
        seen.add(key)
    for claim in memdir.claims:
        assert claim.path in paths, claim
        assert claim.kind in CLAIM_KINDS, claim
        assert claim.expected in CLAIM_EXPECTED, claim
        assert claim.form in CLAIM_FORMS, claim
        assert claim.argument in memdir.files[claim.path], claim
        if claim.kind == "memdir-link":
            target = posixpath.normpath(
                posixpath.join(posixpath.dirname(claim.path), claim.argument)
            )
            assert claim.expected == ("verified" if target in memdir.files else "failed"), claim
        elif claim.expected != "not-a-claim":
            # Project claims can only be decided where there is a project.
            assert memdir.projects, claim
    for question in memdir.questions:
        assert question.language in LANGUAGES, question
        assert question.silent != bool(question.expect), question
        assert set(question.expect) <= paths, question


def _covered(memdirs: list[LabelledMemdir]) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {
        "contradiction": set(),
        "decoy": set(),
        "duplicate": set(),
        "claim": set(),
        "memdir-language": set(),
        "question-language": set(),
        "small-talk-language": set(),
        "contradiction-language": set(),
    }
    for m in memdirs:
        found["memdir-language"].add(m.language)
        for label in m.pairs:
            kind = "duplicate" if label.kind == "near-duplicate" else label.kind
            found[kind].add(label.form)
            if label.kind == "contradiction":
                found["contradiction-language"].add(m.language)
        found["claim"] |= {c.form for c in m.claims}
        for q in m.questions:
            found["small-talk-language" if q.silent else "question-language"].add(q.language)
    return found


@pytest.mark.parametrize("half", HALVES)
def test_each_half_covers_every_form_kind_and_language(half: str):
    found = _covered(DATA[half])
    assert set(CONTRADICTION_FORMS) <= found["contradiction"]
    assert set(DECOY_FORMS) <= found["decoy"]
    assert set(DUPLICATE_FORMS) <= found["duplicate"]
    assert set(CLAIM_FORMS) <= found["claim"]
    assert set(LANGUAGES) <= found["memdir-language"]
    assert set(LANGUAGES) <= found["question-language"]
    assert set(LANGUAGES) <= found["small-talk-language"]
    assert set(LANGUAGES) <= found["contradiction-language"]
    assert "mixed" in found["memdir-language"]


@pytest.mark.parametrize("half", HALVES)
def test_each_half_is_big_enough_to_mean_something(half: str):
    memdirs = DATA[half]
    pairs = [p for m in memdirs for p in m.pairs]
    questions = [q for m in memdirs for q in m.questions]
    assert sum(p.kind == "contradiction" for p in pairs) >= 30
    assert sum(p.kind == "decoy" for p in pairs) >= 35
    assert sum(p.kind in ("duplicate", "near-duplicate") for p in pairs) >= 15
    assert sum(len(m.claims) for m in memdirs) >= 40
    assert sum(q.kind == "question" for q in questions) >= 40
    assert sum(q.kind == "small-talk" for q in questions) >= 25
    assert any(q.kind == "conversational" for q in questions)
    reworded = [p for p in pairs if p.form == "reworded-conflict"]
    assert len(reworded) >= 3


@pytest.mark.parametrize("half", ["heldout", FRESH, *UNSEEN_WRITERS])
def test_every_held_out_module_says_so_at_the_top(half: str):
    folder = REPO / "tests" / "eval" / half
    modules = sorted(p for p in folder.glob("*.py") if p.name != "__init__.py")
    assert len(modules) == len(DATA[half])
    for module in modules:
        assert HELD_OUT_MARK in module.read_text(encoding="utf-8").splitlines()[0], module


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], capture_output=True, text=True, check=True, timeout=30
    ).stdout


def test_build_writes_the_memdir_byte_for_byte_with_dates_from_the_frontmatter(tmp_path):
    memdir = next(m for m in DATA["tuning"] if m.name == "planta_hospital")
    built = build(memdir, tmp_path)
    for order, (rel, text) in enumerate(sorted(memdir.files.items())):
        path = built.memdir / rel
        assert path.read_bytes() == text.encode("utf-8"), rel
        assert path.stat().st_mtime == mtime_of(text, order), rel
    # One note is stored with CRLF line endings on purpose; the bytes must keep them.
    assert b"\r\n" in (built.memdir / "normas/revision-carro.md").read_bytes()
    assert built.project_roots == ()


def test_build_makes_real_repositories_with_merges_squashes_and_branches(tmp_path):
    memdir = next(m for m in DATA["tuning"] if m.name == "game_studio")
    (root,) = build(memdir, tmp_path).project_roots
    subjects = _git(root, "log", "--all", "--format=%s").splitlines()
    assert "Merge pull request #41 from pixelforge/feature/dash-cooldown" in subjects
    assert "Controller remapping (#88)" in subjects
    assert not any("#93" in s for s in subjects)  # an open PR is never merged
    refs = _git(root, "for-each-ref", "--format=%(refname)").splitlines()
    assert "refs/heads/release/1.2" in refs
    assert "refs/remotes/origin/experiment/netcode-rollback" in refs
    assert "refs/remotes/origin/feature/steam-cloud-saves" in refs
    assert "refs/heads/experiment/netcode-rollback" not in refs
    assert (root / "services/leaderboard/src/scores/submit.py").is_file()
    assert (root / "Makefile").is_file() and (root / ".tool-versions").is_file()
    # Build output is ignored and absent, as in a real checkout.
    assert not (root / "build").exists()
    assert _git(root, "check-ignore", "build/windows/pixelforge.exe").strip()
    assert _git(root, "status", "--porcelain").strip() == ""


def test_a_memdir_can_have_several_project_roots(tmp_path):
    memdir = next(m for m in DATA["tuning"] if m.name == "smart_home")
    roots = build(memdir, tmp_path).project_roots
    assert [r.name for r in roots] == ["homelab-config", "esphome-devices"]
    assert (roots[1] / "devices/boiler-relay.yaml").is_file()
    assert not (roots[0] / "devices/boiler-relay.yaml").exists()


def _script(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORYUI_", "DJANGO_"))}
    return subprocess.run(
        [sys.executable, str(REPO / "tests" / "evaluate_detectors.py"), *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_script_reports_a_half_and_exits_zero():
    done = _script("--half", "tuning")
    assert done.returncode == 0, done.stderr
    assert "=== tuning half" in done.stdout
    assert "FAILED PRECISION" in done.stdout
    # What the offline model round trip would be shown, beside what is queued.
    assert re.search(r"exported for a model \(curate --export\): \d+ of \d+", done.stdout)
    assert "small talk silent" in done.stdout


def test_details_never_list_held_out_errors_unless_asked():
    done = _script("--half", "heldout", "--details")
    assert done.returncode == 0, done.stderr
    assert "held-out errors are not listed" in done.stdout
    assert "every error of the heldout half" not in done.stdout
    assert " FN: " not in done.stdout and "claim missed" not in done.stdout
    audited = _script("--half", "heldout", "--details", "--i-am-not-tuning")
    assert "every error of the heldout half" in audited.stdout


def test_the_fresh_held_out_half_covers_every_contradiction_and_decoy_form():
    """The fresh half is pairs only, but it must test every form the detector claims to find."""
    memdirs = DATA[FRESH]
    found = _covered(memdirs)
    contradictions = [p for m in memdirs for p in m.pairs if p.kind == "contradiction"]
    assert len(memdirs) >= 4
    assert len(contradictions) >= 30
    assert set(CONTRADICTION_FORMS) <= found["contradiction"]
    assert set(DECOY_FORMS) <= found["decoy"]
    assert {"en", "de", "ko", "zh"} <= found["contradiction-language"]
    assert all(m.complete_labels for m in memdirs)


def test_the_fresh_held_out_half_is_reported_first_and_its_errors_never_listed():
    done = _script("--half", FRESH, "--details")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("=== held-out (fresh) half")
    assert "held-out errors are not listed" in done.stdout
    assert " FN: " not in done.stdout and " FP: " not in done.stdout


@pytest.mark.parametrize("half", UNSEEN_WRITERS)
def test_the_latest_held_out_halves_cover_every_form_and_ask_in_every_language(half: str):
    """Written by people who never read a detector: pairs and questions, no claims."""
    memdirs = DATA[half]
    found = _covered(memdirs)
    pairs = [p for m in memdirs for p in m.pairs]
    questions = [q for m in memdirs for q in m.questions]
    assert len(memdirs) >= 5
    assert sum(p.kind == "contradiction" for p in pairs) >= 40
    assert sum(p.kind == "decoy" for p in pairs) >= 40
    assert set(CONTRADICTION_FORMS) <= found["contradiction"]
    assert set(DECOY_FORMS) <= found["decoy"]
    assert set(LANGUAGES) <= found["question-language"]
    assert set(LANGUAGES) <= found["small-talk-language"]
    assert sum(q.kind == "question" for q in questions) >= 60
    assert all(m.complete_labels and not m.claims for m in memdirs)


def test_the_newest_held_out_half_is_reported_first_and_its_errors_never_listed():
    done = _script("--half", "all", "--details")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("=== held-out (newest) half")
    newest = done.stdout.split("=== held-out (eighth) half")[0]
    assert "small talk silent" in newest and "FAILED PRECISION" not in newest
    assert "held-out errors are not listed" in newest
    assert " FN: " not in newest and " FP: " not in newest
