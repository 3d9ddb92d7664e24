"""curate --export and --import: a model the operator runs offline settles what we could not.

memoryui writes the questions and reads the answers; it calls no model and opens no
connection. Every answer is held to DESIGN §8's guardrails, line by line: a bad line is refused
with its number, and the rest still import.
"""

from __future__ import annotations

import io
import json
import socket
from pathlib import Path

import pytest
from django.core.management import call_command

TWO = "rules/two-sources.md"
ONE = "rules/one-insider.md"
INCIDENT = "desk/insider-story-2025-11.md"
QUESTIONS = "desk/open-questions.md"
ARCHIVE = "desk/archive.md"
ARCHIVE_MOVED = "desk/archive-move.md"
CANTEEN = "desk/canteen.md"


@pytest.fixture
def newsroom(memdir, db):
    """Two rules worded very differently that plainly conflict (one source or two), and the
    notes each guardrail is about."""
    memdir.topic(
        TWO,
        type="feedback",
        name="Anonymous sources",
        description="How many sources a story with anonymous sources needs",
        body="A story that relies on anonymous sources needs at least two independent "
        "sources who confirm it before we publish.\n",
    )
    memdir.topic(
        ONE,
        type="feedback",
        name="One insider is enough",
        description="When a story with an anonymous source can run",
        body="A reliable insider's word and the desk head's nod are enough to run a story with "
        "an anonymous source; nobody waits for more.\n",
    )
    memdir.topic(
        INCIDENT,
        name="Insider story, November",
        description="A story ran on one anonymous source",
        body="3 Nov: the transit story ran on one anonymous source; the desk head signed it.\n",
    )
    memdir.topic(
        QUESTIONS,
        name="Open questions",
        description="What the desk has not decided",
        body="- Do anonymous sources need a second confirmation?\n- Who signs the weekend "
        "pages?\n- Do we keep the print archive?\n",
    )
    memdir.topic(
        ARCHIVE,
        type="reference",
        name="Bound volumes",
        description="Where the bound volumes of old issues are kept",
        body="The bound volumes of old issues live on the third floor, by the reading room.\n",
    )
    memdir.topic(
        ARCHIVE_MOVED,
        type="reference",
        name="Bound volumes moved",
        description="The bound volumes' new home",
        # No change word: with "now" the detector settles this pair itself, and the import
        # under test is for pairs only a model can settle.
        body="All bound volumes of old issues went to the west warehouse; ask a day ahead.\n",
    )
    memdir.topic(
        CANTEEN,
        type="reference",
        name="Canteen",
        description="When the canteen is open",
        body="The canteen serves lunch from noon; the coffee machine is on the second floor.\n",
    )
    memdir.index("# Memory", *(f"- [{p}]({p})" for p in (TWO, ONE, INCIDENT, QUESTIONS, ARCHIVE)))
    return memdir


def curate(**options) -> str:
    out = io.StringIO()
    call_command("curate", stdout=out, **options)
    return out.getvalue()


def queue(client) -> dict[tuple[str, ...], dict]:
    items = client.get("/review/?format=json").json()["items"]
    return {tuple(sorted(i["paths"])): i for i in items}


def no_network(*args, **kwargs):
    raise AssertionError("memoryui opened a network connection")


def test_export_writes_each_unsettled_pair_with_what_a_model_needs(
    newsroom, editor_client, tmp_path, monkeypatch
):
    monkeypatch.setattr(socket, "socket", no_network)
    export = tmp_path / "questions.jsonl"
    printed = curate(export_file=str(export))

    lines = [json.loads(line) for line in export.read_text(encoding="utf-8").splitlines()]
    assert "exported" in printed and str(len(lines)) in printed
    by_pair = {tuple(line["paths"]): line for line in lines}
    # Neither sure enough to queue nor clear enough to drop: the model's to settle.
    line = by_pair[tuple(sorted((TWO, ONE)))]
    assert tuple(sorted((TWO, ONE))) not in queue(editor_client)
    assert {line["a"]["path"], line["b"]["path"]} == {TWO, ONE}
    assert "two independent sources" in line["a"]["text"] + line["b"]["text"]
    assert line["question"] and line["id"]
    # The instructions say what to answer and how, down to the guardrails.
    assert "0.75" in line["instructions"] and "partial" in line["instructions"]
    assert set(line["answer_format"]) >= {"kind", "paths", "confidence", "winner", "covers"}
    # A pair the guardrails would refuse is not asked about at all.
    assert not any(INCIDENT in pair or QUESTIONS in pair for pair in by_pair)


