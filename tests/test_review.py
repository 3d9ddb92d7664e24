"""The review queue end to end: curate, verify, resolve, undo, rebuild, import, the weekly pass.

The memdir is small and built here. Its one clear contradiction: staging-refresh.md (old) says
staging is refreshed nightly from prod; staging-seed.md (newer) says we stopped copying prod
and seed it weekly. backups.md and backups-copy.md are byte-identical. payments.md names a
handler file the project does not have. The project is a real git repository.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
from html import unescape
from pathlib import Path

import pytest
from django.core.management import call_command

from memoryui import projection
from memoryui.models import ClaimOutcome, Decision, Memory, ReviewItem, review_queue
from memoryui.rendering import plain_quote

OLD = 1_700_000_000  # 2023-11-14
NEWER = 1_730_000_000  # 2024-10-27
TODAY = "2025-06-01"
REFRESH = "projects/staging-refresh.md"
SEED = "projects/staging-seed.md"
PAYMENTS = "projects/payments.md"
NIGHTLY = "Staging is refreshed nightly from a prod snapshot by `scripts/refresh_staging.sh`."
STOPPED = (
    "We stopped copying prod into staging: the `staging-refresh` workflow now runs "
    "`scripts/refresh_staging.sh`, which seeds it weekly from fixtures."
)
BACKUPS_BODY = "Backups run at 03:00 UTC to the `acme-backups` bucket and are kept 30 days.\n"
INDEX_LINES = [
    "# Memory",
    "- [Staging refresh](projects/staging-refresh.md) — how staging gets its data",
    "- [Staging seed data](projects/staging-seed.md) — staging no longer copies prod",
    "- [Backups](projects/backups.md) — when and where backups go",
    "- [Backups (copy)](projects/backups-copy.md) — a copy",
    "- [Payments](projects/payments.md) — payment webhooks",
]


def git(cwd: Path, *args: str) -> None:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "Test",
        "GIT_AUTHOR_EMAIL": "test@example.invalid",
        "GIT_COMMITTER_NAME": "Test",
        "GIT_COMMITTER_EMAIL": "test@example.invalid",
        "GIT_CONFIG_NOSYSTEM": "1",
        "HOME": str(cwd),
    }
    subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True)


@pytest.fixture
def project(tmp_path, settings) -> Path:
    root = tmp_path / "project"
    (root / "app").mkdir(parents=True)
    (root / "app" / "models.py").write_text("class Payment: ...\n")
    # The staging notes name this script: their path claims hold, so only payments.md fails.
    (root / "scripts").mkdir()
    (root / "scripts" / "refresh_staging.sh").write_text("#!/bin/sh\n")
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "Initial commit")
    settings.MEMORYUI_PROJECT_ROOT = str(root)
    return root


@pytest.fixture
def review_memdir(memdir, project, settings):
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic(
        REFRESH,
        name="Staging refresh",
        description="How staging gets its data",
        body=f"{NIGHTLY} The `staging-refresh` workflow runs it at 02:00.\n",
        mtime=OLD,
    )
    memdir.topic(
        SEED,
        name="Staging seed data",
        description="Staging no longer copies production data",
        body=f"# Staging data\n\n{STOPPED}\n\n**Why:** prod data in staging was a privacy risk.\n",
        mtime=NEWER,
    )
    memdir.topic("projects/backups.md", name="Backups", body=BACKUPS_BODY, mtime=OLD)
    memdir.topic("projects/backups-copy.md", name="Backups copy", body=BACKUPS_BODY, mtime=OLD)
    memdir.topic(
        PAYMENTS,
        name="Payments",
        description="Where payment webhooks are handled",
        body="Payment webhooks are handled in `app/handlers/pay.py`, next to `app/models.py`.\n",
        mtime=OLD,
    )
    os.utime(memdir.index(*INDEX_LINES), (OLD, OLD))
    return memdir


def queue_json(client) -> list[dict]:
    response = client.get("/review/?format=json")
    assert response.status_code == 200
    return response.json()["items"]


def item_of(client, kind: str) -> dict:
    [item] = [i for i in queue_json(client) if i["kind"] == kind]
    return item


def journal(memdir) -> list[dict]:
    path = memdir.root / ".memoryui" / "journal.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def memory_files(memdir) -> dict[str, tuple[bytes, int]]:
    """Every file the agent reads: .memoryui/ (our own state) is not memory."""
    return {
        rel: value
        for rel, value in memdir.bytes_and_mtimes().items()
        if not rel.startswith(".memoryui")
    }


def text_of(html: str) -> str:
    """The text a reader sees: highlights are inline, other tags separate words."""
    html = re.sub(r"</?mark>", "", html)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def article(html: str, item: str) -> str:
    match = re.search(
        rf'<article class="review-item[^"]*" id="item-{item}"[^>]*>(.*?)</article>', html, re.S
    )
    assert match, f"no article for {item}"
    return match.group(1)


def sides(article_html: str) -> list[str]:
    return re.split(r'<div class="side[^"]*">', article_html)[1:]


def curate(**options) -> str:
    out = io.StringIO()
    call_command("curate", stdout=out, **options)
    return out.getvalue()


def resolve(client, item: str, **fields):
    return client.post(f"/review/{item}/resolve", fields)


# --- the queue ---------------------------------------------------------------------------------


def test_curate_fills_the_queue_with_the_contradiction(review_memdir, editor_client):
    assert queue_json(editor_client) == []
    printed = curate()
    assert "contradiction" in printed
    item = item_of(editor_client, "contradiction")
    assert set(item) >= {"id", "kind", "paths", "confidence", "evidence"}
    assert sorted(item["paths"]) == [REFRESH, SEED]
    assert isinstance(item["confidence"], float) and 0.6 <= item["confidence"] <= 1.0
    assert {item["evidence"]["a"], item["evidence"]["b"]} == {NIGHTLY, STOPPED}
    # The id is stable: running curate again changes nothing about it.
    curate()
    assert item_of(editor_client, "contradiction")["id"] == item["id"]


def test_the_byte_identical_pair_is_a_duplicate(review_memdir, editor_client):
    curate()
    item = item_of(editor_client, "duplicate")
    assert sorted(item["paths"]) == ["projects/backups-copy.md", "projects/backups.md"]
    assert item["confidence"] == 1.0


def test_the_queue_lists_contradictions_before_duplicates(review_memdir, editor_client):
    curate()
    order = [i["kind"] for i in queue_json(editor_client)]
    assert order.index("contradiction") < order.index("duplicate")


def test_the_page_shows_both_sides_with_evidence_and_marks_the_newer(review_memdir, editor_client):
    curate()
    item = item_of(editor_client, "contradiction")
    html = editor_client.get("/review/").content.decode()
    by_path = {}
    for side in sides(article(html, item["id"])):
        path = re.search(r"<code>([^<]+)</code>", side).group(1)
        by_path[path] = side
    assert set(by_path) == {REFRESH, SEED}
    # Each quote reads as the sentence, without its markdown (no backticks, no pipes).
    quotes = {
        path: re.search(r"<blockquote>(.*?)</blockquote>", side, re.S)
        for path, side in by_path.items()
    }
    assert text_of(quotes[REFRESH].group(1)) == NIGHTLY.replace("`", "")
    assert text_of(quotes[SEED].group(1)) == STOPPED.replace("`", "")
    # The shared terms are highlighted in the evidence.
    assert "<mark>" in by_path[REFRESH] and "<mark>" in by_path[SEED]
    assert ">newer<" in by_path[SEED]
    assert ">newer<" not in by_path[REFRESH]
    # The actions say their effect: keeping the newer (SEED) is the first, named as such.
    newer = html.index(f'name="winner" value="{SEED}"')
    older = html.index(f'name="winner" value="{REFRESH}"')
    assert newer < older
    assert "Keep the newer, mark the older superseded" in html[newer:older]
    assert "Keep the older, mark the newer superseded" in html[older:]


def test_a_viewer_sees_the_queue_but_cannot_resolve(review_memdir, viewer_client):
    curate()
    item = item_of(viewer_client, "contradiction")
    assert 'name="winner"' not in viewer_client.get("/review/").content.decode()
    before = review_memdir.bytes_and_mtimes()
    response = resolve(viewer_client, item["id"], action="supersede", winner=SEED)
    assert response.status_code == 403
    assert review_memdir.bytes_and_mtimes() == before


# --- supersede and undo ------------------------------------------------------------------------


def test_supersede_marks_the_loser_and_drops_its_pointer_in_one_event(review_memdir, editor_client):
    curate()
    item = item_of(editor_client, "contradiction")
    events_before = len(journal(review_memdir))
    response = resolve(editor_client, item["id"], action="supersede", winner=SEED)
    assert response.status_code == 302

    loser = (review_memdir.root / REFRESH).read_text()
    assert "\nstatus: superseded\n" in loser
    assert f"\nsuperseded_by: {SEED}\n" in loser
    assert f"description: 'Superseded by {SEED}: How staging gets its data'" in loser or (
        f"description: Superseded by {SEED}: How staging gets its data" in loser
    )
    data = editor_client.get(f"/memories/{REFRESH}?format=json").json()
    assert data["status"] == "superseded"
    assert data["superseded_by"] == SEED
    assert data["description"] == f"Superseded by {SEED}: How staging gets its data"
    # The body and the winner are untouched.
    assert loser.endswith(f"{NIGHTLY} The `staging-refresh` workflow runs it at 02:00.\n")
    assert "superseded" not in (review_memdir.root / SEED).read_text()

    index = (review_memdir.root / "MEMORY.md").read_text()
    assert REFRESH not in index
    assert index.splitlines() == [line for line in INDEX_LINES if REFRESH not in line]

    [event] = journal(review_memdir)[events_before:]
    assert event["action"] == "supersede"
    assert sorted(f["path"] for f in event["files"]) == ["MEMORY.md", REFRESH]
    assert all(f["before_sha256"] != f["after_sha256"] for f in event["files"])
    assert event["actor"] == "erin"

    # The item leaves the queue, and the loser is not queued again against its winner.
    assert [i for i in queue_json(editor_client) if i["id"] == item["id"]] == []
    curate()
    assert [i for i in queue_json(editor_client) if i["kind"] == "contradiction"] == []


def test_the_loser_carries_the_superseded_label_on_its_page(review_memdir, editor_client):
    curate()
    item = item_of(editor_client, "contradiction")
    resolve(editor_client, item["id"], action="supersede", winner=SEED)
    html = editor_client.get(f"/memories/{REFRESH}").content.decode()
    assert 'class="label superseded"' in html
    assert f'href="/memories/{SEED}"' in html


def test_supersede_needs_a_winner_from_the_pair(review_memdir, editor_client):
    curate()
    item = item_of(editor_client, "contradiction")
    before = review_memdir.bytes_and_mtimes()
    for winner in ("", "projects/backups.md", "../outside.md"):
        response = resolve(editor_client, item["id"], action="supersede", winner=winner)
        assert response.status_code == 400
    assert review_memdir.bytes_and_mtimes() == before


def test_undoing_a_supersede_restores_both_files_byte_for_byte(review_memdir, editor_client):
    curate()
    item = item_of(editor_client, "contradiction")
    before = memory_files(review_memdir)
    resolve(editor_client, item["id"], action="supersede", winner=SEED)
    assert memory_files(review_memdir) != before
    event = journal(review_memdir)[-1]

    response = editor_client.post(f"/history/{event['id']}/undo")
    assert response.status_code == 302
    assert memory_files(review_memdir) == before
    assert item_of(editor_client, "contradiction")["id"] == item["id"]


# --- dismiss, partial, and decisions that survive the database ---------------------------------


def test_dismiss_hides_the_item_and_is_journaled(review_memdir, editor_client):
    curate()
    item = item_of(editor_client, "contradiction")
    before = memory_files(review_memdir)
    assert resolve(editor_client, item["id"], action="dismiss").status_code == 302
    assert [i for i in queue_json(editor_client) if i["id"] == item["id"]] == []
    assert journal(review_memdir)[-1]["action"] == "dismiss"
    assert journal(review_memdir)[-1]["detail"]["item"] == item["id"]
    # A dismissal writes no memory file.
    assert memory_files(review_memdir) == before


def test_a_rebuilt_database_has_the_same_queue(review_memdir, editor_client):
    curate()
    contradiction = item_of(editor_client, "contradiction")
    resolve(editor_client, contradiction["id"], action="dismiss")
    open_before = queue_json(editor_client)
    every_before = [(e.item.item_id, e.resolved) for e in review_queue(include_resolved=True)]
    assert (contradiction["id"], True) in every_before
    assert any(not resolved for _, resolved in every_before)

    for model in (ReviewItem, Decision, ClaimOutcome, Memory):
        model.objects.all().delete()
    projection.reconcile(rebuild=True)

    assert queue_json(editor_client) == open_before
    assert [
        (e.item.item_id, e.resolved) for e in review_queue(include_resolved=True)
    ] == every_before


def set_frontmatter_lines(memdir, rel: str, *lines: str) -> None:
    path = memdir.root / rel
    text = path.read_text()
    head, sep, rest = text.partition("\n---\n")
    path.write_text(head + "\n" + "\n".join(lines) + sep + rest)


def test_a_dismissed_pair_stays_dismissed_when_only_memoryuis_own_keys_change(
    review_memdir, editor_client
):
    curate()
    item = item_of(editor_client, "contradiction")
    resolve(editor_client, item["id"], action="dismiss")
    set_frontmatter_lines(
        review_memdir,
        SEED,
        "updated: 2025-05-30",
        "unverified:",
        "- kind: path",
        "  argument: scripts/refresh_staging.sh",
        "  checked: 2025-05-30",
    )
    assert Memory.objects.filter(path=SEED).exists()
    assert [i for i in queue_json(editor_client) if i["id"] == item["id"]] == []
    # The edit was seen: the memory now carries the keys.
    assert editor_client.get(f"/memories/{SEED}?format=json").json()["updated"] == "2025-05-30"


def test_a_dismissed_pair_returns_when_one_memory_really_changes(review_memdir, editor_client):
    curate()
    item = item_of(editor_client, "contradiction")
    resolve(editor_client, item["id"], action="dismiss")
    path = review_memdir.root / SEED
    path.write_text(path.read_text() + "\nThe fixtures live next to the script.\n")
    assert item_of(editor_client, "contradiction")["id"] == item["id"]


def test_partial_is_recorded_with_its_note_and_shown_as_resolved(review_memdir, editor_client):
    curate()
    item = item_of(editor_client, "contradiction")
    before = memory_files(review_memdir)
    note = "EU staging still copies prod; US is seeded"
    response = resolve(editor_client, item["id"], action="partial", note=note)
    assert response.status_code == 302
    assert [i for i in queue_json(editor_client) if i["id"] == item["id"]] == []
    event = journal(review_memdir)[-1]
    assert (event["action"], event["detail"]["item"], event["detail"]["note"]) == (
        "partial",
        item["id"],
        note,
    )
    [entry] = [e for e in review_queue(include_resolved=True) if e.item.item_id == item["id"]]
    assert entry.resolved and entry.decision.action == "partial"
    assert memory_files(review_memdir) == before


# --- claims ------------------------------------------------------------------------------------


def verify(**options) -> str:
    out = io.StringIO()
    call_command("verify", stdout=out, **options)
    return out.getvalue()


def test_verify_marks_a_memory_with_a_failed_path_claim(review_memdir, editor_client):
    before = (review_memdir.root / PAYMENTS).read_bytes()
    printed = verify()
    assert PAYMENTS in printed
    after = (review_memdir.root / PAYMENTS).read_text()
    assert "unverified:" in after
    assert "app/handlers/pay.py" in after
    # Only the frontmatter gained the key: the body is byte-for-byte the same.
    assert after.encode().endswith(before.split(b"\n---\n", 1)[1])

    event = journal(review_memdir)[-1]
    assert event["action"] == "verify"
    assert [f["path"] for f in event["files"]] == [PAYMENTS]

    data = editor_client.get(f"/memories/{PAYMENTS}?format=json").json()
    assert data["unverified"] and data["unverified"][0]["argument"] == "app/handlers/pay.py"
    claims = {(c["kind"], c["argument"]): c for c in data["claims"]}
    assert set(claims) == {("path", "app/handlers/pay.py"), ("path", "app/models.py")}
    assert claims[("path", "app/handlers/pay.py")]["outcome"] == "failed"
    assert claims[("path", "app/models.py")]["outcome"] == "verified"
    for claim in claims.values():
        assert claim["checked_at"]
    # Memories whose claims all pass are not written to.
    assert "unverified" not in (review_memdir.root / SEED).read_text()


def test_rechecking_after_the_file_appears_clears_unverified(review_memdir, project, editor_client):
    verify()
    item = item_of(editor_client, "unverified-claim")
    assert item["paths"] == [PAYMENTS]
    (project / "app" / "handlers").mkdir()
    (project / "app" / "handlers" / "pay.py").write_text("def handle(): ...\n")

    response = editor_client.post(f"/review/{item['id']}/recheck")
    assert response.status_code == 302
    assert "unverified" not in (review_memdir.root / PAYMENTS).read_text()
    assert [i for i in queue_json(editor_client) if i["kind"] == "unverified-claim"] == []
    data = editor_client.get(f"/memories/{PAYMENTS}?format=json").json()
    assert data["unverified"] == []
    assert {c["outcome"] for c in data["claims"]} == {"verified"}


def test_a_run_that_cannot_check_keeps_what_an_earlier_run_found_false(
    review_memdir, settings, editor_client
):
    verify()
    marked = (review_memdir.root / PAYMENTS).read_bytes()
    settings.MEMORYUI_PROJECT_ROOT = None
    verify()
    # Every claim is "unknown" now: that proves nothing, so the mark stays.
    assert (review_memdir.root / PAYMENTS).read_bytes() == marked


def test_verify_twice_writes_nothing_the_second_time(review_memdir, editor_client):
    verify()
    files = memory_files(review_memdir)
    events = len(journal(review_memdir))
    verify()
    assert memory_files(review_memdir) == files
    assert len(journal(review_memdir)) == events


# --- proposals from an offline run -------------------------------------------------------------


def test_imported_proposals_are_held_to_the_guardrails_and_applied_to_nothing(
    review_memdir, editor_client, tmp_path
):
    review_memdir.topic(
        "projects/webhooks.md",
        name="Webhooks",
        body="Stripe events arrive at `billing/webhooks.py` through the `stripe-events` queue.\n",
        mtime=OLD,
    )
    review_memdir.topic(
        "projects/refunds.md",
        name="Refunds",
        body="Refunds are sent from `billing/webhooks.py` by the `stripe-events` worker.\n",
        mtime=OLD,
    )
    review_memdir.topic(
        "feedback/staging-rule.md",
        type="feedback",
        name="Staging rule",
        body="Never copy prod into staging; `scripts/refresh_staging.sh` must seed fixtures.\n",
        mtime=OLD,
    )
    review_memdir.topic(
        "projects/sessions.md", name="Sessions", body="Sessions are kept in Redis.\n", mtime=OLD
    )
    review_memdir.topic(
        "projects/leaderboard.md",
        name="Leaderboard",
        body="The leaderboard reads from Redis every minute.\n",
        mtime=OLD,
    )
    proposals = tmp_path / "proposals.jsonl"
    proposals.write_text(
        "\n".join(
            json.dumps(p)
            for p in [
                {
                    "kind": "contradiction",
                    "paths": ["projects/webhooks.md", "projects/refunds.md"],
                    # A model's proposal is queued only at 0.75 or more (the curate issue).
                    "confidence": 0.8,
                    "evidence": {"reason": "who sends refunds"},
                },
                {
                    "kind": "contradiction",
                    "paths": ["feedback/staging-rule.md", REFRESH],
                    "confidence": 0.9,
                },
                {
                    "kind": "contradiction",
                    "paths": ["projects/sessions.md", "projects/leaderboard.md"],
                    "confidence": 0.9,
                },
            ]
        )
        + "\n"
    )
    before = memory_files(review_memdir)
    printed = curate(import_file=str(proposals))

    refused = [line for line in printed.splitlines() if line.startswith("refused:")]
    assert len(refused) == 2
    assert "line 2" in refused[0] and "rule" in refused[0]
    assert "line 3" in refused[1] and "one shared technology word" in refused[1]
    assert "imported 1, refused 2" in printed

    queued = {tuple(sorted(i["paths"])): i for i in queue_json(editor_client)}
    accepted = queued[("projects/refunds.md", "projects/webhooks.md")]
    assert accepted["kind"] == "contradiction"
    assert ("feedback/staging-rule.md", REFRESH) not in queued
    assert ("projects/leaderboard.md", "projects/sessions.md") not in queued
    assert memory_files(review_memdir) == before


def test_a_proposal_the_detector_also_found_is_queued_once(review_memdir, editor_client, tmp_path):
    proposals = tmp_path / "proposals.jsonl"
    proposals.write_text(json.dumps({"kind": "contradiction", "paths": [SEED, REFRESH]}) + "\n")
    curate(import_file=str(proposals))
    assert len([i for i in queue_json(editor_client) if i["kind"] == "contradiction"]) == 1


# --- the weekly pass ---------------------------------------------------------------------------


def hygiene() -> tuple[str, int]:
    out = io.StringIO()
    try:
        call_command("hygiene", stdout=out)
    except SystemExit as exit:
        return out.getvalue(), exit.code
    return out.getvalue(), 0


def test_hygiene_prints_the_checklist_and_exits_1_on_a_dead_link(memdir, db, settings):
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic("user/role.md", name="Role", description="Who the user is", type="user")
    memdir.index("# Memory", "- [Role](user/role.md) — who", "- [Gone](user/gone.md) — missing")
    report, code = hygiene()
    assert code == 1
    assert report.startswith("# ")
    assert re.search(r"^- \[ \] 1 dead link in MEMORY.md \*\*error\*\*$", report, re.M)
    assert "contradictions" in report and "stale" in report


def test_hygiene_exits_0_on_a_clean_memdir(memdir, db, settings):
    settings.MEMORYUI_TODAY = TODAY
    memdir.topic("user/role.md", name="Role", description="Who the user is", type="user")
    memdir.index("# Memory", "- [Role](user/role.md) — who the user is")
    report, code = hygiene()
    assert code == 0
    assert re.search(r"^- \[x\] 0 dead links", report, re.M)


def changed_count(client) -> int:
    data = client.get("/?format=json").json()
    [check] = [c for c in data["checklist"] if c["key"] == "changed"]
    return check["count"]


def test_completing_the_pass_starts_from_the_changes_the_agent_made(review_memdir, editor_client):
    # The first look is where memoryui starts keeping versions: nothing to review yet.
    assert changed_count(editor_client) == 0
    review_memdir.topic(SEED, name="Staging seed data", description="Rewritten by the agent")
    assert changed_count(editor_client) == 1
    # An undecided change keeps the pass open, and the refusal says which it is.
    refused = editor_client.post("/pass/complete")
    assert refused.status_code == 400
    assert f"{SEED} (changed)" in refused.content.decode()
    change = editor_client.get("/changes/?format=json").json()["changes"][0]
    editor_client.post(f"/changes/{change['id']}/keep")
    response = editor_client.post("/pass/complete", {"confirm": "yes"})
    assert response.status_code == 302
    event = journal(review_memdir)[-1]
    assert event["action"] == "hygiene-pass"
    assert event["files"] == []
    assert changed_count(editor_client) == 0

    os.utime(review_memdir.root / SEED)  # the agent touches a file: its bytes did not change
    assert changed_count(editor_client) == 0


def test_a_change_left_for_later_lets_the_pass_complete_and_stays_open(
    review_memdir, editor_client
):
    assert changed_count(editor_client) == 0
    review_memdir.topic("projects/new.md", name="New", description="Written by the agent")
    change = editor_client.get("/changes/?format=json").json()["changes"][0]
    editor_client.post(f"/changes/{change['id']}/later")
    assert editor_client.post("/pass/complete", {"confirm": "yes"}).status_code == 302
    assert changed_count(editor_client) == 0
    listed = editor_client.get("/changes/?format=json").json()["changes"]
    assert [(c["path"], c["decision"], c["reviewed"]) for c in listed] == [
        ("projects/new.md", "later", False)
    ]


def test_the_overview_counts_contradictions_and_duplicates(review_memdir, editor_client):
    counts = editor_client.get("/?format=json").json()["counts"]
    assert counts["contradictions"] == 0 and counts["duplicates"] == 0
    curate()
    counts = editor_client.get("/?format=json").json()["counts"]
    assert type(counts["contradictions"]) is int and type(counts["duplicates"]) is int
    assert (counts["contradictions"], counts["duplicates"]) == (1, 1)
    verify()
    assert editor_client.get("/?format=json").json()["counts"]["unverified"] == 1


@pytest.mark.parametrize(
    ("quoted", "read"),
    [
        ("| staging | refreshed at 03:00 |", "staging · refreshed at 03:00"),
        ("|---|---|", ""),
        ("- **Never** deploy on [Fridays](docs/fridays.md)", "Never deploy on Fridays"),
        ("## Owner: see [[ops-team|the ops team]]", "Owner: see the ops team"),
        ("1. Run `make seed` after `make migrate`", "Run make seed after make migrate"),
        # Only markup goes: a pipe in a command, dunder names and arithmetic stay.
        ("run `ps aux | grep x | wc -l` daily", "run ps aux | grep x | wc -l daily"),
        ("edit __init__.py and **kwargs", "edit __init__.py and **kwargs"),
        ("2 * 3 * 4 = 24", "2 * 3 * 4 = 24"),
        ("see [wiki](https://en.wikipedia.org/wiki/Foo_(bar)) now", "see wiki now"),
    ],
)
def test_a_quote_reads_as_its_sentence_without_markdown(quoted, read):
    assert plain_quote(quoted) == read


def test_a_pair_whose_other_memory_broke_quotes_the_right_one_and_offers_no_supersede(
    review_memdir, editor_client
):
    curate()
    item = item_of(editor_client, "contradiction")
    first, second = item["paths"]
    # The first memory's YAML breaks: it is a problem file now, no longer a memory.
    review_memdir.write(first, "---\nname: [unclosed\n---\nBroken.\n")

    html = editor_client.get("/review/").content.decode()
    card = article(html, item["id"])

    [side] = sides(card)
    assert f"<code>{second}</code>" in side
    said_by_second = item["evidence"]["b"].replace("`", "")
    assert text_of(re.search(r"<blockquote>(.*?)</blockquote>", side, re.S).group(1)) == (
        said_by_second
    )
    assert 'name="action" value="supersede"' not in card
    assert 'name="action" value="dismiss"' in card


def test_the_review_page_loads_bodies_in_one_query_not_one_per_card(
    review_memdir, editor_client, django_assert_max_num_queries
):
    curate()
    editor_client.get("/review/")  # warm: the reconcile and the caches of the first look
    with django_assert_max_num_queries(40) as counted:
        editor_client.get("/review/")
    bodies = [q["sql"] for q in counted.captured_queries if '"body"' in q["sql"]]
    # One query fetches the bodies of every memory on the page.
    assert len([q for q in bodies if "memoryui_memory" in q]) <= 1


def test_a_quote_marks_terms_in_the_text_as_written_and_escapes_the_rest():
    from memoryui.templatetags.memoryui_tags import quote

    assert str(quote("R&D <b>staging</b> & prod", ["staging", "amp"])) == (
        "R&amp;D &lt;b&gt;<mark>staging</mark>&lt;/b&gt; &amp; prod"
    )
    # Evidence an offline run wrote may be anything: it is shown, never a 500.
    assert str(quote(5, [])) == "5" and str(quote(None, [])) == ""
