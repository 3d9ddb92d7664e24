"""Duplicates and contradictions: found deterministically, and held to the guardrails of §8.

Precision matters more than recall here: each guardrail case below is a pair a careless
detector would queue, and the operator would learn to ignore the queue.
"""

from __future__ import annotations

import time
from pathlib import Path

from memoryui.memdir.detect import Note, detect, guardrails_allow, item_id
from memoryui.memdir.scan import scan
from tests.tools.gen_memdir import generate


def note(path, type="project", name="", description="", body="", status="active", by=""):
    return Note(path, type, status, by, name or Path(path).stem, description, body)


# The clear case: the older note says staging is refreshed nightly from prod; the newer says we
# stopped copying prod and seed it weekly. They share a script path and a workflow name.
NIGHTLY = "Staging is refreshed nightly from a prod snapshot by `scripts/refresh_staging.sh`."
STOPPED = (
    "We stopped copying prod into staging: the `staging-refresh` workflow now runs "
    "`scripts/refresh_staging.sh`, which seeds it weekly from fixtures."
)
REFRESH = note(
    "projects/staging-refresh.md",
    name="Staging refresh",
    description="How staging gets its data",
    body=f"{NIGHTLY} The `staging-refresh` workflow runs it at 02:00.\n",
)
SEED = note(
    "projects/staging-seed.md",
    name="Staging seed data",
    description="Staging no longer copies production data",
    body=f"# Staging data\n\n{STOPPED}\n\n**Why:** prod data in staging was a privacy risk.\n",
)


def kinds(candidates) -> dict[tuple[str, ...], str]:
    return {c.paths: c.kind for c in candidates}


def test_a_clear_contradiction_is_found_with_the_two_sentences_as_evidence():
    [found] = detect([REFRESH, SEED])
    assert found.kind == "contradiction"
    assert set(found.paths) == {REFRESH.path, SEED.path}
    # Evidence is one sentence from each side, as written, in the order of the paths.
    by_path = {found.paths[0]: found.evidence["a"], found.paths[1]: found.evidence["b"]}
    assert by_path == {REFRESH.path: NIGHTLY, SEED.path: STOPPED}
    assert "scripts/refresh_staging.sh" in found.evidence["shared"]
    assert 0.6 <= found.confidence <= 1.0
    assert found.evidence["reason"]


def test_two_notes_sharing_only_one_technology_word_are_not_a_contradiction():
    sessions = note(
        "projects/sessions.md",
        name="Session storage",
        description="Where web sessions are kept",
        body="Web sessions are kept in Redis with 3 replicas.\n",
    )
    limits = note(
        "projects/rate-limits.md",
        name="Rate limiting",
        description="How the API limits callers",
        # Negates, and names Redis: the only thing the two notes have in common.
        body="The API rate limiter no longer uses Redis; it was turned off in March.\n",
    )
    assert detect([sessions, limits]) == []
    assert "one shared technology word" in guardrails_allow(sessions, limits, "contradiction")


def test_a_feedback_rule_is_never_set_against_a_project_event():
    # The same words as the clear case: only the class differs, so only the guardrail stops it.
    rule = note(
        "feedback/staging-seed.md",
        type="feedback",
        name=SEED.name,
        description=SEED.description,
        body=SEED.body,
    )
    assert detect([REFRESH, rule]) == []
    reason = guardrails_allow(REFRESH, rule, "contradiction")
    assert "rule" in reason and "event" in reason


def test_a_list_of_open_questions_is_not_contradicted_by_the_note_that_settled_one():
    questions = note(
        "projects/staging-questions.md",
        name="Open questions about staging",
        description="What we have not decided about staging yet",
        body=(
            "- Should staging still be refreshed nightly from prod by "
            "`scripts/refresh_staging.sh`?\n"
            "- Who owns the `staging-refresh` workflow?\n"
            "- Do we mask customer emails?\n"
        ),
    )
    assert [c for c in detect([questions, SEED]) if c.kind == "contradiction"] == []
    assert "open questions" in guardrails_allow(questions, SEED, "contradiction")


def test_the_same_statements_without_the_questions_are_a_contradiction():
    # The control for the test above: the detector does see these two as related.
    statements = note(
        "projects/staging-notes.md",
        name="Staging notes",
        description="How staging is fed",
        body=(
            "- Staging is still refreshed nightly from prod by `scripts/refresh_staging.sh`.\n"
            "- The `staging-refresh` workflow runs it.\n"
        ),
    )
    assert kinds(detect([statements, SEED])) == {
        tuple(sorted((statements.path, SEED.path))): "contradiction"
    }


def test_a_superseded_note_is_not_queued_against_its_successor():
    old = note(
        REFRESH.path,
        name=REFRESH.name,
        description=f"Superseded by {SEED.path}: {REFRESH.description}",
        body=REFRESH.body,
        status="superseded",
        by=SEED.path,
    )
    assert detect([old, SEED]) == []
    assert "superseded" in guardrails_allow(old, SEED, "contradiction")