def test_import_queues_good_answers_and_refuses_each_bad_line_by_number(
    newsroom, editor_client, tmp_path, monkeypatch
):
    monkeypatch.setattr(socket, "socket", no_network)
    pair = sorted((TWO, ONE))
    evidence = {
        "a": "nobody waits for more",
        "b": "needs at least two independent sources",
        "slot": "count",
        "reason": "one source against two",
    }
    answers = [
        # 1: a contradiction, in doubt about the winner: partial.
        {
            "kind": "contradiction",
            "paths": pair,
            "confidence": 0.9,
            "resolution": "partial",
            "evidence": evidence,
        },
        # 2: not JSON.
        "{this is not json",
        # 3: not sure enough.
        {"kind": "contradiction", "paths": [ARCHIVE, ARCHIVE_MOVED], "confidence": 0.6},
        # 4: a winner that does not cover what the loser says.
        {
            "kind": "contradiction",
            "paths": [ARCHIVE, ARCHIVE_MOVED],
            "confidence": 0.9,
            "winner": ARCHIVE_MOVED,
            "covers": False,
        },
        # 5: a rule set against an event (the incident that broke it).
        {"kind": "contradiction", "paths": [TWO, INCIDENT], "confidence": 0.95},
        # 6: no real topic overlap (the canteen and the one-insider rule... of one class).
        {"kind": "near-duplicate", "paths": [CANTEEN, ARCHIVE], "confidence": 0.9},
        # 7: the open questions and a note that settles one.
        {"kind": "contradiction", "paths": [QUESTIONS, INCIDENT], "confidence": 0.9},
        # 8: a memory that does not exist.
        {"kind": "contradiction", "paths": [TWO, "rules/gone.md"], "confidence": 0.9},
        # 9: a kind memoryui does not queue.
        {"kind": "conflict", "paths": pair, "confidence": 0.9},
        # 10: "neither": taken, and nothing queued.
        {"kind": "none", "paths": [CANTEEN, ARCHIVE_MOVED], "confidence": 0.9},
        # 11: a winner that covers everything: supersede is suggested.
        {
            "kind": "contradiction",
            "paths": [ARCHIVE, ARCHIVE_MOVED],
            "confidence": 0.85,
            "winner": ARCHIVE_MOVED,
            "covers": True,
            "evidence": {"slot": "place", "reason": "the volumes moved"},
        },
        # 12: a winner that is not one of the two.
        {
            "kind": "contradiction",
            "paths": pair,
            "confidence": 0.9,
            "winner": CANTEEN,
            "covers": True,
        },
    ]
    answers_file = tmp_path / "answers.jsonl"
    answers_file.write_text(
        "\n".join(a if isinstance(a, str) else json.dumps(a) for a in answers) + "\n"
    )
    before = {p: (newsroom.root / p).read_bytes() for p in (TWO, ONE, ARCHIVE, ARCHIVE_MOVED)}

    printed = curate(import_file=str(answers_file))

    refused = {
        int(line.split("line ")[1].split(":")[0]): line
        for line in printed.splitlines()
        if line.startswith("refused:")
    }
    assert sorted(refused) == [2, 3, 4, 5, 6, 7, 8, 9, 12]
    assert "JSON" in refused[2]
    assert "0.75" in refused[3]
    assert "partial" in refused[4]
    assert "rule" in refused[5] and "event" in refused[5]
    assert "share" in refused[6]
    assert "open questions" in refused[7]
    assert "rules/gone.md" in refused[8]
    assert "conflict" in refused[9]
    assert "winner" in refused[12]

    queued = queue(editor_client)
    partial = queued[tuple(pair)]
    assert partial["kind"] == "contradiction"
    assert partial["evidence"]["suggested"] == "partial"
    assert partial["evidence"]["slot"] == "count"
    assert partial["confidence"] <= 0.9
    moved = queued[tuple(sorted((ARCHIVE, ARCHIVE_MOVED)))]
    assert moved["evidence"]["winner"] == ARCHIVE_MOVED
    assert tuple(sorted((CANTEEN, ARCHIVE_MOVED))) not in queued
    # Proposals are queued, never applied: the memories are as they were.
    assert {p: (newsroom.root / p).read_bytes() for p in before} == before


def test_an_imported_item_shows_its_slot_and_its_source_on_the_page(
    newsroom, editor_client, tmp_path: Path
):
    answers = tmp_path / "answers.jsonl"
    answers.write_text(
        json.dumps(
            {
                "kind": "contradiction",
                "paths": [TWO, ONE],
                "confidence": 0.8,
                "resolution": "partial",
                "evidence": {
                    "a": "nobody waits for more",
                    "b": "needs at least two independent sources",
                    "slot": "count",
                    "reason": "one source against two",
                },
            }
        )
        + "\n"
    )
    curate(import_file=str(answers))
    html = editor_client.get("/review/").content.decode()
    assert "they disagree on count" in html
    assert "proposed by an offline run" in html
