"""The questions ``curate --export`` writes for a model the operator runs offline.

Each line of the export is one pair the deterministic pass could not settle: both memories in
full, the question, what the detector saw, and the instructions a model needs, down to the
format of its answer. The operator hands the file to their own agent (``claude -p`` reading it
line by line, say) and brings the answers back with ``curate --import``, where each is held to
the guardrails of DESIGN §8. memoryui opens no connection for this and calls no model.
"""

from __future__ import annotations

from typing import Any

from .detect import Note, Unsettled, item_id

QUESTION = (
    "Are these two memories about the same thing, and if so, do they contradict each other "
    "or say the same thing?"
)

INSTRUCTIONS = """\
You are reviewing an AI agent's long-term memory: a folder of markdown notes the agent reads \
at the start of its sessions. A deterministic pass found the two notes below close in subject \
but could not tell whether they conflict. Read both in full and answer with ONE line of JSON, \
nothing else.

- "contradiction": both are about the same subject (the same person, thing, schedule, rule \
or resource) and cannot both be true now: a different value for the same thing (a time, a \
day, a limit, a count, an owner, a name, a place, a tool), or one reverses the other's rule.
- "near-duplicate": both say the same thing, in other words or another order.
- "none": anything else. Two stages of one plan, two people's own preferences, a rule and an \
incident that broke it, a proposal that was turned down, two rules about different things, \
or notes that merely mention the same tool are "none".

If it is a contradiction and one note plainly replaces the other (it is newer or says what \
changed), name it as "winner" only if it covers everything the other says, and set "covers" \
to true. When in doubt, give no winner and set "resolution" to "partial": a person decides.

"confidence" is from 0 to 1; below 0.75 the answer is not queued, so say "none" rather than \
guess. Quote the two conflicting sentences exactly as written in "evidence"."""

ANSWER_FORMAT: dict[str, Any] = {
    "id": "the id of the question, unchanged",
    "paths": ["the two paths, unchanged"],
    "kind": "contradiction | near-duplicate | none",
    "confidence": 0.9,
    "winner": "one of the two paths, or null",
    "covers": "true only when the winner says everything the other note says",
    "resolution": "supersede | partial",
    "evidence": {
        "a": "the sentence of the first note, verbatim",
        "b": "the sentence of the second note, verbatim",
        "slot": "what they disagree on: time, day, amount, count, name, place, rule, …",
        "reason": "one short sentence",
    },
}


def _memory(note: Note) -> dict[str, str]:
    return {
        "path": note.path,
        "type": note.type,
        "name": note.name,
        "description": note.description,
        "text": note.body,
    }


def question(pair: Unsettled, by_path: dict[str, Note]) -> dict[str, Any]:
    """One line of the export: everything a model needs to answer, and nothing to fetch."""
    a, b = (by_path[p] for p in pair.paths)
    return {
        "id": item_id("question", pair.paths),
        "paths": list(pair.paths),
        "question": QUESTION,
        "a": _memory(a),
        "b": _memory(b),
        "detector": {"similarity": pair.similarity, **pair.evidence},
        "instructions": INSTRUCTIONS,
        "answer_format": ANSWER_FORMAT,
    }