def test_a_note_pointing_at_its_successor_is_not_queued_even_before_its_status_says_so():
    old = note(REFRESH.path, name=REFRESH.name, body=REFRESH.body, by=SEED.path)
    assert detect([old, SEED]) == []


def test_byte_identical_bodies_are_a_duplicate():
    body = "Invoices are numbered per tenant, never globally; see `billing/numbering.py`.\n"
    a = note("projects/invoices.md", body=body)
    b = note("projects/archive/invoices-copy.md", name="Copy", body=body)
    [found] = detect([a, b])
    assert (found.kind, found.paths, found.confidence) == (
        "duplicate",
        tuple(sorted((a.path, b.path))),
        1.0,
    )


def test_a_fact_reworded_is_a_near_duplicate():
    a = note(
        "feedback/deploy-ci.md",
        type="feedback",
        name="Deploys wait for CI",
        description="Never deploy before CI on main is green",
        body="Never deploy before the CI run on `main` is green; the `deploy.yml` workflow "
        "checks it.\n",
    )
    b = note(
        "feedback/ci-before-deploy.md",
        type="feedback",
        name="Wait for green CI before deploying",
        description="Deploy only after CI on main is green",
        body="Only deploy once CI on `main` is green: the `deploy.yml` workflow refuses "
        "otherwise.\n",
    )
    [found] = detect([a, b])
    assert found.kind == "near-duplicate"
    assert set(found.paths) == {a.path, b.path}
    assert found.confidence < 1.0  # byte-identical is the only certainty


def test_unrelated_notes_make_no_candidates():
    a = note("user/role.md", type="user", body="Sam is a data scientist who likes SQL.\n")
    b = note("user/hours.md", type="user", body="Sam works from Lisbon, 9 to 17 on weekdays.\n")
    assert detect([a, b]) == []


def test_item_ids_are_stable_across_runs_and_independent_of_order():
    dup_body = "Backups run at 03:00 UTC to `s3://acme-backups/db`, kept 30 days.\n"
    corpus = [
        REFRESH,
        SEED,
        note("projects/backups.md", body=dup_body),
        note("projects/backups-copy.md", body=dup_body),
    ]
    first = {(c.id, c.kind) for c in detect(corpus)}
    again = {(c.id, c.kind) for c in detect(list(reversed(corpus)))}
    assert first == again
    assert len(first) == 2
    # The id names the item, not its position: the same kind and paths in any order.
    assert item_id("contradiction", [SEED.path, REFRESH.path]) == item_id(
        "contradiction", [REFRESH.path, SEED.path]
    )
    assert item_id("contradiction", [SEED.path, REFRESH.path]) != item_id(
        "near-duplicate", [SEED.path, REFRESH.path]
    )


def test_guardrails_allow_the_clear_case_and_refuse_each_other_case_with_a_sentence():
    assert guardrails_allow(REFRESH, SEED, "contradiction") == ""
    rule = note("feedback/staging.md", type="feedback", body=SEED.body)
    superseded = note(REFRESH.path, body=REFRESH.body, status="superseded", by=SEED.path)
    questions = note(
        "projects/q.md", name="Open questions", body="- a?\n- b?\n- c?\n" + REFRESH.body
    )
    redis_a = note("projects/r1.md", body="Sessions are kept in Redis.\n")
    redis_b = note("projects/r2.md", body="Rate limits no longer use Redis.\n")
    refused = [
        guardrails_allow(REFRESH, rule, "contradiction"),
        guardrails_allow(superseded, SEED, "contradiction"),
        guardrails_allow(questions, SEED, "contradiction"),
        guardrails_allow(redis_a, redis_b, "contradiction"),
        guardrails_allow(REFRESH, REFRESH, "contradiction"),
        guardrails_allow(REFRESH, SEED, "conflict"),
    ]
    for reason in refused:
        # A sentence the operator can read, not a code.
        assert reason and " " in reason.strip()
    assert len(set(refused)) == len(refused)


def test_detect_returns_over_two_thousand_generated_notes(tmp_path):
    out = tmp_path / "generated"
    generate(out, 2000, seed=3)
    topics = [t for t in scan(str(out)).topics.values() if t.problem is None]
    notes = [
        Note(t.path, t.type, t.status, t.superseded_by, t.name, t.description, t.body)
        for t in topics
    ]
    assert len(notes) == 2000
    started = time.perf_counter()
    candidates = detect(notes)
    seconds = time.perf_counter() - started
    counts = {k: sum(1 for c in candidates if c.kind == k) for k in {c.kind for c in candidates}}
    print(f"detect over {len(notes)} generated notes: {seconds:.1f} s, {counts}")
    assert isinstance(candidates, list)
